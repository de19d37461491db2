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
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for text that is not an
  ///   RFC 3339 date-time, including one without an offset (the message says
  ///   to give one, or to read the text as a wall-clock time in a zone) and
  ///   one with an RFC 9557 `[zone]` suffix (read it with
  ///   ``ZonedDateTime/init(rfc9557:offsetConflict:extensions:)``);
  ///   ``DateMathError/Kind/invalidDate`` for fields out of range;
  ///   ``DateMathError/Kind/outOfRange`` for an instant a `Date` rounds
  ///   out of years -9999...9999 (`9999-12-31T23:59:59.999999999Z`: a
  ///   `Date` holds about 30 µs there, so it would be year 10000).
  public init(rfc3339 text: String, extensions: RFC3339Extensions = []) throws(DateMathError) {
    if let date = _RFC3339.commonForm(text) {
      guard date.timeIntervalSince1970 < Self.rfc3339Limit else { throw Self.roundsOutOfRange(text) }
      self = date
      return
    }
    let date = try _ISOScanner.reading(text) { scanner throws(DateMathError) in
      let (local, fraction, offset) = try _RFC3339.scan(&scanner, text, extensions: extensions)
      guard let offset else {
        throw DateMathError(
          .invalidFormat,
          "\(DateMathError.quoted(text)) has no UTC offset, so it is not an instant: add Z or ±HH:MM, "
            + "or read it as a wall-clock time in a zone")
      }
      guard scanner.isAtEnd else {
        if scanner.peek == UInt8(ascii: "[") {
          throw DateMathError(
            .invalidFormat,
            "\(DateMathError.quoted(text)) has an RFC 9557 time-zone annotation: read it as a ZonedDateTime")
        }
        throw .invalidFormat(
          text, expected: "an RFC 3339 date-time (unexpected text after the offset)")
      }
      let utcDay = _Civil.floorDiv(local.localSeconds - Int64(offset.offset.seconds), _Civil.secondsPerDay)
      guard _Civil.isSupportedDay(utcDay) else {
        throw DateMathError(
          .outOfRange,
          "\(DateMathError.quoted(text)) is an instant whose UTC date is outside the supported range "
            + "(years -9999 through 9999)")
      }
      return _RFC3339.instant(local, fraction, offset.offset)
    }
    let seconds = date.timeIntervalSince1970
    // The UTC date is in range (checked above), and a Date rounds to the
    // nearest Double, which may only carry it up to 10000-01-01.
    guard seconds < Self.rfc3339Limit else { throw Self.roundsOutOfRange(text) }
    self = date
  }

  /// 10000-01-01T00:00:00Z in seconds since 1970.
  static let rfc3339Limit = Double(_Civil.maxDay + 1) * 86_400

  static func roundsOutOfRange(_ text: String) -> DateMathError {
    DateMathError(
      .outOfRange,
      "\(DateMathError.quoted(text)) is an instant a Date cannot hold inside years -9999 through 9999 "
        + "(near the limits a Date keeps about 30 µs, so it rounds past them)")
  }

  /// The instant in RFC 3339 form, in UTC: `2017-01-31T19:00:00Z`.
  ///
  /// With ``FractionalSecondDigits/milliseconds`` and the like, the instant
  /// is taken to the nearest nanosecond and then truncated to that many
  /// digits, so `Date(rfc3339:)` of the text gives an instant no later than
  /// this one and less than one unit earlier, and formatting that instant
  /// again gives the same text. With ``FractionalSecondDigits/exact``, the
  /// text parses back to exactly this `Date`, for every finite `Date` in
  /// range: whole nanoseconds where they suffice, more digits near
  /// 2001-01-01 (where a `Date` is finer than a nanosecond).
  ///
  /// Years outside 0000–9999 are written in ISO 8601's expanded form
  /// (`-000050-03-01T00:00:00Z`), which `Date(rfc3339:)` reads back.
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
