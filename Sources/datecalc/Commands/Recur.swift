import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension Recurrence.InvalidDatePolicy: ExpressibleByArgument {
  public init?(argument: String) {
    switch argument {
    case "skip": self = .skip
    case "clamp": self = .clamp
    default: return nil
    }
  }

  public static var allValueStrings: [String] { ["skip", "clamp"] }
}

extension DateCalc {
  /// `datecalc recur RULE --start LOCAL --zone ZONE [--count N | --from A --to B]`.
  struct Recur: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The occurrences of an RFC 5545 recurrence rule, with notes where DST or the calendar moved or skipped one.",
      discussion: """
        RULE is RRULE text (FREQ=MONTHLY;BYDAY=-1FR;COUNT=12) with --start, \
        or an iCalendar block (DTSTART;TZID=…, RRULE:…, RDATE, EXDATE, \
        EXRULE lines), whose DTSTART is the start. The rule runs on the wall \
        clock of --zone; a time in a DST gap is read with the offset before \
        the gap (RFC 5545 §3.3.5), a repeated time is its first occurrence, a \
        day that never happened has none, and a date that does not exist \
        (30 February; the 31st of April) is skipped, or with --month-end \
        clamp moved to the month's last day. DTSTART counts only when it \
        matches the rule (as python-dateutil reads it).

        Examples:
          datecalc recur "FREQ=MONTHLY;BYDAY=-1FR;COUNT=6" --start 2024-01-26T09:00 --zone America/New_York
          datecalc recur FREQ=MONTHLY --start 2024-01-31T09:00 --zone Europe/Dublin --count 6 --month-end clamp
          datecalc recur FREQ=DAILY --start 1970-01-01T09:00 --zone UTC --from 2026-03-01 --to 2026-03-04
          datecalc recur "$(printf 'DTSTART;TZID=America/New_York:20240309T023000\\nRRULE:FREQ=DAILY;COUNT=3')"
        """)

    @Argument(help: ArgumentHelp("RRULE text, or an iCalendar block with DTSTART.", valueName: "rule"))
    var rule: String

    @Option(
      help: ArgumentHelp("DTSTART: the first wall-clock time (or date), read in --zone.", valueName: "local"),
      transform: TimeInput.init(parsing:))
    var start: TimeInput?

    @Option(help: ArgumentHelp("How many occurrences (1 to 100000; default 10 without --from).", valueName: "n"))
    var count: Int?

    @Option(
      help: ArgumentHelp("The occurrences at or after this time…", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var from: TimeInput?

    @Option(
      help: ArgumentHelp("…and before this one (both with --from).", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var to: TimeInput?

    @Option(
      name: .customLong("month-end"),
      help: ArgumentHelp("What a date past a month's end becomes: skip (default; as RFC 5545 says) or clamp (the month's last day).", valueName: "policy"))
    var monthEnd: Recurrence.InvalidDatePolicy = .skip

    @OptionGroup var common: CommonOptions

    static let maxCount = 100_000

    func validate() throws {
      if let count, !(1...Self.maxCount).contains(count) {
        throw ValidationError("--count must be from 1 to \(Self.maxCount) (got \(count))")
      }
      if (from == nil) != (to == nil) { throw ValidationError("--from and --to go together") }
      if from != nil && count != nil { throw ValidationError("give --count or --from and --to, not both") }
    }

    func run() throws {
      let zone = try common.chosenZone()
      let recurrence = try makeRecurrence(zone)
      let limit = count ?? 10
      var occurrences: [ZonedDateTime]
      var ended: Bool
      var range: Range<Date>?
      if let from, let to {
        let lower = try from.placed(in: recurrence.zone).zoned(in: recurrence.zone, policy: .compatible).date
        let upper = try to.placed(in: recurrence.zone).zoned(in: recurrence.zone, policy: .compatible).date
        guard lower <= upper else { throw CommandFailure.usage("--from is after --to") }
        range = lower..<upper
        occurrences = Array(recurrence.occurrences(in: lower..<upper).prefix(Self.maxCount + 1))
        guard occurrences.count <= Self.maxCount else {
          throw CommandFailure.usage("more than \(Self.maxCount) occurrences from --from to --to: narrow the range")
        }
        ended = recurrence.next(after: occurrences.last?.date ?? lower) == nil
      } else {
        occurrences = Array(recurrence.occurrences().prefix(limit + 1))
        ended = occurrences.count <= limit
        occurrences = Array(occurrences.prefix(limit))
      }
      let notes = RecurrenceNotes(recurrence, through: occurrences.last, range: range)
      let rows = occurrences.enumerated().map { i, o in
        RecurJSON.Row(index: i + 1, time: InstantJSON(o), notes: notes.notes(for: o))
      }
      if common.json {
        Output.jsonAnswer(
          RecurJSON(
            iCalendar: recurrence.iCalendar, zone: recurrence.zone.identifier,
            monthEnd: monthEnd.rawValue, occurrences: rows, ended: ended))
        return
      }
      if rows.isEmpty { print("no occurrences" + (range == nil ? "" : " in the range")) }
      let width = String(rows.count).count
      for row in rows {
        let weekday = occurrences[row.index - 1].localDateTime.date.weekday.description.prefix(3)
        print(String(repeating: " ", count: width - String(row.index).count) + "\(row.index)  \(weekday) \(row.time.zoned)"
          + (row.notes.isEmpty ? "" : "  (\(row.notes.joined(separator: "; ")))"))
      }
      if ended && range == nil { print("(the rule has no more occurrences)") }
    }

    func makeRecurrence(_ zone: Zone) throws -> Recurrence {
      if rule.uppercased().contains("DTSTART") {
        guard start == nil else {
          throw CommandFailure.usage("the iCalendar block has a DTSTART: leave out --start")
        }
        let recurrence = try input { () throws(DateMathError) in
          try Recurrence(iCalendar: rule, floatingZone: zone, invalidDates: monthEnd)
        }
        guard !recurrence.rules.isEmpty || !recurrence.dates.isEmpty else {
          throw CommandFailure.usage("the iCalendar block has no RRULE or RDATE: nothing recurs")
        }
        return recurrence
      }
      guard let start else {
        throw CommandFailure.usage("give --start (DTSTART), or an iCalendar block with DTSTART")
      }
      let parsed = try input { () throws(DateMathError) in try RecurrenceRule(parsing: rule) }
      let placed = try start.placed(in: zone)
      let local: CivilDateTime
      let recurrenceZone = placed.zone(or: zone)
      switch placed {
      case .date(let day): local = CivilDateTime(date: day, time: .midnight)
      case .local(let l): local = l
      case .instant(let date, _):
        local = try answer { () throws(DateMathError) in try ZonedDateTime(date, in: recurrenceZone).localDateTime }
      }
      if case .date = placed {
        return Recurrence(
          start: local, in: recurrenceZone, rules: [parsed], invalidDates: monthEnd, isAllDay: true)
      }
      return Recurrence(start: local, in: recurrenceZone, rule: parsed, invalidDates: monthEnd)
    }
  }
}

/// Why occurrences are where they are: the rules' wall-clock times
/// (expanded in UTC, where every wall-clock time is one instant) set
/// against what the zone made of them.
struct RecurrenceNotes {
  private var byInstant: [Int64: [String]] = [:]

  init(_ recurrence: Recurrence, through last: ZonedDateTime?, range: Range<Date>?) {
    guard let last else { return }
    let zone = recurrence.zone
    // The rules' wall-clock times: in UTC, where each is one instant. COUNT
    // and a wall-clock UNTIL apply there as they do in the zone; a UTC UNTIL
    // bounds the zone's instants, so it is taken off here and applied to
    // the instants below.
    var wallClock = recurrence
    wallClock.zone = .utc
    wallClock.dates = []
    wallClock.exceptionDates = []
    wallClock.rules = recurrence.rules.map(\.withoutUTCUntil)
    wallClock.exceptionRules = recurrence.exceptionRules.map(\.withoutUTCUntil)
    let utcUntils = recurrence.rules.compactMap { rule -> Date? in
      if case .until(.instant(let date)) = rule.end { return date }
      return nil
    }
    let lastInstant = utcUntils.count == recurrence.rules.count ? utcUntils.max() : nil
    // Which dates a month end affected: the two policies compared with no
    // COUNT or UNTIL, which would count the two differently.
    var unbounded = wallClock
    unbounded.rules = recurrence.rules.map(\.unbounded)
    unbounded.exceptionRules = recurrence.exceptionRules.map(\.unbounded)
    var clamped = unbounded
    clamped.invalidDates = .clamp
    var skipping = unbounded
    skipping.invalidDates = .skip
    // Wall-clock times from two days before the range to two days after
    // the last occurrence cover every zone's offsets.
    let lower = range.map { $0.lowerBound.addingTimeInterval(-2 * 86_400) }
    let upper = last.date.addingTimeInterval(2 * 86_400)
    let wallTimes = Self.times(wallClock, from: lower, to: upper)
    func date(_ w: CivilDateTime) -> Date? { try? ZonedDateTime(w, in: zone).date }
    var pending: [String] = []  // for the next occurrence
    var seen: [Int64: String] = [:]
    for w in wallTimes {
      if let lastInstant, let date = date(w), date > lastInstant { continue }
      let text = "\(w.date) \(Output.clock(w))"
      switch zone.resolution(of: w) {
      case .unique(let date):
        add(pending, date); pending = []
        duplicate(date, text, &seen)
      case .overlap(let first, _, let t):
        add(pending + ["\(text) happens twice (\(t.offsetBefore), then \(t.offsetAfter)): the first"], first)
        pending = []
        duplicate(first, text, &seen)
      case .gap(let t):
        if (try? ZonedDateTime(startOf: w.date, in: zone)) == nil {
          pending.append("\(w.date) never happened in \(zone.identifier): no occurrence at \(text)")
          continue
        }
        guard let date = date(w) else { continue }
        add(pending + [
          "\(text) does not exist (clocks went from \(Output.clock(t.wallClockBefore)) to "
            + "\(Output.clock(t.wallClockAfter))): read with the offset before the gap, \(t.offsetBefore)"
        ], date)
        pending = []
        duplicate(date, text, &seen)
      }
    }
    // Dates past a month's end that the rule skipped (or, with clamp,
    // moved): where the clamped expansion has a time the other has not.
    let plain = Set(Self.times(skipping, from: lower, to: upper))
    var skippedBefore: [String] = []
    let skipped = recurrence.invalidDates == .skip ? Self.times(clamped, from: lower, to: upper) : []
    for w in skipped where !plain.contains(w) {
      let month = String(w.date.description.prefix(7))
      skippedBefore.append("\(month) has only \(w.date.day) days: skipped (--month-end clamp gives \(w.date))")
      if let next = wallTimes.first(where: { $0 > w }), let date = date(next) {
        add(skippedBefore, date)
        skippedBefore = []
      }
    }
    if recurrence.invalidDates == .clamp {
      // Which dates were clamped to the last day.
      for w in wallTimes where !plain.contains(w) {
        if let date = date(w) {
          add(["moved to \(w.date), the last day of its month (--month-end clamp)"], date)
        }
      }
    }
  }

  private static func times(_ r: Recurrence, from lower: Date?, to upper: Date) -> [CivilDateTime] {
    var result: [CivilDateTime] = []
    for o in r.occurrences(from: lower) {
      if o.date > upper || result.count > 2 * DateCalc.Recur.maxCount + 10 { break }
      result.append(o.localDateTime)
    }
    return result
  }

  private mutating func duplicate(_ date: Date, _ text: String, _ seen: inout [Int64: String]) {
    let key = Int64(date.timeIntervalSince1970.rounded(.down))
    if let earlier = seen[key] {
      add(["\(earlier) and \(text) are the same instant: one occurrence"], date)
    } else {
      seen[key] = text
    }
  }

  private mutating func add(_ notes: [String], _ date: Date) {
    guard !notes.isEmpty else { return }
    byInstant[Int64(date.timeIntervalSince1970.rounded(.down)), default: []] += notes
  }

  func notes(for occurrence: ZonedDateTime) -> [String] {
    byInstant[Int64(occurrence.date.timeIntervalSince1970.rounded(.down))] ?? []
  }
}

struct RecurJSON: Encodable {
  struct Row: Encodable {
    let index: Int
    let time: InstantJSON
    /// Gaps, overlaps, skipped days and dates past a month's end that
    /// affected this occurrence (or were skipped just before it).
    let notes: [String]
  }
  /// The recurrence as an iCalendar block (CRLF line breaks).
  let iCalendar: String
  let zone: String
  let monthEnd: String
  let occurrences: [Row]
  /// Whether the rule has no occurrence after the last one listed.
  let ended: Bool
}

extension RecurrenceRule {
  /// The rule without a UTC UNTIL (COUNT and a wall-clock UNTIL stay).
  var withoutUTCUntil: RecurrenceRule {
    guard case .until(.instant) = end else { return self }
    return unbounded
  }

  /// The rule without COUNT or UNTIL.
  var unbounded: RecurrenceRule {
    (try? RecurrenceRule(
      frequency: frequency, interval: interval, end: .never, bySecond: bySecond, byMinute: byMinute,
      byHour: byHour, byDay: byDay, byMonthDay: byMonthDay, byYearDay: byYearDay,
      byWeekNumber: byWeekNumber, byMonth: byMonth, bySetPosition: bySetPosition, weekStart: weekStart))
      ?? self
  }
}
