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
  @inline(__always)
  static func newYear(_ year: Int) -> Int {
    let index = year - NewYears.firstYear
    if index >= 0 && index < NewYears.count { return Int(NewYears.table[index]) }
    return computedNewYear(year)
  }

  static func computedNewYear(_ year: Int) -> Int {
    let (previous, this, next) = (elapsedDays(year - 1), elapsedDays(year), elapsedDays(year + 1))
    let correction = next - this == 356 ? 2 : this - previous == 382 ? 1 : 0
    return epoch + this + correction
  }

  /// The new years of AM 4000–7000 (240–3240 CE), computed once by the
  /// rules above on first use (12 KiB, never freed) and read through a
  /// plain pointer: a conversion then costs two reads instead of a dozen
  /// divisions.
  enum NewYears {
    static let firstYear = 4000
    static let count = 3002
    nonisolated(unsafe) static let table: UnsafeBufferPointer<Int32> = {
      let buffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
      for index in 0..<count { buffer[index] = Int32(computedNewYear(firstYear + index)) }
      return UnsafeBufferPointer(buffer)
    }()
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
    let code = monthCode(year: year, month: month)
    // Only Heshvan and Kislev depend on the year's length.
    guard code.number == 2 || code.number == 3 else { return daysInMonth(code: code, yearLength: 384) }
    return daysInMonth(code: code, yearLength: daysInYear(year))
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

  /// Days before month `month` (ordinal) in a year of `length` days:
  /// months alternate 30 and 29 days from Tishri, Adar I (30) is inserted
  /// as month 6 of a leap year, Heshvan may gain a day and Kislev lose one.
  @inline(__always)
  static func daysBefore(month: Int, leap: Bool, length: Int) -> Int {
    let common = leap && month >= 7 ? month - 1 : month
    var days = 29 * (common - 1) + common / 2 + (leap && month >= 7 ? 30 : 0)
    if month >= 3 && length % 10 == 5 { days += 1 }
    if month >= 4 && length % 10 == 3 { days -= 1 }
    return days
  }

  static func day(year: Int, month: Int, day: Int) -> Int {
    let start = newYear(year)
    // The year's length matters from Kislev on (Heshvan's 30th day).
    let length = month >= 3 ? newYear(year + 1) - start : 384
    return start + daysBefore(month: month, leap: isLeapYear(year), length: length) + day - 1 - _CalendarMath.rataDieOf1970
  }

  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let rd = day + _CalendarMath.rataDieOf1970
    // The mean year is 35,975,351 / 98,496 days: the estimate is the year
    // or the one after it.
    var year = _CalendarMath.floorDiv((rd - epoch) * 98_496, 35_975_351) + 1
    var start = newYear(year)
    while start > rd {
      year -= 1
      start = newYear(year)
    }
    var next = newYear(year + 1)
    while next <= rd {
      year += 1
      start = next
      next = newYear(year + 1)
    }
    let length = next - start
    let leap = isLeapYear(year)
    let dayOfYear = rd - start
    // About 29.5 days a month: the estimate is the month or the one after.
    var month = min(dayOfYear * 2 / 59 + 1, leap ? 13 : 12)
    while month > 1 && daysBefore(month: month, leap: leap, length: length) > dayOfYear { month -= 1 }
    while month < (leap ? 13 : 12) && daysBefore(month: month + 1, leap: leap, length: length) <= dayOfYear { month += 1 }
    return (year, month, dayOfYear - daysBefore(month: month, leap: leap, length: length) + 1)
  }
}
