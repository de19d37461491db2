extension Zone {
  /// The first instant of a civil date in this zone (seconds since 1970):
  /// local midnight, or, when midnight fell in a gap, the instant the
  /// clocks jumped; when the date occurred twice, its first occurrence.
  ///
  /// - Throws: ``DateMathError/Kind/skippedDay`` for a date that never
  ///   happened in this zone (Pacific/Apia 2011-12-30), naming the jump.
  func firstInstant(of day: CivilDate) throws(DateMathError) -> Int64 {
    let days = Int64(day.daysSince1970)
    if let start = firstInstant(onLocalDay: days) { return start }
    let midnight = days * _Civil.secondsPerDay
    guard case .gap(let transition) = resolve(local: midnight) else {
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

  /// The first instant after `seconds` whose local date is later than
  /// `day` (the local date at `seconds`): where that day ends. Never
  /// `seconds + 86400`.
  func nextDayStart(after seconds: Int64, day: CivilDate) -> Int64 {
    // The day after 9999-12-31 is out of range as a date, but its first
    // instant is still a plain number: 9999-12-31 has an end.
    let nextMidnight = Int64(day.daysSince1970 + 1) * _Civil.secondsPerDay
    return firstInstant(from: seconds, localAtLeast: nextMidnight)
  }
}
