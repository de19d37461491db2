// RFC 9557's suffix, read once for every DateMath reader that takes one:
// `ZonedDateTime(rfc9557:…)`, `CalendarDate(parsing:)` and
// `ZonedDateTime.calendarAnnotation(in:)`.

/// The suffix of RFC 9557 text, `[Europe/Berlin][u-ca=hebrew][!x-foo=bar]`:
/// its time-zone annotation and its tags, read by §4.1's grammar and
/// judged by §3.3's rules, so that every reader accepts and refuses the
/// same suffixes with the same messages.
///
/// - Syntax (§4.1): `suffix = [time-zone] *suffix-tag`. Only the first
///   annotation may be a time zone (a name or `±HH:MM`, `!` for
///   critical); a tag is `[key=value]` or `[!key=value]`. Keys are
///   lower-case only (§3.1; `key-initial = lcalpha / "_"`), so
///   `[U-CA=hebrew]` is a syntax error, not an unknown key. Values are
///   letters and digits in parts joined by `-`.
/// - Tags (§3.3): an elective tag (no `!`) that DateMath cannot act on is
///   ignored: an unknown key (`[x-foo=bar]`, `[_foo=bar]`), and also
///   `u-ca` naming a calendar DateMath does not know (`[u-ca=julian]`),
///   which §3.3 allows a recipient that "cannot act on the value
///   provided" to ignore. A critical tag DateMath cannot act on makes the
///   text erroneous and is refused: `[!x-foo=bar]`, `[!u-ca=julian]`.
///   Temporal refuses an unknown calendar even when elective; DateMath
///   follows the RFC, because the date-time itself is ISO 8601 text and
///   stays right when the presentation hint is dropped.
/// - A repeated `u-ca` (§3.3): the first is used ("MUST choose the first
///   suffix that has that key"), unless one of them is critical and they
///   name different calendars, which §3.3's examples
///   (`[!u-ca=chinese][u-ca=japanese]`, `[u-ca=chinese][!u-ca=japanese]`)
///   call erroneous: that is refused. Temporal also refuses the same
///   calendar twice when one is critical (`[!u-ca=hebrew][u-ca=hebrew]`);
///   the RFC sees no inconsistency there, and neither does DateMath.
/// - Keys starting with `_` are experimental (§3.2); DateMath takes part
///   in no experiment and, as Temporal, ignores them when elective and
///   refuses them when critical.
///
/// Errors are ``DateMathError/Kind/invalidFormat``, quote the whole text,
/// and carry the column of the offending character (a syntax error) or
/// of the `[` that opens the offending annotation (a refused tag).
struct _RFC9557Suffix {
  /// What a time-zone annotation names.
  enum TimeZoneName: Equatable {
    /// A time-zone name such as `America/New_York`, not yet looked up.
    case name(String)
    /// A UTC offset, `[+05:30]`.
    case offset(UTCOffset)
  }

  /// The time-zone annotation, `[America/New_York]` or `[!+05:30]`.
  struct TimeZone {
    var name: TimeZoneName
    var isCritical: Bool
    /// The column of the name's first character (after `[` and `!`).
    var column: Int
  }

  /// A tag, `[u-ca=hebrew]` or `[!x-foo=bar]`.
  struct Tag {
    var key: String
    var value: String
    var isCritical: Bool
    /// The column of its `[`.
    var column: Int

    /// The tag as written, brackets included.
    var written: String { (isCritical ? "[!" : "[") + key + "=" + value + "]" }
  }

  /// The time-zone annotation, if the suffix starts with one.
  var timeZone: TimeZone?
  /// The tags, in the order written.
  var tags: [Tag] = []
  /// The calendar §3.3 picks from the `u-ca` tags: the first one's, nil
  /// when there is none or it names a calendar DateMath does not know
  /// (elective, so ignored).
  var calendar: CalendarKind?

  /// Whether the text had no annotation at all.
  var isEmpty: Bool { timeZone == nil && tags.isEmpty }

  /// Reads annotations from the scanner while the next character is `[`,
  /// then requires the end of the text if any was read (a reader decides
  /// what text without annotations may be followed by). `offsetSeconds`
  /// allows an offset annotation with seconds (`[+00:09:21]`,
  /// ``RFC3339Extensions/offsetSeconds``).
  static func read(_ scanner: inout _ISOScanner, _ text: String, offsetSeconds: Bool = false)
    throws(DateMathError) -> _RFC9557Suffix
  {
    var suffix = _RFC9557Suffix()
    let bytes = scanner.bytes
    func syntax(_ why: String, at index: Int) -> DateMathError {
      .invalidFormat(text, expected: "RFC 9557 text: \(why)", at: scanner.position(index))
    }
    var count = 0
    while scanner.peek == UInt8(ascii: "[") {
      let open = scanner.index
      var close = open + 1
      while close < bytes.count, bytes[close] != UInt8(ascii: "]") { close += 1 }
      guard close < bytes.count else {
        throw syntax("the annotation opened here is not closed by \"]\" (§4.1)", at: open)
      }
      let critical = open + 1 < close && bytes[open + 1] == UInt8(ascii: "!")
      let start = critical ? open + 2 : open + 1
      let written = String(decoding: bytes[open...close], as: UTF8.self)
      guard start < close else {
        throw syntax("\(written) is empty: an annotation is a time zone or a tag such as [u-ca=hebrew] (§4.1)", at: start)
      }
      if let equals = (start..<close).first(where: { bytes[$0] == UInt8(ascii: "=") }) {
        if let bad = firstBadKeyByte(bytes, start..<equals) {
          throw syntax(
            "the key of \(written) is not lower-case letters, digits, \"-\" and \"_\" starting with a lower-case "
              + "letter or \"_\" (§3.1: keys are lower-case only; §4.1 suffix-key)", at: bad)
        }
        if let bad = firstBadValueByte(bytes, (equals + 1)..<close) {
          throw syntax(
            "the value of \(written) is not letters and digits in parts joined by \"-\" (§4.1 suffix-values)",
            at: bad)
        }
        suffix.tags.append(
          Tag(
            key: String(decoding: bytes[start..<equals], as: UTF8.self),
            value: String(decoding: bytes[(equals + 1)..<close], as: UTF8.self), isCritical: critical,
            column: scanner.column(open)))
      } else {
        guard count == 0 else {
          throw syntax("only the first annotation may be a time zone, not \(written) (§4.1)", at: open)
        }
        let name: TimeZoneName
        if bytes[start] == UInt8(ascii: "+") || bytes[start] == UInt8(ascii: "-") {
          guard let offset = offset(bytes, start..<close, seconds: offsetSeconds) else {
            throw syntax(
              "an offset annotation is ±HH:MM, such as [+05:30] (§4.1)",
              at: firstBadOffsetByte(bytes, start..<close, seconds: offsetSeconds) ?? start)
          }
          name = .offset(offset)
        } else {
          if let bad = firstBadTimeZoneByte(bytes, start..<close) {
            throw syntax(
              "\(written) is not a time-zone name: parts of letters, digits, \".\", \"_\", \"-\" and \"+\", "
                + "not starting with a digit, \"-\" or \"+\", separated by \"/\" (§4.1)", at: bad)
          }
          name = .name(String(decoding: bytes[start..<close], as: UTF8.self))
        }
        suffix.timeZone = TimeZone(name: name, isCritical: critical, column: scanner.column(start))
      }
      count += 1
      scanner.index = close + 1
    }
    if count > 0 && !scanner.isAtEnd {
      throw syntax("unexpected text after the annotations", at: scanner.index)
    }
    try suffix.resolveTags(text)
    return suffix
  }

  /// Applies §3.3 to the tags: picks ``calendar``, ignores elective tags
  /// DateMath cannot act on and refuses critical ones.
  private mutating func resolveTags(_ text: String) throws(DateMathError) {
    var first: Tag?
    for tag in tags {
      guard tag.key == "u-ca" else {
        if tag.isCritical {
          throw DateMathError(
            .invalidFormat,
            "\(DateMathError.quoted(text)): critical tag \(tag.written) is not one DateMath knows (drop the \"!\" "
              + "to let a reader ignore it; RFC 9557 §3.3)", position: TextPosition(column: tag.column))
        }
        continue
      }
      let named = CalendarKind(identifier: tag.value)
      if tag.isCritical && named == nil {
        throw DateMathError(
          .invalidFormat,
          "\(DateMathError.quoted(text)): unknown calendar \(tag.written), marked critical (RFC 9557 §3.3); "
            + "DateMath knows " + CalendarKind.allCases.map(\.rawValue).joined(separator: ", "),
          position: TextPosition(column: tag.column))
      }
      guard let chosen = first else {
        first = tag
        calendar = named
        continue
      }
      // §3.3: two u-ca tags of which one is critical and which disagree
      // are an inconsistency the recipient MUST treat as an error; elective
      // ones leave the first in force.
      let same = named.map { $0 == CalendarKind(identifier: chosen.value) } ?? (tag.value.lowercased() == chosen.value.lowercased())
      if (tag.isCritical || chosen.isCritical) && !same {
        throw DateMathError(
          .invalidFormat,
          "\(DateMathError.quoted(text)): \(chosen.written) and \(tag.written) name two calendars and one is "
            + "critical (RFC 9557 §3.3)", position: TextPosition(column: tag.column))
      }
    }
  }

  // MARK: Grammar (RFC 9557 §4.1), on bytes: every character it allows is ASCII.

  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  private static func isLowerCase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

  /// The first byte of `range` that breaks `suffix-key = key-initial
  /// *key-char` (`key-initial = lcalpha / "_"`, `key-char = key-initial /
  /// DIGIT / "-"`), `range.upperBound` (the "=") for an empty key, or nil.
  static func firstBadKeyByte(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    guard !range.isEmpty else { return range.upperBound }
    for i in range {
      let byte = bytes[i]
      let initial = isLowerCase(byte) || byte == UInt8(ascii: "_")
      guard initial || (i > range.lowerBound && (isDigit(byte) || byte == UInt8(ascii: "-"))) else { return i }
    }
    return nil
  }

  /// The first byte of `range` that breaks `suffix-values = suffix-value
  /// *("-" suffix-value)`, `suffix-value = 1*alphanum`, or nil.
  static func firstBadValueByte(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var partLength = 0
    for i in range {
      let byte = bytes[i]
      if byte == UInt8(ascii: "-") {
        guard partLength > 0 else { return i }
        partLength = 0
      } else {
        guard isLetter(byte) || isDigit(byte) else { return i }
        partLength += 1
      }
    }
    // An empty value or a trailing "-": the "]" is where a character is missing.
    return partLength > 0 ? nil : range.upperBound
  }

  /// The first byte of `range` that breaks `time-zone-name =
  /// time-zone-part *("/" time-zone-part)` (a part starts with a letter,
  /// "." or "_", goes on with those, digits, "-" and "+", and is not "."
  /// or ".."), or nil.
  static func firstBadTimeZoneByte(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var partStart = range.lowerBound
    for i in range.lowerBound...range.upperBound {
      if i == range.upperBound || bytes[i] == UInt8(ascii: "/") {
        let length = i - partStart
        if length == 0 { return i }
        let dots = (partStart..<i).allSatisfy { bytes[$0] == UInt8(ascii: ".") }
        if dots && length <= 2 { return partStart }
        partStart = i + 1
        continue
      }
      let byte = bytes[i]
      let initial = isLetter(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      guard initial || (i > partStart && (isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")))
      else { return i }
    }
    return nil
  }

  /// `±HH:MM` (`time-numoffset`, hours 00–23, minutes 00–59), or with
  /// `seconds` also `±HH:MM:SS`, filling all of `range`; nil otherwise.
  static func offset(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, seconds: Bool) -> UTCOffset? {
    guard firstBadOffsetByte(bytes, range, seconds: seconds) == nil else { return nil }
    func two(_ i: Int) -> Int { Int(bytes[i] - 0x30) * 10 + Int(bytes[i + 1] - 0x30) }
    let start = range.lowerBound
    var magnitude = two(start + 1) * 3600 + two(start + 4) * 60
    if range.count == 9 { magnitude += two(start + 7) }
    return UTCOffset(seconds: bytes[start] == UInt8(ascii: "-") ? -magnitude : magnitude)
  }

  /// The first byte of `range` out of place in an offset annotation (a
  /// character, or the first digit of a field out of range), or nil.
  static func firstBadOffsetByte(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, seconds: Bool) -> Int? {
    // "s" for the sign, "D" for a digit.
    let shape = Array((seconds && range.count > 6 ? "sDD:DD:DD" : "sDD:DD").utf8)
    let start = range.lowerBound
    for (k, expected) in shape.enumerated() {
      let i = start + k
      guard i < range.upperBound else { return i }
      let byte = bytes[i]
      let fits =
        switch expected {
        case UInt8(ascii: "D"): isDigit(byte)
        case UInt8(ascii: "s"): byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        default: byte == expected
        }
      guard fits else { return i }
    }
    if range.count > shape.count { return start + shape.count }
    func two(_ i: Int) -> Int { Int(bytes[i] - 0x30) * 10 + Int(bytes[i + 1] - 0x30) }
    if two(start + 1) > 23 { return start + 1 }
    if two(start + 4) > 59 { return start + 4 }
    if shape.count == 9 && two(start + 7) > 59 { return start + 7 }
    return nil
  }
}
