import Foundation
import Testing

/// `datecalc … --calendar`: dates in the world's calendars, with notes when
/// a month code or day was clamped. Expected dates are Temporal's
/// (reference implementation) and the calendars' published days.
@Suite("datecalc --calendar")
struct DateCalcCalendarTests {
  @Test("convert: an ISO date into a calendar, a calendar date back, a clamped one")
  func convert() throws {
    let hebrew = try datecalc(["convert", "2024-03-10", "--calendar", "hebrew"])
    #expect(hebrew.status == 0)
    #expect(hebrew.stdout == "5784-M05L-30 hebrew (am 5784; month 6 of 13, day 30 of 30) = 2024-03-10 Sunday\n")
    let persian = try datecalc(["convert", "1403-M12-30", "--calendar", "persian"])
    #expect(persian.stdout == "1403-M12-30 persian (ap 1403; month 12 of 12, day 30 of 30) = 2025-03-20 Thursday\n")
    let constrained = try datecalc(["convert", "5785-M05L-30", "--calendar", "hebrew"])
    #expect(constrained.stdout.contains("= 2025-03-29 Saturday"))
    #expect(constrained.stdout.contains("note: 5785-M05L-30 does not exist in the hebrew calendar: clamped to 5785-M06-29"))
    let rejected = try datecalc(["convert", "5785-M05L-30", "--calendar", "hebrew", "--month-end", "reject"])
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
      note: hebrew year 5785 has no month M05L: clamped to M06
      note: 5785-M06 (hebrew) has 29 days: day 30 became 5785-M06-29

      """)
    let rejected = try datecalc(["add", "5784-M05L-30", "1y", "--calendar", "hebrew", "--month-end", "reject"])
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

  @Test("recur --calendar: RSCALE from the option, dates in the calendar, notes where SKIP moved or dropped one")
  func recur() throws {
    // RFC 7529 §4.3.3's anniversary of 30 Adar I: 1 Nisan in common years
    // (Adar has 29 days). Checked by hand: Passover, 15 Nisan, was
    // 2025-04-13 and 2026-04-02, so 1 Nisan 2025-03-30 and 2026-03-19.
    let forward = try datecalc([
      "recur", "FREQ=YEARLY;SKIP=FORWARD", "--calendar", "hebrew", "--start", "5784-M05L-30", "--count", "3",
      "--zone", "Etc/UTC",
    ])
    #expect(forward.status == 0)
    #expect(forward.stdout == """
      1  Sun 2024-03-10T00:00:00+00:00[Etc/UTC]  5784-M05L-30
      2  Sun 2025-03-30T00:00:00+00:00[Etc/UTC]  5785-M07-01  (hebrew year 5785 has no month M05L: moved to 5785-M07-01; 5785-M06 (hebrew) has 29 days: moved to 5785-M07-01)
      3  Thu 2026-03-19T00:00:00+00:00[Etc/UTC]  5786-M07-01  (hebrew year 5786 has no month M05L: moved to 5786-M07-01; 5786-M06 (hebrew) has 29 days: moved to 5786-M07-01)

      """)
    let omitted = try datecalc(["recur", "FREQ=YEARLY", "--calendar", "hebrew", "--start", "5784-M05L-30", "--count", "2"])
    #expect(omitted.stdout.contains("5787-M05L-30  (hebrew years 5785–5786 (2 years) have no month M05L: skipped (SKIP=BACKWARD or FORWARD would move it))"))
    // RSCALE in the rule; a leap month, and the tables' end.
    let chinese = try datecalc(["recur", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L", "--start", "2020-06-01", "--count", "9", "--zone", "Etc/UTC"])
    #expect(chinese.stdout.contains("2  Fri 2058-05-31T00:00:00+00:00[Etc/UTC]  2058-M04L-10  (chinese years 2021–2057 (37 years) have no month M04L"))
    #expect(chinese.stdout.hasSuffix("(no more occurrences are known: the chinese calendar's tables end on 2101-01-28)\n"))
    let json = try datecalc(["recur", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L", "--start", "2020-06-01", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["calendar"] as? String == "chinese")
    #expect(object?["tablesEnd"] as? String == "2101-01-28")
    let rows = object?["occurrences"] as? [[String: Any]]
    #expect(rows?.first?["calendarDate"] as? String == "2020-M04L-10")
  }

  @Test("recur --calendar errors: a different RSCALE, SKIP without a calendar")
  func recurErrors() throws {
    let conflict = try datecalc(["recur", "RSCALE=HEBREW;FREQ=YEARLY", "--calendar", "persian", "--start", "2024-01-01"])
    #expect(conflict.status != 0)
    #expect(conflict.stderr.contains("the rule says RSCALE=HEBREW and --calendar says persian"))
    let early = try datecalc(["recur", "RSCALE=CHINESE;FREQ=YEARLY", "--start", "1850-01-01"])
    #expect(early.status != 0)
    #expect(early.stderr.contains("DTSTART 1850-01-01 is outside the chinese calendar's tables (1900-01-31 through 2101-01-28)"))
    let skip = try datecalc(["recur", "FREQ=YEARLY;SKIP=FORWARD", "--start", "2024-02-29"])
    #expect(skip.stderr.contains("SKIP needs RSCALE (RFC 7529)"))
  }
}
