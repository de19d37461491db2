import DateMath
import EventStore
import Foundation
import Testing

/// `events(on:in:)` against days whose length is not 24 hours.
@Suite("The events of a local day")
struct DayQueryTests {
  /// A day whose first instant is not midnight + 0 hours from the day
  /// before, or which does not last 24 hours.
  struct Case: Sendable, CustomTestStringConvertible {
    let zone: String
    let day: String
    /// The day's first instant and the next day's, in UTC.
    let start: String
    let end: String
    let hours: Int
    /// A local event inside the day at a time that is repeated or skipped
    /// there, and the instant it resolves to.
    let local: String
    let localInstant: String

    var testDescription: String { "\(zone) \(day) (\(hours) hours)" }
  }

  static let cases = [
    // Spring forward: 02:00 -> 03:00; 02:30 did not happen and moves to 03:30 EDT.
    Case(
      zone: "America/New_York", day: "2024-03-10",
      start: "2024-03-10T05:00:00Z", end: "2024-03-11T04:00:00Z", hours: 23,
      local: "2024-03-10T02:30", localInstant: "2024-03-10T07:30:00Z"),
    // Fall back: 02:00 -> 01:00; 01:30 happened twice, the first time at -04:00.
    Case(
      zone: "America/New_York", day: "2024-11-03",
      start: "2024-11-03T04:00:00Z", end: "2024-11-04T05:00:00Z", hours: 25,
      local: "2024-11-03T01:30", localInstant: "2024-11-03T05:30:00Z"),
    // Midnight did not happen: 00:00 -> 01:00 (-03:00 -> -02:00), so the day
    // began at 01:00 -02:00; 00:30 moves to 01:30 -02:00.
    Case(
      zone: "America/Sao_Paulo", day: "2018-11-04",
      start: "2018-11-04T03:00:00Z", end: "2018-11-05T02:00:00Z", hours: 23,
      local: "2018-11-04T00:30", localInstant: "2018-11-04T03:30:00Z"),
  ]

  @Test("DateMath's interval is the day's, not midnight + 24 hours", arguments: cases)
  func interval(_ c: Case) throws {
    let zone = try zone(c.zone)
    let interval = try ZonedDateTime(startOf: day(c.day), in: zone).dayInterval()
    #expect(interval.lowerBound.date == (try instant(c.start)))
    #expect(interval.upperBound.date == (try instant(c.end)))
    #expect(interval.lowerBound.duration(to: interval.upperBound) == .seconds(c.hours * 3600))
    // The same bounds from an instant inside the day.
    let inside = try ZonedDateTime(instant(c.localInstant), in: zone)
    #expect(try inside.startOfDay() == interval.lowerBound)
    #expect(try inside.startOfNextDay() == interval.upperBound)
    #expect(try inside.dayInterval() == interval)
  }

  @Test("events just inside the day are returned, events just outside are not", arguments: cases)
  func boundaries(_ c: Case) throws {
    try withTemporaryStore { store in
      let zone = try zone(c.zone)
      let start = try instant(c.start)
      let end = try instant(c.end)
      let theDay = try day(c.day)
      try store.addEvent(title: "1 s before", at: start - 1)
      try store.addEvent(title: "1 ms before", at: start - 0.001)
      try store.addEvent(title: "first instant", at: start)
      try store.addEvent(title: "last millisecond", at: end - 0.001)
      try store.addEvent(title: "next day's first instant", at: end)
      try store.addLocalEvent(title: "local", at: local(c.local), in: zone)
      try store.addLocalEvent(
        title: "local midnight of the next day",
        at: CivilDateTime(date: theDay.adding(days: 1), hour: 0, minute: 0, second: 0), in: zone)
      try store.addAllDayEvent(title: "all day", on: theDay)
      try store.addAllDayEvent(title: "all day before", on: theDay.adding(days: -1))
      try store.addAllDayEvent(title: "all day after", on: theDay.adding(days: 1))

      let events = try store.events(on: theDay, in: zone)
      #expect(events.map(\.title) == ["all day", "first instant", "local", "last millisecond"])
      #expect(events[2].time.instant == (try instant(c.localInstant)))

      // The neighbouring days take what this one left out.
      #expect(
        try store.events(on: theDay.adding(days: -1), in: zone).map(\.title)
          == ["all day before", "1 s before", "1 ms before"])
      #expect(
        try store.events(on: theDay.adding(days: 1), in: zone).map(\.title)
          == ["all day after", "next day's first instant", "local midnight of the next day"])
    }
  }

  @Test("the same instant belongs to different days in different zones; all-day events do not move")
  func userZone() throws {
    try withTemporaryStore { store in
      // 23:30 EST on 9 March in New York, 04:30 GMT on 10 March in London.
      try store.addEvent(title: "late call", at: instant("2024-03-10T04:30:00Z"))
      try store.addAllDayEvent(title: "holiday", on: day("2024-03-10"))
      let newYork = try zone("America/New_York")
      let london = try zone("Europe/London")
      #expect(try store.events(on: day("2024-03-09"), in: newYork).map(\.title) == ["late call"])
      #expect(try store.events(on: day("2024-03-10"), in: newYork).map(\.title) == ["holiday"])
      #expect(try store.events(on: day("2024-03-10"), in: london).map(\.title) == ["holiday", "late call"])
    }
  }

  @Test("a date that never happened in the zone has only its all-day events")
  func skippedDay() throws {
    try withTemporaryStore { store in
      // Samoa moved across the date line: 2011-12-29 23:59:59 -10:00 was
      // followed by 2011-12-31 00:00:00 +14:00, which is 2011-12-30T10:00Z.
      let apia = try zone("Pacific/Apia")
      try store.addAllDayEvent(title: "the lost day", on: day("2011-12-30"))
      try store.addEvent(title: "first of the 31st", at: instant("2011-12-30T10:00:00Z"))
      try store.addEvent(title: "last of the 29th", at: instant("2011-12-30T09:59:59Z"))
      #expect(try store.events(on: day("2011-12-30"), in: apia).map(\.title) == ["the lost day"])
      #expect(try store.events(on: day("2011-12-31"), in: apia).map(\.title) == ["first of the 31st"])
      #expect(try store.events(on: day("2011-12-29"), in: apia).map(\.title) == ["last of the 29th"])
    }
  }
}
