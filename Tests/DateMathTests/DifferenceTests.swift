import DateMath
import Foundation
import Testing

@Suite("Differences", .tags(.dst))
struct DifferenceTests {
  @Test("days between local dates, whatever the day lengths", arguments: [
    ("America/New_York", "2017-03-11T12:00:00-05:00", "2017-03-12T12:00:00-04:00", 1),
    ("America/New_York", "2017-03-11T23:59:00-05:00", "2017-03-12T00:01:00-05:00", 1),
    ("America/New_York", "2017-03-12T12:00:00-04:00", "2017-03-11T12:00:00-05:00", -1),
    ("Pacific/Apia", "2011-12-29T12:00:00-10:00", "2011-12-31T12:00:00+14:00", 2),
    ("Europe/Dublin", "2017-10-28T12:00:00+01:00", "2017-10-30T00:00:00+00:00", 2),
    ("Asia/Tokyo", "2024-01-01T00:00:00+09:00", "2024-12-31T23:59:59+09:00", 365),
  ])
  func daysBetween(zoneName: String, start: String, end: String, days: Int) throws {
    #expect(try zone(zoneName).daysBetween(instant(start), instant(end)) == days)
  }

  @Test("calendar difference: years, months, days, then exact seconds", arguments: [
    ("America/New_York", "2017-03-11T12:00:00-05:00", "2017-03-12T12:00:00-04:00", Period(days: 1), 0.0),
    ("America/New_York", "2017-03-11T12:00:00-05:00", "2017-03-12T11:00:00-04:00", Period(), 79_200.0),
    ("UTC", "2017-01-31T12:00:00Z", "2017-02-28T12:00:00Z", Period(months: 1), 0.0),
    ("UTC", "2017-01-31T12:00:00Z", "2018-03-01T13:30:00Z", Period(years: 1, months: 1, days: 1), 5400.0),
    ("UTC", "2017-03-01T00:00:00Z", "2017-01-31T00:00:00Z", Period(months: -1, days: -1), 0.0),
    ("UTC", "2024-02-29T00:00:00Z", "2025-02-28T00:00:00Z", Period(years: 1), 0.0),
    ("Pacific/Apia", "2011-12-29T12:00:00-10:00", "2011-12-31T12:00:00+14:00", Period(days: 2), 0.0),
    ("UTC", "2020-05-05T05:05:05Z", "2020-05-05T05:05:05Z", Period(), 0.0),
  ])
  func difference(zoneName: String, start: String, end: String, period: Period, seconds: Double)
    throws
  {
    let calendar = zone(zoneName)
    let difference = try calendar.difference(from: instant(start), to: instant(end))
    #expect(difference.period == period)
    #expect(difference.remainingSeconds == seconds)
    let landed = try calendar.adding(difference.period, to: instant(start))
    #expect(landed.addingTimeInterval(difference.remainingSeconds) == instant(end))
    // Maximal: one more day would pass the end.
    var further = difference.period
    further.days += instant(end) >= instant(start) ? 1 : -1
    let beyond = try calendar.adding(further, to: instant(start))
    #expect(instant(end) >= instant(start) ? beyond > instant(end) : beyond < instant(end))
  }
}
