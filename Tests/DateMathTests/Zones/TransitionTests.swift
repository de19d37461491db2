import DateMath
import Foundation
import Testing

@Suite("Zone transitions", .tags(.dst))
struct TransitionTests {
  func transition(_ at: String, _ before: Int, _ after: Int) -> ZoneTransition? {
    try? ZoneTransition(
      date: instant(at), offsetBefore: UTCOffset(seconds: before),
      offsetAfter: UTCOffset(seconds: after))
  }

  @Test("next and previous around New York's 2017 changes")
  func newYork() throws {
    let newYork = zone("America/New_York")
    let spring = try #require(transition("2017-03-12T07:00:00Z", -18_000, -14_400))
    #expect(spring.description == "2017-03-12 02:00 → 03:00 (-05:00 → -04:00, gap of 1h) at 2017-03-12T07:00:00Z")
    #expect(zoned("2017-01-01T00:00:00Z", in: newYork).nextTransition() == spring)
    #expect(zoned("2017-03-12T06:59:59Z", in: newYork).nextTransition() == spring)
    let atSpring = try ZonedDateTime(spring.date, in: newYork)
    #expect(atSpring.nextTransition() == transition("2017-11-05T06:00:00Z", -14_400, -18_000))
    #expect(atSpring.previousTransition() == transition("2016-11-06T06:00:00Z", -14_400, -18_000))
    #expect(try atSpring.adding(exactly: .milliseconds(500)).previousTransition() == spring)
    let year = try newYork.transitions(in: instant("2017-01-01T00:00:00Z")..<instant("2018-01-01T00:00:00Z"))
    #expect(year.map(\.date) == [instant("2017-03-12T07:00:00Z"), instant("2017-11-05T06:00:00Z")])
    #expect(try newYork.transitions(in: spring.date..<spring.date.addingTimeInterval(1)) == [spring])
    #expect(try newYork.transitions(in: spring.date.addingTimeInterval(-1)..<spring.date).isEmpty)
  }

  // Issue 22: the description showed only UTC and "0h 30m"; a reader of
  // Zone.transitions(in:) wants the wall clock the zone's people saw.
  @Test("a transition's description shows the zone's wall clock and the size without zero parts")
  func descriptionShowsWallClock() throws {
    let lordHowe = try #require(transition("2027-10-02T15:30:00Z", 37_800, 39_600))
    #expect(lordHowe.description == "2027-10-03 02:00 → 02:30 (+10:30 → +11:00, gap of 30m) at 2027-10-02T15:30:00Z")
    #expect(try zone("Australia/Lord_Howe").transitions(
      in: instant("2027-09-01T00:00:00Z")..<instant("2027-11-01T00:00:00Z")) == [lordHowe])
    let fallBack = try #require(transition("2017-11-05T06:00:00Z", -14_400, -18_000))
    #expect(fallBack.description == "2017-11-05 02:00 → 01:00 (-04:00 → -05:00, overlap of 1h) at 2017-11-05T06:00:00Z")
    // Apia skipped 2011-12-30: the second clock names its date.
    let apia = try #require(transition("2011-12-30T10:00:00Z", -36_000, 50_400))
    #expect(apia.description == "2011-12-30 00:00 → 2011-12-31 00:00 (-10:00 → +14:00, gap of 24h) at 2011-12-30T10:00:00Z")
    // Local mean time to standard time: hours, minutes and seconds.
    let paris = try #require(transition("1911-03-10T23:50:39Z", 561, 0))
    #expect(paris.description == "1911-03-11 00:00 → 1911-03-10 23:50:39 (+00:09:21 → +00:00, overlap of 9m 21s) at 1911-03-10T23:50:39Z")
  }

  @Test("changes of name or DST flag that keep the offset are not transitions", .tags(.foundationDefect))
  func spuriousTransitions() throws {
    // America/Adak 1983-10-30: AHDT -10 became HST -10. Foundation reports it.
    #expect(zoned("1983-10-01T00:00:00Z", in: zone("America/Adak")).nextTransition()
      == transition("1984-04-29T12:00:00Z", -36_000, -32_400))
    // Africa/Tripoli 2013-10-25: CEST +2 became EET +2, and has stayed.
    #expect(zoned("2013-04-01T00:00:00Z", in: zone("Africa/Tripoli")).nextTransition() == nil)
  }

  @Test("zones with one offset have no transitions")
  func noTransitions() throws {
    #expect(zoned("2000-01-01T00:00:00Z", in: .utc).nextTransition() == nil)
    #expect(zoned("2000-01-01T00:00:00Z", in: .utc).previousTransition() == nil)
    let fixed = Zone(timeZone: TimeZone(secondsFromGMT: 19_800) ?? .gmt)
    #expect(try fixed.transitions(in: instant("1900-01-01T00:00:00Z")..<instant("2100-01-01T00:00:00Z")).isEmpty)
  }

  @Test("transitions past 2200 come from Foundation's rules")
  func farFuture() throws {
    let newYork = zone("America/New_York")
    let newYear2300 = zoned("2300-01-01T00:00:00Z", in: newYork)
    let next = newYear2300.nextTransition()
    #expect(next?.offsetBefore.seconds == -18_000)
    #expect(next?.offsetAfter.seconds == -14_400)
    #expect(try ZonedDateTime(next?.date ?? .distantPast, in: newYork).localDateTime.date.month == 3)
    let previous = newYear2300.previousTransition()
    #expect(try ZonedDateTime(previous?.date ?? .distantPast, in: newYork).localDateTime.date == date("2299-11-05"))
  }

  @Test("transitions whose wall clocks would pass year 9999 are not reported")
  func pastTheRange() throws {
    let newYork = zone("America/New_York")
    #expect(zoned("9999-12-01T00:00:00Z", in: newYork).nextTransition() == nil)
    // 0.2 answered nextTransition(after:) of an instant in year 12110 (nil);
    // no ZonedDateTime is that far, so the interval form says it.
    #expect(error { () throws(DateMathError) in try ZonedDateTime(Date(timeIntervalSince1970: 3.2e11), in: newYork) }?.kind == .outOfRange)
    #expect(try newYork.transitions(in: Date(timeIntervalSince1970: 3.2e11)..<Date(timeIntervalSince1970: 3.9e11)).isEmpty)
    #expect(try newYork.transitions(in: instant("9999-12-01T00:00:00Z")..<Date(timeIntervalSince1970: 3.9e11)).isEmpty)
    let last = zoned("9999-12-31T00:00:00Z", in: newYork).previousTransition()
    #expect(try ZonedDateTime(last?.date ?? .distantPast, in: newYork).localDateTime.date.year == 9999)
  }

  @Test("a transition must be able to exist")
  func transitionValidation() {
    #expect(error { () throws(DateMathError) in
      try ZoneTransition(date: Date(timeIntervalSince1970: 1e20), offsetBefore: .zero, offsetAfter: .zero)
    }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in
      try ZoneTransition(date: Date(), offsetBefore: UTCOffset(seconds: .min), offsetAfter: .zero)
    }?.kind == .outOfRange)
  }
}
