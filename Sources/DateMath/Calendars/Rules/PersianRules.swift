/// The Persian (Solar Hijri) calendar by the 33-year arithmetic rule ICU
/// uses: year Y is a leap year when (25·Y + 11) mod 33 < 8. Months 1–6
/// have 31 days, 7–11 30, Esfand 29 (30 in a leap year). Day numbers
/// follow ICU's formulas (its epoch, Julian day 1,948,320, with the leap
/// days counted as ⌊(8·Y + 21) / 33⌋).
enum _PersianRules: _CalendarRules {
  static let epoch = 226_895

  static var supportedYears: ClosedRange<Int> {
    (fields(ofDay: supportedDays.lowerBound).year + 1)...(fields(ofDay: supportedDays.upperBound).year - 1)
  }

  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let sinceEpoch = day + _CalendarMath.rataDieOf1970 - epoch
    let year = 1 + _CalendarMath.floorDiv(33 * sinceEpoch + 3, 12_053)
    let dayOfYear = sinceEpoch - (365 * (year - 1) + _CalendarMath.floorDiv(8 * year + 21, 33))
    let month = dayOfYear < 216 ? dayOfYear / 31 + 1 : (dayOfYear - 6) / 30 + 1
    return (year, month, dayOfYear - monthStart(month) + 1)
  }

  static func monthStart(_ month: Int) -> Int { month <= 7 ? 31 * (month - 1) : 30 * (month - 1) + 6 }

  static func day(year: Int, month: Int, day: Int) -> Int {
    epoch - 1 + 365 * (year - 1) + _CalendarMath.floorDiv(8 * year + 21, 33) + monthStart(month) + day
      - _CalendarMath.rataDieOf1970
  }

  static func monthsInYear(_ year: Int) -> Int { 12 }
  static func isLeapYear(_ year: Int) -> Bool { _CalendarMath.floorMod(25 * year + 11, 33) < 8 }
  static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }
  static func daysInMonth(year: Int, month: Int) -> Int {
    month <= 6 ? 31 : month <= 11 ? 30 : isLeapYear(year) ? 30 : 29
  }
  static func monthCode(year: Int, month: Int) -> MonthCode { plainMonthCode(month) }
  static func month(year: Int, code: MonthCode) -> Int? { !code.isLeap && code.number <= 12 ? code.number : nil }
  static func constrainedMonth(year: Int, code: MonthCode) -> Int? { nil }
}
