/// A day of the month that moving by months clamped: day 31 asked for in
/// February 2017 became the 28th.
///
/// ```swift
/// let clamp = try CivilDate(parsing: "2017-01-31").dayClamp(adding: .months(1))
/// clamp?.requestedDay  // 31
/// clamp?.day           // 2017-02-28
/// ```
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
