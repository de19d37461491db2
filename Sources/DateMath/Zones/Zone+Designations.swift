import Foundation

extension Zone {
  /// The zone's abbreviation at `date`, as its tz data writes it: `"PDT"`,
  /// `"CET"`, or a numeric one such as `"-03"` where the zone has no
  /// letters in use. Across a gap or an overlap the abbreviation changes
  /// at the same instant as the offset. A fixed-offset zone's is its
  /// offset (`"+05:30"`).
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

  /// A Foundation `TimeZone` that shows `date` with this calendar's
  /// offset: the zone's own where Foundation's data agrees with this
  /// calendar's around that instant (names such as "Pacific Daylight Time"
  /// then appear), else a fixed offset ("GMT-07:00"), so a formatter never
  /// shows an offset or a name from older data. See `_FoundationAgreement`.
  ///
  /// Nil when no Foundation zone shows the offset exactly: a fixed zone
  /// made with `TimeZone(secondsFromGMT:)` exists only within ±18 hours,
  /// and its formatters drop seconds (`+05:00:07` shows 12:30:00 for
  /// 12:30:07).
  func formattingZone(at date: Date) -> TimeZone? {
    let table: _ZoneRules
    switch storage {
    case .fixed(let offset): return Self.foundationFixedZone(Int64(offset))
    case .table(let rules): table = rules.takeUnretainedValue()
    }
    guard table.tzif != nil, let instant = try? _InstantSeconds(date) else {
      return table.foundationZone
    }
    let agreement = table.foundationAgreement
    if agreement.knowsName && agreement.disagreements.isEmpty
      && instant.seconds >= _ZoneRules.tableStart && instant.seconds < _ZoneRules.tableEnd
    {
      return agreement.zone
    }
    let offset = offset(atSecond: instant.seconds)
    if agreement.agrees(at: instant.seconds, offset: offset) { return agreement.zone }
    return Self.foundationFixedZone(offset)
  }

  /// Foundation's fixed zone of `offset`, when its formatters show that
  /// offset exactly: whole minutes, at most 18 hours.
  static func foundationFixedZone(_ offset: Int64) -> TimeZone? {
    guard offset % 60 == 0, abs(offset) <= 18 * 3600 else { return nil }
    return TimeZone(secondsFromGMT: Int(offset))
  }
}
