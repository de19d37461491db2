import Foundation

/// Where a zone's offsets come from after its table ends (2200): the
/// POSIX TZ rule of its TZif file, Foundation's `TimeZone`, or a last
/// offset that never changes.
enum _ZoneRulesTail: Sendable {
  case rule(_POSIXTimeZoneRule)
  case foundation(TimeZone)
  case constant(Int64)

  /// The offsets the tail can give, when it knows them without asking
  /// Foundation (whose offsets after 2200 are those of its table).
  var offsetRange: ClosedRange<Int64>? {
    switch self {
    case .rule(let rule): return rule.offsetRange
    case .foundation: return nil
    case .constant(let offset): return offset...offset
    }
  }

  /// The offset in force at `time`.
  func offset(at time: Int64) -> Int64 {
    switch self {
    case .rule(let rule): return rule.offset(at: time)
    case .foundation(let zone): return Int64(zone.secondsFromGMT(for: _date(time)))
    case .constant(let offset): return offset
    }
  }

  /// The first change of offset strictly after `time`, given the offset
  /// `current` in force at `time`.
  func nextChange(after time: Int64, from current: Int64) -> (time: Int64, offset: Int64)? {
    switch self {
    case .rule(let rule): return rule.nextChange(after: time)
    case .foundation(let zone): return Self.foundationChange(zone, after: time, from: current)
    case .constant: return nil
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
