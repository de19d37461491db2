import Foundation

/// A calendar date with no time of day and no time zone: 2017-01-31.
///
/// Dates are proleptic Gregorian, as in ISO 8601: the Gregorian leap-year
/// rule applies to every year, including years before 1582 (where
/// Foundation's `.gregorian` calendar switches to the Julian calendar).
/// Years run from -9999 through 9999; year 0 is 1 BC.
///
/// A `CivilDate` is not an instant: 2018-11-04 has no start time until it is
/// placed in a zone (``ZonedDateTime/init(startOf:in:)``), and in
/// America/Sao_Paulo that start is 01:00, because midnight did not exist.
///
/// Every value is valid by construction:
///
/// ```swift
/// try CivilDate(year: 2023, month: 2, day: 30)  // throws invalidDate: 2023-02-30 is not a date: February 2023 has 28 days
/// let leapDay = try CivilDate(year: 2024, month: 2, day: 29)  // 2024-02-29
/// leapDay.year   // 2024
/// leapDay.month  // 2
/// leapDay.day    // 29
/// ```
public struct CivilDate: Sendable, Hashable, Comparable {
  /// The year, -9999 through 9999 (0 is 1 BC).
  public let year: Int
  /// The month, 1 (January) through 12.
  public let month: Int
  /// The day of the month, 1 through ``daysInMonth``.
  public let day: Int

  /// Creates a date, checking that it exists.
  ///
  /// ```swift
  /// try CivilDate(year: 2000, month: 2, day: 29)  // 2000-02-29 — 2000 is divisible by 400
  /// try CivilDate(year: 2100, month: 2, day: 29)  // throws invalidDate: February 2100 has 28 days
  /// try CivilDate(year: 2024, month: 4, day: 31)  // throws invalidDate: April 2024 has 30 days
  /// try CivilDate(year: 2024, month: 13, day: 1)  // throws invalidDate: months run from 1 to 12
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` when the month is not
  ///   1...12 or the day does not exist in that month (the message names the
  ///   month's length); ``DateMathError/Kind/outOfRange`` for a year outside
  ///   -9999...9999.
  public init(year: Int, month: Int, day: Int) throws(DateMathError) {
    guard (_Civil.minYear..._Civil.maxYear).contains(year) else {
      throw .outOfRange("year \(year)")
    }
    guard (1...12).contains(month) else {
      throw DateMathError(
        .invalidDate, "month \(month) does not exist: months run from 1 to 12")
    }
    let length = _Civil.daysInMonth(year: year, month: month)
    guard (1...length).contains(day) else {
      throw DateMathError(
        .invalidDate,
        "\(_ISO.date(year, month, day)) is not a date: "
          + "\(CivilDate.monthNames[month - 1]) \(year) has \(length) days")
    }
    self.init(unchecked: year, month, day)
  }

  /// Creates the date `days` days after 1970-01-01 (negative: before).
  ///
  /// ```swift
  /// try CivilDate(daysSince1970: 0)       // 1970-01-01
  /// try CivilDate(daysSince1970: -1)      // 1969-12-31
  /// try CivilDate(daysSince1970: 19_782)  // 2024-02-29
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the date would fall
  ///   outside years -9999...9999.
  public init(daysSince1970 days: Int) throws(DateMathError) {
    guard _Civil.isSupportedDay(Int64(days)) else {
      throw .outOfRange("day \(days) since 1970-01-01")
    }
    self.init(uncheckedDays: days)
  }

  init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  init(uncheckedDays days: Int) {
    let (y, m, d) = _Civil.civilFromDays(days)
    self.init(unchecked: y, m, d)
  }

  /// The number of days from 1970-01-01 to this date (negative before it).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-29").daysSince1970  // 19782
  /// try CivilDate(parsing: "1969-12-31").daysSince1970  // -1
  /// ```
  public var daysSince1970: Int {
    _Civil.daysFromCivil(year: year, month: month, day: day)
  }

  /// The day of the week (proleptic Gregorian: 0001-01-01 is a Monday).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-29").weekday  // Thursday
  /// try CivilDate(parsing: "0001-01-01").weekday  // Monday
  /// ```
  public var weekday: Weekday {
    Weekday(rawValue: _Civil.isoWeekday(daysSince1970)) ?? .monday
  }

  /// The day of the year, 1 through 365 (366 in a leap year).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2023-03-01").dayOfYear  // 60
  /// try CivilDate(parsing: "2024-03-01").dayOfYear  // 61 — after 29 February
  /// try CivilDate(parsing: "2024-12-31").dayOfYear  // 366
  /// ```
  public var dayOfYear: Int {
    daysSince1970 - _Civil.daysFromCivil(year: year, month: 1, day: 1) + 1
  }

  /// The number of days in this date's month (28 through 31).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-10").daysInMonth  // 29
  /// try CivilDate(parsing: "1900-02-10").daysInMonth  // 28 — 1900 is not a leap year
  /// ```
  public var daysInMonth: Int { _Civil.daysInMonth(year: year, month: month) }

  /// Whether this date's year is a leap year.
  ///
  /// ```swift
  /// try CivilDate(parsing: "2000-07-01").isInLeapYear  // true
  /// try CivilDate(parsing: "2100-07-01").isInLeapYear  // false
  /// ```
  public var isInLeapYear: Bool { _Civil.isLeapYear(year) }

  /// Whether this date is the last day of its month (31 January,
  /// 28 February 2023, 29 February 2024…).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2023-02-28").isLastDayOfMonth  // true
  /// try CivilDate(parsing: "2024-02-28").isLastDayOfMonth  // false — 2024 has 29 February
  /// ```
  public var isLastDayOfMonth: Bool { day == daysInMonth }

  /// Whether `year` is a leap year in the proleptic Gregorian calendar:
  /// divisible by 4, except centuries not divisible by 400 (1900 no, 2000
  /// yes, 2100 no).
  ///
  /// ```swift
  /// CivilDate.isLeapYear(2024)  // true
  /// CivilDate.isLeapYear(1900)  // false
  /// CivilDate.isLeapYear(2000)  // true
  /// CivilDate.isLeapYear(2100)  // false
  /// ```
  public static func isLeapYear(_ year: Int) -> Bool {
    _Civil.isLeapYear(year)
  }

  /// The number of days in a month (28 through 31).
  ///
  /// ```swift
  /// try CivilDate.daysInMonth(year: 2024, month: 2)  // 29
  /// try CivilDate.daysInMonth(year: 2023, month: 2)  // 28
  /// try CivilDate.daysInMonth(year: 2024, month: 13)  // throws invalidDate
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` for a month outside
  ///   1...12.
  public static func daysInMonth(year: Int, month: Int) throws(DateMathError) -> Int {
    guard (1...12).contains(month) else {
      throw DateMathError(
        .invalidDate, "month \(month) does not exist: months run from 1 to 12")
    }
    return _Civil.daysInMonth(year: year, month: month)
  }

  /// Calendar order: earlier dates first.
  public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July",
    "August", "September", "October", "November", "December",
  ]
}
