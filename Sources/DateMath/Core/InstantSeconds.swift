import Foundation

/// A `Date` split into whole seconds since 1970 (UTC), a nanosecond field
/// and the exact remainder, so that integer arithmetic can work on the
/// seconds and the remainder can be put back unchanged.
///
/// `Date` stores a `Double` of seconds since 2001-01-01, so it holds
/// about 60 ns near 2017 and 30 µs near 9999. The nanosecond field is the
/// value with the fewest digits that stands for the same `Date`, so a `Date`
/// made from `12:00:00.123` reads back as 123,000,000 ns, not 122,999,966.
///
/// It is `@usableFromInline`, with its conversions `@inlinable`, so that
/// `ZonedDateTime`'s `Date` conversions, which every `Date`-holding caller
/// makes, are inlined into the caller rather than called.
@usableFromInline
struct _InstantSeconds {
  /// Seconds from 1970 to 2001, the reference date of `Date`.
  @usableFromInline static let referenceOffset: Int64 = 978_307_200
  /// Dates beyond ±400 billion seconds (about ±12,700 years) of 2001, the
  /// reference date `Date` counts from, infinities and NaN are refused
  /// before any integer conversion: `_Limits.epochSeconds` as a `Double`
  /// literal (so that no lazy global is checked on this path), measured
  /// from 2001 rather than 1970, which moves the bound by 31 years of
  /// 12,700.
  @usableFromInline static let limit: Double = 400_000_000_000

  /// Whole seconds since 1970: the `Date` to the nearest nanosecond,
  /// rounded down to the second.
  @usableFromInline var seconds: Int64
  /// The `Date`'s reference-date value minus that of ``seconds``, exactly:
  /// in [0, 1), or a hair below 0 when the `Date` is within half a
  /// nanosecond of the next whole second.
  @usableFromInline var fraction: Double

  @inlinable @inline(__always)
  init(_ date: Date) throws(DateMathError) {
    let r = date.timeIntervalSinceReferenceDate
    guard abs(r) < Self.limit else {  // false for NaN too
      throw Self.outOfRange(date)
    }
    let whole = Int64((r + 5e-10).rounded(.down))
    self.seconds = whole + Self.referenceOffset
    self.fraction = r - Double(whole)
  }

  /// The instant with its whole second rounded down, never up: a `Date`
  /// within half a nanosecond below a whole second (near 2001 a `Date` is
  /// that fine) counts in the second before it. For questions of
  /// containment (which day holds this instant), where the nearest
  /// nanosecond could be the next day.
  var floored: _InstantSeconds {
    fraction < 0 ? _InstantSeconds(seconds: seconds - 1, fraction: fraction + 1) : self
  }

  /// The error for a `Date` out of range, built out of line so that the
  /// inlined conversion stays small.
  @usableFromInline @inline(never)
  static func outOfRange(_ date: Date) -> DateMathError {
    .outOfRange("the instant \(date.timeIntervalSince1970) seconds since 1970")
  }

  /// A whole second plus a remainder from another `_InstantSeconds`.
  @inlinable
  init(seconds: Int64, fraction: Double) {
    self.seconds = seconds
    self.fraction = fraction
  }

  /// The nanosecond within ``seconds``, 0...999,999,999.
  @inlinable
  var nanosecond: Int {
    if fraction == 0 { return 0 }
    let whole = Double(seconds - Self.referenceOffset)
    let value = whole + fraction
    return min(max(Self.shortestNanosecond(whole: whole, value: value), 0), 999_999_999)
  }

  @inlinable
  var date: Date {
    Date(timeIntervalSinceReferenceDate: Double(seconds - Self.referenceOffset) + fraction)
  }

  /// The nanosecond n (0...1e9) with the fewest significant digits such
  /// that `whole + n / 1e9` is `value`; the nearest one if none is.
  @usableFromInline
  static func shortestNanosecond(whole: Double, value: Double) -> Int {
    let nearest = Int(((value - whole) * 1e9).rounded())
    if nearest % 1_000_000_000 == 0 { return nearest }
    var unit = 1_000_000_000
    while unit > 1 {
      let candidate = (nearest + unit / 2) / unit * unit
      if whole + Double(candidate) / 1e9 == value { return candidate }
      unit /= 10
    }
    return nearest
  }
}
