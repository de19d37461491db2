import Foundation

/// Where Foundation's `TimeZone` and a TZif-based table agree, so that
/// formatting can use Foundation's zone (and its names, such as "Pacific
/// Daylight Time") there, and a fixed offset elsewhere.
///
/// Foundation's data can be older: under tz 2026f America/Vancouver stays
/// on -07:00 (MST) from 2026-11-01, while Foundation's 2025b still changes
/// clocks twice a year. Foundation agrees at an instant when both have the
/// same offset there and the same changes of offset on either side of it:
/// in July 2027 both say -07:00, but Foundation calls it daylight time
/// between changes that no longer happen, so it does not agree.
struct _FoundationAgreement: Sendable {
  /// Foundation's zone of the same name, or a fixed offset when Foundation
  /// does not know the name.
  let zone: TimeZone
  /// Whether Foundation knows the name at all.
  let knowsName: Bool
  /// Stretches of time `start..<end` (1800–2200) where Foundation does not
  /// agree, ascending; empty for most zones.
  let disagreements: [(start: Int64, end: Int64)]

  /// The agreement of `rules` with `zone`, Foundation's zone of the same
  /// name (or a fixed offset when Foundation does not know the name).
  init(_ rules: _ZoneRules, zone: TimeZone) {
    self.zone = zone
    knowsName = TimeZone(identifier: rules.name) != nil
    guard knowsName else {
      disagreements = []
      return
    }
    let foundation = _ZoneRulesCache.shared.rules(for: zone, name: rules.name)
    disagreements = Self.disagreements(rules, foundation)
  }

  /// The stretches between consecutive changes of either table in which
  /// the offsets differ, or which a change of only one table bounds.
  static func disagreements(_ a: _ZoneRules, _ b: _ZoneRules) -> [(start: Int64, end: Int64)] {
    func changes(_ table: _ZoneRules) -> [Int64: Int64] {
      Dictionary(uniqueKeysWithValues: zip(table.times, table.offsets))
    }
    let (ca, cb) = (changes(a), changes(b))
    let bounds = Array(Set(ca.keys).union(cb.keys)).sorted()
    var result: [(start: Int64, end: Int64)] = []
    var start = _ZoneRules.tableStart
    for end in bounds + [_ZoneRules.tableEnd] where end > start {
      let sharedStart = start == _ZoneRules.tableStart || ca[start] == cb[start]
      let sharedEnd = end == _ZoneRules.tableEnd || ca[end] == cb[end]
      if !sharedStart || !sharedEnd || a.offset(at: start) != b.offset(at: start) {
        if let last = result.last, last.end == start {
          result[result.count - 1].end = end
        } else {
          result.append((start, end))
        }
      }
      start = end
    }
    return result
  }

  /// Whether Foundation agrees at `time`, whose offset in the table is
  /// `offset`.
  func agrees(at time: Int64, offset: Int64) -> Bool {
    guard knowsName else { return false }
    if time >= _ZoneRules.tableEnd || time < _ZoneRules.tableStart {
      return Int64(zone.secondsFromGMT(for: _date(time))) == offset
    }
    return !disagreements.contains { $0.start <= time && time < $0.end }
  }
}
