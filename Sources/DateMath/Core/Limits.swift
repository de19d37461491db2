/// The range of instants DateMath works in, named once: every guard on an
/// instant uses it (the range of dates is `_Civil.minDay...maxDay`,
/// checked by `_Civil.isSupportedDay(_:)`).
package enum _Limits {
  /// How far from 1970 an instant may be, in seconds, either way:
  /// 4 × 10¹¹ s, about 12,700 years. Every instant whose local and UTC
  /// dates lie in years -9999...9999 is well inside, with room for the sums
  /// on the way to a result; a `Date`, a `Duration` or a sum beyond it is
  /// refused as ``DateMathError/Kind/outOfRange`` before any conversion
  /// could overflow.
  package static let epochSeconds: Int64 = 400_000_000_000

  /// Whether `seconds` is within ``epochSeconds`` of 0, either way: two
  /// comparisons (`abs` would trap on `Int64.min`).
  @inlinable
  package static func contains(_ seconds: Int64) -> Bool {
    seconds > -epochSeconds && seconds < epochSeconds
  }

  /// Whether a `Duration` is within ``epochSeconds`` either way, checked
  /// before its `components` are read (they trap past 2⁶³ seconds).
  package static func contains(_ duration: Duration) -> Bool {
    duration > .seconds(-epochSeconds) && duration < .seconds(epochSeconds)
  }
}
