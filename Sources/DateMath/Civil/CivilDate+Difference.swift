import Foundation

extension CivilDate {
  /// The period from this date to `other`, in calendar units no larger
  /// than `largestUnit`, by Temporal's rules
  /// (`Temporal.PlainDate.prototype.until`, the ISO 8601 calendar).
  ///
  /// Months count only when they are whole on the calendar: a month is
  /// counted when this date's day of the month is reached again, and a
  /// clamped month end is not reached. So 2017-01-31 to 2017-02-28 is
  /// `P28D`, not `P1M`, and 2017-01-31 to 2017-03-01 is `P1M1D` (28
  /// February, then one day). Every field has the sign of the difference;
  /// the result is never mixed.
  ///
  /// ```swift
  /// let birth = try CivilDate(parsing: "2018-11-04")
  /// try birth.until(CivilDate(parsing: "2024-11-04"), largestUnit: .years)  // P6Y
  /// let january31 = try CivilDate(parsing: "2017-01-31")
  /// try january31.until(CivilDate(parsing: "2017-02-28"), largestUnit: .months)  // P28D
  /// try january31.until(CivilDate(parsing: "2017-03-01"), largestUnit: .months)  // P1M1D
  /// try CivilDate(parsing: "2017-03-31").until(CivilDate(parsing: "2017-02-28"), largestUnit: .months)  // -P1M
  /// ```
  ///
  /// Adding the result to this date (``adding(_:monthEnd:)``, which clamps
  /// month ends) gives `other` when the result is positive. A negative result
  /// counts back from this date the same way: 2017-03-31 to 2017-02-28 is
  /// `-P1M` (31 February is clamped to the 28th).
  ///
  /// - Parameters:
  ///   - other: the date to count to; earlier than this date gives a
  ///     negative result.
  ///   - largestUnit: `.years` (years, months, days), `.months`
  ///     (months and days: `P14M3D`), `.weeks` (weeks and days) or `.days`
  ///     (the default, as in Temporal); an exact unit (`.hours`) counts as
  ///     `.days`, since dates have no time.
  public func until(_ other: CivilDate, largestUnit: DateTimeUnit = .days) -> Period {
    let sign = other > self ? 1 : other < self ? -1 : 0
    guard sign != 0 else { return Period() }
    var years = 0
    var months = 0
    if largestUnit == .years || largestUnit == .months {
      // Whole years, then whole months, while this date's month and day
      // moved by them (not clamped) do not pass `other`.
      var candidate = other.year - year
      if candidate != 0 { candidate -= sign }
      while !surpasses(sign, year + candidate, month, other) {
        years = candidate
        candidate += sign
      }
      var candidateMonths = sign
      while !surpasses(sign, yearMonth(years, candidateMonths), other) {
        months = candidateMonths
        candidateMonths += sign
      }
      if largestUnit == .months {
        months += years * 12
        years = 0
      }
    }
    // The date reached, by the month-end rule (clamped), then days. The
    // months counted lie between this date and `other`, so in range.
    let landed = (try? moving(months: years * 12 + months, monthEnd: .clamp, describing: Period())) ?? self
    var days = other.daysSince1970 - landed.daysSince1970
    var weeks = 0
    if largestUnit == .weeks {
      weeks = days / 7
      days %= 7
    }
    return Period(years: years, months: months, weeks: weeks, days: days)
  }

  /// The period from `other` to this date, negated: Temporal's
  /// `since`, so `a.since(b)` is `-(a.until(b))`, which is not always
  /// `b.until(a)` (month ends count from `a` in both).
  public func since(_ other: CivilDate, largestUnit: DateTimeUnit = .days) -> Period {
    let forward = until(other, largestUnit: largestUnit)
    return Period(years: -forward.years, months: -forward.months, weeks: -forward.weeks, days: -forward.days)
  }

  /// This date's year and month moved by `years` and `months` (the day
  /// left out).
  func yearMonth(_ years: Int, _ months: Int) -> (year: Int, month: Int) {
    let total = (year + years) * 12 + (month - 1) + months
    let newYear = Int(_Civil.floorDiv(Int64(total), 12))
    return (newYear, total - newYear * 12 + 1)
  }

  /// Whether (year, month, this date's day), unclamped, lies beyond
  /// `other` in the direction `sign` (Temporal's ISODateSurpasses).
  func surpasses(_ sign: Int, _ year: Int, _ month: Int, _ other: CivilDate) -> Bool {
    if year != other.year { return sign * (year - other.year) > 0 }
    if month != other.month { return sign * (month - other.month) > 0 }
    if day != other.day { return sign * (day - other.day) > 0 }
    return false
  }

  func surpasses(_ sign: Int, _ yearMonth: (year: Int, month: Int), _ other: CivilDate) -> Bool {
    surpasses(sign, yearMonth.year, yearMonth.month, other)
  }

  /// Today's date in `zone`: the local date there now. It does not throw,
  /// as ``ZonedDateTime/now(in:)`` does not.
  ///
  /// The date depends on the zone: at 2024-01-05T03:00Z it is already
  /// 5 January in Europe/Berlin and still 4 January in America/New_York.
  ///
  /// ```swift
  /// let today = CivilDate.today(in: .current)
  /// today.year >= 2026  // true
  /// ```
  public static func today(in zone: Zone) -> CivilDate {
    ZonedDateTime.now(in: zone).localDateTime.date
  }

  /// The local date in `zone` at the instant `now`: "today" for a clock
  /// you pass in (a test's fixed time, a request's timestamp).
  ///
  /// ```swift
  /// let now = try Date(rfc3339: "2024-01-05T03:00:00Z")
  /// try CivilDate.today(in: Zone(identifier: "Europe/Berlin"), now: now)     // 2024-01-05
  /// try CivilDate.today(in: Zone(identifier: "America/New_York"), now: now)  // 2024-01-04
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `now` outside the
  ///   supported range.
  public static func today(in zone: Zone, now: Date) throws(DateMathError) -> CivilDate {
    try ZonedDateTime(now, in: zone).localDateTime.date
  }
}

extension CivilDate: Strideable {
  /// The number of days from this date to `other`: positive when `other`
  /// is later (`Strideable`'s name for `until(other).days`).
  public func distance(to other: CivilDate) -> Int { other.daysSince1970 - daysSince1970 }

  /// The date `n` days later, for ranges and `stride`: `for day in
  /// start...end`. Past the supported range (years -9999...9999) it stops
  /// at the first or last supported day instead of trapping; use
  /// ``adding(days:)`` to get an error instead.
  public func advanced(by n: Int) -> CivilDate {
    let (sum, overflow) = daysSince1970.addingReportingOverflow(n)
    let clamped = overflow ? (n > 0 ? _Civil.maxDay : _Civil.minDay) : Swift.min(Swift.max(sum, _Civil.minDay), _Civil.maxDay)
    return CivilDate(uncheckedDays: clamped)
  }
}
