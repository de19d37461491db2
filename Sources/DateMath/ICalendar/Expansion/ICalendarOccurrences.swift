import Foundation

extension ICalendarDocument {
  /// The occurrences of the file's events, to-dos and journal entries that
  /// meet `window`, in order of their starts, computed as they are read.
  ///
  /// An occurrence meets the window when it starts before its end and ends
  /// after its start, so an event that began earlier and is still going on
  /// is included; one that lasts no time is included when it starts within
  /// the window. For each component:
  /// - Its recurrence set (RFC 5545 §3.8.5): `DTSTART` always, each
  ///   `RRULE`'s and `RDATE`'s instances (a `PERIOD` RDATE with its own
  ///   end), without `EXDATE`s and `EXRULE`s' instances (matched by
  ///   instant; dates for an all-day event). Wall-clock times the clocks
  ///   skipped are read with the offset before the gap, repeated times as
  ///   their first reading (§3.3.5); a rule's day that does not exist
  ///   (30 February, the 31st of a short month) has no instance.
  /// - Overrides (`RECURRENCE-ID`) replace the instance they name and are
  ///   listed at their own times, cancelled ones (`STATUS:CANCELLED`)
  ///   included with ``ICalendarOccurrence/isCancelled``;
  ///   `RANGE=THISANDFUTURE` also moves every later instance by the same
  ///   wall-clock shift and gives it the override's length and properties.
  /// - A to-do is placed by `DTSTART`, or by `DUE` when it has none; it
  ///   ends at its `DUE`.
  /// - Each occurrence's alarms: ``ICalendarOccurrence/alarms()``.
  ///
  /// `TZID`s name the file's `VTIMEZONE`s (or IANA's zones, by
  /// ``ICalendarExpansionOptions/zoneRules``); Windows names are mapped as
  /// CLDR maps them; see ``ICalendarExpansionOptions`` for `X-WR-TIMEZONE`
  /// and floating times.
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:standup\r
  ///   DTSTART;TZID=W. Europe Standard Time:20240325T090000\r\nDURATION:PT15M\r\nRRULE:FREQ=DAILY;COUNT=5\r
  ///   END:VEVENT\r\nBEGIN:VEVENT\r\nUID:standup\r\nRECURRENCE-ID;TZID=W. Europe Standard Time:20240327T090000\r
  ///   DTSTART;TZID=W. Europe Standard Time:20240327T110000\r\nDURATION:PT15M\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
  ///   """
  /// let file = try ICalendarDocument(parsing: ics)
  /// let week = try Date(rfc3339: "2024-03-25T00:00:00Z")..<Date(rfc3339: "2024-04-01T00:00:00Z")
  /// let occurrences = try file.occurrences(in: week)
  /// occurrences.map(\.start.description)  // ["2024-03-25T09:00:00+01:00[Europe/Berlin]", "2024-03-26T09:00:00+01:00[Europe/Berlin]", "2024-03-27T11:00:00+01:00[Europe/Berlin]", "2024-03-28T09:00:00+01:00[Europe/Berlin]", "2024-03-29T09:00:00+01:00[Europe/Berlin]"]
  /// occurrences.map(\.isMoved)  // [false, false, true, false, false]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/unknownZone`` naming the line for a
  ///   `TZID` that no `VTIMEZONE` defines and no zone database knows
  ///   (unless ``ICalendarExpansionOptions/unknownZones`` reads it as
  ///   floating); with ``ICalendarExpansionOptions/Mode/strict``,
  ///   ``DateMathError/Kind/invalidFormat`` or
  ///   ``DateMathError/Kind/invalidRecurrenceRule`` naming the line of a
  ///   component that cannot be read (a lenient expansion leaves it out
  ///   and says so in ``ICalendarOccurrences/notes``).
  public func occurrences(
    in window: Range<Date>, options: ICalendarExpansionOptions = .init()
  ) throws(DateMathError) -> ICalendarOccurrences {
    try ICalendarOccurrences(self, window: window, options: options)
  }
}

/// The occurrences of a calendar file within a window, in order of their
/// starts: ``ICalendarDocument/occurrences(in:options:)``. Reading them
/// expands each series as far as it is read, so the first few of a large
/// calendar cost little.
///
/// A lenient expansion leaves out what it cannot read and says so; a
/// `TZID` whose file rules and IANA rules differ is reported:
///
/// ```swift
/// let ics = """
///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:ok\r
///   DTSTART:20240402T090000Z\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:bad\r\nDTSTART:20240231T090000Z\r
///   END:VEVENT\r\nEND:VCALENDAR\r\n
///   """
/// let april = try Date(rfc3339: "2024-04-01T00:00:00Z")..<Date(rfc3339: "2024-05-01T00:00:00Z")
/// let occurrences = try ICalendarDocument(parsing: ics).occurrences(in: april)
/// occurrences.map(\.uid)  // ["ok"]
/// occurrences.notes.map(\.line)  // [10] — the line of the DTSTART that names 31 February
/// occurrences.zoneDisagreements.isEmpty  // true
/// occurrences.window.upperBound  // 2024-05-01T00:00:00Z
/// ```
public struct ICalendarOccurrences: Sequence, Sendable {
  /// Something the expansion could not use, and what it did instead.
  public typealias Note = ICalendarDocument.Note

  /// The window the occurrences meet.
  public let window: Range<Date>
  /// What the expansion forgave or left out (an unreadable component in
  /// lenient mode, an unknown `TZID` read as floating, an unknown
  /// `X-WR-TIMEZONE`), in file order.
  public let notes: [Note]
  /// `TZID`s whose `VTIMEZONE` and whose IANA zone give different offsets
  /// within the window, and which of the two was used.
  public let zoneDisagreements: [ICalendarZoneDisagreement]
  let series: [_ICalendarSeries]
  private let overrides: [ICalendarOccurrence]
  private let bounds: _WindowBounds

  init(_ document: ICalendarDocument, window: Range<Date>, options: ICalendarExpansionOptions) throws(DateMathError) {
    self.window = window
    bounds = try _WindowBounds(window)
    var log = _ICalendarNoteLog()
    var disagreements: [ICalendarZoneDisagreement] = []
    var series: [_ICalendarSeries] = []
    var overrides: [ICalendarOccurrence] = []
    // Components at the top (a lenient read keeps them) form one more calendar.
    let loose = document.components.filter { Self.kinds.contains($0.name) }
    let calendars = document.components.filter { $0.name == "VCALENDAR" }
      + (loose.isEmpty ? [] : [ICalendarComponent(name: "VCALENDAR", components: loose)])
    for calendar in calendars {
      var reader = _ICalendarComponentReader(
        zones: try _ICalendarZones(calendar: calendar, options: options, window: window), strict: options.mode == .strict,
        log: log)
      func leftOut(_ component: ICalendarComponent, _ error: DateMathError) throws(DateMathError) {
        guard options.mode == .lenient, error.kind != .unknownZone else { throw error }
        // The error's own line (its property's) when it has one; the note
        // says the line itself, so the message's `line N: ` goes.
        var (line, message) = (component.line, Substring(error.message))
        if let named = error.position?.line {
          line = named
          if message.hasPrefix("line \(named): ") { message = message.dropFirst("line \(named): ".count) }
        }
        reader.log.add("components left out", line: line, "\(message); the \(Self.named(component)) was left out")
      }
      var index: [String: Int] = [:]
      let items = calendar.components.filter { Self.kinds.contains($0.name) }
      let masters = try Self.oneMasterPerUID(items.filter { $0["RECURRENCE-ID"] == nil }, reader: &reader)
      for master in masters {
        do throws(DateMathError) {
          guard let one = try reader.series(master) else {
            if master.name == "VEVENT" {
              // RFC 5545 §3.6.1: DTSTART is required unless the calendar has a METHOD.
              let error = _ICalendarValue.error(master.line, "the \(Self.named(master)) has no DTSTART (RFC 5545 §3.6.1)")
              if calendar["METHOD"] == nil {
                try reader.forgive("events without DTSTART", error, "it has no occurrences")
              } else {
                reader.note("events without DTSTART", error, "it has no occurrences")
              }
            }
            continue
          }
          if index[one.uid] == nil { index[one.uid] = series.count }
          series.append(one)
        } catch { try leftOut(master, error) }
      }
      for override in items where override["RECURRENCE-ID"] != nil {
        do throws(DateMathError) {
          let uid = override["UID"]?.value ?? ""
          let master = index[uid]
          if let occurrence = try Self.override(override, uid: uid, series: master.map { series[$0] }, reader: &reader) {
            if let master { Self.attach(occurrence, to: &series[master]) }
            if bounds.meets(occurrence) { overrides.append(occurrence) }
          }
        } catch { try leftOut(override, error) }
      }
      reader.log.add("notes on TZIDs", reader.zones.notes)
      disagreements += reader.zones.disagreements
      log = reader.log
    }
    for i in series.indices { series[i].ranges.sort { $0.after < $1.after } }
    for one in series {
      guard let error = Self.pastSupportedYears(one, bounds) else { continue }
      let problem = _ICalendarValue.error(
        one.master.line, "the \(Self.named(one.master)) has an instance that ends past year 9999, beyond DateMath's years (\(error.message))")
      var reader = _ICalendarComponentReader(zones: _ICalendarZones(block: nil), strict: options.mode == .strict, log: log)
      try reader.forgive("series past year 9999", problem, "its instances past 9999 are left out")
      log = reader.log
    }
    self.series = series
    self.overrides = overrides.sorted { $0.start.epochSeconds < $1.start.epochSeconds }
    self.notes = log.all.sorted { $0.line < $1.line }
    zoneDisagreements = disagreements
  }

  static let kinds: Set<String> = ["VEVENT", "VTODO", "VJOURNAL"]

  /// `VEVENT (UID "x")`, or the name alone for a component without UID.
  static func named(_ component: ICalendarComponent) -> String {
    component.name + (component["UID"].map { " (UID \(DateMathError.quoted($0.value)))" } ?? "")
  }

  /// The masters to expand: of several with one UID, the one with the
  /// highest `SEQUENCE` (the latest revision, RFC 5545 §3.8.7.4), the last
  /// in the file among equals, as Google, Outlook and Apple Calendar keep
  /// one event per UID; the others are noted (an error when strict).
  /// Components without a UID are each their own.
  static func oneMasterPerUID(
    _ masters: [ICalendarComponent], reader: inout _ICalendarComponentReader
  ) throws(DateMathError) -> [ICalendarComponent] {
    func sequence(_ c: ICalendarComponent) -> Int {
      c["SEQUENCE"].flatMap { Int($0.value.trimmingCharacters(in: .whitespaces)) } ?? 0
    }
    var chosen: [String: Int] = [:]
    for (i, master) in masters.enumerated() {
      guard let uid = master["UID"]?.value, !uid.isEmpty else { continue }
      if let j = chosen[uid], sequence(masters[j]) > sequence(master) { continue }
      chosen[uid] = i
    }
    var kept: [ICalendarComponent] = []
    for (i, master) in masters.enumerated() {
      guard let uid = master["UID"]?.value, let j = chosen[uid], j != i else {
        kept.append(master)
        continue
      }
      let used = masters[j]
      try reader.forgive(
        "masters of a UID already used",
        _ICalendarValue.error(
          master.line,
          "the \(named(master)) is a second master of its UID (no RECURRENCE-ID), SEQUENCE \(sequence(master)); "
            + "the one on line \(used.line), SEQUENCE \(sequence(used)), is used: the highest SEQUENCE, "
            + "then the last in the file (RFC 5545 §3.8.7.4)"),
        "this one was left out")
    }
    return kept
  }

  /// The error of an instance of `series` that meets the window but ends
  /// (or, moved by a THISANDFUTURE change, starts) past DateMath's years;
  /// nil when there is none. Only a window within the instances' reach of
  /// year 9999 is looked at, where the latest instance before the
  /// window's end is the one that goes furthest.
  static func pastSupportedYears(_ series: _ICalendarSeries, _ bounds: _WindowBounds) -> DateMathError? {
    // 9999-12-31T23:59:59Z, less two days for the zones' offsets.
    let near: Int64 = 253_402_300_799 - 2 * 86_400
    // In Double: a DURATION of many weeks may be near Int64's end.
    let to = bounds.to.timeIntervalSince1970
    guard to + Double(series.reach) + Double(series.shiftReach) >= Double(near) else { return nil }
    let raw: ZonedDateTime?
    if let recurrence = series.recurrence {
      raw = recurrence.previous(before: bounds.to.addingTimeInterval(TimeInterval(series.shiftReach)))
    } else {
      raw = series.shape.start.date < bounds.to ? series.shape.start : nil
    }
    guard let raw, !series.replaced.contains(raw.epochSeconds) else { return nil }
    do throws(DateMathError) {
      _ = try series.instance(raw)
      return nil
    } catch {
      return error
    }
  }

  /// An override as an occurrence at its own time, or nil for one with no time.
  private static func override(
    _ component: ICalendarComponent, uid: String, series: _ICalendarSeries?, reader: inout _ICalendarComponentReader
  ) throws(DateMathError) -> ICalendarOccurrence? {
    guard let property = component["RECURRENCE-ID"] else { return nil }
    var (id, isDate, _) = try reader.read(property)
    if let series {
      id = try id.converted(to: series.shape.start.zone)
      if isDate != series.shape.isAllDay {
        let error = _ICalendarValue.error(
          property.line, "RECURRENCE-ID is \(isDate ? "a date" : "a date-time") but the series' DTSTART is \(isDate ? "a date-time" : "a date")")
        guard series.shape.isAllDay else { throw error }
        // Exchange's date-time for an instance of an all-day series: the
        // instance of its date as written (midnight in its TZID, or in
        // UTC), as recurring-ical-events matches it.
        let written: CivilDate
        switch try _ICalendarValue.time(Substring(property.value), of: property) {
        case .date(let date): written = date
        case .local(let local, _): written = local.date
        case .utc(let date): written = try ZonedDateTime(date, in: .utc).localDateTime.date
        }
        try reader.forgive("date-time RECURRENCE-IDs of all-day series", error, "read as its date, \(written)")
        id = try ZonedDateTime(startOf: written, in: series.shape.start.zone)
        isDate = true
      }
    }
    let shape: _ICalendarSeries.Shape
    if let own = try reader.shape(of: component) {
      shape = own
    } else {
      // No DTSTART: the instance keeps its time and the series' length.
      shape = .init(start: id, length: series?.shape.length ?? .none, isAllDay: isDate, isFloating: series?.shape.isFloating ?? false)
    }
    return ICalendarOccurrence(
      uid: uid, start: shape.start, end: try _ICalendarSeries.end(of: shape.start, shape.length), isAllDay: shape.isAllDay,
      isFloating: shape.isFloating, recurrenceID: id, origin: .override, component: component)
  }

  /// Marks the instance an override replaces, and records a THISANDFUTURE change.
  private static func attach(_ override: ICalendarOccurrence, to series: inout _ICalendarSeries) {
    guard let id = override.recurrenceID else { return }
    series.replaced.insert(id.epochSeconds)
    guard override.component["RECURRENCE-ID"]?.parameter("RANGE")?.uppercased() == "THISANDFUTURE",
      let start = try? override.start.converted(to: id.zone)
    else { return }
    let shift: Int64
    let length: _ICalendarSeries.Length
    if series.shape.isAllDay {
      shift = Int64(id.localDateTime.date.distance(to: start.localDateTime.date))
      length = .days(id.localDateTime.date.distance(to: override.end.localDateTime.date) - Int(shift))
    } else {
      shift = start.localDateTime.localSeconds - id.localDateTime.localSeconds
      length = .exact(override.end.epochSeconds - override.start.epochSeconds, zone: override.end.zone)
    }
    series.ranges.append(.init(after: id.epochSeconds, shift: shift, length: length, component: override.component))
    series.reach = Swift.max(series.reach, length.reach)
    // A wall-clock shift moves an instant by at most a day more than itself.
    series.shiftReach = Swift.max(series.shiftReach, abs(series.shape.isAllDay ? shift * 86_400 : shift) + 86_400)
  }

  /// Occurrences in order of their starts.
  public struct Iterator: IteratorProtocol {
    private var cursors: [_SeriesCursor]
    private var overrides: IndexingIterator<[ICalendarOccurrence]>
    /// Each cursor's next occurrence (source: its index; the overrides'
    /// is cursors.count), by start.
    private var merge: _SortedMerge<ICalendarOccurrence>

    init(_ occurrences: ICalendarOccurrences) {
      cursors = occurrences.series.map { _SeriesCursor($0, occurrences.bounds) }
      overrides = occurrences.overrides.makeIterator()
      merge = _SortedMerge(capacity: cursors.count + 1)
      for source in 0...cursors.count {
        if let next = read(source) { merge.insert(key: next.start.epochSeconds, source: source, element: next) }
      }
    }

    private mutating func read(_ source: Int) -> ICalendarOccurrence? {
      source == cursors.count ? overrides.next() : cursors[source].next()
    }

    /// The next occurrence by start, or nil after the last.
    ///
    /// ```swift
    /// let ics = """
    ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:standup\r
    ///   DTSTART;TZID=Europe/Berlin:20240330T090000\r\nRRULE:FREQ=DAILY;COUNT=2\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
    ///   """
    /// let spring = try Date(rfc3339: "2024-03-30T00:00:00Z")..<Date(rfc3339: "2024-04-01T00:00:00Z")
    /// var iterator = try ICalendarDocument(parsing: ics).occurrences(in: spring).makeIterator()
    /// iterator.next()?.start  // 2024-03-30T09:00:00+01:00[Europe/Berlin]
    /// iterator.next()?.start  // 2024-03-31T09:00:00+02:00[Europe/Berlin]
    /// iterator.next()?.start  // nil
    /// ```
    public mutating func next() -> ICalendarOccurrence? {
      guard let (_, source, occurrence) = merge.first else { return nil }
      let next = read(source)
      merge.replaceFirst(with: next.map { ($0.start.epochSeconds, $0) })
      return occurrence
    }
  }

  /// Starts reading the occurrences: a `for` loop calls this. Each
  /// iterator reads from the start of the window.
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:standup\r
  ///   DTSTART:20240401T090000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
  ///   """
  /// let april = try Date(rfc3339: "2024-04-01T00:00:00Z")..<Date(rfc3339: "2024-05-01T00:00:00Z")
  /// let daily = try ICalendarDocument(parsing: ics).occurrences(in: april)
  /// var first = daily.makeIterator()
  /// _ = first.next()
  /// var second = daily.makeIterator()
  /// second.next()?.start  // 2024-04-01T09:00:00+00:00[UTC]
  /// ```
  public func makeIterator() -> Iterator { Iterator(self) }
}

/// The window in whole seconds, and whether an occurrence meets it.
struct _WindowBounds: Sendable {
  let from: Date
  let to: Date

  init(_ window: Range<Date>) throws(DateMathError) {
    _ = try _InstantSeconds(window.lowerBound)
    _ = try _InstantSeconds(window.upperBound)
    from = window.lowerBound
    to = window.upperBound
  }

  /// Starts before the end, and ends after the start (or starts at or
  /// after it, for an occurrence that lasts no time).
  func meets(_ occurrence: ICalendarOccurrence) -> Bool {
    let start = occurrence.start.date
    guard start < to else { return false }
    return occurrence.end.date > from || start >= from
  }
}

/// One series' instances in order of their starts, as its overrides and
/// THISANDFUTURE changes leave them.
struct _SeriesCursor {
  private let series: _ICalendarSeries
  private let bounds: _WindowBounds
  private var raw: Recurrence.Occurrences.Iterator?
  /// The stretches of raw instances still to read after `raw`'s, in order,
  /// each with the shift its THISANDFUTURE change gives its instances.
  private var stretches: [(range: Range<Date>, shift: Int64)] = []
  /// The shift of the stretch `raw` reads.
  private var shift: Int64 = 0
  private var upcoming: ZonedDateTime?
  /// Instances made but not yet given, by start (a THISANDFUTURE shift can
  /// put a later instance first).
  private var pending: [ICalendarOccurrence] = []

  init(_ series: _ICalendarSeries, _ bounds: _WindowBounds) {
    self.series = series
    self.bounds = bounds
    if series.recurrence != nil {
      stretches = Self.stretches(series, bounds)
      upcoming = nextRaw()
    } else {
      upcoming = series.shape.start
    }
  }

  /// The raw instances that can land in the window, as stretches in order:
  /// those before the first THISANDFUTURE change, and for each change the
  /// ones it governs (after its RECURRENCE-ID, up to the next change's)
  /// that its shift brings into the window. So a change that moves a
  /// series a year reads the two days that land in a two-day window, not
  /// the year between (issue 37: a secondly series moved one year took
  /// 11-80 s for three occurrences).
  static func stretches(_ series: _ICalendarSeries, _ bounds: _WindowBounds) -> [(range: Range<Date>, shift: Int64)] {
    let from = Int64(bounds.from.timeIntervalSince1970.rounded(.down))
    let to = Int64(bounds.to.timeIntervalSince1970.rounded(.up))
    var result: [(range: Range<Date>, shift: Int64)] = []
    var lower = Int64.min  // the stretch governs raw instants after this
    for i in 0...series.ranges.count {
      let upper = i < series.ranges.count ? series.ranges[i].after : Int64.max
      // The change in force (none before the first), and how far it can
      // move an instant: its wall-clock shift, a day more for the offsets.
      let shift: Int64
      let slack: Int64
      if i == 0 {
        (shift, slack) = (0, 1)
      } else {
        let change = series.ranges[i - 1].shift
        (shift, slack) = (series.shape.isAllDay ? change * 86_400 : change, 86_400 + 1)
      }
      let low = Swift.max(from - series.reach - shift - slack, lower == .min ? .min : lower + 1)
      let high = Swift.min(to - shift + slack, upper == .max ? .max : upper + 1)
      if low < high {
        result.append((Date(timeIntervalSince1970: TimeInterval(low))..<Date(timeIntervalSince1970: TimeInterval(high)), shift))
      }
      lower = upper
    }
    return result
  }

  /// The next raw instance: from the stretch being read, or the next one.
  private mutating func nextRaw() -> ZonedDateTime? {
    while true {
      if let instant = raw?.next() { return instant }
      guard !stretches.isEmpty, let recurrence = series.recurrence else { return nil }
      let next = stretches.removeFirst()
      shift = next.shift
      raw = recurrence.occurrences(in: next.range).makeIterator()
    }
  }

  /// No instance still to come starts before this: a raw instance moves by
  /// its stretch's wall-clock shift, and by at most the zone's swing of
  /// offsets more (none in UTC, so a secondly series is held back by one
  /// instance, not by a day of them).
  private var earliestToCome: Int64 {
    let (minOffset, maxOffset) = series.shape.start.zone.offsetBounds
    let swing = maxOffset - minOffset + 1
    var earliest = upcoming.map { $0.epochSeconds + shift - swing } ?? .max
    for stretch in stretches {
      earliest = Swift.min(earliest, Int64(stretch.range.lowerBound.timeIntervalSince1970) + stretch.shift - swing)
    }
    return earliest
  }

  mutating func next() -> ICalendarOccurrence? {
    while true {
      if let first = pending.first {
        if first.start.epochSeconds <= earliestToCome { return pending.removeFirst() }
      } else if upcoming == nil {
        return nil
      }
      guard let instant = upcoming else { continue }
      upcoming = nextRaw()
      if series.replaced.contains(instant.epochSeconds) { continue }
      guard let occurrence = try? series.instance(instant), bounds.meets(occurrence) else { continue }
      // Most instances come in order: found from the end.
      let at = (pending.lastIndex { $0.start.epochSeconds <= occurrence.start.epochSeconds }).map { $0 + 1 } ?? 0
      pending.insert(occurrence, at: at)
    }
  }
}
