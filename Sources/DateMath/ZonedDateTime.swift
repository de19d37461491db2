import Foundation

/// An instant together with the time zone it is seen in:
/// `2024-03-10T03:30:00-04:00[America/New_York]` (RFC 9557).
///
/// Use it to exchange or store an instant along with the zone that gives it
/// meaning, such as a flight's departure. Its wall-clock time and offset are
/// those of the zone's rules at that instant. For a future civil event
/// whose instant should follow rule changes, store a ``CivilDateTime`` and
/// a zone identifier instead (see `docs/storage.md`).
public struct ZonedDateTime: Sendable, Hashable, CustomStringConvertible {
  /// The instant.
  public let date: Date
  /// The zone.
  public let calendar: Zone
  /// The zone's UTC offset at ``date``.
  public let offset: UTCOffset
  /// The wall-clock time at ``date`` in the zone.
  public let localDateTime: CivilDateTime

  /// An instant seen in a zone.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a local date outside
  ///   years -9999...9999.
  public init(_ date: Date, in calendar: Zone) throws(DateMathError) {
    let instant = try _InstantSeconds(date)
    self.date = date
    self.calendar = calendar
    self.localDateTime = try calendar.localDateTime(instant)
    self.offset = UTCOffset(seconds: Int(calendar.withRules { $0.offset(at: instant.seconds) }))
  }

  /// A wall-clock time in a zone, resolved by `disambiguation` when it
  /// falls in a gap or an overlap (see ``Disambiguation``).
  ///
  /// - Throws: the errors of ``Zone/date(from:disambiguation:)``.
  public init(
    _ local: CivilDateTime, in calendar: Zone,
    disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) {
    try self.init(calendar.date(from: local, disambiguation: disambiguation), in: calendar)
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
  ///   RFC 9557 or has no zone annotation, or for a conflict under
  ///   ``OffsetConflictPolicy/reject``; ``DateMathError/Kind/unknownZone``
  ///   for an unknown zone; ``DateMathError/Kind/invalidDate`` for fields
  ///   out of range.
  public init(rfc9557 text: String, offsetConflict: OffsetConflictPolicy = .reject)
    throws(DateMathError)
  {
    let (local, fraction, offset, calendar) = try _ISOScanner.reading(text) {
      scanner throws(DateMathError) in
      let (local, fraction, offset) = try _RFC3339.scan(&scanner, text)
      return (local, fraction, offset, try Self.zoneAnnotation(&scanner, text))
    }
    let candidates = calendar.candidates(for: local)
    // The wall-clock time resolved in the zone (compatible), with the
    // fraction added as RFC 3339 reads it. In a gap the resolved instant is
    // not local − offset, so the shift it took stands in for the offset.
    func resolvedInZone() throws(DateMathError) -> Date {
      let whole = try calendar.date(from: local)
      let shift = local.localSeconds - Int64(whole.timeIntervalSince1970.rounded())
      return _RFC3339.instant(local, fraction, UTCOffset(seconds: Int(shift)))
    }
    guard let offset else {
      try self.init(resolvedInZone(), in: calendar)
      return
    }
    let exact = _RFC3339.instant(local, fraction, offset)
    if candidates.contains(_RFC3339.instant(local, _RFC3339.Fraction(), offset)) {
      try self.init(exact, in: calendar)
      return
    }
    switch offsetConflict {
    case .keepInstant:
      try self.init(exact, in: calendar)
    case .keepWallClock:
      try self.init(resolvedInZone(), in: calendar)
    case .reject:
      let actual = (try? calendar.offset(at: calendar.date(from: local)))?.description ?? "?"
      throw DateMathError(
        .invalidFormat,
        "\"\(text)\": offset \(offset) does not match \(calendar.identifier) at \(local), "
          + "which is \(candidates.isEmpty ? "in a gap" : actual) by the current rules; "
          + "the zone's rules may have changed since it was written "
          + "(choose keepInstant or keepWallClock)",
        zoneIdentifier: calendar.identifier, candidates: candidates)
    }
  }

  /// RFC 9557 text: RFC 3339 with the zone's offset, then `[zone]`:
  /// `2024-03-10T03:30:00-04:00[America/New_York]`. A fixed-offset zone
  /// (`TimeZone(secondsFromGMT:)`) is written as its offset, `[+05:30]`. Fractional digits as in
  /// `Date.rfc3339String(fractionalDigits:)`.
  public func rfc9557String(fractionalDigits: FractionalSecondDigits = .exact) -> String {
    _RFC3339.text(
      date, offset: Int64(offset.seconds), digits: fractionalDigits,
      suffix: .offsetAndZone(calendar.isFixedOffset ? offset.description : calendar.identifier))
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
        "\"\(text)\" has no time-zone annotation such as [America/New_York]"
          + (scanner.isAtEnd ? ": it is an RFC 3339 instant, not a zoned date-time" : ""))
    }
    var zoneName = Substring(first)
    if zoneName.hasPrefix("!") { zoneName = zoneName.dropFirst() }
    guard !zoneName.contains("=") else {
      throw DateMathError(
        .invalidFormat, "\"\(text)\": the first annotation must be a time zone, not \(first)")
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
          .invalidFormat, "\"\(text)\": unsupported critical annotation [\(next)]")
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
  /// Decodes RFC 9557 text, rejecting offset conflicts.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the coding path and the
  ///   bad string.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    self = try _decodeText(text, decoder) { text throws(DateMathError) in
      try ZonedDateTime(rfc9557: text)
    }
  }

  /// Encodes lossless RFC 9557 text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rfc9557String())
  }
}
