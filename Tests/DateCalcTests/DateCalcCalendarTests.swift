import Foundation
import Testing

/// `datecalc … --calendar`: dates in the world's calendars, with notes when
/// a month code or day was constrained. Expected dates are Temporal's
/// (reference implementation) and the calendars' published days.
@Suite("datecalc --calendar")
struct DateCalcCalendarTests {
  @Test("convert: an ISO date into a calendar, a calendar date back, a constrained one")
  func convert() throws {
    let hebrew = try datecalc(["convert", "2024-03-10", "--calendar", "hebrew"])
    #expect(hebrew.status == 0)
    #expect(hebrew.stdout == "5784-M05L-30 hebrew (am 5784; month 6 of 13, day 30 of 30) = 2024-03-10 Sunday\n")
    let persian = try datecalc(["convert", "1403-M12-30", "--calendar", "persian"])
    #expect(persian.stdout == "1403-M12-30 persian (ap 1403; month 12 of 12, day 30 of 30) = 2025-03-20 Thursday\n")
    let constrained = try datecalc(["convert", "5785-M05L-30", "--calendar", "hebrew"])
    #expect(constrained.stdout.contains("= 2025-03-29 Saturday"))
    #expect(constrained.stdout.contains("note: 5785-M05L-30 does not exist in the hebrew calendar: constrained to 5785-M06-29"))
    let rejected = try datecalc(["convert", "5785-M05L-30", "--calendar", "hebrew", "--overflow", "reject"])
    #expect(rejected.status != 0)
    #expect(rejected.stderr.contains("5785 has no month M05L"))
  }

  @Test("today in a calendar reads today in --zone")
  func today() throws {
    let run = try datecalc(arguments: ["convert", "today", "--calendar", "persian", "--zone", "Asia/Tehran"], now: "2025-03-20T21:00:00Z")
    // 21:00Z is 00:30 on 21 March in Tehran: Nowruz 1404.
    #expect(run.stdout.hasPrefix("1404-M01-01 persian"))
  }

  @Test("a calendar date without --calendar, and a date outside the tables, are one-line errors")
  func errors() throws {
    let missing = try datecalc(["convert", "5784-M05L-30"])
    #expect(missing.status != 0)
    let noCalendar = try datecalc(["add", "5784-M05L-30", "1y"])
    #expect(noCalendar.stderr.contains("give --calendar"))
    let outside = try datecalc(["convert", "1850-01-01", "--calendar", "chinese"])
    #expect(outside.stderr.contains("outside the chinese calendar's published tables"))
  }

  @Test("add: a year after 30 Adar I, with notes; reject")
  func add() throws {
    let run = try datecalc(["add", "5784-M05L-30", "1y", "--calendar", "hebrew"])
    #expect(run.stdout == """
      5785-M06-29 hebrew (am 5785; month 6 of 12, day 29 of 29) = 2025-03-29 Saturday
        from 5784-M05L-30 1y
      note: hebrew year 5785 has no month M05L: constrained to M06
      note: the month has 29 days: day 30 became 29

      """)
    let rejected = try datecalc(["add", "5784-M05L-30", "1y", "--calendar", "hebrew", "--overflow", "reject"])
    #expect(rejected.status != 0)
    let zoned = try datecalc(["add", "2025-02-18T09:00", "1mo", "--calendar", "persian", "--zone", "Asia/Tehran"])
    #expect(zoned.stdout.hasPrefix("2025-03-20T09:00:00+03:30[Asia/Tehran]\n  1403-M12-30 persian"))
  }

  @Test("diff and step in a calendar")
  func diffAndStep() throws {
    let diff = try datecalc(["diff", "5784-M05L-30", "5785-M06-29", "--calendar", "hebrew", "--json"])
    #expect(diff.stdout.contains("\"period\" : \"P12M29D\""))
    let step = try datecalc(["step", "5784-M05L-30", "--every", "1y", "--count", "4", "--calendar", "hebrew"])
    #expect(step.stdout.contains("3      5787-M05L-30 hebrew"))
    #expect(step.stdout.contains("1      5785-M06-29 hebrew"))
  }
}
