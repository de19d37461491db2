// Integer proleptic-Gregorian arithmetic: days since 1970-01-01 and back.
// For days within ±10 million of 1970 (years -25,000 to 29,000, well past
// DateMath's -9999...9999) the conversions are Neri and Schneider's
// "Euclidean affine functions" (2021): 32-bit multiplications and shifts,
// no division by a variable. Outside that, Howard Hinnant's
// "chrono-compatible low-level date algorithms", exact for any Int.

enum _Civil {
  static let minYear = -9999
  static let maxYear = 9999
  static let secondsPerDay: Int64 = 86_400
  static let nanosecondsPerSecond = 1_000_000_000

  /// Days since 1970-01-01 of the first and last supported days,
  /// -9999-01-01 and 9999-12-31: literals, so that a guard on them is two
  /// comparisons with constants (a computed `static let` is initialized
  /// lazily and checked at every use). `CivilAlgorithmTests` checks both
  /// ends, and the days just past them, against an independent conversion.
  static let minDay = -4_371_587
  static let maxDay = 2_932_896
  /// Whether `day` (days since 1970, on a local or a UTC clock) is a
  /// supported day: every guard on the range of dates asks this.
  @inline(__always)
  static func isSupportedDay(_ day: Int64) -> Bool {
    day >= Int64(minDay) && day <= Int64(maxDay)
  }

  @inline(__always)
  static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  @inline(__always)
  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  // Neri–Schneider constants: shift years by 82 × 400 so all arithmetic
  // is on non-negative 32-bit numbers.
  static let eraShift: UInt32 = 82
  static let dayShift: UInt32 = 719_468 + 146_097 * eraShift  // 12,699,422
  static let yearShift: UInt32 = 400 * eraShift  // 32,800
  static let fastDays = -10_000_000...10_000_000
  static let fastYears = -25_000...29_000

  /// Days since 1970-01-01 of a valid proleptic-Gregorian date in years
  /// -25,000...29,000 (every caller is within -10,000...10,000, or clamps).
  @inline(__always)
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    assert(fastYears.contains(year), "year \(year) outside the Neri–Schneider domain")
    let j: UInt32 = month <= 2 ? 1 : 0
    let y = UInt32(truncatingIfNeeded: year + Int(yearShift)) &- j
    let m = j == 1 ? UInt32(truncatingIfNeeded: month) &+ 12 : UInt32(truncatingIfNeeded: month)
    let d = UInt32(truncatingIfNeeded: day) &- 1
    let c = y / 100
    let yearDays = 1461 &* y / 4 &- c &+ c / 4
    let monthDays = (979 &* m &- 2919) / 32
    return Int(yearDays &+ monthDays &+ d) - Int(dayShift)
  }

  /// The proleptic-Gregorian date `days` days after 1970-01-01, for days
  /// within ±10,000,000 (about ±27,000 years; every caller is within the
  /// supported range of ±12,700 years from 1970, or clamps).
  @inline(__always)
  static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    assert(fastDays.contains(days), "day \(days) outside the Neri–Schneider domain")
    let n = UInt32(truncatingIfNeeded: days + Int(dayShift))
    let n1 = 4 &* n &+ 3
    let century = n1 / 146_097
    let dayOfCentury = n1 % 146_097 / 4
    let n2 = 4 &* dayOfCentury &+ 3
    let p2 = UInt64(2_939_745) &* UInt64(n2)
    let yearOfCentury = UInt32(truncatingIfNeeded: p2 >> 32)
    let dayOfYear = UInt32(truncatingIfNeeded: p2) / 2_939_745 / 4
    let n3 = 2141 &* dayOfYear &+ 197_913
    let month = n3 >> 16
    let day = (n3 & 0xFFFF) / 2141 + 1
    let j: UInt32 = dayOfYear >= 306 ? 1 : 0
    let year = Int(100 &* century &+ yearOfCentury) - Int(yearShift) + Int(j)
    return (year, Int(j == 1 ? month &- 12 : month), Int(day))
  }

  /// The ISO weekday number (Monday 1 … Sunday 7) of a day counted from
  /// 1970-01-01, which was a Thursday.
  @inline(__always)
  static func isoWeekday(_ days: Int) -> Int {
    ((days + 3) % 7 + 7) % 7 + 1
  }

  /// The remainder of floor division: in 0..<b for b > 0.
  static func floorMod(_ a: Int64, _ b: Int64) -> Int64 {
    a - floorDiv(a, b) * b
  }

  /// Floor division, for splitting seconds into days and second of day.
  static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }
}
