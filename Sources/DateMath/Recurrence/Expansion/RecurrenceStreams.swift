import Foundation

// One rule's occurrences as instants in a zone, forward and backward.
//
// The wall-clock times come from _RecurrenceWallClock in wall-clock order.
// Each is read as RFC 5545 §3.3.5 says: a time in a gap with the offset
// before the gap (DateMath's `compatible`), a repeated time as its first
// occurrence; a time on a day that never happened (Pacific/Apia
// 2011-12-30) gives nothing. In a gap, wall-clock order and instant order
// differ (New York 02:45 EST is 07:45Z, later than 03:00 EDT, 07:00Z), and
// two times can be one instant (02:00 EST and 03:00 EDT), so the streams
// hold instants back until no later wall-clock time can come before them:
// a wall-clock time W is never earlier than W − (the zone's largest
// offset), nor later than W − (its smallest). Duplicates count once (RFC
// 5545 §3.8.5.3: "only one recurrence is considered").

struct _Occurrence: Comparable {
  var instant: Int64
  var offset: Int32
  static func < (a: _Occurrence, b: _Occurrence) -> Bool { a.instant < b.instant }
  static func == (a: _Occurrence, b: _Occurrence) -> Bool { a.instant == b.instant }
}

extension Zone {
  /// A recurrence's wall-clock time as an instant, or nil on a day that
  /// never happened: RFC 5545 §3.3.5's reading, which is
  /// ``Disambiguation/compatible`` of the one gap/overlap primitive. For an
  /// all-day recurrence (`allDay`), a midnight in a gap is the day's first
  /// instant.
  @inline(__always)
  func recurrenceInstant(_ local: Int64, allDay: Bool = false) -> _Occurrence? {
    let resolution = resolve(local: local)
    if case .unique(let t) = resolution { return _Occurrence(instant: t, offset: Int32(local - t)) }
    if case .gap = resolution {
      guard let first = firstInstant(onLocalDay: _Civil.floorDiv(local, _Civil.secondsPerDay)) else { return nil }
      if allDay { return _Occurrence(instant: first.seconds, offset: Int32(first.offset)) }
    }
    // `.compatible` never throws.
    guard
      let (t, offset) = try? resolved(resolution, local: local, nanosecond: 0, .compatible, nil)
    else { return nil }
    return _Occurrence(instant: t, offset: Int32(offset))
  }
}

/// How one rule ends, in the terms the streams check.
struct _RecurrenceLimits: Sendable {
  var count: Int?
  var untilLocal: Int64?
  var untilInstant: Int64?

  init(_ end: RecurrenceRule.End) {
    switch end {
    case .never: break
    case .count(let n): count = n
    case .until(.date(let d)): untilLocal = Int64(d.daysSince1970) * _Civil.secondsPerDay
    case .until(.local(let l)): untilLocal = l.localSeconds
    case .until(.instant(let date)):
      untilInstant = Recurrence.clamped(date.timeIntervalSince1970.rounded(.down))
    }
  }
}

/// Wall-clock times of one rule, forward from a period, with COUNT and a
/// wall-clock UNTIL applied.
struct _WallClockWalker {
  let rule: _RecurrenceWallClock
  let limits: _RecurrenceLimits
  /// The next period to read.
  var period: Int
  private var set: _PeriodSet
  private var index = 0
  private var end = 0
  private var base = 0
  private var time = 0
  private var emptyRun = 0
  /// The wall-clock times counted so far (COUNT).
  var produced = 0
  private(set) var finished = false
  /// Whether no period is half read (``fastForward(toLocal:)`` counts
  /// whole periods only).
  var isBetweenPeriods: Bool { index == end }

  /// From period `first` (0 for a rule with COUNT, which counts from
  /// DTSTART).
  init(_ rule: _RecurrenceWallClock, _ limits: _RecurrenceLimits, fromPeriod first: Int) {
    self.rule = rule
    self.limits = limits
    self.set = rule.makeSet()
    self.period = limits.count == nil ? max(0, first) : 0
    self.finished = !rule.timesCanMatch
  }

  mutating func next() -> Int64? {
    while index == end {
      guard !finished else { return nil }
      guard rule.fill(&set, period: period) else {
        finished = true
        return nil
      }
      // A rule that has found nothing for a long time may match no day at
      // all (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30): asked once.
      if set.count == 0 {
        emptyRun += 1
        if emptyRun == 5_000 && rule.frequency <= .weekly && !rule.anyDayMatches() {
          finished = true
          return nil
        }
      } else {
        emptyRun = 0
      }
      // Times before DTSTART (only ever in period 0) are not occurrences.
      index = period == 0 ? set.firstIndex(atOrAfter: rule.start) : 0
      end = set.count
      if !set.usesPicks { (base, time) = index == 0 ? (0, 0) : index.quotientAndRemainder(dividingBy: set.times.count) }
      period = set.count == 0 ? rule.nextCandidatePeriod(after: period) : period + 1
    }
    let w: Int64
    if set.usesPicks {
      w = set.value(at: index)
    } else {
      // Day by day, time by time: no division per member.
      w = set.bases[base] + Int64(set.times[time])
      time += 1
      if time == set.times.count { (base, time) = (base + 1, 0) }
    }
    index += 1
    if let until = limits.untilLocal, w > until {
      finished = true
      index = end
      return nil
    }
    if let count = limits.count {
      guard produced < count else {
        finished = true
        return nil
      }
      produced += 1
    }
    return w
  }
}

/// One rule's instants, ascending, from a given instant on.
struct _ForwardRuleStream {
  private var walker: _WallClockWalker
  private let zone: Zone
  private let allDay: Bool
  private let untilInstant: Int64?
  private let maxOffset: Int64
  private var pending: [_Occurrence] = []
  private var head = 0
  private var bound = Int64.min
  private var last: Int64?
  private var exhausted = false
  /// Instants before this are skipped.
  private let from: Int64

  /// Wall-clock times whose instants are all at or after this end the
  /// search (the end of a range asked about).
  private let before: Int64

  init(_ rule: _RecurrenceWallClock, _ limits: _RecurrenceLimits, zone: Zone, from: Int64, before: Int64 = .max) {
    let (minOffset, maxOffset) = zone.offsetBounds
    // Wall-clock times before from + minOffset are instants before `from`.
    // An RSCALE period may hold a day SKIP moved into the next period's
    // month: start a period early.
    let firstPeriod = from == .min ? 0 : max(0, rule.periodIndex(containing: from + minOffset) - (rule.scale == nil ? 0 : 1))
    self.walker = _WallClockWalker(rule, limits, fromPeriod: firstPeriod)
    if from != .min { walker.fastForward(toLocal: from + minOffset) }
    self.zone = zone
    self.allDay = rule.isAllDay
    self.untilInstant = limits.untilInstant
    self.maxOffset = maxOffset
    self.from = from
    self.before = before
  }

  mutating func next() -> _Occurrence? {
    while true {
      if head < pending.count, exhausted || pending[head].instant <= bound {
        let o = pending[head]
        head += 1
        if head == pending.count {
          pending.removeAll(keepingCapacity: true)
          head = 0
        }
        if o.instant == last || o.instant < from { continue }
        last = o.instant
        return o
      }
      if exhausted { return nil }
      guard let w = walker.next() else {
        exhausted = true
        continue
      }
      bound = w - maxOffset
      // UNTIL bounds the set: an instant after it is left out, and the
      // rule ends once no later wall-clock time can come before it.
      if let until = untilInstant, bound > until {
        exhausted = true
        continue
      }
      if bound >= before {
        exhausted = true
        continue
      }
      guard let o = zone.recurrenceInstant(w, allDay: allDay) else { continue }
      if let until = untilInstant, o.instant > until { continue }
      pending.insertOnce(o, after: head)
    }
  }

  /// Starts again from `t` (which must not be before the instants already
  /// read): the stream an expansion from `t` would read.
  mutating func seek(to t: Int64) {
    self = _ForwardRuleStream(walker.rule, walker.limits, zone: zone, from: max(t, from), before: before)
  }
}

/// One rule's instants, descending, before a given instant.
struct _BackwardRuleStream {
  private let rule: _RecurrenceWallClock
  private let zone: Zone
  private let limits: _RecurrenceLimits
  private let minOffset: Int64
  /// Wall-clock times at or after this are not occurrences (the end of
  /// the search, UNTIL, or the wall-clock time after the COUNT-th).
  private let localLimit: Int64
  private let before: Int64
  private var period: Int
  private var pending: [_Occurrence] = []  // ascending; taken from the end
  private var last: Int64?
  private var set: _PeriodSet
  /// The members of `set` still to read, from `index` down to `lowest`.
  private var index = -1
  private var lowest = 0
  private var finished = false

  init(_ rule: _RecurrenceWallClock, _ limits: _RecurrenceLimits, zone: Zone, before: Int64) {
    let (minOffset, maxOffset) = zone.offsetBounds
    self.rule = rule
    self.zone = zone
    self.limits = limits
    self.minOffset = minOffset
    self.before = before
    self.set = rule.makeSet()
    // No wall-clock time is after the supported range's last day.
    var localLimit = min(before == .max ? Int64.max : before + maxOffset, Int64(_Civil.maxDay + 1) * _Civil.secondsPerDay)
    if let until = limits.untilLocal { localLimit = min(localLimit, until + 1) }
    if let until = limits.untilInstant { localLimit = min(localLimit, until &+ maxOffset &+ 1) }
    if limits.count != nil {
      // The wall-clock time after the COUNT-th occurrence ends the rule.
      var walker = _WallClockWalker(rule, limits, fromPeriod: 0)
      walker.fastForward(toLocal: localLimit)
      var lastTime: Int64?
      while let w = walker.next() {
        lastTime = w
        if w >= localLimit { break }
      }
      localLimit = min(localLimit, (lastTime ?? .min) &+ 1)
    }
    // No RSCALE day is after the calendar's range (its tables).
    if let scale = rule.scale { localLimit = min(localLimit, Int64(scale.days.upperBound + 1) * _Civil.secondsPerDay) }
    self.localLimit = localLimit
    // An RSCALE period may hold a day SKIP moved into the previous
    // period's month (a negative BYMONTHDAY): start a period late.
    self.period = rule.timesCanMatch ? rule.periodIndex(containing: localLimit) + (rule.scale == nil ? 0 : 1) : -1
  }

  mutating func next() -> _Occurrence? {
    while true {
      if let o = pending.last, finished || o.instant >= safeBound {
        pending.removeLast()
        if o.instant == last { continue }
        last = o.instant
        return o
      }
      if finished { return nil }
      guard let w = previousWallClock() else {
        finished = true
        continue
      }
      // Earlier wall-clock times are instants before w − (smallest offset).
      safeBound = w - minOffset
      guard w < localLimit, let o = zone.recurrenceInstant(w, allDay: rule.isAllDay), o.instant < before else { continue }
      if let until = limits.untilInstant, o.instant > until { continue }
      pending.insertOnce(o, after: 0)
    }
  }

  /// The rule's wall-clock times, latest first, one period at a time.
  private mutating func previousWallClock() -> Int64? {
    while index < lowest {
      guard period >= 0 else { return nil }
      let k = period
      guard rule.fill(&set, period: k) else {
        period -= 1
        continue
      }
      lowest = k == 0 ? set.firstIndex(atOrAfter: rule.start) : 0
      index = set.count - 1
      period = set.count == 0 ? rule.previousCandidatePeriod(before: k) : k - 1
    }
    defer { index -= 1 }
    return set.value(at: index)
  }

  /// Instants at or after this cannot come from wall-clock times still to
  /// be read.
  private var safeBound = Int64.max

  /// Starts again before `t` + 1 (which must not be after the instants
  /// already read): the stream an expansion back from there would read.
  mutating func seek(to t: Int64) {
    self = _BackwardRuleStream(rule, limits, zone: zone, before: min(t + 1, before))
  }
}

extension [_Occurrence] {
  /// Inserts `o` in instant order among the elements from `lower` on
  /// (which are ascending), unless an element has its instant already.
  /// Streams hold back a few occurrences, mostly appended at the end.
  mutating func insertOnce(_ o: _Occurrence, after lower: Int) {
    var i = count
    while i > lower && self[i - 1].instant > o.instant { i -= 1 }
    if i > lower && self[i - 1].instant == o.instant { return }
    insert(o, at: i)
  }
}
