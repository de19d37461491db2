extension CalendarDate: SeriesValue {
  /// Dates every `period` from this one in its calendar, each computed from
  /// this anchor (step k is `anchor + k × period`,
  /// ``adding(_:monthEnd:)``), so a clamped month end does not drift: the
  /// 30th of every Persian month is the 30th again after Esfand 29, and
  /// every yearly anniversary of 30 Adar I is 30 Adar I in leap years and
  /// 29 Adar in common ones.
  ///
  /// ```swift
  /// let anchor = try CalendarDate(year: 1403, monthCode: MonthCode("M11"), day: 30, in: .persian)
  /// try anchor.series(every: .months(1)).prefix(3).map(\.day)  // [30, 30, 30] — 1403 is a leap year
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period that is
  ///   zero in total or has a time part, or ``MonthEndPolicy/reject``: a
  ///   series cannot refuse a step (compute step k with
  ///   `adding(period.multiplied(by: k), monthEnd: .reject)`, which throws).
  public func series(every period: Period, monthEnd: MonthEndPolicy = .clamp)
    throws(DateMathError) -> AnchoredSeries<CalendarDate>
  {
    try CivilDate.refuseTimePart(period)
    return try AnchoredSeries(anchor: self, period: period, monthEnd: monthEnd, disambiguation: .compatible)
  }

  /// Step k of a series: ``adding(_:monthEnd:)``.
  public func _seriesStep(_ period: Period, monthEnd: MonthEndPolicy, disambiguation: Disambiguation)
    throws(DateMathError) -> CalendarDate
  {
    try adding(period, monthEnd: monthEnd)
  }
}
