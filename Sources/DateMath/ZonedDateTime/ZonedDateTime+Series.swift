extension ZonedDateTime: SeriesValue {
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
  /// A sequence cannot report an error, so it refuses a `.reject` policy,
  /// whose steps could fail: to refuse a step the month or the wall clock
  /// lacks, compute step k as
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
  ) throws(DateMathError) -> AnchoredSeries<ZonedDateTime> {
    try AnchoredSeries(anchor: self, period: period, monthEnd: monthEnd, disambiguation: disambiguation)
  }

  /// Step k of a series: ``adding(_:disambiguation:monthEnd:)``.
  public func _seriesStep(_ period: Period, monthEnd: MonthEndPolicy, disambiguation: Disambiguation)
    throws(DateMathError) -> ZonedDateTime
  {
    try adding(period, disambiguation: disambiguation, monthEnd: monthEnd)
  }
}
