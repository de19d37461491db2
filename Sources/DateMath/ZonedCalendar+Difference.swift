import Foundation

extension ZonedCalendar {
  /// The number of local calendar days from `start` to `end`: `end`'s
  /// local date minus `start`'s. Positive when `end` is later. Independent
  /// of how long the days were (a 23-hour day counts as one), and a skipped
  /// day counts too (Pacific/Apia 2011-12-29 to 12-31 is 2 days).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates outside years
  ///   -9999...9999.
  public func daysBetween(_ start: Date, _ end: Date) throws(DateMathError) -> Int {
    try localDate(for: start).days(to: localDate(for: end))
  }

  /// The difference from `start` to `end` in calendar units on this zone's
  /// wall clock (years, months and days by default; see `largestUnit`),
  /// then the exact seconds left over.
  ///
  /// The calendar part is the largest that, added to `start` with
  /// ``adding(_:to:disambiguation:)``, does not pass `end`; the rest is
  /// exact time. From 2017-03-11T12:00 to 2017-03-12T12:00 in New York is
  /// one day and 0 seconds, though only 23 hours passed. From 2017-01-31 to
  /// 2017-02-28 (same time) is one month (31 January + 1 month clamps to
  /// 28 February). A start at the second reading of a repeated time is
  /// kept as it is: the difference from an instant to itself is zero.
  ///
  /// - Parameter largestUnit: `.months` gives 14 months rather than 1 year
  ///   and 2 months; `.weeks` weeks and days; `.days` days only.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates outside years
  ///   -9999...9999.
  public func difference(
    from start: Date, to end: Date, largestUnit: CalendarUnit = .years
  ) throws(DateMathError) -> CalendarDifference {
    let startInstant = try _InstantSeconds(start)
    let local = try localDateTime(startInstant)
    let endDate = try localDate(for: end)
    let forward = end >= start
    // Moves `local` by months then days, as `adding(_:to:)` does.
    func land(_ months: Int, _ days: Int) throws(DateMathError) -> Date {
      let day = try local.date.adding(months: months).adding(days: days)
      return try resolve(day, local, startInstant, .compatible)
    }
    func passes(_ date: Date) -> Bool { forward ? date > end : date < end }

    let step = forward ? -1 : 1
    var months = 0
    if largestUnit == .years || largestUnit == .months {
      months = (endDate.year - local.date.year) * 12 + (endDate.month - local.date.month)
      while months != 0, passes(try land(months, 0)) { months += step }
    }
    let middle = try local.date.adding(months: months)
    var days = middle.days(to: endDate)
    while days != 0, passes(try land(months, days)) { days += step }
    let landed = try land(months, days)
    let period: Period
    switch largestUnit {
    case .years: period = Period(years: months / 12, months: months % 12, days: days)
    case .months: period = Period(months: months, days: days)
    case .weeks: period = Period(weeks: days / 7, days: days % 7)
    case .days: period = Period(days: days)
    }
    return CalendarDifference(period: period, remainingSeconds: end.timeIntervalSince(landed))
  }
}
