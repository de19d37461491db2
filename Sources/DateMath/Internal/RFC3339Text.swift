import Foundation

/// RFC 3339 date-time text: the parts shared by `Date`'s RFC 3339 and
/// ``ZonedDateTime``'s RFC 9557 forms. Written byte by byte, with no
/// intermediate strings: formatting and parsing are on hot paths of
/// servers that log and exchange instants.
enum _RFC3339 {
  static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

  /// Reads `date T time [fraction] [offset]` from the scanner, leaving it
  /// after the offset. A second of 60 (a leap second) reads as 59: `Date`
  /// has no leap seconds. The fraction is the Double nearest the digits
  /// (exactly what `Double("0." + digits)` gives).
  static func scan(_ scanner: inout _ISOScanner, _ text: @autoclosure () -> String)
    throws(DateMathError) -> (local: CivilDateTime, fraction: Double, offset: UTCOffset?)
  {
    guard let (y, mo, d) = scanner.date(),
      scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t"))
        || scanner.skip(UInt8(ascii: " ")),
      let h = scanner.digits(2), scanner.skip(UInt8(ascii: ":")), let mi = scanner.digits(2),
      scanner.skip(UInt8(ascii: ":")), var s = scanner.digits(2)
    else { throw .invalidFormat(text(), expected: "an RFC 3339 date-time such as 2017-01-31T19:00:00Z") }
    var fraction = 0.0
    if scanner.skip(UInt8(ascii: ".")) || scanner.skip(UInt8(ascii: ",")) {
      let start = scanner.index
      var value: UInt64 = 0
      while scanner.index < scanner.bytes.count {
        let digit = scanner.bytes[scanner.index] &- 0x30
        guard digit < 10 else { break }
        if scanner.index - start < 18 { value = value * 10 + UInt64(digit) }
        scanner.index += 1
      }
      let count = scanner.index - start
      guard count > 0, count <= 30 else {
        throw .invalidFormat(text(), expected: "an RFC 3339 date-time (1 to 30 digits after the point)")
      }
      if count < powersOfTen.count {
        // Both exact, so one correctly rounded division.
        fraction = Double(value) / powersOfTen[count]
      } else {
        let digits = String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
        fraction = Double("0." + digits) ?? 0
      }
    }
    if s == 60 { s = 59 }
    let local = try CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
    let signed = scanner.peek == UInt8(ascii: "+") || scanner.peek == UInt8(ascii: "-")
    let offset = scanner.offset()
    if signed && offset == nil {
      throw .invalidFormat(
        text(),
        expected: "an RFC 3339 date-time: its UTC offset must be ±HH:MM with hours 00–23 and minutes 00–59")
    }
    return (local, fraction, offset)
  }

  /// The instant of `local` read at `offset`, plus `fraction` as `Date`
  /// stores it (a `Double` since 2001), so that the digits written by
  /// ``text(_:offset:digits:)`` read back exactly.
  static func instant(_ local: CivilDateTime, _ fraction: Double, _ offset: UTCOffset) -> Date {
    let seconds = local.localSeconds - Int64(offset.seconds)
    return Date(
      timeIntervalSinceReferenceDate: Double(seconds - _InstantSeconds.referenceOffset) + fraction)
  }

  /// What follows the time: `Z`, or the offset (`±HH:MM[:SS]`) and, for
  /// RFC 9557, a zone annotation.
  enum Suffix {
    case z
    case offset
    case offsetAndZone(String)
  }

  /// `YYYY-MM-DDTHH:MM:SS[.fff]` of `date` at `offset` seconds from UTC,
  /// then `suffix`. Fixed digits truncate the exact digits; `.exact` writes
  /// the fewest that read back as the same `Date`.
  static func text(_ date: Date, offset: Int64, digits: FractionalSecondDigits, suffix: Suffix)
    -> String
  {
    let instant = (try? _InstantSeconds(date)) ?? _InstantSeconds(seconds: 0, fraction: 0)
    var seconds = instant.seconds
    var fraction = ""  // used only when finer than a nanosecond
    var nanosecond = instant.nanosecond
    let r = date.timeIntervalSinceReferenceDate
    if nanosecond != 0 || instant.fraction != 0,
      Double(seconds - _InstantSeconds.referenceOffset) + Double(nanosecond) / 1e9 != r
    {
      // Finer than a nanosecond (near 2001): the fraction's own shortest
      // decimal, which reads back as the same Double.
      let floor = r.rounded(.down)
      seconds = Int64(floor) + _InstantSeconds.referenceOffset
      fraction = shortestDigits(r - floor)
      nanosecond = Int(fraction.prefix(9).padding(toLength: 9, withPad: "0", startingAt: 0)) ?? 0
    }
    var count: Int
    switch digits.count {
    case let fixed?: count = fixed
    case nil:
      count = 0
      if nanosecond != 0 {
        count = 9
        var n = nanosecond
        while n % 10 == 0 { n /= 10; count -= 1 }
      }
      if fraction.utf8.count > 9 { count = fraction.utf8.count }
    }
    let localSeconds = seconds + offset
    let day = _Civil.floorDiv(localSeconds, _Civil.secondsPerDay)
    let (year, month, dayOfMonth) = _Civil.civilFromDays(Int(day))
    let secondOfDay = Int(localSeconds - day * _Civil.secondsPerDay)
    var zone = ""
    if case .offsetAndZone(let identifier) = suffix { zone = identifier }
    return String(unsafeUninitializedCapacity: 40 + count + zone.utf8.count) { buffer in
      guard let p = buffer.baseAddress else { return 0 }
      var i = 0
      if (0...9999).contains(year) {
        put2(p, year / 100, at: 0)
        put2(p, year % 100, at: 2)
        i = 4
      } else {
        p[0] = year < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        let magnitude = abs(year)
        put2(p, magnitude / 10_000 % 100, at: 1)
        put2(p, magnitude / 100 % 100, at: 3)
        put2(p, magnitude % 100, at: 5)
        i = 7
      }
      p[i] = UInt8(ascii: "-")
      put2(p, month, at: i + 1)
      p[i + 3] = UInt8(ascii: "-")
      put2(p, dayOfMonth, at: i + 4)
      p[i + 6] = UInt8(ascii: "T")
      put2(p, secondOfDay / 3600, at: i + 7)
      p[i + 9] = UInt8(ascii: ":")
      put2(p, secondOfDay / 60 % 60, at: i + 10)
      p[i + 12] = UInt8(ascii: ":")
      put2(p, secondOfDay % 60, at: i + 13)
      i += 15
      if count > 0 {
        p[i] = UInt8(ascii: ".")
        i += 1
        if count > 9 {
          for byte in fraction.utf8.prefix(count) {
            p[i] = byte
            i += 1
          }
        } else {
          var divisor = 100_000_000
          for _ in 0..<count {
            p[i] = UInt8(truncatingIfNeeded: 0x30 + nanosecond / divisor % 10)
            divisor /= 10
            i += 1
          }
        }
      }
      if case .z = suffix {
        p[i] = UInt8(ascii: "Z")
        return i + 1
      }
      p[i] = offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
      let magnitude = Int(offset.magnitude)
      put2(p, magnitude / 3600, at: i + 1)
      p[i + 3] = UInt8(ascii: ":")
      put2(p, magnitude / 60 % 60, at: i + 4)
      i += 6
      if magnitude % 60 != 0 {
        p[i] = UInt8(ascii: ":")
        put2(p, magnitude % 60, at: i + 1)
        i += 3
      }
      if !zone.isEmpty {
        p[i] = UInt8(ascii: "[")
        i += 1
        for byte in zone.utf8 {
          p[i] = byte
          i += 1
        }
        p[i] = UInt8(ascii: "]")
        i += 1
      }
      return i
    }
  }

  @inline(__always)
  static func put2(_ p: UnsafeMutablePointer<UInt8>, _ value: Int, at index: Int) {
    p[index] = UInt8(truncatingIfNeeded: 0x30 + value / 10)
    p[index + 1] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
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
