import DateMath
import Foundation
import Testing

@Suite("Stepping from an anchor", .tags(.dst, .leap))
struct SteppingTests {
  @Test("monthly from 31 January at 12:00 in Denver: clamped, no drift, 12:00 across DST")
  func denverMonthly() throws {
    let denver = zone("America/Denver")
    let steps = Array(try zoned("2017-01-31T12:00:00-07:00", in: denver).series(every: .months(1)).prefix(13))
    #expect(steps.map { $0.rfc3339String() } == [
      "2017-01-31T12:00:00-07:00", "2017-02-28T12:00:00-07:00", "2017-03-31T12:00:00-06:00",
      "2017-04-30T12:00:00-06:00", "2017-05-31T12:00:00-06:00", "2017-06-30T12:00:00-06:00",
      "2017-07-31T12:00:00-06:00", "2017-08-31T12:00:00-06:00", "2017-09-30T12:00:00-06:00",
      "2017-10-31T12:00:00-06:00", "2017-11-30T12:00:00-07:00", "2017-12-31T12:00:00-07:00",
      "2018-01-31T12:00:00-07:00",
    ])
    #expect(steps.allSatisfy { $0.zone == denver })
  }

  @Test("month-end policy: clamp keeps the day, lastDay keeps the month end", arguments: [
    (MonthEndPolicy.clamp, ["2017-02-28", "2017-03-28", "2017-04-28", "2017-05-28"]),
    (.lastDay, ["2017-02-28", "2017-03-31", "2017-04-30", "2017-05-31"]),
  ])
  func monthEnd(policy: MonthEndPolicy, expected: [String]) throws {
    let anchor = zoned("2017-02-28T09:00:00Z", in: .utc)
    let steps = Array(try anchor.series(every: .months(1), monthEnd: policy).prefix(4))
    #expect(steps.map(\.localDateTime.date.description) == expected)
  }

  @Test("29 February yearly: 28 February in common years, back to the 29th in leap years")
  func leapDayYearly() throws {
    let yearly = try zoned("2024-02-29T00:00:00Z", in: .utc).series(every: .years(1))
    let steps = try (1...4).map { k throws(DateMathError) in
      try yearly.element(atStep: k).localDateTime.date.description
    }
    #expect(steps == ["2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"])
    #expect(try yearly.element(atStep: -4).localDateTime.date == date("2020-02-29"))
  }

  @Test("a step that lands in a gap does not drag the next ones off their time")
  func weeklyAcrossGap() throws {
    let newYork = zone("America/New_York")
    let steps = Array(try zoned("2017-03-05T02:30:00-05:00", in: newYork).series(every: .weeks(1)).prefix(3))
    #expect(steps.map { $0.rfc3339String() } == [
      "2017-03-05T02:30:00-05:00", "2017-03-12T03:30:00-04:00", "2017-03-19T02:30:00-04:00",
    ])
  }

  @Test("step k equals the anchor plus k periods, for every k")
  func stepEqualsAdding() throws {
    let paris = zone("Europe/Paris")
    let anchor = zoned("2020-01-31T02:30:00+01:00", in: paris)
    let monthly = try anchor.series(every: .months(1))
    for k in -30...30 {
      #expect(try monthly.element(atStep: k) == anchor.adding(.months(k)))
    }
  }

  /// 0.2's `steps(from:every:count:)` refused, before any work, a count
  /// whose last step was out of range (`outOfRange`) and a negative count
  /// (`invalidArgument`). A series has no count: it ends before the first
  /// step that cannot be computed, and `prefix(n)` takes what there is.
  /// A step past the range is still an error.
  @Test("bad steps and periods are errors checked before any work; a series ends where the range does")
  func badInputs() throws {
    let anchor = zoned("2017-01-31T12:00:00Z", in: .utc)
    #expect(error { () throws(DateMathError) in try anchor.series(every: .days(1)).element(atStep: .max) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try anchor.series(every: .months(1)).element(atStep: 999_999) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try anchor.series(every: Period()) }?.kind == .invalidArgument)
    #expect(error { () throws(DateMathError) in try anchor.series(every: .months(2)).element(atStep: .max) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try anchor.series(every: .days(1)).element(atStep: .min) }?.kind == .outOfRange)
    #expect(Array(try anchor.series(every: .days(1)).prefix(0)) == [])
    // Where 0.2 refused count 1,000,000: the 95,796 months up to 9999-12.
    let monthly = Array(try anchor.series(every: .months(1)).prefix(1_000_000))
    #expect(monthly.count == 95_796)
    #expect(monthly.last?.localDateTime.date == date("9999-12-31"))
  }

  @Test(
    "a period that is zero in total never moves and is refused",
    arguments: [Period(), Period(years: 1, months: -12), Period(weeks: 1, days: -7), Period(years: -2, months: 24, weeks: 3, days: -21)])
  func zeroInTotal(period: Period) {
    let anchor = zoned("2017-01-31T12:00:00Z", in: .utc)
    #expect(period.isZeroInTotal)
    #expect(error { () throws(DateMathError) in try anchor.series(every: period) }?.kind == .invalidArgument)
    #expect(error { () throws(DateMathError) in try anchor.series(every: period).element(atStep: 3) }?.kind == .invalidArgument)
    #expect(!Period(years: 1, months: -11).isZeroInTotal)
    #expect(!Period(years: .max, months: 1).isZeroInTotal)
  }
}
