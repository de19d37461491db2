import DateMath
import Foundation
import Testing

/// One civil day in one zone: its first instant, the first instant of the
/// next day that happened, and its length. Expected values were checked by
/// hand against the tz data source (and Python's zoneinfo over tzdata
/// 2025b).
struct DayCase: Sendable, CustomTestStringConvertible {
  let zone: String
  let day: String
  let start: String
  let end: String
  let seconds: Int
  let why: String
  var testDescription: String { "\(zone) \(day): \(why)" }
}

@Suite("Days: start, interval and length", .tags(.dst))
struct DayTests {
  static let cases: [DayCase] = [
    DayCase(zone: "America/Sao_Paulo", day: "2018-11-04", start: "2018-11-04T01:00:00-02:00",
            end: "2018-11-05T00:00:00-02:00", seconds: 82_800, why: "midnight skipped"),
    DayCase(zone: "America/Sao_Paulo", day: "2019-02-16", start: "2019-02-16T00:00:00-02:00",
            end: "2019-02-17T00:00:00-03:00", seconds: 90_000, why: "23:00 happens twice"),
    DayCase(zone: "America/Havana", day: "2013-03-10", start: "2013-03-10T01:00:00-04:00",
            end: "2013-03-11T00:00:00-04:00", seconds: 82_800, why: "midnight skipped"),
    DayCase(zone: "America/Havana", day: "2013-11-03", start: "2013-11-03T00:00:00-04:00",
            end: "2013-11-04T00:00:00-05:00", seconds: 90_000, why: "00:00–01:00 twice"),
    DayCase(zone: "Asia/Beirut", day: "2012-03-25", start: "2012-03-25T01:00:00+03:00",
            end: "2012-03-26T00:00:00+03:00", seconds: 82_800, why: "midnight skipped"),
    DayCase(zone: "Asia/Beirut", day: "2012-10-27", start: "2012-10-27T00:00:00+03:00",
            end: "2012-10-28T00:00:00+02:00", seconds: 90_000, why: "23:00 happens twice"),
    DayCase(zone: "America/Santiago", day: "2022-09-11", start: "2022-09-11T01:00:00-03:00",
            end: "2022-09-12T00:00:00-03:00", seconds: 82_800, why: "midnight skipped"),
    DayCase(zone: "America/Asuncion", day: "2023-10-01", start: "2023-10-01T01:00:00-03:00",
            end: "2023-10-02T00:00:00-03:00", seconds: 82_800, why: "midnight skipped"),
    DayCase(zone: "Africa/Cairo", day: "2023-04-28", start: "2023-04-28T01:00:00+03:00",
            end: "2023-04-29T00:00:00+03:00", seconds: 82_800, why: "midnight skipped"),
    DayCase(zone: "Pacific/Apia", day: "2011-12-29", start: "2011-12-29T00:00:00-10:00",
            end: "2011-12-31T00:00:00+14:00", seconds: 86_400, why: "next day skipped"),
    DayCase(zone: "Pacific/Apia", day: "2011-12-31", start: "2011-12-31T00:00:00+14:00",
            end: "2012-01-01T00:00:00+14:00", seconds: 86_400, why: "first day after the jump"),
    DayCase(zone: "Pacific/Kiritimati", day: "1994-12-30", start: "1994-12-30T00:00:00-10:00",
            end: "1995-01-01T00:00:00+14:00", seconds: 86_400, why: "next day skipped"),
    DayCase(zone: "America/New_York", day: "2017-03-12", start: "2017-03-12T00:00:00-05:00",
            end: "2017-03-13T00:00:00-04:00", seconds: 82_800, why: "spring forward"),
    DayCase(zone: "America/New_York", day: "2017-11-05", start: "2017-11-05T00:00:00-04:00",
            end: "2017-11-06T00:00:00-05:00", seconds: 90_000, why: "fall back"),
    DayCase(zone: "Australia/Lord_Howe", day: "2024-04-07", start: "2024-04-07T00:00:00+11:00",
            end: "2024-04-08T00:00:00+10:30", seconds: 88_200, why: "30-minute fall back"),
    DayCase(zone: "Australia/Lord_Howe", day: "2024-10-06", start: "2024-10-06T00:00:00+10:30",
            end: "2024-10-07T00:00:00+11:00", seconds: 84_600, why: "30-minute spring forward"),
    DayCase(zone: "Europe/Dublin", day: "2017-10-29", start: "2017-10-29T00:00:00+01:00",
            end: "2017-10-30T00:00:00+00:00", seconds: 90_000, why: "negative DST in winter"),
    DayCase(zone: "Europe/London", day: "1941-05-04", start: "1941-05-04T00:00:00+01:00",
            end: "1941-05-05T00:00:00+02:00", seconds: 82_800, why: "double summer time begins"),
    DayCase(zone: "America/Juneau", day: "1867-10-18", start: "1867-10-18T00:00:00+15:02:19",
            end: "1867-10-19T00:00:00+15:02:19", seconds: 86_400, why: "first of two 18 Octobers"),
    DayCase(zone: "America/Juneau", day: "1867-10-19", start: "1867-10-19T00:00:00+15:02:19",
            end: "1867-10-20T00:00:00-08:57:41", seconds: 172_800, why: "contains the second 18 October"),
    DayCase(zone: "UTC", day: "2016-12-31", start: "2016-12-31T00:00:00+00:00",
            end: "2017-01-01T00:00:00+00:00", seconds: 86_400, why: "leap seconds do not exist in tz"),
  ]

  @Test("start, interval and length of a civil day", arguments: cases)
  func civilDay(_ c: DayCase) throws {
    let zone = zone(c.zone)
    let start = try ZonedDateTime(startOf: date(c.day), in: zone)
    #expect(start == zoned(c.start, in: zone))
    #expect(start.date == instant(c.start))
    #expect(try start.dayInterval() == zoned(c.start, in: zone)..<zoned(c.end, in: zone))
    #expect(try start.lengthOfDay() == .seconds(c.seconds))
    #expect(start.rfc3339String() == c.start)
    #expect(try start.dayInterval().upperBound.rfc3339String() == c.end)
    // And back: the next day's previous day is this one (new in 0.3).
    #expect(try zoned(c.end, in: zone).startOfPreviousDay() == start)
  }

  @Test("start of the day containing an instant, and the next day's start", arguments: cases)
  func dayOfInstant(_ c: DayCase) throws {
    let zone = zone(c.zone)
    let start = zoned(c.start, in: zone)
    let end = zoned(c.end, in: zone)
    for probe in [start, try start.adding(exactly: .seconds(3600)), try end.adding(exactly: .milliseconds(-500))] {
      #expect(try probe.startOfDay() == start)
      #expect(try probe.startOfNextDay() == end)
      let interval = try probe.dayInterval()
      #expect(interval.lowerBound == start)
      #expect(interval.contains(probe))
    }
  }

  /// A day that never happened has no `ZonedDateTime` to ask for its start,
  /// length or interval (0.2's `startOfDay(_:)`, `lengthOfDay(_:)` and
  /// `dayInterval(_:)` of a `CivilDate`): making its start is the error.
  @Test("days that never happened are errors naming the jump", arguments: [
    ("Pacific/Apia", "2011-12-30", "2011-12-30 never happened in Pacific/Apia: clocks went forward from 2011-12-30 00:00 to 2011-12-31 00:00 (-10:00 → +14:00)"),
    ("Pacific/Kiritimati", "1994-12-31", "1994-12-31 never happened in Pacific/Kiritimati: clocks went forward from 1994-12-31 00:00 to 1995-01-01 00:00 (-10:00 → +14:00)"),
  ])
  func skippedDays(zoneName: String, day: String, message: String) {
    let zone = zone(zoneName)
    for failure in [
      error { () throws(DateMathError) in try ZonedDateTime(startOf: date(day), in: zone) },
      error { () throws(DateMathError) in try ZonedDateTime(startOf: date(day), in: zone).lengthOfDay() },
      error { () throws(DateMathError) in try ZonedDateTime(startOf: date(day), in: zone).dayInterval() },
    ] {
      #expect(failure?.kind == .skippedDay)
      #expect(failure?.message == message)
      #expect(failure?.transition?.isGap == true)
    }
  }

  @Test("the second 18 October 1867 in Juneau belongs to an interval that contains it")
  func repeatedDay() throws {
    let juneau = zone("America/Juneau")
    // After the change at 1867-10-19T15:33:32 (+15:02:19) clocks read
    // 1867-10-18T15:33:32 again (-08:57:41).
    let secondEighteenth = zoned("1867-10-18T20:00:00-08:57:41", in: juneau)
    #expect(secondEighteenth.localDateTime.date == date("1867-10-18"))
    let interval = try secondEighteenth.dayInterval()
    #expect(interval.lowerBound == zoned("1867-10-18T00:00:00+15:02:19", in: juneau))
    #expect(interval.upperBound == zoned("1867-10-19T00:00:00-08:57:41", in: juneau))
    #expect(interval.contains(secondEighteenth))
  }
}

/// Issue 13: a `Date` within half a nanosecond below midnight (possible
/// near 2001, where a `Date` is finer than a nanosecond) belonged to the
/// day before in 0.2, whose `Zone.dayInterval(containing:)`,
/// `startOfDay(for:)` and `startOfNextDay(after:)` floored the `Date`. A
/// `ZonedDateTime` holds nanoseconds and is made from the `Date`'s nearest
/// one, here midnight: the day that contains it is the next one.
@Suite("Day intervals contain their instant")
struct DayContainmentTests {
  @Test("a Date 0.3 ns before midnight UTC near 2001", arguments: [3e-10, 1e-10, 4.9e-10])
  func nearMidnight(before: Double) throws {
    let date = Date(timeIntervalSinceReferenceDate: 86_400 - before)
    #expect(date.timeIntervalSinceReferenceDate < 86_400)
    let zoned = try ZonedDateTime(date, in: .utc)
    #expect(zoned.description == "2001-01-02T00:00:00+00:00[UTC]")
    let interval = try zoned.dayInterval()
    #expect(interval.contains(zoned))
    #expect(interval.lowerBound == zoned)
    #expect(try zoned.startOfDay() == zoned)
    #expect(try zoned.startOfNextDay().date == Date(timeIntervalSinceReferenceDate: 2 * 86_400))
    // 0.2 answered for the Date itself: the day before contained it.
    #expect(interval.lowerBound.date > date)
  }
}
