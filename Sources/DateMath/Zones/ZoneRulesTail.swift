import Foundation

/// Where a zone's offsets come from after its table ends (2200): its
/// TZif file (transitions listed after 2200, then the POSIX TZ rule), or
/// Foundation's `TimeZone`.
enum _ZoneRulesTail: Sendable {
  case tzif(_TZifTail)
  case foundation(TimeZone)

  /// The offsets the tail can give, when it knows them without asking
  /// Foundation (whose offsets after 2200 are those of its table).
  var offsetRange: ClosedRange<Int64>? {
    switch self {
    case .tzif(let tail): return tail.offsetRange
    case .foundation: return nil
    }
  }

  /// The offset in force at `time` (at or after 2200).
  func offset(at time: Int64) -> Int64 {
    switch self {
    case .tzif(let tail): return tail.offset(at: time)
    case .foundation(let zone): return Int64(zone.secondsFromGMT(for: _date(time)))
    }
  }

  /// The first change of offset strictly after `time`, given the offset
  /// `current` in force at `time`.
  func nextChange(after time: Int64, from current: Int64) -> (time: Int64, offset: Int64)? {
    switch self {
    case .tzif(let tail): return tail.nextChange(after: time, from: current)
    case .foundation(let zone): return Self.foundationChange(zone, after: time, from: current)
    }
  }

  /// The first change of offset strictly after `time`, asking Foundation,
  /// given the offset `current` in force at `time`.
  static func foundationChange(_ zone: TimeZone, after time: Int64, from current: Int64)
    -> (time: Int64, offset: Int64)?
  {
    var cursor = _date(time)
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor) {
      let offset = Int64(zone.secondsFromGMT(for: next))
      if offset != current {
        return (Int64(next.timeIntervalSince1970.rounded()), offset)
      }
      guard next > cursor else { return nil }
      cursor = next
    }
    return nil
  }
}

/// A TZif zone after 2200: the changes its file lists from then on (rare;
/// zic lists none), then its footer rule, which applies after the file's
/// last transition.
struct _TZifTail: Sendable {
  /// The offset in force at 2200, before `times[0]`.
  let startOffset: Int64
  /// Changes of offset the file lists at or after 2200, ascending.
  let times: [Int64]
  let offsets: [Int64]
  /// The footer rule, and the file's last transition, after which it
  /// applies.
  let rule: _POSIXTimeZoneRule?
  let ruleFrom: Int64

  var offsetRange: ClosedRange<Int64> {
    let all = [startOffset] + offsets + (rule.map { [$0.offsetRange.lowerBound, $0.offsetRange.upperBound] } ?? [])
    return (all.min() ?? startOffset)...(all.max() ?? startOffset)
  }

  func offset(at time: Int64) -> Int64 {
    if let rule, time > ruleFrom { return rule.offset(at: time) }
    var offset = startOffset
    for (change, after) in zip(times, offsets) where change <= time { offset = after }
    return offset
  }

  func nextChange(after time: Int64, from current: Int64) -> (time: Int64, offset: Int64)? {
    var offset = current
    for (change, after) in zip(times, offsets) where change > time {
      if after != offset { return (change, after) }
      offset = after
    }
    guard let rule else { return nil }
    // The rule's own changes, skipping one that lands on the offset
    // already in force (a footer that disagrees with the file's last
    // transition); a yearly rule alternates, so two steps suffice.
    var cursor = max(time, ruleFrom)
    for _ in 0..<3 {
      guard let change = rule.nextChange(after: cursor) else { return nil }
      if change.offset != offset { return change }
      cursor = change.time
    }
    return nil
  }
}
