import Foundation

extension ICalendarOccurrences {
  /// The first `maxLength` occurrences, each with what the expansion
  /// adjusted to give it, as ``Adjustment`` values:
  /// - an override that moved the instance
  ///   (``Adjustment/instanceMoved(from:offset:zoneIdentifier:thisAndFuture:)``);
  /// - for a series' own instances, what its rule's expansion adjusted
  ///   (``Recurrence/occurrencesReportingAdjustments(in:limit:)``: a
  ///   wall-clock time in a gap or an overlap, two times that are one
  ///   instant, and, told at the next instance, a day the zone skipped or a
  ///   date past a month's end that the rule skipped); for an instance a
  ///   `RANGE=THISANDFUTURE` override reshaped, only the skipped dates;
  /// - a time as written (`DTSTART` of a one-off event or an override) in a
  ///   gap or an overlap;
  /// - a change of clocks during the occurrence, so that its exact length
  ///   and its length on the wall clock differ
  ///   (``Adjustment/clocksChangedDuring(exactSeconds:wallClockSeconds:zoneIdentifier:transitions:)``);
  /// - when nothing above says why, a change of clocks since the series'
  ///   instance before it (or its `DTSTART`) that put it on another UTC offset
  ///   (``Adjustment/clocksChangedSince(previous:previousOffset:isSeriesStart:zoneIdentifier:transitions:)``).
  ///
  /// Statuses are properties, not adjustments:
  /// ``ICalendarOccurrence/isCancelled``, ``ICalendarOccurrence/isFloating``.
  /// This expands each recurring series' rules a few more times over the
  /// occurrences read: iterate the sequence where no one reads the
  /// adjustments.
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:night\r
  ///   DTSTART;TZID=Europe/Berlin:20241026T220000\r\nDTEND;TZID=Europe/Berlin:20241027T060000\r
  ///   RRULE:FREQ=DAILY;COUNT=2\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
  ///   """
  /// let october = try Date(rfc3339: "2024-10-26T00:00:00Z")..<Date(rfc3339: "2024-10-29T00:00:00Z")
  /// let shifts = try ICalendarDocument(parsing: ics).occurrences(in: october).prefixReportingAdjustments(2)
  /// shifts[0].adjustments.map(\.description)  // ["9h long, 8h on the wall clock: clocks went back from 2024-10-27 03:00 to 02:00 (+02:00 → +01:00) in Europe/Berlin"]
  /// shifts[1].adjustments.map(\.description)  // ["clocks went back from 2024-10-27 03:00 to 02:00 (+02:00 → +01:00) in Europe/Berlin since the previous occurrence, 2024-10-26 22:00 (+02:00)"]
  /// ```
  public func prefixReportingAdjustments(_ maxLength: Int) -> [(occurrence: ICalendarOccurrence, adjustments: [Adjustment])] {
    prefixReportingAdjustments(maxLength, exclusionLimit: .max)
  }

  /// ``prefixReportingAdjustments(_:)``, with exception rules that take out
  /// `exclusionLimit` instances in a row ending the search for adjustments
  /// there (as ``Recurrence/Occurrences/Iterator/exclusionLimit``).
  package func prefixReportingAdjustments(_ maxLength: Int, exclusionLimit: Int)
    -> [(occurrence: ICalendarOccurrence, adjustments: [Adjustment])]
  {
    let listed = Array(prefix(maxLength))
    // The series each occurrence belongs to: its own master, or for an
    // override the first series of its UID, as the expansion attaches it.
    func seriesIndex(_ o: ICalendarOccurrence) -> Int? {
      o.origin == .override
        ? series.firstIndex { $0.uid == o.uid }
        : series.firstIndex { $0.uid == o.uid && $0.master.line == o.component.line }
    }
    let owners = listed.map(seriesIndex)
    // Each recurring series' instances listed: the first and the last.
    var bounds: [Int: (first: ZonedDateTime, last: ZonedDateTime)] = [:]
    for (o, owner) in zip(listed, owners) {
      guard let owner, let id = o.recurrenceID else { continue }
      let (first, last) = bounds[owner] ?? (id, id)
      bounds[owner] = (first.epochSeconds <= id.epochSeconds ? first : id, last.epochSeconds >= id.epochSeconds ? last : id)
    }
    var ruled: [Int: _RecurrenceAdjustments] = [:]
    for (owner, (first, last)) in bounds {
      guard let recurrence = series[owner].recurrence else { continue }
      // From the instance before the first listed, so that a date skipped
      // between the two is told.
      let lower = recurrence.previous(before: first.date).map { Swift.min($0.date, window.lowerBound) } ?? window.lowerBound
      ruled[owner] = _RecurrenceAdjustments(
        recurrence, through: last, from: lower, exclusionLimit: exclusionLimit, cap: 2 * maxLength + 10)
    }
    var previous: [Int: ZonedDateTime] = [:]
    return zip(listed, owners).map { o, owner in
      var adjustments: [Adjustment] = []
      if o.isMoved, let id = o.recurrenceID {
        adjustments.append(
          .instanceMoved(
            from: id.localDateTime, offset: id.offset, zoneIdentifier: id.zone.identifier,
            thisAndFuture: o.origin == .thisAndFuture))
      }
      // The rule's adjustments: every kind for the series' own instances,
      // the dates skipped before it for a reshaped or all-day one.
      var clocks: [Adjustment] = []
      if let id = o.recurrenceID, o.origin != .override, let owner, let found = ruled[owner] {
        for adjustment in found.adjustments(of: id) {
          if adjustment.isWallClockReading {
            if o.origin == .series && !o.isAllDay { clocks.append(adjustment) }
          } else {
            adjustments.append(adjustment)
          }
        }
      }
      // A time as written (an override's, a one-off's, or DTSTART) that
      // the clocks skipped or repeated.
      let start = owner.map { series[$0].shape.start }
      let asWritten =
        o.origin == .override
        || o.origin == .series && (o.recurrenceID == nil || o.start.epochSeconds == start?.epochSeconds)
      if !o.isAllDay, asWritten, let written = Self.written(o.component), case .local(let local, _) = written {
        for adjustment in o.start.adjustments(reading: local, disambiguation: .compatible)
        where !clocks.contains(adjustment) {
          clocks.append(adjustment)
        }
      }
      if let during = Self.clocksChangedDuring(o) { clocks.append(during) }
      // The first occurrence on a new offset, when nothing above said why.
      if !o.isAllDay, let owner {
        let before = previous[owner]
        if clocks.isEmpty, let earlier = before ?? start, earlier.zone.identifier == o.start.zone.identifier,
          earlier.offset != o.start.offset,
          let transitions = try? o.start.zone.transitions(in: Swift.min(earlier.date, o.start.date)..<Swift.max(earlier.date, o.start.date)),
          !transitions.isEmpty
        {
          clocks.append(
            .clocksChangedSince(
              previous: earlier.localDateTime, previousOffset: earlier.offset, isSeriesStart: before == nil,
              zoneIdentifier: o.start.zone.identifier, transitions: transitions))
        }
        previous[owner] = o.start
      }
      return (o, adjustments + clocks)
    }
  }

  /// The component's DTSTART, or a to-do's DUE when it has none, as
  /// written; nil when there is none or it cannot be read.
  static func written(_ component: ICalendarComponent) -> _ICalendarValue.Time? {
    guard let property = component["DTSTART"] ?? (component.name == "VTODO" ? component["DUE"] : nil) else { return nil }
    return try? _ICalendarValue.time(Substring(property.value), of: property)
  }

  /// The change of clocks during `o`, when its exact length and its length
  /// on the wall clock differ.
  static func clocksChangedDuring(_ o: ICalendarOccurrence) -> Adjustment? {
    let exact = o.end.epochSeconds - o.start.epochSeconds
    guard exact > 0, let end = try? o.end.converted(to: o.start.zone) else { return nil }
    let wall =
      o.isAllDay
      ? Int64(o.start.localDateTime.date.distance(to: end.localDateTime.date)) * 86_400
      : exact + Int64(end.offset.seconds - o.start.offset.seconds)
    guard exact != wall, let transitions = try? o.start.zone.transitions(in: o.start.date..<end.date), !transitions.isEmpty
    else { return nil }
    return .clocksChangedDuring(
      exactSeconds: exact, wallClockSeconds: wall, zoneIdentifier: o.start.zone.identifier, transitions: transitions)
  }
}

extension Adjustment {
  /// Whether this is how a wall-clock time was read (a gap, an overlap, or
  /// two times that are one instant), not a date left out or moved.
  var isWallClockReading: Bool {
    switch self {
    case .gapShifted, .overlapReading, .sameInstant: true
    default: false
    }
  }
}
