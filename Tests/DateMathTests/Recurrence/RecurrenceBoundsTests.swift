@testable import DateMath
import Foundation
import Testing

/// Expansions that once walked to year 9999 one occurrence at a time
/// (issue 22): each must give the right answer with bounded work. The work
/// is counted (wall-clock times read one at a time), not timed.
@Suite("Recurrence: bounded work")
struct RecurrenceBoundsTests {
  let newYork = try! Zone(identifier: "America/New_York")

  func local(_ text: String) throws -> Int64 { try CivilDateTime(parsing: text).localSeconds }

  func walker(_ rule: String, _ start: String, fromPeriod first: Int = 0) throws -> _WallClockWalker {
    let parsed = try RecurrenceRule(parsing: rule)
    let r = Recurrence(start: try CivilDateTime(parsing: start), in: newYork, rule: parsed)
    return _WallClockWalker(r.wallClock(parsed), _RecurrenceLimits(parsed.end), fromPeriod: first)
  }

  /// The wall-clock times from `from` to `to`, read one at a time after
  /// counting up to `from`; `read` is how many were read (those before
  /// `from` too). Stops reading after `limit`.
  func times(
    _ walker: _WallClockWalker, from: Int64, to: Int64, fastForward: Bool, limit: Int = .max
  ) -> (times: [Int64], read: Int) {
    var walker = walker
    if fastForward { walker.fastForward(toLocal: from) }
    var result: [Int64] = []
    var read = 0
    while read < limit, let w = walker.next(), w < to {
      read += 1
      if w >= from { result.append(w) }
    }
    return (result, read)
  }

  @Test("a COUNT rule asked about a far window counts in blocks, not one occurrence at a time")
  func countFarWindow() throws {
    // Every 7 seconds from 2024: the 2,147,483,647th is 7 × 2,147,483,646 s
    // later on the wall clock, in 2500, long before the window.
    let rule = "FREQ=SECONDLY;INTERVAL=7;COUNT=2147483647"
    let start = "2024-01-01T00:00:00"
    let lastTime = try local(start) + 7 * 2_147_483_646
    #expect(CivilDateTime(localSeconds: lastTime, nanosecond: 0).description == "2500-05-10T22:38:42")
    let from = try local("9000-01-01T00:00:00")
    // What is left to read once counted up to 9000: the day on which COUNT
    // runs out (12,343 periods of 7 s), not 476 years of them.
    var w = try walker(rule, start)
    w.fastForward(toLocal: from)
    var read = 0
    var last: Int64?
    while let t = w.next() {
      read += 1
      last = t
      if read > 20_000 { break }
    }
    try #require(read <= 20_000, "read \(read) times one at a time")
    #expect(last == lastTime)
    // The same through the public API, in a DST zone: nothing in the
    // window, and the last occurrence is the COUNT-th.
    let r = Recurrence(start: try CivilDateTime(parsing: start), in: newYork, rule: try RecurrenceRule(parsing: rule))
    let window = try Date(rfc3339: "9000-01-01T05:00:00Z")..<Date(rfc3339: "9999-12-31T05:00:00Z")
    #expect(Array(r.occurrences(in: window)).isEmpty)
    #expect(r.previous(before: window.upperBound)?.description == "2500-05-10T22:38:42-04:00[America/New_York]")
    #expect(r.next(after: window.lowerBound) == nil)
  }

  @Test("counting in blocks gives the times counting one by one gives", arguments: [
    // Steps that do not divide a day: the day's first period moves.
    ("FREQ=SECONDLY;INTERVAL=7", "2024-01-01T00:00:03", 40),
    ("FREQ=HOURLY;INTERVAL=5", "2024-03-09T22:30:00", 400),
    ("FREQ=MINUTELY;INTERVAL=7;BYHOUR=1,2,3;BYSECOND=5,50", "2024-03-09T02:30:00", 400),
    ("FREQ=MINUTELY;INTERVAL=7;BYHOUR=2;BYSETPOS=-1", "2024-03-09T01:30:00", 400),
    ("FREQ=SECONDLY;INTERVAL=86399;BYMINUTE=0,1,2,3,4,5,6,7,8,9,10", "2024-01-01T00:00:00", 3000),
    // Longer than a day, with and without a day filter.
    ("FREQ=HOURLY;INTERVAL=25", "2024-01-01T09:00:00", 3000),
    ("FREQ=HOURLY;INTERVAL=25;BYDAY=MO,FR", "2024-01-01T09:00:00", 3000),
    // Day filters: 400-year cycles (twice, so that whole ones are jumped).
    ("FREQ=HOURLY;INTERVAL=3;BYMONTH=2;BYMONTHDAY=29", "2024-01-01T01:00:00", 300_000),
    ("FREQ=HOURLY;BYDAY=SU;BYHOUR=1,2", "2024-01-01T00:00:00", 3000),
    ("FREQ=DAILY;BYDAY=FR;BYMONTHDAY=13", "1997-09-02T09:00:00", 300_000),
    ("FREQ=DAILY;INTERVAL=3;BYHOUR=9,17", "2024-01-31T09:00:00", 3000),
    ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;BYMONTH=1,3", "2024-01-02T09:00:00", 600_000),
    ("FREQ=MONTHLY;BYDAY=-1FR", "2024-01-26T09:00:00", 300_000),
    ("FREQ=MONTHLY;INTERVAL=7;BYMONTHDAY=31,-3;BYSETPOS=2", "2024-01-31T09:00:00", 2_100_000),
    ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYHOUR=0,23", "2024-02-29T00:00:00", 300_000),
    ("FREQ=YEARLY;INTERVAL=3;BYWEEKNO=53;BYDAY=MO", "2020-12-28T09:00:00", 900_000),
  ] as [(String, String, Int)])
  func blocksAgree(rule: String, start: String, days: Int) throws {
    let from = try local(start) + Int64(days) * 86_400 + 3_600
    let to = from + 3 * 86_400
    // With a COUNT past the window, then with one that ends within it.
    let slow = times(try walker(rule, start), from: from, to: to, fastForward: false)
    for count in [999_999_999, slow.read - slow.times.count / 2] {
      let counted = try walker(rule + ";COUNT=\(count)", start)
      let slowCounted = times(counted, from: from, to: to, fastForward: false)
      let fastCounted = times(counted, from: from, to: to, fastForward: true)
      #expect(slowCounted.times.count == (count > slow.read ? slow.times.count : slow.times.count - slow.times.count / 2))
      #expect(fastCounted.times == slowCounted.times, "COUNT=\(count)")
      // Read one at a time: at most the two days before the window, and it.
      #expect(fastCounted.read <= fastCounted.times.count + 2 * 86_400)
    }
  }

  /// A block from DTSTART 2024-01-01T09:00 in New York.
  func block(_ rules: [String], _ exceptions: [String], extra: String = "") throws -> Recurrence {
    let lines = ["DTSTART;TZID=America/New_York:20240101T090000"] + rules.map { "RRULE:" + $0 } + exceptions.map { "EXRULE:" + $0 }
    var r = try Recurrence(iCalendar: lines.joined(separator: "\n") + extra)
    // A block always counts DTSTART (RFC 5545 §3.8.5.1), which these rules
    // need not match: the question here is the rules' alone.
    r.dates.removeAll { $0.localDateTime == r.start }
    return r
  }

  /// The first `n` occurrences forward (from DTSTART) and backward (from
  /// 9999), each search ending after `limit` occurrences in a row taken
  /// out: whether a limit ended it.
  func bounded(_ r: Recurrence, _ n: Int = 1, limit: Int = 5_000) throws -> (forward: [String], backward: [String], stopped: Bool) {
    var forward = r.occurrences().makeIterator()
    forward.exclusionLimit = limit
    var backward = r.occurrences(before: try Date(rfc3339: "9999-12-01T00:00:00Z")).makeIterator()
    backward.exclusionLimit = limit
    var (f, b): ([String], [String]) = ([], [])
    while f.count < n, let o = forward.next() { f.append(o.description) }
    while b.count < n, let o = backward.next() { b.append(o.description) }
    return (f, b, forward.stoppedAtExclusionLimit != nil || backward.stoppedAtExclusionLimit != nil)
  }

  @Test("an EXRULE that takes out every occurrence: none, found after a bounded search", arguments: [
    // The issue's: the rule itself, at every frequency.
    (["FREQ=MINUTELY"], ["FREQ=MINUTELY"]), (["FREQ=HOURLY"], ["FREQ=HOURLY"]), (["FREQ=DAILY"], ["FREQ=DAILY"]),
    (["FREQ=SECONDLY"], ["FREQ=SECONDLY"]), (["FREQ=MONTHLY;BYDAY=-1FR;BYSETPOS=1"], ["FREQ=MONTHLY;BYDAY=-1FR;BYSETPOS=1"]),
    (["RSCALE=HEBREW;FREQ=DAILY;SKIP=FORWARD"], ["RSCALE=HEBREW;FREQ=DAILY;SKIP=FORWARD"]),
    // Same sets, an INTERVAL that divides the rule's.
    (["FREQ=MINUTELY;INTERVAL=14;BYHOUR=9,10"], ["FREQ=MINUTELY;INTERVAL=7;BYHOUR=9,10"]),
    // Day by day: another frequency, weaker filters, several EXRULEs.
    (["FREQ=DAILY;BYHOUR=9,17"], ["FREQ=HOURLY"]), (["FREQ=WEEKLY;BYDAY=MO,WE"], ["FREQ=DAILY;BYDAY=MO,TU,WE"]),
    (["FREQ=MINUTELY;BYMONTH=2"], ["FREQ=MINUTELY;BYMONTH=1,2"]), (["FREQ=SECONDLY;INTERVAL=7"], ["FREQ=SECONDLY"]),
    (["FREQ=HOURLY;INTERVAL=7;BYMINUTE=0,30"], ["FREQ=MINUTELY;INTERVAL=30"]),
    (["FREQ=DAILY"], ["FREQ=DAILY;BYDAY=MO,TU,WE", "FREQ=WEEKLY;BYDAY=TH,FR,SA,SU"]),
    (["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1;BYHOUR=9,10"], ["FREQ=DAILY;BYMONTHDAY=28,29;BYHOUR=9,10,11"]),
    (["RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L"], ["FREQ=DAILY"]),
    (["FREQ=MINUTELY;BYDAY=MO", "FREQ=HOURLY;INTERVAL=3"], ["FREQ=MINUTELY"]),
  ] as [([String], [String])])
  func exruleTakesAll(rules: [String], exceptions: [String]) throws {
    let r = try block(rules, exceptions)
    let (forward, backward, stopped) = try bounded(r)
    #expect(forward.isEmpty && backward.isEmpty)
    #expect(!stopped, "the search was ended by the limit, not by knowing there is nothing")
  }

  @Test("a rule whose every occurrence an EXRULE takes out leaves the RDATEs")
  func exruleKeepsDates() throws {
    // 09:30:15 is no minute's start: the EXRULE does not take it out.
    let r = try block(["FREQ=MINUTELY"], ["FREQ=MINUTELY"], extra: "\nRDATE:20300601T093015Z")
    let found = try bounded(r, 2)
    #expect(found.forward == ["2030-06-01T05:30:15-04:00[America/New_York]"] && found.backward == found.forward)
    #expect(!found.stopped)
  }

  @Test("an EXRULE that takes out a long run, but not every occurrence: the search goes on past it", arguments: [
    // Monday 2024-01-01 to Saturday: the first is Sunday's 00:00.
    (["FREQ=MINUTELY"], ["FREQ=MINUTELY;BYDAY=MO,TU,WE,TH,FR,SA"], "2024-01-07T00:00:00-05:00[America/New_York]"),
    (["FREQ=MINUTELY"], ["FREQ=MINUTELY;COUNT=5000"], "2024-01-04T20:20:00-05:00[America/New_York]"),
    (["FREQ=MINUTELY"], ["FREQ=MINUTELY;UNTIL=20240104T120000Z"], "2024-01-04T07:01:00-05:00[America/New_York]"),
    (["FREQ=MINUTELY;INTERVAL=2"], ["FREQ=MINUTELY;INTERVAL=4", "FREQ=MINUTELY;BYDAY=MO,TU"], "2024-01-03T00:02:00-05:00[America/New_York]"),
    // Every second taken out but the 30th of each minute.
    (["FREQ=SECONDLY"], ["FREQ=SECONDLY;BYSECOND=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59", "FREQ=SECONDLY;BYHOUR=9"], "2024-01-01T10:00:30-05:00[America/New_York]"),
  ] as [([String], [String], String)])
  func exruleTakesSome(rules: [String], exceptions: [String], first: String) throws {
    let r = try block(rules, exceptions)
    let found = try bounded(r, limit: 100_000)
    #expect(found.forward == [first])
    #expect(!found.stopped)
  }

  @Test("an EXRULE that takes out every occurrence in a way not shown: the limit ends the search")
  func exruleLimit() throws {
    // Every 7 hours is every 60th of every 7 minutes, but a step of 7
    // minutes does not divide a day: not shown (asked after 1,024), so read
    // on to the limit.
    let r = try block(["FREQ=HOURLY;INTERVAL=7"], ["FREQ=MINUTELY;INTERVAL=7"])
    let found = try bounded(r, limit: 1_100)
    #expect(found.forward.isEmpty && found.backward.isEmpty)
    #expect(found.stopped)
  }

  @Test("empty periods: the minutes and seconds a filter leaves out are jumped over, both ways", arguments: [
    // (rule, DTSTART, a period with nothing, the next and the previous that may have something)
    ("FREQ=SECONDLY;BYSECOND=30,45", "2024-01-01T00:00:00", 50, 90, 45),
    ("FREQ=SECONDLY;INTERVAL=7;BYSECOND=0", "2024-01-01T00:00:00", 1, 9, 0),
    ("FREQ=MINUTELY;BYMINUTE=15,50", "2024-01-01T00:00:00", 20, 50, 15),
    ("FREQ=SECONDLY;BYHOUR=3,20", "2024-01-01T00:00:00", 4 * 3600, 20 * 3600, 4 * 3600 - 1),
  ] as [(String, String, Int, Int, Int)])
  func filterSkips(rule: String, start: String, empty: Int, next: Int, previous: Int) throws {
    let w = try walker(rule, start).rule
    var set = w.makeSet()
    #expect(w.fill(&set, period: empty) && set.count == 0)
    #expect(w.nextCandidatePeriod(after: empty) == next)
    #expect(w.previousCandidatePeriod(before: empty) == previous)
  }
}

