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
    _DateArithmetic.until(
      _GregorianRules.self, (year, month, day), day: daysSince1970, to: (other.year, other.month, other.day),
      day: other.daysSince1970, largestUnit: largestUnit)
  }

  /// The period from `other` to this date, as Temporal's `since`: the
  /// negation of ``until(_:largestUnit:)``, so month ends count from this
  /// date in both (`2017-03-31.since(2017-02-28, largestUnit: .months)`
  /// is `P1M`: back from 31 March, 31 February is clamped to the 28th),
  /// which is not always `other.until(self)` (`P1M3D`). The same rule for
  /// ``CalendarDate/since(_:largestUnit:)`` and
  /// ``ZonedDateTime/since(_:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``.
  ///
  /// ```swift
  /// try CivilDate(parsing: "2017-03-31").since(CivilDate(parsing: "2017-02-28"), largestUnit: .months)  // P1M
  /// ```
  public func since(_ other: CivilDate, largestUnit: DateTimeUnit = .days) -> Period {
    until(other, largestUnit: largestUnit).negatedDateFields
  }
}

extension CivilDate: Strideable {
  /// The number of days from this date to `other`: positive when `other`
  /// is later (`Strideable`'s name for `until(other).days`).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-28").distance(to: CivilDate(parsing: "2024-03-01"))  // 2 — through 29 February
  /// try CivilDate(parsing: "2023-02-28").distance(to: CivilDate(parsing: "2023-03-01"))  // 1
  /// try CivilDate(parsing: "2024-03-01").distance(to: CivilDate(parsing: "2024-01-01"))  // -60
  /// ```
  public func distance(to other: CivilDate) -> Int { other.daysSince1970 - daysSince1970 }

  /// The date `n` days later, for ranges and `stride`: `for day in
  /// start...end`. Past the supported range (years -9999...9999) it stops
  /// at the first or last supported day instead of trapping; use
  /// ``adding(days:)`` to get an error instead.
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-28").advanced(by: 1)  // 2024-02-29
  /// let leapWeek = try CivilDate(parsing: "2024-02-27")...CivilDate(parsing: "2024-03-01")
  /// leapWeek.count  // 4
  /// try CivilDate(parsing: "9999-12-31").advanced(by: 1)  // 9999-12-31 — the last supported day
  /// ```
  public func advanced(by n: Int) -> CivilDate {
    let (sum, overflow) = daysSince1970.addingReportingOverflow(n)
    let clamped = overflow ? (n > 0 ? _Civil.maxDay : _Civil.minDay) : Swift.min(Swift.max(sum, _Civil.minDay), _Civil.maxDay)
    return CivilDate(uncheckedDays: clamped)
  }
}
