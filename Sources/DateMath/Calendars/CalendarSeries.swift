import Foundation

extension CalendarDate {
  /// Dates every `period` from this one in its calendar, each computed from
  /// this anchor (step k is `anchor + k × period`), so a clamped month end
  /// does not drift: the 30th of every Persian month is the 30th again
  /// after Esfand 29, and every yearly anniversary of 30 Adar I is 30 Adar I
  /// in leap years and 29 Adar in common ones.
  ///
  /// ```swift
  /// let anchor = try CalendarDate(year: 1403, monthCode: MonthCode("M11"), day: 30, in: .persian)
  /// try anchor.series(every: .months(1)).prefix(3).map(\.day)  // [30, 30, 30] — 1403 is a leap year
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for a period that is
  ///   zero in total or has a time part, or with ``Overflow/reject``: a
  ///   series cannot refuse a step (compute step k with `adding(_:overflow:)`
  ///   and `period.multiplied(by: k)`, which throws).
  public func series(every period: Period, overflow: Overflow = .constrain) throws(DateMathError) -> CalendarSeries {
    try period.checkMoves()
    try CivilDate.refuseTimePart(period)
    guard overflow == .constrain else {
      throw DateMathError(
        .invalidArgument,
        "a series cannot report a step it refuses (overflow: .reject): compute step k with "
          + "adding(period.multiplied(by: k), overflow: .reject), which throws")
    }
    return CalendarSeries(anchor: self, period: period)
  }
}

/// Dates every `period` from an anchor in a calendar, each computed from the
/// anchor, made by ``CalendarDate/series(every:overflow:)``. It ends where a
/// step would leave the calendar's range.
public struct CalendarSeries: Sequence, Sendable {
  /// The first date, step 0.
  public let anchor: CalendarDate
  /// The distance between steps, added k times to the anchor for step k.
  public let period: Period

  /// Steps the series in order.
  public struct Iterator: IteratorProtocol {
    let series: CalendarSeries
    var step = 0
    var done = false

    public mutating func next() -> CalendarDate? {
      guard !done, let element = try? series.element(atStep: step) else {
        done = true
        return nil
      }
      let (next, overflow) = step.addingReportingOverflow(1)
      done = overflow
      step = next
      return element
    }
  }

  public func makeIterator() -> Iterator { Iterator(series: self) }

  /// Step `step` (negative steps go back): the anchor plus `step` ×
  /// ``period``, constrained.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` past the calendar's range.
  public func element(atStep step: Int) throws(DateMathError) -> CalendarDate {
    try anchor.adding(period.multiplied(by: step))
  }
}
