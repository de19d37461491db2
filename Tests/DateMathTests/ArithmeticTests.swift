import DateMath
import Foundation
import Testing

struct AddCase: Sendable, CustomTestStringConvertible {
  let zone: String
  let start: String
  let period: Period
  let policy: Disambiguation
  let expected: String
  let why: String
  var testDescription: String { "\(zone) \(start) + \(period): \(why)" }
}

@Suite("Calendar arithmetic keeps wall-clock time", .tags(.dst))
struct ArithmeticTests {
  static let cases: [AddCase] = [
    AddCase(zone: "America/New_York", start: "2017-03-11T12:00:00-05:00", period: .days(1),
            policy: .compatible, expected: "2017-03-12T12:00:00-04:00", why: "a 23-hour day"),
    AddCase(zone: "America/New_York", start: "2017-03-11T02:30:00-05:00", period: .days(1),
            policy: .compatible, expected: "2017-03-12T03:30:00-04:00", why: "lands in the gap"),
    AddCase(zone: "America/New_York", start: "2017-03-11T02:30:00-05:00", period: .days(1),
            policy: .earlier, expected: "2017-03-12T01:30:00-05:00", why: "gap, earlier"),
    AddCase(zone: "America/New_York", start: "2025-11-03T01:00:00-05:00", period: .days(-1),
            policy: .compatible, expected: "2025-11-02T01:00:00-04:00", why: "back into the overlap: first"),
    AddCase(zone: "America/New_York", start: "2025-11-01T01:00:00-04:00", period: .days(1),
            policy: .compatible, expected: "2025-11-02T01:00:00-04:00", why: "forward into the overlap: first"),
    AddCase(zone: "America/New_York", start: "2025-11-03T01:00:00-05:00", period: .days(-1),
            policy: .later, expected: "2025-11-02T01:00:00-05:00", why: "overlap, later"),
    AddCase(zone: "Pacific/Apia", start: "2011-12-29T12:00:00-10:00", period: .days(2),
            policy: .compatible, expected: "2011-12-31T12:00:00+14:00", why: "across the skipped day"),
    AddCase(zone: "Pacific/Apia", start: "2011-12-29T12:00:00-10:00", period: .days(1),
            policy: .compatible, expected: "2011-12-31T12:00:00+14:00", why: "into the skipped day"),
    AddCase(zone: "America/Denver", start: "2017-01-31T12:00:00-07:00", period: .months(1),
            policy: .compatible, expected: "2017-02-28T12:00:00-07:00", why: "clamped"),
    AddCase(zone: "America/Denver", start: "2017-01-31T12:00:00-07:00", period: .months(2),
            policy: .compatible, expected: "2017-03-31T12:00:00-06:00", why: "across DST"),
    AddCase(zone: "UTC", start: "2024-02-29T10:00:00+00:00", period: .years(1),
            policy: .compatible, expected: "2025-02-28T10:00:00+00:00", why: "29 February"),
    AddCase(zone: "UTC", start: "2017-01-31T00:00:00+00:00", period: Period(months: 1, days: 1),
            policy: .compatible, expected: "2017-03-01T00:00:00+00:00", why: "months, then days"),
    AddCase(zone: "Australia/Lord_Howe", start: "2024-10-05T02:15:00+10:30", period: .weeks(0) ,
            policy: .compatible, expected: "2024-10-05T02:15:00+10:30", why: "zero period"),
    AddCase(zone: "Australia/Lord_Howe", start: "2024-10-05T02:15:00+10:30", period: .days(1),
            policy: .compatible, expected: "2024-10-06T02:45:00+11:00", why: "30-minute gap"),
    AddCase(zone: "Europe/Dublin", start: "2017-10-28T01:30:00+01:00", period: .days(1),
            policy: .later, expected: "2017-10-29T01:30:00+00:00", why: "negative DST overlap"),
  ]

  @Test("adding a period", arguments: cases)
  func adding(_ c: AddCase) throws {
    let calendar = zone(c.zone)
    let result = try calendar.adding(c.period, to: instant(c.start), disambiguation: c.policy)
    #expect(try calendar.rfc3339String(for: result) == c.expected)
  }

  @Test("the unit helpers agree with periods")
  func unitHelpers() throws {
    let newYork = zone("America/New_York")
    let start = instant("2017-03-11T12:00:00-05:00")
    #expect(try newYork.adding(days: 1, to: start) == newYork.adding(.days(1), to: start))
    #expect(try newYork.adding(weeks: 2, to: start) == instant("2017-03-25T12:00:00-04:00"))
    #expect(try newYork.adding(months: -3, to: start) == instant("2016-12-11T12:00:00-05:00"))
    #expect(try newYork.adding(years: 1, to: start) == instant("2018-03-11T12:00:00-04:00"))
  }

  @Test("exact durations are not days")
  func exactDuration() throws {
    let newYork = zone("America/New_York")
    let start = instant("2017-03-11T12:00:00-05:00")
    #expect(try newYork.adding(exactly: .seconds(86_400), to: start) == instant("2017-03-12T13:00:00-04:00"))
    #expect(try newYork.adding(exactly: .milliseconds(1500), to: start) == start.addingTimeInterval(1.5))
  }

  @Test("fractions of a second are kept")
  func fractionKept() throws {
    let start = instant("2017-03-11T12:00:00.123-05:00")
    #expect(try zone("America/New_York").adding(days: 1, to: start) == instant("2017-03-12T12:00:00.123-04:00"))
  }

  @Test("results out of range are errors, never traps")
  func outOfRange() {
    let newYork = zone("America/New_York")
    let start = instant("2017-03-11T12:00:00-05:00")
    for failure in [
      error { () throws(DateMathError) in try newYork.adding(years: 20_000, to: start) },
      error { () throws(DateMathError) in try newYork.adding(days: .max, to: start) },
      error { () throws(DateMathError) in try newYork.adding(months: .min, to: start) },
      error { () throws(DateMathError) in try newYork.adding(Period(years: .max, months: 1), to: start) },
      error { () throws(DateMathError) in try newYork.adding(Period(weeks: .max), to: start) },
      error { () throws(DateMathError) in try newYork.adding(exactly: .seconds(Int64.max), to: start) },
    ] {
      #expect(failure?.kind == .outOfRange)
    }
  }

  @Test("instants that are not finite or too far away are refused", arguments: [
    Double.nan, .infinity, -.infinity, 1e15, -1e15, 4.1e11,
  ])
  func badInstants(seconds: Double) {
    let calendar = zone("Europe/Berlin")
    let date = Date(timeIntervalSince1970: seconds)
    #expect(error { () throws(DateMathError) in try calendar.offset(at: date) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try calendar.startOfDay(for: date) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try calendar.adding(days: 1, to: date) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try calendar.nextTransition(after: date) }?.kind == .outOfRange)
  }

  @Test("the ends of the supported range")
  func rangeEnds() throws {
    let utc = Zone.utc
    let last = try utc.date(from: local("9999-12-31T23:59:59"))
    #expect(try utc.localDate(for: last) == date("9999-12-31"))
    #expect(error { () throws(DateMathError) in try utc.localDate(for: last.addingTimeInterval(1)) }?.kind == .outOfRange)
    #expect(try utc.startOfNextDay(after: last) == last.addingTimeInterval(1))
    #expect(try utc.lengthOfDay(date("9999-12-31")) == 86_400)
    #expect(try zone("Asia/Tokyo").lengthOfDay(date("9999-12-31")) == 86_400)
    #expect(try zone("Asia/Tokyo").lengthOfDay(date("-009999-01-01")) == 86_400)
    let first = try utc.date(from: local("-009999-01-01T00:00:00"))
    #expect(try utc.localDate(for: first) == date("-009999-01-01"))
    #expect(try zone("America/New_York").offset(at: first).description == "-04:56:02")
  }

  @Test("Period text")
  func periodText() {
    #expect(Period(years: 1, months: 2, days: 3).description == "P1Y2M3D")
    #expect(Period(months: -1).description == "-P1M")
    #expect(Period().description == "PT0S")
    #expect(Period(weeks: 2).description == "P2W")
  }
}
