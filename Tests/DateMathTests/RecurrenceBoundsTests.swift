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
}
