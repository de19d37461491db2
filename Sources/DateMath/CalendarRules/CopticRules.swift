/// Calendars of twelve 30-day months and a 13th of 5 days (6 in a leap
/// year, every 4th): Coptic and Ethiopian. Calendrical Calculations
/// (Reingold & Dershowitz), §4.1. `epoch` is the Rata Die of 1 M01 year 1.
protocol _CopticMonths: _CalendarRules {
  static var epoch: Int { get }
}

extension _CopticMonths {
  static var supportedYears: ClosedRange<Int> { _CalendarMath.arithmeticYears }

  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let rd = day + _CalendarMath.rataDieOf1970
    let year = _CalendarMath.floorDiv(4 * (rd - epoch) + 1463, 1461)
    let dayOfYear = rd - Self.day(year: year, month: 1, day: 1) - _CalendarMath.rataDieOf1970
    return (year, dayOfYear / 30 + 1, dayOfYear % 30 + 1)
  }

  static func day(year: Int, month: Int, day: Int) -> Int {
    epoch - 1 + 365 * (year - 1) + _CalendarMath.floorDiv(year, 4) + 30 * (month - 1) + day - _CalendarMath.rataDieOf1970
  }

  static func monthsInYear(_ year: Int) -> Int { 13 }
  static func monthsBefore(_ year: Int) -> Int { 13 * year }
  static func estimatedYear(ofMonthIndex index: Int) -> Int { _CalendarMath.floorDiv(index, 13) }
  static func isLeapYear(_ year: Int) -> Bool { _CalendarMath.floorMod(year, 4) == 3 }
  static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }
  static func daysInMonth(year: Int, month: Int) -> Int { month < 13 ? 30 : isLeapYear(year) ? 6 : 5 }
  static func monthCode(year: Int, month: Int) -> MonthCode { plainMonthCode(month) }
  static func month(year: Int, code: MonthCode) -> Int? { code.isLeap ? nil : code.number }
  static func constrainedMonth(year: Int, code: MonthCode) -> Int? { nil }
}

/// The Coptic calendar: year 1 began 29 August 284 (Julian).
enum _CopticRules: _CopticMonths {
  static var epoch: Int { 103_605 }
}

/// The Ethiopian calendar, Amete Mihret: year 1 began 29 August 8 (Julian).
enum _EthiopicRules: _CopticMonths {
  static var epoch: Int { 2_796 }
}

/// The Ethiopian calendar, Amete Alem: the Amete Mihret year + 5500.
enum _EthioaaRules: _CopticMonths {
  static var epoch: Int { 2_796 - 5_500 * 365 - 5_500 / 4 }
}
