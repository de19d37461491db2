import Foundation

/// One stretch of time with a constant UTC offset: instants in
/// `start..<end` (seconds since 1970, UTC) have local time instant + offset.
struct _Segment {
  var start: Int64
  var end: Int64
  var offset: Int64
  /// Whether `start` is a real change of offset (false when the stretch
  /// was cut at the start of a search window or at the table's end).
  var startsAtTransition: Bool
}

/// A zone's UTC-offset history, read once from Foundation's `TimeZone` and
/// kept as a sorted table of offset changes for 1800 through 2199.
///
/// Before 1800 every zone in tz data is on its first (local mean time)
/// offset, so the table's first offset holds there. From 2200 on, answers
/// come from Foundation directly (`secondsFromGMT(for:)` and
/// `nextDaylightSavingTimeTransition(after:)`), which applies the zone's
/// last rules. Transitions that Foundation reports but that keep the offset
/// (a change of abbreviation or DST flag only) are dropped.
///
/// Immutable after `init`, so it is shared between threads without locks.
/// The tables live in memory this object allocates once and frees in
/// `deinit`, read through unsafe buffers: reading a Swift array stored in a
/// shared object retains and releases the array's buffer, and two threads
/// doing that to one buffer fight over its reference count (measured: two
/// threads got half the work of one done).
final class _ZoneRules: @unchecked Sendable {
  static let tableStart: Int64 = -5_364_662_400  // 1800-01-01T00:00:00Z
  static let tableEnd: Int64 = 7_258_118_400  // 2200-01-01T00:00:00Z

  let timeZone: TimeZone
  /// What the cache knows this table by; equal keys, equal tables.
  let key: String
  /// The identifier the calendar shows.
  let name: String
  /// The offset before the first transition.
  let initialOffset: Int64
  /// Instants of the offset changes in the table, ascending.
  let times: UnsafeBufferPointer<Int64>
  /// `offsets[i]` is in force from `times[i]` until the next change.
  let offsets: UnsafeBufferPointer<Int64>
  /// The least and greatest offsets the zone uses; they bound the window in
  /// which the instants for a wall-clock time can lie.
  let minOffset: Int64
  let maxOffset: Int64
  /// `buckets[b]` is the number of transitions at or before the start of
  /// bucket b, a stretch of 2^24 s (194 days) from `tableStart`: a lookup
  /// starts there and steps over the few transitions of one bucket, with
  /// no binary search.
  let buckets: UnsafeBufferPointer<UInt16>
  static let bucketShift: Int64 = 24

  init(timeZone: TimeZone, key: String, name: String) {
    self.timeZone = timeZone
    self.key = key
    self.name = name
    let first = Int64(timeZone.secondsFromGMT(for: _date(Self.tableStart)))
    var times: [Int64] = []
    var offsets: [Int64] = []
    var previous = first
    var cursor = Self.tableStart
    while let next = Self.foundationChange(timeZone, after: cursor, from: previous),
      next.time < Self.tableEnd
    {
      times.append(next.time)
      offsets.append(next.offset)
      previous = next.offset
      cursor = next.time
    }
    self.initialOffset = first
    self.times = Self.copy(times)
    self.offsets = Self.copy(offsets)
    self.minOffset = min(first, offsets.min() ?? first)
    self.maxOffset = max(first, offsets.max() ?? first)
    let bucketCount = Int((Self.tableEnd - Self.tableStart) >> Self.bucketShift) + 1
    var buckets: [UInt16] = []
    buckets.reserveCapacity(bucketCount)
    var count = 0
    for bucket in 0..<bucketCount {
      let start = Self.tableStart + Int64(bucket) << Self.bucketShift
      while count < times.count && times[count] <= start { count += 1 }
      // At most 565 transitions in any zone of tz data 2025b: far below
      // UInt16.max, so clamping never changes a count.
      buckets.append(UInt16(clamping: count))
    }
    self.buckets = Self.copy(buckets)
  }

  deinit {
    times.deallocate()
    offsets.deallocate()
    buckets.deallocate()
  }

  static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
    _ = buffer.initialize(from: array)
    return UnsafeBufferPointer(rebasing: buffer[..<array.count])
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

  /// The number of table transitions at or before `time`.
  @inline(__always)
  func transitionCount(atOrBefore time: Int64) -> Int {
    guard time >= Self.tableStart else { return 0 }
    guard time < Self.tableEnd else { return times.count }
    var count = Int(buckets[Int((time - Self.tableStart) >> Self.bucketShift)])
    while count < times.count && times[count] <= time { count += 1 }
    return count
  }

  /// The UTC offset in force at `time` (seconds since 1970, UTC).
  func offset(at time: Int64) -> Int64 {
    if time >= Self.tableEnd {
      return Int64(timeZone.secondsFromGMT(for: _date(time)))
    }
    let count = transitionCount(atOrBefore: time)
    return count == 0 ? initialOffset : offsets[count - 1]
  }

  /// Calls `body` with each stretch of constant offset that overlaps
  /// `low...high`, in time order, until `body` returns false. The first
  /// stretch may start before `low` and the last may end after `high`.
  @inline(__always)
  func forEachSegment(
    overlapping low: Int64, _ high: Int64, _ body: (_Segment) -> Bool
  ) {
    var index = transitionCount(atOrBefore: low) - 1
    var cursor = low
    if low < Self.tableEnd {
      while true {
        let start = index < 0 ? Int64.min : times[index]
        let end = index + 1 < times.count ? times[index + 1] : Self.tableEnd
        let segment = _Segment(
          start: start, end: end,
          offset: index < 0 ? initialOffset : offsets[index],
          startsAtTransition: index >= 0)
        guard body(segment) else { return }
        if end > high || end == Self.tableEnd { break }
        index += 1
      }
      guard high >= Self.tableEnd else { return }
      cursor = Self.tableEnd
    }
    // Past the table: ask Foundation, one stretch at a time.
    var offset = Int64(timeZone.secondsFromGMT(for: _date(cursor)))
    var startsAtTransition = false
    while true {
      let next = Self.foundationChange(timeZone, after: cursor, from: offset)
      let segment = _Segment(
        start: cursor, end: next?.time ?? Int64.max, offset: offset,
        startsAtTransition: startsAtTransition)
      guard body(segment), let next, next.time <= high else { return }
      cursor = next.time
      offset = next.offset
      startsAtTransition = true
    }
  }

  /// The first change of offset strictly after `time`.
  func nextTransition(after time: Int64) -> (time: Int64, before: Int64, after: Int64)? {
    if time < Self.tableEnd {
      let count = transitionCount(atOrBefore: time)
      if count < times.count {
        return (
          times[count], count == 0 ? initialOffset : offsets[count - 1],
          offsets[count]
        )
      }
    }
    let from = max(time, Self.tableEnd - 1)
    let current = offset(at: from)
    guard let next = Self.foundationChange(timeZone, after: from, from: current)
    else { return nil }
    return (next.time, current, next.offset)
  }

  /// The last change of offset strictly before `time`.
  func previousTransition(before time: Int64) -> (time: Int64, before: Int64, after: Int64)? {
    if time > Self.tableEnd {
      // Foundation has no "previous": walk forward, first over the last
      // four years only (zones with rules past 2200 change yearly), then,
      // if that finds nothing, from the table's end.
      for start in [max(Self.tableEnd - 1, time - 4 * 366 * 86_400), Self.tableEnd - 1] {
        var best: (time: Int64, before: Int64, after: Int64)?
        var cursor = start
        while let next = nextTransition(after: cursor), next.time < time {
          best = next
          cursor = next.time
        }
        if let best { return best }
        if start == Self.tableEnd - 1 { break }
      }
    }
    let count = transitionCount(atOrBefore: min(time, Self.tableEnd) - 1)
    guard count > 0 else { return nil }
    return (
      times[count - 1], count == 1 ? initialOffset : offsets[count - 2],
      offsets[count - 1]
    )
  }
}

/// A `Date` at whole seconds since 1970.
@inline(__always)
func _date(_ seconds: Int64) -> Date {
  Date(timeIntervalSince1970: TimeInterval(seconds))
}
