extension CivilDate {
  /// This date moved by `period` as ``adding(_:monthEnd:)`` moves it, and
  /// what the move adjusted, as values (``Adjustment``): a day clamped to
  /// the month's end, or a last day kept by ``MonthEndPolicy/lastDay``.
  /// The ISO 8601 case of ``CalendarDate/addingReportingAdjustments(_:monthEnd:)``.
  ///
  /// ```swift
  /// let february = try CivilDate(parsing: "2017-02-28")
  /// let (end, adjustments) = try february.addingReportingAdjustments(.months(1), monthEnd: .lastDay)
  /// end  // 2017-03-31
  /// adjustments.map(\.description)  // ["2017-02-28 is the last day of its month, so the result is on the last day of 2017-03 too, 2017-03-31 (month end lastDay; clamp gives 2017-03-28)"]
  /// ```
  ///
  /// - Throws: as ``adding(_:monthEnd:)``.
  public func addingReportingAdjustments(_ period: Period, monthEnd: MonthEndPolicy = .clamp)
    throws(DateMathError) -> (date: CivilDate, adjustments: [Adjustment])
  {
    let (date, adjustments) = try CalendarDate(self, in: .iso8601).addingReportingAdjustments(
      period, monthEnd: monthEnd)
    return (date.civilDate, adjustments)
  }
}
