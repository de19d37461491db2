/// The Indian national calendar (Saka era): year Y begins on 22 March
/// (21 March in a Gregorian leap year) of Gregorian year Y + 78; Chaitra
/// has 30 days (31 in that leap year), the next five months 31, the last
/// six 30.
enum _IndianRules: _CalendarRules {
  static var supportedYears: ClosedRange<Int> { _CalendarMath.arithmeticYears }

  /// The day number of 1 Chaitra of Saka year `year`.
  static func newYear(_ year: Int) -> Int {
    let gregorian = year + 78
    return _Civil.daysFromCivil(year: gregorian, month: 3, day: _Civil.isLeapYear(gregorian) ? 21 : 22)
  }

  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    var year = _Civil.civilFromDays(day).year - 78
    if day < newYear(year) { year -= 1 }
    let dayOfYear = day - newYear(year)
    let chaitra = isLeapYear(year) ? 31 : 30
    if dayOfYear < chaitra { return (year, 1, dayOfYear + 1) }
    let rest = dayOfYear - chaitra
    if rest < 5 * 31 { return (year, 2 + rest / 31, rest % 31 + 1) }
    return (year, 7 + (rest - 5 * 31) / 30, (rest - 5 * 31) % 30 + 1)
  }

  static func day(year: Int, month: Int, day: Int) -> Int {
    let chaitra = isLeapYear(year) ? 31 : 30
    let before = month == 1 ? 0 : month <= 7 ? chaitra + 31 * (month - 2) : chaitra + 5 * 31 + 30 * (month - 7)
    return newYear(year) + before + day - 1
  }

  static func monthsInYear(_ year: Int) -> Int { 12 }
  static func isLeapYear(_ year: Int) -> Bool { _Civil.isLeapYear(year + 78) }
  static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }
  static func daysInMonth(year: Int, month: Int) -> Int {
    month == 1 ? (isLeapYear(year) ? 31 : 30) : month <= 6 ? 31 : 30
  }
  static func monthCode(year: Int, month: Int) -> MonthCode { plainMonthCode(month) }
  static func month(year: Int, code: MonthCode) -> Int? { !code.isLeap && code.number <= 12 ? code.number : nil }
  static func constrainedMonth(year: Int, code: MonthCode) -> Int? { nil }
}
