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

/// A zone's UTC-offset history, kept as a sorted table of offset changes
/// up to 2200 and, after that, the zone's rule for later years (its
/// ``_ZoneRulesTail``).
///
/// A table is built once, from a TZif file (``init(tzif:name:key:source:)``:
/// the file's transitions, then its footer rule expanded up to 2200) or
/// from Foundation's `TimeZone` (``init(foundation:key:name:)``), and
/// changes that keep the offset (of abbreviation or DST flag only) are
/// dropped.
///
/// Immutable after `init`, so it is shared between threads without locks.
/// The tables live in memory this object allocates once and frees in
/// `deinit`, read through unsafe buffers: reading a Swift array stored in a
/// shared object retains and releases the array's buffer, and two threads
/// doing that to one buffer fight over its reference count (measured: two
/// threads got half the work of one done).
@usableFromInline
final class _ZoneRules: @unchecked Sendable {
  static let tableStart: Int64 = -5_364_662_400  // 1800-01-01T00:00:00Z
  static let tableEnd: Int64 = 7_258_118_400  // 2200-01-01T00:00:00Z

  /// What the cache knows this table by; equal keys, equal tables.
  let key: String
  /// The identifier the zone shows.
  let name: String
  /// The tz data the table was read from.
  let source: TZDataSource
  /// Where offsets from 2200 on come from.
  let tail: _ZoneRulesTail
  /// The TZif file the table was read from, for abbreviations and the DST
  /// flag (nil for Foundation's zones).
  let tzif: _TZif?
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

  /// A table from its changes of offset: `times` ascending, each change in
  /// `offsets` different from the one before (and the first from
  /// `initialOffset`), all before `tableEnd`.
  init(
    key: String, name: String, source: TZDataSource, initialOffset: Int64,
    times: [Int64], offsets: [Int64], tail: _ZoneRulesTail,
    tzif: _TZif? = nil
  ) {
    self.key = key
    self.name = name
    self.source = source
    self.tail = tail
    self.tzif = tzif
    self.initialOffset = initialOffset
    self.times = Self.copy(times)
    self.offsets = Self.copy(offsets)
    let tailRange = tail.offsetRange
    self.minOffset = min(initialOffset, offsets.min() ?? initialOffset, tailRange?.lowerBound ?? .max)
    self.maxOffset = max(initialOffset, offsets.max() ?? initialOffset, tailRange?.upperBound ?? .min)
    // A zone that never changes (UTC, Etc/GMT-5) shares one index of
    // zeros instead of 1.5 KB of its own.
    guard !times.isEmpty else {
      self.buckets = Self.noChanges
      return
    }
    let bucketCount = Int((Self.tableEnd - Self.tableStart) >> Self.bucketShift) + 1
    var buckets: [UInt16] = []
    buckets.reserveCapacity(bucketCount)
    var count = 0
    for bucket in 0..<bucketCount {
      let start = Self.tableStart + Int64(bucket) << Self.bucketShift
      while count < times.count && times[count] <= start { count += 1 }
      // A table holds at most UInt16.max changes (the builders stop
      // there; the largest zone has about 600), so no count is clamped.
      buckets.append(UInt16(clamping: count))
    }
    self.buckets = Self.copy(buckets)
  }

  /// Foundation's `TimeZone` of this zone: the one read for a Foundation
  /// table, else the one Foundation has under the name (or a fixed offset
  /// of today's offset, for a name Foundation does not know).
  var foundationZone: TimeZone {
    if case .foundation(let zone) = tail { return zone }
    lazyLock.lock()
    defer { lazyLock.unlock() }
    if let made = madeZone { return made }
    let now = Int64(Date().timeIntervalSince1970)
    let made = TimeZone(identifier: name) ?? TimeZone(secondsFromGMT: Int(offset(at: now))) ?? .gmt
    madeZone = made
    return made
  }

  /// Where Foundation's own data for this zone agrees with this table:
  /// made on first use (it reads Foundation's table of the zone, about
  /// 150 µs) and kept, since formatting asks on every call.
  var foundationAgreement: _FoundationAgreement {
    let zone = foundationZone
    lazyLock.lock()
    defer { lazyLock.unlock() }
    if let made = madeAgreement { return made }
    let made = _FoundationAgreement(self, zone: zone)
    madeAgreement = made
    return made
  }
  /// Guards the two values made on first use.
  private let lazyLock = NSLock()
  private var madeZone: TimeZone?
  private var madeAgreement: _FoundationAgreement?

  /// At most this many changes in a table, so bucket counts fit in UInt16.
  static let maximumChanges = Int(UInt16.max)

  /// A zone read from Foundation's `TimeZone`: its changes from 1800 to
  /// 2200, and Foundation itself after that.
  convenience init(foundation timeZone: TimeZone, key: String, name: String) {
    let first = Int64(timeZone.secondsFromGMT(for: _date(Self.tableStart)))
    var times: [Int64] = []
    var offsets: [Int64] = []
    var previous = first
    var cursor = Self.tableStart
    while let next = _ZoneRulesTail.foundationChange(timeZone, after: cursor, from: previous),
      next.time < Self.tableEnd, times.count < Self.maximumChanges
    {
      times.append(next.time)
      offsets.append(next.offset)
      previous = next.offset
      cursor = next.time
    }
    self.init(
      key: key, name: name, source: .foundation, initialOffset: first, times: times,
      offsets: offsets, tail: .foundation(timeZone))
  }

  /// A zone read from a TZif file: its transitions up to 2200, then its
  /// footer's rule expanded up to 2200; later transitions and the rule
  /// form the tail.
  ///
  /// - Throws: `_TZifError` when the zone changes offset more than
  ///   ``maximumChanges`` times before 2200.
  convenience init(tzif: _TZif, name: String, key: String, source: TZDataSource) throws(_TZifError) {
    var times: [Int64] = []
    var offsets: [Int64] = []
    var late: [(time: Int64, offset: Int64)] = []
    var current = tzif.initialType.offset
    var initial = current
    for (time, typeIndex) in zip(tzif.times, tzif.typeIndices) {
      let offset = tzif.types[Int(typeIndex)].offset
      guard offset != current else { continue }
      if time < Self.tableStart {
        // Changes before 1800 (none in tz data) fold into the first offset.
        initial = offset
      } else if time < Self.tableEnd {
        times.append(time)
        offsets.append(offset)
      } else {
        late.append((time, offset))
        continue  // `current` stays the offset in force at 2200
      }
      current = offset
    }
    let lastTransition = tzif.times.last
    if let rule = tzif.footer, lastTransition.map({ $0 < Self.tableEnd }) ?? true {
      // The rule applies after the last transition, or at all times in a
      // file that has none; from 1800 on when that is earlier.
      var from = lastTransition ?? .min
      if from < Self.tableStart {
        from = Self.tableStart - 1
        initial = rule.offset(at: Self.tableStart)
        current = initial
      }
      let years = max(rule.year(of: from) - 1, 1798)...(rule.year(of: Self.tableEnd) + 1)
      for change in rule.timeline(years: years, from: current)
      where change.time > from && change.time < Self.tableEnd && change.offset != current {
        times.append(change.time)
        offsets.append(change.offset)
        current = change.offset
      }
    }
    guard times.count <= Self.maximumChanges else {
      throw _TZifError("it changes offset \(times.count) times before 2200, more than \(Self.maximumChanges)")
    }
    let tail = _TZifTail(
      startOffset: current, times: late.map(\.time), offsets: late.map(\.offset),
      rule: tzif.footer, ruleFrom: lastTransition ?? .min)
    self.init(
      key: key, name: name, source: source, initialOffset: initial, times: times,
      offsets: offsets, tail: .tzif(tail), tzif: tzif)
  }

  /// Set by the cache when it keeps this table; zones then hold it
  /// unretained, so it must never be freed.
  var isStored = false

  deinit {
    assert(!isStored, "a zone table held by zones was freed: _ZoneRulesCache must never evict")
    times.deallocate()
    offsets.deallocate()
    if buckets.baseAddress != Self.noChanges.baseAddress { buckets.deallocate() }
  }

  /// The bucket index of every table without changes: all zeros, never
  /// freed, and never written after it is made, so threads share it
  /// safely.
  nonisolated(unsafe) static let noChanges: UnsafeBufferPointer<UInt16> = {
    let count = Int((tableEnd - tableStart) >> bucketShift) + 1
    let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: count)
    buffer.initialize(repeating: 0)
    return UnsafeBufferPointer(buffer)
  }()

  static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
    _ = buffer.initialize(from: array)
    return UnsafeBufferPointer(rebasing: buffer[..<array.count])
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
  @usableFromInline
  func offset(at time: Int64) -> Int64 {
    if time >= Self.tableEnd {
      return tail.offset(at: time)
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
    // Past the table: ask the tail, one stretch at a time. Its first
    // stretch starts at a real change when the offset changes at 2200.
    var offset = tail.offset(at: cursor)
    var startsAtTransition =
      low < Self.tableEnd && offset != (times.isEmpty ? initialOffset : offsets[times.count - 1])
    while true {
      let next = tail.nextChange(after: cursor, from: offset)
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
    guard let next = tail.nextChange(after: from, from: current) else { return nil }
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
