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
    let zone = zone(c.zone)
    let result = try zoned(c.start, in: zone).adding(c.period, disambiguation: c.policy)
    #expect(result.rfc3339String() == c.expected)
    #expect(result.zone == zone)
  }

  /// 0.2 had `adding(days:to:)`, `adding(weeks:to:)`, `adding(months:to:)`
  /// and `adding(years:to:)` beside `adding(_:to:)`; 0.3 has the periods
  /// only, which must give the helpers' answers.
  @Test("days, weeks, months and years as periods")
  func unitHelpers() throws {
    let newYork = zone("America/New_York")
    let start = zoned("2017-03-11T12:00:00-05:00", in: newYork)
    #expect(try start.adding(.days(1)) == zoned("2017-03-12T12:00:00-04:00", in: newYork))
    #expect(try start.adding(.days(1)) == start.adding(Period(days: 1)))
    #expect(try start.adding(.weeks(2)) == zoned("2017-03-25T12:00:00-04:00", in: newYork))
    #expect(try start.adding(.months(-3)) == zoned("2016-12-11T12:00:00-05:00", in: newYork))
    #expect(try start.adding(.years(1)) == zoned("2018-03-11T12:00:00-04:00", in: newYork))
  }

  @Test("exact durations are not days")
  func exactDuration() throws {
    let newYork = zone("America/New_York")
    let start = zoned("2017-03-11T12:00:00-05:00", in: newYork)
    #expect(try start.adding(exactly: .seconds(86_400)) == zoned("2017-03-12T13:00:00-04:00", in: newYork))
    #expect(try start.adding(exactly: .milliseconds(1500)).date == start.date.addingTimeInterval(1.5))
    #expect(try start.adding(exactly: .milliseconds(1500)) == zoned("2017-03-11T12:00:01.5-05:00", in: newYork))
  }

  @Test("fractions of a second are kept")
  func fractionKept() throws {
    let newYork = zone("America/New_York")
    let start = zoned("2017-03-11T12:00:00.123-05:00", in: newYork)
    #expect(try start.adding(.days(1)) == zoned("2017-03-12T12:00:00.123-04:00", in: newYork))
    #expect(try start.adding(.days(1)).nanosecond == 123_000_000)
  }

  @Test("results out of range are errors, never traps")
  func outOfRange() {
    let start = zoned("2017-03-11T12:00:00-05:00", in: zone("America/New_York"))
    for failure in [
      error { () throws(DateMathError) in try start.adding(.years(20_000)) },
      error { () throws(DateMathError) in try start.adding(.days(.max)) },
      error { () throws(DateMathError) in try start.adding(.months(.min)) },
      error { () throws(DateMathError) in try start.adding(Period(years: .max, months: 1)) },
      error { () throws(DateMathError) in try start.adding(Period(weeks: .max)) },
      error { () throws(DateMathError) in try start.adding(exactly: .seconds(Int64.max)) },
      // The minimum side and magnitudes past 2⁶³ seconds, which `abs` or a
      // `Duration`'s `components` would trap on.
      error { () throws(DateMathError) in try start.adding(exactly: .seconds(Int64.min)) },
      error { () throws(DateMathError) in try start.adding(exactly: .seconds(Int64.max) * 8) },
      error { () throws(DateMathError) in try start.adding(exactly: .seconds(Int64.min) * 8) },
      error { () throws(DateMathError) in try start.adding(Period(seconds: .min)) },
      error { () throws(DateMathError) in try start.adding(Period(seconds: .max)) },
      error { () throws(DateMathError) in try start.adding(Period(hours: .max)) },
      error { () throws(DateMathError) in try start.adding(Period(minutes: .min)) },
      error { () throws(DateMathError) in try ZonedDateTime(epochSeconds: .min, in: .utc) },
      error { () throws(DateMathError) in try ZonedDateTime(epochSeconds: .max, in: .utc) },
      error { () throws(DateMathError) in try Period(hours: .max).timePart },
      error { () throws(DateMathError) in try Period(.seconds(Int64.max) * 8) },
    ] {
      #expect(failure?.kind == .outOfRange)
    }
    // A period too large for a Duration is not zero in total, and a series
    // of it is refused or ends, never traps.
    #expect(!Period(hours: .max).isZeroInTotal)
    #expect(!Period(minutes: .max, seconds: .min).isZeroInTotal)
    let huge = try? start.series(every: Period(hours: .max / 3000))
    #expect(huge.map { Array($0.prefix(3)).count } == 1)
  }

  /// The offset is asked of the zone with the `Date`; the date math starts
  /// from a `ZonedDateTime`, which refuses such a `Date` as 0.2's
  /// `startOfDay(for:)`, `adding(days:to:)` and `nextTransition(after:)` did.
  @Test("instants that are not finite or too far away are refused", arguments: [
    Double.nan, .infinity, -.infinity, 1e15, -1e15, 4.1e11,
  ])
  func badInstants(seconds: Double) {
    let zone = zone("Europe/Berlin")
    let date = Date(timeIntervalSince1970: seconds)
    #expect(error { () throws(DateMathError) in try zone.offset(at: date) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try ZonedDateTime(date, in: zone) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try ZonedDateTime(date, in: zone).startOfDay() }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try ZonedDateTime(date, in: zone).adding(.days(1)) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try ZonedDateTime(date, in: zone).nextTransition() }?.kind == .outOfRange)
  }

  @Test("the ends of the supported range")
  func rangeEnds() throws {
    let utc = Zone.utc
    let last = try ZonedDateTime(local("9999-12-31T23:59:59"), in: utc)
    #expect(last.localDateTime.date == date("9999-12-31"))
    #expect(error { () throws(DateMathError) in try last.adding(exactly: .seconds(1)) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try ZonedDateTime(last.date.addingTimeInterval(1), in: utc) }?.kind == .outOfRange)
    // 9999-12-31 ends at 10000-01-01T00:00:00Z, which 0.2's
    // startOfNextDay(after:) returned as a Date; no ZonedDateTime is on
    // that date, so the end of the last day is an error, and its length
    // is still known.
    #expect(error { () throws(DateMathError) in try last.startOfNextDay() }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try last.dayInterval() }?.kind == .outOfRange)
    #expect(try ZonedDateTime(startOf: date("9999-12-31"), in: utc).lengthOfDay() == .seconds(86_400))
    #expect(try last.lengthOfDay() == .seconds(86_400))
    let tokyo = zone("Asia/Tokyo")
    #expect(try ZonedDateTime(startOf: date("9999-12-31"), in: tokyo).lengthOfDay() == .seconds(86_400))
    // Noon: the first instant of -9999-01-01 in Tokyo (+09:18:59) is on
    // -10000-12-31 in UTC, outside the range.
    #expect(try ZonedDateTime(local("-009999-01-01T12:00"), in: tokyo).lengthOfDay() == .seconds(86_400))
    let first = try ZonedDateTime(local("-009999-01-01T00:00:00"), in: utc)
    #expect(first.localDateTime.date == date("-009999-01-01"))
    #expect(try zone("America/New_York").offset(at: first.date).description == "-04:56:02")
  }

  @Test("Period text")
  func periodText() {
    #expect(Period(years: 1, months: 2, days: 3).description == "P1Y2M3D")
    #expect(Period(months: -1).description == "-P1M")
    #expect(Period().description == "PT0S")
    #expect(Period(weeks: 2).description == "P2W")
  }
}
