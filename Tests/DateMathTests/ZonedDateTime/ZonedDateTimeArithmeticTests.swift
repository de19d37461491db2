import DateMath
import Foundation
import Testing

/// `ZonedDateTime` as the working type: the app tasks of issue 10 in one
/// or two lines each. Expected values are worked out by hand from the
/// zones' rules (New York 2017: clocks forward on 12 March, back on
/// 5 November; São Paulo 2018-11-04 began at 01:00).
@Suite("ZonedDateTime arithmetic", .tags(.dst))
struct ZonedDateTimeArithmeticTests {
  let newYork = zone("America/New_York")

  func at(_ text: String, _ zone: Zone) throws -> ZonedDateTime {
    try ZonedDateTime(CivilDateTime(parsing: text), in: zone)
  }

  @Test("a reminder tomorrow at the same time, across the DST change")
  func reminder() throws {
    let noon = try at("2017-03-11T12:00", newYork)
    #expect(try noon.adding(.days(1)).description == "2017-03-12T12:00:00-04:00[America/New_York]")
    #expect(try noon.adding(.hours(24)).description == "2017-03-12T13:00:00-04:00[America/New_York]")
    #expect(try noon.adding(.days(1)).subtracting(.days(1)) == noon)
    #expect(try noon.adding(exactly: .seconds(3600)).description == "2017-03-11T13:00:00-05:00[America/New_York]")
  }

  @Test("start of day, next day, length of the day")
  func days() throws {
    let saoPaulo = zone("America/Sao_Paulo")
    let evening = try at("2018-11-04T20:00", saoPaulo)
    #expect(try evening.startOfDay().description == "2018-11-04T01:00:00-02:00[America/Sao_Paulo]")
    #expect(try evening.startOfNextDay().description == "2018-11-05T00:00:00-02:00[America/Sao_Paulo]")
    #expect(try evening.lengthOfDay() == .seconds(23 * 3600))
    #expect(try at("2017-11-05T12:00", newYork).lengthOfDay() == .seconds(25 * 3600))
  }

  @Test("with a date or a time: the wall clock, resolved by the policy")
  func with() throws {
    let morning = try at("2017-03-10T02:30", newYork)
    #expect(try morning.with(date: CivilDate(parsing: "2017-03-12")).description == "2017-03-12T03:30:00-04:00[America/New_York]")
    #expect(throws: DateMathError.self) {
      try morning.with(date: CivilDate(parsing: "2017-03-12"), disambiguation: .reject)
    }
    #expect(try morning.with(time: CivilTime(hour: 9)).description == "2017-03-10T09:00:00-05:00[America/New_York]")
  }

  @Test("billing monthly from 31 January: anchored, lazy, no drift")
  func billing() throws {
    let first = try at("2017-01-31T09:00", newYork)
    let dates = try first.series(every: .months(1)).prefix(4).map { $0.localDateTime.description }
    #expect(dates == ["2017-01-31T09:00:00", "2017-02-28T09:00:00", "2017-03-31T09:00:00", "2017-04-30T09:00:00"])
    #expect(throws: DateMathError.self) { try first.series(every: Period(years: 1, months: -12)) }
    // The series ends where the supported range does.
    let late = try at("9999-10-31T09:00", newYork)
    #expect(Array(try late.series(every: .months(1))).count == 3)
  }

  @Test("a countdown and an age: until and since")
  func untilAndSince() throws {
    let now = try at("2024-03-09T12:00", newYork)
    let event = try at("2024-03-11T09:00", newYork)
    #expect(try now.until(event, largestUnit: .days).description == "P1DT21H")
    #expect(try now.until(event).description == "PT44H")
    // since counts back from the receiver's wall clock: 11 March 09:00 back
    // one day is 10 March 09:00 EDT, and 20 more hours (the clocks changed
    // on the 10th) reach 9 March 12:00 EST. Temporal gives the same.
    #expect(try event.since(now, largestUnit: .days).description == "P1DT20H")
    #expect(try now.since(event, largestUnit: .days).description == "-P1DT21H")
  }

  @Test("other zones and transitions")
  func zonesAndTransitions() throws {
    let noon = try at("2017-03-11T12:00", newYork)
    let tokyo = try noon.converted(to: zone("Asia/Tokyo"))
    #expect(tokyo.description == "2017-03-12T02:00:00+09:00[Asia/Tokyo]")
    #expect(tokyo.date == noon.date)
    #expect(noon.nextTransition()?.date == instant("2017-03-12T07:00:00Z"))
    #expect(noon.previousTransition()?.date == instant("2016-11-06T06:00:00Z"))
  }

  @Test("Comparable by instant, then zone, agreeing with ==")
  func order() throws {
    let noon = try at("2017-03-11T12:00", newYork)
    let tokyo = try noon.converted(to: zone("Asia/Tokyo"))
    let later = try noon.adding(.hours(1))
    #expect(noon < later)
    #expect(noon != tokyo && (noon < tokyo) != (tokyo < noon))
    #expect([later, tokyo, noon].sorted().last == later)
  }
}
