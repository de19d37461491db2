import Foundation

extension Zone {
  /// Adds a period to an instant: its calendar part keeping the
  /// wall-clock time, then its time part as exact elapsed time (Temporal's
  /// rule for `ZonedDateTime.add`).
  ///
  /// The instant's local date moves by the calendar part (months and years
  /// first, clamped to the last day of the target month, then weeks and
  /// days); its time of day stays; the resulting wall-clock time is
  /// resolved by `disambiguation`. So in New York 2017-03-11T02:30 -05:00
  /// + 1 day is 2017-03-12T03:30 -04:00 with `.compatible` (02:30 does not
  /// exist that day), and 2017-03-11T12:00 + 1 day is 2017-03-12T12:00, 23
  /// hours later. Then hours, minutes and seconds are added exactly:
  /// 2017-03-11T12:00 + `P1DT1H` is 2017-03-12T13:00 -04:00.
  ///
  /// A month end is clamped (2017-01-31 + P1M is 2017-02-28) unless
  /// `overflow` is ``Overflow/reject``; ``CivilDate/dayClamp(adding:)``
  /// tells whether it happens.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the result leaves
  ///   years -9999...9999; ``DateMathError/Kind/invalidDate`` for a clamp
  ///   under ``Overflow/reject``; with `disambiguation: .reject`, the
  ///   errors of ``date(from:disambiguation:)``.
  public func adding(
    _ period: Period, to date: Date, disambiguation: Disambiguation = .compatible,
    overflow: Overflow = .constrain
  ) throws(DateMathError) -> Date {
    if overflow == .reject {
      let day = try localDate(for: date)
      if let clamp = try day.dayClamp(adding: period) { throw CivilDate.overflowError(day, period, clamp) }
    }
    let moved = try addingCalendarPart(period, to: date, disambiguation: disambiguation)
    guard period.hasTimePart else { return moved }
    return try adding(exactly: period.timePart, to: moved)
  }

  /// ``adding(_:to:disambiguation:overflow:)`` without the time part.
  func addingCalendarPart(
    _ period: Period, to date: Date, disambiguation: Disambiguation
  ) throws(DateMathError) -> Date {
    let instant = try _InstantSeconds(date)
    let (months, days) = try period.totals()
    if months == 0 && days == 0 { return date }
    let seconds = try self.instant(
      moving: instant.seconds, local: instant.seconds + offset(atSecond: instant.seconds),
      months: months, days: days, nanosecond: instant.nanosecond, disambiguation: disambiguation,
      period: period).seconds
    return _InstantSeconds(seconds: seconds, fraction: instant.fraction).date
  }

  /// Adds `days` calendar days, keeping the wall-clock time; see
  /// ``adding(_:to:disambiguation:overflow:)``. A day is not 86,400
  /// seconds: across a DST change it is 23 or 25 hours.
  public func adding(
    days: Int, to date: Date, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    try addingCalendarPart(.days(days), to: date, disambiguation: disambiguation)
  }

  /// Adds `weeks` calendar weeks (7 days each), keeping the wall-clock
  /// time; see ``adding(_:to:disambiguation:overflow:)``.
  public func adding(
    weeks: Int, to date: Date, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    try addingCalendarPart(.weeks(weeks), to: date, disambiguation: disambiguation)
  }

  /// Adds `months` months, clamping the day to the target month's last day
  /// (2017-01-31 + 1 month is 2017-02-28) and keeping the wall-clock time;
  /// see ``adding(_:to:disambiguation:overflow:)``. To step monthly, use
  /// ``date(atStep:from:every:endOfMonth:disambiguation:)``, which counts
  /// from the anchor and so never drifts (28 Feb, 31 Mar, not 28 Mar).
  public func adding(
    months: Int, to date: Date, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    try addingCalendarPart(.months(months), to: date, disambiguation: disambiguation)
  }

  /// Adds `years` years (29 February becomes 28 February in a common
  /// year), keeping the wall-clock time; see
  /// ``adding(_:to:disambiguation:overflow:)``.
  public func adding(
    years: Int, to date: Date, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    try addingCalendarPart(.years(years), to: date, disambiguation: disambiguation)
  }

  /// Adds exact elapsed time, ignoring the calendar: 24 hours after
  /// 2017-03-11T12:00 -05:00 in New York is 2017-03-12T13:00 -04:00,
  /// because that day had 23 hours. Kept separate from calendar arithmetic
  /// on purpose; the zone plays no part in the result.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a result beyond the
  ///   supported range.
  public func adding(exactly duration: Duration, to date: Date) throws(DateMathError) -> Date {
    let (seconds, attoseconds) = duration.components
    let result = date.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    _ = try localDateTime(for: result)
    return result
  }
}
