/// The tabular Islamic calendar: months of 30 and 29 days by turns, the
/// 12th of 30 in the 11 leap years of each 30-year cycle (2, 5, 7, 10, 13,
/// 16, 18, 21, 24, 26, 29). Calendrical Calculations §7.1. `epoch` is the
/// Rata Die of 1 Muharram 1 AH.
protocol _TabularIslamic: _CalendarRules {
  static var epoch: Int { get }
}

extension _TabularIslamic {
  static var supportedYears: ClosedRange<Int> { _CalendarMath.arithmeticYears }

  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let rd = day + _CalendarMath.rataDieOf1970
    let year = _CalendarMath.floorDiv(30 * (rd - epoch) + 10_646, 10_631)
    let priorDays = day - Self.day(year: year, month: 1, day: 1)
    let month = _CalendarMath.floorDiv(11 * priorDays + 330, 325)
    return (year, month, day - Self.day(year: year, month: month, day: 1) + 1)
  }

  static func day(year: Int, month: Int, day: Int) -> Int {
    epoch - 1 + (year - 1) * 354 + _CalendarMath.floorDiv(3 + 11 * year, 30) + 29 * (month - 1) + month / 2 + day
      - _CalendarMath.rataDieOf1970
  }

  static func monthsInYear(_ year: Int) -> Int { 12 }
  static func isLeapYear(_ year: Int) -> Bool { _CalendarMath.floorMod(14 + 11 * year, 30) < 11 }
  static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 355 : 354 }
  static func daysInMonth(year: Int, month: Int) -> Int { month % 2 == 1 || (month == 12 && isLeapYear(year)) ? 30 : 29 }
  static func monthCode(year: Int, month: Int) -> MonthCode { plainMonthCode(month) }
  static func month(year: Int, code: MonthCode) -> Int? { !code.isLeap && code.number <= 12 ? code.number : nil }
  static func constrainedMonth(year: Int, code: MonthCode) -> Int? { nil }
}

/// The civil epoch: Friday 16 July 622 (Julian).
enum _IslamicCivilRules: _TabularIslamic {
  static var epoch: Int { 227_015 }
}

/// The astronomical epoch: Thursday 15 July 622 (Julian).
enum _IslamicTblaRules: _TabularIslamic {
  static var epoch: Int { 227_014 }
}
