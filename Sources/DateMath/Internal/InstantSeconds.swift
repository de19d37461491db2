import Foundation

/// A `Date` split into whole seconds since 1970 (UTC) and the fraction of
/// the next second, so that integer arithmetic can work on the seconds and
/// the fraction can be put back unchanged.
struct _InstantSeconds {
  var seconds: Int64
  var fraction: Double  // 0 ≤ fraction < 1

  /// Dates beyond ±400 billion seconds (about ±12,700 years from 1970),
  /// infinities and NaN are refused before any integer conversion.
  static let limit: Double = 4e11

  init(_ date: Date) throws(DateMathError) {
    let t = date.timeIntervalSince1970
    guard t.isFinite, abs(t) < Self.limit else {
      throw .outOfRange("the instant \(t) seconds since 1970")
    }
    let whole = t.rounded(.down)
    seconds = Int64(whole)
    fraction = t - whole
  }

  init(seconds: Int64, fraction: Double) {
    self.seconds = seconds
    self.fraction = fraction
  }

  var date: Date {
    Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
  }

  /// The fraction in nanoseconds, rounded down so it never carries into
  /// the next second.
  var nanosecond: Int {
    min(Int((fraction * 1e9).rounded(.down)), 999_999_999)
  }
}
