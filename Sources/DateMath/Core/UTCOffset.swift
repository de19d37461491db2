/// A difference from UTC, in whole seconds: `+05:30`, `-04:00`, or the
/// `-00:17:02` local mean time that tz data gives many zones before they
/// adopted standard time.
///
/// Positive offsets are east of Greenwich: local time = UTC + offset.
public struct UTCOffset: Sendable, Hashable, Comparable, Codable,
  LosslessStringConvertible
{
  /// The offset in seconds, east positive.
  public let seconds: Int

  /// UTC itself, `+00:00`.
  public static let zero = UTCOffset(seconds: 0)

  /// Creates an offset of `seconds` seconds east of UTC.
  public init(seconds: Int) { self.seconds = seconds }

  /// `±HH:MM`, or `±HH:MM:SS` when the offset has seconds.
  public var description: String { text(separator: ":") }

  /// `±HHMM`, or `±HHMMSS` when the offset has seconds: ISO 8601's basic
  /// form, as iCalendar's UTC-OFFSET values (RFC 5545 §3.3.14) and tz
  /// data's numeric designations (`+0530`) write it.
  var basicDescription: String { text(separator: "") }

  /// Sign, hours and minutes, then seconds when there are any, with
  /// `separator` between the fields.
  private func text(separator: String) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = seconds.magnitude
    var text = sign + _ISO.pad(Int(magnitude / 3600), 2) + separator
      + _ISO.pad(Int(magnitude / 60 % 60), 2)
    if magnitude % 60 != 0 { text += separator + _ISO.pad(Int(magnitude % 60), 2) }
    return text
  }

  /// Parses `±HH:MM`, `±HH:MM:SS` or `Z` (any case); hours up to 23.
  public init?(_ description: String) {
    let parsed = try? _ISOScanner.reading(description) { scanner throws(DateMathError) in
      guard let offset = scanner.offset(), scanner.isAtEnd else {
        throw .invalidFormat(description, expected: "a UTC offset")
      }
      return offset
    }
    guard let parsed else { return nil }
    self = parsed
  }

  /// West before east: -05:00 < +01:00.
  public static func < (lhs: UTCOffset, rhs: UTCOffset) -> Bool {
    lhs.seconds < rhs.seconds
  }

  /// Decodes the `±HH:MM[:SS]` string form.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    self = try _decodeText(text, decoder) { text throws(DateMathError) in
      guard let offset = UTCOffset(text) else {
        throw .invalidFormat(text, expected: "a UTC offset such as +05:30")
      }
      return offset
    }
  }

  /// Encodes the `±HH:MM[:SS]` string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension _ISOScanner {
  /// `Z`, `z`, `±HH:MM` or `±HH:MM:SS`.
  mutating func offset() -> UTCOffset? {
    if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) { return .zero }
    guard let sign = peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-")
    else { return nil }
    index += 1
    guard let h = digits(2), h <= 23, skip(UInt8(ascii: ":")), let m = digits(2),
      m <= 59
    else { return nil }
    var s = 0
    if skip(UInt8(ascii: ":")) {
      guard let value = digits(2), value <= 59 else { return nil }
      s = value
    }
    let magnitude = h * 3600 + m * 60 + s
    return UTCOffset(seconds: sign == UInt8(ascii: "-") ? -magnitude : magnitude)
  }
}
