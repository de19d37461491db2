import Foundation

extension Zone {
  /// The first instant of the local day that contains `date`.
  ///
  /// This is not always midnight: in America/Sao_Paulo on 2018-11-04
  /// clocks jumped from 00:00 to 01:00, so that day started at
  /// 01:00 -02:00. DateMath never sets the hour to 0 and hopes.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a date outside years
  ///   -9999...9999.
  public func startOfDay(for date: Date) throws(DateMathError) -> Date {
    let instant = try _InstantSeconds(date).floored
    return try startOfDay(localDateTime(instant).date)
  }

  /// The first instant of a civil date in this zone: local midnight, or,
  /// when midnight fell in a gap, the instant the clocks jumped (Sao Paulo
  /// 2018-11-04: 01:00 -02:00). When a date occurred twice (the clocks
  /// were set back across midnight), its first occurrence.
  ///
  /// - Throws: ``DateMathError/Kind/skippedDay`` for a date that never
  ///   happened in this zone (Pacific/Apia 2011-12-30);
  ///   ``DateMathError/Kind/outOfRange`` at the ends of the supported range.
  public func startOfDay(_ day: CivilDate) throws(DateMathError) -> Date {
    _date(try firstInstant(of: day))
  }

  /// The local day containing `date` as a half-open interval: from its
  /// first instant up to the first instant of the next day that follows
  /// `date`. Its duration is 24 hours on most days, 23 or 25 on DST days,
  /// 23.5 or 24.5 in Australia/Lord_Howe. In Pacific/Apia the day after
  /// 2011-12-29 was 2011-12-31: 12-30 never happened, so 12-29's interval
  /// ends where 12-31 begins.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a date outside years
  ///   -9999...9999.
  public func dayInterval(containing date: Date) throws(DateMathError) -> DateInterval {
    let instant = try _InstantSeconds(date).floored
    let day = try localDateTime(instant).date
    let start = try firstInstant(of: day)
    let end = try nextDayStart(after: instant.seconds, day: day)
    return DateInterval(start: _date(start), end: _date(end))
  }

  /// A civil date as a half-open interval of instants, from
  /// ``startOfDay(_:)`` to the first instant of a later date.
  ///
  /// - Throws: ``DateMathError/Kind/skippedDay`` for a date that never
  ///   happened in this zone; ``DateMathError/Kind/outOfRange`` at the ends
  ///   of the supported range.
  public func dayInterval(_ day: CivilDate) throws(DateMathError) -> DateInterval {
    let start = try firstInstant(of: day)
    let end = try nextDayStart(after: start, day: day)
    return DateInterval(start: _date(start), end: _date(end))
  }

  /// The length of a civil date in this zone, in seconds: 86,400 on most
  /// days; 82,800 or 90,000 on DST days; 84,600 or 88,200 on
  /// Australia/Lord_Howe's half-hour DST days. A day followed by a skipped
  /// day (Pacific/Apia 2011-12-29) runs to the start of the next day that
  /// happened.
  ///
  /// - Throws: ``DateMathError/Kind/skippedDay`` for a date that never
  ///   happened in this zone.
  public func lengthOfDay(_ day: CivilDate) throws(DateMathError) -> Int {
    let start = try firstInstant(of: day)
    return Int(try nextDayStart(after: start, day: day) - start)
  }

  /// The first instant after `date` whose local date is later than
  /// `date`'s: the next local midnight, or, when that midnight fell in a
  /// gap, the instant the clocks jumped. Never `date + 86400`.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a date outside years
  ///   -9999...9999.
  public func startOfNextDay(after date: Date) throws(DateMathError) -> Date {
    let instant = try _InstantSeconds(date).floored
    let day = try localDateTime(instant).date
    return _date(try nextDayStart(after: instant.seconds, day: day))
  }

  // MARK: Internals

  func firstInstant(of day: CivilDate) throws(DateMathError) -> Int64 {
    let days = Int64(day.daysSince1970)
    if let start = firstInstant(onLocalDay: days) { return start }
    let midnight = days * _Civil.secondsPerDay
    let resolution = resolve(local: midnight)
    guard case .gap(let transition) = resolution else {
      throw DateMathError(.skippedDay, "\(day) never happened in \(identifier)")
    }
    let t = transition.zoneTransition
    throw DateMathError(
      .skippedDay,
      "\(day) never happened in \(identifier): clocks jumped from "
        + "\(_ISO.clock(t.wallClockBefore)) to \(_ISO.clock(t.wallClockAfter)) "
        + "(\(t.offsetBefore) → \(t.offsetAfter))",
      zoneIdentifier: identifier, transition: t)
  }

  func nextDayStart(after seconds: Int64, day: CivilDate) throws(DateMathError) -> Int64 {
    // The day after 9999-12-31 is out of range as a date, but its first
    // instant is still a plain number: 9999-12-31 has an end.
    let nextMidnight = Int64(day.daysSince1970 + 1) * _Civil.secondsPerDay
    return firstInstant(from: seconds, localAtLeast: nextMidnight)
  }
}
