/// Calendars with the proleptic Gregorian months and days, whose years are
/// the ISO year moved by `yearOffset` (Buddhist +543, ROC -1911).
protocol _GregorianMonths: _CalendarRules {
  static var yearOffset: Int { get }
}

extension _GregorianMonths {
  static var supportedYears: ClosedRange<Int> { _CalendarMath.arithmeticYears }

  @inline(__always)
  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let (y, m, d) = _Civil.civilFromDays(day)
    return (y + yearOffset, m, d)
  }

  @inline(__always)
  static func day(year: Int, month: Int, day: Int) -> Int {
    _Civil.daysFromCivil(year: year - yearOffset, month: month, day: day)
  }

  static func monthsInYear(_ year: Int) -> Int { 12 }
  static func daysInMonth(year: Int, month: Int) -> Int { _Civil.daysInMonth(year: year - yearOffset, month: month) }
  static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }
  static func isLeapYear(_ year: Int) -> Bool { _Civil.isLeapYear(year - yearOffset) }
  static func monthCode(year: Int, month: Int) -> MonthCode { plainMonthCode(month) }
  static func month(year: Int, code: MonthCode) -> Int? { !code.isLeap && code.number <= 12 ? code.number : nil }
  static func constrainedMonth(year: Int, code: MonthCode) -> Int? { nil }
}

/// ISO 8601, Gregorian and Japanese years: the ISO year itself.
enum _GregorianRules: _GregorianMonths {
  static var yearOffset: Int { 0 }
}

/// The Buddhist era: ISO year + 543.
enum _BuddhistRules: _GregorianMonths {
  static var yearOffset: Int { 543 }
}

/// The Republic of China: ISO year − 1911.
enum _ROCRules: _GregorianMonths {
  static var yearOffset: Int { -1911 }
}
