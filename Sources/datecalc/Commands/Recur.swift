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
      let notes = RecurrenceNotes(recurrence, through: occurrences.last, range: range)
      let shown = calendar ?? recurrence.rules.lazy.compactMap(\.calendar).first
      let rows = occurrences.enumerated().map { i, o in
        RecurJSON.Row(
          index: i + 1, time: InstantJSON(o),
          calendarDate: shown.flatMap { try? o.localDateTime.date.calendarDate(in: $0) }.map(\.fieldsText),
          notes: notes.notes(for: o))
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

/// Why occurrences are where they are: the rules' wall-clock times
/// (expanded in UTC, where every wall-clock time is one instant) set
/// against what the zone made of them.
struct RecurrenceNotes {
  /// What a note is about.
  enum Kind: Sendable {
    /// A wall-clock time in a gap or an overlap, or two that are one instant.
    case wallClock
    /// A day the zone skipped.
    case skippedDay
    /// A date past a month's end, skipped or clamped.
    case monthEnd
    /// A date RFC 7529's SKIP moved or dropped.
    case calendar
  }

  private var byInstant: [Int64: [(kind: Kind, text: String)]] = [:]
  /// Why a date past a month's end was skipped, after "skipped" (recur:
  /// what --month-end clamp would give instead).
  private let skipReason: (CivilDate) -> String

  init(
    _ recurrence: Recurrence, through last: ZonedDateTime?, range: Range<Date>?,
    skipReason: @escaping (CivilDate) -> String = { "--month-end clamp gives \($0)" }
  ) {
    self.skipReason = skipReason
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
    let scaled = recurrence.rules.contains { $0.calendar != nil }
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
    var pending: [(kind: Kind, text: String)] = []  // for the next occurrence
    var seen: [Int64: String] = [:]
    for w in wallTimes {
      if let lastInstant, let date = date(w), date > lastInstant { continue }
      let text = "\(w.date) \(Output.clock(w))"
      switch zone.resolution(of: w) {
      case .unique(let date):
        add(pending, date); pending = []
        duplicate(date, text, &seen)
      case .overlap(let first, _, let t):
        add(pending + [(.wallClock, Self.overlapNote(text, t))], first)
        pending = []
        duplicate(first, text, &seen)
      case .gap(let t):
        if (try? ZonedDateTime(startOf: w.date, in: zone)) == nil {
          pending.append((.skippedDay, "\(w.date) never happened in \(zone.identifier): no occurrence at \(text)"))
          continue
        }
        guard let date = date(w) else { continue }
        add(pending + [(.wallClock, Self.gapNote(text, t))], date)
        pending = []
        duplicate(date, text, &seen)
      }
    }
    if scaled {
      skipNotes(recurrence, unbounded, wallTimes, from: lower, to: upper)
      return
    }
    // Dates past a month's end that the rule skipped (or, with clamp,
    // moved): where the clamped expansion has a time the other has not.
    // Each is told once, at the next occurrence, however many times of day
    // the rule skipped on it (FREQ=MINUTELY;BYMONTHDAY=31 skips 1,440 on
    // 30 February). Both lists are in wall-clock order (expanded in UTC),
    // so the next occurrence is found by walking on, not searching again.
    let plain = Set(Self.times(skipping, from: lower, to: upper))
    var skippedBefore: [String] = []
    var told: (note: String, at: Int)?
    var next = 0
    let skipped = recurrence.invalidDates == .skip ? Self.times(clamped, from: lower, to: upper) : []
    for w in skipped where !plain.contains(w) {
      let month = String(w.date.description.prefix(7))
      let note = "\(month) has only \(w.date.day) days: skipped (\(skipReason(w.date)))"
      while next < wallTimes.count && wallTimes[next] <= w { next += 1 }
      if told?.note == note && told?.at == next { continue }
      if skippedBefore.last != note { skippedBefore.append(note) }
      if next < wallTimes.count, let date = date(wallTimes[next]) {
        add(skippedBefore, date, kind: .monthEnd)
        told = (note, next)
        skippedBefore = []
      }
    }
    if recurrence.invalidDates == .clamp {
      // Which dates were clamped to the last day.
      for w in wallTimes where !plain.contains(w) {
        if let date = date(w) {
          add(["moved to \(w.date), the last day of its month (--month-end clamp)"], date, kind: .monthEnd)
        }
      }
    }
  }

  /// "2024-03-10 02:30 does not exist (clocks went from 02:00 to 03:00):
  /// read with the offset before the gap, -05:00".
  static func gapNote(_ text: String, _ t: ZoneTransition) -> String {
    "\(text) does not exist (clocks went from \(Output.clock(t.wallClockBefore)) to "
      + "\(Output.clock(t.wallClockAfter))): read with the offset before the gap, \(t.offsetBefore)"
  }

  /// "2024-11-03 01:30 happens twice (-04:00, then -05:00): the first".
  static func overlapNote(_ text: String, _ t: ZoneTransition) -> String {
    "\(text) happens twice (\(t.offsetBefore), then \(t.offsetAfter)): the first"
  }

  /// The gap or overlap note of the wall-clock time `w` in `zone`, as an
  /// occurrence at that time has it (RFC 5545 §3.3.5); nil when the time
  /// happened once.
  static func wallClockNote(_ w: CivilDateTime, in zone: Zone) -> String? {
    let text = "\(w.date) \(Output.clock(w))"
    switch zone.resolution(of: w) {
    case .unique: return nil
    case .overlap(_, _, let t): return overlapNote(text, t)
    case .gap(let t): return gapNote(text, t)
    }
  }

  /// RFC 7529 rules: which occurrences SKIP moved (those the OMIT
  /// expansion lacks), and which dates OMIT dropped (those BACKWARD adds),
  /// said in the rule's calendar.
  private mutating func skipNotes(
    _ recurrence: Recurrence, _ unbounded: Recurrence, _ wallTimes: [CivilDateTime], from lower: Date?, to upper: Date
  ) {
    guard let rule = recurrence.rules.first(where: { $0.calendar != nil }), let calendar = rule.calendar else { return }
    let zone = recurrence.zone
    func date(_ w: CivilDateTime) -> Date? { try? ZonedDateTime(w, in: zone).date }
    func variant(_ skip: RecurrenceRule.Skip) -> Set<CivilDateTime> {
      var r = unbounded
      r.rules = unbounded.rules.map { (try? $0.with(skip: skip)) ?? $0 }
      r.invalidDates = .skip
      return Set(Self.times(r, from: lower, to: upper))
    }
    // The leap months the rule names: BYMONTH's, or DTSTART's for YEARLY.
    var leapMonths = rule.byLeapMonth.compactMap { try? MonthCode(number: $0, isLeap: true) }
    if rule.frequency == .yearly && rule.byMonth.isEmpty && leapMonths.isEmpty,
      let start = try? recurrence.start.date.calendarDate(in: calendar), start.monthCode.isLeap
    {
      leapMonths = [start.monthCode]
    }
    func lacks(_ year: Int) -> MonthCode? {
      leapMonths.first { (try? CalendarDate(year: year, monthCode: $0, day: 1, in: calendar)) == nil }
    }
    if rule.skip != .omit {
      let omitted = variant(.omit)
      for w in wallTimes where !omitted.contains(w) {
        guard let date = date(w), let day = try? w.date.calendarDate(in: calendar) else { continue }
        var why: [String] = []
        if let missing = lacks(day.year) { why.append("\(day.year) has no \(missing)") }
        // A day past the month's end: this month's (BACKWARD), or the
        // month before the 1st (FORWARD).
        let short = rule.skip == .forward && day.day == 1 ? try? day.adding(.days(-1)) : day
        if let short, why.isEmpty || short.monthCode != day.monthCode || rule.skip == .backward,
          rule.byMonthDay.isEmpty || rule.byMonthDay.contains(where: { $0 > short.daysInMonth }) || rule.byMonthDay.contains(where: { $0 < -short.daysInMonth }),
          short.day == short.daysInMonth
        {
          why.append("\(short.fieldsText.dropLast(3)) has \(short.daysInMonth) days")
        }
        add(["\(why.isEmpty ? "the date the rule names does not exist" : why.joined(separator: ", and ")): SKIP=\(rule.skip.rawValue) moved it to \(day.fieldsText)"], date, kind: .calendar)
      }
    } else {
      // Each dropped date, told once at the next occurrence (however many
      // times of day it had), the years grouped.
      let plain = Set(wallTimes)
      var dropped: [Date: [(reason: String, year: Int)]] = [:]
      var next = 0
      for w in variant(.backward).sorted() where !plain.contains(w) {
        while next < wallTimes.count && wallTimes[next] <= w { next += 1 }
        guard let day = try? w.date.calendarDate(in: calendar), next < wallTimes.count, let date = date(wallTimes[next])
        else { continue }
        let reason = lacks(day.year).map { "no \($0)" } ?? "\(day.monthCode) has \(day.daysInMonth) days"
        if let last = dropped[date]?.last, last.reason == reason && last.year == day.year { continue }
        dropped[date, default: []].append((reason, day.year))
      }
      for (date, years) in dropped {
        var notes: [String] = []
        var i = 0
        while i < years.count {
          var j = i
          while j + 1 < years.count && years[j + 1].reason == years[i].reason { j += 1 }
          let list = years[i...j].map { String($0.year) }
          let shown = list.count > 4 ? "\(list[0])–\(list[list.count - 1]) (\(list.count) years)" : list.joined(separator: ", ")
          notes.append(
            "\(years[i].reason) in \(calendar) \(list.count == 1 ? "year" : "years") \(shown): skipped (SKIP=BACKWARD or FORWARD would move it)")
          i = j + 1
        }
        add(notes, date, kind: .calendar)
      }
    }
  }

  /// The wall-clock times from `lower` through `upper`: a range, so that
  /// exception rules taking out everything after `upper` are not searched
  /// on; bounded as the listing is (notes stop where the bound stops them).
  private static func times(_ r: Recurrence, from lower: Date?, to upper: Date) -> [CivilDateTime] {
    var result: [CivilDateTime] = []
    var iterator = r.occurrences(in: (lower ?? Date(timeIntervalSince1970: -.infinity))..<upper.addingTimeInterval(1)).makeIterator()
    iterator.exclusionLimit = DateCalc.Recur.maxExcludedInARow
    while result.count <= 2 * DateCalc.Recur.maxCount + 10, let o = iterator.next() { result.append(o.localDateTime) }
    return result
  }

  private mutating func duplicate(_ date: Date, _ text: String, _ seen: inout [Int64: String]) {
    let key = Int64(date.timeIntervalSince1970.rounded(.down))
    if let earlier = seen[key] {
      add(["\(earlier) and \(text) are the same instant: one occurrence"], date, kind: .wallClock)
    } else {
      seen[key] = text
    }
  }

  private mutating func add(_ notes: [String], _ date: Date, kind: Kind) {
    add(notes.map { (kind, $0) }, date)
  }

  private mutating func add(_ notes: [(kind: Kind, text: String)], _ date: Date) {
    guard !notes.isEmpty else { return }
    byInstant[Int64(date.timeIntervalSince1970.rounded(.down)), default: []] += notes
  }

  /// The notes of the occurrence at `occurrence`, of every kind or of `kinds`.
  func notes(for occurrence: ZonedDateTime, kinds: Set<Kind>? = nil) -> [String] {
    let all = byInstant[Int64(occurrence.date.timeIntervalSince1970.rounded(.down))] ?? []
    return all.filter { kinds?.contains($0.kind) ?? true }.map(\.text)
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
    /// affected this occurrence (or were skipped just before it).
    let notes: [String]
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

extension RecurrenceRule {
  /// The rule without a UTC UNTIL (COUNT and a wall-clock UNTIL stay).
  var withoutUTCUntil: RecurrenceRule {
    guard case .until(.instant) = end else { return self }
    return unbounded
  }

  /// The rule without COUNT or UNTIL.
  var unbounded: RecurrenceRule { (try? with(end: .never)) ?? self }

  /// The rule with some parts changed.
  func with(end: End? = nil, calendar: CalendarKind? = nil, skip: Skip? = nil) throws(DateMathError) -> RecurrenceRule {
    try RecurrenceRule(
      frequency: frequency, interval: interval, end: end ?? self.end, bySecond: bySecond, byMinute: byMinute,
      byHour: byHour, byDay: byDay, byMonthDay: byMonthDay, byYearDay: byYearDay,
      byWeekNumber: byWeekNumber, byMonth: byMonth, bySetPosition: bySetPosition, weekStart: weekStart,
      calendar: calendar ?? self.calendar, skip: skip ?? self.skip, byLeapMonth: byLeapMonth)
  }
}
