import Foundation

extension Zone {
  /// The `step`-th date of a series that starts at `anchor` and advances by
  /// `period`, computed from the anchor (never from the previous step), with
  /// the anchor's wall-clock time kept.
  ///
  /// Step k is anchor + k × period (the calendar part on the wall clock,
  /// then k times the time part as exact time), so nothing drifts: from
  /// 2017-01-31T12:00 in America/Denver, monthly steps are 28 February,
  /// 31 March, 30 April…, each at 12:00 local time on both sides of DST
  /// (adding one month to the previous result would give 28 March). Step 0
  /// is the anchor; negative steps go back.
  ///
  /// - Parameters:
  ///   - step: k, the number of periods from the anchor.
  ///   - anchor: step 0, whose wall-clock time every step keeps.
  ///   - period: the amount of one step; it must not be zero in total.
  ///   - endOfMonth: ``EndOfMonthPolicy/clamp`` (default) or
  ///     ``EndOfMonthPolicy/lastDay`` to keep an end-of-month anchor on the
  ///     end of every month.
  ///   - disambiguation: how a step whose wall-clock time falls in a gap or
  ///     an overlap becomes an instant.
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period that is
  ///   zero in total (`P1Y-12M`: every step would be the anchor);
  ///   ``DateMathError/Kind/outOfRange`` when the step leaves years
  ///   -9999...9999 or k × period overflows; with `.reject`, the errors of
  ///   ``date(from:disambiguation:)``.
  public func date(
    atStep step: Int, from anchor: Date, every period: Period,
    endOfMonth: EndOfMonthPolicy = .clamp, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    try Self.checkMoves(period)
    let instant = try _InstantSeconds(anchor)
    let local = try localDateTime(instant)
    return try stepDate(step, local, instant, period, endOfMonth, disambiguation)
  }

  /// Refuses a period that moves no date, such as `P1Y-12M`.
  static func checkMoves(_ period: Period) throws(DateMathError) {
    guard !period.isZeroInTotal else {
      throw DateMathError(
        .invalidArgument,
        "a step of \(period) is zero in total and never moves: give a period that does")
    }
  }

  /// Steps 0 through `count - 1` of the series from `anchor` (step 0 is the
  /// anchor itself); see ``date(atStep:from:every:endOfMonth:disambiguation:)``.
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period that is
  ///   zero in total (`P0D`, `P1Y-12M`, `P1W-7D`) or a negative count; ``DateMathError/Kind/outOfRange`` when the last step
  ///   would leave the supported range (checked before any work is done).
  public func steps(
    from anchor: Date, every period: Period, count: Int,
    endOfMonth: EndOfMonthPolicy = .clamp, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> [Date] {
    try Self.checkMoves(period)
    guard count >= 0 else {
      throw DateMathError(.invalidArgument, "a step count must not be negative (got \(count))")
    }
    guard count > 0 else { return [] }
    let instant = try _InstantSeconds(anchor)
    let local = try localDateTime(instant)
    // The last step bounds every other one: fail before allocating.
    _ = try stepDate(count - 1, local, instant, period, endOfMonth, .compatible)
    var dates: [Date] = []
    dates.reserveCapacity(count)
    for k in 0..<count {
      dates.append(
        try stepDate(k, local, instant, period, endOfMonth, disambiguation))
    }
    return dates
  }

  /// Step `step`: the anchor's date stepped by the calendar part (with the
  /// anchor's wall-clock time), then `step` × the time part exactly.
  func stepDate(
    _ step: Int, _ local: CivilDateTime, _ anchor: _InstantSeconds, _ period: Period,
    _ endOfMonth: EndOfMonthPolicy, _ disambiguation: Disambiguation
  ) throws(DateMathError) -> Date {
    let day = try local.date.stepped(step, by: period.calendarPart, endOfMonth: endOfMonth)
    let seconds = try instant(
      moving: anchor.seconds, local: local.localSeconds, toDay: Int64(day.daysSince1970),
      nanosecond: local.nanosecond, disambiguation: disambiguation
    ).seconds
    let landed = _InstantSeconds(seconds: seconds, fraction: anchor.fraction).date
    guard period.hasTimePart else { return landed }
    return try adding(exactly: period.timePart * step, to: landed)
  }
}
