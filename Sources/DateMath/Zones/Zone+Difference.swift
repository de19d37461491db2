import Foundation

extension Zone {
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

  /// The difference from `start` to `end` on this zone's wall clock, by
  /// Temporal's rules (`ZonedDateTime.prototype.until`): whole calendar
  /// units no larger than `largestUnit`, then exact time. See
  /// ``until(from:to:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates outside years
  ///   -9999...9999.
  public func difference(
    from start: Date, to end: Date, largestUnit: DateTimeUnit = .years
  ) throws(DateMathError) -> CalendarDifference {
    CalendarDifference(total: try until(from: start, to: end, largestUnit: largestUnit))
  }

  /// The period from `start` to `end` in this zone, by Temporal's rules
  /// (`ZonedDateTime.prototype.until`, largest unit `largestUnit`,
  /// smallest unit nanoseconds, no rounding).
  ///
  /// Calendar units are counted on the wall clock, time exactly:
  /// - From 2017-03-11T12:00 to 2017-03-12T12:00 in New York is `P1D`
  ///   (`.days`), though 23 hours passed (`PT23H` with `.hours`).
  /// - A clamped month end is not a whole month: 2017-01-31T12:00Z to
  ///   2017-02-28T12:00Z is `P28D`, and to 2017-03-01T12:00Z `P1M1D`.
  /// - When the end's time of day is earlier than the start's, the last
  ///   day is not whole and becomes hours; a day whose start time does not
  ///   exist (a gap, or a skipped day) is resolved as
  ///   ``Disambiguation/compatible``.
  ///
  /// Adding the result to `start` with
  /// ``adding(_:to:disambiguation:overflow:)`` gives `end`; no result mixes
  /// signs. One deliberate difference from
  /// Temporal keeps that true: when `start` is the second reading of a
  /// repeated time and the date part comes out zero, the time is measured
  /// from `start` itself, not from the first reading (New York,
  /// 2017-11-05T01:30-05:00 to 2017-11-06T01:00-05:00 is `PT23H30M`, where
  /// Temporal says `PT24H30M`, which added to the start overshoots by an
  /// hour). With `.hours`, `.minutes` or
  /// `.seconds` the result is exact elapsed time only.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates outside years
  ///   -9999...9999.
  ///
  /// Rounding (Temporal's `smallestUnit`, `roundingIncrement` and
  /// `roundingMode`; by default none): the result is rounded to a multiple
  /// of `roundingIncrement` `smallestUnit`s. A calendar smallest unit
  /// rounds by where `end` lies between two whole units on the wall clock
  /// (2017-03-11T12:00 to 2017-03-12T11:00 in New York is 22 h of a 23-hour
  /// day: `P1D` with `.halfExpand`, `PT0S` with `.trunc`); a time unit
  /// rounds the time part, which becomes one more day when it reaches that
  /// day's length (22 h 40 min rounded to hours there is `P1D`); a unit
  /// that fills up carries into larger ones, up to `largestUnit`.
  ///
  /// - Parameters:
  ///   - start: the instant to count from.
  ///   - end: the instant to count to; before `start` gives a negative
  ///     result.
  ///   - largestUnit: the largest unit of the result; by default hours, or
  ///     `smallestUnit` when that is larger.
  ///   - smallestUnit: the smallest unit of the result (default
  ///     nanoseconds: no rounding).
  ///   - roundingIncrement: 1 or more; for hours a divisor of 24 below 24,
  ///     for minutes and seconds of 60, for sub-second units of 1000.
  ///   - roundingMode: how to round (default ``RoundingMode/trunc``).
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a largest unit
  ///   smaller than the smallest, or an increment the unit does not take;
  ///   ``DateMathError/Kind/outOfRange`` for dates outside years
  ///   -9999...9999.
  public func until(
    from start: Date, to end: Date, largestUnit: DateTimeUnit? = nil,
    smallestUnit: DateTimeUnit = .nanoseconds, roundingIncrement: Int = 1,
    roundingMode: RoundingMode = .trunc
  ) throws(DateMathError) -> Period {
    let a = try _InstantSeconds(start)
    let b = try _InstantSeconds(end)
    return try until(
      (a.seconds, a.nanosecond), (b.seconds, b.nanosecond), largestUnit: largestUnit,
      smallestUnit: smallestUnit, roundingIncrement: roundingIncrement, roundingMode: roundingMode)
  }

  /// ``until(from:to:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``
  /// on exact instants.
  func until(
    _ start: (seconds: Int64, nanosecond: Int), _ end: (seconds: Int64, nanosecond: Int),
    largestUnit: DateTimeUnit?, smallestUnit: DateTimeUnit, roundingIncrement: Int,
    roundingMode: RoundingMode
  ) throws(DateMathError) -> Period {
    let largestUnit = try Self.checkRounding(
      largestUnit: largestUnit, smallestUnit: smallestUnit, increment: roundingIncrement)
    let rounds = smallestUnit != .nanoseconds || roundingIncrement != 1
    guard largestUnit.isCalendarUnit else {
      var elapsed = _ExactTime.span(start.seconds, start.nanosecond, end.seconds, end.nanosecond)
      if rounds, let length = smallestUnit.nanoseconds {
        elapsed = _ExactRounding.round(elapsed, toMultipleOf: length * Int64(roundingIncrement), roundingMode)
      }
      return try Self.balance(elapsed, largestUnit)
    }
    let difference = try until(
      start.seconds, start.nanosecond, end.seconds, end.nanosecond, largestUnit: largestUnit)
    guard rounds else { return difference }
    let elapsed = _ExactTime.span(start.seconds, start.nanosecond, end.seconds, end.nanosecond)
    let rounding = _RelativeRounding(
      zone: self, origin: start, originLocal: start.seconds + offset(atSecond: start.seconds),
      destination: end, largestUnit: largestUnit, smallestUnit: smallestUnit,
      increment: roundingIncrement, mode: roundingMode, sign: elapsed < .zero ? -1 : 1)
    return try rounding.round(difference)
  }

  /// The largest unit, by default hours or `smallestUnit` when larger,
  /// after checking the rounding options as Temporal does.
  static func checkRounding(
    largestUnit: DateTimeUnit?, smallestUnit: DateTimeUnit, increment: Int
  ) throws(DateMathError) -> DateTimeUnit {
    let largest = largestUnit ?? (smallestUnit.rank < DateTimeUnit.hours.rank ? smallestUnit : .hours)
    guard largest.rank <= smallestUnit.rank else {
      throw DateMathError(
        .invalidArgument,
        "the largest unit (\(largest)) must not be smaller than the smallest unit (\(smallestUnit))")
    }
    try checkIncrement(increment, of: smallestUnit)
    return largest
  }

  /// A rounding increment must be 1...10⁹ and, for an exact unit, divide
  /// the next larger unit evenly (5 minutes, 250 milliseconds, 6 hours).
  static func checkIncrement(_ increment: Int, of unit: DateTimeUnit) throws(DateMathError) {
    guard (1...1_000_000_000).contains(increment) else {
      throw DateMathError(.invalidArgument, "a rounding increment must be 1 to 1000000000 (got \(increment))")
    }
    if let maximum = unit.maximumIncrement, increment >= maximum || maximum % increment != 0 {
      throw DateMathError(
        .invalidArgument,
        "a rounding increment of \(unit) must divide \(maximum) and be less than it (got \(increment))")
    }
  }

  /// The unrounded difference on exact instants (whole seconds since 1970
  /// and a nanosecond).
  func until(
    _ startSeconds: Int64, _ startNanos: Int, _ endSeconds: Int64, _ endNanos: Int,
    largestUnit: DateTimeUnit
  ) throws(DateMathError) -> Period {
    let elapsed = _ExactTime.span(startSeconds, startNanos, endSeconds, endNanos)
    guard elapsed != .zero else { return Period() }
    guard largestUnit.isCalendarUnit else { return try Self.balance(elapsed, largestUnit) }
    // DifferenceZonedDateTime: the wall-clock dates and times of both ends.
    let startLocal = try localDateTime(_InstantSeconds(seconds: startSeconds, fraction: 0))
    let endLocal = try localDateTime(_InstantSeconds(seconds: endSeconds, fraction: 0))
    if startLocal.date == endLocal.date { return try Self.balance(elapsed, .hours) }
    let sign = elapsed > .zero ? 1 : -1
    let maxDayCorrection = sign == 1 ? 2 : 1
    var dayCorrection = 0
    // The wall-clock time difference; when it points against the whole
    // difference, the last day is not whole.
    let wallClock = _ExactTime.span(
      Int64(startLocal.secondOfDay), startNanos, Int64(endLocal.secondOfDay), endNanos)
    if (wallClock > .zero ? 1 : wallClock < .zero ? -1 : 0) == -sign { dayCorrection += 1 }
    var intermediateDate = endLocal.date
    var remainder = Duration.zero
    var found = false
    while dayCorrection <= maxDayCorrection && !found {
      intermediateDate = try endLocal.date.adding(days: -dayCorrection * sign)
      // The start moved to the intermediate date on the wall clock, by the
      // path adding uses: on the start's own date that is the start itself
      // (Temporal resolves the wall-clock time again there, which at the
      // second reading of a repeated time gives the first, and its result
      // then does not round-trip).
      let intermediate = try instant(
        moving: startSeconds, local: startLocal.localSeconds, toDay: Int64(intermediateDate.daysSince1970),
        nanosecond: startNanos, disambiguation: .compatible
      ).seconds
      remainder = _ExactTime.span(intermediate, startNanos, endSeconds, endNanos)
      let remainderSign = remainder > .zero ? 1 : remainder < .zero ? -1 : 0
      if sign != -remainderSign { found = true }
      dayCorrection += 1
    }
    // The spec asserts success; should a zone's data defeat that, the
    // exact difference is still an answer that round-trips.
    guard found else { return try Self.balance(elapsed, .hours) }
    let datePart = startLocal.date.until(intermediateDate, largestUnit: largestUnit)
    let timePart = try Self.balance(remainder, .hours)
    return try datePart + timePart
  }

  /// Exact time as hours, minutes, seconds and nanoseconds, none larger
  /// than `largestUnit`, all with the sign of `duration` (truncated
  /// toward zero, never rounded).
  static func balance(_ duration: Duration, _ largestUnit: DateTimeUnit) throws(DateMathError) -> Period {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Int(attoseconds / 1_000_000_000)
    switch largestUnit {
    case .seconds, .milliseconds, .microseconds, .nanoseconds:
      guard let whole = Int(exactly: seconds) else { throw .outOfRange("\(duration)") }
      return Period(seconds: whole, nanoseconds: nanoseconds)
    case .minutes:
      guard let minutes = Int(exactly: seconds / 60) else { throw .outOfRange("\(duration)") }
      return Period(minutes: minutes, seconds: Int(seconds % 60), nanoseconds: nanoseconds)
    default:
      guard let hours = Int(exactly: seconds / 3600) else { throw .outOfRange("\(duration)") }
      return Period(
        hours: hours, minutes: Int(seconds % 3600 / 60), seconds: Int(seconds % 60), nanoseconds: nanoseconds)
    }
  }
}
