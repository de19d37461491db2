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
      #expect(throws: DateMathError.self) { try day.adding(period, monthEnd: .reject) }
    } else {
      #expect(try day.adding(period, monthEnd: .reject) == day.adding(period))
    }
  }

  @Test("reject names the month; clamp stays the default")
  func reject() throws {
    let newYork = zone("America/New_York")
    let start = zoned("2017-01-31T09:00:00-05:00", in: newYork)
    #expect(try start.adding(.months(1)) == zoned("2017-02-28T09:00:00-05:00", in: newYork))
    #expect(try start.adding(.months(1)) == start.adding(.months(1), monthEnd: .clamp))
    do {
      _ = try start.adding(.months(1), monthEnd: .reject)
      Issue.record("a clamp was accepted")
    } catch {
      #expect(error.kind == .invalidDate)
      // 0.2 said "(overflow: .reject; .constrain would give 2017-02-28)".
      #expect(error.message == "2017-01-31 + P1M would be day 31 of 2017-02, which has 28 days (the month-end policy is reject; clamp would give 2017-02-28)")
    }
    #expect(try start.localDateTime.date.dayClamp(adding: .months(1))?.description == "2017-02 has 28 days: day 31 became 2017-02-28")
    #expect(try start.adding(.months(2), monthEnd: .reject).localDateTime.description == "2017-03-31T09:00:00")
  }
}
