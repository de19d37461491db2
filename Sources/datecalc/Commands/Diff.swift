import ArgumentParser
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
        the calendar part; hours, minutes or seconds for elapsed time alone.

        Examples:
          datecalc diff 2024-01-01 2024-03-10
          datecalc diff 2017-03-11T12:00 2017-03-12T12:00 --zone America/New_York
          datecalc diff 2017-01-31 2017-02-28 --in days --json
        """)

    @Argument(help: ArgumentHelp("The earlier time (or later, for a negative answer).", valueName: "a"))
    var first: String

    @Argument(help: ArgumentHelp("The other time.", valueName: "b"))
    var second: String

    @Option(
      name: .customLong("in"),
      help: ArgumentHelp("years, months, weeks, days, hours, minutes or seconds.", valueName: "unit"))
    var unit: String = "years"

    @OptionGroup var common: CommonOptions
    @OptionGroup var policy: PolicyOption

    static let exactUnits: [String: Double] = ["hours": 3600, "minutes": 60, "seconds": 1]

    func validate() throws {
      guard CalendarUnit(rawValue: unit) != nil || Self.exactUnits[unit] != nil else {
        throw ValidationError("--in takes years, months, weeks, days, hours, minutes or seconds (got \"\(unit)\")")
      }
    }

    func run() throws {
      let base = try common.calendar()
      let a = try TimeInput.parse(first, in: base)
      let b = try TimeInput.parse(second, in: base)
      // Two dates are compared as dates, in UTC, where every day is 24 hours.
      let calendar: ZonedCalendar
      if case .date = a, case .date = b { calendar = .utc } else { calendar = a.zone(or: base) }
      let start = try a.instant(in: calendar, policy: policy.policy)
      let end = try b.instant(in: calendar, policy: policy.policy)
      let elapsed = end.timeIntervalSince(start)
      let difference = try answer { () throws(DateMathError) in
        try calendar.difference(from: start, to: end, largestUnit: CalendarUnit(rawValue: unit) ?? .years)
      }
      let days = try answer { () throws(DateMathError) in try calendar.daysBetween(start, end) }
      var notes = Notes.transitions(between: start, and: end, in: calendar)
      if !notes.isEmpty, difference.period.days != 0 || difference.period.weeks != 0 {
        notes.append("calendar days are counted on \(calendar.identifier)'s wall clock: a day across a clock change is not 24 hours")
      }
      let exact = Self.exactUnits[unit]
      if common.json {
        Output.json(DiffJSON(
          from: InstantJSON(start, calendar), to: InstantJSON(end, calendar),
          calendar: .init(years: difference.period.years, months: difference.period.months,
                          weeks: difference.period.weeks, days: difference.period.days,
                          remainingSeconds: difference.remainingSeconds, iso8601: iso(difference)),
          elapsedSeconds: elapsed, localDatesBetween: days,
          inUnit: exact.map { elapsed / $0 }, unit: unit, notes: notes))
        return
      }
      var lines: [String] = []
      if let exact {
        lines.append("\(format(elapsed / exact)) \(unit)")
      } else {
        lines.append("\(words(difference)) (\(iso(difference)))")
      }
      lines.append("  elapsed: \(Output.duration(seconds: elapsed)) (\(format(elapsed)) s)")
      if case .date = a, case .date = b {} else {
        lines.append("  local dates apart: \(days) in \(calendar.identifier)")
      }
      Output.text(lines, notes: notes)
    }

    func format(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// "1 year, 2 months, 3 days and 1h 30m".
    func words(_ difference: CalendarDifference) -> String {
      let p = difference.period
      var parts: [String] = []
      for (value, name) in [(p.years, "year"), (p.months, "month"), (p.weeks, "week"), (p.days, "day")] where value != 0 {
        parts.append("\(value) \(name)\(abs(value) == 1 ? "" : "s")")
      }
      if difference.remainingSeconds != 0 || parts.isEmpty {
        parts.append(Output.duration(seconds: difference.remainingSeconds))
      }
      guard let last = parts.last, parts.count > 1 else { return parts.first ?? "0s" }
      return parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// ISO 8601: P1Y2M3DT1H30M, -P1D.
    func iso(_ difference: CalendarDifference) -> String {
      var text = difference.period.description
      let seconds = difference.remainingSeconds
      guard seconds != 0 else { return text }
      if text == "P0D" || text == "-P0D" { text = seconds < 0 ? "-P" : "P" }
      let magnitude = abs(seconds)
      let whole = Int64(magnitude.rounded(.down))
      var time = "T"
      if whole >= 3600 { time += "\(whole / 3600)H" }
      if whole % 3600 >= 60 { time += "\(whole % 3600 / 60)M" }
      let rest = magnitude - Double(whole / 60 * 60)
      if rest != 0 { time += rest == rest.rounded() ? "\(Int64(rest))S" : "\(rest)S" }
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
