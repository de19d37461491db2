import Foundation

/// Exact time on whole seconds since 1970 plus a nanosecond (0..<1e9):
/// ``ZonedDateTime``'s instant.
@usableFromInline
enum _ExactTime {
  /// `seconds.nanosecond + duration`, to the nanosecond (a duration's
  /// sub-nanosecond part is truncated toward zero).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` beyond about ±12,700 years.
  @usableFromInline
  static func adding(_ duration: Duration, to seconds: Int64, _ nanosecond: Int)
    throws(DateMathError) -> (seconds: Int64, nanosecond: Int)
  {
    // Twice the limit: the sum of two in-range instants' distance and one.
    guard _Limits.contains(duration / 2) else {
      throw .outOfRange("\(duration) after the instant \(seconds) seconds since 1970")
    }
    let (wholeSeconds, attoseconds) = duration.components
    var total = Int(attoseconds / 1_000_000_000) + nanosecond
    let carry = Int64(total >= 0 ? total / 1_000_000_000 : (total - 999_999_999) / 1_000_000_000)
    total -= Int(carry) * 1_000_000_000
    let (sum, overflow1) = seconds.addingReportingOverflow(wholeSeconds)
    let (result, overflow2) = sum.addingReportingOverflow(carry)
    guard !overflow1, !overflow2, _Limits.contains(result) else {
      throw .outOfRange("\(duration) after the instant \(seconds) seconds since 1970")
    }
    return (result, total)
  }

  /// `end − start` as exact time.
  static func span(_ s1: Int64, _ n1: Int, _ s2: Int64, _ n2: Int) -> Duration {
    .seconds(s2 - s1) + .nanoseconds(Int64(n2 - n1))
  }
}
