/// A unit of a difference or of rounding: a calendar unit, counted on the
/// wall clock (a day across a DST change is still one day), or an exact
/// unit of elapsed time.
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
  /// Exact milliseconds: a smallest unit or rounding unit. As a largest
  /// unit it gives what `.seconds` gives, since a ``Period`` keeps
  /// seconds and nanoseconds.
  case milliseconds
  /// Exact microseconds; see ``milliseconds``.
  case microseconds
  /// Exact nanoseconds, the finest unit; see ``milliseconds``.
  case nanoseconds

  /// Whether this is years, months, weeks or days.
  public var isCalendarUnit: Bool { [.years, .months, .weeks, .days].contains(self) }

  /// 0 for years up to 9 for nanoseconds: larger units first.
  var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// The length of an exact unit in nanoseconds; nil for calendar units.
  var nanoseconds: Int64? {
    switch self {
    case .years, .months, .weeks, .days: nil
    case .hours: 3_600_000_000_000
    case .minutes: 60_000_000_000
    case .seconds: 1_000_000_000
    case .milliseconds: 1_000_000
    case .microseconds: 1_000
    case .nanoseconds: 1
    }
  }

  /// The largest rounding increment of a unit, exclusive (Temporal's
  /// MaximumTemporalDurationRoundingIncrement): 24 hours, 60 minutes or
  /// seconds, 1000 of a sub-second unit; none for calendar units.
  var maximumIncrement: Int? {
    switch self {
    case .years, .months, .weeks, .days: nil
    case .hours: 24
    case .minutes, .seconds: 60
    case .milliseconds, .microseconds, .nanoseconds: 1000
    }
  }
}

/// The units of a difference; see ``DateTimeUnit``.
public typealias CalendarUnit = DateTimeUnit

/// The zone type's name in DateMath 0.1; see ``Zone``.
@available(*, deprecated, renamed: "Zone")
public typealias ZonedCalendar = Zone
