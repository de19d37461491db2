import Foundation

extension CalendarDate {
  /// This date moved by `period` in its calendar, as Temporal's
  /// `PlainDate.add` does: years first, keeping the month code; then
  /// months, counted as the calendar's months (13 in a Hebrew leap year);
  /// then weeks and days.
  ///
  /// A month code the new year lacks and a day past the new month's end
  /// are constrained or rejected by `overflow`: 30 Adar I 5784 (`M05L`)
  /// plus a year is 29 Adar 5785 with ``Overflow/constrain``; the 30th of
  /// a Persian month plus a month is the 30th again, except in Esfand of a
  /// common year (29th). To step without drift, add k periods to the same
  /// anchor (``series(every:overflow:)``), not one period to the last step.
  ///
  /// ```swift
  /// let adarI = try CalendarDate(year: 5784, monthCode: MonthCode("M05L"), day: 30, in: .hebrew)
  /// try adarI.adding(.years(1)).description  // "5785-M06-29 hebrew" — 29 Adar 5785
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period with a
  ///   time part; ``DateMathError/Kind/invalidDate`` for a month or day
  ///   that does not exist, with ``Overflow/reject``;
  ///   ``DateMathError/Kind/outOfRange`` when the result leaves the
  ///   calendar's range.
  public func adding(_ period: Period, overflow: Overflow = .constrain) throws(DateMathError) -> CalendarDate {
    try CivilDate.refuseTimePart(period)
    let (weekDays, o1) = period.weeks.multipliedReportingOverflow(by: 7)
    let (days, o2) = weekDays.addingReportingOverflow(period.days)
    guard !o1, !o2 else { throw .outOfRange("the period \(period)") }
    let moved = try movingMonths(years: period.years, months: period.months, overflow: overflow, describing: period)
    // movingMonths checked the day against the calendar's range.
    guard days != 0 else { return CalendarDate(unchecked: calendar, moved.days, moved.year, moved.month, moved.day) }
    let (target, o3) = moved.days.addingReportingOverflow(days)
    guard !o3, calendar.rules.supportedDays.contains(target) else { throw outside(period) }
    return try CalendarDate(daysSince1970: target, in: calendar)
  }

  /// The day number of this date moved by `years` (keeping the month code)
  /// and `months` (ordinal months), the day constrained or rejected.
  func movingMonths(years: Int, months: Int, overflow: Overflow, describing period: Period)
    throws(DateMathError) -> (days: Int, year: Int, month: Int, day: Int)
  {
    guard years != 0 || months != 0 else { return (daysSince1970, year, month, day) }
    // One switch, then the calendar's code specialized and inlined.
    switch calendar {
    case .iso8601, .gregory, .japanese: return try moving(_GregorianRules.self, years, months, overflow, period)
    case .buddhist: return try moving(_BuddhistRules.self, years, months, overflow, period)
    case .roc: return try moving(_ROCRules.self, years, months, overflow, period)
    case .persian: return try moving(_PersianRules.self, years, months, overflow, period)
    case .hebrew: return try moving(_HebrewRules.self, years, months, overflow, period)
    case .islamicCivil: return try moving(_IslamicCivilRules.self, years, months, overflow, period)
    case .islamicTbla: return try moving(_IslamicTblaRules.self, years, months, overflow, period)
    case .islamicUmalqura: return try moving(_UmmAlQuraRules.self, years, months, overflow, period)
    case .indian: return try moving(_IndianRules.self, years, months, overflow, period)
    case .coptic: return try moving(_CopticRules.self, years, months, overflow, period)
    case .ethiopic: return try moving(_EthiopicRules.self, years, months, overflow, period)
    case .ethioaa: return try moving(_EthioaaRules.self, years, months, overflow, period)
    case .chinese: return try moving(_ChineseRules.self, years, months, overflow, period)
    case .dangi: return try moving(_DangiRules.self, years, months, overflow, period)
    }
  }

  @inline(__always)
  private func moving<Rules: _CalendarRules>(
    _ rules: Rules.Type, _ years: Int, _ months: Int, _ overflow: Overflow, _ period: Period
  ) throws(DateMathError) -> (days: Int, year: Int, month: Int, day: Int) {
    let (y0, o1) = year.addingReportingOverflow(years)
    guard !o1, Rules.supportedYears.contains(y0) else { throw outside(period) }
    let code = Rules.monthCode(year: year, month: month)
    let m0: Int
    if let month = Rules.month(year: y0, code: code) {
      m0 = month
    } else {
      guard overflow == .constrain, let month = Rules.constrainedMonth(year: y0, code: code) else {
        throw DateMathError(
          .invalidDate,
          "\(self) + \(period): \(calendar) year \(y0) has no month \(code) (overflow: .reject)")
      }
      m0 = month
    }
    // A million months is past every calendar's range (the month index
    // arithmetic below would overflow long before Int's end).
    guard months.magnitude <= 1_000_000 else { throw outside(period) }
    let index = Rules.monthsBefore(y0) + m0 - 1 + months
    let (y1, m1) = Rules.yearMonth(ofMonthIndex: index)
    guard Rules.supportedYears.contains(y1) else { throw outside(period) }
    let length = Rules.daysInMonth(year: y1, month: m1)
    if day > length && overflow == .reject {
      throw DateMathError(
        .invalidDate,
        "\(self) + \(period): \(calendar) \(y1)-\(Rules.monthCode(year: y1, month: m1)) has \(length) days, "
          + "not \(day) (overflow: .reject)")
    }
    let regulated = min(day, length)
    let moved = Rules.day(year: y1, month: m1, day: regulated)
    guard Rules.supportedDays.contains(moved) else { throw outside(period) }
    return (moved, y1, m1, regulated)
  }

  func outside(_ period: Period) -> DateMathError {
    DateMathError(
      .outOfRange,
      "\(self) + \(period) is outside the \(calendar) calendar's range "
        + "(\(calendar.supportedRange.lowerBound) through \(calendar.supportedRange.upperBound))")
  }

  /// The time from this date to `other` in years, months, weeks and days
  /// of this calendar, none larger than `largestUnit`, as Temporal's
  /// `PlainDate.until`: the most whole years that do not pass `other`
  /// (a year from 30 Adar I reaches 29 Adar only after its last day),
  /// then months, then days. Adding the result to this date gives
  /// `other`, except where the day was constrained on the way.
  ///
  /// ```swift
  /// let start = try CalendarDate(year: 5784, monthCode: MonthCode("M05L"), day: 30, in: .hebrew)
  /// let end = try CalendarDate(year: 5785, monthCode: MonthCode("M06"), day: 29, in: .hebrew)
  /// try start.until(end, largestUnit: .years)  // P12M29D — 29 Adar 5785 is not yet a year on
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` when the dates are in
  ///   different calendars or `largestUnit` is a time unit.
  public func until(_ other: CalendarDate, largestUnit: DateTimeUnit = .days) throws(DateMathError) -> Period {
    guard other.calendar == calendar else {
      throw DateMathError(
        .invalidArgument,
        "\(self) and \(other) are in different calendars: convert one with converted(to:) first")
    }
    let sign = other.daysSince1970 > daysSince1970 ? 1 : other.daysSince1970 < daysSince1970 ? -1 : 0
    guard sign != 0 else { return Period() }
    switch largestUnit {
    case .days: return Period(days: other.daysSince1970 - daysSince1970)
    case .weeks:
      let days = other.daysSince1970 - daysSince1970
      return Period(weeks: days / 7, days: days % 7)
    case .years, .months: break
    default:
      throw DateMathError(.invalidArgument, "the largest unit of a date difference is years, months, weeks or days, not \(largestUnit)")
    }
    var years = 0
    if largestUnit == .years {
      // The answer is within one of the difference of the years.
      var candidate = other.year - year
      while candidate != 0 && surpasses(sign, other, years: candidate, months: 0) { candidate -= sign }
      while !surpasses(sign, other, years: candidate + sign, months: 0) { candidate += sign }
      years = candidate
    }
    // Months: estimated from the month indexes, then settled one by one.
    let rules = calendar.rules
    let y0 = year + years
    let m0 = rules.month(year: y0, code: monthCode) ?? rules.constrainedMonth(year: y0, code: monthCode) ?? month
    let from = rules.monthsBefore(y0) + m0 - 1
    let to = rules.monthsBefore(other.year) + other.month - 1
    var months = to - from
    while months != 0 && surpasses(sign, other, years: years, months: months) { months -= sign }
    while !surpasses(sign, other, years: years, months: months + sign) { months += sign }
    let intermediate = (try? movingMonths(years: years, months: months, overflow: .constrain, describing: Period()))?.days
      ?? daysSince1970
    return Period(years: years, months: months, days: other.daysSince1970 - intermediate)
  }

  /// Temporal's NonISODateSurpasses with no weeks or days: whether this
  /// date moved by `years` (month code kept, day not constrained) and then
  /// `months` lies beyond `target` in the direction `sign`.
  func surpasses(_ sign: Int, _ target: CalendarDate, years: Int, months: Int) -> Bool {
    let rules = calendar.rules
    let y0 = year + years
    if y0 != target.year {
      if sign * (y0 - target.year) > 0 { return true }
    } else if monthCode != target.monthCode {
      if (sign > 0) == (monthCode > target.monthCode) { return true }
    } else if day != target.day {
      if sign * (day - target.day) > 0 { return true }
    }
    guard rules.supportedYears.contains(y0) else { return true }
    let m0 = rules.month(year: y0, code: monthCode) ?? rules.constrainedMonth(year: y0, code: monthCode) ?? month
    let (y1, m1) = rules.yearMonth(ofMonthIndex: rules.monthsBefore(y0) + m0 - 1 + months)
    if y1 != target.year { return sign * (y1 - target.year) > 0 }
    if m1 != target.month { return sign * (m1 - target.month) > 0 }
    if day != target.day { return sign * (day - target.day) > 0 }
    return false
  }

  /// The time from `other` to this date, as `other.until(self, largestUnit:)`.
  ///
  /// - Throws: as ``until(_:largestUnit:)``.
  public func since(_ other: CalendarDate, largestUnit: DateTimeUnit = .days) throws(DateMathError) -> Period {
    try other.until(self, largestUnit: largestUnit)
  }

  /// The first day of this date's month.
  public var firstDayOfMonth: CalendarDate {
    CalendarDate(unchecked: calendar, daysSince1970 - day + 1, year, month, 1)
  }

  /// The last day of this date's month (Esfand 29 or 30, Pagume 5 or 6,
  /// 29 or 30 in a lunar month).
  public var lastDayOfMonth: CalendarDate {
    let length = daysInMonth
    return CalendarDate(unchecked: calendar, daysSince1970 - day + length, year, month, length)
  }

  /// The first day of this date's year (1 Tishri, 1 Farvardin, the
  /// Chinese New Year…).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the year begins
  ///   before the calendar's range.
  public func firstDayOfYear() throws(DateMathError) -> CalendarDate {
    try CalendarDate(daysSince1970: daysSince1970 - dayOfYear + 1, in: calendar)
  }

  /// The last day of this date's year.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the year ends after
  ///   the calendar's range.
  public func lastDayOfYear() throws(DateMathError) -> CalendarDate {
    try CalendarDate(daysSince1970: daysSince1970 - dayOfYear + daysInYear, in: calendar)
  }
}
