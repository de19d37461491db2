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
    let calendar = zone(c.zone)
    let day = date(c.day)
    #expect(try calendar.startOfDay(day) == instant(c.start))
    #expect(try calendar.dayInterval(day) == DateInterval(start: instant(c.start), end: instant(c.end)))
    #expect(try calendar.lengthOfDay(day) == c.seconds)
    #expect(try calendar.rfc3339String(for: calendar.startOfDay(day)) == c.start)
  }

  @Test("start of the day containing an instant, and the next day's start", arguments: cases)
  func dayOfInstant(_ c: DayCase) throws {
    let calendar = zone(c.zone)
    let start = instant(c.start)
    for probe in [start, start.addingTimeInterval(3600), instant(c.end).addingTimeInterval(-0.5)] {
      #expect(try calendar.startOfDay(for: probe) == start)
      #expect(try calendar.startOfNextDay(after: probe) == instant(c.end))
      let interval = try calendar.dayInterval(containing: probe)
      #expect(interval.start == start)
      #expect(interval.contains(probe))
    }
  }

  @Test("days that never happened are errors naming the jump", arguments: [
    ("Pacific/Apia", "2011-12-30", "2011-12-30 never happened in Pacific/Apia: clocks jumped from 2011-12-30 00:00 to 2011-12-31 00:00 (-10:00 → +14:00)"),
    ("Pacific/Kiritimati", "1994-12-31", "1994-12-31 never happened in Pacific/Kiritimati: clocks jumped from 1994-12-31 00:00 to 1995-01-01 00:00 (-10:00 → +14:00)"),
  ])
  func skippedDays(zoneName: String, day: String, message: String) {
    let calendar = zone(zoneName)
    for failure in [
      error { () throws(DateMathError) in try calendar.startOfDay(date(day)) },
      error { () throws(DateMathError) in try calendar.lengthOfDay(date(day)) },
      error { () throws(DateMathError) in try calendar.dayInterval(date(day)) },
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
    let secondEighteenth = instant("1867-10-18T20:00:00-08:57:41")
    #expect(try juneau.localDate(for: secondEighteenth) == date("1867-10-18"))
    let interval = try juneau.dayInterval(containing: secondEighteenth)
    #expect(interval.start == instant("1867-10-18T00:00:00+15:02:19"))
    #expect(interval.end == instant("1867-10-19T00:00:00-08:57:41"))
    #expect(interval.contains(secondEighteenth))
  }
}

/// Issue 13: a `Date` within half a nanosecond below midnight (possible
/// near 2001, where a `Date` is finer than a nanosecond) belongs to the
/// day before.
@Suite("Day intervals contain their instant")
struct DayContainmentTests {
  @Test("a Date 0.3 ns before midnight UTC near 2001", arguments: [3e-10, 1e-10, 4.9e-10])
  func nearMidnight(before: Double) throws {
    let date = Date(timeIntervalSinceReferenceDate: 86_400 - before)
    #expect(date.timeIntervalSinceReferenceDate < 86_400)
    let interval = try Zone.utc.dayInterval(containing: date)
    #expect(interval.start <= date && date < interval.end)
    #expect(interval.start == Date(timeIntervalSinceReferenceDate: 0))
    #expect(try Zone.utc.startOfDay(for: date) == Date(timeIntervalSinceReferenceDate: 0))
    #expect(try Zone.utc.startOfNextDay(after: date) == Date(timeIntervalSinceReferenceDate: 86_400))
  }
}
