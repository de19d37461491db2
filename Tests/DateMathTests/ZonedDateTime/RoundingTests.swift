import DateMath
import Foundation
import Testing

/// Rounding: Temporal's nine modes on exact time, `ZonedDateTime.rounded`
/// and `until`'s smallest unit. Expected values are worked out by hand
/// (or quoted from Temporal's documentation where named).
@Suite("Rounding", .tags(.dst))
struct RoundingTests {
  func zoned(_ text: String) throws -> ZonedDateTime { try ZonedDateTime(rfc9557: text) }

  /// ±90 s and ±150 s to whole minutes under each mode: 1.5 and 2.5
  /// minutes, the midpoints where the half modes differ.
  @Test("the nine modes on exact time, both signs, at midpoints", arguments: [
    // mode, 90 s, -90 s, 150 s, -150 s, 100 s (in minutes)
    (RoundingMode.ceil, 2, -1, 3, -2, 2),
    (.floor, 1, -2, 2, -3, 1),
    (.expand, 2, -2, 3, -3, 2),
    (.trunc, 1, -1, 2, -2, 1),
    (.halfCeil, 2, -1, 3, -2, 2),
    (.halfFloor, 1, -2, 2, -3, 2),
    (.halfExpand, 2, -2, 3, -3, 2),
    (.halfTrunc, 1, -1, 2, -2, 2),
    (.halfEven, 2, -2, 2, -2, 2),
  ])
  func modes(mode: RoundingMode, a: Int, b: Int, c: Int, d: Int, e: Int) throws {
    let start = try zoned("2024-01-01T00:00:00+00:00[UTC]")
    for (seconds, minutes) in [(90, a), (-90, b), (150, c), (-150, d), (100, e)] {
      let end = try start.adding(exactly: .seconds(seconds))
      let period = try start.until(end, largestUnit: .hours, smallestUnit: .minutes, roundingMode: mode)
      #expect(period == Period(minutes: minutes), "\(mode) \(seconds) s")
    }
  }

  @Test("sub-second units and increments carry into seconds")
  func subSecond() throws {
    let start = try zoned("2024-01-01T00:00:00+00:00[UTC]")
    let end = try zoned("2024-01-01T00:00:01.9996+00:00[UTC]")
    #expect(try start.until(end, smallestUnit: .milliseconds, roundingMode: .halfExpand)
      == Period(seconds: 2))
    #expect(try start.until(end, smallestUnit: .milliseconds, roundingIncrement: 250)
      == Period(seconds: 1, nanoseconds: 750_000_000))
    #expect(try start.until(end, smallestUnit: .microseconds) == Period(seconds: 1, nanoseconds: 999_600_000))
  }

  @Test("round to a time unit: Temporal's documented examples")
  func roundTemporalDocs() throws {
    // Temporal's docs, ZonedDateTime.prototype.round.
    let value = try zoned("1995-12-07T03:24:30.0000035-08:00[America/Los_Angeles]")
    #expect(try value.rounded(to: .hours).description == "1995-12-07T03:00:00-08:00[America/Los_Angeles]")
    #expect(try value.rounded(to: .minutes, increment: 30).description
      == "1995-12-07T03:30:00-08:00[America/Los_Angeles]")
    #expect(try value.rounded(to: .minutes, increment: 30, mode: .floor).description
      == "1995-12-07T03:00:00-08:00[America/Los_Angeles]")
    #expect(try value.rounded(to: .microseconds).description
      == "1995-12-07T03:24:30.000004-08:00[America/Los_Angeles]")
    #expect(try value.rounded(to: .nanoseconds) == value)
  }

  @Test("round across DST: a gap reads compatible, an overlap keeps its offset")
  func roundAcrossDST() throws {
    // 01:59:30 EST rounds to 02:00, which New York skipped on 2017-03-12.
    #expect(try zoned("2017-03-12T01:59:30-05:00[America/New_York]").rounded(to: .minutes).description
      == "2017-03-12T03:00:00-04:00[America/New_York]")
    // The second 01:29:50 (EST) rounds to the second 01:30, not the first.
    #expect(try zoned("2017-11-05T01:29:50-05:00[America/New_York]").rounded(to: .minutes).description
      == "2017-11-05T01:30:00-05:00[America/New_York]")
    #expect(try zoned("2017-11-05T01:29:50-04:00[America/New_York]").rounded(to: .minutes).description
      == "2017-11-05T01:30:00-04:00[America/New_York]")
    // 23:59:59.5 rounds into the next day.
    #expect(try zoned("2024-02-29T23:59:59.5+00:00[UTC]").rounded(to: .seconds).description
      == "2024-03-01T00:00:00+00:00[UTC]")
  }

  @Test("round to a day measures the day that is: 23 h in São Paulo, split in Casey")
  func roundToDay() throws {
    // 2018-11-04 in São Paulo ran 01:00-02:00 to 24:00, 23 hours; its
    // midpoint is 12:30.
    #expect(try zoned("2018-11-04T12:00:00-02:00[America/Sao_Paulo]").rounded(to: .days).description
      == "2018-11-04T01:00:00-02:00[America/Sao_Paulo]")
    #expect(try zoned("2018-11-04T13:00:00-02:00[America/Sao_Paulo]").rounded(to: .days).description
      == "2018-11-05T00:00:00-02:00[America/Sao_Paulo]")
  }

  /// Casey went from +11 to +08 at 2010-03-05T02:00, so 23:10+08:00 is in
  /// a second piece of 2010-03-04, after 2010-03-05 first began. TC39
  /// decided on 2026-05-19 (proposal-temporal#3315) that such an instant
  /// counts as its day's last nanosecond; the expected values are
  /// test262's same-date-starts-twice.js (PR #5047), input by input.
  @Test("round to a day where midnight happens twice: test262's answers (proposal-temporal#3315)")
  func roundToDayRepeatedMidnight() throws {
    let inputs = [
      "2010-03-04T23:10:00+11:00[Antarctica/Casey]", "2010-03-05T00:45:00+11:00[Antarctica/Casey]",
      "2010-03-04T23:10:00+08:00[Antarctica/Casey]", "2010-03-05T00:45:00+08:00[Antarctica/Casey]",
    ]
    let starts = [
      "2010-03-04T00:00:00+11:00[Antarctica/Casey]", "2010-03-05T00:00:00+11:00[Antarctica/Casey]",
      "2010-03-06T00:00:00+08:00[Antarctica/Casey]",
    ]
    let table: [(RoundingMode, [Int])] = [
      (.floor, [0, 1, 0, 1]), (.trunc, [0, 1, 0, 1]),
      (.halfCeil, [1, 1, 1, 1]), (.halfEven, [1, 1, 1, 1]), (.halfExpand, [1, 1, 1, 1]),
      (.halfFloor, [1, 1, 1, 1]), (.halfTrunc, [1, 1, 1, 1]),
      (.ceil, [1, 2, 1, 2]), (.expand, [1, 2, 1, 2]),
    ]
    for (mode, expected) in table {
      for (input, start) in zip(inputs, expected) {
        #expect(try zoned(input).rounded(to: .days, mode: mode).description == starts[start], "\(input) \(mode)")
      }
    }
  }

  @Test("until rounds to a calendar unit by where the end lies on the wall clock")
  func untilCalendarUnit() throws {
    // 22 h of New York's 23-hour 2017-03-11 → 12 day.
    let start = try zoned("2017-03-11T12:00:00-05:00[America/New_York]")
    let end = try zoned("2017-03-12T11:00:00-04:00[America/New_York]")
    #expect(try start.until(end, largestUnit: .days) == Period(hours: 22))
    #expect(try start.until(end, largestUnit: .days, smallestUnit: .days, roundingMode: .halfExpand) == .days(1))
    #expect(try start.until(end, largestUnit: .days, smallestUnit: .days) == Period())
    // A clamped month that lands on the end is exactly one month.
    let january = try zoned("2017-01-31T12:00:00+00:00[UTC]")
    let february = try zoned("2017-02-28T12:00:00+00:00[UTC]")
    #expect(try january.until(february, largestUnit: .months) == .days(28))
    #expect(try january.until(february, smallestUnit: .months) == .months(1))
    // 2017-01-15 to 2018-07-20: 1 year 6 months 5 days; to years, halfExpand.
    let a = try zoned("2017-01-15T00:00:00+00:00[UTC]")
    let b = try zoned("2018-07-20T00:00:00+00:00[UTC]")
    #expect(try a.until(b, largestUnit: .years) == Period(years: 1, months: 6, days: 5))
    #expect(try a.until(b, smallestUnit: .years, roundingMode: .halfExpand) == .years(2))
    #expect(try a.until(b, smallestUnit: .years) == .years(1))
    #expect(try a.until(b, largestUnit: .years, smallestUnit: .months, roundingMode: .ceil)
      == Period(years: 1, months: 7))
    // The default largest unit is the smallest unit when that is larger
    // than hours.
    #expect(try a.until(b, smallestUnit: .months) == .months(18))
    // 79 days = 11 weeks 2 days.
    #expect(try a.until(try a.adding(.days(79)), largestUnit: .weeks) == Period(weeks: 11, days: 2))
    #expect(try a.until(try a.adding(.days(79)), smallestUnit: .weeks, roundingIncrement: 2) == .weeks(10))
  }

  @Test("until rounds the time part into one more day when it fills the (23-hour) day")
  func untilTimeIntoDay() throws {
    let start = try zoned("2017-03-11T12:00:00-05:00[America/New_York]")
    let end = try zoned("2017-03-12T11:40:00-04:00[America/New_York]")
    #expect(try start.until(end, largestUnit: .days) == Period(hours: 22, minutes: 40))
    #expect(try start.until(end, largestUnit: .days, smallestUnit: .hours, roundingMode: .halfExpand)
      == .days(1))
    #expect(try start.until(end, largestUnit: .hours, smallestUnit: .hours, roundingMode: .halfExpand)
      == .hours(23))
    // A 12-month carry: 11 months 30 days 23 h 59 min to days, expand → 1 year.
    let from = try zoned("2023-01-01T00:00:00+00:00[UTC]")
    let to = try zoned("2023-12-31T23:59:00+00:00[UTC]")
    #expect(try from.until(to, largestUnit: .years, smallestUnit: .days, roundingMode: .expand) == .years(1))
  }

  @Test("since mirrors the mode, as Temporal's since does")
  func since() throws {
    let later = try zoned("2024-01-01T10:00:00+00:00[UTC]")
    let earlier = try zoned("2024-01-01T08:30:00+00:00[UTC]")
    #expect(try later.since(earlier, smallestUnit: .hours, roundingMode: .floor) == .hours(1))
    #expect(try later.since(earlier, smallestUnit: .hours, roundingMode: .ceil) == .hours(2))
    #expect(try earlier.since(later, smallestUnit: .hours, roundingMode: .floor) == .hours(-2))
  }

  @Test("options that do not go together are refused", arguments: [
    (DateTimeUnit.hours, DateTimeUnit.days, 1),
    (.hours, .minutes, 7),
    (.hours, .minutes, 60),
    (.days, .hours, 24),
    (.seconds, .milliseconds, 3),
    (.years, .months, 0),
  ])
  func refused(largest: DateTimeUnit, smallest: DateTimeUnit, increment: Int) throws {
    let a = try zoned("2024-01-01T00:00:00+00:00[UTC]")
    let failure = error { () throws(DateMathError) in
      try a.until(a, largestUnit: largest, smallestUnit: smallest, roundingIncrement: increment)
    }
    #expect(failure?.kind == .invalidArgument)
  }

  @Test("a date-time does not round to weeks, or to days by more than one")
  func roundRefusals() throws {
    let a = try zoned("2024-01-01T00:00:00+00:00[UTC]")
    #expect(error { () throws(DateMathError) in try a.rounded(to: .weeks) }?.kind == .invalidArgument)
    #expect(error { () throws(DateMathError) in try a.rounded(to: .days, increment: 2) }?.kind == .invalidArgument)
    #expect(error { () throws(DateMathError) in try a.rounded(to: .minutes, increment: 7) }?.kind == .invalidArgument)
  }
}
