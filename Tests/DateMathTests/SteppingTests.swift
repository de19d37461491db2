import DateMath
import Foundation
import Testing

@Suite("Stepping from an anchor", .tags(.dst, .leap))
struct SteppingTests {
  @Test("monthly from 31 January at 12:00 in Denver: clamped, no drift, 12:00 across DST")
  func denverMonthly() throws {
    let denver = zone("America/Denver")
    let steps = try denver.steps(
      from: instant("2017-01-31T12:00:00-07:00"), every: .months(1), count: 13)
    #expect(try steps.map { date throws(DateMathError) in try denver.rfc3339String(for: date) } == [
      "2017-01-31T12:00:00-07:00", "2017-02-28T12:00:00-07:00", "2017-03-31T12:00:00-06:00",
      "2017-04-30T12:00:00-06:00", "2017-05-31T12:00:00-06:00", "2017-06-30T12:00:00-06:00",
      "2017-07-31T12:00:00-06:00", "2017-08-31T12:00:00-06:00", "2017-09-30T12:00:00-06:00",
      "2017-10-31T12:00:00-06:00", "2017-11-30T12:00:00-07:00", "2017-12-31T12:00:00-07:00",
      "2018-01-31T12:00:00-07:00",
    ])
  }

  @Test("end-of-month policy: clamp keeps the day, lastDay keeps the month end", arguments: [
    (EndOfMonthPolicy.clamp, ["2017-02-28", "2017-03-28", "2017-04-28", "2017-05-28"]),
    (.lastDay, ["2017-02-28", "2017-03-31", "2017-04-30", "2017-05-31"]),
  ])
  func endOfMonth(policy: EndOfMonthPolicy, expected: [String]) throws {
    let utc = Zone.utc
    let steps = try utc.steps(
      from: instant("2017-02-28T09:00:00Z"), every: .months(1), count: 4, endOfMonth: policy)
    #expect(try steps.map { d throws(DateMathError) in try utc.localDate(for: d).description } == expected)
  }

  @Test("29 February yearly: 28 February in common years, back to the 29th in leap years")
  func leapDayYearly() throws {
    let utc = Zone.utc
    let anchor = instant("2024-02-29T00:00:00Z")
    let steps = try (1...4).map { k throws(DateMathError) in
      try utc.localDate(for: utc.date(atStep: k, from: anchor, every: .years(1))).description
    }
    #expect(steps == ["2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"])
    #expect(try utc.localDate(for: utc.date(atStep: -4, from: anchor, every: .years(1))) == date("2020-02-29"))
  }

  @Test("a step that lands in a gap does not drag the next ones off their time")
  func weeklyAcrossGap() throws {
    let newYork = zone("America/New_York")
    let steps = try newYork.steps(
      from: instant("2017-03-05T02:30:00-05:00"), every: .weeks(1), count: 3)
    #expect(try steps.map { d throws(DateMathError) in try newYork.rfc3339String(for: d) } == [
      "2017-03-05T02:30:00-05:00", "2017-03-12T03:30:00-04:00", "2017-03-19T02:30:00-04:00",
    ])
  }

  @Test("step k equals the anchor plus k periods, for every k")
  func stepEqualsAdding() throws {
    let paris = zone("Europe/Paris")
    let anchor = instant("2020-01-31T02:30:00+01:00")
    for k in -30...30 {
      #expect(
        try paris.date(atStep: k, from: anchor, every: .months(1))
          == paris.adding(months: k, to: anchor))
    }
  }

  @Test("bad counts and periods are errors checked before any work")
  func badInputs() {
    let utc = Zone.utc
    let anchor = instant("2017-01-31T12:00:00Z")
    #expect(error { () throws(DateMathError) in try utc.steps(from: anchor, every: .days(1), count: .max) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try utc.steps(from: anchor, every: .months(1), count: 1_000_000) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try utc.steps(from: anchor, every: Period(), count: 10) }?.kind == .invalidArgument)
    #expect(error { () throws(DateMathError) in try utc.steps(from: anchor, every: .days(1), count: -1) }?.kind == .invalidArgument)
    #expect(error { () throws(DateMathError) in try utc.date(atStep: .max, from: anchor, every: .months(2)) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try utc.date(atStep: .min, from: anchor, every: .days(1)) }?.kind == .outOfRange)
    #expect((try? utc.steps(from: anchor, every: .days(1), count: 0)) == [])
  }

  @Test(
    "a period that is zero in total never moves and is refused",
    arguments: [Period(), Period(years: 1, months: -12), Period(weeks: 1, days: -7), Period(years: -2, months: 24, weeks: 3, days: -21)])
  func zeroInTotal(period: Period) {
    let utc = Zone.utc
    let anchor = instant("2017-01-31T12:00:00Z")
    #expect(period.isZeroInTotal)
    #expect(error { () throws(DateMathError) in try utc.steps(from: anchor, every: period, count: .max) }?.kind == .invalidArgument)
    #expect(error { () throws(DateMathError) in try utc.date(atStep: 3, from: anchor, every: period) }?.kind == .invalidArgument)
    #expect(!Period(years: 1, months: -11).isZeroInTotal)
    #expect(!Period(years: .max, months: 1).isZeroInTotal)
  }
}
