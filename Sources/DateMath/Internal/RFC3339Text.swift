import Foundation

/// RFC 3339 date-time text: the parts shared by `Date`'s RFC 3339 and
/// ``ZonedDateTime``'s RFC 9557 forms.
enum _RFC3339 {
  /// Reads `date T time [fraction] [offset]` from the scanner, leaving it
  /// after the offset. A second of 60 (a leap second) reads as 59: `Date`
  /// has no leap seconds.
  static func scan(_ scanner: inout _ISOScanner, _ text: String) throws(DateMathError)
    -> (local: CivilDateTime, fraction: String, offset: UTCOffset?, leapSecond: Bool)
  {
    let expected = "an RFC 3339 date-time such as 2017-01-31T19:00:00Z"
    guard let (y, mo, d) = scanner.date(),
      scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t"))
        || scanner.skip(UInt8(ascii: " ")),
      let h = scanner.digits(2), scanner.skip(UInt8(ascii: ":")), let mi = scanner.digits(2),
      scanner.skip(UInt8(ascii: ":")), var s = scanner.digits(2)
    else { throw .invalidFormat(text, expected: expected) }
    var fraction = ""
    if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
      while let byte = scanner.peek, (0x30...0x39).contains(byte) {
        fraction.append(Character(UnicodeScalar(byte)))
        scanner.index += 1
      }
      guard !fraction.isEmpty, fraction.count <= 30 else {
        throw .invalidFormat(text, expected: expected + " (1 to 30 digits after the point)")
      }
    }
    let leapSecond = s == 60
    if leapSecond { s = 59 }
    let local = try CivilDateTime(
      year: y, month: mo, day: d, hour: h, minute: mi, second: s)
    let signed = scanner.peek == UInt8(ascii: "+") || scanner.peek == UInt8(ascii: "-")
    let offset = scanner.offset()
    if signed && offset == nil {
      throw .invalidFormat(text, expected: "an RFC 3339 date-time: its UTC offset must be ±HH:MM with hours 00–23 and minutes 00–59")
    }
    return (local, fraction, offset, leapSecond)
  }

  /// The instant of `local` read at `offset`, with the fraction's digits
  /// added as `Date` stores it (a `Double` since 2001), so that the
  /// digits written by ``fractionDigits(_:)`` read back exactly.
  static func instant(_ local: CivilDateTime, _ fraction: String, _ offset: UTCOffset) -> Date {
    let seconds = local.localSeconds - Int64(offset.seconds)
    let part = fraction.isEmpty ? 0 : Double("0." + fraction) ?? 0
    return Date(
      timeIntervalSinceReferenceDate: Double(seconds - _InstantSeconds.referenceOffset) + part)
  }

  /// Whole seconds since 1970 and the shortest fraction digits that read
  /// back as exactly `date` through ``instant(_:_:_:)``.
  static func fractionDigits(_ date: Date) -> (seconds: Int64, digits: String) {
    let r = date.timeIntervalSinceReferenceDate
    let instant = (try? _InstantSeconds(date)) ?? _InstantSeconds(seconds: 0, fraction: 0)
    let whole = Double(instant.seconds - _InstantSeconds.referenceOffset)
    if whole + Double(instant.nanosecond) / 1e9 == r {
      var digits = instant.nanosecond == 0 ? "" : _ISO.pad(instant.nanosecond, 9)
      while digits.hasSuffix("0") { digits.removeLast() }
      return (instant.seconds, digits)
    }
    // Finer than a nanosecond (near 2001): the fraction's own shortest
    // decimal, which reads back as the same Double.
    let floor = r.rounded(.down)
    return (Int64(floor) + _InstantSeconds.referenceOffset, shortestDigits(r - floor))
  }

  /// `YYYY-MM-DDTHH:MM:SS[.fff]` of a date at an offset (no offset text).
  /// Fixed digits truncate the exact digits; `.exact` writes them all.
  static func wallClockText(
    _ date: Date, offset: Int64, digits: FractionalSecondDigits
  ) -> String {
    var (seconds, fraction) = fractionDigits(date)
    if let count = digits.count {
      fraction = String((fraction + String(repeating: "0", count: count)).prefix(count))
    }
    let local = CivilDateTime(localSeconds: seconds + offset, nanosecond: 0)
    var text = "\(local.date)T\(_ISO.time(local.hour, local.minute, local.second, 0))"
    if !fraction.isEmpty { text += "." + fraction }
    return text
  }

  /// The digits after "0." of the shortest decimal that reads back as
  /// `fraction` (0 < fraction < 1), without exponent notation.
  static func shortestDigits(_ fraction: Double) -> String {
    guard fraction > 0 else { return "" }
    let text = "\(fraction)"  // shortest round-trip form, maybe "1.5e-07"
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      let mantissa = text[..<e].replacingOccurrences(of: ".", with: "")
      let exponent = Int(text[text.index(after: e)...]) ?? 0  // negative
      return String(repeating: "0", count: max(0, -exponent - 1)) + mantissa
    }
    return String(text.drop { $0 != "." }.dropFirst())
  }
}
