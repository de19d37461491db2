import Foundation

/// An exact instant together with the time zone it is seen in:
/// `2024-03-10T03:30:00-04:00[America/New_York]` (RFC 9557). The type to
/// hold and compute with.
///
/// It holds the instant to the nanosecond (whole seconds since 1970 and a
/// nanosecond, so RFC 9557 text round-trips exactly; `Date` in and out)
/// and its ``Zone``. Its wall-clock time and offset are those of the
/// zone's rules at that instant. Calendar arithmetic keeps the wall-clock
/// time across DST (with an explicit policy for gaps and overlaps), exact
/// arithmetic counts elapsed time:
///
///     let newYork = try Zone(identifier: "America/New_York")
///     let noon = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork)
///     try noon.adding(.days(1))     // 2017-03-12T12:00:00-04:00[America/New_York]
///     try noon.adding(.hours(24))   // 2017-03-12T13:00:00-04:00[America/New_York]
///
/// To store a future civil event whose instant should follow rule
/// changes, store a ``CivilDateTime`` and a zone identifier instead (see
/// `docs/storage.md`).
public struct ZonedDateTime: Sendable, Hashable, CustomStringConvertible {
  /// Whole seconds since 1970-01-01T00:00:00Z, rounded down.
  public let epochSeconds: Int64
  let nanosecondField: Int32
  let offsetSeconds: Int32
  /// The zone.
  public let zone: Zone

  /// The fraction of the second, in nanoseconds (0...999,999,999): the
  /// same in UTC and on the wall clock, since offsets are whole seconds.
  public var nanosecond: Int { Int(nanosecondField) }

  /// The instant as a `Date`, to `Date`'s precision (a `Double` of seconds
  /// since 2001: about 0.1 µs near 2020, 30 µs near 9999).
  public var date: Date {
    _InstantSeconds(seconds: epochSeconds, fraction: Double(nanosecondField) / 1e9).date
  }

  /// The zone's UTC offset at this instant.
  public var offset: UTCOffset { UTCOffset(seconds: Int(offsetSeconds)) }

  /// The wall-clock date and time at this instant in the zone.
  public var localDateTime: CivilDateTime {
    CivilDateTime(localSeconds: localSeconds, nanosecond: nanosecond)
  }

  /// The zone, under its name in DateMath 0.1.
  @available(*, deprecated, renamed: "zone")
  public var calendar: Zone { zone }

  /// The wall-clock time as local seconds since 1970.
  var localSeconds: Int64 { epochSeconds + Int64(offsetSeconds) }

  /// An instant in a zone, to the nanosecond.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the local date is
  ///   outside years -9999...9999; ``DateMathError/Kind/invalidArgument``
  ///   for a nanosecond outside 0...999,999,999.
  public init(epochSeconds: Int64, nanosecond: Int = 0, in zone: Zone) throws(DateMathError) {
    guard (0..<1_000_000_000).contains(nanosecond) else {
      throw DateMathError(
        .invalidArgument, "nanosecond \(nanosecond) is outside 0...999999999")
    }
    guard abs(epochSeconds) < 400_000_000_000 else {
      throw .outOfRange("the instant \(epochSeconds) seconds since 1970")
    }
    try self.init(
      epochSeconds, Int32(nanosecond), offset: zone.withRules { $0.offset(at: epochSeconds) }, zone: zone)
  }

  /// An instant whose offset in the zone is known, checking that its local
  /// date is in range.
  @inline(__always)
  init(_ epochSeconds: Int64, _ nanosecond: Int32, offset: Int64, zone: Zone) throws(DateMathError) {
    let day = _Civil.floorDiv(epochSeconds + offset, _Civil.secondsPerDay)
    guard (Int64(_Civil.minDay)...Int64(_Civil.maxDay)).contains(day) else {
      throw .outOfRange("the instant \(epochSeconds) seconds since 1970 in \(zone.identifier)")
    }
    self.init(unchecked: epochSeconds, nanosecond, offset: Int32(offset), zone: zone)
  }

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
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a local date outside
  ///   years -9999...9999.
  public init(_ date: Date, in zone: Zone) throws(DateMathError) {
    let instant = try _InstantSeconds(date)
    try self.init(epochSeconds: instant.seconds, nanosecond: instant.nanosecond, in: zone)
  }

  /// A wall-clock time in a zone, resolved by `disambiguation` when it
  /// falls in a gap or an overlap (see ``Disambiguation``): in New York,
  /// 2017-03-12T02:30 becomes 03:30 -04:00 (`.compatible`), and
  /// 2017-11-05T01:30 its first reading, -04:00.
  ///
  /// - Throws: with `.reject`, ``DateMathError/Kind/nonexistentLocalTime``
  ///   or ``DateMathError/Kind/ambiguousLocalTime``;
  ///   ``DateMathError/Kind/outOfRange`` at the ends of the range.
  public init(
    _ local: CivilDateTime, in zone: Zone,
    disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) {
    let (seconds, offset) = try zone.resolved(
      local: local.localSeconds, disambiguation: disambiguation, describing: local)
    try self.init(seconds, Int32(local.nanosecond), offset: offset, zone: zone)
  }

  /// Parses RFC 9557 text: an RFC 3339 date-time followed by a time-zone
  /// annotation, `2024-03-10T03:30:00-04:00[America/New_York]`.
  ///
  /// The annotation may be marked critical (`[!America/New_York]`) and may
  /// be a UTC offset (`[+05:30]`, or `[+01:00:30]` for an offset with
  /// seconds, which RFC 9557 itself does not have). Other annotations that follow
  /// (`[u-ca=iso8601]`) are ignored unless critical, which is an error. The
  /// offset may be omitted (`2024-03-10T03:30:00[America/New_York]`): the
  /// wall-clock time is then resolved in the zone with the compatible
  /// policy. An offset of the zone picks the instant, so both readings of
  /// a repeated time round-trip; any other offset is a conflict, settled by
  /// `offsetConflict`.
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for text that is not
  ///   RFC 9557 or has no zone annotation; ``DateMathError/Kind/offsetConflict``
  ///   for a conflict under ``OffsetConflictPolicy/reject``; ``DateMathError/Kind/unknownZone``
  ///   for an unknown zone; ``DateMathError/Kind/invalidDate`` for fields
  ///   out of range.
  public init(rfc9557 text: String, offsetConflict: OffsetConflictPolicy = .reject)
    throws(DateMathError)
  {
    let (local, fraction, offset, zone) = try _ISOScanner.reading(text) {
      scanner throws(DateMathError) in
      let (local, fraction, offset) = try _RFC3339.scan(&scanner, text)
      return (local, fraction, offset, try Self.zoneAnnotation(&scanner, text))
    }
    let nanosecond = try fraction.nanoseconds(text)
    guard let offset else {
      try self.init(CivilDateTime(unchecked: local.date, secondOfDay: local.secondOfDay, nanosecond: nanosecond), in: zone)
      return
    }
    let exact = local.localSeconds - Int64(offset.seconds)
    let resolution = zone.withRules { $0.resolve(local: local.localSeconds) }
    let matches: Bool
    switch resolution {
    case .unique(let t): matches = t == exact
    case .gap: matches = false
    case .overlap(let first, let second, _): matches = first == exact || second == exact
    }
    if matches {
      try self.init(epochSeconds: exact, nanosecond: nanosecond, in: zone)
      return
    }
    switch offsetConflict {
    case .keepInstant:
      try self.init(epochSeconds: exact, nanosecond: nanosecond, in: zone)
    case .keepWallClock:
      try self.init(CivilDateTime(unchecked: local.date, secondOfDay: local.secondOfDay, nanosecond: nanosecond), in: zone)
    case .reject:
      let candidates = zone.candidates(for: local)
      let zoneOffsets = candidates.compactMap { try? zone.offset(at: $0) }
      throw DateMathError(
        .offsetConflict,
        "\(DateMathError.quoted(text)): offset \(offset) does not match \(zone.identifier) at \(local), "
          + "which is "
          + (zoneOffsets.isEmpty
            ? "in a gap" : zoneOffsets.map(\.description).joined(separator: " or "))
          + " by the current rules; the zone's rules may have changed since it was written "
          + "(choose keepInstant or keepWallClock)",
        zoneIdentifier: zone.identifier, candidates: candidates, writtenOffset: offset,
        zoneOffsets: zoneOffsets)
    }
  }

  /// RFC 9557 text: RFC 3339 with the zone's offset, then `[zone]`:
  /// `2024-03-10T03:30:00-04:00[America/New_York]`. A fixed-offset zone
  /// (`TimeZone(secondsFromGMT:)`) is written as its offset, `[+05:30]`.
  /// `.exact` writes the nanoseconds without trailing zeros (none for a
  /// whole second); a fixed count truncates or pads them.
  public func rfc9557String(fractionalDigits: FractionalSecondDigits = .exact) -> String {
    _RFC3339.text(
      seconds: epochSeconds, fraction: _RFC3339.nanosecondDigits(nanosecond),
      offset: Int64(offsetSeconds), digits: fractionalDigits,
      suffix: .offsetAndZone(zone.isFixedOffset ? offset.description : zone.identifier))
  }

  /// The RFC 9557 text, with as many fractional digits as the instant has.
  public var description: String { rfc9557String() }

  /// `[zone]` or `[!zone]`, then elective `[key=value]` annotations.
  static func zoneAnnotation(_ scanner: inout _ISOScanner, _ text: String)
    throws(DateMathError) -> Zone
  {
    guard let first = annotation(&scanner) else {
      throw DateMathError(
        .invalidFormat,
        "\(DateMathError.quoted(text)) has no time-zone annotation such as [America/New_York]"
          + (scanner.isAtEnd ? ": it is an RFC 3339 instant, not a zoned date-time" : ""))
    }
    var zoneName = Substring(first)
    if zoneName.hasPrefix("!") { zoneName = zoneName.dropFirst() }
    guard !zoneName.contains("=") else {
      throw DateMathError(
        .invalidFormat, "\(DateMathError.quoted(text)): the first annotation must be a time zone, not \(first)")
    }
    let calendar: Zone
    if let fixed = UTCOffset(String(zoneName)), zoneName.first != "Z" && zoneName.first != "z" {
      guard let zone = TimeZone(secondsFromGMT: fixed.seconds) else {
        throw .invalidFormat(text, expected: "an offset annotation such as [+05:30]")
      }
      calendar = Zone(timeZone: zone)
    } else {
      calendar = try Zone(identifier: String(zoneName))
    }
    while let next = annotation(&scanner) {
      if next.hasPrefix("!") {
        throw DateMathError(
          .invalidFormat, "\(DateMathError.quoted(text)): unsupported critical annotation [\(next)]")
      }
    }
    guard scanner.isAtEnd else {
      throw .invalidFormat(text, expected: "RFC 9557 text (unexpected text after the annotations)")
    }
    return calendar
  }

  static func annotation(_ scanner: inout _ISOScanner) -> String? {
    guard scanner.peek == UInt8(ascii: "[") else { return nil }
    let start = scanner.index + 1
    var end = start
    while end < scanner.bytes.count, scanner.bytes[end] != UInt8(ascii: "]") { end += 1 }
    guard end < scanner.bytes.count, end > start else { return nil }
    scanner.index = end + 1
    return String(decoding: scanner.bytes[start..<end], as: UTF8.self)
  }
}

extension ZonedDateTime: Codable {
  /// Decodes RFC 9557 text. An offset the zone does not have at that
  /// wall-clock time (its rules changed since the text was written) is
  /// settled by the decoder's ``OffsetConflictPolicy/codingUserInfoKey``
  /// entry, ``OffsetConflictPolicy/reject`` when there is none.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the coding path and the
  ///   bad string, or the conflict.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    let policy = decoder.userInfo[OffsetConflictPolicy.codingUserInfoKey] as? OffsetConflictPolicy ?? .reject
    self = try _decodeText(text, decoder) { text throws(DateMathError) in
      try ZonedDateTime(rfc9557: text, offsetConflict: policy)
    }
  }

  /// Encodes lossless RFC 9557 text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rfc9557String())
  }
}
