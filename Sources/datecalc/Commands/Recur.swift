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

        Other calendars (RFC 7529): RSCALE=HEBREW in the rule, or --calendar \
        hebrew, counts its years, months and BYMONTH/BYMONTHDAY in that \
        calendar; BYMONTH=5L is a leap month (Adar I), and SKIP=OMIT, \
        BACKWARD or FORWARD says what a date a year lacks becomes. Each \
        occurrence is shown with its date in the calendar.

        Examples:
          datecalc recur "FREQ=MONTHLY;BYDAY=-1FR;COUNT=6" \\
            --start 2024-01-26T09:00 --zone America/New_York
          datecalc recur FREQ=MONTHLY --start 2024-01-31T09:00 \\
            --zone Europe/Dublin --count 6 --month-end clamp
          datecalc recur FREQ=DAILY --start 1970-01-01T09:00 --zone UTC \\
            --from 2026-03-01 --to 2026-03-04
          block='DTSTART;TZID=America/New_York:20240309T023000'
          datecalc recur "$(printf '%s\\nRRULE:FREQ=DAILY;COUNT=3' "$block")"
          datecalc recur "FREQ=YEARLY;SKIP=FORWARD" --calendar hebrew \\
            --start 5784-M05L-30 --count 4
          datecalc recur "RSCALE=CHINESE;FREQ=YEARLY" --start 2024-02-10 --count 3
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
      help: ArgumentHelp("What a date past a month's end becomes: skip (as RFC 5545 says) or clamp (the month's last day).", valueName: "policy"))
    var monthEnd: Recurrence.InvalidDatePolicy = .skip

    @Option(
      help: ArgumentHelp(
        "Count the rule in this calendar (RFC 7529's RSCALE), and show each occurrence's date in it: hebrew, persian, islamic-umalqura, chinese… (see convert --help). --start may then be YEAR-MONTHCODE-DD (5784-M05L-30).",
        valueName: "calendar"))
    var calendar: CalendarKind?

    @OptionGroup var common: CommonOptions

    static let maxCount = 100_000

    /// Exception rules (EXRULE) that take out this many occurrences in a
    /// row end the search with an error, unless DateMath has shown that
    /// they take out every one (then the rule has no more): a bound on the
    /// work, about 0.3 s.
    static let maxExcludedInARow = 100_000

    /// The first `n` occurrences, or an error when exception rules take out
    /// ``maxExcludedInARow`` in a row.
    static func first(_ n: Int, of occurrences: Recurrence.Occurrences, zone: Zone) throws(CommandFailure) -> [ZonedDateTime] {
      var iterator = occurrences.makeIterator()
      iterator.exclusionLimit = maxExcludedInARow
      var result: [ZonedDateTime] = []
      while result.count < n, let o = iterator.next() { result.append(o) }
      if let stopped = iterator.stoppedAtExclusionLimit {
        let shown = (try? ZonedDateTime(stopped, in: zone)).map(\.description) ?? "\(stopped)"
        throw CommandFailure.usage(
          "EXRULE took out \(maxExcludedInARow) occurrences in a row, up to \(shown): datecalc stops searching there "
            + "(--from and --to ask about a later range)")
      }
      return result
    }

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
      for calendar in Set(recurrence.rules.compactMap(\.calendar))
      where !calendar.supportedRange.contains(recurrence.start.date) {
        throw CommandFailure.usage(
          "DTSTART \(recurrence.start.date) is outside the \(calendar) calendar's tables "
            + "(\(calendar.supportedRange.lowerBound) through \(calendar.supportedRange.upperBound)): the rule has no occurrences")
      }
      let limit = count ?? 10
      var occurrences: [ZonedDateTime]
      var ended: Bool
      var range: Range<Date>?
      if let from, let to {
        let lower = try from.placed(in: recurrence.zone).zoned(in: recurrence.zone, policy: .compatible).date
        let upper = try to.placed(in: recurrence.zone).zoned(in: recurrence.zone, policy: .compatible).date
        guard lower <= upper else { throw CommandFailure.usage("--from is after --to") }
        range = lower..<upper
        occurrences = try Self.first(Self.maxCount + 1, of: recurrence.occurrences(in: lower..<upper), zone: recurrence.zone)
        guard occurrences.count <= Self.maxCount else {
          throw CommandFailure.usage("more than \(Self.maxCount) occurrences from --from to --to: narrow the range")
        }
        // Is there one after? (`next(after:)`, bounded as the rest.)
        let after = Date(timeIntervalSince1970: (occurrences.last?.date ?? lower).timeIntervalSince1970.rounded(.down) + 1)
        ended = try Self.first(1, of: recurrence.occurrences(from: after), zone: recurrence.zone).isEmpty
      } else {
        occurrences = try Self.first(limit + 1, of: recurrence.occurrences(), zone: recurrence.zone)
        ended = occurrences.count <= limit
        occurrences = Array(occurrences.prefix(limit))
      }
      let found = _RecurrenceAdjustments(
        recurrence, through: occurrences.last, from: range?.lowerBound, exclusionLimit: Self.maxExcludedInARow,
        cap: 2 * Self.maxCount + 10)
      let shown = calendar ?? recurrence.rules.lazy.compactMap(\.calendar).first
      let rows = occurrences.enumerated().map { i, o in
        RecurJSON.Row(
          index: i + 1, time: InstantJSON(o),
          calendarDate: shown.flatMap { try? o.localDateTime.date.calendarDate(in: $0) }.map(\.fieldsText),
          adjustments: found.adjustments(of: o))
      }
      // A rule in a calendar with tables, with no COUNT or UNTIL, ends
      // with them.
      let tablesEnd = ended && range == nil && recurrence.rules.contains { $0.end == .never && $0.calendar?.isTabulated == true }
        ? shown?.supportedRange.upperBound : nil
      if common.json {
        Output.jsonAnswer(
          RecurJSON(
            iCalendar: recurrence.iCalendar, zone: recurrence.zone.identifier,
            monthEnd: monthEnd.rawValue, calendar: shown?.rawValue, occurrences: rows, ended: ended,
            tablesEnd: tablesEnd?.description))
        return
      }
      if rows.isEmpty { print("no occurrences" + (range == nil ? "" : " in the range")) }
      let width = String(rows.count).count
      for row in rows {
        let weekday = occurrences[row.index - 1].localDateTime.date.weekday.description.prefix(3)
        print(String(repeating: " ", count: width - String(row.index).count) + "\(row.index)  \(weekday) \(row.time.zoned)"
          + (row.calendarDate.map { "  \($0)" } ?? "")
          + (row.notes.isEmpty ? "" : "  (\(row.notes.joined(separator: "; ")))"))
      }
      if let tablesEnd, let shown {
        print("(no more occurrences are known: the \(shown) calendar's tables end on \(tablesEnd))")
      } else if ended && range == nil {
        print("(the rule has no more occurrences)")
      }
    }

    func makeRecurrence(_ zone: Zone) throws -> Recurrence {
      if rule.uppercased().contains("DTSTART") {
        guard start == nil else {
          throw CommandFailure.usage("the iCalendar block has a DTSTART: leave out --start")
        }
        var recurrence = try input { () throws(DateMathError) in
          try Recurrence(iCalendar: ruleText, floatingZone: zone, invalidDates: monthEnd)
        }
        recurrence.rules = try recurrence.rules.map(inCalendar)
        recurrence.exceptionRules = try recurrence.exceptionRules.map(inCalendar)
        // DTSTART is one of the dates (it always counts): something else must recur.
        guard !recurrence.rules.isEmpty || Set(recurrence.dates.map(\.epochSeconds)).count > 1 else {
          throw CommandFailure.usage("the iCalendar block has no RRULE or RDATE: nothing recurs")
        }
        return recurrence
      }
      guard let start else {
        throw CommandFailure.usage("give --start (DTSTART), or an iCalendar block with DTSTART")
      }
      let parsed = try inCalendar(try input { () throws(DateMathError) in try RecurrenceRule(parsing: ruleText) })
      let placed: TimeInput.Placed
      if case .calendarDate(let text) = start.form {
        // A date written in the calendar: an all-day start.
        let calendarDate = try TimeInput.calendarDate(text, in: calendar ?? parsed.calendar, monthEnd: .reject)
        placed = .date(calendarDate!.date.civilDate)
      } else {
        placed = try start.placed(in: zone)
      }
      let local: CivilDateTime
      let recurrenceZone = placed.zone(or: zone)
      switch placed {
      case .date(let day): local = CivilDateTime(date: day, time: .midnight)
      case .local(let l): local = l
      case .instant(let exact, _):
        local = try answer { () throws(DateMathError) in try exact.converted(to: recurrenceZone).localDateTime }
      }
      if case .date = placed {
        return Recurrence(
          start: local, in: recurrenceZone, rules: [parsed], invalidDates: monthEnd, isAllDay: true)
      }
      return Recurrence(start: local, in: recurrenceZone, rule: parsed, invalidDates: monthEnd)
    }

    /// The rule text, with --calendar's RSCALE in each RRULE and EXRULE
    /// that has none (so that SKIP and leap months read as RFC 7529's).
    var ruleText: String {
      guard let calendar, !rule.uppercased().contains("RSCALE=") else { return rule }
      let rscale = "RSCALE=\(calendar.rscaleName);"
      guard rule.uppercased().contains("DTSTART") else { return rscale + rule }
      // A line may start the text after a byte-order mark, which
      // Recurrence(iCalendar:) reads past.
      return rule.replacingOccurrences(
        of: "(?i)(^\\x{FEFF}?|\\n)(RRULE|EXRULE):", with: "$1$2:" + rscale, options: .regularExpression)
    }

    /// The rule counted in --calendar: RSCALE added, or checked against
    /// the rule's own.
    func inCalendar(_ rule: RecurrenceRule) throws -> RecurrenceRule {
      guard let calendar else { return rule }
      if let own = rule.calendar {
        guard own == calendar else {
          throw CommandFailure.usage(
            "the rule says RSCALE=\(own.rscaleName) and --calendar says \(calendar): give one of them")
        }
        return rule
      }
      return try input { () throws(DateMathError) in try rule.with(calendar: calendar) }
    }
  }
}

struct RecurJSON: Encodable {
  struct Row: Encodable {
    let index: Int
    let time: InstantJSON
    /// The occurrence's date in the rule's calendar (RSCALE or
    /// --calendar): `5784-M05L-30`; absent without one.
    let calendarDate: String?
    /// Gaps, overlaps, skipped days and dates past a month's end that
    /// affected this occurrence (or were skipped just before it): each
    /// adjustment's sentence.
    let notes: [String]
    /// The same, machine-readable.
    let adjustments: [AdjustmentJSON]

    init(index: Int, time: InstantJSON, calendarDate: String?, adjustments: [Adjustment]) {
      (self.index, self.time, self.calendarDate) = (index, time, calendarDate)
      notes = adjustments.map(\.description)
      self.adjustments = adjustments.map(AdjustmentJSON.init)
    }
  }
  /// The recurrence as an iCalendar block (CRLF line breaks).
  let iCalendar: String
  let zone: String
  let monthEnd: String
  /// The calendar the rule counts in (RSCALE or --calendar), if any.
  let calendar: String?
  let occurrences: [Row]
  /// Whether the rule has no occurrence after the last one listed.
  let ended: Bool
  /// When the rule ended only because its calendar's tables do
  /// (Chinese, Dangi, Umm al-Qura): their last ISO date.
  let tablesEnd: String?
}
