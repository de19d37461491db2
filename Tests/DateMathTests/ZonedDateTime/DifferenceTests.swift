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
    // 0.2's zone.daysBetween(a, b): the local dates' distance.
    let zone = zone(zoneName)
    let (a, b) = (zoned(start, in: zone).localDateTime.date, zoned(end, in: zone).localDateTime.date)
    #expect(a.distance(to: b) == days)
    #expect(a.until(b).days == days)
  }

  /// Temporal's rules (`ZonedDateTime.prototype.until`): a clamped month
  /// end is not a whole month.
  @Test("calendar difference: years, months, days, then exact seconds", arguments: [
    ("America/New_York", "2017-03-11T12:00:00-05:00", "2017-03-12T12:00:00-04:00", Period(days: 1), 0.0),
    ("America/New_York", "2017-03-11T12:00:00-05:00", "2017-03-12T11:00:00-04:00", Period(), 79_200.0),
    ("UTC", "2017-01-31T12:00:00Z", "2017-02-28T12:00:00Z", Period(days: 28), 0.0),
    ("UTC", "2017-01-31T12:00:00Z", "2017-03-01T12:00:00Z", Period(months: 1, days: 1), 0.0),
    ("UTC", "2017-01-31T12:00:00Z", "2018-03-01T13:30:00Z", Period(years: 1, months: 1, days: 1), 5400.0),
    ("UTC", "2017-03-01T00:00:00Z", "2017-01-31T00:00:00Z", Period(months: -1, days: -1), 0.0),
    ("UTC", "2024-02-29T00:00:00Z", "2025-02-28T00:00:00Z", Period(months: 11, days: 30), 0.0),
    ("UTC", "2024-02-29T00:00:00Z", "2025-03-01T00:00:00Z", Period(years: 1, days: 1), 0.0),
    ("Pacific/Apia", "2011-12-29T12:00:00-10:00", "2011-12-31T12:00:00+14:00", Period(days: 2), 0.0),
    ("UTC", "2020-05-05T05:05:05Z", "2020-05-05T05:05:05Z", Period(), 0.0),
  ])
  func difference(zoneName: String, start: String, end: String, period: Period, seconds: Double)
    throws
  {
    let zone = zone(zoneName)
    let (start, end) = (zoned(start, in: zone), zoned(end, in: zone))
    // 0.2's zone.difference(from:to:), a CalendarDifference: until with
    // years as the largest unit, its calendar part and its time part.
    let difference = try start.until(end, largestUnit: .years)
    #expect(difference.calendarPart == period)
    #expect(try difference.timePart == .seconds(seconds))
    let landed = try start.adding(difference.calendarPart)
    #expect(try landed.adding(exactly: difference.timePart) == end)
    // Maximal: one more day would pass the end.
    var further = difference.calendarPart
    further.days += end >= start ? 1 : -1
    let beyond = try start.adding(further)
    #expect(end >= start ? beyond > end : beyond < end)
  }

  @Test("until by largest unit: a DST day is one day or 23 hours")
  func untilUnits() throws {
    let newYork = zone("America/New_York")
    let (start, end) = (zoned("2017-03-11T12:00:00-05:00", in: newYork), zoned("2017-03-12T12:00:00-04:00", in: newYork))
    #expect(try start.until(end, largestUnit: .days).description == "P1D")
    #expect(try start.until(end).description == "PT23H")
    #expect(try start.until(end, largestUnit: .minutes).description == "PT1380M")
    #expect(try end.until(start, largestUnit: .days).description == "-P1D")
    // The end's time of day is earlier: the last day is not whole.
    #expect(try start.until(zoned("2017-03-13T11:00:00-04:00", in: newYork), largestUnit: .days).description == "P1DT23H")
  }

  /// The counterexample of the issue: start + the old answer fell 17 s
  /// short of the end. Temporal's difference lands on it exactly.
  @Test("St_Johns across an overlap at midnight: start + difference is the end")
  func stJohns() throws {
    let stJohns = zone("America/St_Johns")
    let start = zoned("1982-04-30T00:00:44-02:30", in: stJohns)
    let end = zoned("2003-10-25T23:01:01-03:30", in: stJohns)
    let result = try start.until(end, largestUnit: .years)
    #expect(try start.adding(result) == end)
  }

  /// Issue 37: St John's clocks went back at 2010-11-07 00:01 -02:30
  /// (02:31Z) to 2010-11-06 23:01 -03:30, so the midnight of the 7th
  /// happened twice and the wall-clock dates run against the instants:
  /// 2010-11-06T23:30-03:30 (03:00Z) is after 2010-11-07T00:00:30-02:30
  /// (02:30:30Z), by 29 min 30 s (zoneinfo). Counting the dates gave
  /// P1D and -PT24H29M30S, mixing signs (tc39/proposal-temporal#3311).
  @Test("across a midnight that happens twice: the exact time, never mixed signs")
  func repeatedMidnight() throws {
    let stJohns = zone("America/St_Johns")
    let start = zoned("2010-11-06T23:30:00-03:30", in: stJohns)
    let end = zoned("2010-11-07T00:00:30-02:30", in: stJohns)
    for unit in [DateTimeUnit.years, .months, .weeks, .days] {
      #expect(try start.until(end, largestUnit: unit) == Period(minutes: -29, seconds: -30))
      #expect(try end.since(start, largestUnit: unit) == Period(minutes: -29, seconds: -30))
    }
    // Every pair of instants every 30 s from 02:00Z to 04:30Z (the
    // repeated hour and both sides): one sign, and start + result = end.
    let first = try Date(rfc3339: "2010-11-07T02:00:00Z").timeIntervalSince1970
    let instants = try (0...300).map { try ZonedDateTime(epochSeconds: Int64(first) + Int64($0 * 30), in: stJohns) }
    var pairs = 0
    for a in instants.striding(by: 10) {
      for b in instants {
        let result = try a.until(b, largestUnit: .days)
        let fields = [result.days, result.hours, result.minutes, result.seconds]
        #expect(fields.allSatisfy { $0 >= 0 } || fields.allSatisfy { $0 <= 0 }, "\(a) → \(b): \(result)")
        #expect(try a.adding(result) == b, "\(a) → \(b): \(result)")
        pairs += 1
      }
    }
    #expect(pairs == 31 * 301)
  }

  @Test("random pairs in zones with gaps, overlaps and skipped days: round trip, one sign", .tags(.property))
  func roundTrips() throws {
    var random = SplitMix(state: 20_261_124)
    let zones = ["America/St_Johns", "America/Havana", "Asia/Beirut", "America/Sao_Paulo", "Pacific/Apia", "Australia/Lord_Howe", "Europe/Dublin", "UTC"].map { zone($0) }
    var checked = 0
    for round in 0..<4_000 {
      let zone = zones[round % zones.count]
      let a = try ZonedDateTime(epochSeconds: Int64(random.next() % 2_000_000_000) - 500_000_000, in: zone)
      // Half the ends near the start (hours to weeks), half far.
      let span = round % 2 == 0 ? Int64(random.next() % 3_000_000) : Int64(random.next() % 1_000_000_000)
      let b = try a.adding(exactly: .seconds(round % 4 < 2 ? span : -span))
      for unit in [DateTimeUnit.years, .months, .weeks, .days, .hours] {
        let result = try a.until(b, largestUnit: unit)
        #expect(try a.adding(result) == b, "\(zone) \(a) → \(b) \(unit): \(result)")
        let fields = [result.years, result.months, result.weeks, result.days, result.hours, result.minutes, result.seconds, result.nanoseconds]
        #expect(fields.allSatisfy { $0 >= 0 } || fields.allSatisfy { $0 <= 0 }, "\(result)")
        checked += 1
      }
    }
    #expect(checked == 20_000)
  }
}

extension Array {
  /// Every `step`th element, from the first.
  func striding(by step: Int) -> [Element] { stride(from: 0, to: count, by: step).map { self[$0] } }
}
