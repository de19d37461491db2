import DateMath
import Foundation
import Testing

/// The POSIX TZ string of a TZif footer, which gives every offset after a
/// zone's last listed transition (for slim files such as IANA's
/// `America/New_York`, everything after 2007) and up to year 9999. Each
/// string rules alone in a file with no transitions. Expected changes come
/// from two independent implementations, Python's zoneinfo and glibc, by
/// `Fixtures/generator/posix_footer_oracle.py` (which says which is right
/// where they differ).
@Suite("POSIX TZ footers", .tags(.dst))
struct POSIXFooterTests {
  struct FooterCase: CustomTestStringConvertible, Sendable {
    let footer: String
    let year: Int
    let changes: [(String, Int)]
    init(_ footer: String, year: Int, changes: [(String, Int)]) {
      self.footer = footer
      self.year = year
      self.changes = changes
    }
    var testDescription: String { "\(footer) in \(year)" }
  }

  static let cases: [FooterCase] = [
    FooterCase("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", year: 2030, changes: [("2030-03-31T01:00:00Z", -7200), ("2030-10-27T01:00:00Z", -10800)]),
    FooterCase("EST5EDT,M3.2.0,M11.1.0", year: 2030, changes: [("2030-03-10T07:00:00Z", -14400), ("2030-11-03T06:00:00Z", -18000)]),
    FooterCase("EST5EDT,M3.2.0,M11.1.0", year: 9999, changes: [("9999-03-14T07:00:00Z", -14400), ("9999-11-07T06:00:00Z", -18000)]),
    FooterCase("AAA0BBB,M3.1.0/167,M10.1.0/-167", year: 2031, changes: [("2031-03-08T23:00:00Z", 3600), ("2031-09-28T00:00:00Z", 0)]),
    FooterCase("JJJ3KKK,J60/2,J300/2", year: 2027, changes: [("2027-03-01T05:00:00Z", -7200), ("2027-10-27T04:00:00Z", -10800)]),
    FooterCase("JJJ3KKK,J60/2,J300/2", year: 2028, changes: [("2028-03-01T05:00:00Z", -7200), ("2028-10-27T04:00:00Z", -10800)]),
    // NNN3OOO,59/2,300/2 2027: zoneinfo and glibc disagree; glibc is right (see the oracle's notes)
    FooterCase("NNN3OOO,59/2,300/2", year: 2027, changes: [("2027-03-01T05:00:00Z", -7200), ("2027-10-28T04:00:00Z", -10800)]),
    // NNN3OOO,59/2,300/2 2028: zoneinfo and glibc disagree; glibc is right (see the oracle's notes)
    FooterCase("NNN3OOO,59/2,300/2", year: 2028, changes: [("2028-02-29T05:00:00Z", -7200), ("2028-10-27T04:00:00Z", -10800)]),
    FooterCase("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", year: 2030, changes: [("2030-04-06T15:00:00Z", 37800), ("2030-10-05T15:30:00Z", 39600)]),
    FooterCase("IST-1GMT0,M10.5.0,M3.5.0/1", year: 2030, changes: [("2030-03-31T01:00:00Z", 3600), ("2030-10-27T01:00:00Z", 0)]),
    // EST5EDT,0/0,J365/25 2030: zoneinfo and glibc disagree; zoneinfo is right (see the oracle's notes)
    FooterCase("EST5EDT,0/0,J365/25", year: 2030, changes: []),
    FooterCase("<-01>1<+00>-0:30,M2.1.6/23:59:59,M11.5.3/1:02:03", year: 2030, changes: [("2030-02-03T00:59:59Z", 1800), ("2030-11-27T00:32:03Z", -3600)]),
  ]

  @Test("the changes of offset in a year", arguments: cases)
  func changes(_ c: FooterCase) throws {
    let zone = try Zone(identifier: "Test/Footer", tzif: TZifBuilder.footerOnly(c.footer).data)
    let start = instant(String(format: "%04d-01-01T00:00:00Z", c.year))
    let end = c.year < 9999 ? instant(String(format: "%04d-01-01T00:00:00Z", c.year + 1)) : instant("9999-12-30T00:00:00Z")
    let found = try zone.transitions(in: start..<end)
    #expect(found.map(\.date) == c.changes.map { instant($0.0) })
    #expect(found.map(\.offsetAfter.seconds) == c.changes.map(\.1))
    // One second before each change, the offset is still the old one.
    for (change, transition) in zip(c.changes, found) {
      #expect(try zone.offset(at: instant(change.0).addingTimeInterval(-1)) == transition.offsetBefore)
    }
  }

  @Test("daylight saving time all year: one offset, no transition, flagged DST")
  func permanentDaylightTime() throws {
    let zone = try Zone(identifier: "Test/AllYear", tzif: TZifBuilder.footerOnly("EST5EDT,0/0,J365/25").data)
    for probe in ["2030-01-01T00:00:00Z", "2030-01-01T04:59:59Z", "2030-07-01T00:00:00Z", "2030-12-31T23:59:59Z", "9000-01-01T02:00:00Z"] {
      #expect(try zone.offset(at: instant(probe)).seconds == -14_400, "\(probe)")
      #expect(try zone.isDaylightSavingTime(at: instant(probe)), "\(probe)")
      #expect(try zone.abbreviation(at: instant(probe)) == "EDT", "\(probe)")
    }
    #expect(zoned("2030-01-01T00:00:00Z", in: zone).nextTransition() == nil)
  }

  @Test("past 2200 the footer, not Foundation, gives the offsets")
  func farFuture() throws {
    // New York's footer is EST5EDT,M3.2.0,M11.1.0; expected changes of
    // 9999 are in the table above (zoneinfo and glibc agree).
    let newYork = try Zone(identifier: "America/New_York", source: .bundled)
    let next = try #require(zoned("9999-01-01T00:00:00Z", in: newYork).nextTransition())
    #expect(next.date == instant("9999-03-14T07:00:00Z"))
    #expect(try newYork.offset(at: instant("9999-07-01T00:00:00Z")).seconds == -14_400)
    let previous = try #require(zoned("9999-12-01T00:00:00Z", in: newYork).previousTransition())
    #expect(previous.date == instant("9999-11-07T06:00:00Z"))
    // Under 2026f America/Vancouver keeps -07:00 all year (footer MST7).
    let vancouver = try Zone(identifier: "America/Vancouver", source: .bundled)
    #expect(try vancouver.offset(at: instant("8000-01-15T00:00:00Z")).seconds == -25_200)
    #expect(zoned("2027-01-01T00:00:00Z", in: vancouver).nextTransition() == nil)
  }

  @Test("a footer designation is at most 16 bytes, as in the data block; a long one is not printed whole")
  func designationLength() throws {
    let sixteen = String(repeating: "A", count: 16)
    _ = try Zone(identifier: "Test/Sixteen", tzif: TZifBuilder.footerOnly("\(sixteen)5").data)
    _ = try Zone(identifier: "Test/Sixteen", tzif: TZifBuilder.footerOnly("EST5<\(sixteen)>,M3.2.0,M11.1.0").data)
    for footer in ["\(sixteen)A5", "EST5<\(sixteen)A>", String(repeating: "A", count: 70_000) + "5"] {
      do {
        _ = try Zone(identifier: "Test/Long", tzif: TZifBuilder.footerOnly(footer).data)
        Issue.record("a designation of more than 16 bytes was accepted")
      } catch {
        #expect(error.kind == .invalidTZData)
        #expect(error.message.contains("at most 16"), "\(error.message.prefix(300))")
        #expect(error.message.utf8.count < 400, "the error quotes \(error.message.utf8.count) bytes")
      }
    }
  }
}
