import DateMath
import Foundation
import Testing

@Suite("CivilDate", .tags(.civil))
struct CivilDateTests {
  @Test("rejects days that do not exist, naming the month's length", arguments: [
    (2023, 2, 29, "2023-02-29 is not a date: February 2023 has 28 days"),
    (2023, 2, 30, "2023-02-30 is not a date: February 2023 has 28 days"),
    (2024, 2, 30, "2024-02-30 is not a date: February 2024 has 29 days"),
    (2024, 4, 31, "2024-04-31 is not a date: April 2024 has 30 days"),
    (1900, 2, 29, "1900-02-29 is not a date: February 1900 has 28 days"),
    (2024, 1, 0, "2024-01-00 is not a date: January 2024 has 31 days"),
  ])
  func invalidDays(year: Int, month: Int, day: Int, message: String) {
    let failure = error { () throws(DateMathError) in
      try CivilDate(year: year, month: month, day: day)
    }
    #expect(failure?.kind == .invalidDate)
    #expect(failure?.message == message)
  }

  @Test("rejects months outside 1...12 and years outside -9999...9999")
  func invalidFields() {
    #expect(error { () throws(DateMathError) in try CivilDate(year: 2024, month: 13, day: 1) }?.kind == .invalidDate)
    #expect(error { () throws(DateMathError) in try CivilDate(year: 2024, month: 0, day: 1) }?.kind == .invalidDate)
    #expect(error { () throws(DateMathError) in try CivilDate(year: -50000, month: 1, day: 1) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try CivilDate(year: 99999, month: 1, day: 1) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try CivilDate(year: .max, month: 1, day: 1) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try CivilDate(daysSince1970: .min) }?.kind == .outOfRange)
  }

  @Test("leap years follow the Gregorian rule", .tags(.leap), arguments: [
    (1600, true), (1700, false), (1800, false), (1900, false), (2000, true),
    (2004, true), (2023, false), (2024, true), (2100, false), (2400, true),
    (0, true), (-4, true), (-100, false),
  ])
  func leapYears(year: Int, leap: Bool) throws {
    #expect(CivilDate.isLeapYear(year) == leap)
    #expect(try CivilDate.daysInMonth(year: year, month: 2) == (leap ? 29 : 28))
  }

  @Test("weekday, day of year and days since 1970", arguments: [
    ("1970-01-01", Weekday.thursday, 1, 0),
    ("2000-02-29", .tuesday, 60, 11_016),
    ("2024-12-31", .tuesday, 366, 20_088),
    ("2023-12-31", .sunday, 365, 19_722),
    ("0001-01-01", .monday, 1, -719_162),  // ISO 8601: Monday (Foundation: Saturday)
    ("1582-10-04", .monday, 277, -141_438),  // proleptic; Julian calendars call it Thursday
    ("1969-12-31", .wednesday, 365, -1),
  ])
  func weekdays(text: String, weekday: Weekday, dayOfYear: Int, days: Int) throws {
    let day = try CivilDate(parsing: text)
    #expect(day.weekday == weekday)
    #expect(day.dayOfYear == dayOfYear)
    #expect(day.daysSince1970 == days)
    #expect(try CivilDate(daysSince1970: days) == day)
  }

  @Test("ISO 8601 week dates, including week-year changes", arguments: [
    ("2024-12-30", "2025-W01-1"), ("2024-12-29", "2024-W52-7"),
    ("2021-01-03", "2020-W53-7"), ("2021-01-04", "2021-W01-1"),
    ("2020-12-31", "2020-W53-4"), ("2008-12-29", "2009-W01-1"),
    ("2010-01-03", "2009-W53-7"), ("2005-01-01", "2004-W53-6"),
    ("2026-11-23", "2026-W48-1"), ("2027-01-01", "2026-W53-5"),
  ])
  func isoWeeks(text: String, expected: String) throws {
    #expect(try CivilDate(parsing: text).isoWeekDate.description == expected)
  }

  @Test("weeks in an ISO year", arguments: [
    (2004, 53), (2009, 53), (2015, 53), (2020, 53), (2026, 53), (2021, 52), (2024, 52),
  ])
  func weeksInYear(year: Int, weeks: Int) {
    #expect(ISOWeekDate.weeksInYear(year) == weeks)
  }

  @Test("adding months clamps to the month's last day", .tags(.leap), arguments: [
    ("2017-01-31", 1, "2017-02-28"), ("2024-01-31", 1, "2024-02-29"),
    ("2017-01-31", 2, "2017-03-31"), ("2017-01-31", 3, "2017-04-30"),
    ("2000-02-29", -24, "1998-02-28"),  // Foundation on Linux: 1998-03-01
    ("2024-03-31", -25, "2022-02-28"),  // Foundation on Linux: 2022-03-01
    ("2024-03-31", -1, "2024-02-29"), ("2023-03-31", -1, "2023-02-28"),
    ("2017-12-15", 1, "2018-01-15"), ("2018-01-15", -1, "2017-12-15"),
    ("0001-01-31", -1, "0000-12-31"), ("2017-05-31", 0, "2017-05-31"),
  ])
  func addingMonths(start: String, months: Int, expected: String) throws {
    #expect(try CivilDate(parsing: start).adding(months: months).description == expected)
  }

  @Test("adding years turns 29 February into 28 February", .tags(.leap), arguments: [
    ("2024-02-29", 1, "2025-02-28"), ("2024-02-29", 4, "2028-02-29"),
    ("2000-02-29", 100, "2100-02-28"), ("2024-02-29", -124, "1900-02-28"),
    ("2023-06-15", 1, "2024-06-15"),
  ])
  func addingYears(start: String, years: Int, expected: String) throws {
    #expect(try CivilDate(parsing: start).adding(years: years).description == expected)
  }

  @Test("adding days, and the distance between dates")
  func addingDays() throws {
    let day = try CivilDate(parsing: "2024-02-28")
    #expect(try day.adding(days: 1).description == "2024-02-29")
    #expect(try day.adding(days: 2).description == "2024-03-01")
    #expect(try day.adding(days: -59).description == "2023-12-31")
    #expect(day.distance(to: try CivilDate(parsing: "2025-02-28")) == 366)
    #expect(day.until(try CivilDate(parsing: "2025-02-28")).days == 366)
  }

  @Test("arithmetic past the supported range is an error, never a trap")
  func arithmeticOutOfRange() throws {
    let day = try CivilDate(parsing: "9999-12-31")
    #expect(error { () throws(DateMathError) in try day.adding(days: 1) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try day.adding(days: .max) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try day.adding(months: .min) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try day.adding(years: .max) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try day.adding(years: Int.max / 12) }?.kind == .outOfRange)
    let first = try CivilDate(parsing: "-009999-01-01")
    #expect(error { () throws(DateMathError) in try first.adding(days: -1) }?.kind == .outOfRange)
  }

  @Test("ISO 8601 text round-trips; other text is refused", arguments: [
    "2017-01-31", "0000-01-01", "9999-12-31", "-000050-03-01", "-009999-01-01",
  ])
  func textRoundTrip(text: String) throws {
    let day = try CivilDate(parsing: text)
    #expect(day.description == text)
    #expect(CivilDate(day.description) == day)
  }

  @Test("malformed text is an invalidFormat error", arguments: [
    "", "2017-1-31", "2017-01-31T00:00", "17-01-31", " 2017-01-31", "2017-01-31 ",
    "2017/01/31", "-000000-01-01", "+10000-01-01", "2017-01-3a",
  ])
  func malformedText(text: String) {
    #expect(error { () throws(DateMathError) in try CivilDate(parsing: text) }?.kind == .invalidFormat)
    #expect(CivilDate(text) == nil)
  }

  @Test("Codable uses the string form; bad strings name the coding path")
  func codable() throws {
    struct Event: Codable, Equatable { var day: CivilDate }
    let event = Event(day: try CivilDate(parsing: "2024-02-29"))
    let json = try JSONEncoder().encode(event)
    #expect(String(decoding: json, as: UTF8.self) == #"{"day":"2024-02-29"}"#)
    #expect(try JSONDecoder().decode(Event.self, from: json) == event)
    do {
      _ = try JSONDecoder().decode(Event.self, from: Data(#"{"day":"2023-02-29"}"#.utf8))
      Issue.record("decoded an invalid date")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == ["day"])
      #expect(context.debugDescription.contains("February 2023 has 28 days"))
    }
  }

  @Test("ordering follows the calendar")
  func ordering() throws {
    let days = try ["2024-02-29", "-000001-12-31", "2023-12-31", "0000-01-01"]
      .map { text throws(DateMathError) in try CivilDate(parsing: text) }
    #expect(days.sorted().map(\.description) == [
      "-000001-12-31", "0000-01-01", "2023-12-31", "2024-02-29",
    ])
  }
}
