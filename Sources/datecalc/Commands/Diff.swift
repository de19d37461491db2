import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc diff A B [--in UNIT]`.
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The difference between two times, in calendar units and in exact time.",
      discussion: """
        The calendar difference is the largest number of years, months and days \
        that, added to A, does not pass B, then the exact time left; the elapsed \
        time is B − A. Across a DST change one calendar day can be 23 or 25 \
        hours. --in chooses the unit: years (default), months, weeks or days for \
        the calendar part; hours, minutes or seconds for elapsed time alone. \
        With --calendar, years and months are that calendar's, as Temporal \
        counts them.

        Examples:
          datecalc diff 2024-01-01 2024-03-10
          datecalc diff 2017-03-11T12:00 2017-03-12T12:00 --zone America/New_York
          datecalc diff 2017-01-31 2017-02-28 --in days --json
          datecalc diff 5784-M05L-30 5785-M06-29 --calendar hebrew
        """)

    @Argument(
      help: ArgumentHelp("The earlier time (or later, for a negative answer).", valueName: "a"),
      transform: TimeInput.init(parsing:))
    var first: TimeInput

    @Argument(help: ArgumentHelp("The other time.", valueName: "b"), transform: TimeInput.init(parsing:))
    var second: TimeInput

    @Option(
      name: .customLong("in"),
      help: ArgumentHelp(
        "The largest unit: years (default), months, weeks or days; or hours, minutes or seconds of elapsed "
          + "time alone.",
        valueName: "unit"),
      transform: DateTimeUnit.parse)
    var unit: DateTimeUnit = .years

    @OptionGroup var common: CommonOptions
    @OptionGroup var policy: PolicyOption
    @OptionGroup var calendarOption: CalendarOption
    @OptionGroup var monthEndOption: MonthEndOption

    func run() throws {
      let base = try common.chosenZone()
      if let calendar = calendarOption.calendar, unit.isCalendarUnit {
        try diffInCalendar(calendar, base)
        return
      }
      let a = try first.placed(in: base)
      let b = try second.placed(in: base)
      var notes: [String] = []
      // Two dates are days, not instants: they are compared in --zone, or,
      // without it, on UTC days of exactly 24 hours.
      var zone = a.zone(or: base)
      var endZone = b.zone(or: base)
      if case .date = a, case .date = b, common.zone == nil {
        zone = .utc
        endZone = .utc
        notes.append("two dates without --zone: elapsed time is counted on UTC days of 24h")
      }
      let start = try a.zoned(in: zone, policy: policy.policy)
      // Both ends on the start's wall clock, where calendar units are counted.
      let endThere = try b.zoned(in: endZone, policy: policy.policy)
      let end = try answer { () throws(DateMathError) in try endThere.converted(to: zone) }
      let elapsed = Output.elapsed(from: start, to: end)
      // An exact unit (--in hours) still shows the calendar breakdown.
      let calendarUnit = unit.isCalendarUnit ? unit : .years
      let period = try answer { () throws(DateMathError) in
        // Two dates are a date difference, in any zone: 2018-11-04 to
        // 2024-11-04 is P6Y even where a midnight was skipped.
        if case .date(let from) = a, case .date(let to) = b {
          return from.until(to, largestUnit: calendarUnit)
        }
        return try start.until(end, largestUnit: calendarUnit).calendarPart
      }
      let landed = try answer { () throws(DateMathError) in
        if case .date = a, case .date = b { return end }
        return try start.adding(period)
      }
      let remaining = Output.elapsed(from: landed, to: end)
      let days = start.localDateTime.date.distance(to: end.localDateTime.date)
      let transitions = Notes.transitions(between: start, and: end)
      notes += transitions
      if !transitions.isEmpty, period.days != 0 || period.weeks != 0 {
        notes.append("calendar days are counted on \(zone.identifier)'s wall clock: a day across a clock change is not 24 hours")
      }
      let exact = unit.seconds
      if common.json {
        Output.jsonAnswer(DiffJSON(
          from: InstantJSON(start), to: InstantJSON(end),
          calendar: .init(years: period.years, months: period.months,
                          weeks: period.weeks, days: period.days,
                          remainingSeconds: remaining.value, iso8601: iso(period, remaining)),
          elapsedSeconds: elapsed.value, localDatesBetween: days,
          inUnit: exact.map { elapsed.value / $0 }, unit: unit.rawValue, notes: notes))
        return
      }
      var lines: [String] = []
      if let exact {
        let value = elapsed.value / exact
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        lines.append("\(number) \(unit.rawValue)")
      } else {
        lines.append("\(words(period, remaining)) (\(iso(period, remaining)))")
      }
      lines.append("  elapsed: \(Output.duration(elapsed)) (\(elapsed.secondsText) s)")
      if case .date = a, case .date = b {} else {
        lines.append("  local dates apart: \(days) in \(zone.identifier)")
      }
      Output.text(lines, notes: notes)
    }

    /// `--calendar`: years, months and days of that calendar between two
    /// dates (or the wall-clock dates and times of two times, in A's zone).
    func diffInCalendar(_ calendar: CalendarKind, _ base: Zone) throws {
      let monthEnd = monthEndOption.monthEnd
      let (from, fromNotes) = try first.calendarDate(in: calendar, monthEnd: monthEnd, zone: base)
      let (to, toNotes) = try second.calendarDate(in: calendar, monthEnd: monthEnd, zone: base)
      var notes = fromNotes + toNotes
      let period: Period
      if first.isDateOnly && second.isDateOnly {
        period = try answer { () throws(DateMathError) in try from.until(to, largestUnit: unit) }
      } else {
        let a = try first.placed(in: base)
        let zone = a.zone(or: base)
        let start = try a.zoned(in: zone, policy: policy.policy)
        let endThere = try second.placed(in: base).zoned(in: zone, policy: policy.policy)
        let end = try answer { () throws(DateMathError) in try endThere.converted(to: zone) }
        period = try answer { () throws(DateMathError) in try start.until(end, in: calendar, largestUnit: unit) }
        notes += Notes.transitions(between: start, and: end)
      }
      if from.monthCode != to.monthCode, from.monthCode.isLeap || to.monthCode.isLeap, unit == .years {
        notes.append("a leap month sorts after the month of its number (\(from.monthCode) and \(to.monthCode)): years count whole years of month codes")
      }
      if common.json {
        Output.jsonAnswer(CalendarDiffJSON(
          from: CalendarDateJSON(from), to: CalendarDateJSON(to), largestUnit: unit.rawValue,
          period: period.description, notes: notes))
      } else {
        let seconds = Int64(period.hours) * 3600 + Int64(period.minutes) * 60 + Int64(period.seconds)
        let remaining = Elapsed(
          seconds: abs(seconds), nanoseconds: abs(period.nanoseconds), negative: seconds < 0 || period.nanoseconds < 0)
        Output.text(
          ["\(words(period.calendarPart, remaining)) (\(period))",
           "  from \(CalendarOutput.line(from))", "  to   \(CalendarOutput.line(to))"],
          notes: notes)
      }
    }

    /// "1 year, 2 months, 3 days and 1h 30m".
    func words(_ period: Period, _ remaining: Elapsed) -> String {
      var parts: [String] = []
      for (value, name) in [(period.years, "year"), (period.months, "month"), (period.weeks, "week"), (period.days, "day")] where value != 0 {
        parts.append("\(value) \(name)\(abs(value) == 1 ? "" : "s")")
      }
      if remaining.seconds != 0 || remaining.nanoseconds != 0 || parts.isEmpty {
        parts.append(Output.duration(remaining))
      }
      guard let last = parts.last, parts.count > 1 else { return parts.first ?? "0s" }
      return parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// ISO 8601: P1Y2M3DT1H30M, -P1D, PT0.1S.
    func iso(_ period: Period, _ remaining: Elapsed) -> String {
      var text = period.description
      guard remaining.seconds != 0 || remaining.nanoseconds != 0 else { return text }
      if text == "PT0S" { text = remaining.negative ? "-P" : "P" }
      let whole = remaining.seconds
      var time = "T"
      if whole >= 3600 { time += "\(whole / 3600)H" }
      if whole % 3600 >= 60 { time += "\(whole % 3600 / 60)M" }
      if whole % 60 != 0 || remaining.nanoseconds != 0 { time += "\(whole % 60)\(remaining.fractionText)S" }
      return text + time
    }
  }
}

struct DiffJSON: Encodable {
  struct Calendar: Encodable {
    let years: Int
    let months: Int
    let weeks: Int
    let days: Int
    let remainingSeconds: Double
    let iso8601: String
  }
  let from: InstantJSON
  let to: InstantJSON
  let calendar: Calendar
  let elapsedSeconds: Double
  let localDatesBetween: Int
  let inUnit: Double?
  let unit: String
  let notes: [String]
}
