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

  /// ``adding(_:to:disambiguation:)`` without the time part.
  func addingCalendarPart(
    _ period: Period, to date: Date, disambiguation: Disambiguation
  ) throws(DateMathError) -> Date {
    let instant = try _InstantSeconds(date)
    let (months, days) = try period.totals()
    if months == 0 && days == 0 { return date }
    // Work on local seconds: the wall-clock time of day stays, only the
    // day number changes.
    let local = instant.seconds + withRules { $0.offset(at: instant.seconds) }
    let day = _Civil.floorDiv(local, _Civil.secondsPerDay)
    guard (Int64(_Civil.minDay)...Int64(_Civil.maxDay)).contains(day) else {
      throw .outOfRange("the instant \(instant.seconds) seconds since 1970")
    }
    let secondOfDay = local - day * _Civil.secondsPerDay
    var target: Int64
    if months == 0 {
      let (moved, overflow) = Int(day).addingReportingOverflow(days)
      guard !overflow, (_Civil.minDay..._Civil.maxDay).contains(moved) else {
        throw .outOfRange("\(period) after the instant \(instant.seconds) seconds since 1970")
      }
      target = Int64(moved) * _Civil.secondsPerDay + secondOfDay
    } else {
      // The totals are already checked: move by them directly.
      let moved = try CivilDate(uncheckedDays: Int(day)).adding(months: months).adding(days: days)
      if moved.daysSince1970 == Int(day) { return date }
      target = Int64(moved.daysSince1970) * _Civil.secondsPerDay + secondOfDay
    }
    let seconds = try self.instant(
      local: target, disambiguation: disambiguation,
      describing: CivilDateTime(localSeconds: target, nanosecond: instant.nanosecond))
    return _InstantSeconds(seconds: seconds, fraction: instant.fraction).date
  }

  /// Adds `days` calendar days, keeping the wall-clock time; see
  /// ``adding(_:to:disambiguation:)``. A day is not 86,400 seconds: across
  /// a DST change it is 23 or 25 hours.
  public func adding(
    days: Int, to date: Date, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    try addingCalendarPart(.days(days), to: date, disambiguation: disambiguation)
  }

  /// Adds `weeks` calendar weeks (7 days each), keeping the wall-clock
  /// time; see ``adding(_:to:disambiguation:)``.
  public func adding(
    weeks: Int, to date: Date, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    try addingCalendarPart(.weeks(weeks), to: date, disambiguation: disambiguation)
  }

  /// Adds `months` months, clamping the day to the target month's last day
  /// (2017-01-31 + 1 month is 2017-02-28) and keeping the wall-clock time;
  /// see ``adding(_:to:disambiguation:)``. To step monthly, use
  /// ``date(atStep:from:every:endOfMonth:disambiguation:)``, which counts
  /// from the anchor and so never drifts (28 Feb, 31 Mar, not 28 Mar).
  public func adding(
    months: Int, to date: Date, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    try addingCalendarPart(.months(months), to: date, disambiguation: disambiguation)
  }

  /// Adds `years` years (29 February becomes 28 February in a common
  /// year), keeping the wall-clock time; see
  /// ``adding(_:to:disambiguation:)``.
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

  /// A date plus the time of day of `local` (the wall-clock time of
  /// `original`), resolved by the policy, with `original`'s fraction of a
  /// second put back. When the date does not move, the answer is
  /// `original` itself: adding nothing changes nothing, even at the second
  /// reading of a repeated time.
  func resolve(
    _ day: CivilDate, _ local: CivilDateTime, _ original: _InstantSeconds,
    _ disambiguation: Disambiguation
  ) throws(DateMathError) -> Date {
    if day == local.date { return original.date }
    let fraction = original.fraction
    let target = CivilDateTime(
      unchecked: day, secondOfDay: local.secondOfDay, nanosecond: local.nanosecond)
    let seconds = try instant(
      local: target.localSeconds, disambiguation: disambiguation, describing: target)
    return _InstantSeconds(seconds: seconds, fraction: fraction).date
  }
}
