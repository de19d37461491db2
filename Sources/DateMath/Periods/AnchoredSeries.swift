/// A value that an ``AnchoredSeries`` steps: ``CivilDate``,
/// ``CalendarDate`` and ``ZonedDateTime``, each moved by its own `adding`.
public protocol SeriesValue: Sendable {
  /// Step k of a series: this value (the anchor) moved by `period`, which
  /// is k × the series' period, by the type's own `adding`. Dates with no
  /// time of day ignore `disambiguation`.
  func _seriesStep(_ period: Period, monthEnd: MonthEndPolicy, disambiguation: Disambiguation)
    throws(DateMathError) -> Self
}

/// A lazy series of dates or date-times from an anchor: step k is the
/// anchor plus k × the period, always computed from the anchor, never from
/// the previous step, so nothing drifts. Monthly from 31 January gives 28
/// February, 31 March, 30 April…; a `ZonedDateTime` keeps the anchor's
/// wall-clock time on both sides of DST (a step in a gap moves forward by
/// the gap, a step in an overlap takes the earlier reading, with
/// ``Disambiguation/compatible``).
///
/// Made by ``ZonedDateTime/series(every:monthEnd:disambiguation:)``,
/// ``DateSeriesValue/series(every:monthEnd:)`` (for ``CivilDate`` and
/// ``CalendarDate``), one definition of a step for
/// all three. The sequence ends only where the supported range (or the
/// calendar's) does; take what you need with `prefix` or `prefix(while:)`.
///
/// ```swift
/// let start = try CivilDate(parsing: "2017-01-31")
/// try start.series(every: .months(1)).prefix(4).map(\.description)  // ["2017-01-31", "2017-02-28", "2017-03-31", "2017-04-30"]
/// ```
public struct AnchoredSeries<Value: SeriesValue>: Sequence, Sendable {
  /// The first element and the anchor of every step.
  ///
  /// ```swift
  /// let denver = try Zone(identifier: "America/Denver")
  /// let paydays = try ZonedDateTime(CivilDateTime(parsing: "2017-01-31T12:00"), in: denver).series(every: .months(1))
  /// paydays.anchor          // 2017-01-31T12:00:00-07:00[America/Denver]
  /// paydays.period          // P1M
  /// paydays.monthEnd        // clamp
  /// paydays.disambiguation  // compatible
  /// try paydays.element(atStep: 2)  // 2017-03-31T12:00:00-06:00[America/Denver] — from the anchor, not from 28 February
  /// ```
  public let anchor: Value
  /// The step.
  public let period: Period
  /// How a step whose day of the month does not exist, or an anchor on a
  /// month's last day, moves: ``MonthEndPolicy/clamp`` or
  /// ``MonthEndPolicy/lastDay``.
  public let monthEnd: MonthEndPolicy
  /// How a step in a gap or an overlap becomes an instant (not `.reject`);
  /// dates with no time of day ignore it.
  public let disambiguation: Disambiguation

  /// A series; the `series(every:…)` methods check the period and the
  /// policies first.
  init(anchor: Value, period: Period, monthEnd: MonthEndPolicy, disambiguation: Disambiguation)
    throws(DateMathError)
  {
    try period.checkMoves()
    guard monthEnd != .reject && disambiguation != .reject else {
      throw DateMathError(
        .invalidArgument,
        "a series cannot report a step it refuses (\(monthEnd == .reject ? "monthEnd" : "disambiguation"): "
          + ".reject): compute step k with adding(period.multiplied(by: k), ...), which throws")
    }
    self.anchor = anchor
    self.period = period
    self.monthEnd = monthEnd
    self.disambiguation = disambiguation
  }

  /// Steps 0, 1, 2… to the end of the supported range.
  public struct Iterator: IteratorProtocol {
    let series: AnchoredSeries
    var step = 0
    var done = false

    /// The next step, or nil after the last one that can be computed.
    ///
    /// ```swift
    /// var months = try CivilDate(parsing: "9999-10-31").series(every: .months(1)).makeIterator()
    /// months.next()  // 9999-10-31
    /// months.next()  // 9999-11-30
    /// months.next()  // 9999-12-31
    /// months.next()  // nil — 10000-01-31 is past the supported range
    /// ```
    public mutating func next() -> Value? {
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
  ///
  /// ```swift
  /// var rent = try CivilDate(parsing: "2024-01-31").series(every: .months(1)).makeIterator()
  /// rent.next()  // 2024-01-31
  /// rent.next()  // 2024-02-29 — a leap year
  /// ```
  public func makeIterator() -> Iterator { Iterator(series: self) }

  /// Step `step` (negative steps go back): the anchor plus `step` ×
  /// the period, the one definition of a step.
  ///
  /// ```swift
  /// let denver = try Zone(identifier: "America/Denver")
  /// let first = try ZonedDateTime(CivilDateTime(parsing: "2017-01-31T12:00"), in: denver)
  /// try first.series(every: .months(1)).element(atStep: 13)  // 2018-02-28T12:00:00-07:00[America/Denver]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` beyond the supported
  ///   range or when `step` × the period overflows.
  public func element(atStep step: Int) throws(DateMathError) -> Value {
    try anchor._seriesStep(period.multiplied(by: step), monthEnd: monthEnd, disambiguation: disambiguation)
  }
}

/// A date with no time of day that an ``AnchoredSeries`` steps by its own
/// `adding(_:monthEnd:)`: ``CivilDate`` and ``CalendarDate`` (in its
/// calendar, so the 30th of every Persian month is the 30th again after
/// Esfand 29).
public protocol DateSeriesValue: SeriesValue {
  /// This date moved by `period`, the day of the month as `monthEnd` says.
  func adding(_ period: Period, monthEnd: MonthEndPolicy) throws(DateMathError) -> Self
}

extension DateSeriesValue {
  /// Dates every `period` from this one, each computed from this anchor
  /// (step k is `anchor + k × period`, by `adding(_:monthEnd:)`), so a
  /// clamped month end does not drift: monthly from 31 January is 28
  /// February, then 31 March; in a calendar, the 30th of every Persian
  /// month is the 30th again after Esfand 29.
  ///
  /// ```swift
  /// let rentDay = try CivilDate(parsing: "2024-01-31")
  /// try rentDay.series(every: .months(1)).prefix(3).map(\.description)  // ["2024-01-31", "2024-02-29", "2024-03-31"]
  /// try rentDay.series(every: .months(1), monthEnd: .reject)  // throws invalidArgument
  /// let anchor = try CalendarDate(year: 1403, monthCode: MonthCode("M11"), day: 30, in: .persian)
  /// try anchor.series(every: .months(1)).prefix(3).map(\.day)  // [30, 30, 30] — 1403 is a leap year
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period that is
  ///   zero in total or has a time part, or ``MonthEndPolicy/reject``: a
  ///   series cannot refuse a step (compute step k with
  ///   `adding(period.multiplied(by: k), monthEnd: .reject)`, which throws).
  public func series(every period: Period, monthEnd: MonthEndPolicy = .clamp)
    throws(DateMathError) -> AnchoredSeries<Self>
  {
    try period.refuseTimePartForDates()
    return try AnchoredSeries(anchor: self, period: period, monthEnd: monthEnd, disambiguation: .compatible)
  }

  /// Step k of a series: `adding(_:monthEnd:)`.
  public func _seriesStep(_ period: Period, monthEnd: MonthEndPolicy, disambiguation: Disambiguation)
    throws(DateMathError) -> Self
  {
    try adding(period, monthEnd: monthEnd)
  }
}

extension Period {
  /// Refuses hours, minutes or seconds where only dates move: the check
  /// inlined into every date move, the error built out of line.
  @inline(__always)
  func refuseTimePartForDates() throws(DateMathError) {
    if hours | minutes | seconds | nanoseconds != 0 { throw timePartForDatesError() }
  }

  @inline(never)
  func timePartForDatesError() -> DateMathError {
    DateMathError(
      .invalidArgument,
      "\(self) has hours, minutes or seconds, and a date has no time of day: "
        + "use whole days, or add it to a date-time in a zone")
  }
}
