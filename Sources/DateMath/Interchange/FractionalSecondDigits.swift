/// How many digits of a second RFC 3339 and RFC 9557 text shows.
public enum FractionalSecondDigits: Sendable, Hashable, CaseIterable {
  /// Whole seconds: `2017-01-31T19:00:00Z`.
  case none
  /// Milliseconds: `2017-01-31T19:00:00.250Z`.
  case milliseconds
  /// Microseconds: `2017-01-31T19:00:00.250000Z`.
  case microseconds
  /// Nanoseconds: `2017-01-31T19:00:00.250000000Z`.
  case nanoseconds
  /// As many digits as it takes for the text to parse back to exactly the
  /// same `Date` (none when the `Date` is a whole second): lossless.
  case exact

  /// The fixed number of digits, or nil for ``exact``.
  var count: Int? {
    switch self {
    case .none: 0
    case .milliseconds: 3
    case .microseconds: 6
    case .nanoseconds: 9
    case .exact: nil
    }
  }
}
