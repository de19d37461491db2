/// A wall-clock date and time of day, to the nanosecond, with no time zone:
/// 2017-01-31T12:00:00.
///
/// A `CivilDateTime` is what a clock on the wall shows, not an instant: in a
/// zone with DST some wall-clock times never happen (2017-03-12T02:30:00 in
/// America/New_York) and some happen twice (2017-11-05T01:30:00). Turn one
/// into an instant with ``ZonedDateTime/init(_:in:disambiguation:)``, which
/// makes that choice explicit.
///
/// ```swift
/// let fallBack = try CivilDateTime(parsing: "2017-11-05T01:30:00.25")
/// fallBack.date        // 2017-11-05
/// fallBack.hour        // 1
/// fallBack.minute      // 30
/// fallBack.second      // 0
/// fallBack.nanosecond  // 250000000
/// try Zone(identifier: "America/New_York").resolution(of: fallBack).candidates.count  // 2 — 01:30 happened twice
/// ```
public struct CivilDateTime: Sendable, Hashable, Comparable {
  /// The calendar date.
  public let date: CivilDate
  /// The hour, 0 through 23.
  public let hour: Int
  /// The minute, 0 through 59.
  public let minute: Int
  /// The second, 0 through 59 (wall clocks in tz data have no leap seconds).
  public let second: Int
  /// The fraction of the second in nanoseconds, 0 through 999,999,999.
  public let nanosecond: Int

  /// Creates a wall-clock date-time, checking every field.
  ///
  /// ```swift
  /// try CivilDateTime(year: 2017, month: 3, day: 12, hour: 2, minute: 30)  // 2017-03-12T02:30:00 — a wall clock, even where 02:30 was skipped
  /// try CivilDateTime(year: 2023, month: 2, day: 29, hour: 12)  // throws invalidDate: February 2023 has 28 days
  /// try CivilDateTime(year: 2016, month: 12, day: 31, hour: 23, minute: 59, second: 60)  // throws invalidDate: leap seconds do not exist
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` for a day that does not
  ///   exist or a time field out of range (24:00 and second 60 included);
  ///   ``DateMathError/Kind/outOfRange`` for a year outside -9999...9999.
  public init(
    year: Int, month: Int, day: Int,
    hour: Int = 0, minute: Int = 0, second: Int = 0, nanosecond: Int = 0
  ) throws(DateMathError) {
    try self.init(
      date: CivilDate(year: year, month: month, day: day),
      hour: hour, minute: minute, second: second, nanosecond: nanosecond)
  }

  /// Creates a wall-clock date-time on `date`, checking the time fields.
  ///
  /// ```swift
  /// let leapDay = try CivilDate(parsing: "2024-02-29")
  /// try CivilDateTime(date: leapDay, hour: 23, minute: 59)  // 2024-02-29T23:59:00
  /// try CivilDateTime(date: leapDay, hour: 24)               // throws invalidDate: hours run 0–23
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` for a time field out of
  ///   range (hour 0...23, minute 0...59, second 0...59, nanosecond
  ///   0...999,999,999).
  public init(
    date: CivilDate, hour: Int = 0, minute: Int = 0, second: Int = 0,
    nanosecond: Int = 0
  ) throws(DateMathError) {
    guard (0...23).contains(hour), (0...59).contains(minute),
      (0...59).contains(second), (0..<_Civil.nanosecondsPerSecond).contains(nanosecond)
    else {
      throw DateMathError(
        .invalidDate,
        "\(hour):\(minute):\(second).\(nanosecond) is not a time of day: "
          + "hours run 0–23, minutes and seconds 0–59"
          + (second == 60 ? " (leap seconds do not exist on tz wall clocks)" : ""))
    }
    self.init(
      unchecked: date, secondOfDay: hour * 3600 + minute * 60 + second,
      nanosecond: nanosecond)
  }

  init(unchecked date: CivilDate, secondOfDay: Int, nanosecond: Int) {
    self.date = date
    self.hour = secondOfDay / 3600
    self.minute = secondOfDay / 60 % 60
    self.second = secondOfDay % 60
    self.nanosecond = nanosecond
  }

  /// Local seconds since 1970-01-01T00:00:00 on the same wall clock: what
  /// `Date.timeIntervalSince1970` would be if the zone were UTC.
  @inlinable
  var localSeconds: Int64 {
    Int64(date.daysSince1970) * 86_400 + Int64(secondOfDay)
  }

  init(localSeconds: Int64, nanosecond: Int) {
    let days = _Civil.floorDiv(localSeconds, _Civil.secondsPerDay)
    self.init(
      unchecked: CivilDate(uncheckedDays: Int(days)),
      secondOfDay: Int(localSeconds - days * _Civil.secondsPerDay),
      nanosecond: nanosecond)
  }

  /// Seconds since the start of the day on the wall clock, 0...86,399.
  ///
  /// It reads the clock, not the time that passed: on New York's
  /// spring-forward day 03:00 came 7,200 s after midnight.
  ///
  /// ```swift
  /// try CivilDateTime(parsing: "2017-03-12T03:00").secondOfDay  // 10800
  /// ```
  @inlinable
  public var secondOfDay: Int { hour * 3600 + minute * 60 + second }

  /// Wall-clock order: by date, then time of day. This is not the order
  /// of the instants they stand for in a zone (an overlap repeats times).
  public static func < (lhs: CivilDateTime, rhs: CivilDateTime) -> Bool {
    (lhs.date, lhs.secondOfDay, lhs.nanosecond)
      < (rhs.date, rhs.secondOfDay, rhs.nanosecond)
  }
}

extension CivilDateTime: LosslessStringConvertible, Codable {
  /// The ISO 8601 form `YYYY-MM-DDTHH:MM:SS`, with `.fff`, `.ffffff` or
  /// `.fffffffff` when the fraction is not zero.
  public var description: String {
    "\(date)T\(_ISO.time(hour, minute, second, nanosecond))"
  }

  /// Parses ``init(parsing:)``'s forms, returning nil for anything else.
  ///
  /// ```swift
  /// CivilDateTime("2017-03-12T02:30")   // 2017-03-12T02:30:00
  /// CivilDateTime("2017-03-12T02:30Z")  // nil — an instant, not a wall clock
  /// ```
  public init?(_ description: String) {
    guard let value = try? CivilDateTime(parsing: description) else { return nil }
    self = value
  }

  /// Parses `YYYY-MM-DDTHH:MM[:SS[.fraction]]`; `t` or a space may stand
  /// for `T`; the fraction has 1 to 9 digits. A trailing offset or `Z` is
  /// refused: that would be an instant, not a wall-clock time.
  ///
  /// ```swift
  /// try CivilDateTime(parsing: "2024-02-29 23:59:59.5")       // 2024-02-29T23:59:59.500
  /// try CivilDateTime(parsing: "2017-01-31T12:00:00-05:00")  // throws invalidFormat: with no offset
  /// try CivilDateTime(parsing: "2017-01-31T24:00")           // throws invalidDate
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for other text;
  ///   ``DateMathError/Kind/invalidDate`` for fields out of range.
  public init(parsing text: String) throws(DateMathError) {
    self = try _ISOScanner.reading(text) { scanner throws(DateMathError) in
      guard let (y, mo, d) = scanner.date(),
        scanner.skip(UInt8(ascii: "T")) || scanner.skip(UInt8(ascii: "t"))
          || scanner.skip(UInt8(ascii: " ")),
        let (h, mi, s, ns) = scanner.time(requireSeconds: false)
      else {
        throw .invalidFormat(
          text, expected: "a wall-clock date-time in the form YYYY-MM-DDTHH:MM:SS")
      }
      guard scanner.isAtEnd else {
        throw .invalidFormat(
          text,
          expected: "a wall-clock date-time (YYYY-MM-DDTHH:MM:SS, with no offset"
            + " or zone after it)")
      }
      return try CivilDateTime(
        year: y, month: mo, day: d, hour: h, minute: mi, second: s, nanosecond: ns)
    }
  }

  /// Decodes the ISO 8601 string form.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the coding path and the
  ///   bad string.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    self = try _decodeText(text, decoder) { text throws(DateMathError) in
      try CivilDateTime(parsing: text)
    }
  }

  /// Encodes the ISO 8601 string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
