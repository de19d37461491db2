/// What adding months or years does when the day of the month does not
/// exist in the target month (31 January + 1 month: there is no
/// 31 February). The name and the two choices are Temporal's.
public enum Overflow: String, Sendable, Hashable, CaseIterable {
  /// Clamp to the month's last day: 2017-01-31 + P1M is 2017-02-28,
  /// 2024-02-29 + P1Y is 2025-02-28. The default, as in Temporal,
  /// java.time and Foundation.
  case constrain
  /// Refuse: a day that would be clamped is a
  /// ``DateMathError/Kind/invalidDate`` error naming the month, so that
  /// billing or reminders never move to another day unnoticed.
  case reject
}

/// A day of the month that adding months clamped: day 31 asked for in
/// February 2017 became the 28th.
public struct DayClamp: Sendable, Hashable, CustomStringConvertible {
  /// The day asked for: the start's day of the month.
  public let requestedDay: Int
  /// The day it became: the target month's last day.
  public let day: CivilDate

  /// "2017-02 has 28 days: day 31 became 2017-02-28".
  public var description: String {
    "\(_ISO.year(day.year))-\(_ISO.pad(day.month, 2)) has \(day.day) days: day \(requestedDay) became \(day)"
  }
}

extension CivilDate {
  /// Whether adding `period` clamps the day of the month, and to what:
  /// `2017-01-31` + `P1M` gives `DayClamp(requestedDay: 31, day:
  /// 2017-02-28)`; nil when the day exists in the target month or the
  /// period has no months or years. Weeks and days, added after the
  /// months, do not matter.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` as ``adding(_:overflow:)``.
  public func dayClamp(adding period: Period) throws(DateMathError) -> DayClamp? {
    let (months, _) = try period.totals()
    guard months != 0 else { return nil }
    let moved = try adding(months: months)
    return moved.day == day ? nil : DayClamp(requestedDay: day, day: moved)
  }

  /// The error of ``Overflow/reject`` for a clamp.
  static func overflowError(_ start: CivilDate, _ period: Period, _ clamp: DayClamp) -> DateMathError {
    DateMathError(
      .invalidDate,
      "\(start) + \(period) would be day \(clamp.requestedDay) of \(_ISO.year(clamp.day.year))-"
        + "\(_ISO.pad(clamp.day.month, 2)), which has \(clamp.day.day) days "
        + "(overflow: .reject; .constrain would give \(clamp.day))")
  }
}
