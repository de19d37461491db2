/// The largest unit a calendar difference is expressed in.
public enum CalendarUnit: String, Sendable, Hashable, CaseIterable {
  /// Years, months and days (the default).
  case years
  /// Months and days: 14 months rather than 1 year and 2 months.
  case months
  /// Weeks and days.
  case weeks
  /// Days only.
  case days
}
