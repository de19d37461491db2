extension Period: CustomStringConvertible, LosslessStringConvertible {
  /// The ISO 8601 duration, as Temporal writes it: `P1Y2M3W4DT5H6M7.5S`,
  /// `-P28D`, `PT36H`, `PT0S` for zero. Seconds and nanoseconds are written
  /// together, with 1 to 9 fraction digits as needed.
  ///
  /// A period whose fields have different signs (ISO 8601 has no such
  /// thing) is written with a sign on each negative field: `P1M-1D`;
  /// ``init(parsing:)`` reads that form back.
  ///
  /// ```swift
  /// Period(days: 1, hours: 12).description        // "P1DT12H"
  /// Period(months: 1, days: -1).description       // "P1M-1D"
  /// Period(seconds: -1, nanoseconds: -500_000_000).description  // "-PT1.5S"
  /// Period().description                          // "PT0S"
  /// ```
  public var description: String {
    if isZero { return "PT0S" }
    // Seconds and nanoseconds as one signed amount (a Duration: 128 bits,
    // so no Int field overflows it), then as a sign and digits.
    let exact = Duration.seconds(Int64(seconds)) + .nanoseconds(Int64(nanoseconds))
    let exactSign: Int64 = exact < .zero ? -1 : exact > .zero ? 1 : 0
    let values: [Int64] = [
      Int64(years), Int64(months), Int64(weeks), Int64(days), Int64(hours), Int64(minutes),
    ]
    let all = values + [exactSign]
    let negative = all.allSatisfy { $0 <= 0 }
    let mixed = !negative && all.contains { $0 < 0 }
    func number(_ value: Int64) -> String {
      negative ? String(value.magnitude) : String(value)
    }
    var text = negative ? "-P" : "P"
    for (value, unit) in zip(values.prefix(4), ["Y", "M", "W", "D"]) where value != 0 {
      text += number(value) + unit
    }
    if hours != 0 || minutes != 0 || exactSign != 0 {
      text += "T"
      if hours != 0 { text += number(Int64(hours)) + "H" }
      if minutes != 0 { text += number(Int64(minutes)) + "M" }
      if exactSign != 0 {
        // Halved first: the magnitude of `Int.min` seconds is past what
        // `components` holds (2⁶³ − 1 seconds); half of it, and the sum of
        // a nanosecond field, fit, and nanoseconds are whole (no odd
        // attosecond lost by halving).
        let (halfSeconds, halfAttoseconds) = ((exactSign < 0 ? .zero - exact : exact) / 2).components
        let wholeSeconds = UInt64(halfSeconds) * 2 + UInt64(halfAttoseconds * 2 / 1_000_000_000_000_000_000)
        let attoseconds = halfAttoseconds * 2 % 1_000_000_000_000_000_000
        var fraction = String(attoseconds / 1_000_000_000)
        if fraction != "0" {
          fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
          while fraction.hasSuffix("0") { fraction.removeLast() }
          fraction = "." + fraction
        } else {
          fraction = ""
        }
        let sign = exactSign < 0 && (mixed || !negative) ? "-" : ""
        text += sign + String(wholeSeconds) + fraction + "S"
      }
    }
    return text
  }

  /// Parses ``init(parsing:)``'s forms, returning nil for anything else.
  ///
  /// ```swift
  /// Period("P1Y2M")   // P1Y2M
  /// Period("1 year")  // nil
  /// ```
  public init?(_ description: String) {
    guard let value = try? Period(parsing: description) else { return nil }
    self = value
  }

  /// Parses an ISO 8601 duration: an optional sign, `P`, then years,
  /// months, weeks and days (`nY nM nW nD`), then `T` and hours, minutes
  /// and seconds (`nH nM nS`), each optional but in that order, at least
  /// one present. The last time component may have a fraction of up to 9
  /// digits (`PT1.5H` is 1 hour 30 minutes, `PT0.000000001S` one
  /// nanosecond), written with `.` or `,`. A sign on single fields
  /// (`P1M-1D`), as ``description`` writes periods of mixed signs, is read
  /// when there is no leading sign. Lower-case letters are accepted.
  ///
  /// ```swift
  /// try Period(parsing: "P1Y2M3DT4H")  // P1Y2M3DT4H
  /// try Period(parsing: "PT1.5H")      // PT1H30M — the fraction of an hour is minutes
  /// try Period(parsing: "p1m-1d")      // P1M-1D
  /// try Period(parsing: "P1D1Y")       // throws invalidFormat: units must come in the order Y, M, W, D
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` naming what is wrong.
  ///
  /// The time part (hours, minutes, seconds) may add up to at most
  /// 400,000,000,000 seconds either way, about 12,700 years, the span of
  /// instants DateMath supports; a larger one is
  /// ``DateMathError/Kind/outOfRange``, not a value that overflows later.
  public init(parsing text: String) throws(DateMathError) {
    var scanner = _DurationScanner(text)
    let period = try scanner.period()
    let limit = _Limits.epochSeconds
    let parts = [(Int64(period.hours), Int64(3600)), (Int64(period.minutes), 60), (Int64(period.seconds), 1)]
    var total: Int64 = 0
    for (value, unit) in parts {
      let (product, o1) = value.multipliedReportingOverflow(by: unit)
      let (sum, o2) = total.addingReportingOverflow(product)
      guard !o1, !o2, product >= -limit, product <= limit, sum >= -limit, sum <= limit else {
        throw DateMathError(
          .outOfRange,
          "\(DateMathError.quoted(text)): its time part is more than 400,000,000,000 seconds (about 12,700 "
            + "years), beyond any span between supported instants")
      }
      total = sum
    }
    self = period
  }
}

extension Period: Codable {
  /// Decodes the ISO 8601 string (`"P1M2DT3H"`), or the keyed form that
  /// DateMath 0.1 wrote (`{"years": 0, "months": 1, "weeks": 0, "days":
  /// 2}`), so stored documents keep decoding.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the coding path and the
  ///   bad string.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
      self = try _decodeText(text, decoder) { text throws(DateMathError) in try Period(parsing: text) }
      return
    }
    let keyed = try decoder.container(keyedBy: LegacyKeys.self)
    self.init(
      years: try keyed.decodeIfPresent(Int.self, forKey: .years) ?? 0,
      months: try keyed.decodeIfPresent(Int.self, forKey: .months) ?? 0,
      weeks: try keyed.decodeIfPresent(Int.self, forKey: .weeks) ?? 0,
      days: try keyed.decodeIfPresent(Int.self, forKey: .days) ?? 0)
  }

  /// Encodes the ISO 8601 string, as every other DateMath value does.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  enum LegacyKeys: String, CodingKey { case years, months, weeks, days }
}

/// Reads ISO 8601 durations for ``Period/init(parsing:)``.
struct _DurationScanner {
  let text: String
  let bytes: [UInt8]
  var index = 0

  init(_ text: String) {
    self.text = text
    self.bytes = Array(text.utf8)
  }

  func fail(_ why: String) -> DateMathError {
    DateMathError(
      .invalidFormat,
      "\(DateMathError.quoted(text)) is not an ISO 8601 duration (such as P1Y2M3DT4H5M6.5S): \(why)")
  }

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func take(_ byte: UInt8) -> Bool {
    guard peek == byte || (peek.map { $0 | 0x20 } == byte | 0x20 && byte >= 0x41) else { return false }
    index += 1
    return true
  }

  mutating func period() throws(DateMathError) -> Period {
    guard bytes.count <= 200 else { throw fail("it is too long") }
    var leadingSign = 1
    if take(UInt8(ascii: "-")) { leadingSign = -1 } else { _ = take(UInt8(ascii: "+")) }
    guard take(UInt8(ascii: "P")) else { throw fail("it must start with P") }
    var period = Period()
    var sawComponent = false
    var inTime = false
    // Units in order: the index of the last one read, to refuse P1D1Y.
    var lastDateUnit = -1
    var lastTimeUnit = -1
    var sawFraction = false
    while let byte = peek {
      if byte == UInt8(ascii: "T") || byte == UInt8(ascii: "t") {
        guard !inTime else { throw fail("T appears twice") }
        inTime = true
        index += 1
        guard peek != nil else { throw fail("T must be followed by hours, minutes or seconds") }
        continue
      }
      guard !sawFraction else { throw fail("only the last component may have a fraction") }
      var sign = 1
      if take(UInt8(ascii: "-")) {
        guard leadingSign == 1 else { throw fail("a field has a sign after a leading sign") }
        sign = -1
      }
      let start = index
      var whole: Int64 = 0
      while let digit = peek, (0x30...0x39).contains(digit) {
        let (times, o1) = whole.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(Int64(digit - 0x30))
        guard !o1 && !o2 else { throw fail("a number is too large") }
        whole = sum
        index += 1
      }
      guard index > start else { throw fail("expected a number at byte \(index + 1)") }
      var fraction: Int64 = 0
      var fractionDigits = 0
      if take(UInt8(ascii: ".")) || take(UInt8(ascii: ",")) {
        guard inTime else { throw fail("only hours, minutes or seconds may have a fraction") }
        while let digit = peek, (0x30...0x39).contains(digit) {
          guard fractionDigits < 9 else { throw fail("a fraction has more than 9 digits") }
          fraction = fraction * 10 + Int64(digit - 0x30)
          fractionDigits += 1
          index += 1
        }
        guard fractionDigits > 0 else { throw fail("a fraction needs digits") }
        for _ in fractionDigits..<9 { fraction *= 10 }
        sawFraction = true
      }
      guard let unit = peek.map({ $0 & ~0x20 }) else { throw fail("a number needs a unit") }
      index += 1
      let value = Int64(sign * leadingSign) * whole
      func field(_ v: Int64) throws(DateMathError) -> Int {
        guard let exact = Int(exactly: v) else { throw fail("a number is too large") }
        return exact
      }
      if !inTime {
        guard let order = [UInt8(ascii: "Y"), UInt8(ascii: "M"), UInt8(ascii: "W"), UInt8(ascii: "D")].firstIndex(of: unit)
        else { throw fail("\(String(UnicodeScalar(unit))) is not a date unit (Y, M, W, D); time units follow T") }
        guard order > lastDateUnit else { throw fail("units must come in the order Y, M, W, D") }
        lastDateUnit = order
        switch order {
        case 0: period.years = try field(value)
        case 1: period.months = try field(value)
        case 2: period.weeks = try field(value)
        default: period.days = try field(value)
        }
      } else {
        guard let order = [UInt8(ascii: "H"), UInt8(ascii: "M"), UInt8(ascii: "S")].firstIndex(of: unit)
        else { throw fail("\(String(UnicodeScalar(unit))) is not a time unit (H, M, S)") }
        guard order > lastTimeUnit else { throw fail("units must come in the order H, M, S") }
        lastTimeUnit = order
        // A fraction of an hour or a minute becomes exact smaller units.
        let fractionNanoseconds = Int64(sign * leadingSign) * fraction
        switch order {
        case 0:
          period.hours = try field(value)
          let nanos = fractionNanoseconds * 3600
          period.minutes = try field(nanos / 60_000_000_000)
          period.seconds = try field(nanos % 60_000_000_000 / 1_000_000_000)
          period.nanoseconds = try field(nanos % 1_000_000_000)
        case 1:
          period.minutes = try field(value)
          let nanos = fractionNanoseconds * 60
          period.seconds = try field(nanos / 1_000_000_000)
          period.nanoseconds = try field(nanos % 1_000_000_000)
        default:
          period.seconds = try field(value)
          period.nanoseconds = try field(fractionNanoseconds)
        }
      }
      sawComponent = true
    }
    guard sawComponent else { throw fail("it has no component") }
    return period
  }
}
