import DateCalcGrammar
import DateMath
import Foundation

/// Why each occurrence of a calendar file is where it is and as long as it
/// is: moved or cancelled by an override, a wall-clock time the clocks
/// skipped or repeated, a change of clocks during it or since the
/// series' previous occurrence, a date past a month's end skipped
/// before it. `datecalc ics` prints them after each occurrence.
struct OccurrenceNotes {
  private var byIndex: [[String]] = []

  /// A series' master, read again for its notes: its rule, as `recur`
  /// reads one (``RecurrenceNotes``), and its DTSTART.
  private struct Series {
    var notes: RecurrenceNotes?
    /// DTSTART as the expansion reads it, in the series' zone.
    var start: ZonedDateTime?
    /// The series' last occurrence listed so far.
    var previous: ZonedDateTime?
  }

  init(_ document: ICalendarDocument, _ listed: [ICalendarOccurrence], window: Range<Date>) {
    // The masters (no RECURRENCE-ID) of each calendar, the first by UID
    // for overrides, as the expansion attaches them.
    let kinds: Set<String> = ["VEVENT", "VTODO", "VJOURNAL"]
    var masterByUID: [String: ICalendarComponent] = [:]
    func collect(_ components: [ICalendarComponent]) {
      for component in components where kinds.contains(component.name) && component["RECURRENCE-ID"] == nil {
        let uid = component["UID"]?.value ?? ""
        if masterByUID[uid] == nil { masterByUID[uid] = component }
      }
    }
    for top in document.components {
      if top.name == "VCALENDAR" { collect(top.components) }
    }
    collect(document.components)
    func master(of o: ICalendarOccurrence) -> ICalendarComponent? {
      o.origin == .series ? o.component : masterByUID[o.uid]
    }

    // Each recurring series' zone (that of its instances' RECURRENCE-IDs)
    // and the last instance listed.
    var zones: [Int: (master: ICalendarComponent, zone: Zone)] = [:]
    var first: [Int: ZonedDateTime] = [:]
    var last: [Int: ZonedDateTime] = [:]
    for o in listed {
      guard let id = o.recurrenceID, let m = master(of: o) else { continue }
      zones[m.line] = (m, id.zone)
      if first[m.line].map({ $0.epochSeconds > id.epochSeconds }) ?? true { first[m.line] = id }
      if last[m.line].map({ $0.epochSeconds < id.epochSeconds }) ?? true { last[m.line] = id }
    }
    var series: [Int: Series] = [:]
    for (line, (m, zone)) in zones {
      series[line] = Self.series(m, zone: zone, from: first[line], through: last[line], window: window)
    }

    var shown = ICSText()
    for o in listed {
      let m = master(of: o)
      var notes: [String] = []
      if o.isCancelled { notes.append("cancelled") }
      if o.status == "TENTATIVE" { notes.append("tentative") }
      switch o.origin {
      case .override:
        if let id = o.recurrenceID {
          if o.isMoved {
            notes.append("moved from \(shown.relative(id, to: o.start))")
          } else if !o.isCancelled {
            notes.append("edited instance (RECURRENCE-ID)")
          }
        }
      case .thisAndFuture:
        if let id = o.recurrenceID {
          notes.append(
            (o.isMoved ? "moved from \(shown.relative(id, to: o.start))" : "changed") + " by RANGE=THISANDFUTURE")
        }
      case .series:
        break
      }
      let line = m?.line
      let entry = line.flatMap { series[$0] }
      // Notes on the wall clock: gaps, overlaps and changes of clocks.
      var clocks: [String] = []
      // The rule's notes: gaps, overlaps, skipped days and month ends
      // for the series' own instances; for a reshaped or all-day one, only
      // the dates the rule skipped before it.
      if let id = o.recurrenceID, let ruleNotes = entry?.notes, o.origin != .override {
        if o.origin == .series && !o.isAllDay { clocks += ruleNotes.notes(for: id, kinds: [.wallClock]) }
        notes += ruleNotes.notes(for: id, kinds: [.skippedDay, .monthEnd])
      }
      // A time as written (an override's, a one-off's, or a DTSTART the
      // rule does not cover) that the clocks skipped or repeated.
      let asWritten =
        o.origin == .override
        || o.origin == .series && (o.recurrenceID == nil || o.start.epochSeconds == entry?.start?.epochSeconds)
      if !o.isAllDay, asWritten, let written = Self.written(o.component), case .local(let local, _) = written,
        let note = RecurrenceNotes.wallClockNote(local, in: o.start.zone), !clocks.contains(note)
      {
        clocks.append(note)
      }
      if let note = Self.length(o) { clocks.append(note) }
      // The first occurrence on a new offset, when no note above said why:
      // since the series' previous one listed, or since DTSTART.
      if !o.isAllDay, let line, var entry = series[line] {
        if !clocks.isEmpty {
          // Said already.
        } else if let previous = entry.previous {
          if previous.zone.identifier == o.start.zone.identifier, previous.offset != o.start.offset {
            let changes = Notes.transitions(between: previous, and: o.start)
            if !changes.isEmpty { clocks.append(changes.joined(separator: ", ") + " since the previous occurrence") }
          }
        } else if let start = entry.start, start.zone.identifier == o.start.zone.identifier,
          start.offset != o.start.offset
        {
          clocks.append(
            "on \(o.start.offset); DTSTART \(start.localDateTime.date) \(Output.clock(start.localDateTime)) was on \(start.offset)")
        }
        entry.previous = o.start
        series[line] = entry
      }
      notes += clocks
      if o.isFloating && !o.isAllDay { notes.append("floating: read in \(o.start.zone.identifier)") }
      byIndex.append(notes)
    }
  }

  /// The notes of the `index`th occurrence listed.
  func notes(_ index: Int) -> [String] { byIndex[index] }

  /// A master's rule (RRULE, EXRULE) from its DTSTART in `zone`, with
  /// ``RecurrenceNotes`` through its last instance listed; nil parts when
  /// the master cannot be read so (the expansion said why).
  private static func series(
    _ master: ICalendarComponent, zone: Zone, from first: ZonedDateTime?, through last: ZonedDateTime?,
    window: Range<Date>
  ) -> Series {
    var result = Series()
    guard let written = written(master) else { return result }
    let local: CivilDateTime
    var isAllDay = false
    switch written {
    case .date(let day):
      local = CivilDateTime(date: day, time: .midnight)
      isAllDay = true
    case .local(let l, _): local = l
    case .utc(let instant):
      // A UTC DTSTART, seen on the series' wall clock (X-WR-TIMEZONE).
      guard let seen = try? ZonedDateTime(instant, in: zone) else { return result }
      local = seen.localDateTime
    }
    result.start = isAllDay ? try? ZonedDateTime(startOf: local.date, in: zone) : try? ZonedDateTime(local, in: zone)
    let rules = master.properties(named: "RRULE").compactMap { try? RecurrenceRule(parsing: $0.value) }
    let exceptionRules = master.properties(named: "EXRULE").compactMap { try? RecurrenceRule(parsing: $0.value) }
    guard !rules.isEmpty, rules.count == master.properties(named: "RRULE").count,
      exceptionRules.count == master.properties(named: "EXRULE").count
    else { return result }
    let recurrence = Recurrence(
      start: local, in: zone, rules: rules, exceptionRules: exceptionRules, isAllDay: isAllDay)
    // From the instance before the first listed, so that a month end
    // skipped between the two is told.
    let lower = first.flatMap { recurrence.previous(before: $0.date) }.map { min($0.date, window.lowerBound) } ?? window.lowerBound
    result.notes = RecurrenceNotes(recurrence, through: last, range: lower..<window.upperBound) { _ in "RFC 5545 §3.3.10" }
    return result
  }

  /// The component's DTSTART, or a to-do's DUE when it has none, as
  /// written (a date, a wall-clock time, or UTC), read by DateMath's
  /// iCalendar value reader; nil when there is none or it cannot be read.
  static func written(_ component: ICalendarComponent) -> _ICalendarValue.Time? {
    guard let property = component["DTSTART"] ?? (component.name == "VTODO" ? component["DUE"] : nil) else { return nil }
    return try? _ICalendarValue.time(Substring(property.value), of: property)
  }

  /// "8h long, 9h on the wall clock: clocks went back at …" for an
  /// occurrence over a change of clocks; "23h long: …" for an all-day
  /// event on such a day.
  static func length(_ o: ICalendarOccurrence) -> String? {
    let exact = o.end.epochSeconds - o.start.epochSeconds
    guard exact > 0, let end = try? o.end.converted(to: o.start.zone) else { return nil }
    let wall = exact + Int64(end.offset.seconds - o.start.offset.seconds)
    let nominal = o.isAllDay ? Int64(o.start.localDateTime.date.distance(to: end.localDateTime.date)) * 86_400 : wall
    guard exact != nominal else { return nil }
    let changes = Notes.transitions(between: o.start, and: end)
    guard !changes.isEmpty else { return nil }
    let long = Output.duration(seconds: Double(exact)) + " long"
    return (o.isAllDay ? long : long + ", \(Output.duration(seconds: Double(wall))) on the wall clock") + ": "
      + changes.joined(separator: ", ")
  }
}
