import Foundation

extension CalendarDate {
  /// This date moved by `period` in its calendar, as Temporal's
  /// `PlainDate.add` does: years first, keeping the month code; then
  /// months, counted as the calendar's months (13 in a Hebrew leap year);
  /// then weeks and days. In ISO 8601 this is ``CivilDate/adding(_:monthEnd:)``,
  /// the same rule, the same answers and the same errors.
  ///
  /// A month code the new year lacks and a day past the new month's end
  /// are as `monthEnd` says: 30 Adar I 5784 (`M05L`) plus a year is 29
  /// Adar 5785 with ``MonthEndPolicy/clamp``; the 30th of a Persian month
  /// plus a month is the 30th again, except in Esfand of a common year
  /// (29th); with ``MonthEndPolicy/lastDay`` a month's last day lands on
  /// the target month's last day (29 Esfand 1402, a common year, plus a
  /// year is 30 Esfand 1403). To step without drift, add k periods to the
  /// same anchor (``DateSeriesValue/series(every:monthEnd:)``), not one period to the last
  /// step.
  ///
  /// ```swift
  /// let adarI = try CalendarDate(year: 5784, monthCode: MonthCode("M05L"), day: 30, in: .hebrew)
  /// try adarI.adding(.years(1)).monthCode  // M06 — 29 Adar 5785
  /// try adarI.adding(.years(1), monthEnd: .reject)  // throws invalidDate: hebrew year 5785 has no month M05L
  /// let esfand = try CalendarDate(year: 1402, monthCode: MonthCode("M12"), day: 29, in: .persian)
  /// try esfand.adding(.years(1), monthEnd: .lastDay).day  // 30
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period with a
  ///   time part; ``DateMathError/Kind/invalidDate`` for a month or day
  ///   that does not exist, with ``MonthEndPolicy/reject``;
  ///   ``DateMathError/Kind/outOfRange`` when the result leaves the
  ///   calendar's range.
  public func adding(_ period: Period, monthEnd: MonthEndPolicy = .clamp) throws(DateMathError) -> CalendarDate {
    try moved(by: period, monthEnd: monthEnd).date
  }

  /// This date moved by `period` as ``adding(_:monthEnd:)`` moves it, and
  /// what the move adjusted, as values: a day clamped to the month's end, a
  /// leap month the year lacks replaced by the month that stands for it, a
  /// last day kept by ``MonthEndPolicy/lastDay``. The descriptions of the
  /// adjustments are the sentences `datecalc` prints.
  ///
  /// ```swift
  /// let adarI = try CalendarDate(year: 5784, monthCode: MonthCode("M05L"), day: 30, in: .hebrew)
  /// let (date, adjustments) = try adarI.addingReportingAdjustments(.years(1))
  /// date.monthCode  // M06
  /// adjustments.map(\.description)  // ["hebrew year 5785 has no month M05L: clamped to M06", "5785-M06 (hebrew) has 29 days: day 30 became 5785-M06-29"]
  /// ```
  ///
  /// - Throws: as ``adding(_:monthEnd:)``.
  public func addingReportingAdjustments(_ period: Period, monthEnd: MonthEndPolicy = .clamp)
    throws(DateMathError) -> (date: CalendarDate, adjustments: [Adjustment])
  {
    let (date, move) = try moved(by: period, monthEnd: monthEnd)
    guard let move else { return (date, []) }
    let (y, m, d) = move.fields
    let reached = try CalendarDate(year: y, month: m, day: d, in: calendar)
    var adjustments: [Adjustment] = []
    if let code = move.requestedCode { adjustments.append(.monthCodeClamped(requested: code, date: reached)) }
    if let day = move.requestedDay { adjustments.append(.dayClamped(requestedDay: day, date: reached)) }
    if move.keptLastDay { adjustments.append(.lastDayKept(from: self, date: reached)) }
    return (date, adjustments)
  }

  /// The one body of ``adding(_:monthEnd:)`` and
  /// ``addingReportingAdjustments(_:monthEnd:)``: the result, and the
  /// month move on the way (nil when the period has no years or months).
  func moved(by period: Period, monthEnd: MonthEndPolicy)
    throws(DateMathError) -> (date: CalendarDate, move: _DateArithmetic.Move?)
  {
    try CivilDate.refuseTimePart(period)
    let (weekDays, o1) = period.weeks.multipliedReportingOverflow(by: 7)
    let (days, o2) = weekDays.addingReportingOverflow(period.days)
    guard !o1, !o2 else { throw _DateArithmetic.outOfRange(describing(period), calendar) }
    let (moved, move) = try monthMove(years: period.years, months: period.months, monthEnd: monthEnd, describing: period)
    // monthMove checked the day against the calendar's range.
    guard days != 0 else {
      return (CalendarDate(unchecked: calendar, moved, move?.fields.year ?? year, move?.fields.month ?? month, move?.fields.day ?? day), move)
    }
    let (target, o3) = moved.addingReportingOverflow(days)
    guard !o3, calendar.rules.supportedDays.contains(target) else {
      throw _DateArithmetic.outOfRange(describing(period), calendar)
    }
    return (try CalendarDate(daysSince1970: target, in: calendar), move)
  }

  /// The day number of this date moved by `years` (keeping the month code)
  /// and `months` (ordinal months), the day as `monthEnd` says, and the
  /// move (nil when nothing moves): one switch, then the one month move
  /// (``_DateArithmetic``) specialised for the calendar.
  func monthMove(years: Int, months: Int, monthEnd: MonthEndPolicy, describing period: Period)
    throws(DateMathError) -> (days: Int, move: _DateArithmetic.Move?)
  {
    guard years != 0 || months != 0 else { return (daysSince1970, nil) }
    switch calendar {
    case .iso8601, .gregory, .japanese: return try monthMove(_GregorianRules.self, years, months, monthEnd, period)
    case .buddhist: return try monthMove(_BuddhistRules.self, years, months, monthEnd, period)
    case .roc: return try monthMove(_ROCRules.self, years, months, monthEnd, period)
    case .persian: return try monthMove(_PersianRules.self, years, months, monthEnd, period)
    case .hebrew: return try monthMove(_HebrewRules.self, years, months, monthEnd, period)
    case .islamicCivil: return try monthMove(_IslamicCivilRules.self, years, months, monthEnd, period)
    case .islamicTbla: return try monthMove(_IslamicTblaRules.self, years, months, monthEnd, period)
    case .islamicUmalqura: return try monthMove(_UmmAlQuraRules.self, years, months, monthEnd, period)
    case .indian: return try monthMove(_IndianRules.self, years, months, monthEnd, period)
    case .coptic: return try monthMove(_CopticRules.self, years, months, monthEnd, period)
    case .ethiopic: return try monthMove(_EthiopicRules.self, years, months, monthEnd, period)
    case .ethioaa: return try monthMove(_EthioaaRules.self, years, months, monthEnd, period)
    case .chinese: return try monthMove(_ChineseRules.self, years, months, monthEnd, period)
    case .dangi: return try monthMove(_DangiRules.self, years, months, monthEnd, period)
    }
  }

  @inline(__always)
  private func monthMove<Rules: _CalendarRules>(
    _ rules: Rules.Type, _ years: Int, _ months: Int, _ monthEnd: MonthEndPolicy, _ period: Period
  ) throws(DateMathError) -> (days: Int, move: _DateArithmetic.Move?) {
    let move = try _DateArithmetic.moving(
      rules, (year, month, day), years: years, months: months, monthEnd: monthEnd, calendar: calendar,
      describing: describing(period))
    let (y, m, d) = move.fields
    // A year far past every calendar's supported years (each is within
    // ±16,000 of year 0) is out of range before its day is computed,
    // which holds only for years near DateMath's.
    guard (-25_000...25_000).contains(y) else { throw _DateArithmetic.outOfRange(describing(period), calendar) }
    let moved = Rules.day(year: y, month: m, day: d)
    guard Rules.supportedDays.contains(moved) else { throw _DateArithmetic.outOfRange(describing(period), calendar) }
    return (moved, move)
  }

  /// "2017-01-31 + P1M": this date moved by `period`, in words for errors.
  func describing(_ period: Period) -> String {
    _DateArithmetic.describing(_DateArithmetic.text((year, month, day), calendar, calendar.rules), period)
  }

  /// The time from this date to `other` in years, months, weeks and days
  /// of this calendar, none larger than `largestUnit`, as Temporal's
  /// `PlainDate.until`: the most whole years that do not pass `other`
  /// (a year from 30 Adar I reaches 29 Adar only after its last day),
  /// then months, then days. Adding the result to this date gives
  /// `other`, except where the day was clamped on the way. In ISO 8601
  /// this is ``CivilDate/until(_:largestUnit:)``, the same rule and
  /// answers; an exact unit (`.hours`) counts as `.days`.
  ///
  /// ```swift
  /// let start = try CalendarDate(year: 5784, monthCode: MonthCode("M05L"), day: 30, in: .hebrew)
  /// let end = try CalendarDate(year: 5785, monthCode: MonthCode("M06"), day: 29, in: .hebrew)
  /// try start.until(end, largestUnit: .years)  // P12M29D — 29 Adar 5785 is not yet a year on
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` when the dates are in
  ///   different calendars.
  public func until(_ other: CalendarDate, largestUnit: DateTimeUnit = .days) throws(DateMathError) -> Period {
    guard other.calendar == calendar else {
      throw DateMathError(
        .invalidArgument,
        "\(self) and \(other) are in different calendars: convert one with converted(to:) first")
    }
    switch calendar {
    case .iso8601, .gregory, .japanese: return difference(_GregorianRules.self, other, largestUnit)
    case .buddhist: return difference(_BuddhistRules.self, other, largestUnit)
    case .roc: return difference(_ROCRules.self, other, largestUnit)
    case .persian: return difference(_PersianRules.self, other, largestUnit)
    case .hebrew: return difference(_HebrewRules.self, other, largestUnit)
    case .islamicCivil: return difference(_IslamicCivilRules.self, other, largestUnit)
    case .islamicTbla: return difference(_IslamicTblaRules.self, other, largestUnit)
    case .islamicUmalqura: return difference(_UmmAlQuraRules.self, other, largestUnit)
    case .indian: return difference(_IndianRules.self, other, largestUnit)
    case .coptic: return difference(_CopticRules.self, other, largestUnit)
    case .ethiopic: return difference(_EthiopicRules.self, other, largestUnit)
    case .ethioaa: return difference(_EthioaaRules.self, other, largestUnit)
    case .chinese: return difference(_ChineseRules.self, other, largestUnit)
    case .dangi: return difference(_DangiRules.self, other, largestUnit)
    }
  }

  @inline(__always)
  private func difference<Rules: _CalendarRules>(_ rules: Rules.Type, _ other: CalendarDate, _ largestUnit: DateTimeUnit)
    -> Period
  {
    _DateArithmetic.until(
      rules, (year, month, day), day: daysSince1970, to: (other.year, other.month, other.day),
      day: other.daysSince1970, largestUnit: largestUnit)
  }

  /// The time from `other` to this date, as Temporal's `since`: the
  /// negation of ``until(_:largestUnit:)``, so month ends count from this
  /// date, as ``CivilDate/since(_:largestUnit:)`` counts them.
  ///
  /// ```swift
  /// let march31 = try CalendarDate(year: 2017, month: 3, day: 31, in: .iso8601)
  /// let february28 = try CalendarDate(year: 2017, month: 2, day: 28, in: .iso8601)
  /// try march31.since(february28, largestUnit: .months)  // P1M
  /// ```
  ///
  /// - Throws: as ``until(_:largestUnit:)``.
  public func since(_ other: CalendarDate, largestUnit: DateTimeUnit = .days) throws(DateMathError) -> Period {
    try until(other, largestUnit: largestUnit).negatedDateFields
  }

  /// The first day of this date's month.
  ///
  /// ```swift
  /// let date = try CalendarDate(CivilDate(year: 2025, month: 3, day: 1), in: .persian)  // — 11 Esfand 1403
  /// date.firstDayOfMonth.civilDate  // 2025-02-19 — 1 Esfand
  /// ```
  public var firstDayOfMonth: CalendarDate {
    CalendarDate(unchecked: calendar, daysSince1970 - day + 1, year, month, 1)
  }

  /// The last day of this date's month (Esfand 29 or 30, Pagume 5 or 6,
  /// 29 or 30 in a lunar month).
  ///
  /// ```swift
  /// let date = try CalendarDate(CivilDate(year: 2025, month: 3, day: 1), in: .persian)  // — 11 Esfand 1403
  /// date.lastDayOfMonth.day        // 30 — 1403 is a leap year
  /// date.lastDayOfMonth.civilDate  // 2025-03-20
  /// ```
  public var lastDayOfMonth: CalendarDate {
    let length = daysInMonth
    return CalendarDate(unchecked: calendar, daysSince1970 - day + length, year, month, length)
  }

  /// The first day of this date's year (1 Tishri, 1 Farvardin, the
  /// Chinese New Year…).
  ///
  /// ```swift
  /// let purim = try CalendarDate(year: 5785, monthCode: MonthCode("M06"), day: 14, in: .hebrew)
  /// try purim.firstDayOfYear().civilDate  // 2024-10-03 — 1 Tishri 5785, Rosh Hashanah
  /// let dragon = try CalendarDate(CivilDate(year: 2024, month: 12, day: 25), in: .chinese)
  /// try dragon.firstDayOfYear().civilDate  // 2024-02-10 — Chinese New Year
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the year begins
  ///   before the calendar's range.
  public func firstDayOfYear() throws(DateMathError) -> CalendarDate {
    try CalendarDate(daysSince1970: daysSince1970 - dayOfYear + 1, in: calendar)
  }

  /// The last day of this date's year.
  ///
  /// ```swift
  /// let purim = try CalendarDate(year: 5785, monthCode: MonthCode("M06"), day: 14, in: .hebrew)
  /// try purim.lastDayOfYear().civilDate  // 2025-09-22 — 29 Elul, the eve of Rosh Hashanah 5786
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the year ends after
  ///   the calendar's range.
  public func lastDayOfYear() throws(DateMathError) -> CalendarDate {
    try CalendarDate(daysSince1970: daysSince1970 - dayOfYear + daysInYear, in: calendar)
  }
}

extension CalendarDate: DateSeriesValue {}
