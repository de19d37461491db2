extension ZonedDateTime {
  /// A lazy series from this date-time: step k is this date-time plus k ×
  /// `period` (``adding(_:disambiguation:monthEnd:)`` of the multiplied
  /// period), always computed from this anchor, never from the previous
  /// step, so nothing drifts: monthly from 31 January gives 28 February,
  /// 31 March, 30 April…, each at the anchor's wall-clock time on both
  /// sides of DST (adding a month to the previous result would give 28
  /// March).
  ///
  /// ```swift
  /// let denver = try Zone(identifier: "America/Denver")
  /// let first = try ZonedDateTime(CivilDateTime(parsing: "2017-01-31T12:00"), in: denver)
  /// try first.series(every: .months(1)).prefix(4).map(\.localDateTime.date)  // [2017-01-31, 2017-02-28, 2017-03-31, 2017-04-30]
  /// let february = try ZonedDateTime(CivilDateTime(parsing: "2017-02-28T12:00"), in: denver)
  /// try february.series(every: .months(1), monthEnd: .lastDay).prefix(3).map(\.localDateTime.date)  // [2017-02-28, 2017-03-31, 2017-04-30]
  /// ```
  ///
  /// The sequence ends only where the supported range does (year 9999, or
  /// -9999 going back); take what you need with `prefix` or
  /// `prefix(while:)`. A sequence cannot report an error, so it refuses a
  /// `.reject` policy, whose steps could fail: to refuse a step the month
  /// or the wall clock lacks, compute step k as
  /// `try anchor.adding(period.multiplied(by: k), disambiguation: .reject, monthEnd: .reject)`,
  /// which is what a step is.
  ///
  /// ```swift
  /// let denver = try Zone(identifier: "America/Denver")
  /// let first = try ZonedDateTime(CivilDateTime(parsing: "2017-01-31T12:00"), in: denver)
  /// try first.series(every: .months(1), monthEnd: .reject)  // throws invalidArgument
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period that is
  ///   zero in total (`P1Y-12M`), which would repeat the anchor forever, or
  ///   a `.reject` policy.
  public func series(
    every period: Period, monthEnd: MonthEndPolicy = .clamp,
    disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> ZonedSeries {
    try period.checkMoves()
    guard monthEnd != .reject && disambiguation != .reject else {
      throw DateMathError(
        .invalidArgument,
        "a series cannot report a step it refuses (\(monthEnd == .reject ? "monthEnd" : "disambiguation"): "
          + ".reject): compute step k with adding(period.multiplied(by: k), ...), which throws")
    }
    return ZonedSeries(anchor: self, period: period, monthEnd: monthEnd, disambiguation: disambiguation)
  }
}

/// The lazy, anchored series of
/// ``ZonedDateTime/series(every:monthEnd:disambiguation:)``: step k is the
/// anchor plus k × the period.
public struct ZonedSeries: Sequence, Sendable {
  /// The first element and the anchor of every step.
  public let anchor: ZonedDateTime
  /// The step.
  public let period: Period
  /// How a step whose day of the month does not exist, or an anchor on a
  /// month's last day, moves: ``MonthEndPolicy/clamp`` or
  /// ``MonthEndPolicy/lastDay``.
  public let monthEnd: MonthEndPolicy
  /// How a step in a gap or an overlap becomes an instant (not `.reject`).
  public let disambiguation: Disambiguation

  /// Steps 0, 1, 2… to the end of the supported range.
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
  public func element(atStep step: Int) throws(DateMathError) -> ZonedDateTime {
    try anchor.adding(period.multiplied(by: step), disambiguation: disambiguation, monthEnd: monthEnd)
  }
}
