import DateMath
import Foundation
import Testing

/// Month ends (`MonthEndPolicy`): clamped by default, refused with
/// `.reject`, kept on the last day with `.lastDay`, and reported by
/// `dayClamp(adding:)`. Hand-checked: February 2017 has 28 days, February
/// 2024 has 29, April 30.
@Suite("Month ends", .tags(.leap))
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
      // 0.2 said "(monthEnd: .reject; .constrain would give 2017-02-28)".
      #expect(error.message == "2017-01-31 + P1M: 1 month on is day 31 of 2017-02, which has 28 days (the month-end policy is reject; clamp would use 2017-02-28)")
    }
    #expect(try start.localDateTime.date.dayClamp(adding: .months(1))?.description == "2017-02 has 28 days: day 31 became 2017-02-28")
    #expect(try start.adding(.months(2), monthEnd: .reject).localDateTime.description == "2017-03-31T09:00:00")
  }

  @Test("reject's message names the month move, not the whole period, and a move back as one")
  func rejectMessages() throws {
    let day = try CivilDate(parsing: "2017-01-31")
    let compound = error { () throws(DateMathError) in try day.adding(Period(months: 1, days: 1), monthEnd: .reject) }
    #expect(compound?.message == "2017-01-31 + P1M1D: 1 month on is day 31 of 2017-02, which has 28 days (the month-end policy is reject; clamp would use 2017-02-28)")
    let back = error { () throws(DateMathError) in
      try CivilDate(parsing: "2017-03-31").adding(.months(-1), monthEnd: .reject)
    }
    #expect(back?.message == "2017-03-31 - P1M: 1 month back is day 31 of 2017-02, which has 28 days (the month-end policy is reject; clamp would use 2017-02-28)")
    let years = error { () throws(DateMathError) in try CivilDate(parsing: "2016-02-29").adding(.years(1), monthEnd: .reject) }
    #expect(years?.message.hasPrefix("2016-02-29 + P1Y: 12 months on is day 29 of 2017-02") == true)
  }

  @Test(
    "lastDay: a last day of a month lands on the last day; other days clamp as with clamp",
    arguments: [
      ("2017-02-28", Period(months: 1), "2017-03-31"), ("2017-01-31", Period(months: 1), "2017-02-28"),
      ("2017-04-30", Period(months: 1), "2017-05-31"), ("2017-03-28", Period(months: 1), "2017-04-28"),
      ("2023-02-28", Period(years: 1), "2024-02-29"), ("2024-02-29", Period(years: 1), "2025-02-28"),
      ("2017-02-28", Period(months: -1), "2017-01-31"), ("2017-02-28", Period(days: 1), "2017-03-01"),
      ("2017-02-28", Period(months: 1, days: 1), "2017-04-01"),
    ] as [(String, Period, String)])
  func lastDay(start: String, period: Period, expected: String) throws {
    let day = try CivilDate(parsing: start)
    #expect(try day.adding(period, monthEnd: .lastDay).description == expected)
    // The zoned move takes the same rule: 09:00 in New York, across DST.
    let newYork = zone("America/New_York")
    let nine = try ZonedDateTime(CivilDateTime(date: day, time: CivilTime(hour: 9)), in: newYork)
    #expect(try nine.adding(period, monthEnd: .lastDay).localDateTime.description == "\(expected)T09:00:00")
  }

  @Test("a series refuses a reject policy rather than end silently at the first refused step")
  func seriesRefusesReject() throws {
    let start = zoned("2017-01-31T09:00:00-05:00", in: zone("America/New_York"))
    let month = error { () throws(DateMathError) in try start.series(every: .months(1), monthEnd: .reject) }
    #expect(month?.kind == .invalidArgument)
    let gap = error { () throws(DateMathError) in try start.series(every: .weeks(1), disambiguation: .reject) }
    #expect(gap?.kind == .invalidArgument)
    // Step k with the policy is adding k × the period, which throws.
    #expect(throws: DateMathError.self) { try start.adding(Period.months(1).multiplied(by: 1), monthEnd: .reject) }
    #expect(try start.adding(Period.months(1).multiplied(by: 2), monthEnd: .reject) == start.series(every: .months(1)).element(atStep: 2))
  }
}
