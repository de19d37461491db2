import DateMath
import Foundation
import Testing

/// Month ends: clamped by default, refused with `.reject`, and reported by
/// `dayClamp(adding:)`. Hand-checked: February 2017 has 28 days, February
/// 2024 has 29, April 30.
@Suite("Month-end overflow", .tags(.leap))
struct OverflowTests {
  @Test(
    "clamps are reported; days that exist are not",
    arguments: [
      ("2017-01-31", Period(months: 1), "2017-02-28"), ("2024-01-31", Period(months: 1), "2024-02-29"),
      ("2024-02-29", Period(years: 1), "2025-02-28"), ("2017-03-31", Period(months: 1, days: 3), "2017-04-30"),
      ("2017-01-31", Period(months: -2), "2016-11-30"), ("2017-01-30", Period(months: -2), nil),
      ("2017-01-28", Period(months: 1), nil), ("2017-01-31", Period(days: 31), nil),
      ("2017-01-31", Period(months: 2), nil), ("2024-02-29", Period(years: 4), nil),
    ] as [(String, Period, String?)])
  func dayClamp(start: String, period: Period, clampedTo: String?) throws {
    let day = try CivilDate(parsing: start)
    let clamp = try day.dayClamp(adding: period)
    #expect(clamp?.day.description == clampedTo)
    if clampedTo != nil {
      #expect(clamp?.requestedDay == day.day)
      #expect(throws: DateMathError.self) { try day.adding(period, overflow: .reject) }
    } else {
      #expect(try day.adding(period, overflow: .reject) == day.adding(period))
    }
  }

  @Test("reject names the month; constrain stays the default")
  func reject() throws {
    let newYork = zone("America/New_York")
    let start = instant("2017-01-31T09:00:00-05:00")
    #expect(try newYork.adding(.months(1), to: start) == instant("2017-02-28T09:00:00-05:00"))
    do {
      _ = try newYork.adding(.months(1), to: start, overflow: .reject)
      Issue.record("a clamp was accepted")
    } catch {
      #expect(error.kind == .invalidDate)
      #expect(error.message == "2017-01-31 + P1M would be day 31 of 2017-02, which has 28 days (overflow: .reject; .constrain would give 2017-02-28)")
    }
    let zoned = try ZonedDateTime(start, in: newYork)
    #expect(try zoned.dayClamp(adding: .months(1))?.description == "2017-02 has 28 days: day 31 became 2017-02-28")
    #expect(throws: DateMathError.self) { try zoned.adding(.months(1), overflow: .reject) }
    #expect(try zoned.adding(.months(2), overflow: .reject).localDateTime.description == "2017-03-31T09:00:00")
  }
}
