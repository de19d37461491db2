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

  @inline(__always)
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
  static func newYear(_ year: Int) -> Int { Tables.shared.newYear(year) }

  static func computedNewYear(_ year: Int) -> Int {
    let (previous, this, next) = (elapsedDays(year - 1), elapsedDays(year), elapsedDays(year + 1))
    let correction = next - this == 356 ? 2 : this - previous == 382 ? 1 : 0
    return epoch + this + correction
  }

  /// What a conversion reads, built once on first use (about 15 KiB,
  /// never freed) and read through plain pointers, one lazy global for
  /// all of them:
  /// - the new years of AM 4000–7000 (240–3240 CE), computed by the rules
  ///   above: two reads instead of a dozen divisions;
  /// - for each of the six kinds of year (common or leap; 353/383, 354/384
  ///   or 355/385 days), the month of every day of the year and the days
  ///   before each month: a day's month is one read, not a search.
  struct Tables: @unchecked Sendable {
    static let firstYear = 4000
    static let count = 3002
    static let daysPerKind = 385
    let newYears: UnsafeBufferPointer<Int32>
    let months: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int16>

    static let shared = Tables()

    private init() {
      let years = UnsafeMutableBufferPointer<Int32>.allocate(capacity: Self.count)
      for index in 0..<Self.count { years[index] = Int32(computedNewYear(Self.firstYear + index)) }
      let months = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 6 * Self.daysPerKind)
      months.initialize(repeating: 0)
      let starts = UnsafeMutableBufferPointer<Int16>.allocate(capacity: 6 * 14)
      starts.initialize(repeating: 0)
      for kind in 0..<6 {
        let (leap, length) = (kind >= 3, (kind >= 3 ? 383 : 353) + kind % 3)
        let monthCount = leap ? 13 : 12
        for month in 1...monthCount {
          starts[kind * 14 + month] = Int16(daysBefore(month: month, leap: leap, length: length))
        }
        var month = 1
        for day in 0..<length {
          while month < monthCount && Int(starts[kind * 14 + month + 1]) <= day { month += 1 }
          months[kind * Self.daysPerKind + day] = UInt8(month)
        }
      }
      (newYears, self.months, self.starts) = (UnsafeBufferPointer(years), UnsafeBufferPointer(months), UnsafeBufferPointer(starts))
    }

    @inline(__always)
    func newYear(_ year: Int) -> Int {
      let index = year - Self.firstYear
      if index >= 0 && index < Self.count { return Int(newYears[index]) }
      return computedNewYear(year)
    }

    /// The kind of a year of `length` days: 0–2 common (353–355), 3–5
    /// leap (383–385).
    @inline(__always)
    static func kind(length: Int) -> Int { length > 380 ? length - 380 : length - 353 }
  }

  @inline(__always)
  static func daysInYear(_ year: Int) -> Int { newYear(year + 1) - newYear(year) }
  @inline(__always)
  static func monthsInYear(_ year: Int) -> Int { isLeapYear(year) ? 13 : 12 }
  /// 235 months in every 19 years.
  @inline(__always)
  static func monthsBefore(_ year: Int) -> Int { _CalendarMath.floorDiv(235 * year - 234, 19) }
  @inline(__always)
  static func estimatedYear(ofMonthIndex index: Int) -> Int { _CalendarMath.floorDiv(19 * index, 235) }

  /// The length of the month `code` in a year of `yearLength` days.
  @inline(__always)
  static func daysInMonth(code: MonthCode, yearLength: Int) -> Int {
    switch (code.number, code.isLeap) {
    case (2, _): yearLength % 10 == 5 ? 30 : 29
    case (3, _): yearLength % 10 == 3 ? 29 : 30
    case (5, true): 30
    case (let number, _): number % 2 == 1 ? 30 : 29
    }
  }

  @inline(__always)
  static func daysInMonth(year: Int, month: Int) -> Int {
    let code = monthCode(year: year, month: month)
    // Only Heshvan and Kislev depend on the year's length.
    guard code.number == 2 || code.number == 3 else { return daysInMonth(code: code, yearLength: 384) }
    return daysInMonth(code: code, yearLength: daysInYear(year))
  }

  @inline(__always)
  static func monthCode(year: Int, month: Int) -> MonthCode {
    guard isLeapYear(year), month >= 6 else { return MonthCode(unchecked: month, false) }
    return month == 6 ? MonthCode(unchecked: 5, true) : MonthCode(unchecked: month - 1, false)
  }

  @inline(__always)
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

  @inline(__always)
  static func day(year: Int, month: Int, day: Int) -> Int {
    let start = newYear(year)
    // The year's length matters from Kislev on (Heshvan's 30th day).
    let length = month >= 3 ? newYear(year + 1) - start : 384
    return start + daysBefore(month: month, leap: isLeapYear(year), length: length) + day - 1 - _CalendarMath.rataDieOf1970
  }

  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let tables = Tables.shared
    let rd = day + _CalendarMath.rataDieOf1970
    // The mean year is 35,975,351 / 98,496 days: the estimate is the year
    // or the one after it.
    var year = _CalendarMath.floorDiv((rd - epoch) * 98_496, 35_975_351) + 1
    var start = tables.newYear(year)
    while start > rd {
      year -= 1
      start = tables.newYear(year)
    }
    var next = tables.newYear(year + 1)
    while next <= rd {
      year += 1
      start = next
      next = tables.newYear(year + 1)
    }
    let kind = Tables.kind(length: next - start)
    let dayOfYear = rd - start
    let month = Int(tables.months[kind * Tables.daysPerKind + dayOfYear])
    return (year, month, dayOfYear - Int(tables.starts[kind * 14 + month]) + 1)
  }

}
