// A recurrence set in one direction of time: the union of its rules'
// streams and its RDATEs, one occurrence per instant, without the EXDATEs
// and the occurrences of its exception rules (RFC 5545 §3.8.5).
//
// A rule and its exception rules are read together, so an EXRULE that
// takes out every occurrence of a rule (RRULE:FREQ=MINUTELY with
// EXRULE:FREQ=MINUTELY) would have the rule read to year 9999. After
// `coverCheckRun` occurrences in a row taken out by exception rules, the
// merge asks once which rules they cover (_ExclusionCover) and stops
// reading those. A caller may also set `exclusionLimit`: after that many
// in a row the merge ends, saying so (datecalc's bound).

protocol _OccurrenceStream {
  /// The next occurrence in the stream's direction, or nil.
  mutating func next() -> _Occurrence?
  /// Starts again at `t`: the next occurrence is the first at or after
  /// `t` (forward), at or before it (backward).
  mutating func seek(to t: Int64)
}

extension _ForwardRuleStream: _OccurrenceStream {}
extension _BackwardRuleStream: _OccurrenceStream {}

/// Sorted streams merged into one: a binary min-heap of each stream's
/// next element, by key, then by source (so equal keys come in the order
/// of their sources). The one merge of sorted streams in DateMath: a
/// recurrence's rules and RDATEs (`_RecurrenceMerge`), a calendar's
/// series and overrides (`ICalendarOccurrences`). With n streams each
/// element costs O(log n) comparisons; with one, a comparison or two.
///
/// The caller reads ``first``, then replaces it with the next element of
/// the same source (or removes it when that source has no more).
struct _SortedMerge<Element> {
  private var heap: [(key: Int64, source: Int, element: Element)] = []

  init(capacity: Int = 0) { heap.reserveCapacity(capacity) }

  /// The element with the least key (the least source among equal keys).
  var first: (key: Int64, source: Int, element: Element)? { heap.first }

  @inline(__always)
  private func before(_ i: Int, _ j: Int) -> Bool {
    heap[i].key < heap[j].key || heap[i].key == heap[j].key && heap[i].source < heap[j].source
  }

  /// Adds the next element of `source`, which has none in the merge.
  mutating func insert(key: Int64, source: Int, element: Element) {
    heap.append((key, source, element))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard before(child, parent) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Replaces ``first`` with the next element of its source, or removes it
  /// when `next` is nil.
  mutating func replaceFirst(with next: (key: Int64, element: Element)?) {
    guard !heap.isEmpty else { return }
    if let next {
      heap[0] = (next.key, heap[0].source, next.element)
    } else {
      let last = heap.removeLast()
      guard !heap.isEmpty else { return }
      heap[0] = last
    }
    var parent = 0
    let count = heap.count
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      var least = left
      if left + 1 < count, before(left + 1, left) { least = left + 1 }
      guard before(least, parent) else { return }
      heap.swapAt(parent, least)
      parent = least
    }
  }

  /// Ends the merge.
  mutating func removeAll() { heap.removeAll() }
}

struct _RecurrenceMerge<Stream: _OccurrenceStream> {
  private var streams: [Stream]
  /// The rules' heads (sources 0..<streams.count) and the next RDATE
  /// (source streams.count), keyed by instant in the direction's order.
  private var merge: _SortedMerge<_Occurrence>
  /// Rules no longer read (exception rules cover them).
  private var dropped: [Bool]
  /// One rule and no RDATEs: its stream is read directly, not merged.
  private let solo: Bool
  /// Whether `exclusionLimit` ended the merge.
  private var ended = false
  /// RDATEs in the direction's order, read from `dateIndex`.
  private let dates: [_Occurrence]
  private var dateIndex = 0
  private var exceptions: [Stream]
  private var exceptionHeads: [_Occurrence?]
  private let exceptionDates: Set<Int64>
  /// Forward (earliest first) or backward (latest first).
  private let ascending: Bool
  private var last: Int64?
  /// Occurrences taken out by exception rules since the last one given.
  private var excludedRun = 0
  /// Which rules the exception rules cover, asked once; nil when there
  /// is nothing to ask.
  private var cover: _ExclusionCover?
  /// After how many occurrences in a row taken out by exception rules the
  /// merge ends (and says so in `stoppedAt`).
  var exclusionLimit = Int.max
  /// The instant of the last occurrence looked at, when `exclusionLimit`
  /// ended the merge.
  private(set) var stoppedAt: Int64?

  /// Occurrences in a row taken out by exception rules after which the
  /// merge asks which rules they cover.
  static var coverCheckRun: Int { 1_024 }

  /// `dates`: the RDATEs within the range asked about, in any order.
  init(
    streams: [Stream], dates: [_Occurrence], exceptions: [Stream], exceptionDates: Set<Int64>,
    ascending: Bool, cover: _ExclusionCover? = nil
  ) {
    self.cover = exceptions.isEmpty ? nil : cover
    self.streams = streams
    self.dropped = streams.map { _ in false }
    self.dates = ascending ? dates.sorted() : dates.sorted().reversed()
    self.exceptions = exceptions
    self.exceptionHeads = exceptions.indices.map { _ in nil }
    self.exceptionDates = exceptionDates
    self.ascending = ascending
    merge = _SortedMerge(capacity: streams.count + 1)
    solo = streams.count == 1 && dates.isEmpty
    for i in self.exceptions.indices { exceptionHeads[i] = self.exceptions[i].next() }
    if solo { return }
    for i in self.streams.indices {
      if let head = self.streams[i].next() { merge.insert(key: key(head), source: i, element: head) }
    }
    if let date = self.dates.first { merge.insert(key: key(date), source: streams.count, element: date) }
  }

  /// The merge's key: the instant, negated going backward.
  @inline(__always)
  private func key(_ o: _Occurrence) -> Int64 { ascending ? o.instant : -o.instant }

  /// Whether `a` comes before `b` in the direction.
  @inline(__always)
  private func precedes(_ a: Int64, _ b: Int64) -> Bool { ascending ? a < b : a > b }

  /// The next occurrence of the rules and RDATEs, before exceptions, when
  /// there is more than one to merge.
  @inline(never)
  private mutating func pullMerged() -> _Occurrence? {
    while let (_, source, o) = merge.first {
      if source < streams.count {
        if dropped[source] {
          merge.replaceFirst(with: nil)
          continue
        }
        let next = streams[source].next()
        merge.replaceFirst(with: next.map { (key($0), $0) })
      } else {
        dateIndex += 1
        merge.replaceFirst(with: dateIndex < dates.count ? (key(dates[dateIndex]), dates[dateIndex]) : nil)
      }
      return o
    }
    return nil
  }

  mutating func next() -> _Occurrence? {
    while true {
      let o: _Occurrence
      if solo {
        // One rule and no RDATE: nothing to merge.
        guard !ended, !dropped[0], let next = streams[0].next() else { return nil }
        o = next
      } else {
        guard let next = pullMerged() else { return nil }
        o = next
      }
      if o.instant == last { continue }
      last = o.instant
      if exceptionDates.contains(o.instant) { continue }
      if excludedByRule(o.instant) {
        excludedRun += 1
        if excludedRun == Self.coverCheckRun { dropCoveredRules() }
        if excludedRun >= exclusionLimit {
          // Ends here, and stays ended.
          stoppedAt = o.instant
          merge.removeAll()
          ended = true
          return nil
        }
        continue
      }
      excludedRun = 0
      return o
    }
  }

  /// Stops reading the rules whose every occurrence an exception rule
  /// takes out: they can give nothing.
  private mutating func dropCoveredRules() {
    guard let check = cover else { return }
    cover = nil
    for i in check.coveredRules() { dropped[i] = true }
  }

  /// Whether an exception rule has an occurrence at `t`; the exception
  /// streams move on to `t` (they are read in the same direction). One far
  /// behind starts again at `t` rather than read its way there: a yearly
  /// rule's occurrences are a year of a minutely exception rule's apart.
  private mutating func excludedByRule(_ t: Int64) -> Bool {
    var excluded = false
    for i in exceptions.indices {
      var steps = 0
      while let h = exceptionHeads[i], precedes(h.instant, t) {
        steps += 1
        if steps == Self.stepsBeforeSeek { exceptions[i].seek(to: t) }
        exceptionHeads[i] = exceptions[i].next()
      }
      if exceptionHeads[i]?.instant == t { excluded = true }
    }
    return excluded
  }

  /// Occurrences an exception stream reads on its way to an instant before
  /// it starts again there.
  static var stepsBeforeSeek: Int { 16 }
}
