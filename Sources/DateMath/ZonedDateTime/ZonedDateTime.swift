import Foundation

/// An exact instant together with the time zone it is seen in:
/// `2024-03-10T03:30:00-04:00[America/New_York]` (RFC 9557). The type to
/// hold and compute with: DateMath's date math is its methods.
///
/// It holds the instant to the nanosecond (whole seconds since 1970 and a
/// nanosecond, so RFC 9557 text round-trips exactly; `Date` in and out)
/// and its ``Zone``, which knows the rules. Its wall-clock time and offset
/// are those of the zone's rules at that instant. Calendar arithmetic
/// keeps the wall-clock time across DST (with an explicit policy for gaps
/// and overlaps), exact arithmetic counts elapsed time:
///
/// ```swift
/// let newYork = try Zone(identifier: "America/New_York")
/// let noon = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork)
/// try noon.adding(.days(1))     // 2017-03-12T12:00:00-04:00[America/New_York]
/// try noon.adding(.hours(24))   // 2017-03-12T13:00:00-04:00[America/New_York]
/// ```
///
/// To store a future civil event whose instant should follow rule
/// changes, store a ``CivilDateTime`` and a zone identifier instead (see
/// `docs/storage.md`).
public struct ZonedDateTime: Sendable, Hashable {
  /// Whole seconds since 1970-01-01T00:00:00Z, rounded down.
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "1970-01-01T01:00:00+01:00[Europe/Paris]").epochSeconds  // 0
  /// ```
  public let epochSeconds: Int64
  @usableFromInline let nanosecondField: Int32
  @usableFromInline let offsetSeconds: Int32
  /// The zone, whose rules give the offset and the wall-clock time.
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "2024-03-10T03:30:00-04:00[America/New_York]").zone  // America/New_York
  /// ```
  public let zone: Zone

  /// The fraction of the second, in nanoseconds (0...999,999,999): the
  /// same in UTC and on the wall clock, since offsets are whole seconds.
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "2024-03-10T03:30:00.25-04:00[America/New_York]").nanosecond  // 250000000
  /// ```
  public var nanosecond: Int { Int(nanosecondField) }

  /// The instant as a `Date`, to `Date`'s precision (a `Double` of seconds
  /// since 2001: about 0.1 µs near 2020, 30 µs near 9999).
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "2024-03-10T03:30:00-04:00[America/New_York]").date  // 2024-03-10T07:30:00Z
  /// ```
  @inlinable @inline(__always)
  public var date: Date {
    // A whole second (the common case) needs no division.
    _InstantSeconds(
      seconds: epochSeconds, fraction: nanosecondField == 0 ? 0 : Double(nanosecondField) / 1e9
    ).date
  }

  /// The zone's UTC offset at this instant.
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "2024-03-10T07:30:00Z[America/New_York]").offset  // -04:00
  /// ```
  public var offset: UTCOffset { UTCOffset(seconds: Int(offsetSeconds)) }

  /// The wall-clock date and time at this instant in the zone.
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "2024-03-10T07:30:00Z[America/New_York]").localDateTime  // 2024-03-10T03:30:00
  /// ```
  public var localDateTime: CivilDateTime {
    CivilDateTime(localSeconds: localSeconds, nanosecond: nanosecond)
  }

  /// The wall-clock time as local seconds since 1970.
  @inlinable
  var localSeconds: Int64 { epochSeconds + Int64(offsetSeconds) }

  /// An instant in a zone, to the nanosecond.
  ///
  /// ```swift
  /// try ZonedDateTime(epochSeconds: 1_489_302_000, in: Zone(identifier: "America/New_York"))  // 2017-03-12T03:00:00-04:00[America/New_York]
  /// try ZonedDateTime(epochSeconds: 0, nanosecond: 1_000_000_000, in: .utc)  // throws invalidArgument
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the local date or
  ///   the UTC date is outside years -9999...9999;
  ///   ``DateMathError/Kind/invalidArgument`` for a nanosecond outside
  ///   0...999,999,999.
  public init(epochSeconds: Int64, nanosecond: Int = 0, in zone: Zone) throws(DateMathError) {
    guard (0..<1_000_000_000).contains(nanosecond) else {
      throw DateMathError(
        .invalidArgument, "nanosecond \(nanosecond) is outside 0...999999999")
    }
    guard _Limits.contains(epochSeconds) else {
      throw .outOfRange("the instant \(epochSeconds) seconds since 1970")
    }
    try self.init(
      epochSeconds, Int32(nanosecond), offset: zone.offset(atSecond: epochSeconds), zone: zone)
  }

  /// An instant whose offset in the zone is known, checking that its local
  /// date and its UTC date are in range (so that both its RFC 9557 text and
  /// its `Date`'s RFC 3339 text exist).
  @inlinable @inline(__always)
  init(_ epochSeconds: Int64, _ nanosecond: Int32, offset: Int64, zone: Zone) throws(DateMathError) {
    // The days' range as seconds: two comparisons each, no division.
    let (local, overflow) = epochSeconds.addingReportingOverflow(offset)
    guard !overflow, Self.isSupported(local), Self.isSupported(epochSeconds) else {
      throw Self.outOfRange(epochSeconds, zone)
    }
    self.init(unchecked: epochSeconds, nanosecond, offset: Int32(offset), zone: zone)
  }

  /// The first and last second of the supported days (`_Civil.isSupportedDay(_:)`),
  /// as seconds since 1970 on a UTC or a local clock: integer literals, so
  /// a check is two comparisons with constants (a `ClosedRange` global is
  /// initialized lazily and checked at every use).
  @usableFromInline static let firstSupportedSecond: Int64 = -377_705_116_800
  @usableFromInline static let lastSupportedSecond: Int64 = 253_402_300_799

  /// Whether `seconds` lies on a supported day.
  @inlinable
  static func isSupported(_ seconds: Int64) -> Bool {
    seconds >= firstSupportedSecond && seconds <= lastSupportedSecond
  }

  /// The error for an instant whose local or UTC date is out of range,
  /// built out of line.
  @usableFromInline @inline(never)
  static func outOfRange(_ epochSeconds: Int64, _ zone: Zone) -> DateMathError {
    .outOfRange("the instant \(epochSeconds) seconds since 1970 in \(zone.identifier)")
  }

  @inlinable
  init(unchecked epochSeconds: Int64, _ nanosecond: Int32, offset: Int32, zone: Zone) {
    self.epochSeconds = epochSeconds
    self.nanosecondField = nanosecond
    self.offsetSeconds = offset
    self.zone = zone
  }

  /// An instant seen in a zone. The nanosecond is the `Date`'s to the
  /// nearest nanosecond, with the fewest digits that read back as the
  /// same `Date` (`12:00:00.123` is 123,000,000 ns, not 122,999,966).
  ///
  /// ```swift
  /// let instant = try Date(rfc3339: "2018-11-04T03:00:00Z")
  /// try ZonedDateTime(instant, in: Zone(identifier: "America/Sao_Paulo"))  // 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a local date outside
  ///   years -9999...9999.
  @inlinable @inline(__always)
  public init(_ date: Date, in zone: Zone) throws(DateMathError) {
    // Within ±4×10¹¹ s, and a nanosecond in range: the split checks.
    let instant = try _InstantSeconds(date)
    let offset = zone.offset(atSecond: instant.seconds)
    // Within ±4×10¹¹ s, so the sum cannot overflow: the dates' range only.
    guard Self.isSupported(instant.seconds), Self.isSupported(instant.seconds + offset) else {
      throw Self.outOfRange(instant.seconds, zone)
    }
    self.init(unchecked: instant.seconds, Int32(instant.nanosecond), offset: Int32(offset), zone: zone)
  }

  /// The current instant in `zone`: what an app shows or computes from as
  /// "now". It does not throw: the clock is always within the years
  /// DateMath supports (a clock set beyond them reads as their end).
  ///
  /// ```swift
  /// let now = ZonedDateTime.now(in: .utc)
  /// now.zone  // UTC
  /// ```
  public static func now(in zone: Zone) -> ZonedDateTime {
    // A clock beyond the range a `Date` converts from reads as its end.
    let clock = Date().timeIntervalSinceReferenceDate
    let bound = _InstantSeconds.limit - 1
    let instant =
      (try? _InstantSeconds(Date(timeIntervalSinceReferenceDate: min(max(clock, -bound), bound))))
      ?? _InstantSeconds(seconds: 0, fraction: 0)
    let seconds = instant.seconds
    // Keep both the local and the UTC date in range, whatever the offset.
    let lowest = Int64(_Civil.minDay + 1) * _Civil.secondsPerDay
    let highest = Int64(_Civil.maxDay) * _Civil.secondsPerDay - 1
    let clamped = min(max(seconds, lowest), highest)
    let nanosecond = clamped == seconds ? Int32(instant.nanosecond) : 0
    return ZonedDateTime(
      unchecked: clamped, nanosecond, offset: Int32(zone.offset(atSecond: clamped)), zone: zone)
  }

  /// A wall-clock time in a zone, resolved by `disambiguation` when it
  /// falls in a gap or an overlap (see ``Disambiguation``): in New York,
  /// 2017-03-12T02:30 becomes 03:30 -04:00 (`.compatible`), and
  /// 2017-11-05T01:30 its first reading, -04:00.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let gap = try CivilDateTime(parsing: "2017-03-12T02:30")
  /// try ZonedDateTime(gap, in: newYork)                            // 2017-03-12T03:30:00-04:00[America/New_York]
  /// try ZonedDateTime(gap, in: newYork, disambiguation: .earlier)  // 2017-03-12T01:30:00-05:00[America/New_York]
  /// try ZonedDateTime(gap, in: newYork, disambiguation: .reject)   // throws nonexistentLocalTime
  /// let twice = try CivilDateTime(parsing: "2017-11-05T01:30")
  /// try ZonedDateTime(twice, in: newYork, disambiguation: .later)  // 2017-11-05T01:30:00-05:00[America/New_York]
  /// ```
  ///
  /// - Throws: with `.reject`, ``DateMathError/Kind/nonexistentLocalTime``
  ///   or ``DateMathError/Kind/ambiguousLocalTime``, naming the zone and
  ///   the transition (and, when ambiguous, both candidates);
  ///   ``DateMathError/Kind/outOfRange`` at the ends of the range.
  @inlinable @inline(__always)
  public init(
    _ local: CivilDateTime, in zone: Zone,
    disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) {
    let (seconds, offset) = try zone.resolved(
      local: local.localSeconds, nanosecond: local.nanosecond, disambiguation: disambiguation)
    try self.init(seconds, Int32(local.nanosecond), offset: offset, zone: zone)
  }
}
