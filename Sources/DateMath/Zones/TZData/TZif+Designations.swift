/// The abbreviation and DST flag of a TZif zone at any instant: its local
/// time types at its transitions, then its footer rule.
extension _TZif {
  /// The local time type in force at `time`.
  func type(at time: Int64) -> _TZifType {
    if let footer, times.last.map({ time >= $0 }) ?? true {
      if let daylight = footer.daylight, footer.isDaylight(at: time) {
        return _TZifType(offset: daylight.offset, isDST: true, designation: daylight.name)
      }
      return _TZifType(offset: footer.standardOffset, isDST: false, designation: footer.standardName)
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
}
