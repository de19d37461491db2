// A recurrence set in one direction of time: the union of its rules'
// streams and its RDATEs, one occurrence per instant, without the EXDATEs
// and the occurrences of its exception rules (RFC 5545 §3.8.5).

protocol _OccurrenceStream {
  /// The next occurrence in the stream's direction, or nil.
  mutating func next() -> _Occurrence?
}

extension _ForwardRuleStream: _OccurrenceStream {}
extension _BackwardRuleStream: _OccurrenceStream {}

struct _RecurrenceMerge<Stream: _OccurrenceStream> {
  private var streams: [Stream]
  private var heads: [_Occurrence?]
  /// RDATEs in the direction's order, read from `dateIndex`.
  private let dates: [_Occurrence]
  private var dateIndex = 0
  private var exceptions: [Stream]
  private var exceptionHeads: [_Occurrence?]
  private let exceptionDates: Set<Int64>
  /// Forward (earliest first) or backward (latest first).
  private let ascending: Bool
  private var last: Int64?

  /// `dates`: the RDATEs within the range asked about, in any order.
  init(
    streams: [Stream], dates: [_Occurrence], exceptions: [Stream], exceptionDates: Set<Int64>,
    ascending: Bool
  ) {
    self.streams = streams
    self.heads = streams.indices.map { _ in nil }
    self.dates = ascending ? dates.sorted() : dates.sorted().reversed()
    self.exceptions = exceptions
    self.exceptionHeads = exceptions.indices.map { _ in nil }
    self.exceptionDates = exceptionDates
    self.ascending = ascending
    for i in self.streams.indices { heads[i] = self.streams[i].next() }
    for i in self.exceptions.indices { exceptionHeads[i] = self.exceptions[i].next() }
  }

  /// Whether `a` comes before `b` in the direction.
  @inline(__always)
  private func precedes(_ a: Int64, _ b: Int64) -> Bool { ascending ? a < b : a > b }

  mutating func next() -> _Occurrence? {
    while true {
      var best: _Occurrence?
      var source = -1
      for i in heads.indices {
        if let h = heads[i], best.map({ precedes(h.instant, $0.instant) }) ?? true { (best, source) = (h, i) }
      }
      if dateIndex < dates.count, best.map({ precedes(dates[dateIndex].instant, $0.instant) }) ?? true {
        (best, source) = (dates[dateIndex], -1)
      }
      guard let o = best else { return nil }
      if source >= 0 { heads[source] = streams[source].next() } else { dateIndex += 1 }
      if o.instant == last { continue }
      last = o.instant
      if exceptionDates.contains(o.instant) || excludedByRule(o.instant) { continue }
      return o
    }
  }

  /// Whether an exception rule has an occurrence at `t`; the exception
  /// streams move on to `t` (they are read in the same direction).
  private mutating func excludedByRule(_ t: Int64) -> Bool {
    var excluded = false
    for i in exceptions.indices {
      while let h = exceptionHeads[i], precedes(h.instant, t) { exceptionHeads[i] = exceptions[i].next() }
      if exceptionHeads[i]?.instant == t { excluded = true }
    }
    return excluded
  }
}
