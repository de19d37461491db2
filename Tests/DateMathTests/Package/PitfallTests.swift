import DateMath
import Foundation
import Testing

/// The examples of docs/pitfalls.md that no other test covers.
@Suite("docs/pitfalls.md examples")
struct PitfallTests {
  @Test("24 hours after a Saturday noon before fall-back is 11:00 on Sunday", .tags(.dst))
  func twentyFourHoursIsNotADay() throws {
    let newYork = zone("America/New_York")
    let noon = zoned("2017-11-04T12:00:00-04:00", in: newYork)
    #expect(try noon.adding(exactly: .seconds(86_400)) == zoned("2017-11-05T11:00:00-05:00", in: newYork))
    #expect(try noon.adding(.days(1)) == zoned("2017-11-05T12:00:00-05:00", in: newYork))
  }

  @Test("YYYY is the ISO week-numbering year: 2024-12-30 prints as 2025")
  func weekYearPattern() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "YYYY-MM-dd"
    let day = try ZonedDateTime(startOf: CivilDate(parsing: "2024-12-30"), in: .utc).date
    #expect(formatter.string(from: day) == "2025-12-30")  // the pitfall, as Foundation shows it
    formatter.dateFormat = "yyyy-MM-dd"
    #expect(formatter.string(from: day) == "2024-12-30")
    #expect(try CivilDate(parsing: "2024-12-30").isoWeekDate.description == "2025-W01-1")
  }
}
