// A reader for TZif, the binary format of the IANA tz database's compiled
// zones: RFC 8536 (versions 1, 2 and 3) and RFC 9636 (version 4).
//
// A TZif file is untrusted input: every count is checked against the bytes
// that remain before anything is read, every index against the table it
// points into, every time against its neighbours. A file that breaks a
// rule is a `_TZifError` naming the rule; nothing traps.

/// One local time type of a TZif file: a UTC offset, whether it is
/// daylight saving time, and its designation ("PDT", "-03", "LMT").
struct _TZifType: Equatable, Sendable {
  var offset: Int64
  var isDST: Bool
  var designation: String
}

/// A TZif file's content, in POSIX seconds (leap seconds removed).
struct _TZif: Sendable {
  /// The version byte: 1 for the original format, else 2, 3 or 4.
  var version: Int
  /// Transition instants, strictly ascending, in seconds since 1970 UTC.
  var times: [Int64]
  /// `types[typeIndices[i]]` is in force from `times[i]` on.
  var typeIndices: [UInt8]
  /// The local time types; `types[0]` is in force before the first
  /// transition.
  var types: [_TZifType]
  /// The POSIX TZ string of the footer, which gives local time after the
  /// last transition (or at all times when there is none); nil for
  /// version 1 files and for an empty footer.
  var footer: _POSIXTimeZoneRule?

  /// The largest plausible file: the biggest zone of the tz database is
  /// under 4 KB. A larger input is refused before it is read.
  static let maximumSize = 1 << 20

  /// UTC offsets DateMath accepts: less than 24 hours either way, as
  /// ``UTCOffset`` allows. RFC 9636 §3.2 lets a file reach -89999...93599
  /// (about -25 h to +26 h); no zone has ever come near ±24 h, and an
  /// offset a transition could not report is refused, not dropped.
  static let offsetRange: ClosedRange<Int64> = -86_399...86_399

  /// The longest designation accepted: tz data's are 3 to 6 characters
  /// ("PDT", "+0530"); a longer one is a sign of a broken or hostile file.
  static let maximumDesignationLength = 16
  /// Transition times DateMath accepts: zic writes -2^59 for "the big
  /// bang"; anything past ±2^60 is corrupt.
  static let timeRange: ClosedRange<Int64> = -(1 << 60)...(1 << 60)

  init(
    version: Int, times: [Int64], typeIndices: [UInt8], types: [_TZifType],
    footer: _POSIXTimeZoneRule?
  ) {
    self.version = version
    self.times = times
    self.typeIndices = typeIndices
    self.types = types
    self.footer = footer
  }

  /// Reads a TZif file.
  ///
  /// - Throws: `_TZifError` when the bytes are not a well-formed TZif file.
  init(_ bytes: UnsafeRawBufferPointer) throws(_TZifError) {
    guard bytes.count <= Self.maximumSize else {
      throw _TZifError("it is \(bytes.count) bytes, more than any tz file (limit \(Self.maximumSize))")
    }
    var reader = _ByteReader(bytes)
    let first = try Header(&reader)
    if first.version == 1 {
      self = try Self.block(&reader, header: first, timeSize: 4)
      guard reader.remaining == 0 else {
        throw _TZifError("\(reader.remaining) bytes follow the version 1 data")
      }
      return
    }
    // Version 2+: skip the 32-bit block, read the 64-bit one and the footer.
    try reader.skip(first.blockSize(timeSize: 4), what: "the version 1 data block")
    let second = try Header(&reader)
    guard second.version == first.version else {
      throw _TZifError(
        "the two headers disagree on the version (\(first.version) and \(second.version))")
    }
    var parsed = try Self.block(&reader, header: second, timeSize: 8)
    parsed.footer = try Self.footer(&reader, version: second.version)
    // RFC 8536 §3.3: the TZ string MUST be consistent with the last
    // transition (give its offset there); otherwise the two would disagree
    // from there on about every instant.
    if let rule = parsed.footer, let last = parsed.times.last, let index = parsed.typeIndices.last {
      let offset = parsed.types[Int(index)].offset
      guard rule.offset(at: last) == offset else {
        throw _TZifError(
          "the footer's TZ string gives offset \(rule.offset(at: last)) s at the last transition, "
            + "which sets \(offset) s")
      }
    }
    self = parsed
  }

  /// The fixed header of RFC 8536 §3.1.
  struct Header {
    var version: Int
    var isutcnt: Int, isstdcnt: Int, leapcnt: Int, timecnt: Int, typecnt: Int, charcnt: Int

    init(_ reader: inout _ByteReader) throws(_TZifError) {
      guard reader.remaining >= 44 else {
        throw _TZifError("it is truncated: \(reader.remaining) bytes where a 44-byte header belongs")
      }
      guard try reader.bytes(4, what: "magic") == Array("TZif".utf8) else {
        throw _TZifError("it does not start with \"TZif\"")
      }
      let versionByte = try reader.uint8(what: "version")
      switch versionByte {
      case 0: version = 1
      case UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "4"):
        version = Int(versionByte - UInt8(ascii: "0"))
      default:
        throw _TZifError("unknown version byte 0x\(String(versionByte, radix: 16))")
      }
      try reader.skip(15, what: "the header")
      // Each count must fit in what remains of the file (at most 1 MiB),
      // so it fits in an Int even where Int has 32 bits.
      func count(_ name: String) throws(_TZifError) -> Int {
        let value = try reader.uint32(what: name)
        guard value <= UInt32(_TZif.maximumSize) else {
          throw _TZifError("\(name) is \(value), more than the file could hold")
        }
        return Int(value)
      }
      isutcnt = try count("isutcnt")
      isstdcnt = try count("isstdcnt")
      leapcnt = try count("leapcnt")
      timecnt = try count("timecnt")
      typecnt = try count("typecnt")
      charcnt = try count("charcnt")
      guard typecnt >= 1 else { throw _TZifError("typecnt is 0; a file needs a local time type") }
      guard typecnt <= 256 else {
        throw _TZifError("typecnt is \(typecnt); a one-byte index reaches 256 types at most")
      }
      guard charcnt >= 1 else { throw _TZifError("charcnt is 0; a file needs a designation") }
      guard isutcnt == 0 || isutcnt == typecnt else {
        throw _TZifError("isutcnt is \(isutcnt); it must be 0 or typecnt (\(typecnt))")
      }
      guard isstdcnt == 0 || isstdcnt == typecnt else {
        throw _TZifError("isstdcnt is \(isstdcnt); it must be 0 or typecnt (\(typecnt))")
      }
    }

    /// The size of the data block that follows this header. Counts are
    /// at most 2^20 each, so the sum (at most 28 × 2^20) fits in any Int.
    func blockSize(timeSize: Int) -> Int {
      timecnt * (timeSize + 1) + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt
        + isutcnt
    }
  }

  /// Reads one data block (RFC 8536 §3.2).
  static func block(_ reader: inout _ByteReader, header: Header, timeSize: Int)
    throws(_TZifError) -> _TZif
  {
    let size = header.blockSize(timeSize: timeSize)
    guard size <= reader.remaining else {
      throw _TZifError(
        "it is truncated: the header announces \(size) bytes of data and \(reader.remaining) remain")
    }
    var rawTimes: [Int64] = []
    rawTimes.reserveCapacity(header.timecnt)
    for index in 0..<header.timecnt {
      let time = try reader.integer(size: timeSize, what: "transition time")
      guard timeRange.contains(time) else {
        throw _TZifError("transition \(index) is at \(time) s, outside ±2^60")
      }
      if let last = rawTimes.last, time <= last {
        throw _TZifError("transition times are not ascending at transition \(index)")
      }
      rawTimes.append(time)
    }
    var typeIndices: [UInt8] = []
    typeIndices.reserveCapacity(header.timecnt)
    for index in 0..<header.timecnt {
      let type = try reader.uint8(what: "transition type")
      guard Int(type) < header.typecnt else {
        throw _TZifError(
          "transition \(index) names local time type \(type); there are \(header.typecnt)")
      }
      typeIndices.append(type)
    }
    var records: [(offset: Int64, isDST: Bool, index: Int)] = []
    for index in 0..<header.typecnt {
      let offset = Int64(Int32(bitPattern: try reader.uint32(what: "utoff")))
      guard offsetRange.contains(offset) else {
        throw _TZifError("local time type \(index) has UTC offset \(offset) s; DateMath takes offsets under 24 hours")
      }
      let dst = try reader.uint8(what: "isdst")
      guard dst <= 1 else { throw _TZifError("local time type \(index) has isdst \(dst), not 0 or 1") }
      let designation = Int(try reader.uint8(what: "desigidx"))
      guard designation < header.charcnt else {
        throw _TZifError("local time type \(index) names designation byte \(designation); there are \(header.charcnt)")
      }
      records.append((offset, dst == 1, designation))
    }
    let characters = try reader.bytes(header.charcnt, what: "designations")
    var types: [_TZifType] = []
    for (index, record) in records.enumerated() {
      let tail = characters[record.index...]
      guard let end = tail.firstIndex(of: 0) else {
        throw _TZifError("the designation of local time type \(index) has no terminating NUL")
      }
      guard end - record.index <= maximumDesignationLength else {
        throw _TZifError(
          "the designation of local time type \(index) is \(end - record.index) bytes long "
            + "(at most \(maximumDesignationLength))")
      }
      types.append(
        _TZifType(
          offset: record.offset, isDST: record.isDST,
          designation: String(decoding: characters[record.index..<end], as: UTF8.self)))
    }
    let corrections = try leapSeconds(&reader, count: header.leapcnt, timeSize: timeSize)
    for _ in 0..<header.isstdcnt {
      guard try reader.uint8(what: "standard/wall indicators") <= 1 else {
        throw _TZifError("a standard/wall indicator is not 0 or 1")
      }
    }
    for _ in 0..<header.isutcnt {
      guard try reader.uint8(what: "UT/local indicators") <= 1 else {
        throw _TZifError("a UT/local indicator is not 0 or 1")
      }
    }
    // Leap-second files ("right/" zones) count leap seconds in their
    // times; DateMath's instants, like Foundation's, do not. Both lists are
    // sorted: one pass over each.
    var times = rawTimes
    var leap = -1
    for index in times.indices {
      while leap + 1 < corrections.count && corrections[leap + 1].occurrence <= times[index] {
        leap += 1
      }
      if leap >= 0 { times[index] -= corrections[leap].correction }
    }
    for index in times.indices.dropFirst() where times[index] <= times[index - 1] {
      throw _TZifError("transition times are not ascending at transition \(index) once leap seconds are removed")
    }
    return _TZif(
      version: header.version, times: times, typeIndices: typeIndices, types: types, footer: nil)
  }

  /// The leap-second records (RFC 8536 §3.2, RFC 9636 §3.2): occurrences
  /// ascending, each correction one more or one less than the one before,
  /// except that version 4 lets the table start with any correction and
  /// end with an expiry record that repeats the last one.
  static func leapSeconds(_ reader: inout _ByteReader, count: Int, timeSize: Int)
    throws(_TZifError) -> [(occurrence: Int64, correction: Int64)]
  {
    var records: [(occurrence: Int64, correction: Int64)] = []
    for index in 0..<count {
      let occurrence = try reader.integer(size: timeSize, what: "leap second occurrence")
      let correction = Int64(Int32(bitPattern: try reader.uint32(what: "leap second correction")))
      if let last = records.last {
        guard occurrence > last.occurrence else {
          throw _TZifError("leap second \(index) is not after the one before")
        }
        let step = correction - last.correction
        guard step == 1 || step == -1 || (step == 0 && index == count - 1) else {
          throw _TZifError("leap second \(index) changes the correction by \(step), not by one")
        }
      } else if abs(correction) > 1_000 {
        throw _TZifError("the first leap second's correction is \(correction) s")
      }
      records.append((occurrence, correction))
    }
    return records
  }

  /// The footer of version 2+ files: a newline, a POSIX TZ string, a
  /// newline, and nothing after it.
  static func footer(_ reader: inout _ByteReader, version: Int)
    throws(_TZifError) -> _POSIXTimeZoneRule?
  {
    guard reader.remaining >= 2, try reader.uint8(what: "footer") == UInt8(ascii: "\n") else {
      throw _TZifError("the footer does not start with a newline")
    }
    let rest = try reader.bytes(reader.remaining, what: "footer")
    guard let end = rest.firstIndex(of: UInt8(ascii: "\n")) else {
      throw _TZifError("the footer does not end with a newline")
    }
    guard end == rest.count - 1 else {
      throw _TZifError("\(rest.count - 1 - end) bytes follow the footer")
    }
    let text = rest[..<end]
    guard !text.isEmpty else { return nil }
    guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
      throw _TZifError("the footer's TZ string has bytes that are not printable ASCII")
    }
    do {
      return try _POSIXTimeZoneRule(String(decoding: text, as: UTF8.self))
    } catch {
      throw _TZifError("the footer's TZ string is invalid: \(error.reason)")
    }
  }

  /// The offset before the first transition: RFC 8536 says local time
  /// type 0, unless the file has no transitions and a footer, which then
  /// rules at all times.
  var initialType: _TZifType { types[0] }
}

/// Why a TZif file (or a POSIX TZ string) could not be read.
struct _TZifError: Error, Equatable {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

/// Big-endian reading with bounds checks: every read checks what remains.
struct _ByteReader {
  let bytes: UnsafeRawBufferPointer
  var position = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var remaining: Int { bytes.count - position }

  mutating func skip(_ count: Int, what: String) throws(_TZifError) {
    guard count >= 0, count <= remaining else { throw truncated(what) }
    position += count
  }

  mutating func uint8(what: String) throws(_TZifError) -> UInt8 {
    guard remaining >= 1 else { throw truncated(what) }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func uint32(what: String) throws(_TZifError) -> UInt32 {
    guard remaining >= 4 else { throw truncated(what) }
    var value: UInt32 = 0
    for offset in 0..<4 { value = value << 8 | UInt32(bytes[position + offset]) }
    position += 4
    return value
  }

  /// A signed big-endian integer of 4 or 8 bytes.
  mutating func integer(size: Int, what: String) throws(_TZifError) -> Int64 {
    guard remaining >= size else { throw truncated(what) }
    var value: UInt64 = 0
    for offset in 0..<size { value = value << 8 | UInt64(bytes[position + offset]) }
    position += size
    return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : Int64(bitPattern: value)
  }

  mutating func bytes(_ count: Int, what: String) throws(_TZifError) -> [UInt8] {
    guard count >= 0, count <= remaining else { throw truncated(what) }
    defer { position += count }
    return Array(bytes[position..<(position + count)])
  }

  func truncated(_ what: String) -> _TZifError {
    _TZifError("it is truncated: it ends inside \(what) at byte \(position)")
  }
}
