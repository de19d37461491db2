/// The largest unit of a difference: a calendar unit, counted on the wall
/// clock (a day across a DST change is still one day), or an exact unit of
/// elapsed time.
public enum DateTimeUnit: String, Sendable, Hashable, CaseIterable {
  /// Years, then months, days and time.
  case years
  /// Months (14 months rather than 1 year and 2 months), then days and
  /// time.
  case months
  /// Weeks of 7 days, then days and time.
  case weeks
  /// Days, then time.
  case days
  /// Exact hours (of 3,600 s), minutes and seconds: no calendar unit.
  case hours
  /// Exact minutes and seconds.
  case minutes
  /// Exact seconds.
  case seconds

  /// Whether this is years, months, weeks or days.
  public var isCalendarUnit: Bool { [.years, .months, .weeks, .days].contains(self) }
}

/// The units of a difference; see ``DateTimeUnit``.
public typealias CalendarUnit = DateTimeUnit

/// The zone type's name before 0.5; see ``Zone``.
@available(*, deprecated, renamed: "Zone")
public typealias ZonedCalendar = Zone
