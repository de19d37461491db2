/// Rounding exact time to a multiple of an increment (Temporal's
/// RoundTimeDurationToIncrement), exactly.
///
/// Every increment DateMath rounds to either divides a second (1, 10, 250
/// ms…) or is a whole number of seconds (5 minutes, 2 hours, a 23-hour
/// day), so a time is rounded as whole seconds and a nanosecond without
/// ever forming a nanosecond count, which for ±10,000 years would not fit
/// in 64 bits.
enum _ExactRounding {
  static let nanosecondsPerSecond: Int64 = 1_000_000_000

  /// `duration` rounded to a multiple of `increment` nanoseconds by `mode`.
  ///
  /// - Precondition: `increment` divides 10⁹ or is a multiple of it.
  static func round(_ duration: Duration, toMultipleOf increment: Int64, _ mode: RoundingMode) -> Duration {
    let negative = duration < .zero
    let magnitude = negative ? .zero - duration : duration
    let (wholeSeconds, attoseconds) = magnitude.components
    let seconds = wholeSeconds
    let nanoseconds = attoseconds / 1_000_000_000
    let unsigned = mode.unsigned(negative: negative)
    var roundedSeconds: Int64
    var roundedNanoseconds: Int64
    if increment < nanosecondsPerSecond || increment % nanosecondsPerSecond != 0 {
      // A fraction of a second: only the nanoseconds move (and may carry).
      let quotient = nanoseconds / increment
      let remainder = nanoseconds % increment
      roundedSeconds = seconds
      roundedNanoseconds = quotient * increment
      if remainder != 0 {
        let midpoint = compare(2 * remainder, increment)
        let perSecond = nanosecondsPerSecond / increment
        let lowerIsOdd = ((seconds % 2) * (perSecond % 2) + quotient % 2) % 2 == 1
        if unsigned.roundsUp(midpoint: midpoint, lowerIsOdd: lowerIsOdd) { roundedNanoseconds += increment }
      }
      if roundedNanoseconds == nanosecondsPerSecond {
        roundedSeconds += 1
        roundedNanoseconds = 0
      }
    } else {
      let step = increment / nanosecondsPerSecond
      let quotient = seconds / step
      let remainderSeconds = seconds % step
      roundedSeconds = quotient * step
      roundedNanoseconds = 0
      if remainderSeconds != 0 || nanoseconds != 0 {
        // 2 × remainder against the increment, as seconds then nanoseconds.
        let twice = 2 * nanoseconds
        let twiceSeconds = 2 * remainderSeconds + twice / nanosecondsPerSecond
        let midpoint =
          twiceSeconds != step ? compare(twiceSeconds, step) : compare(twice % nanosecondsPerSecond, 0)
        if unsigned.roundsUp(midpoint: midpoint, lowerIsOdd: quotient % 2 == 1) { roundedSeconds += step }
      }
    }
    let rounded = Duration.seconds(roundedSeconds) + .nanoseconds(roundedNanoseconds)
    return negative ? .zero - rounded : rounded
  }

  /// -1, 0 or 1.
  static func compare<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : a > b ? 1 : 0 }
}
