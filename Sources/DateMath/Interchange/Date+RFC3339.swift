import Foundation

extension Date {
  /// Parses an RFC 3339 date-time: `2017-01-31T19:00:00Z`,
  /// `2017-01-31T14:00:00.250-05:00`.
  ///
  /// Reads exactly RFC 3339 §5.6's `date-time`, with the allowances RFC
  /// 3339 makes itself: a lower-case `t` or `z`, a space between date and
  /// time (§5.6's note), any number of fractional digits after a `.` (read
  /// to the nearest `Date`). Refuses everything else, with a message
  /// naming what is wrong: comma decimals, trailing text (Foundation's
  /// `ISO8601DateFormatter` accepts trailing garbage and silently drops a
  /// `[zone]` suffix), and, unless `extensions` allows them, expanded
  /// years (`+002024`) and offsets with seconds (`+00:09:21`), which
  /// DateMath writes for years outside 0000–9999 and for local mean time
  /// (``RFC3339Extensions/written`` reads all it writes).
  ///
  /// A leap second, `23:59:60` UTC (`08:59:60+09:00` and so on), reads as
  /// `23:59:59` (plus any fraction): `Date` has no leap seconds, and this
  /// keeps the instant inside the right minute and day (Foundation reads it
  /// as the next day's 00:00:00). Second 60 of any other minute is an
  /// ``DateMathError/Kind/invalidDate`` error.
  ///
  /// Near the end of year 9999 a `Date` keeps about 30 µs, so the nearest
  /// `Date` to a text such as `9999-12-31T23:59:59.999999999Z`, the "no
  /// end" sentinel databases and APIs write, would be in year 10000. Such a
  /// text reads as ``rfc3339LatestDate``, the greatest `Date` before year
  /// 10000, which is the greatest `Date` not after the text;
  /// ``ZonedDateTime/init(rfc9557:offsetConflict:disambiguation:extensions:)``
  /// keeps the nanoseconds exactly.
  ///
  /// ```swift
  /// try Date(rfc3339: "9999-12-31T23:59:59.999999999Z") == Date.rfc3339LatestDate  // true
  /// try Date(rfc3339: "9999-12-31T23:59:59.999999999Z").rfc3339String()  // "9999-12-31T23:59:59.99997Z"
  /// ```
  ///
  /// A format or field error carries ``DateMathError/position``: the
  /// column of the first character out of place (`2017-01-31T19:00Z` at
  /// column 17, where the seconds' `:` belongs) or of the field out of
  /// range.
  ///
  /// ```swift
  /// try Date(rfc3339: "2017-01-31T19:00Z")  // throws invalidFormat
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for text that is not an
  ///   RFC 3339 date-time, including one without an offset (the message says
  ///   to give one, or to read the text as a wall-clock time in a zone) and
  ///   one with an RFC 9557 `[zone]` suffix (read it with
  ///   ``ZonedDateTime/init(rfc9557:offsetConflict:disambiguation:extensions:)``);
  ///   ``DateMathError/Kind/invalidDate`` for fields out of range;
  ///   ``DateMathError/Kind/outOfRange`` for an instant whose UTC date is
  ///   outside years -9999...9999.
  public init(rfc3339 text: String, extensions: RFC3339Extensions = []) throws(DateMathError) {
    // Near 10000-01-01 the general reader below decides.
    if let date = _RFC3339.commonForm(text), date.timeIntervalSince1970 < Self.rfc3339Limit {
      self = date
      return
    }
    let date = try _ISOScanner.reading(text) { scanner throws(DateMathError) in
      let (local, fraction, offset) = try _RFC3339.scan(&scanner, text, extensions: extensions)
      guard let offset else {
        throw DateMathError(
          .invalidFormat,
          "\(DateMathError.quoted(text)) has no UTC offset, so it is not an instant: add Z or ±HH:MM, "
            + "or read it as a wall-clock time in a zone", position: scanner.position(scanner.index))
      }
      guard scanner.isAtEnd else {
        if scanner.peek == UInt8(ascii: "[") {
          throw DateMathError(
            .invalidFormat,
            "\(DateMathError.quoted(text)) has an RFC 9557 time-zone annotation: read it as a ZonedDateTime",
            position: scanner.position(scanner.index))
        }
        throw .invalidFormat(
          text, expected: "an RFC 3339 date-time (unexpected text after the offset)",
          at: scanner.position(scanner.index))
      }
      let utcDay = _Civil.floorDiv(local.localSeconds - Int64(offset.offset.seconds), _Civil.secondsPerDay)
      guard _Civil.isSupportedDay(utcDay) else { throw Self.outOfRange(text) }
      return _RFC3339.instant(local, fraction, offset.offset)
    }
    // The UTC date is in range (checked above), and a Date rounds to the
    // nearest Double, which may carry it up to 10000-01-01: the greatest
    // Date before that is then the greatest not after the text.
    self = date.timeIntervalSince1970 < Self.rfc3339Limit ? date : Self.rfc3339LatestDate
  }

  /// 10000-01-01T00:00:00Z in seconds since 1970.
  static let rfc3339Limit = Double(_Civil.maxDay + 1) * 86_400

  /// The greatest `Date` before 10000-01-01T00:00:00Z, the end of the range
  /// DateMath reads and writes: 9999-12-31T23:59:59.999969482421875Z (a
  /// `Date` keeps steps of 2⁻¹⁵ s there). ``init(rfc3339:extensions:)``
  /// reads the text of any later instant of year 9999, such as the "no end"
  /// sentinel `9999-12-31T23:59:59.999999999Z`, as this `Date`.
  public static let rfc3339LatestDate: Date = {
    var seconds = (rfc3339Limit - timeIntervalBetween1970AndReferenceDate).nextDown
    while Date(timeIntervalSinceReferenceDate: seconds).timeIntervalSince1970 >= rfc3339Limit {
      seconds = seconds.nextDown
    }
    return Date(timeIntervalSinceReferenceDate: seconds)
  }()

  static func outOfRange(_ text: String) -> DateMathError {
    DateMathError(
      .outOfRange,
      "\(DateMathError.quoted(text)) is an instant whose UTC date is outside the supported range "
        + "(years -9999 through 9999)")
  }

  /// The instant in RFC 3339 form, in UTC: `2017-01-31T19:00:00Z`.
  ///
  /// With ``FractionalSecondDigits/milliseconds`` and the like, the
  /// ``FractionalSecondDigits/exact`` digits are truncated to that many:
  /// the fewest that read back as this `Date`, not its nearest nanosecond
  /// (a `Date` read from `50.52` holds 50.519999981 s and writes `.520`),
  /// so `Date(rfc3339:)` of the text gives an instant no later than
  /// this one and less than one unit earlier, and formatting that instant
  /// again gives the same text. With ``FractionalSecondDigits/exact``, the
  /// text parses back to exactly this `Date`, for every finite `Date` in
  /// range: whole nanoseconds where they suffice, more digits near
  /// 2001-01-01 (where a `Date` is finer than a nanosecond).
  ///
  /// Years outside 0000–9999 are written in ISO 8601's expanded form
  /// (`-000050-03-01T00:00:00Z`), which `Date(rfc3339:)` reads back.
  ///
  /// RFC 3339's own examples (§5.8), written back in UTC:
  ///
  /// ```swift
  /// try Date(rfc3339: "1996-12-19T16:39:57-08:00").rfc3339String()  // "1996-12-20T00:39:57Z"
  /// try Date(rfc3339: "1990-12-31T15:59:60-08:00").rfc3339String()  // "1990-12-31T23:59:59Z" — the leap second reads as :59
  /// let april = try Date(rfc3339: "1985-04-12T23:20:50.52Z")
  /// try april.rfc3339String()  // "1985-04-12T23:20:50.52Z"
  /// try Date(rfc3339: april.rfc3339String()) == april  // true — .exact reads back to the same Date
  /// try april.rfc3339String(fractionalDigits: .none)   // "1985-04-12T23:20:50Z"
  /// try april.rfc3339String(fractionalDigits: .milliseconds)  // "1985-04-12T23:20:50.520Z"
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or whose UTC date lies outside years -9999...9999.
  public func rfc3339String(fractionalDigits: FractionalSecondDigits = .exact)
    throws(DateMathError) -> String
  {
    // A whole second of years 0000–9999, the commonest case, passes the
    // checks below and has no fraction to find: straight to the writer.
    if let whole = Int64(exactly: timeIntervalSinceReferenceDate), _RFC3339.fourDigitYears.contains(whole) {
      return _RFC3339.text(
        seconds: whole + _InstantSeconds.referenceOffset, fraction: .nanosecond(0), offset: 0,
        digits: fractionalDigits, suffix: .z)
    }
    let instant = try _InstantSeconds(self)
    let day = _Civil.floorDiv(instant.seconds, _Civil.secondsPerDay)
    guard _Civil.isSupportedDay(day) else {
      throw .outOfRange("the instant \(timeIntervalSince1970) seconds since 1970")
    }
    return _RFC3339.text(self, offset: 0, digits: fractionalDigits, suffix: .z)
  }
}
