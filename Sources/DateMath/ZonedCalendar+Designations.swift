import Foundation

extension ZonedCalendar {
  /// The zone's abbreviation at `date`, as its tz data writes it: `"PDT"`,
  /// `"CET"`, or a numeric one such as `"-03"` where the zone has no
  /// letters in use. Across a gap or an overlap the abbreviation changes
  /// at the same instant as the offset.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or lies beyond about ±12,700 years from 1970.
  public func abbreviation(at date: Date) throws(DateMathError) -> String {
    let instant = try _InstantSeconds(date)
    if let designations = rules.designations {
      return designations.type(at: instant.seconds).designation
    }
    return timeZone.abbreviation(for: date) ?? UTCOffset(
      seconds: Int(withRules { $0.offset(at: instant.seconds) })
    ).description
  }

  /// Whether the zone is on daylight saving time at `date`, as its tz data
  /// says. Europe/Dublin's winter time is its "negative DST" (`GMT`,
  /// isDST true in IANA's data since 2018); a zone on permanent DST says
  /// true all year.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or lies beyond about ±12,700 years from 1970.
  public func isDaylightSavingTime(at date: Date) throws(DateMathError) -> Bool {
    let instant = try _InstantSeconds(date)
    if let designations = rules.designations {
      return designations.type(at: instant.seconds).isDST
    }
    return timeZone.isDaylightSavingTime(for: date)
  }

  /// A Foundation `TimeZone` that shows `date` with this calendar's
  /// offset: the zone's own when Foundation's data agrees at that instant
  /// (names such as "Pacific Daylight Time" then appear), else a fixed
  /// offset, so a formatter never shows an offset from older data.
  func formattingZone(at date: Date) -> TimeZone {
    let zone = timeZone
    guard let instant = try? _InstantSeconds(date) else { return zone }
    let offset = Int(withRules { $0.offset(at: instant.seconds) })
    if zone.secondsFromGMT(for: date) == offset { return zone }
    return TimeZone(secondsFromGMT: offset) ?? zone
  }
}
