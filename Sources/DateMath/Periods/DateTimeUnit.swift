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
  ///
  /// ```swift
  /// DateTimeUnit.allCases.filter(\.isCalendarUnit)  // [years, months, weeks, days]
  /// DateTimeUnit.hours.isCalendarUnit               // false — exact: 3,600 s, whatever the wall clock does
  /// ```
  public var isCalendarUnit: Bool {
    switch self {
    case .years, .months, .weeks, .days: true
    default: false
    }
  }

  /// 0 for years up to 9 for nanoseconds: larger units first (the order
  /// of the cases; a switch, since `allCases` makes an array on every
  /// call, and a difference asks for ranks on its hot path).
  var rank: Int {
    switch self {
    case .years: 0
    case .months: 1
    case .weeks: 2
    case .days: 3
    case .hours: 4
    case .minutes: 5
    case .seconds: 6
    case .milliseconds: 7
    case .microseconds: 8
    case .nanoseconds: 9
    }
  }

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

extension DateTimeUnit {
  /// The largest unit of a difference, by default hours or `smallestUnit`
  /// when that is larger, after checking the rounding options as Temporal
  /// does.
  static func largest(
    _ largestUnit: DateTimeUnit?, smallestUnit: DateTimeUnit, increment: Int
  ) throws(DateMathError) -> DateTimeUnit {
    let largest = largestUnit ?? (smallestUnit.rank < DateTimeUnit.hours.rank ? smallestUnit : .hours)
    guard largest.rank <= smallestUnit.rank else {
      throw DateMathError(
        .invalidArgument,
        "the largest unit (\(largest)) must not be smaller than the smallest unit (\(smallestUnit))")
    }
    try smallestUnit.checkIncrement(increment)
    return largest
  }

  /// A rounding increment must be 1...10⁹ and, for an exact unit, divide
  /// the next larger unit evenly (5 minutes, 250 milliseconds, 6 hours).
  func checkIncrement(_ increment: Int) throws(DateMathError) {
    guard (1...1_000_000_000).contains(increment) else {
      throw DateMathError(.invalidArgument, "a rounding increment must be 1 to 1000000000 (got \(increment))")
    }
    if let maximum = maximumIncrement, increment >= maximum || maximum % increment != 0 {
      throw DateMathError(
        .invalidArgument,
        "a rounding increment of \(self) must divide \(maximum) and be less than it (got \(increment))")
    }
  }
}
