// Fixed-width ISO 8601 text: formatting helpers and a small byte scanner
// shared by the civil types' `description` and `init?(_:)`.

enum _ISO {
  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }

  /// `YYYY` for years 0...9999, else the expanded `±YYYYYY` of ISO 8601 and
  /// RFC 9557.
  static func year(_ year: Int) -> String {
    if (0...9999).contains(year) { return pad(year, 4) }
    return (year < 0 ? "-" : "+") + pad(abs(year), 6)
  }

  static func date(_ year: Int, _ month: Int, _ day: Int) -> String {
    "\(self.year(year))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// `HH:MM:SS`, then `.` and 3, 6 or 9 digits when the fraction is not
  /// zero (the fewest that show it exactly).
  static func time(_ hour: Int, _ minute: Int, _ second: Int, _ nanosecond: Int)
    -> String
  {
    var text = "\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
    if nanosecond != 0 {
      var digits = pad(nanosecond, 9)
      while digits.count > 3, digits.hasSuffix("000") { digits.removeLast(3) }
      text += "." + digits
    }
    return text
  }
}

/// Reads ISO 8601 fields from UTF-8 bytes, left to right, without copying
/// them: use it inside ``reading(_:_:)`` only.
struct _ISOScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Runs `body` with a scanner over the UTF-8 of `text`.
  @inline(__always)
  static func reading<Result>(
    _ text: String, _ body: (inout _ISOScanner) throws(DateMathError) -> Result
  ) throws(DateMathError) -> Result {
    var text = text
    do {
      return try text.withUTF8 { buffer in
        var scanner = _ISOScanner(buffer)
        return try body(&scanner)
      }
    } catch let error as DateMathError {
      throw error
    } catch {
      throw .invalidFormat(text, expected: "text")  // withUTF8 throws only what body throws
    }
  }

  var isAtEnd: Bool { index == bytes.count }
  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func skip(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    index += 1
    return true
  }

  /// Exactly `count` ASCII digits.
  @inline(__always)
  mutating func digits(_ count: Int) -> Int? {
    guard index + count <= bytes.count else { return nil }
    var value = 0
    for offset in 0..<count {
      let digit = bytes[index + offset] &- 0x30
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    index += count
    return value
  }

  /// `YYYY`, or `±YYYYYY` (not `-000000`).
  mutating func year() -> Int? {
    if let sign = peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      index += 1
      guard let value = digits(6) else { return nil }
      if sign == UInt8(ascii: "-") && value == 0 { return nil }
      return sign == UInt8(ascii: "-") ? -value : value
    }
    return digits(4)
  }

  /// `YYYY-MM-DD` fields, unvalidated.
  mutating func date() -> (Int, Int, Int)? {
    guard let y = year(), skip(UInt8(ascii: "-")), let m = digits(2),
      skip(UInt8(ascii: "-")), let d = digits(2)
    else { return nil }
    return (y, m, d)
  }

  /// `HH:MM[:SS[.fraction]]` fields, unvalidated; the fraction has 1 to 9
  /// digits and is returned in nanoseconds. With `requireSeconds`, `HH:MM`
  /// alone is refused.
  mutating func time(requireSeconds: Bool) -> (Int, Int, Int, Int)? {
    guard let h = digits(2), skip(UInt8(ascii: ":")), let m = digits(2) else {
      return nil
    }
    guard skip(UInt8(ascii: ":")) else { return requireSeconds ? nil : (h, m, 0, 0) }
    guard let s = digits(2) else { return nil }
    var nanos = 0
    if skip(UInt8(ascii: ".")) || skip(UInt8(ascii: ",")) {
      var count = 0
      while let byte = peek, (0x30...0x39).contains(byte) {
        guard count < 9 else { return nil }
        nanos = nanos * 10 + Int(byte - 0x30)
        count += 1
        index += 1
      }
      guard count > 0 else { return nil }
      for _ in count..<9 { nanos *= 10 }
    }
    return (h, m, s, nanos)
  }
}

extension _ISOScanner {
  /// The column, counted in Unicode scalars from 1, of the byte at
  /// `byteIndex` (one past the last scalar for the end of the text), as
  /// ``DateMathError/position`` reports it.
  func column(_ byteIndex: Int) -> Int {
    var column = 1
    for i in 0..<min(byteIndex, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
    return column + max(0, byteIndex - bytes.count)
  }

  /// ``column(_:)`` as a position.
  func position(_ byteIndex: Int) -> TextPosition { TextPosition(column: column(byteIndex)) }

  /// The index of the first byte from `start` that does not fit `shape`,
  /// where `D` stands for an ASCII digit, `T` for `T`, `t` or a space, `±`
  /// for `+` or `-`, and any other character for itself; the text's end
  /// counts as a mismatch. `start + shape.count` when all of it fits.
  func firstMismatch(from start: Int, _ shape: String) -> Int {
    var i = start
    for expected in shape.unicodeScalars {
      guard i < bytes.count else { return i }
      let byte = bytes[i]
      let fits =
        switch expected {
        case "D": (0x30...0x39).contains(byte)
        case "T": byte == UInt8(ascii: "T") || byte == UInt8(ascii: "t") || byte == UInt8(ascii: " ")
        case "±": byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        default: byte == UInt8(truncatingIfNeeded: expected.value)
        }
      guard fits else { return i }
      i += 1
    }
    return i
  }
}

extension DateMathError {
  /// This error with `position` (and everything else kept).
  func at(_ position: TextPosition?) -> DateMathError {
    DateMathError(
      kind, message, zoneIdentifier: zoneIdentifier, suggestions: suggestions, transition: transition,
      candidates: candidates, writtenOffset: writtenOffset, zoneOffsets: zoneOffsets,
      position: position ?? self.position)
  }

  /// ``invalidFormat(_:expected:)`` at `position`.
  static func invalidFormat(_ input: String, expected: String, at position: TextPosition?) -> DateMathError {
    DateMathError(.invalidFormat, "\(DateMathError.quoted(input)) is not \(expected)", position: position)
  }
}
