extension Zone {
  /// The first instant of a local day (days since 1970) in this zone
  /// (seconds since 1970) and the offset there: local midnight, or, when
  /// midnight fell in a gap, the instant the clocks jumped; when the date
  /// occurred twice, its first occurrence.
  ///
  /// - Throws: ``DateMathError/Kind/skippedDay`` for a date that never
  ///   happened in this zone (Pacific/Apia 2011-12-30), naming the jump.
  @inline(__always)
  func firstInstant(ofDay day: Int64) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    if let start = firstInstant(onLocalDay: day) { return start }
    throw skippedDay(day)
  }

  /// The first instant of a civil date; see ``firstInstant(ofDay:)``.
  func firstInstant(of day: CivilDate) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    try firstInstant(ofDay: Int64(day.daysSince1970))
  }

  /// The ``DateMathError/Kind/skippedDay`` of a day that never happened.
  @inline(never)
  func skippedDay(_ days: Int64) -> DateMathError {
    let day = CivilDate(uncheckedDays: Int(days))
    guard case .gap(let transition) = resolve(local: days * _Civil.secondsPerDay) else {
      return DateMathError(.skippedDay, "\(day) never happened in \(identifier)")
    }
    let t = transition.zoneTransition
    return DateMathError(
      .skippedDay,
      "\(day) never happened in \(identifier): \(t.clockChange)",
      zoneIdentifier: identifier, transition: t)
  }

  /// The first instant after `seconds` whose local date is later than
  /// `day` (days since 1970: the local date at `seconds`), and the offset
  /// there: where that day ends. Never `seconds + 86400`.
  @inline(__always)
  func nextDayStart(after seconds: Int64, day: Int64) -> (seconds: Int64, offset: Int64) {
    // The day after 9999-12-31 is out of range as a date, but its first
    // instant is still a plain number: 9999-12-31 has an end.
    firstInstant(from: seconds, localAtLeast: (day + 1) * _Civil.secondsPerDay)
  }
}
