// Integer proleptic-Gregorian arithmetic: days since 1970-01-01 and back.
// The algorithms are Howard Hinnant's "chrono-compatible low-level date
// algorithms", which are exact for every year an Int can hold; DateMath
// limits years to -9999...9999 before calling them.

enum _Civil {
  static let minYear = -9999
  static let maxYear = 9999
  static let secondsPerDay: Int64 = 86_400
  static let nanosecondsPerSecond = 1_000_000_000

  /// Days of 1970-01-01 … : the first and last supported days.
  static let minDay = daysFromCivil(year: minYear, month: 1, day: 1)
  static let maxDay = daysFromCivil(year: maxYear, month: 12, day: 31)

  static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a valid proleptic-Gregorian date.
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The proleptic-Gregorian date `days` days after 1970-01-01.
  static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Floor division, for splitting seconds into days and second of day.
  static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }
}
