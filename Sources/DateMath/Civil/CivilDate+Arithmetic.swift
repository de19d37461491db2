extension CivilDate {
  /// The date `days` days later (earlier when negative).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-28").adding(days: 2)   // 2024-03-01
  /// ```
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
  /// clamped to the last day of the target month
  /// (``MonthEndPolicy/clamp``).
  ///
  /// 2017-01-31 + 1 month is 2017-02-28; 2024-01-31 + 1 month is 2024-02-29;
  /// 2000-02-29 − 24 months is 1998-02-28. Clamping never carries into the
  /// next month, and the result depends only on `self` and `months`: to
  /// step monthly without drift, add k months to the same anchor rather
  /// than one month to the previous result.
  ///
  /// ```swift
  /// try CivilDate(parsing: "2017-01-31").adding(months: 1)    // 2017-02-28
  /// try CivilDate(parsing: "2024-01-31").adding(months: 1)    // 2024-02-29
  /// try CivilDate(parsing: "2000-02-29").adding(months: -24)  // 1998-02-28
  /// let rentDay = try CivilDate(parsing: "2017-01-31")
  /// try (1...3).map { try rentDay.adding(months: $0) }  // [2017-02-28, 2017-03-31, 2017-04-30]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the result would leave
  ///   years -9999...9999.
  public func adding(months: Int) throws(DateMathError) -> CivilDate {
    try addingMonths(months, monthEnd: .clamp, describing: .months(months))
  }

  /// The date `years` years later (earlier when negative): the same month
  /// and day, except that 29 February becomes 28 February in a common year.
  ///
  /// ```swift
  /// let leapDay = try CivilDate(parsing: "2024-02-29")
  /// try leapDay.adding(years: 1)     // 2025-02-28
  /// try leapDay.adding(years: 4)     // 2028-02-29
  /// try leapDay.adding(years: -100)  // 1924-02-29
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the result would leave
  ///   years -9999...9999.
  public func adding(years: Int) throws(DateMathError) -> CivilDate {
    let (months, overflow) = years.multipliedReportingOverflow(by: 12)
    guard !overflow else { throw .outOfRange("\(self) + \(years) years") }
    return try addingMonths(months, monthEnd: .clamp, describing: .years(years))
  }

  /// The date moved by a period: years and months first, as one count of
  /// months, with the day of the month as `monthEnd` says, then weeks and
  /// days (2017-01-31 + P1M1D is 2017-03-01, via 2017-02-28), as
  /// ``ZonedDateTime/adding(_:disambiguation:monthEnd:)`` moves a date.
  ///
  /// With ``MonthEndPolicy/reject``, a day that would be clamped (31
  /// January + 1 month) is an error; see ``dayClamp(adding:)`` to learn of
  /// a clamp without refusing it. Adding `k` × a period to one anchor
  /// (rent every month from 31 January) never drifts: the 31st stays the
  /// 31st where the month has one.
  ///
  /// ```swift
  /// let january31 = try CivilDate(parsing: "2017-01-31")
  /// try january31.adding(Period(months: 1, days: 1))                    // 2017-03-01 — via 2017-02-28
  /// try january31.adding(.months(1), monthEnd: .reject)                 // throws invalidDate
  /// try CivilDate(parsing: "2024-02-29").adding(Period(years: 1, weeks: 1))  // 2025-03-07
  /// try january31.adding(.hours(36))                                    // throws invalidArgument
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period with a
  ///   time part (`PT36H`: a date has no time of day to move);
  ///   ``DateMathError/Kind/invalidDate`` for a clamp under
  ///   ``MonthEndPolicy/reject``; ``DateMathError/Kind/outOfRange`` when
  ///   the result would leave years -9999...9999 or the period overflows.
  public func adding(_ period: Period, monthEnd: MonthEndPolicy = .clamp) throws(DateMathError) -> CivilDate {
    try Self.refuseTimePart(period)
    let (months, days) = try period.totals()
    return try addingMonths(months, monthEnd: monthEnd, describing: period).adding(days: days)
  }

  /// Whether adding `period` clamps the day of the month, and to what:
  /// `2017-01-31` + `P1M` gives `DayClamp(requestedDay: 31, day:
  /// 2017-02-28)`; nil when the day exists in the target month or the
  /// period has no months or years. Weeks and days, added after the
  /// months, do not matter.
  ///
  /// ```swift
  /// let january31 = try CivilDate(parsing: "2024-01-31")
  /// try january31.dayClamp(adding: .months(1))  // 2024-02 has 29 days: day 31 became 2024-02-29
  /// try january31.dayClamp(adding: .months(2))  // nil — 31 March exists
  /// try january31.dayClamp(adding: .days(30))   // nil
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` as ``adding(_:monthEnd:)``.
  public func dayClamp(adding period: Period) throws(DateMathError) -> DayClamp? {
    let (months, _) = try period.totals()
    let moved = try addingMonths(months, monthEnd: .clamp, describing: period)
    // A clamp is the only way the day of the month changes.
    return moved.day == day ? nil : DayClamp(requestedDay: day, day: moved)
  }

  /// This date's year and month moved by `months`, the day kept, or, where
  /// the target month is shorter, as `monthEnd` says: the ISO 8601 case of
  /// the one month move every calendar uses (``_DateArithmetic``).
  @inline(__always)
  func addingMonths(_ months: Int, monthEnd: MonthEndPolicy, describing period: @autoclosure () -> Period)
    throws(DateMathError) -> CivilDate
  {
    if months == 0 { return self }
    let move = try _DateArithmetic.moving(
      _GregorianRules.self, (year, month, day), years: 0, months: months, monthEnd: monthEnd, calendar: .iso8601,
      describing: _DateArithmetic.describing(self.description, period()))
    guard (_Civil.minYear..._Civil.maxYear).contains(move.fields.year) else {
      throw _DateArithmetic.outOfRange(_DateArithmetic.describing(self.description, period()), .iso8601)
    }
    return CivilDate(unchecked: move.fields.year, move.fields.month, move.fields.day)
  }

  /// Refuses hours, minutes or seconds where only dates move.
  @inline(__always)
  static func refuseTimePart(_ period: Period) throws(DateMathError) {
    try period.refuseTimePartForDates()
  }

  /// The first day of this date's month.
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-29").firstDayOfMonth  // 2024-02-01
  /// ```
  public var firstDayOfMonth: CivilDate { CivilDate(unchecked: year, month, 1) }

  /// The last day of this date's month.
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-10").lastDayOfMonth  // 2024-02-29
  /// try CivilDate(parsing: "2100-02-10").lastDayOfMonth  // 2100-02-28
  /// ```
  public var lastDayOfMonth: CivilDate {
    CivilDate(unchecked: year, month, daysInMonth)
  }
}

extension CivilDate: DateSeriesValue {}
