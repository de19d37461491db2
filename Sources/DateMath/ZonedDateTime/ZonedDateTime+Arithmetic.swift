import Foundation

extension ZonedDateTime {
  /// This date-time moved by `period`: the calendar part on the wall clock
  /// (the time of day kept, a month end clamped unless `overflow` is
  /// ``Overflow/reject``), resolved by `disambiguation` when it lands in a
  /// gap or an overlap, then the time part as exact time (Temporal's rule
  /// for `ZonedDateTime.add`). Adding a period whose calendar part moves no
  /// date keeps the instant, even at the second reading of a repeated time.
  ///
  ///     let noon = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork)
  ///     try noon.adding(.days(1))     // 2017-03-12T12:00:00-04:00 (23 h later)
  ///     try noon.adding(.hours(24))   // 2017-03-12T13:00:00-04:00
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the result leaves
  ///   years -9999...9999; ``DateMathError/Kind/invalidDate`` for a clamp
  ///   under ``Overflow/reject``, naming the month; with `.reject`,
  ///   ``DateMathError/Kind/nonexistentLocalTime`` or
  ///   ``DateMathError/Kind/ambiguousLocalTime``.
  public func adding(
    _ period: Period, disambiguation: Disambiguation = .compatible, overflow: Overflow = .constrain
  ) throws(DateMathError) -> ZonedDateTime {
    if overflow == .reject {
      let day = localDateTime.date
      if let clamp = try day.dayClamp(adding: period) { throw CivilDate.overflowError(day, period, clamp) }
    }
    let (months, days) = try period.totals()
    let (seconds, offset) = try zone.instant(
      moving: epochSeconds, local: localSeconds, months: months, days: days, nanosecond: nanosecond,
      disambiguation: disambiguation, period: period)
    guard period.hasTimePart else {
      return try ZonedDateTime(seconds, nanosecondField, offset: offset, zone: zone)
    }
    let (exact, nanosecond) = try _ExactTime.adding(period.timePart, to: seconds, self.nanosecond)
    return try ZonedDateTime(epochSeconds: exact, nanosecond: nanosecond, in: zone)
  }

  /// Whether adding `period` clamps the local day of the month (31 January
  /// + 1 month is 28 February), and to what; nil when it does not.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside the supported range.
  public func dayClamp(adding period: Period) throws(DateMathError) -> DayClamp? {
    try localDateTime.date.dayClamp(adding: period)
  }

  /// This date-time moved back by `period`: ``adding(_:disambiguation:overflow:)``
  /// with the period negated.
  ///
  /// - Throws: as ``adding(_:disambiguation:overflow:)``.
  public func subtracting(
    _ period: Period, disambiguation: Disambiguation = .compatible, overflow: Overflow = .constrain
  ) throws(DateMathError) -> ZonedDateTime {
    try adding(-period, disambiguation: disambiguation, overflow: overflow)
  }

  /// Exact elapsed time later (earlier when negative), whatever the wall
  /// clock does, to the nanosecond (a duration's finer part is truncated
  /// toward zero).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` beyond the supported range.
  public func adding(exactly duration: Duration) throws(DateMathError) -> ZonedDateTime {
    let (seconds, nanosecond) = try _ExactTime.adding(duration, to: epochSeconds, nanosecond)
    return try ZonedDateTime(epochSeconds: seconds, nanosecond: nanosecond, in: zone)
  }

  /// The period from this date-time to `other`, by Temporal's rules
  /// (`ZonedDateTime.prototype.until`), counted on this date-time's wall
  /// clock, to the nanosecond unless rounded; see
  /// ``Zone/until(from:to:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``.
  ///
  ///     // 2017-01-31T12:00Z to 2017-02-28T12:00Z in UTC:
  ///     try start.until(end, largestUnit: .months)   // P28D: a clamped month is not a month
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for rounding options
  ///   that do not go together; ``DateMathError/Kind/outOfRange`` outside
  ///   the supported range.
  public func until(
    _ other: ZonedDateTime, largestUnit: DateTimeUnit? = nil, smallestUnit: DateTimeUnit = .nanoseconds,
    roundingIncrement: Int = 1, roundingMode: RoundingMode = .trunc
  ) throws(DateMathError) -> Period {
    try zone.until(
      (epochSeconds, nanosecond), (other.epochSeconds, other.nanosecond), largestUnit: largestUnit,
      smallestUnit: smallestUnit, roundingIncrement: roundingIncrement, roundingMode: roundingMode)
  }

  /// The period from `other` to this date-time, as Temporal's `since`:
  /// measured from this date-time toward `other` on this wall clock, with
  /// the rounding mode mirrored (`.floor` rounds the negated result toward
  /// negative infinity, as asked), then negated.
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

  /// The exact time from this date-time to `other`.
  public func duration(to other: ZonedDateTime) -> Duration {
    _ExactTime.span(epochSeconds, nanosecond, other.epochSeconds, other.nanosecond)
  }

  /// The first instant of this date-time's local day: midnight, or the
  /// first time after a gap when midnight did not happen (America/Sao_Paulo
  /// on 2018-11-04 began at 01:00).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside the supported range.
  public func startOfDay() throws(DateMathError) -> ZonedDateTime {
    try ZonedDateTime(epochSeconds: zone.firstInstant(of: localDateTime.date), in: zone)
  }

  /// The first instant of the next local day, where this day ends.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside the supported range.
  public func startOfNextDay() throws(DateMathError) -> ZonedDateTime {
    try ZonedDateTime(
      epochSeconds: zone.nextDayStart(after: epochSeconds, day: localDateTime.date), in: zone)
  }

  /// The length of this date-time's local day in hours: 24, or 23, 25,
  /// 23.5 or 24.5 on days the clocks change.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside the supported range.
  public func hoursInDay() throws(DateMathError) -> Double {
    Double(try zone.lengthOfDay(localDateTime.date)) / 3600
  }

  /// The same wall-clock time on another date, resolved by
  /// `disambiguation` when it falls in a gap or an overlap there.
  ///
  /// - Throws: ``DateMathError/Kind/skippedDay`` for a date that never
  ///   happened in the zone; with `.reject`, the errors of
  ///   ``Zone/date(from:disambiguation:)``.
  public func with(
    date day: CivilDate, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> ZonedDateTime {
    try ZonedDateTime(CivilDateTime(date: day, time: localDateTime.time), in: zone, disambiguation: disambiguation)
  }

  /// The same date at another time of day, resolved by `disambiguation`
  /// when that time falls in a gap or an overlap.
  ///
  /// - Throws: with `.reject`, the errors of
  ///   ``Zone/date(from:disambiguation:)``.
  public func with(
    time: CivilTime, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> ZonedDateTime {
    try ZonedDateTime(
      CivilDateTime(date: localDateTime.date, time: time), in: zone, disambiguation: disambiguation)
  }

  /// The same instant seen in another zone.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when its local date there
  ///   is outside the supported range.
  public func converted(to zone: Zone) throws(DateMathError) -> ZonedDateTime {
    try ZonedDateTime(epochSeconds: epochSeconds, nanosecond: nanosecond, in: zone)
  }

  /// The zone's next change of UTC offset after this instant, or nil.
  ///
  /// - Throws: as ``Zone/nextTransition(after:)``.
  public func nextTransition() throws(DateMathError) -> ZoneTransition? {
    try zone.nextTransition(after: date)
  }

  /// The zone's last change of UTC offset before this instant, or nil.
  ///
  /// - Throws: as ``Zone/previousTransition(before:)``.
  public func previousTransition() throws(DateMathError) -> ZoneTransition? {
    try zone.previousTransition(before: date)
  }

  /// A lazy series from this date-time: step k is this date-time plus k ×
  /// `period`, always computed from this anchor, never from the previous
  /// step (monthly from 31 January: 28 February, 31 March, 30 April…),
  /// with `endOfMonth` and `disambiguation` as in
  /// ``Zone/date(atStep:from:every:endOfMonth:disambiguation:)``.
  ///
  /// The sequence ends before the first step that cannot be computed
  /// (outside the supported range, or rejected by `.reject`); take what
  /// you need with `prefix` or `prefix(while:)`.
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period that is
  ///   zero in total (`P1Y-12M`), which would repeat the anchor forever.
  public func series(
    every period: Period, endOfMonth: EndOfMonthPolicy = .clamp,
    disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> ZonedSeries {
    try Zone.checkMoves(period)
    return ZonedSeries(anchor: self, period: period, endOfMonth: endOfMonth, disambiguation: disambiguation)
  }
}

/// The lazy, anchored series of ``ZonedDateTime/series(every:endOfMonth:disambiguation:)``.
public struct ZonedSeries: Sequence, Sendable {
  /// The first element and the anchor of every step.
  public let anchor: ZonedDateTime
  /// The step.
  public let period: Period
  /// How a month-end anchor steps.
  public let endOfMonth: EndOfMonthPolicy
  /// How a step in a gap or an overlap becomes an instant.
  public let disambiguation: Disambiguation

  /// Steps 0, 1, 2… until one cannot be computed.
  public struct Iterator: IteratorProtocol {
    let series: ZonedSeries
    var step = 0
    var done = false

    /// The next step, or nil after the last one that can be computed.
    public mutating func next() -> ZonedDateTime? {
      guard !done else { return nil }
      guard let element = try? series.element(atStep: step) else {
        done = true
        return nil
      }
      let (next, overflow) = step.addingReportingOverflow(1)
      done = overflow
      step = next
      return element
    }
  }

  /// An iterator from the anchor.
  public func makeIterator() -> Iterator { Iterator(series: self) }

  /// Step `step`: the anchor's date stepped by the calendar part (with the
  /// anchor's wall-clock time), then `step` × the time part exactly.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` beyond the supported
  ///   range; with `.reject`, the errors of a gap or an overlap.
  public func element(atStep step: Int) throws(DateMathError) -> ZonedDateTime {
    let local = anchor.localDateTime
    let day = try local.date.stepped(step, by: period.calendarPart, endOfMonth: endOfMonth)
    let (seconds, offset) = try anchor.zone.instant(
      moving: anchor.epochSeconds, local: anchor.localSeconds, toDay: Int64(day.daysSince1970),
      nanosecond: anchor.nanosecond, disambiguation: disambiguation)
    guard period.hasTimePart else {
      return try ZonedDateTime(seconds, anchor.nanosecondField, offset: offset, zone: anchor.zone)
    }
    let (exact, nanosecond) = try _ExactTime.adding(period.timePart * step, to: seconds, anchor.nanosecond)
    return try ZonedDateTime(epochSeconds: exact, nanosecond: nanosecond, in: anchor.zone)
  }
}

extension ZonedDateTime: Comparable {
  /// Ordered by instant; two date-times of one instant in different zones
  /// (or one zone from different tz data) are ordered by zone, so that the
  /// order agrees with `==`, which compares the zone too.
  public static func < (lhs: ZonedDateTime, rhs: ZonedDateTime) -> Bool {
    if lhs.epochSeconds != rhs.epochSeconds { return lhs.epochSeconds < rhs.epochSeconds }
    if lhs.nanosecondField != rhs.nanosecondField { return lhs.nanosecondField < rhs.nanosecondField }
    return lhs.zone.key < rhs.zone.key
  }
}
