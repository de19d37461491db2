extension ZonedDateTime {
  /// The period from this date-time to `other`, by Temporal's rules
  /// (`ZonedDateTime.prototype.until`): whole calendar units no larger than
  /// `largestUnit`, counted on this date-time's wall clock, then exact time,
  /// to the nanosecond unless rounded.
  ///
  /// - From 2017-03-11T12:00 to 2017-03-12T12:00 in New York is `P1D`
  ///   (`.days`), though 23 hours passed (`PT23H` with `.hours`, the
  ///   default).
  /// - A clamped month end is not a whole month: 2017-01-31T12:00Z to
  ///   2017-02-28T12:00Z is `P28D`, and to 2017-03-01T12:00Z `P1M1D`.
  /// - When the end's time of day is earlier than the start's, the last
  ///   day is not whole and becomes hours; a day whose start time does not
  ///   exist (a gap, or a skipped day) is resolved as
  ///   ``Disambiguation/compatible``.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let noon = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork)
  /// let next = try ZonedDateTime(CivilDateTime(parsing: "2017-03-12T12:00"), in: newYork)
  /// try noon.until(next)                                                    // PT23H
  /// try noon.until(next, largestUnit: .days)                                // P1D
  /// try noon.until(next.subtracting(.hours(1)), largestUnit: .days,
  ///                smallestUnit: .days, roundingMode: .halfExpand)          // P1D
  /// let utc = Zone.utc
  /// let january = try ZonedDateTime(CivilDateTime(parsing: "2017-01-31T12:00"), in: utc)
  /// try january.until(ZonedDateTime(CivilDateTime(parsing: "2017-02-28T12:00"), in: utc),
  ///                   largestUnit: .months)                                 // P28D
  /// ```
  ///
  /// Adding the result to this date-time with
  /// ``adding(_:disambiguation:monthEnd:)`` gives `other`; no result mixes
  /// signs. One deliberate difference from Temporal keeps that true: when
  /// this is the second reading of a repeated time and the date part comes
  /// out zero, the time is measured from this instant itself, not from the
  /// first reading (New York, 2017-11-05T01:30-05:00 to
  /// 2017-11-06T01:00-05:00 is `PT23H30M`, where Temporal says
  /// `PT24H30M`, which added to the start overshoots by an hour). And when
  /// the wall-clock dates run against the instants (across a midnight that
  /// happens twice: America/St_Johns 2010-11-06T23:30-03:30 to
  /// 2010-11-07T00:00:30-02:30, 29.5 minutes earlier), the result is the
  /// exact time, `-PT29M30S`, where counting dates gives `P1D` and
  /// `-PT24H29M30S` (tc39/proposal-temporal#3311). `other` may be in
  /// another zone: it is seen on this date-time's wall clock.
  ///
  /// Rounding (Temporal's `smallestUnit`, `roundingIncrement` and
  /// `roundingMode`; by default none): the result is rounded to a multiple
  /// of `roundingIncrement` `smallestUnit`s. A calendar smallest unit
  /// rounds by where `other` lies between two whole units on the wall
  /// clock (2017-03-11T12:00 to 2017-03-12T11:00 in New York is 22 h of a
  /// 23-hour day: `P1D` with `.halfExpand`, `PT0S` with `.trunc`); a time
  /// unit rounds the time part, which becomes one more day when it reaches
  /// that day's length (22 h 40 min rounded to hours there is `P1D`); a
  /// unit that fills up carries into larger ones, up to `largestUnit`.
  ///
  /// - Parameters:
  ///   - other: the date-time to count to; before this one gives a
  ///     negative result.
  ///   - largestUnit: the largest unit of the result; by default hours, or
  ///     `smallestUnit` when that is larger.
  ///   - smallestUnit: the smallest unit of the result (default
  ///     nanoseconds: no rounding).
  ///   - roundingIncrement: 1 or more; for hours a divisor of 24 below 24,
  ///     for minutes and seconds of 60, for sub-second units of 1000.
  ///   - roundingMode: how to round (default ``RoundingMode/trunc``).
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a largest unit
  ///   smaller than the smallest, or an increment the unit does not take;
  ///   ``DateMathError/Kind/outOfRange`` for wall-clock dates outside years
  ///   -9999...9999.
  public func until(
    _ other: ZonedDateTime, largestUnit: DateTimeUnit? = nil, smallestUnit: DateTimeUnit = .nanoseconds,
    roundingIncrement: Int = 1, roundingMode: RoundingMode = .trunc
  ) throws(DateMathError) -> Period {
    let largestUnit = try DateTimeUnit.largest(
      largestUnit, smallestUnit: smallestUnit, increment: roundingIncrement)
    let rounds = smallestUnit != .nanoseconds || roundingIncrement != 1
    guard largestUnit.isCalendarUnit else {
      var elapsed = duration(to: other)
      if rounds, let length = smallestUnit.nanoseconds {
        elapsed = _ExactRounding.round(elapsed, toMultipleOf: length * Int64(roundingIncrement), roundingMode)
      }
      return try Period(balancing: elapsed, largestUnit: largestUnit)
    }
    let difference = try calendarDifference(to: other, largestUnit: largestUnit)
    guard rounds else { return difference }
    let rounding = _RelativeRounding(
      zone: zone, origin: (epochSeconds, nanosecond), originLocal: localSeconds,
      destination: (other.epochSeconds, other.nanosecond), largestUnit: largestUnit,
      smallestUnit: smallestUnit, increment: roundingIncrement, mode: roundingMode,
      sign: duration(to: other) < .zero ? -1 : 1)
    return try rounding.round(difference)
  }

  /// The period from `other` to this date-time, as Temporal's `since`:
  /// measured from this date-time toward `other` on this wall clock, with
  /// the rounding mode mirrored (`.floor` rounds the negated result toward
  /// negative infinity, as asked), then negated.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let noon = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork)
  /// let next = try ZonedDateTime(CivilDateTime(parsing: "2017-03-12T12:00"), in: newYork)
  /// try next.since(noon, largestUnit: .days)   // P1D
  /// try noon.since(next, largestUnit: .days)   // -P1D
  /// ```
  ///
  /// - Throws: as ``until(_:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``.
  public func since(
    _ other: ZonedDateTime, largestUnit: DateTimeUnit? = nil, smallestUnit: DateTimeUnit = .nanoseconds,
    roundingIncrement: Int = 1, roundingMode: RoundingMode = .trunc
  ) throws(DateMathError) -> Period {
    try -until(
      other, largestUnit: largestUnit, smallestUnit: smallestUnit, roundingIncrement: roundingIncrement,
      roundingMode: roundingMode.negated)
  }

  /// The exact time from this date-time to `other`, whatever the wall
  /// clocks say (negative when `other` is earlier), as Swift's clocks
  /// measure it (`InstantProtocol.duration(to:)`). For calendar units, use
  /// ``until(_:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let noon = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork)
  /// try noon.duration(to: noon.adding(.days(1)))   // 82800.0 seconds — a 23-hour day
  /// ```
  public func duration(to other: ZonedDateTime) -> Duration {
    _ExactTime.span(epochSeconds, nanosecond, other.epochSeconds, other.nanosecond)
  }

  /// The unrounded difference with a calendar largest unit, by Temporal's
  /// DifferenceZonedDateTime: the date part counted on the wall clock, the
  /// rest as exact time from the start moved to the last date reached.
  func calendarDifference(
    to other: ZonedDateTime, largestUnit: DateTimeUnit, calendar: CalendarKind = .iso8601
  ) throws(DateMathError) -> Period {
    let endSeconds = other.epochSeconds
    let endNanos = other.nanosecond
    var seconds = endSeconds - epochSeconds
    var nanos = endNanos - nanosecond
    if seconds == 0 && nanos == 0 { return Period() }
    let sign: Int64 = seconds > 0 || (seconds == 0 && nanos > 0) ? 1 : -1
    // Both ends on this wall clock.
    let endLocal = other.zone.isSameTable(as: zone) ? other.localSeconds : endSeconds + zone.offset(atSecond: endSeconds)
    let startDay = _Civil.floorDiv(localSeconds, _Civil.secondsPerDay)
    let endDay = _Civil.floorDiv(endLocal, _Civil.secondsPerDay)
    guard _Civil.isSupportedDay(startDay), _Civil.isSupportedDay(endDay) else {
      throw .outOfRange("the difference from \(self) to \(other)")
    }
    // On the same wall-clock date, or with the dates against the instants
    // (a midnight that happens twice: St John's 2010-11-06T23:30-03:30 is
    // after 2010-11-07T00:00:30-02:30), no whole day lies between them: the
    // exact time, which never mixes signs (-PT29M30S there, where counting
    // the dates gives P1D and -PT24H29M30S).
    if startDay == endDay || (endDay - startDay) * sign < 0 {
      Self.normalize(&seconds, &nanos, sign)
      return try Period(balancingSeconds: seconds, nanoseconds: Int(nanos), largestUnit: .hours)
    }
    // The wall-clock time difference; when it points against the whole
    // difference, the last day is not whole.
    let startSecondOfDay = localSeconds - startDay * _Civil.secondsPerDay
    let endSecondOfDay = endLocal - endDay * _Civil.secondsPerDay
    let wallClock = (endSecondOfDay - startSecondOfDay) * 1_000_000_000 + Int64(endNanos - nanosecond)
    var dayCorrection: Int64 = (wallClock > 0 ? 1 : wallClock < 0 ? -1 : 0) == -sign ? 1 : 0
    let maxDayCorrection: Int64 = sign == 1 ? 2 : 1
    while dayCorrection <= maxDayCorrection {
      let intermediateDay = endDay - dayCorrection * sign
      // A date part against the whole would mix signs: the exact time.
      guard (intermediateDay - startDay) * sign >= 0 else { break }
      // This date-time moved to the intermediate date on the wall clock,
      // by the path adding uses: on its own date that is this instant
      // (Temporal resolves the wall-clock time again there, which at the
      // second reading of a repeated time gives the first, and its result
      // then does not round-trip).
      let intermediate = try zone.instant(
        moving: epochSeconds, local: localSeconds, fromDay: startDay, toDay: intermediateDay,
        nanosecond: nanosecond, disambiguation: .compatible
      ).seconds
      seconds = endSeconds - intermediate
      nanos = endNanos - nanosecond
      let remainderSign: Int64 = seconds > 0 || (seconds == 0 && nanos > 0) ? 1 : seconds == 0 && nanos == 0 ? 0 : -1
      if sign != -remainderSign {
        Self.normalize(&seconds, &nanos, sign)
        let time = try Period(balancingSeconds: seconds, nanoseconds: Int(nanos), largestUnit: .hours)
        var date: Period
        if largestUnit == .days {
          date = Period(days: Int(intermediateDay - startDay))
        } else if calendar != .iso8601 {
          date = try CalendarDate(daysSince1970: Int(startDay), in: calendar).until(
            CalendarDate(daysSince1970: Int(intermediateDay), in: calendar), largestUnit: largestUnit)
        } else {
          date = CivilDate(uncheckedDays: Int(startDay)).until(
            CivilDate(uncheckedDays: Int(intermediateDay)), largestUnit: largestUnit)
        }
        date.hours = time.hours
        date.minutes = time.minutes
        date.seconds = time.seconds
        date.nanoseconds = time.nanoseconds
        return date
      }
      dayCorrection += 1
    }
    // The spec asserts success; should a zone's data defeat that (or the
    // date part point against the whole), the exact difference is still an
    // answer that round-trips and keeps one sign.
    return try Period(balancing: duration(to: other), largestUnit: .hours)
  }

  /// Seconds and nanoseconds (|nanoseconds| < 10⁹) given the same sign as
  /// the whole, `sign`.
  @inline(__always)
  static func normalize(_ seconds: inout Int64, _ nanos: inout Int, _ sign: Int64) {
    if sign > 0 && nanos < 0 {
      seconds -= 1
      nanos += 1_000_000_000
    } else if sign < 0 && nanos > 0 {
      seconds += 1
      nanos -= 1_000_000_000
    }
  }
}
