/// A time of day on a wall clock, to the nanosecond, with no date and no
/// time zone: 07:30, 23:59:59.5.
///
/// Use it for what repeats every day at a local time: an alarm, opening
/// hours, a daily reminder. It is not an instant, and on some days it does
/// not happen once: 02:30 never happens in America/New_York on 2017-03-12
/// (a gap) and happens twice on 2017-11-05 (an overlap). Put it on a date
/// with ``CivilDate/at(_:)`` and resolve it in a zone with an explicit
/// ``Disambiguation``.
///
/// Values run from 00:00 to 23:59:59.999999999; there is no 24:00 and no
/// leap second 60 (wall clocks in tz data have none).
///
/// ```swift
/// let alarm = try CivilTime(parsing: "07:30:15.25")
/// alarm.hour        // 7
/// alarm.minute      // 30
/// alarm.second      // 15
/// alarm.nanosecond  // 250000000
/// CivilTime.midnight < alarm  // true
/// ```
public struct CivilTime: Sendable, Hashable, Comparable {
  /// The hour, 0 through 23.
  public let hour: Int
  /// The minute, 0 through 59.
  public let minute: Int
  /// The second, 0 through 59.
  public let second: Int
  /// The fraction of the second in nanoseconds, 0 through 999,999,999.
  public let nanosecond: Int

  /// Creates a time of day, checking every field.
  ///
  /// ```swift
  /// try CivilTime(hour: 23, minute: 59, second: 59, nanosecond: 500_000_000)  // 23:59:59.500
  /// try CivilTime(hour: 24)  // throws invalidDate: hours run 0–23
  /// try CivilTime(hour: 23, minute: 59, second: 60)  // throws invalidDate: leap seconds do not exist
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` for a field out of range
  ///   (hour 0...23, minute 0...59, second 0...59, nanosecond
  ///   0...999,999,999).
  public init(hour: Int, minute: Int = 0, second: Int = 0, nanosecond: Int = 0) throws(DateMathError) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
      (0..<_Civil.nanosecondsPerSecond).contains(nanosecond)
    else {
      throw DateMathError(
        .invalidDate,
        "\(hour):\(minute):\(second).\(nanosecond) is not a time of day: "
          + "hours run 0–23, minutes and seconds 0–59"
          + (second == 60 ? " (leap seconds do not exist on tz wall clocks)" : ""))
    }
    self.init(unchecked: hour * 3600 + minute * 60 + second, nanosecond: nanosecond)
  }

  init(unchecked secondOfDay: Int, nanosecond: Int) {
    hour = secondOfDay / 3600
    minute = secondOfDay / 60 % 60
    second = secondOfDay % 60
    self.nanosecond = nanosecond
  }

  /// Midnight, 00:00, the first time of a day (on days that have it: in
  /// America/Sao_Paulo on 2018-11-04 the day began at 01:00).
  ///
  /// ```swift
  /// let saoPaulo = try Zone(identifier: "America/Sao_Paulo")
  /// try ZonedDateTime(CivilDate(parsing: "2018-11-04").at(.midnight), in: saoPaulo)  // 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
  /// ```
  public static let midnight = CivilTime(unchecked: 0, nanosecond: 0)

  /// Noon, 12:00.
  ///
  /// ```swift
  /// CivilTime.noon.secondOfDay  // 43200
  /// ```
  public static let noon = CivilTime(unchecked: 43_200, nanosecond: 0)

  /// Seconds since the start of the day on the wall clock, 0...86,399.
  ///
  /// ```swift
  /// try CivilTime(parsing: "23:59:59").secondOfDay  // 86399
  /// ```
  public var secondOfDay: Int { hour * 3600 + minute * 60 + second }

  /// Nanoseconds since the start of the day on the wall clock.
  ///
  /// ```swift
  /// try CivilTime(parsing: "00:00:01.5").nanosecondOfDay  // 1500000000
  /// ```
  public var nanosecondOfDay: Int64 {
    Int64(secondOfDay) * Int64(_Civil.nanosecondsPerSecond) + Int64(nanosecond)
  }

  /// The time `nanoseconds` into a day.
  ///
  /// ```swift
  /// try CivilTime(nanosecondOfDay: 86_399_999_999_999)  // 23:59:59.999999999
  /// try CivilTime(nanosecondOfDay: 86_400_000_000_000)  // throws invalidDate
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidDate`` unless `nanoseconds` is
  ///   in 0..<86,400,000,000,000.
  public init(nanosecondOfDay nanoseconds: Int64) throws(DateMathError) {
    let perSecond = Int64(_Civil.nanosecondsPerSecond)
    guard (0..<(86_400 * perSecond)).contains(nanoseconds) else {
      throw DateMathError(.invalidDate, "\(nanoseconds) ns is not within a day")
    }
    self.init(unchecked: Int(nanoseconds / perSecond), nanosecond: Int(nanoseconds % perSecond))
  }

  /// Wall-clock order within a day.
  public static func < (lhs: CivilTime, rhs: CivilTime) -> Bool {
    lhs.nanosecondOfDay < rhs.nanosecondOfDay
  }
}

extension CivilTime: LosslessStringConvertible, Codable {
  /// `HH:MM:SS`, with `.fff`, `.ffffff` or `.fffffffff` when the fraction
  /// is not zero.
  public var description: String { _ISO.time(hour, minute, second, nanosecond) }

  /// Parses ``init(parsing:)``'s forms, returning nil for anything else.
  ///
  /// ```swift
  /// CivilTime("07:30")  // 07:30:00
  /// CivilTime("24:00")  // nil
  /// ```
  public init?(_ description: String) {
    guard let value = try? CivilTime(parsing: description) else { return nil }
    self = value
  }

  /// Parses `HH:MM[:SS[.fraction]]` (ISO 8601 extended form; the fraction
  /// has 1 to 9 digits). An offset or `Z` after it is refused: a time with
  /// an offset is not a wall-clock time.
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for other text;
  ///   ``DateMathError/Kind/invalidDate`` for fields out of range (24:00
  ///   and second 60 included).
  ///
  /// ```swift
  /// try CivilTime(parsing: "23:59:59.999")  // 23:59:59.999
  /// try CivilTime(parsing: "23:59:60")      // throws invalidDate: leap seconds do not exist
  /// try CivilTime(parsing: "07:30Z")        // throws invalidFormat
  /// ```
  public init(parsing text: String) throws(DateMathError) {
    self = try _ISOScanner.reading(text) { scanner throws(DateMathError) in
      guard let (h, mi, s, ns) = scanner.time(requireSeconds: false), scanner.isAtEnd else {
        throw .invalidFormat(text, expected: "a time of day in the form HH:MM[:SS[.fraction]]")
      }
      return try CivilTime(hour: h, minute: mi, second: s, nanosecond: ns)
    }
  }

  /// Decodes the ISO 8601 string form.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the coding path and the
  ///   bad string.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    self = try _decodeText(text, decoder) { text throws(DateMathError) in
      try CivilTime(parsing: text)
    }
  }

  /// Encodes the ISO 8601 string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension CivilDate {
  /// This date at a time of day: a wall-clock date-time, not yet an
  /// instant (resolve it in a zone, where it may fall in a gap or an
  /// overlap).
  ///
  /// ```swift
  /// let skipped = try CivilDate(parsing: "2017-03-12").at(CivilTime(parsing: "02:30"))  // 2017-03-12T02:30:00
  /// try ZonedDateTime(skipped, in: Zone(identifier: "America/New_York"))  // 2017-03-12T03:30:00-04:00[America/New_York]
  /// ```
  public func at(_ time: CivilTime) -> CivilDateTime {
    CivilDateTime(unchecked: self, secondOfDay: time.secondOfDay, nanosecond: time.nanosecond)
  }
}

extension CivilDateTime {
  /// The time of day.
  ///
  /// ```swift
  /// try CivilDateTime(parsing: "2017-11-05T01:30").time  // 01:30:00
  /// ```
  public var time: CivilTime { CivilTime(unchecked: secondOfDay, nanosecond: nanosecond) }

  /// A date at a time of day.
  ///
  /// ```swift
  /// try CivilDateTime(date: CivilDate(parsing: "2024-02-29"), time: .noon)  // 2024-02-29T12:00:00
  /// ```
  public init(date: CivilDate, time: CivilTime) {
    self.init(unchecked: date, secondOfDay: time.secondOfDay, nanosecond: time.nanosecond)
  }
}
