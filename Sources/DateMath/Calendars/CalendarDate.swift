import Foundation

/// A date in one of the world's calendars: a day, seen through
/// ``CalendarKind``'s year, month and day.
///
/// A `CalendarDate` is a day (the same day as its ``civilDate``) and a
/// calendar; its fields are computed once, from day counts, with no ICU
/// call. Two dates are equal when they are the same day in the same
/// calendar, and sort by day.
///
/// Months have two names: ``month``, the ordinal within the year, and
/// ``monthCode``, the month's identity from year to year. In a Hebrew leap
/// year Adar I is month 6 and `M05L`, and Nisan is month 8 and `M07`; in a
/// common year Nisan is month 7, still `M07`.
///
/// ```swift
/// let purim = try CalendarDate(year: 5784, monthCode: MonthCode("M06"), day: 14, in: .hebrew)
/// purim.civilDate   // 2024-03-24 — Adar II in the leap year 5784
/// purim.month       // 7
/// let rent = try CalendarDate(CivilDate(year: 2025, month: 3, day: 20), in: .persian)
/// rent.description  // "1403-M12-30 persian" — Esfand 30, 1403, a leap year
/// rent.rfc9557String()  // "2025-03-20[u-ca=persian]"
/// ```
///
/// A date holds no time and no zone, so DST never touches it; a
/// ``ZonedDateTime`` seen in a calendar (``ZonedDateTime/calendarDate(in:)``)
/// handles a gap or an overlap as everywhere else in DateMath.
public struct CalendarDate: Sendable, Hashable, Comparable {
  /// The calendar the fields are in.
  ///
  /// ```swift
  /// let nowruz = try CalendarDate(CivilDate(year: 2024, month: 3, day: 20), in: .persian)
  /// nowruz.calendar  // persian
  /// ```
  public let calendar: CalendarKind
  /// The day, as days since 1970-01-01.
  ///
  /// ```swift
  /// try CalendarDate(year: 5785, monthCode: MonthCode("M01"), day: 1, in: .hebrew).daysSince1970  // 19999 — 2024-10-03
  /// ```
  public let daysSince1970: Int
  /// The arithmetic year: continuous across eras (year 0 of
  /// ``CalendarKind/gregory`` is 1 BCE; a Japanese date's year is its ISO
  /// year, a Buddhist year is ISO + 543; a Chinese or Dangi year is the ISO
  /// year in which it begins).
  ///
  /// ```swift
  /// let reiwa = try CalendarDate(CivilDate(year: 2019, month: 5, day: 1), in: .japanese)
  /// reiwa.year     // 2019 — the ISO year, not Reiwa 1
  /// reiwa.eraYear  // 1
  /// try CalendarDate(CivilDate(year: 2024, month: 6, day: 1), in: .buddhist).year  // 2567
  /// ```
  public let year: Int
  /// The month's ordinal in its year, from 1 (13 months in a Hebrew,
  /// Chinese or Dangi leap year; 13 in every Coptic and Ethiopian year).
  public let month: Int
  /// The day of the month, from 1.
  ///
  /// ```swift
  /// try CalendarDate(CivilDate(year: 2024, month: 3, day: 10), in: .hebrew).day  // 30 — the last day of Adar I 5784
  /// ```
  public let day: Int

  /// `date`'s day in `calendar`.
  ///
  /// ```swift
  /// let newYear = try CalendarDate(CivilDate(year: 2024, month: 2, day: 10), in: .chinese)
  /// newYear.description  // "2024-M01-01 chinese" — the first day of the Year of the Dragon
  /// try CalendarDate(CivilDate(year: 2150, month: 1, day: 1), in: .chinese)  // throws outOfRange
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the calendar's
  ///   tables do not cover the day (``CalendarKind/supportedRange``).
  public init(_ date: CivilDate, in calendar: CalendarKind) throws(DateMathError) {
    try self.init(daysSince1970: date.daysSince1970, in: calendar)
  }

  /// The day `days` after 1970-01-01 in `calendar`.
  ///
  /// ```swift
  /// try CalendarDate(daysSince1970: 19999, in: .hebrew).description  // "5785-M01-01 hebrew" — Rosh Hashanah, 2024-10-03
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside DateMath's years
  ///   or the calendar's tables.
  public init(daysSince1970 days: Int, in calendar: CalendarKind) throws(DateMathError) {
    guard let (year, month, day) = calendar.fields(ofDay: days) else { throw Self.outsideTables(calendar, days) }
    self.init(unchecked: calendar, days, year, month, day)
  }

  init(unchecked calendar: CalendarKind, _ days: Int, _ year: Int, _ month: Int, _ day: Int) {
    self.calendar = calendar
    self.daysSince1970 = days
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date of day `day` of the month `monthCode` of `year` (the
  /// arithmetic year) in `calendar`.
  ///
  /// With ``MonthEndPolicy/clamp`` (or ``MonthEndPolicy/lastDay``, the
  /// same here), a day past the month's end is its last day and a leap
  /// month the year lacks is the month it stands for (30 `M05L` 5785, a
  /// common year, is 29 Adar, `M06`); with ``MonthEndPolicy/reject`` (the
  /// default) both throw.
  ///
  /// ```swift
  /// let adarI = try MonthCode("M05L")
  /// try CalendarDate(year: 5785, monthCode: adarI, day: 30, in: .hebrew, monthEnd: .clamp).civilDate  // 2025-03-29 — 29 Adar
  /// try CalendarDate(year: 5785, monthCode: adarI, day: 30, in: .hebrew)  // throws invalidDate: hebrew year 5785 has no month M05L
  /// try CalendarDate(year: 1403, monthCode: adarI, day: 1, in: .persian)  // throws invalidDate: the persian calendar has no month M05L
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` for a month code the
  ///   calendar never has (`M13` in Hebrew, `M05L` in Persian), a day
  ///   below 1, or (with reject) a month or day that does not exist;
  ///   ``DateMathError/Kind/outOfRange`` outside the calendar's range.
  public init(
    year: Int, monthCode: MonthCode, day: Int, in calendar: CalendarKind, monthEnd: MonthEndPolicy = .reject
  ) throws(DateMathError) {
    let rules = calendar.rules
    try Self.checkYear(year, calendar)
    let month: Int
    if let found = rules.month(year: year, code: monthCode) {
      month = found
    } else if let stand = rules.constrainedMonth(year: year, code: monthCode) {
      guard monthEnd != .reject else {
        throw DateMathError(
          .invalidDate,
          "\(calendar) year \(year) has no month \(monthCode) (it is not a leap year); "
            + "monthEnd: .clamp gives \(rules.monthCode(year: year, month: stand))")
      }
      month = stand
    } else {
      throw DateMathError(.invalidDate, "the \(calendar) calendar has no month \(monthCode)")
    }
    try self.init(year: year, ordinal: month, day: day, in: calendar, monthEnd: monthEnd, code: monthCode)
  }

  /// The date of day `day` of the `month`-th month (ordinal) of `year`.
  ///
  /// ```swift
  /// let elul = try CalendarDate(year: 5784, month: 13, day: 29, in: .hebrew)
  /// elul.monthCode  // M12 — Elul is the 13th month of a leap year
  /// elul.civilDate  // 2024-10-02
  /// try CalendarDate(year: 5785, month: 13, day: 1, in: .hebrew)  // throws invalidDate: hebrew year 5785 has 12 months, not 13
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` for a month beyond the
  ///   year's (13 in a Hebrew common year) or a day past the month's end,
  ///   unless `monthEnd` is ``MonthEndPolicy/clamp`` or
  ///   ``MonthEndPolicy/lastDay`` (then the last month or day); ``DateMathError/Kind/outOfRange`` outside the calendar's range.
  public init(
    year: Int, month: Int, day: Int, in calendar: CalendarKind, monthEnd: MonthEndPolicy = .reject
  ) throws(DateMathError) {
    try Self.checkYear(year, calendar)
    let months = calendar.rules.monthsInYear(year)
    guard month >= 1 else { throw DateMathError(.invalidDate, "month \(month) does not exist: months count from 1") }
    guard month <= months || monthEnd != .reject else {
      throw DateMathError(.invalidDate, "\(calendar) year \(year) has \(months) months, not \(month)")
    }
    try self.init(year: year, ordinal: min(month, months), day: day, in: calendar, monthEnd: monthEnd, code: nil)
  }

  /// The date of `eraYear` of `era` (``CalendarKind`` lists each
  /// calendar's eras), month code and day, as
  /// ``init(year:monthCode:day:in:monthEnd:)``. A Japanese era year past
  /// the era's end counts on (Heisei 31 May 1 is Reiwa 1 May 1), as in
  /// Temporal.
  ///
  /// ```swift
  /// let mayDay = try CalendarDate(era: "heisei", eraYear: 31, monthCode: MonthCode("M05"), day: 1, in: .japanese)
  /// mayDay.era        // "reiwa"
  /// mayDay.eraYear    // 1
  /// mayDay.civilDate  // 2019-05-01
  /// try CalendarDate(era: "ce", eraYear: 2024, monthCode: MonthCode("M01"), day: 1, in: .hebrew)  // throws invalidDate: the hebrew calendar has no era "ce"
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` for an era the calendar
  ///   does not have, and as ``init(year:monthCode:day:in:monthEnd:)``.
  public init(
    era: String, eraYear: Int, monthCode: MonthCode, day: Int, in calendar: CalendarKind, monthEnd: MonthEndPolicy = .reject
  ) throws(DateMathError) {
    guard let found = _CalendarEras.year(era: era, eraYear: eraYear, calendar: calendar) else {
      let names = _CalendarEras.names(calendar)
      throw DateMathError(
        .invalidDate,
        "the \(calendar) calendar has no era \(DateMathError.quoted(era))"
          + (names.isEmpty ? " (it counts years without eras)" : "; its eras are " + names.joined(separator: ", ")))
    }
    guard let year = found else {
      throw DateMathError(.outOfRange, "\(era) \(eraYear) is outside the years DateMath holds in the \(calendar) calendar")
    }
    try self.init(year: year, monthCode: monthCode, day: day, in: calendar, monthEnd: monthEnd)
  }

  private init(
    year: Int, ordinal month: Int, day: Int, in calendar: CalendarKind, monthEnd: MonthEndPolicy, code: MonthCode?
  ) throws(DateMathError) {
    let rules = calendar.rules
    let length = rules.daysInMonth(year: year, month: month)
    guard day >= 1 else { throw DateMathError(.invalidDate, "day \(day) does not exist: days count from 1") }
    guard day <= length || monthEnd != .reject else {
      throw DateMathError(
        .invalidDate,
        "\(calendar) \(year)-\(rules.monthCode(year: year, month: month)) has \(length) days, not \(day); "
          + "monthEnd: .clamp gives day \(length)")
    }
    let days = rules.day(year: year, month: month, day: min(day, length))
    guard rules.supportedDays.contains(days) else { throw Self.outsideTables(calendar, days) }
    self.init(unchecked: calendar, days, year, month, min(day, length))
  }

  static func checkYear(_ year: Int, _ calendar: CalendarKind) throws(DateMathError) {
    let years = calendar.rules.supportedYears
    guard years.contains(year) else {
      guard calendar.isTabulated else { throw .outOfRange("\(calendar) year \(year)") }
      throw DateMathError(
        .outOfRange,
        "\(calendar) year \(year) is outside the calendar's published tables (years \(years.lowerBound) through "
          + "\(years.upperBound)); DateMath does not extend them by computation")
    }
  }

  static func outsideTables(_ calendar: CalendarKind, _ days: Int) -> DateMathError {
    let range = calendar.supportedRange
    guard calendar.isTabulated else { return .outOfRange("day \(days) since 1970-01-01") }
    // A day count outside DateMath's years has no ISO date to name.
    let day = (_Civil.minDay..._Civil.maxDay).contains(days) ? "\(CivilDate(uncheckedDays: days))" : "day \(days) since 1970-01-01"
    return DateMathError(
      .outOfRange,
      "\(day) is outside the \(calendar) calendar's published tables "
        + "(\(range.lowerBound) through \(range.upperBound)); DateMath does not extend them by computation")
  }

  /// The same day as an ISO 8601 (proleptic Gregorian) date.
  ///
  /// ```swift
  /// try CalendarDate(year: 1446, monthCode: MonthCode("M09"), day: 1, in: .islamicUmalqura).civilDate  // 2025-03-01 — 1 Ramadan 1446
  /// ```
  public var civilDate: CivilDate { CivilDate(uncheckedDays: daysSince1970) }

  /// The month's identity across years: `M01`…`M13`, `M05L`.
  ///
  /// ```swift
  /// let april = try CalendarDate(CivilDate(year: 2023, month: 4, day: 1), in: .chinese)
  /// april.monthCode  // M02L — the leap month after month 2
  /// april.month      // 3
  /// ```
  public var monthCode: MonthCode { calendar.rules.monthCode(year: year, month: month) }

  /// The era, as Temporal names it (`ce`, `bce`, `reiwa`, `am`, `ah`,
  /// `ap`…), or nil for a calendar without eras (ISO 8601, Chinese, Dangi).
  ///
  /// ```swift
  /// try CivilDate(year: 2026, month: 12, day: 7).calendarDate(in: .japanese).era  // "reiwa"
  /// try CivilDate(year: 0, month: 6, day: 1).calendarDate(in: .gregory).era       // "bce"
  /// try CivilDate(year: 2026, month: 12, day: 7).calendarDate(in: .chinese).era   // nil
  /// ```
  public var era: String? { _CalendarEras.era(of: self)?.era }

  /// The year within ``era`` (Reiwa 8 is 2026; 1 BCE is year 0), or nil
  /// for a calendar without eras.
  ///
  /// ```swift
  /// try CivilDate(year: 2026, month: 12, day: 7).calendarDate(in: .japanese).eraYear  // 8 — Reiwa 8
  /// try CivilDate(year: 0, month: 6, day: 1).calendarDate(in: .gregory).eraYear       // 1 — 1 BCE
  /// ```
  public var eraYear: Int? { _CalendarEras.era(of: self)?.eraYear }

  /// The day of the week.
  ///
  /// ```swift
  /// try CalendarDate(year: 5785, monthCode: MonthCode("M01"), day: 1, in: .hebrew).weekday  // Thursday — Rosh Hashanah 5785
  /// ```
  public var weekday: Weekday { civilDate.weekday }

  /// The day of the year, from 1.
  ///
  /// ```swift
  /// try CalendarDate(CivilDate(year: 2025, month: 3, day: 20), in: .persian).dayOfYear  // 366 — 30 Esfand, the last day of the leap year 1403
  /// ```
  public var dayOfYear: Int { daysSince1970 - calendar.rules.day(year: year, month: 1, day: 1) + 1 }

  /// The number of days in this date's month.
  ///
  /// ```swift
  /// try CalendarDate(year: 1402, monthCode: MonthCode("M12"), day: 1, in: .persian).daysInMonth  // 29 — Esfand of a common year
  /// try CalendarDate(year: 1403, monthCode: MonthCode("M12"), day: 1, in: .persian).daysInMonth  // 30
  /// ```
  public var daysInMonth: Int { calendar.rules.daysInMonth(year: year, month: month) }

  /// The number of days in this date's year.
  ///
  /// ```swift
  /// try CalendarDate(year: 5784, month: 1, day: 1, in: .hebrew).daysInYear  // 383 — a leap year, with Adar I
  /// try CalendarDate(year: 5785, month: 1, day: 1, in: .hebrew).daysInYear  // 355
  /// ```
  public var daysInYear: Int { calendar.rules.daysInYear(year) }

  /// The number of months in this date's year.
  ///
  /// ```swift
  /// try CalendarDate(year: 5784, month: 1, day: 1, in: .hebrew).monthsInYear  // 13
  /// try CalendarDate(year: 5785, month: 1, day: 1, in: .hebrew).monthsInYear  // 12
  /// ```
  public var monthsInYear: Int { calendar.rules.monthsInYear(year) }

  /// Whether the year is a leap year: one with a leap day (Gregorian
  /// family, Persian, Coptic, Ethiopian, Indian), a leap month (Hebrew,
  /// Chinese, Dangi) or 355 days (Islamic).
  ///
  /// ```swift
  /// try CalendarDate(year: 1445, month: 1, day: 1, in: .islamicCivil).isInLeapYear  // true — 355 days
  /// try CalendarDate(year: 1446, month: 1, day: 1, in: .islamicCivil).isInLeapYear  // false
  /// try CalendarDate(year: 2023, month: 1, day: 1, in: .chinese).isInLeapYear       // true — a leap month, M02L
  /// ```
  public var isInLeapYear: Bool { calendar.rules.isLeapYear(year) }

  /// The same day in another calendar.
  ///
  /// ```swift
  /// let purim = try CalendarDate(year: 5784, monthCode: MonthCode("M06"), day: 14, in: .hebrew)
  /// try purim.converted(to: .persian).description  // "1403-M01-05 persian"
  /// try purim.converted(to: .iso8601).description  // "2024-03-24"
  /// try purim.converted(to: .islamicUmalqura).description  // "1445-M09-14 islamic-umalqura" — 14 Ramadan
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when that calendar's
  ///   tables do not cover the day.
  public func converted(to other: CalendarKind) throws(DateMathError) -> CalendarDate {
    try CalendarDate(daysSince1970: daysSince1970, in: other)
  }

  /// Earlier days first; the same day in two calendars sorts by calendar
  /// identifier, so that the order is total.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    lhs.daysSince1970 != rhs.daysSince1970
      ? lhs.daysSince1970 < rhs.daysSince1970 : lhs.calendar.rawValue < rhs.calendar.rawValue
  }

  public static func == (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    lhs.daysSince1970 == rhs.daysSince1970 && lhs.calendar == rhs.calendar
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(daysSince1970)
    hasher.combine(calendar)
  }
}

extension CalendarKind {
  /// Whether the calendar is read from published tables with a limited span.
  package var isTabulated: Bool { self == .islamicUmalqura || self == .chinese || self == .dangi }
}

extension CivilDate {
  /// This day in `calendar`.
  ///
  /// ```swift
  /// try CivilDate(year: 2024, month: 9, day: 11).calendarDate(in: .ethiopic).description  // "2017-M01-01 ethiopic" — Enkutatash, the Ethiopian New Year
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the calendar's
  ///   tables do not cover it.
  public func calendarDate(in calendar: CalendarKind) throws(DateMathError) -> CalendarDate {
    try CalendarDate(self, in: calendar)
  }
}
