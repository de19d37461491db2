import Foundation

extension Zone {
  /// A Foundation `TimeZone` that shows `date` with this zone's
  /// offset: the zone's own where Foundation's data agrees with this
  /// zone's around that instant (names such as "Pacific Daylight Time"
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
