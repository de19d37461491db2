import Foundation

// RFC 9557 text for ZonedDateTime: reading (§4.1's grammar, the offset
// check, the annotations) and writing.

extension ZonedDateTime {
  /// Parses RFC 9557 text: an RFC 3339 date-time followed by a time-zone
  /// annotation, `2024-03-10T03:30:00-04:00[America/New_York]`, by RFC
  /// 9557 §4.1's grammar.
  ///
  /// - The annotation is an IANA name or a UTC offset (`[+05:30]`), and may
  ///   be marked critical (`[!America/New_York]`). Tags may follow
  ///   (`[u-ca=hebrew]`, lower-case keys only, values of letters and
  ///   digits), read by RFC 9557 §3.3 as ``CalendarDate/init(parsing:)``
  ///   reads them: an elective tag DateMath cannot act on (an unknown key,
  ///   or `u-ca` naming a calendar it does not know) is ignored, a critical
  ///   one is refused, and two `u-ca` tags that differ are refused when one
  ///   is critical (else the first counts). A calendar DateMath knows
  ///   (`[!u-ca=hebrew]`) is accepted: the instant is the same in every
  ///   calendar; ``calendarAnnotation(in:)`` reads which one the text
  ///   names, and ``rfc9557String(calendar:fractionalDigits:)`` writes it.
  /// - Format errors carry ``DateMathError/position``: the column of the
  ///   offending character, or of the annotation refused.
  /// - `Z` (or `z`, or `-00:00`) before the annotation gives the instant
  ///   with its local offset unknown (RFC 9557 §2, RFC 3339 §4.3):
  ///   `2024-03-10T07:30:00Z[America/New_York]` is 03:30-04:00 in New York,
  ///   never a conflict.
  /// - Any other offset that is one of the zone's at that wall-clock time
  ///   picks the instant, so both readings of a repeated time round-trip.
  ///   An offset the zone does not have there is a conflict, settled by
  ///   `offsetConflict`. A time in a DST gap with an offset
  ///   (`2027-03-14T02:30:00-04:00[America/New_York]`, a time New York's
  ///   clocks skipped) is such a conflict: ``OffsetConflictPolicy/keepInstant``
  ///   reads it as the instant the offset gives (01:30-05:00),
  ///   ``OffsetConflictPolicy/keepWallClock`` as the wall-clock time
  ///   resolved by `disambiguation` (03:30-04:00 by default).
  /// - `disambiguation` resolves a wall-clock time read without its offset
  ///   (``RFC3339Extensions/missingOffset``) or kept by
  ///   ``OffsetConflictPolicy/keepWallClock``, when that time falls in a gap
  ///   or an overlap (``Disambiguation``; default
  ///   ``Disambiguation/compatible``: a gap time moves forward by the gap's
  ///   length, an overlap time takes its first reading).
  /// - With `extensions`:
  ///   - ``RFC3339Extensions/missingOffset`` allows the offset to be left
  ///     out (`2024-03-10T03:30:00[America/New_York]`, Temporal's form). The
  ///     wall-clock time is then resolved with `disambiguation`.
  ///   - ``RFC3339Extensions/offsetSeconds`` allows offsets with seconds,
  ///     which DateMath writes for local mean time:
  ///     `1900-01-01T00:00:00+00:09:21[Europe/Paris]`.
  ///   - ``RFC3339Extensions/expandedYears`` allows years such as
  ///     `-000050`.
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "2017-11-05T01:30:00-05:00[America/New_York]").date  // 2017-11-05T06:30:00Z — the second 01:30
  /// try ZonedDateTime(rfc9557: "2024-03-10T07:30:00Z[America/New_York]")  // 2024-03-10T03:30:00-04:00[America/New_York]
  /// try ZonedDateTime(rfc9557: "2030-07-01T09:00:00-05:00[America/New_York]")  // throws offsetConflict
  /// try ZonedDateTime(rfc9557: "2030-07-01T09:00:00-05:00[America/New_York]", offsetConflict: .keepWallClock)  // 2030-07-01T09:00:00-04:00[America/New_York]
  /// try ZonedDateTime(rfc9557: "2024-03-10T03:30:00[America/New_York]", extensions: .missingOffset)  // 2024-03-10T03:30:00-04:00[America/New_York]
  /// try ZonedDateTime(rfc9557: "2027-03-14T02:30:00-04:00[America/New_York]")  // throws offsetConflict
  /// try ZonedDateTime(rfc9557: "2027-03-14T02:30:00-04:00[America/New_York]", offsetConflict: .keepInstant)  // 2027-03-14T01:30:00-05:00[America/New_York]
  /// try ZonedDateTime(rfc9557: "2027-03-14T02:30:00-04:00[America/New_York]", offsetConflict: .keepWallClock)  // 2027-03-14T03:30:00-04:00[America/New_York]
  /// try ZonedDateTime(rfc9557: "2027-03-14T02:30:00[America/New_York]", disambiguation: .earlier, extensions: .missingOffset)  // 2027-03-14T01:30:00-05:00[America/New_York]
  /// try ZonedDateTime(rfc9557: "2027-03-14T02:30:00[America/New_York]", disambiguation: .reject, extensions: .missingOffset)  // throws nonexistentLocalTime
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for text that is not
  ///   RFC 9557 (the message says why) or has no zone annotation;
  ///   ``DateMathError/Kind/offsetConflict`` for a conflict under
  ///   ``OffsetConflictPolicy/reject`` (the message names both policies and
  ///   what each would give); ``DateMathError/Kind/nonexistentLocalTime``
  ///   or ``DateMathError/Kind/ambiguousLocalTime`` when `disambiguation`
  ///   is ``Disambiguation/reject``; ``DateMathError/Kind/unknownZone``
  ///   for an unknown zone; ``DateMathError/Kind/invalidDate`` for fields
  ///   out of range.
  public init(
    rfc9557 text: String, offsetConflict: OffsetConflictPolicy = .reject,
    disambiguation: Disambiguation = .compatible, extensions: RFC3339Extensions = []
  ) throws(DateMathError) {
    let fields: Fields
    if let common = Self.commonForm(text) {
      fields = common
    } else {
      fields = try _ISOScanner.reading(text) { scanner throws(DateMathError) in
        let (local, fraction, offset) = try _RFC3339.scan(&scanner, text, extensions: extensions)
        let offsetColumn = scanner.column(offset?.index ?? scanner.index)
        let zone = try Self.annotations(&scanner, text, extensions: extensions)
        return Fields(
          local: local, nanosecond: try fraction.nanoseconds(text), offset: offset, zone: zone,
          offsetColumn: offsetColumn)
      }
    }
    let (local, nanosecond, written, zone) = (fields.local, fields.nanosecond, fields.offset, fields.zone)
    let wallClock = CivilDateTime(unchecked: local.date, secondOfDay: local.secondOfDay, nanosecond: nanosecond)
    guard let written else {
      guard extensions.contains(.missingOffset) else {
        throw .invalidFormat(
          text,
          expected: "RFC 9557 text: the date-time needs its UTC offset before [zone] (RFC 9557 §4.1; "
            + "leaving it out is read with RFC3339Extensions.missingOffset)",
          at: TextPosition(column: fields.offsetColumn))
      }
      try self.init(wallClock, in: zone, disambiguation: disambiguation)
      return
    }
    let exact = local.localSeconds - Int64(written.offset.seconds)
    if written.localIsUnknown {
      try self.init(epochSeconds: exact, nanosecond: nanosecond, in: zone)
      return
    }
    if zone.has(offset: Int64(written.offset.seconds), atLocal: local.localSeconds) {
      try self.init(epochSeconds: exact, nanosecond: nanosecond, in: zone)
      return
    }
    switch offsetConflict {
    case .keepInstant:
      try self.init(epochSeconds: exact, nanosecond: nanosecond, in: zone)
    case .keepWallClock:
      try self.init(wallClock, in: zone, disambiguation: disambiguation)
    case .reject:
      throw Self.conflict(text, written.offset, zone, wallClock, disambiguation)
        .at(TextPosition(column: fields.offsetColumn))
    }
  }

  /// What the reader of RFC 9557 text takes from it: the wall-clock time
  /// without its fraction, the fraction in nanoseconds, the offset, the
  /// zone, and the column of the offset (or of where it is missing), for
  /// errors about it.
  struct Fields {
    var local: CivilDateTime
    var nanosecond: Int
    var offset: _RFC3339.WrittenOffset?
    var zone: Zone
    var offsetColumn: Int
  }

  /// The fields of text in the common form, read in one pass:
  /// `YYYY-MM-DDTHH:MM:SS[.f…f]` (up to 9 digits), `Z` or `±HH:MM`, then one
  /// annotation that ends the text, `[name]` or `[!name]`, naming a zone
  /// that ``zone(named:)`` found before under the current default tz data,
  /// or `[±HH:MM]`. Nil for anything else (a new name included), which the
  /// general reader then reads or explains.
  ///
  /// Whatever it reads, the general reader reads to the same fields, under
  /// every set of extensions: the date-time is `_RFC3339.commonForm`'s
  /// (see there); a remembered name passed every check of ``annotations(_:_:extensions:)``
  /// when it was first read (so it has no `]`, and this annotation is the
  /// only one), and its zone is what `Zone(identifier:)` gives for it now
  /// (see `_ZoneNameMemo`); `±HH:MM` with hours 00–23 and minutes 00–59 is
  /// what `UTCOffset` reads and `Zone(fixedOffset:)` takes.
  static func commonForm(_ text: String) -> Fields? {
    text.utf8.withContiguousStorageIfAvailable { b -> Fields? in
      guard let form = _RFC3339.commonForm(b), b.count - form.end >= 3,
        b[form.end] == UInt8(ascii: "["), b[b.count - 1] == UInt8(ascii: "]")
      else { return nil }
      var start = form.end + 1
      if b[start] == UInt8(ascii: "!") { start += 1 }
      let name = UnsafeBufferPointer(rebasing: b[start..<(b.count - 1)])
      let zone: Zone
      if name.count == 6 && (name[0] == UInt8(ascii: "+") || name[0] == UInt8(ascii: "-")) {
        let h1 = name[1] &- 0x30, h2 = name[2] &- 0x30, m1 = name[4] &- 0x30, m2 = name[5] &- 0x30
        guard h1 < 10, h2 < 10, name[3] == UInt8(ascii: ":"), m1 < 10, m2 < 10 else { return nil }
        let hours = Int(h1) * 10 + Int(h2), minutes = Int(m1) * 10 + Int(m2)
        guard hours <= 23, minutes <= 59,
          let fixed = try? Zone(
            fixedOffset: UTCOffset(seconds: (hours * 3600 + minutes * 60) * (name[0] == UInt8(ascii: "-") ? -1 : 1)))
        else { return nil }
        zone = fixed
      } else {
        guard let remembered = _DefaultTZData.shared.rememberedZone(named: name) else { return nil }
        zone = remembered
      }
      // The offset is `Z`/`z` or `±HH:MM`, and all before it is ASCII.
      let offsetIndex = form.end - (b[form.end - 1] | 0x20 == UInt8(ascii: "z") ? 1 : 6)
      let offset = _RFC3339.WrittenOffset(
        offset: UTCOffset(seconds: form.offsetSeconds), localIsUnknown: form.localIsUnknown, index: offsetIndex)
      // At most 9 digits: exactly a nanosecond.
      let nanosecond = Int(form.fractionValue) * Int(_RFC3339.powersOfTen[9 - form.fractionCount])
      return Fields(
        local: form.local, nanosecond: nanosecond, offset: offset, zone: zone, offsetColumn: offsetIndex + 1)
    } ?? nil
  }

  /// `Zone(identifier: name)`, remembered under `name` for ``commonForm(_:)``
  /// while the default tz data stays the same.
  static func zone(named name: String) throws(DateMathError) -> Zone {
    let source = TZDataSource.default
    let zone = try Zone(identifier: name, source: source)
    _DefaultTZData.shared.remember(zone, named: name, from: source)
    return zone
  }

  /// The ``DateMathError/Kind/offsetConflict`` of `text`, whose wall-clock
  /// time `local` is not at `offset` in `zone`. The message says whether the
  /// time is in a gap (an ordinary DST change) or the zone has other
  /// offsets there (its rules may have changed since the text was written),
  /// and what each of the two accepting policies would give.
  static func conflict(
    _ text: String, _ offset: UTCOffset, _ zone: Zone, _ local: CivilDateTime, _ disambiguation: Disambiguation
  ) -> DateMathError {
    let resolution = zone.resolution(of: local)
    let candidates = resolution.candidates
    let zoneOffsets = candidates.compactMap { try? zone.offset(at: $0) }
    let why: String
    if case .gap(let transition) = resolution {
      why = "a time the clocks skipped there (\(transition))"
    } else {
      why = "which is \(zoneOffsets.map(\.description).joined(separator: " or ")) by the current rules; "
        + "the zone's rules may have changed since it was written"
    }
    let exact = local.localSeconds - Int64(offset.seconds)
    let keepInstant = (try? ZonedDateTime(epochSeconds: exact, nanosecond: local.nanosecond, in: zone))
      .map { " (\($0.rfc9557String()))" } ?? ""
    let keepWallClock = (try? ZonedDateTime(local, in: zone, disambiguation: disambiguation))
      .map { " (\($0.rfc9557String()))" } ?? ""
    return DateMathError(
      .offsetConflict,
      "\(DateMathError.quoted(text)): offset \(offset) does not match \(zone.identifier) at \(local), "
        + why + "; to accept it, choose offsetConflict: .keepInstant\(keepInstant) "
        + "or .keepWallClock\(keepWallClock)",
      zoneIdentifier: zone.identifier, candidates: candidates, writtenOffset: offset,
      zoneOffsets: zoneOffsets)
  }

  /// RFC 9557 text with a calendar annotation,
  /// `2024-03-10T09:00:00+02:00[Asia/Jerusalem][u-ca=hebrew]`, as Temporal
  /// writes a zoned date-time in a calendar: the date-time is the ISO one;
  /// ``CalendarKind/iso8601`` adds no annotation.
  ///
  /// ```swift
  /// let jerusalem = try Zone(identifier: "Asia/Jerusalem")
  /// let evening = try ZonedDateTime(CivilDateTime(parsing: "2024-03-10T20:00"), in: jerusalem)
  /// evening.rfc9557String(calendar: .hebrew)  // "2024-03-10T20:00:00+02:00[Asia/Jerusalem][u-ca=hebrew]"
  /// ```
  public func rfc9557String(calendar: CalendarKind, fractionalDigits: FractionalSecondDigits = .exact) -> String {
    let text = rfc9557String(fractionalDigits: fractionalDigits)
    return calendar == .iso8601 ? text : text + "[u-ca=" + calendar.rawValue + "]"
  }

  /// The calendar an RFC 9557 text names in its `[u-ca=…]` annotation,
  /// by RFC 9557 §3.3's rules as every DateMath reader applies them: the
  /// first `u-ca` (critical or not) when it names a calendar DateMath
  /// knows. nil when the text names none, names one DateMath does not know
  /// electively (`[u-ca=julian]`, which a reader ignores), or has a suffix
  /// a reader refuses (`[U-CA=hebrew]`, `[!u-ca=julian]`, two calendars of
  /// which one is critical); ``init(rfc9557:offsetConflict:disambiguation:extensions:)``
  /// says why. Only the suffix, from the first `[`, is read.
  ///
  /// ```swift
  /// ZonedDateTime.calendarAnnotation(in: "2024-03-10T20:00:00+02:00[Asia/Jerusalem][u-ca=hebrew]")  // hebrew
  /// ZonedDateTime.calendarAnnotation(in: "2024-03-10T20:00:00+02:00[Asia/Jerusalem][u-ca=hebrew][u-ca=persian]")  // hebrew
  /// ZonedDateTime.calendarAnnotation(in: "2024-03-10T20:00:00+02:00[Asia/Jerusalem][U-CA=hebrew]")  // nil
  /// ```
  public static func calendarAnnotation(in text: String) -> CalendarKind? {
    guard let bracket = text.utf8.firstIndex(of: UInt8(ascii: "[")) else { return nil }
    let start = text.utf8.distance(from: text.utf8.startIndex, to: bracket)
    let calendar = try? _ISOScanner.reading(text) { scanner throws(DateMathError) in
      scanner.index = start
      return try _RFC9557Suffix.read(&scanner, text, offsetSeconds: true).calendar
    }
    return calendar ?? nil
  }

  /// RFC 9557 text: RFC 3339 with the zone's offset, then `[zone]`:
  /// `2024-03-10T03:30:00-04:00[America/New_York]`. A fixed-offset zone
  /// (`TimeZone(secondsFromGMT:)`) is written as its offset, `[+05:30]`.
  /// `.exact` writes the nanoseconds without trailing zeros (none for a
  /// whole second); a fixed count truncates or pads them.
  ///
  /// ```swift
  /// let start = try ZonedDateTime(startOf: CivilDate(parsing: "2018-11-04"), in: Zone(identifier: "America/Sao_Paulo"))
  /// start.rfc9557String()                                   // "2018-11-04T01:00:00-02:00[America/Sao_Paulo]"
  /// try start.adding(exactly: .milliseconds(250)).rfc9557String()  // "2018-11-04T01:00:00.25-02:00[America/Sao_Paulo]"
  /// try ZonedDateTime(epochSeconds: 0, in: Zone(fixedOffset: UTCOffset(seconds: 19_800))).rfc9557String(fractionalDigits: .milliseconds)  // "1970-01-01T05:30:00.000+05:30[+05:30]"
  /// ```
  public func rfc9557String(fractionalDigits: FractionalSecondDigits = .exact) -> String {
    func text(_ annotation: UnsafeBufferPointer<UInt8>) -> String {
      _RFC3339.text(
        seconds: epochSeconds, fraction: .nanosecond(nanosecond),
        offset: Int64(offsetSeconds), digits: fractionalDigits, suffix: .offsetAndZone(annotation))
    }
    if let written = zone.withTableNameUTF8(text) { return written }
    var annotation = zone.isFixedOffset ? offset.description : zone.identifier
    return annotation.withUTF8(text)
  }

  /// `[zone]` or `[!zone]`, then `[key=value]` tags, to the end of the
  /// text, read by `_RFC9557Suffix` (RFC 9557 §4.1 and §3.3): the zone.
  static func annotations(_ scanner: inout _ISOScanner, _ text: String, extensions: RFC3339Extensions)
    throws(DateMathError) -> Zone
  {
    let start = scanner.index
    let suffix = try _RFC9557Suffix.read(&scanner, text, offsetSeconds: extensions.contains(.offsetSeconds))
    guard let annotation = suffix.timeZone else {
      if let tag = suffix.tags.first {
        throw .invalidFormat(
          text, expected: "RFC 9557 text: the first annotation must be a time zone, not the tag \(tag.written) (§4.1)",
          at: TextPosition(column: tag.column))
      }
      if !scanner.isAtEnd {
        throw .invalidFormat(
          text, expected: "RFC 9557 text: unexpected text where a time-zone annotation such as [America/New_York] "
            + "should be", at: scanner.position(start))
      }
      throw DateMathError(
        .invalidFormat,
        "\(DateMathError.quoted(text)) has no time-zone annotation such as [America/New_York]: it is an RFC 3339 "
          + "instant, not a zoned date-time", position: scanner.position(start))
    }
    do {
      switch annotation.name {
      case .offset(let offset): return try Zone(fixedOffset: offset)
      case .name(let name): return try Self.zone(named: name)
      }
    } catch {
      throw error.at(TextPosition(column: annotation.column))
    }
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
      try ZonedDateTime(rfc9557: text, offsetConflict: policy, extensions: .written)
    }
  }

  /// Encodes lossless RFC 9557 text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rfc9557String())
  }
}

extension Zone {
  /// Calls `body` with the UTF-8 of a named zone's identifier, read in
  /// place from its table; nil for a fixed offset. What ``identifier``
  /// gives, without the copy it returns: copying a string retains its
  /// storage, and that, with the release after, is two atomic operations
  /// per RFC 9557 text written. The table outlives the call: the cache
  /// never frees one (see `storage`).
  @inline(__always)
  fileprivate func withTableNameUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
    guard case .table(let table) = storage else { return nil }
    return table._withUnsafeGuaranteedRef { $0.name.utf8.withContiguousStorageIfAvailable(body) }
  }
}
