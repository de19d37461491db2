/// A date in the ISO 8601 week calendar: week-numbering year, week 1...53,
/// and weekday (Monday 1 … Sunday 7), written `2025-W01-1`.
///
/// Week 1 is the week that contains the year's first Thursday, so the
/// week-numbering year differs from the calendar year for a few days around
/// New Year: 2024-12-30 is 2025-W01-1 and 2021-01-03 is 2020-W53-7. This is
/// the `YYYY` of date-format patterns, which is why `YYYY-MM-dd` prints
/// "2025-12-30" for 2024-12-30.
///
/// ```swift
/// let firstWeek = try CivilDate(parsing: "2024-12-30").isoWeekDate  // 2025-W01-1
/// firstWeek.weekYear  // 2025
/// firstWeek.week      // 1
/// firstWeek.weekday   // Monday
/// ```
public struct ISOWeekDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The week-numbering year.
  public let weekYear: Int
  /// The week, 1 through 52 or 53.
  public let week: Int
  /// The day of the week.
  public let weekday: Weekday

  /// The ISO 8601 form, such as `2025-W01-1`.
  public var description: String {
    "\(_ISO.year(weekYear))-W\(_ISO.pad(week, 2))-\(weekday.rawValue)"
  }

  /// The number of ISO weeks (52 or 53) in a week-numbering year.
  ///
  /// A year has 53 when it starts on a Thursday (2026), or on a Wednesday
  /// in a leap year (2020).
  ///
  /// ```swift
  /// ISOWeekDate.weeksInYear(2020)  // 53
  /// ISOWeekDate.weeksInYear(2024)  // 52
  /// ISOWeekDate.weeksInYear(2026)  // 53
  /// ```
  public static func weeksInYear(_ weekYear: Int) -> Int {
    // A year has 53 weeks when it starts on a Thursday, or on a Wednesday
    // in a leap year.
    // The Gregorian calendar repeats every 400 years, so any year behaves
    // like its counterpart in 2000...2399 (and no year can overflow).
    let year = 2000 + (weekYear % 400 + 400) % 400
    let jan1 = CivilDate(unchecked: year, 1, 1).weekday
    return jan1 == .thursday || (jan1 == .wednesday && _Civil.isLeapYear(year)) ? 53 : 52
  }

  /// Week-calendar order, which is also calendar order.
  public static func < (lhs: ISOWeekDate, rhs: ISOWeekDate) -> Bool {
    (lhs.weekYear, lhs.week, lhs.weekday.rawValue)
      < (rhs.weekYear, rhs.week, rhs.weekday.rawValue)
  }
}

extension CivilDate {
  /// This date in the ISO 8601 week calendar (2024-12-30 is 2025-W01-1).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-12-30").isoWeekDate  // 2025-W01-1
  /// try CivilDate(parsing: "2024-12-29").isoWeekDate  // 2024-W52-7
  /// try CivilDate(parsing: "2021-01-03").isoWeekDate  // 2020-W53-7
  /// try CivilDate(parsing: "2027-01-01").isoWeekDate  // 2026-W53-5
  /// ```
  public var isoWeekDate: ISOWeekDate {
    let weekday = self.weekday
    // The Thursday of this date's week decides the week-numbering year.
    let thursday = daysSince1970 - weekday.rawValue + 4
    let weekYear = _Civil.civilFromDays(thursday).year
    let jan1 = _Civil.daysFromCivil(year: weekYear, month: 1, day: 1)
    let week = (thursday - jan1) / 7 + 1
    return ISOWeekDate(weekYear: weekYear, week: week, weekday: weekday)
  }
}
