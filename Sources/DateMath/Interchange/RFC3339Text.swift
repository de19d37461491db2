import Foundation

/// RFC 3339 date-time text: the parts shared by `Date`'s RFC 3339 and
/// ``ZonedDateTime``'s RFC 9557 forms. Written byte by byte, with no
/// intermediate strings: formatting and parsing are on hot paths of
/// servers that log and exchange instants.
enum _RFC3339 {
  static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

  /// A UTC offset as written: its value, and whether it is `Z`, `z` or
  /// `-00:00`, which RFC 3339 §4.3 and RFC 9557 §2 read as "UTC, the local
  /// offset unknown" rather than "the local offset is zero".
  struct WrittenOffset {
    var offset: UTCOffset
    var localIsUnknown: Bool
    /// The index of its first byte in the text.
    var index: Int
  }

  /// Reads `date T time [fraction] [offset]` from the scanner, by RFC
  /// 3339 §5.6's grammar plus `extensions`, leaving it after the offset. A
  /// second of 60 (a leap second) reads as 59: `Date` has no leap seconds.
  ///
  /// Errors carry the column of the first character out of place, or of
  /// the field out of range.
  static func scan(
    _ scanner: inout _ISOScanner, _ text: @autoclosure () -> String, extensions: RFC3339Extensions
  ) throws(DateMathError) -> (local: CivilDateTime, fraction: Fraction, offset: WrittenOffset?) {
    let start = scanner.index
    let signed = scanner.peek == UInt8(ascii: "+") || scanner.peek == UInt8(ascii: "-")
    if !extensions.contains(.expandedYears), signed {
      throw .invalidFormat(
        text(),
        expected: "an RFC 3339 date-time: the year has four digits (RFC 3339 §5.6; an expanded "
          + "year such as +002024 is ISO 8601's, read with RFC3339Extensions.expandedYears)",
        at: scanner.position(start))
    }
    // Where each field starts: after a year of 4 digits, or of a sign and 6.
    let year = signed ? 7 : 4
    let (monthAt, dayAt, hourAt, minuteAt, secondAt) =
      (start + year + 1, start + year + 4, start + year + 7, start + year + 10, start + year + 13)
    guard let (y, mo, d) = scanner.date(),
      scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t"))
        || scanner.skip(UInt8(ascii: " ")),
      let h = scanner.digits(2), scanner.skip(UInt8(ascii: ":")), let mi = scanner.digits(2),
      scanner.skip(UInt8(ascii: ":")), var s = scanner.digits(2)
    else {
      let shape = signed ? "±DDDDDD-DD-DDTDD:DD:DD" : "DDDD-DD-DDTDD:DD:DD"
      let bad = scanner.firstMismatch(from: start, shape)
      throw .invalidFormat(
        text(), expected: "an RFC 3339 date-time such as 2017-01-31T19:00:00Z",
        at: scanner.position(bad < start + shape.unicodeScalars.count ? bad : start))
    }
    var fraction = Fraction()
    if scanner.peek == UInt8(ascii: ",") {
      throw .invalidFormat(
        text(), expected: "an RFC 3339 date-time: the decimal sign is \".\" (RFC 3339 §5.6), not \",\"",
        at: scanner.position(scanner.index))
    }
    if scanner.skip(UInt8(ascii: ".")) {
      let digitsStart = scanner.index
      var value: UInt64 = 0
      while scanner.index < scanner.bytes.count {
        let digit = scanner.bytes[scanner.index] &- 0x30
        guard digit < 10 else { break }
        if scanner.index - digitsStart < 18 { value = value * 10 + UInt64(digit) }
        scanner.index += 1
      }
      let count = scanner.index - digitsStart
      guard count > 0, count <= Fraction.maximumDigits else {
        throw .invalidFormat(
          text(), expected: "an RFC 3339 date-time (1 to \(Fraction.maximumDigits) digits after the point)",
          at: scanner.position(count == 0 ? digitsStart : digitsStart + Fraction.maximumDigits))
      }
      fraction = Fraction(
        value: value, count: count,
        long: count < powersOfTen.count
          ? nil : String(decoding: scanner.bytes[digitsStart..<scanner.index], as: UTF8.self))
    }
    let leapSecond = s == 60
    if leapSecond { s = 59 }
    let local: CivilDateTime
    do {
      local = try CivilDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
    } catch {
      let field =
        if !(1...12).contains(mo) { monthAt }
        else if d < 1 || d > _Civil.daysInMonth(year: y, month: mo) { dayAt }
        else if h > 23 { hourAt }
        else if mi > 59 { minuteAt }
        else if s > 59 { secondAt }
        else { start }
      throw error.at(scanner.position(field))
    }
    let offsetStart = scanner.index
    let offsetSigned = scanner.peek == UInt8(ascii: "+") || scanner.peek == UInt8(ascii: "-")
    let isZ = scanner.peek == UInt8(ascii: "Z") || scanner.peek == UInt8(ascii: "z")
    let parsed = scanner.offset()
    if offsetSigned && parsed == nil {
      throw .invalidFormat(
        text(),
        expected: "an RFC 3339 date-time: its UTC offset must be ±HH:MM with hours 00–23 and minutes 00–59",
        at: scanner.position(badOffsetByte(scanner, offsetStart)))
    }
    var offset: WrittenOffset?
    if let parsed {
      if !extensions.contains(.offsetSeconds) && scanner.index - offsetStart > 6 {
        throw .invalidFormat(
          text(),
          expected: "an RFC 3339 date-time: a UTC offset is ±HH:MM (RFC 3339 §5.6; one with seconds "
            + "is read with RFC3339Extensions.offsetSeconds)",
          at: scanner.position(offsetStart + 6))
      }
      let minusZero = !isZ && parsed.seconds == 0 && scanner.bytes[offsetStart] == UInt8(ascii: "-")
      offset = WrittenOffset(offset: parsed, localIsUnknown: isZ || minusZero, index: offsetStart)
    }
    // Second 60 is valid only where a leap second was inserted (RFC 3339
    // §5.7): at 23:59:60 UTC at the end of a month that had one.
    if leapSecond {
      let utc = offset.map { local.localSeconds - Int64($0.offset.seconds) }
      guard let utc, _Civil.floorMod(utc, 86_400) == 86_399, isLeapSecondDay(_Civil.floorDiv(utc, 86_400)) else {
        throw DateMathError(
          .invalidDate,
          "\(DateMathError.quoted(text())): second 60 exists only as a leap second, at 23:59:60 UTC at the "
            + "end of a month that had one (RFC 3339 §5.7; the last was 2016-12-31)",
          position: scanner.position(secondAt))
      }
    }
    return (local, fraction, offset)
  }

  /// The first byte out of place in a signed offset at `start`, `±HH:MM`
  /// or `±HH:MM:SS`: a character, or the first digit of a field out of
  /// range.
  static func badOffsetByte(_ scanner: _ISOScanner, _ start: Int) -> Int {
    let bad = scanner.firstMismatch(from: start, "±DD:DD")
    guard bad == start + 6 else { return bad }
    func two(_ i: Int) -> Int { Int(scanner.bytes[i] - 0x30) * 10 + Int(scanner.bytes[i + 1] - 0x30) }
    if two(start + 1) > 23 { return start + 1 }
    if two(start + 4) > 59 { return start + 4 }
    // Seconds: ":SS" out of place or out of range.
    let seconds = scanner.firstMismatch(from: start + 6, ":DD")
    return seconds == start + 9 ? start + 7 : seconds
  }

  /// The UTC days that ended in a leap second (IERS Bulletin C; the IANA
  /// leap-seconds.list), as days since 1970.
  static let leapSecondDays: Set<Int64> = Set(
    [
      (1972, 6, 30), (1972, 12, 31), (1973, 12, 31), (1974, 12, 31), (1975, 12, 31), (1976, 12, 31),
      (1977, 12, 31), (1978, 12, 31), (1979, 12, 31), (1981, 6, 30), (1982, 6, 30), (1983, 6, 30),
      (1985, 6, 30), (1987, 12, 31), (1989, 12, 31), (1990, 12, 31), (1992, 6, 30), (1993, 6, 30),
      (1994, 6, 30), (1995, 12, 31), (1997, 6, 30), (1998, 12, 31), (2005, 12, 31), (2008, 12, 31),
      (2012, 6, 30), (2015, 6, 30), (2016, 12, 31),
    ].map { Int64(_Civil.daysFromCivil(year: $0.0, month: $0.1, day: $0.2)) })

  /// The list is known to be complete up to 2026-06-28, when the
  /// leap-seconds.list of 2025 expires; after that a leap second may end
  /// June or December, as IERS announces (none has been since 2016).
  static let leapSecondsKnownUntil = Int64(_Civil.daysFromCivil(year: 2026, month: 6, day: 28))

  /// Whether the UTC day `day` (days since 1970) can end in a leap second.
  static func isLeapSecondDay(_ day: Int64) -> Bool {
    if leapSecondDays.contains(day) { return true }
    guard day >= leapSecondsKnownUntil, _Civil.isSupportedDay(day) else {
      return false
    }
    let (_, month, dayOfMonth) = _Civil.civilFromDays(Int(day))
    return (month == 6 && dayOfMonth == 30) || (month == 12 && dayOfMonth == 31)
  }

  /// The digits after the decimal point of a seconds field.
  struct Fraction {
    /// The longest fraction read: enough for the decimal form of any
    /// `Double` between 0 and 1 (about 1e-324 has 324 leading zeros).
    static let maximumDigits = 400
    /// The first 18 digits as an integer.
    var value: UInt64 = 0
    /// How many digits there were.
    var count = 0
    /// All the digits, when there are more than 15.
    var long: String?

    /// Whether every digit is 0.
    var isZero: Bool {
      if let long { return long.utf8.allSatisfy { $0 == UInt8(ascii: "0") } }
      return value == 0
    }

    /// 0.digits, the Double nearest it (what `Double("0." + digits)` gives).
    var double: Double {
      if let long { return Double("0." + long) ?? 0 }
      // Both exact, so one correctly rounded division.
      return count == 0 ? 0 : Double(value) / _RFC3339.powersOfTen[count]
    }

    /// 0.digits in nanoseconds, exactly.
    ///
    /// - Throws: ``DateMathError/Kind/invalidFormat`` when a digit after
    ///   the ninth is not zero: a nanosecond is the finest unit held, and
    ///   rounding would change the instant silently.
    func nanoseconds(_ text: @autoclosure () -> String) throws(DateMathError) -> Int {
      if count <= 9 { return Int(value) * Int(_RFC3339.powersOfTen[9 - count]) }
      let digits = long.map { Array($0.utf8) } ?? Array(_ISO.pad(Int(value), count).utf8)
      guard digits[9...].allSatisfy({ $0 == UInt8(ascii: "0") }) else {
        throw .invalidFormat(
          text(), expected: "at most 9 fractional digits that are not zero (nanoseconds)")
      }
      return digits[..<9].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// 1 − 0.digits, the Double nearest it.
    var complement: Double {
      if let long { return Double("0." + _RFC3339.complement(long)) ?? 0 }
      return count == 0 ? 1 : Double(_RFC3339.powersOfTen[count] - Double(value)) / _RFC3339.powersOfTen[count]
    }
  }

  /// The instant of `local` read at `offset`, plus the fraction, as `Date`
  /// stores it (a `Double` of seconds since 2001) so that the digits written
  /// by ``text(_:offset:digits:suffix:)`` read back exactly. In the second
  /// before 2001 the value is −(1 − 0.digits): adding a fraction to −1
  /// would round away the precision a `Date` has there.
  static func instant(_ local: CivilDateTime, _ fraction: Fraction, _ offset: UTCOffset) -> Date {
    date(whole: local.localSeconds - Int64(offset.seconds), fraction)
  }

  /// Whole seconds since 1970 plus a fraction, as `Date` stores them.
  @inline(__always)
  static func date(whole seconds: Int64, _ fraction: Fraction) -> Date {
    let whole = seconds - _InstantSeconds.referenceOffset
    if whole == -1 && fraction.count > 0 && !fraction.isZero {
      return Date(timeIntervalSinceReferenceDate: -fraction.complement)
    }
    return Date(timeIntervalSinceReferenceDate: Double(whole) + fraction.double)
  }

  /// A date-time in the common form, `YYYY-MM-DDTHH:MM:SS[.f…f]` (1 to 9
  /// digits) then `Z`, `z` or `±HH:MM`, as `commonForm(_:)` reads it from
  /// bytes: every field already checked the way ``scan(_:_:extensions:)``
  /// checks it.
  struct CommonForm {
    var year: Int
    var month: Int
    var day: Int
    /// Seconds since the start of the day on the wall clock, 0...86,399.
    var secondOfDay: Int
    /// The fraction's digits as an integer, and how many there were (0 for none).
    var fractionValue: UInt64
    var fractionCount: Int
    /// The written offset in seconds (0 for `Z`).
    var offsetSeconds: Int
    /// `Z`, `z` or `-00:00`: the local offset unknown (RFC 3339 §4.3).
    var localIsUnknown: Bool
    /// The index of the first byte after the offset.
    var end: Int

    var fraction: Fraction { Fraction(value: fractionValue, count: fractionCount) }

    /// The wall-clock time, without its fraction (as ``scan(_:_:extensions:)``
    /// returns it).
    var local: CivilDateTime {
      CivilDateTime(unchecked: CivilDate(unchecked: year, month, day), secondOfDay: secondOfDay, nanosecond: 0)
    }

    /// The instant's whole seconds since 1970.
    var utcSeconds: Int64 {
      Int64(_Civil.daysFromCivil(year: year, month: month, day: day)) * _Civil.secondsPerDay
        + Int64(secondOfDay - offsetSeconds)
    }
  }

  /// Reads the common form from the start of `b`, in one pass over fixed
  /// positions, stopping after the offset; nil for anything else
  /// (including second 60, a tenth fraction digit and an offset with
  /// seconds), which the general reader then handles or explains. Whatever
  /// it accepts, ``scan(_:_:extensions:)`` reads to the same fields under
  /// every set of extensions: four-digit years, `HH:MM` offsets and fields
  /// in range are valid under all of them.
  @inline(__always)
  static func commonForm(_ b: UnsafeBufferPointer<UInt8>) -> CommonForm? {
    guard b.count >= 20, let base = b.baseAddress else { return nil }
    @inline(__always) func digit(_ i: Int) -> Int? {
      let d = b[i] &- 0x30
      return d < 10 ? Int(d) : nil
    }
    @inline(__always) func two(_ i: Int) -> Int? {
      guard let a = digit(i), let c = digit(i + 1) else { return nil }
      return a * 10 + c
    }
    // The first 19 bytes, `YYYY-MM-DDTHH:MM:SS`, as three 8-byte words
    // (bytes 0–7, 8–15 and 11–18; byte 0 in the low bits), checked and
    // read a word at a time.
    @inline(__always) func word(_ i: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
    }
    let dateWord = word(0), dayWord = word(8), timeWord = word(11)
    // Each word's digit bytes minus "0" (its other bytes 0), and its
    // separator bytes, which must be these exactly: `-` at 4 and 7, `:`
    // at 13 and 16.
    let dateDigits = (dateWord ^ 0x3030_3030_3030_3030) & 0x00FF_FF00_FFFF_FFFF
    let dayDigits = (dayWord ^ 0x3030) & 0xFFFF
    let timeDigits = (timeWord ^ 0x3030_3030_3030_3030) & 0xFFFF_00FF_FF00_FFFF
    guard dateWord & 0xFF00_00FF_0000_0000 == 0x2D00_002D_0000_0000,
      timeWord & 0x0000_FF00_00FF_0000 == 0x0000_3A00_003A_0000
    else { return nil }
    // A byte minus "0" is a digit when it and it plus 6 are both under 16
    // (a carry out of a byte comes only from a byte that is no digit).
    let digits = dateDigits | dayDigits | timeDigits
    let plusSix = (dateDigits &+ 0x0606_0606_0606_0606) | (dayDigits &+ 0x0606_0606_0606_0606)
      | (timeDigits &+ 0x0606_0606_0606_0606)
    guard (digits | plusSix) & 0xF0F0_F0F0_F0F0_F0F0 == 0 else { return nil }
    let separator = UInt8(truncatingIfNeeded: dayWord >> 16)
    guard separator | 0x20 == 0x74 || separator == 0x20 else { return nil }  // T, t or space
    // Two digits at bytes k and k+1 make byte k of 10 × word + word >> 8
    // (at most 99, so no byte carries into the next).
    let datePairs = dateDigits &* 10 &+ dateDigits >> 8
    let timePairs = timeDigits &* 10 &+ timeDigits >> 8
    @inline(__always) func pair(_ pairs: UInt64, _ k: UInt64) -> Int { Int(truncatingIfNeeded: pairs >> (8 * k) & 0xFF) }
    let year = pair(datePairs, 0) * 100 + pair(datePairs, 2)
    let month = pair(datePairs, 5)
    let day = pair(dayDigits &* 10 &+ dayDigits >> 8, 0)
    let hour = pair(timePairs, 0), minute = pair(timePairs, 3), second = pair(timePairs, 6)
    guard (1...12).contains(month), day >= 1, day <= _Civil.daysInMonth(year: year, month: month),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var i = 19
    var fractionValue: UInt64 = 0
    var fractionCount = 0
    if b[i] == 0x2E {
      i += 1
      let start = i
      while i < b.count, i - start < 10, let d = digit(i) {
        fractionValue = fractionValue * 10 + UInt64(d)
        i += 1
      }
      fractionCount = i - start
      guard fractionCount >= 1, fractionCount <= 9 else { return nil }
    }
    guard i < b.count else { return nil }
    var offset = 0
    var localIsUnknown = true
    if b[i] == 0x5A || b[i] == 0x7A {
      i += 1
    } else {
      guard b[i] == 0x2B || b[i] == 0x2D, i + 6 <= b.count, let oh = two(i + 1),
        b[i + 3] == 0x3A, let om = two(i + 4), oh < 24, om < 60
      else { return nil }
      offset = (oh * 3600 + om * 60) * (b[i] == 0x2D ? -1 : 1)
      localIsUnknown = offset == 0 && b[i] == 0x2D
      i += 6
      // "+05:30:" starts an offset with seconds, which the general
      // reader reads or refuses.
      if i < b.count && b[i] == 0x3A { return nil }
    }
    return CommonForm(
      year: year, month: month, day: day, secondOfDay: hour * 3600 + minute * 60 + second,
      fractionValue: fractionValue, fractionCount: fractionCount, offsetSeconds: offset,
      localIsUnknown: localIsUnknown, end: i)
  }

  /// `Date(rfc3339:)` of text in the common form and nothing after it; nil
  /// for anything else. Reads the string's bytes in place (a native
  /// string's always are contiguous), without copying it.
  static func commonForm(_ text: String) -> Date? {
    text.utf8.withContiguousStorageIfAvailable { b -> Date? in
      guard let form = commonForm(b), form.end == b.count else { return nil }
      return date(whole: form.utcSeconds, form.fraction)
    } ?? nil
  }

  /// The digits of 1 − 0.digits, without trailing zeros ("001" → "999").
  static func complement(_ digits: String) -> String {
    var bytes = Array(digits.utf8)
    while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
    guard !bytes.isEmpty else { return "" }
    for index in bytes.indices {
      let digit = bytes[index] - 0x30
      bytes[index] = 0x30 + (index == bytes.count - 1 ? 10 - digit : 9 - digit)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What follows the time: `Z`, or the offset (`±HH:MM[:SS]`) and, for
  /// RFC 9557, a zone annotation.
  enum Suffix {
    case z
    case offset
    /// The offset, then `[` these UTF-8 bytes `]`: a zone's identifier,
    /// borrowed for the call that writes the text.
    case offsetAndZone(UnsafeBufferPointer<UInt8>)
  }

  /// `YYYY-MM-DDTHH:MM:SS[.fff]` of `date` at `offset` seconds from UTC,
  /// then `suffix`. Fixed digits truncate the exact digits; `.exact` writes
  /// the fewest that read back as the same `Date`.
  static func text(_ date: Date, offset: Int64, digits: FractionalSecondDigits, suffix: Suffix)
    -> String
  {
    let (seconds, fraction) = exactDigits(date)
    return text(seconds: seconds, fraction: fraction, offset: offset, digits: digits, suffix: suffix)
  }

  /// The instants whose UTC date has a four-digit year, 0000-01-01T00:00:00Z
  /// up to 10000-01-01T00:00:00Z, in seconds since 2001 (a `Date`'s
  /// reference date).
  static let fourDigitYears: Range<Int64> =
    Int64(_Civil.daysFromCivil(year: 0, month: 1, day: 1)) * _Civil.secondsPerDay - _InstantSeconds.referenceOffset
    ..< Int64(_Civil.daysFromCivil(year: 9999, month: 12, day: 31) + 1) * _Civil.secondsPerDay
      - _InstantSeconds.referenceOffset

  /// The digits after the decimal point of a seconds field, as the writers
  /// get them: a nanosecond as an integer (no string to make for the
  /// common case), or the longer digits of a `Date` finer than that.
  enum FractionDigits {
    /// A nanosecond, 0...999,999,999, standing for its nine digits; the
    /// exact form drops their trailing zeros (and is empty for 0).
    case nanosecond(Int)
    /// Digits without trailing zeros, for a `Date` near 2001 that a whole
    /// nanosecond does not give back.
    case long(String)

    /// How many digits the exact form has.
    var exactCount: Int {
      switch self {
      case .nanosecond(let nanosecond):
        guard nanosecond != 0 else { return 0 }
        var count = 9
        var rest = nanosecond
        while rest % 10 == 0 {
          rest /= 10
          count -= 1
        }
        return count
      case .long(let digits):
        return digits.utf8.count
      }
    }

    /// The exact form's digits.
    var exactDigits: String {
      switch self {
      case .nanosecond(let nanosecond):
        var digits = _ISO.pad(nanosecond, 9)
        digits.removeLast(9 - exactCount)
        return digits
      case .long(let digits):
        return digits
      }
    }
  }

  /// `YYYY-MM-DDTHH:MM:SS[.fff]` of whole `seconds` since 1970 and the
  /// fraction, at `offset` seconds from UTC, then `suffix`: `count` digits
  /// of the fraction (all of the exact form's for `.exact`; a fixed count
  /// truncates them, or pads them with zeros).
  ///
  /// The bytes are written straight into the new string's storage, with no
  /// intermediate strings: one allocation, for the result.
  static func text(
    seconds: Int64, fraction: FractionDigits, offset: Int64, digits: FractionalSecondDigits, suffix: Suffix
  ) -> String {
    let count = digits.count ?? fraction.exactCount
    let localSeconds = seconds + offset
    let day = _Civil.floorDiv(localSeconds, _Civil.secondsPerDay)
    let (year, month, dayOfMonth) = _Civil.civilFromDays(Int(day))
    let secondOfDay = Int(localSeconds - day * _Civil.secondsPerDay)
    if count == 0, case .z = suffix, (0...9999).contains(year) {
      // The commonest text, `YYYY-MM-DDTHH:MM:SSZ`: 20 bytes, and nothing to
      // decide while writing them.
      return String(unsafeUninitializedCapacity: 20) { buffer in
        guard let p = buffer.baseAddress else { return 0 }
        putDateTime(p, year: year, month: month, day: dayOfMonth, secondOfDay: secondOfDay)
        p[19] = UInt8(ascii: "Z")
        return 20
      }
    }
    if count == 0, case .offsetAndZone(let zone) = suffix, (0...9999).contains(year), offset % 60 == 0,
      let name = zone.baseAddress, zone.count > 0
    {
      // RFC 9557's commonest text, `YYYY-MM-DDTHH:MM:SS±HH:MM[zone]`: the
      // general writer below with every choice made.
      return String(unsafeUninitializedCapacity: 27 + zone.count) { buffer in
        guard let p = buffer.baseAddress else { return 0 }
        putDateTime(p, year: year, month: month, day: dayOfMonth, secondOfDay: secondOfDay)
        let magnitude = Int(offset.magnitude)
        p[19] = offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        put2(p, magnitude / 3600, at: 20)
        p[22] = UInt8(ascii: ":")
        put2(p, magnitude / 60 % 60, at: 23)
        p[25] = UInt8(ascii: "[")
        (p + 26).initialize(from: name, count: zone.count)
        p[26 + zone.count] = UInt8(ascii: "]")
        return 27 + zone.count
      }
    }
    var zone = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    if case .offsetAndZone(let annotation) = suffix { zone = annotation }
    // The longest text: `+YYYYYY-MM-DDTHH:MM:SS` (22 bytes), `.` and the
    // digits (nine are always written for a nanosecond, even when fewer
    // are kept), `±HH:MM:SS` (9), `[zone]`.
    let capacity = 34 + max(count, 9) + zone.count
    return String(unsafeUninitializedCapacity: capacity) { buffer in
      guard let p = buffer.baseAddress else { return 0 }
      var i = putDateTime(p, year: year, month: month, day: dayOfMonth, secondOfDay: secondOfDay)
      if count > 0 {
        p[i] = UInt8(ascii: ".")
        i += 1
        var written: Int
        switch fraction {
        case .nanosecond(let nanosecond):
          put9(p + i, nanosecond)
          written = min(count, 9)
        case .long(let digits):
          written = put(digits, p + i, limit: count)
        }
        while written < count {
          p[i + written] = UInt8(ascii: "0")
          written += 1
        }
        i += count
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
        if let base = zone.baseAddress { (p + i).initialize(from: base, count: zone.count) }
        i += zone.count
        p[i] = UInt8(ascii: "]")
        i += 1
      }
      return i
    }
  }

  /// Whole seconds since 1970 and the fewest fraction digits that read
  /// back as exactly `date` through ``instant(_:_:_:)``.
  static func exactDigits(_ date: Date) -> (seconds: Int64, fraction: FractionDigits) {
    let r = date.timeIntervalSinceReferenceDate
    let floor = r.rounded(.down)
    let seconds = Int64(floor) + _InstantSeconds.referenceOffset
    if floor == r { return (seconds, .nanosecond(0)) }
    if floor == -1 { return (seconds, .long(complement(shortestFraction(-r).exactDigits))) }
    return (seconds, shortestFraction(r - floor, whole: floor, value: r))
  }

  /// The shortest digits of a fraction f (0 < f < 1) such that
  /// whole + 0.digits reads back as `value`: whole nanoseconds when they
  /// do, else the Double's own shortest decimal.
  static func shortestFraction(_ f: Double, whole: Double = 0, value: Double? = nil) -> FractionDigits {
    let target = value ?? f
    let nanosecond = _InstantSeconds.shortestNanosecond(whole: whole, value: target)
    if nanosecond > 0 && nanosecond < 1_000_000_000
      && whole + Double(nanosecond) / 1e9 == target
    {
      return .nanosecond(nanosecond)
    }
    return .long(shortestDigits(f))
  }

  /// `YYYY-MM-DDTHH:MM:SS` at `p` (19 bytes), or `±YYYYYY-MM-DDTHH:MM:SS`
  /// (22) for a year outside 0000–9999; returns how many bytes.
  @inline(__always) @discardableResult
  static func putDateTime(
    _ p: UnsafeMutablePointer<UInt8>, year: Int, month: Int, day: Int, secondOfDay: Int
  ) -> Int {
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
    // Unsigned 32-bit arithmetic: divisions by constants become a multiply.
    let second = UInt32(truncatingIfNeeded: secondOfDay)
    p[i] = UInt8(ascii: "-")
    put2(p, month, at: i + 1)
    p[i + 3] = UInt8(ascii: "-")
    put2(p, day, at: i + 4)
    p[i + 6] = UInt8(ascii: "T")
    put2(p, Int(second / 3600), at: i + 7)
    p[i + 9] = UInt8(ascii: ":")
    put2(p, Int(second / 60 % 60), at: i + 10)
    p[i + 12] = UInt8(ascii: ":")
    put2(p, Int(second % 60), at: i + 13)
    return i + 15
  }

  /// `00`, `01`, … `99`: the two digits of n at byte 2n; then 28 pairs of
  /// `?`, so that every 7-bit index has a pair.
  static let digitPairs: StaticString = """
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899\
    ????????????????????????????????????????????????????????
    """

  /// The two digits of `value` (0...99) at `p[index]`, copied from
  /// ``digitPairs`` in one 2-byte load and store. Every field written so
  /// is below 100 (a month, a day, an hour of a day or of an offset under
  /// 24 hours, a minute, a second, two digits of a year); the index is
  /// masked to 7 bits all the same, so that no value can read outside
  /// the table.
  @inline(__always)
  static func put2(_ p: UnsafeMutablePointer<UInt8>, _ value: Int, at index: Int) {
    let pair = UnsafeRawPointer(digitPairs.utf8Start)
      .loadUnaligned(fromByteOffset: (value & 127) &* 2, as: UInt16.self)
    UnsafeMutableRawPointer(p + index).storeBytes(of: pair, as: UInt16.self)
  }

  /// The nine digits of `nanosecond` (0...999,999,999) at `p`.
  @inline(__always)
  static func put9(_ p: UnsafeMutablePointer<UInt8>, _ nanosecond: Int) {
    var rest = UInt32(truncatingIfNeeded: nanosecond)
    for index in (0..<9).reversed() {
      p[index] = UInt8(truncatingIfNeeded: 0x30 &+ rest % 10)
      rest /= 10
    }
  }

  /// The first `limit` bytes at most of the UTF-8 of `text` at `p`; how
  /// many. One copy for a native string (whose UTF-8 is contiguous).
  @inline(__always)
  static func put(_ text: String, _ p: UnsafeMutablePointer<UInt8>, limit: Int) -> Int {
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
      let count = min(bytes.count, limit)
      if let base = bytes.baseAddress, count > 0 { p.initialize(from: base, count: count) }
      return count
    }
    if let copied { return copied }
    var count = 0
    for byte in text.utf8.prefix(limit) {
      p[count] = byte
      count += 1
    }
    return count
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
