import Foundation

extension Zone {
  /// The zone's abbreviation at `date`, as its tz data writes it: `"PDT"`,
  /// `"CET"`, or a numeric one such as `"-03"` where the zone has no
  /// letters in use. Across a gap or an overlap the abbreviation changes
  /// at the same instant as the offset. A fixed-offset zone's is its
  /// offset (`"+05:30"`).
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// try newYork.abbreviation(at: Date(rfc3339: "2017-03-12T06:59:59Z"))  // "EST"
  /// try newYork.abbreviation(at: Date(rfc3339: "2017-03-12T07:00:00Z"))  // "EDT"
  /// try Zone(identifier: "America/Sao_Paulo").abbreviation(at: Date(rfc3339: "2024-01-01T00:00:00Z"))  // "-03"
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or lies beyond about ±12,700 years from 1970.
  public func abbreviation(at date: Date) throws(DateMathError) -> String {
    let instant = try _InstantSeconds(date)
    guard let table else { return identifier }
    if let tzif = table.tzif {
      return tzif.type(at: instant.seconds).designation
    }
    return table.foundationZone.abbreviation(for: date) ?? UTCOffset(
      seconds: Int(offset(atSecond: instant.seconds))
    ).description
  }

  /// Whether the zone is on daylight saving time at `date`, as its tz data
  /// says. Europe/Dublin's winter time is its "negative DST" (`GMT`,
  /// isDST true in IANA's data since 2018); a zone on permanent DST says
  /// true all year; a fixed-offset zone, never.
  ///
  /// ```swift
  /// let dublin = try Zone(identifier: "Europe/Dublin")
  /// try dublin.isDaylightSavingTime(at: Date(rfc3339: "2024-01-15T12:00:00Z"))  // true — winter is Irish "negative DST"
  /// try dublin.isDaylightSavingTime(at: Date(rfc3339: "2024-07-15T12:00:00Z"))  // false
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or lies beyond about ±12,700 years from 1970.
  public func isDaylightSavingTime(at date: Date) throws(DateMathError) -> Bool {
    let instant = try _InstantSeconds(date)
    guard let table else { return false }
    if let tzif = table.tzif {
      return tzif.type(at: instant.seconds).isDST
    }
    return table.foundationZone.isDaylightSavingTime(for: date)
  }
}
