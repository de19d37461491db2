/// The Persian (Solar Hijri) calendar as ICU 78 and ICU4X (hence Temporal)
/// reckon it: leap years by the 33-year rule, (25·Y + 11) mod 33 < 8,
/// corrected in the years where it and the astronomical calendar (the
/// vernal equinox at 52.5° E) disagree, 1178–3000 AP: each listed year is
/// common and the year after it leap. In 1800–2200 CE that is 1502/1503 AP
/// (2123/2124). Months 1–6 have 31 days, 7–11 30, Esfand 29 (30 in a leap
/// year). Day numbers follow ICU's formulas (its epoch, Julian day
/// 1,948,320; 1 Farvardin 1 AP is 622-03-21 proleptic Gregorian).
enum _PersianRules: _CalendarRules {
  static let epoch = 226_895

  static var supportedYears: ClosedRange<Int> { _CalendarMath.arithmeticYears }

  /// Whether `year` is one the 33-year rule calls leap and the equinox
  /// does not (ICU4X's `NON_LEAP_CORRECTION`, ICU's `PersianCalendar`
  /// since 76); a switch, so that no shared table is read.
  @inline(__always)
  static func isCorrected(_ year: Int) -> Bool {
    guard year >= 1502 && year <= 2987 else { return false }
    switch year {
    case 1502, 1601, 1634, 1667, 1700, 1733, 1766, 1799, 1832, 1865, 1898, 1931, 1964, 1997, 2030, 2059,
      2063, 2096, 2129, 2158, 2162, 2191, 2195, 2224, 2228, 2257, 2261, 2290, 2294, 2323, 2327, 2356,
      2360, 2389, 2393, 2422, 2426, 2455, 2459, 2488, 2492, 2521, 2525, 2554, 2558, 2587, 2591, 2620,
      2624, 2653, 2657, 2686, 2690, 2719, 2723, 2748, 2752, 2756, 2781, 2785, 2789, 2818, 2822, 2847,
      2851, 2855, 2880, 2884, 2888, 2913, 2917, 2921, 2946, 2950, 2954, 2979, 2983, 2987:
      return true
    default: return false
    }
  }

  /// Day number of 1 Farvardin of `year`.
  static func newYear(_ year: Int) -> Int {
    epoch + 365 * (year - 1) + _CalendarMath.floorDiv(8 * year + 21, 33) - (isCorrected(year - 1) ? 1 : 0)
      - _CalendarMath.rataDieOf1970
  }

  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let sinceEpoch = day + _CalendarMath.rataDieOf1970 - epoch
    // Exact by the 33-year rule; a corrected year moves a new year by a day.
    var year = 1 + _CalendarMath.floorDiv(33 * sinceEpoch + 3, 12_053)
    var start = newYear(year)
    if day < start {
      year -= 1
      start = newYear(year)
    } else if day - start >= 365, day >= newYear(year + 1) {
      year += 1
      start = newYear(year)
    }
    let dayOfYear = day - start
    let month = dayOfYear < 186 ? dayOfYear / 31 + 1 : (dayOfYear - 6) / 30 + 1
    return (year, month, dayOfYear - monthStart(month) + 1)
  }

  static func monthStart(_ month: Int) -> Int { month <= 7 ? 31 * (month - 1) : 30 * (month - 1) + 6 }

  static func day(year: Int, month: Int, day: Int) -> Int { newYear(year) + monthStart(month) + day - 1 }

  static func monthsInYear(_ year: Int) -> Int { 12 }
  static func isLeapYear(_ year: Int) -> Bool {
    if isCorrected(year) { return false }
    if isCorrected(year - 1) { return true }
    return _CalendarMath.floorMod(25 * year + 11, 33) < 8
  }
  static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }
  static func daysInMonth(year: Int, month: Int) -> Int {
    month <= 6 ? 31 : month <= 11 ? 30 : isLeapYear(year) ? 30 : 29
  }
  static func monthCode(year: Int, month: Int) -> MonthCode { plainMonthCode(month) }
  static func month(year: Int, code: MonthCode) -> Int? { !code.isLeap && code.number <= 12 ? code.number : nil }
  static func constrainedMonth(year: Int, code: MonthCode) -> Int? { nil }
}
