/// The Hebrew calendar, by its fixed arithmetic (the molad and the four
/// postponements): Calendrical Calculations (Reingold & Dershowitz) §8.
/// Ordinals count from Tishri; a leap year (7 in every 19) has Adar I
/// (`M05L`, 30 days) before Adar II (`M06`), a common year Adar (`M06`).
/// Heshvan has 30 days in a 355/385-day year, Kislev 29 in a 353/383-day
/// year.
enum _HebrewRules: _CalendarRules {
  /// Rata Die of 1 Tishri AM 1 (7 October 3761 BCE, Julian).
  static let epoch = -1_373_427

  static var supportedYears: ClosedRange<Int> { _CalendarMath.arithmeticYears }

  static func isLeapYear(_ year: Int) -> Bool { _CalendarMath.floorMod(7 * year + 1, 19) < 7 }

  /// Days from the epoch to the molad of Tishri of `year`, with the
  /// first postponement (no 1 Tishri on Sunday, Wednesday or Friday).
  static func elapsedDays(_ year: Int) -> Int {
    let monthsElapsed = _CalendarMath.floorDiv(235 * year - 234, 19)
    let partsElapsed = 12_084 + 13_753 * monthsElapsed
    let days = 29 * monthsElapsed + _CalendarMath.floorDiv(partsElapsed, 25_920)
    return _CalendarMath.floorMod(3 * (days + 1), 7) < 3 ? days + 1 : days
  }

  /// Rata Die of 1 Tishri of `year`, all postponements applied.
  static func newYear(_ year: Int) -> Int {
    let (previous, this, next) = (elapsedDays(year - 1), elapsedDays(year), elapsedDays(year + 1))
    let correction = next - this == 356 ? 2 : this - previous == 382 ? 1 : 0
    return epoch + this + correction
  }

  static func daysInYear(_ year: Int) -> Int { newYear(year + 1) - newYear(year) }
  static func monthsInYear(_ year: Int) -> Int { isLeapYear(year) ? 13 : 12 }
  /// 235 months in every 19 years.
  static func monthsBefore(_ year: Int) -> Int { _CalendarMath.floorDiv(235 * year - 234, 19) }
  static func estimatedYear(ofMonthIndex index: Int) -> Int { _CalendarMath.floorDiv(19 * index, 235) }

  /// The length of the month `code` in a year of `yearLength` days.
  static func daysInMonth(code: MonthCode, yearLength: Int) -> Int {
    switch (code.number, code.isLeap) {
    case (2, _): yearLength % 10 == 5 ? 30 : 29
    case (3, _): yearLength % 10 == 3 ? 29 : 30
    case (5, true): 30
    case (let number, _): number % 2 == 1 ? 30 : 29
    }
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    daysInMonth(code: monthCode(year: year, month: month), yearLength: daysInYear(year))
  }

  static func monthCode(year: Int, month: Int) -> MonthCode {
    guard isLeapYear(year), month >= 6 else { return MonthCode(unchecked: month, false) }
    return month == 6 ? MonthCode(unchecked: 5, true) : MonthCode(unchecked: month - 1, false)
  }

  static func month(year: Int, code: MonthCode) -> Int? {
    guard code.number <= 12 else { return nil }
    if code.isLeap { return code.number == 5 && isLeapYear(year) ? 6 : nil }
    return isLeapYear(year) && code.number >= 6 ? code.number + 1 : code.number
  }

  /// Adar I in a common year is Adar.
  static func constrainedMonth(year: Int, code: MonthCode) -> Int? {
    code.isLeap && code.number == 5 ? 6 : nil
  }

  static func day(year: Int, month: Int, day: Int) -> Int {
    let start = newYear(year)
    let length = newYear(year + 1) - start
    var before = 0
    for ordinal in 1..<month {
      before += daysInMonth(code: monthCode(year: year, month: ordinal), yearLength: length)
    }
    return start + before + day - 1 - _CalendarMath.rataDieOf1970
  }

  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let rd = day + _CalendarMath.rataDieOf1970
    // The mean year is 35,975,351 / 98,496 days: the estimate is the year
    // or the one after it.
    var year = _CalendarMath.floorDiv((rd - epoch) * 98_496, 35_975_351) + 1
    // Elapsed days of year - 1 through year + 2 give both new years.
    var e0 = elapsedDays(year - 1)
    var e1 = elapsedDays(year)
    var e2 = elapsedDays(year + 1)
    var e3 = elapsedDays(year + 2)
    func newYear(_ previous: Int, _ this: Int, _ next: Int) -> Int {
      epoch + this + (next - this == 356 ? 2 : this - previous == 382 ? 1 : 0)
    }
    var start = newYear(e0, e1, e2)
    var next = newYear(e1, e2, e3)
    while start > rd {
      year -= 1
      (e3, e2, e1) = (e2, e1, e0)
      e0 = elapsedDays(year - 1)
      next = start
      start = newYear(e0, e1, e2)
    }
    while next <= rd {
      year += 1
      (e0, e1, e2) = (e1, e2, e3)
      e3 = elapsedDays(year + 2)
      start = next
      next = newYear(e1, e2, e3)
    }
    let length = next - start
    let leap = isLeapYear(year)
    var rest = rd - start
    var month = 1
    while true {
      let code = leap && month >= 6 ? (month == 6 ? MonthCode(unchecked: 5, true) : MonthCode(unchecked: month - 1, false))
        : MonthCode(unchecked: month, false)
      let days = daysInMonth(code: code, yearLength: length)
      if rest < days { return (year, month, rest + 1) }
      rest -= days
      month += 1
    }
  }
}
