extension CivilDate {
  /// The date `days` days later (earlier when negative).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the result would leave
  ///   years -9999...9999, or `days` is too large to add.
  public func adding(days: Int) throws(DateMathError) -> CivilDate {
    if days == 0 { return self }
    let (sum, overflow) = daysSince1970.addingReportingOverflow(days)
    guard !overflow else { throw .outOfRange("\(self) + \(days) days") }
    return try CivilDate(daysSince1970: sum)
  }

  /// The date `months` months later (earlier when negative), with the day
  /// clamped to the last day of the target month.
  ///
  /// 2017-01-31 + 1 month is 2017-02-28; 2024-01-31 + 1 month is 2024-02-29;
  /// 2000-02-29 − 24 months is 1998-02-28. Clamping never carries into the
  /// next month, and the result depends only on `self` and `months`: to
  /// step monthly without drift, add k months to the same anchor rather
  /// than one month to the previous result.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the result would leave
  ///   years -9999...9999.
  public func adding(months: Int) throws(DateMathError) -> CivilDate {
    if months == 0 { return self }
    let (yearMonth, overflow1) = (year * 12 + (month - 1))
      .addingReportingOverflow(months)
    guard !overflow1 else { throw .outOfRange("\(self) + \(months) months") }
    let newYear = _Civil.floorDiv(Int64(yearMonth), 12)
    guard (Int64(_Civil.minYear)...Int64(_Civil.maxYear)).contains(newYear) else {
      throw .outOfRange("\(self) + \(months) months")
    }
    let newMonth = yearMonth - Int(newYear) * 12 + 1
    let lastDay = _Civil.daysInMonth(year: Int(newYear), month: newMonth)
    return CivilDate(unchecked: Int(newYear), newMonth, Swift.min(day, lastDay))
  }

  /// The date `years` years later (earlier when negative): the same month
  /// and day, except that 29 February becomes 28 February in a common year.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the result would leave
  ///   years -9999...9999.
  public func adding(years: Int) throws(DateMathError) -> CivilDate {
    let (months, overflow) = years.multipliedReportingOverflow(by: 12)
    guard !overflow else { throw .outOfRange("\(self) + \(years) years") }
    return try adding(months: months)
  }

  /// The date moved by a period: years and months first, as one count of
  /// months with the day clamped to the target month's last day, then weeks
  /// and days (2017-01-31 + P1M1D is 2017-03-01), as
  /// ``Zone/adding(_:to:disambiguation:overflow:)`` moves the date.
  ///
  /// With `overflow: .reject`, a day that would be clamped (31 January +
  /// 1 month) is an error instead; see ``dayClamp(adding:)`` to learn of a
  /// clamp without refusing it.
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period with a
  ///   time part (`PT36H`: a date has no time of day to move);
  ///   ``DateMathError/Kind/invalidDate`` for a clamp under ``Overflow/reject``;
  ///   ``DateMathError/Kind/outOfRange`` when the result would leave years
  ///   -9999...9999 or the period overflows.
  public func adding(_ period: Period, overflow: Overflow = .constrain) throws(DateMathError) -> CivilDate {
    try Self.refuseTimePart(period)
    if overflow == .reject, let clamp = try dayClamp(adding: period) {
      throw Self.overflowError(self, period, clamp)
    }
    let (months, days) = try period.totals()
    return try adding(months: months).adding(days: days)
  }

  /// The `step`-th date of a series from this date by `period`: this date
  /// plus `step` × `period`, computed from this date (never from the
  /// previous step), so monthly steps from 31 January are 28 February,
  /// 31 March, 30 April. With ``EndOfMonthPolicy/lastDay``, when this date
  /// is the last day of its month, every step that moves the month lands on
  /// the last day of its month.
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period with a
  ///   time part; ``DateMathError/Kind/outOfRange`` when the result would
  ///   leave years -9999...9999 or `step` × `period` overflows.
  public func stepped(
    _ step: Int, by period: Period, endOfMonth: EndOfMonthPolicy = .clamp
  ) throws(DateMathError) -> CivilDate {
    try Self.refuseTimePart(period)
    let (months, days) = try period.multiplied(by: step).totals()
    var day = try adding(months: months)
    if endOfMonth == .lastDay, months != 0, isLastDayOfMonth {
      day = day.lastDayOfMonth
    }
    return try day.adding(days: days)
  }

  /// Refuses hours, minutes or seconds where only dates move.
  static func refuseTimePart(_ period: Period) throws(DateMathError) {
    guard !period.hasTimePart else {
      throw DateMathError(
        .invalidArgument,
        "\(period) has hours, minutes or seconds, and a date has no time of day: "
          + "use whole days, or add it to a date-time in a zone")
    }
  }

  /// The number of days from this date to `other`: positive when `other`
  /// is later.
  public func days(to other: CivilDate) -> Int {
    other.daysSince1970 - daysSince1970
  }

  /// The first day of this date's month.
  public var firstDayOfMonth: CivilDate { CivilDate(unchecked: year, month, 1) }

  /// The last day of this date's month.
  public var lastDayOfMonth: CivilDate {
    CivilDate(unchecked: year, month, daysInMonth)
  }
}
