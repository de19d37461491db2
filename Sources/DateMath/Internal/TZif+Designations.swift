/// The abbreviation and DST flag of a TZif zone at any instant: its local
/// time types at its transitions, then its footer rule.
extension _TZif {
  /// The local time type in force at `time`.
  func type(at time: Int64) -> _TZifType {
    if let footer, times.last.map({ time >= $0 }) ?? true {
      let offset = footer.offset(at: time)
      if let daylight = footer.daylight, offset == daylight.offset, offset != footer.standardOffset {
        return _TZifType(offset: offset, isDST: true, designation: daylight.name)
      }
      if let daylight = footer.daylight, daylight.offset == footer.standardOffset {
        // A rule whose two offsets are equal changes only the name.
        let inDaylight = Self.inDaylight(footer, at: time)
        return _TZifType(
          offset: offset, isDST: inDaylight,
          designation: inDaylight ? daylight.name : footer.standardName)
      }
      return _TZifType(offset: offset, isDST: false, designation: footer.standardName)
    }
    // The last transition at or before `time` (binary search).
    var low = 0
    var high = times.count
    while low < high {
      let middle = (low + high) / 2
      if times[middle] <= time { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? types[0] : types[Int(typeIndices[low - 1])]
  }

  /// Whether the rule's daylight period covers `time`, for rules whose
  /// daylight offset equals the standard one.
  static func inDaylight(_ rule: _POSIXTimeZoneRule, at time: Int64) -> Bool {
    let year = rule.year(of: time)
    var inside = false
    var latest = Int64.min
    for candidate in (year - 1)...(year + 1) {
      guard let change = rule.changes(inYear: candidate) else { continue }
      for (instant, starts) in [(change.start, true), (change.end, false)]
      where instant <= time && instant >= latest {
        latest = instant
        inside = starts
      }
    }
    return inside
  }
}
