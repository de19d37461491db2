/// Forms beyond the grammars of RFC 3339 (§5.6) and RFC 9557 (§4.1) that
/// DateMath's readers accept only when asked.
///
/// By default `Date(rfc3339:)` and `ZonedDateTime(rfc9557:)` read exactly
/// the grammar (with RFC 3339's own allowances: a lower-case `t` or `z`, a
/// space between date and time, any number of fractional digits). Each
/// extension here is a form DateMath itself writes, or that Temporal
/// reads, but a strict reader refuses; ``written`` is the set that reads
/// back everything DateMath writes, and is what DateMath's `Codable`
/// conformances use.
///
/// ```swift
/// RFC3339Extensions.written == [.expandedYears, .offsetSeconds]  // true
/// RFC3339Extensions.written.rawValue  // 3
/// ```
public struct RFC3339Extensions: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates a set from raw bits.
  ///
  /// ```swift
  /// RFC3339Extensions(rawValue: 3) == .written  // true
  /// RFC3339Extensions(rawValue: 4) == .missingOffset  // true
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// ISO 8601's expanded years, `+002024-01-01` and `-000050-03-01`: how
  /// DateMath writes years outside 0000–9999. RFC 3339 has four-digit
  /// years only.
  ///
  /// ```swift
  /// try Date(rfc3339: "-000050-03-01T00:00:00Z")  // throws invalidFormat
  /// try Date(rfc3339: "-000050-03-01T00:00:00Z", extensions: .expandedYears).rfc3339String()  // "-000050-03-01T00:00:00Z"
  /// ```
  public static let expandedYears = RFC3339Extensions(rawValue: 1)

  /// UTC offsets with seconds, `+00:09:21`, in the date-time or in an
  /// offset annotation (`[+01:00:30]`): how DateMath writes the local mean
  /// time of tz data before standard time (Paris until 1911) and
  /// `TimeZone(secondsFromGMT:)` zones with seconds. Both RFCs have
  /// `±HH:MM` only.
  ///
  /// ```swift
  /// try Date(rfc3339: "1911-03-10T23:59:59+00:09:21", extensions: .offsetSeconds)  // 1911-03-10T23:50:38Z — Paris Mean Time
  /// try Date(rfc3339: "1911-03-10T23:59:59+00:09:21")  // throws invalidFormat
  /// ```
  public static let offsetSeconds = RFC3339Extensions(rawValue: 2)

  /// RFC 9557 text without the UTC offset,
  /// `2024-03-10T03:30:00[America/New_York]`, as Temporal reads it: the
  /// wall-clock time is resolved in the zone with
  /// ``Disambiguation/compatible``. RFC 9557 requires the offset.
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "2024-03-10T02:30:00[America/New_York]", extensions: .missingOffset)  // 2024-03-10T03:30:00-04:00[America/New_York] — 02:30 was skipped
  /// try ZonedDateTime(rfc9557: "2024-03-10T02:30:00[America/New_York]")  // throws invalidFormat
  /// ```
  public static let missingOffset = RFC3339Extensions(rawValue: 4)

  /// The extensions DateMath writes: ``expandedYears`` and
  /// ``offsetSeconds``. Reading with these gives back every value
  /// DateMath's writers produce.
  ///
  /// ```swift
  /// try Date(rfc3339: "-000050-03-01T00:00:00Z", extensions: .written).rfc3339String()  // "-000050-03-01T00:00:00Z"
  /// try Date(rfc3339: "1911-03-10T23:59:59+00:09:21", extensions: .written)  // 1911-03-10T23:50:38Z
  /// ```
  public static let written: RFC3339Extensions = [.expandedYears, .offsetSeconds]
}
