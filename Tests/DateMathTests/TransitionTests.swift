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
    #expect(spring.description == "2017-03-12T07:00:00Z -05:00 → -04:00 (gap of 1h)")
    #expect(try newYork.nextTransition(after: instant("2017-01-01T00:00:00Z")) == spring)
    #expect(try newYork.nextTransition(after: instant("2017-03-12T06:59:59Z")) == spring)
    #expect(try newYork.nextTransition(after: spring.date) == transition("2017-11-05T06:00:00Z", -14_400, -18_000))
    #expect(try newYork.previousTransition(before: spring.date) == transition("2016-11-06T06:00:00Z", -14_400, -18_000))
    #expect(try newYork.previousTransition(before: spring.date.addingTimeInterval(0.5)) == spring)
    let year = try newYork.transitions(in: instant("2017-01-01T00:00:00Z")..<instant("2018-01-01T00:00:00Z"))
    #expect(year.map(\.date) == [instant("2017-03-12T07:00:00Z"), instant("2017-11-05T06:00:00Z")])
    #expect(try newYork.transitions(in: spring.date..<spring.date.addingTimeInterval(1)) == [spring])
    #expect(try newYork.transitions(in: spring.date.addingTimeInterval(-1)..<spring.date).isEmpty)
  }

  @Test("changes of name or DST flag that keep the offset are not transitions", .tags(.foundationDefect))
  func spuriousTransitions() throws {
    // America/Adak 1983-10-30: AHDT -10 became HST -10. Foundation reports it.
    #expect(try zone("America/Adak").nextTransition(after: instant("1983-10-01T00:00:00Z"))
      == transition("1984-04-29T12:00:00Z", -36_000, -32_400))
    // Africa/Tripoli 2013-10-25: CEST +2 became EET +2, and has stayed.
    #expect(try zone("Africa/Tripoli").nextTransition(after: instant("2013-04-01T00:00:00Z")) == nil)
  }

  @Test("zones with one offset have no transitions")
  func noTransitions() throws {
    #expect(try Zone.utc.nextTransition(after: instant("2000-01-01T00:00:00Z")) == nil)
    #expect(try Zone.utc.previousTransition(before: instant("2000-01-01T00:00:00Z")) == nil)
    let fixed = Zone(timeZone: TimeZone(secondsFromGMT: 19_800) ?? .gmt)
    #expect(try fixed.transitions(in: instant("1900-01-01T00:00:00Z")..<instant("2100-01-01T00:00:00Z")).isEmpty)
  }

  @Test("transitions past 2200 come from Foundation's rules")
  func farFuture() throws {
    let newYork = zone("America/New_York")
    let next = try newYork.nextTransition(after: instant("2300-01-01T00:00:00Z"))
    #expect(next?.offsetBefore.seconds == -18_000)
    #expect(next?.offsetAfter.seconds == -14_400)
    #expect(try newYork.localDate(for: next?.date ?? .distantPast).month == 3)
    let previous = try newYork.previousTransition(before: instant("2300-01-01T00:00:00Z"))
    #expect(try newYork.localDate(for: previous?.date ?? .distantPast) == date("2299-11-05"))
  }

  @Test("transitions whose wall clocks would pass year 9999 are not reported")
  func pastTheRange() throws {
    let newYork = zone("America/New_York")
    #expect(try newYork.nextTransition(after: instant("9999-12-01T00:00:00Z")) == nil)
    #expect(try newYork.nextTransition(after: Date(timeIntervalSince1970: 3.2e11)) == nil)
    let last = try newYork.previousTransition(before: instant("9999-12-31T00:00:00Z"))
    #expect(try newYork.localDate(for: last?.date ?? .distantPast).year == 9999)
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
