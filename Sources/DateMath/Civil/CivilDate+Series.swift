extension CivilDate: SeriesValue {
  /// Dates every `period` from this one, each computed from this anchor
  /// (step k is `anchor + k × period`, ``adding(_:monthEnd:)``), so a
  /// clamped month end does not drift: monthly from 31 January is 28
  /// February, then 31 March.
  ///
  /// ```swift
  /// let rentDay = try CivilDate(parsing: "2024-01-31")
  /// try rentDay.series(every: .months(1)).prefix(3).map(\.description)  // ["2024-01-31", "2024-02-29", "2024-03-31"]
  /// try rentDay.series(every: .months(1), monthEnd: .reject)  // throws invalidArgument
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period that is
  ///   zero in total or has a time part, or ``MonthEndPolicy/reject``: a
  ///   series cannot refuse a step (compute step k with
  ///   `adding(period.multiplied(by: k), monthEnd: .reject)`, which throws).
  public func series(every period: Period, monthEnd: MonthEndPolicy = .clamp)
    throws(DateMathError) -> AnchoredSeries<CivilDate>
  {
    try CivilDate.refuseTimePart(period)
    return try AnchoredSeries(anchor: self, period: period, monthEnd: monthEnd, disambiguation: .compatible)
  }

  /// Step k of a series: ``adding(_:monthEnd:)``.
  public func _seriesStep(_ period: Period, monthEnd: MonthEndPolicy, disambiguation: Disambiguation)
    throws(DateMathError) -> CivilDate
  {
    try adding(period, monthEnd: monthEnd)
  }
}
