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
      if exceptionDates.contains(o.instant) { continue }
      if excludedByRule(o.instant) {
        excludedRun += 1
        if excludedRun == Self.coverCheckRun { dropCoveredRules() }
        if excludedRun >= exclusionLimit {
          // Ends here, and stays ended.
          stoppedAt = o.instant
          for i in heads.indices { heads[i] = nil }
          dateIndex = dates.count
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
    for i in check.coveredRules() { heads[i] = nil }
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
