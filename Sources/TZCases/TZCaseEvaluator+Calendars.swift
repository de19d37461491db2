import DateMath
import Foundation

/// The calendar operations of tzcases version 2 (docs/tzcases.md):
/// `calendarMonth`, `toCalendar`, `calendarFrom`, `calendarAdd` and
/// `calendarUntil`, over calendar dates written `YEAR-MONTHCODE-DD`
/// (`5784-M05L-30`).
extension TZCaseEvaluator {
  static let calendarOperations: Set<String> = ["calendarMonth", "toCalendar", "calendarFrom", "calendarAdd", "calendarUntil"]

  static func calendarAnswer(_ c: TZCase) throws -> Answer {
    let a = c.arguments
    func need(_ count: Int, _ shape: String) throws {
      guard a.count == count else { throw Malformed("\(c.operation) takes \(shape) (got \(a.count) inputs)") }
    }
    guard let first = a.first, let calendar = CalendarKind(identifier: first) else {
      throw Malformed("\(c.operation) takes a calendar first (one of \(CalendarKind.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    do {
      switch c.operation {
      case "calendarMonth":
        try need(3, "CAL YEAR MONTHCODE")
        let start = try CalendarDate(year: try integer(a[1]), monthCode: MonthCode(a[2]), day: 1, in: calendar)
        // Every day of the month, both ways: its fields, and the fields back.
        for offset in 0..<start.daysInMonth {
          let day = try CalendarDate(daysSince1970: start.daysSince1970 + offset, in: calendar)
          let back = try CalendarDate(year: day.year, monthCode: day.monthCode, day: day.day, in: calendar)
          guard day.year == start.year, day.monthCode == start.monthCode, day.day == offset + 1,
            back.daysSince1970 == day.daysSince1970
          else {
            return .tokens([
              start.civilDate.description, String(start.daysInMonth),
              "(but \(day.civilDate) is \(day.fieldsText), whose fields give \(back.civilDate))",
            ])
          }
        }
        return .tokens([start.civilDate.description, String(start.daysInMonth)])
      case "toCalendar":
        try need(2, "CAL DATE")
        let date = try CalendarDate(try isoDay(a[1]), in: calendar)
        return .tokens([date.fieldsText, date.era ?? "-", date.eraYear.map(String.init) ?? "-"])
      case "calendarFrom":
        try need(5, "CAL YEAR MONTHCODE DAY MONTHEND")
        let date = try CalendarDate(
          year: try integer(a[1]), monthCode: MonthCode(a[2]), day: try integer(a[3]), in: calendar,
          monthEnd: try monthEnd(a[4]))
        return .tokens([date.fieldsText])
      case "calendarAdd":
        try need(4, "CAL DATE DURATION MONTHEND")
        guard let period = Period(a[2]), !period.hasTimePart else {
          throw Malformed("\(DateMathError.quoted(a[2])) is not a date DURATION such as P1Y2M3W4D")
        }
        let date = try calendarDate(a[1], calendar)
        return .tokens([(try date.adding(period, monthEnd: try monthEnd(a[3]))).fieldsText])
      case "calendarUntil":
        try need(4, "CAL DATE DATE UNIT")
        guard let unit = DateTimeUnit(rawValue: a[3]), [.years, .months, .weeks, .days].contains(unit) else {
          throw Malformed("unknown unit \(DateMathError.quoted(a[3])) (years, months, weeks or days)")
        }
        return .duration(try calendarDate(a[1], calendar).until(calendarDate(a[2], calendar), largestUnit: unit))
      default:
        throw Malformed("unknown operation \(DateMathError.quoted(c.operation))")
      }
    } catch let error as DateMathError {
      return .error(error)
    }
  }

  /// An ISO DATE, also `-YYYY-MM-DD` before year 0 (RFC 9557 writes
  /// `-00YYYY`).
  static func isoDay(_ text: String) throws(DateMathError) -> CivilDate {
    let parts = text.dropFirst().split(separator: "-")
    if text.hasPrefix("-"), parts.count == 3, parts[0].count == 4 {
      return try CivilDate(parsing: "-00" + text.dropFirst())
    }
    return try day(text)
  }

  static func calendarDate(_ text: String, _ calendar: CalendarKind) throws -> CalendarDate {
    let negative = text.hasPrefix("-")
    let parts = (negative ? text.dropFirst() : text[...]).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count >= 4, let year = Int(parts[0]), let day = Int(parts[2]), parts[2].count == 2,
      let code = try? MonthCode(String(parts[1]))
    else {
      throw Malformed("\(DateMathError.quoted(text)) is not a calendar date such as 5784-M05L-30")
    }
    return try CalendarDate(year: negative ? -year : year, monthCode: code, day: day, in: calendar)
  }

  /// A MONTHEND token: `clamp`, `lastDay` or `reject`, DateMath's
  /// ``MonthEndPolicy``; `constrain` is Temporal's name for `clamp`, kept
  /// because the calendar fixtures are written in the oracle's words
  /// (docs/tzcases.md).
  static func monthEnd(_ text: String) throws -> MonthEndPolicy {
    if text == "constrain" { return .clamp }
    guard let policy = MonthEndPolicy(rawValue: text) else {
      throw Malformed("unknown month-end policy \(DateMathError.quoted(text)) (clamp, lastDay or reject; constrain is clamp)")
    }
    return policy
  }
}
