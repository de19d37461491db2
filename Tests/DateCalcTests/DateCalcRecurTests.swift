import Foundation
import Testing

/// `datecalc recur`: occurrences of an RFC 5545 rule, each note saying
/// which gap, overlap, skipped day or month end affected it.
@Suite("datecalc recur")
struct DateCalcRecurTests {
  @Test("the last Friday of each month, six times")
  func lastFriday() throws {
    let run = try datecalc(["recur", "FREQ=MONTHLY;BYDAY=-1FR;COUNT=6", "--start", "2024-01-26T09:00", "--zone", "America/New_York"])
    #expect(run.status == 0)
    #expect(run.stdout == """
      1  Fri 2024-01-26T09:00:00-05:00[America/New_York]
      2  Fri 2024-02-23T09:00:00-05:00[America/New_York]
      3  Fri 2024-03-29T09:00:00-04:00[America/New_York]
      4  Fri 2024-04-26T09:00:00-04:00[America/New_York]
      5  Fri 2024-05-31T09:00:00-04:00[America/New_York]
      6  Fri 2024-06-28T09:00:00-04:00[America/New_York]
      (the rule has no more occurrences)

      """)
  }

  @Test("notes: a gap, two times that are one instant, a skipped day, a month end", .tags(.dst))
  func notes() throws {
    let hourly = try datecalc(["recur", "FREQ=HOURLY;BYMINUTE=0,45;COUNT=7", "--start", "2024-03-10T00:00", "--zone", "America/New_York"])
    #expect(hourly.stdout.contains("5  Sun 2024-03-10T03:00:00-04:00[America/New_York]  (2024-03-10 02:00 does not exist in America/New_York (clocks went forward from 2024-03-10 02:00 to 03:00 (-05:00 → -04:00)): used 03:00 (disambiguation compatible); 2024-03-10 02:00 and 03:00 are the same instant in America/New_York: one occurrence)"))
    #expect(hourly.stdout.contains("6  Sun 2024-03-10T03:45:00-04:00[America/New_York]  (2024-03-10 02:45 does not exist"))
    let apia = try datecalc(["recur", "FREQ=DAILY;COUNT=4", "--start", "2011-12-28T09:00", "--zone", "Pacific/Apia"])
    #expect(apia.stdout.contains("3  Sat 2011-12-31T09:00:00+14:00[Pacific/Apia]  (2011-12-30 never happened in Pacific/Apia (clocks went forward from 2011-12-30 00:00 to 2011-12-31 00:00 (-10:00 → +14:00)): no occurrence at 09:00)"))
    let months = try datecalc(["recur", "FREQ=MONTHLY", "--start", "2024-01-31T09:00", "--zone", "Europe/Dublin", "--count", "2"])
    #expect(months.stdout.contains("2  Sun 2024-03-31T09:00:00+01:00[Europe/Dublin]  (2024-02 has 29 days: skipped, as RFC 5545 says (clamping gives 2024-02-29))"))
    let lastDay = try datecalc(["recur", "FREQ=MONTHLY", "--start", "2024-01-31T09:00", "--zone", "Europe/Dublin", "--count", "2", "--month-end", "clamp"])
    #expect(lastDay.stdout.contains("2  Thu 2024-02-29T09:00:00+00:00[Europe/Dublin]  (2024-02 has 29 days: moved to 2024-02-29)"))
    let overlap = try datecalc(["recur", "FREQ=DAILY;COUNT=2", "--start", "2024-11-02T01:30", "--zone", "America/New_York", "--json"])
    #expect(overlap.stdout.contains("\"2024-11-03 01:30 happens twice in America/New_York (clocks went back from 2024-11-03 02:00 to 01:00 (-04:00 → -05:00)): used the first reading, -04:00 (disambiguation compatible)\""))
    #expect(overlap.stdout.contains("\"ended\" : true"))
    // The same, machine-readable: the library's adjustment with its values.
    let rows = try #require(overlap.json?["occurrences"] as? [[String: Any]])
    let reading = try #require((rows.last?["adjustments"] as? [[String: Any]])?.first)
    #expect(reading["kind"] as? String == "overlapReading")
    #expect(reading["offset"] as? String == "-04:00")
    #expect(reading["firstReading"] as? Bool == true)
    #expect(reading["transitionAt"] as? String == "2024-11-03T06:00:00Z")
    // A UTC UNTIL east of UTC: the gap note is there all the same.
    let sydney = try datecalc(["recur", "FREQ=DAILY;UNTIL=20241005T200000Z", "--start", "2024-10-04T02:30", "--zone", "Australia/Sydney"])
    #expect(sydney.stdout.contains("3  Sun 2024-10-06T03:30:00+11:00[Australia/Sydney]  (2024-10-06 02:30 does not exist"))
  }

  @Test("an iCalendar block, and a range far from DTSTART")
  func blockAndRange() throws {
    let block = "DTSTART;TZID=America/New_York:20240131T090000\nRRULE:FREQ=MONTHLY;COUNT=3\nEXDATE;TZID=America/New_York:20240331T090000"
    let run = try datecalc(["recur", block])
    #expect(run.status == 0)
    // COUNT=3 counts 31 January, 31 March and 31 May; EXDATE takes out
    // 31 March, and the skipped 31 April is noted on 31 May.
    #expect(run.stdout == """
      1  Wed 2024-01-31T09:00:00-05:00[America/New_York]
      2  Fri 2024-05-31T09:00:00-04:00[America/New_York]  (2024-04 has 30 days: skipped, as RFC 5545 says (clamping gives 2024-04-30))
      (the rule has no more occurrences)

      """)
    let range = try datecalc(["recur", "FREQ=DAILY", "--start", "1970-01-01T09:00", "--zone", "UTC", "--from", "2026-03-01", "--to", "2026-03-03"])
    #expect(range.stdout == "1  Sun 2026-03-01T09:00:00+00:00[UTC]\n2  Mon 2026-03-02T09:00:00+00:00[UTC]\n")
  }

  @Test("a byte-order mark before DTSTART is read past; an invisible character in an error is shown escaped (issue 22)")
  func byteOrderMark() throws {
    let run = try datecalc(["recur", "\u{FEFF}DTSTART;TZID=America/New_York:20240309T090000\nRRULE:FREQ=DAILY;COUNT=2"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("1  Sat 2024-03-09T09:00:00-05:00[America/New_York]\n"))
    let bad = try datecalc(["recur", "FREQ=DAILY;\u{200B}COUNT=2", "--start", "2024-01-01T09:00", "--zone", "UTC"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains(#""\u{200B}COUNT" is not a rule part"#), "\(bad.stderr)")
  }

  @Test("a month end skipped at many times of day is one note, not one per time (issue 22)")
  func skipNotesPerDate() throws {
    let minutely = try datecalc(["recur", "FREQ=MINUTELY;BYMONTHDAY=31", "--start", "2024-01-31T00:00", "--zone", "America/New_York", "--count", "1441"])
    #expect(minutely.status == 0)
    let lines = minutely.stdout.split(separator: "\n")
    #expect(lines.count == 1441)
    #expect(lines.last == "1441  Sun 2024-03-31T00:00:00-04:00[America/New_York]  (2024-02 has 29 days: skipped, as RFC 5545 says (clamping gives 2024-02-29))")
    // RFC 7529: every minute of the 30th; Adar 5784 (M06) has 29 days.
    let everyMinute = "BYHOUR=\((0..<24).map(String.init).joined(separator: ","));BYMINUTE=\((0..<60).map(String.init).joined(separator: ","))"
    let hebrew = try datecalc(["recur", "RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=30;" + everyMinute, "--start", "2024-02-09T00:00", "--zone", "UTC", "--count", "2881"])
    #expect(hebrew.status == 0)
    #expect(hebrew.stdout.split(separator: "\n").last == "2881  Wed 2024-05-08T00:00:00+00:00[UTC]  5784-M07-30  (5784-M06 (hebrew) has 29 days: skipped (SKIP=BACKWARD or FORWARD would move it))")
  }

  @Test("a COUNT rule asked about a far window: counted in blocks up to it (issue 22)")
  func countFarWindow() throws {
    // COUNT runs out in 2500 (every 7 s from 2024); counting up to 9000 one
    // occurrence at a time took 1.1 s a year.
    let run = try datecalc([
      "recur", "FREQ=SECONDLY;INTERVAL=7;COUNT=2147483647", "--start", "2024-01-01T00:00", "--zone", "America/New_York",
      "--from", "9000-01-01", "--to", "9999-12-31", "--json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect((run.json?["occurrences"] as? [Any])?.isEmpty == true)
    #expect(run.json?["ended"] as? Bool == true)
    let last = try datecalc([
      "recur", "FREQ=HOURLY;INTERVAL=5;COUNT=999999999", "--start", "2024-01-01T00:00", "--zone", "America/New_York",
      "--from", "9000-01-01", "--to", "9000-01-02",
    ])
    #expect(last.stdout == """
      1  Wed 9000-01-01T02:00:00-05:00[America/New_York]
      2  Wed 9000-01-01T07:00:00-05:00[America/New_York]
      3  Wed 9000-01-01T12:00:00-05:00[America/New_York]
      4  Wed 9000-01-01T17:00:00-05:00[America/New_York]
      5  Wed 9000-01-01T22:00:00-05:00[America/New_York]

      """)
  }

  @Test("an EXRULE that takes out every occurrence: none, said at once (issue 22)", arguments: ["MINUTELY", "HOURLY", "DAILY"])
  func exruleTakesAll(frequency: String) throws {
    // This walked period by period to year 9999 (DAILY 9 s, HOURLY and
    // MINUTELY more than a minute in release).
    let block = "DTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=\(frequency)\nEXRULE:FREQ=\(frequency)"
    let run = try datecalc(["recur", block, "--count", "3"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "no occurrences\n(the rule has no more occurrences)\n")
    let range = try datecalc(["recur", block, "--from", "2024-01-01", "--to", "9999-12-31", "--json"])
    #expect((range.json?["occurrences"] as? [Any])?.isEmpty == true)
    #expect(range.json?["ended"] as? Bool == true)
  }

  @Test("an EXRULE that takes out a long run DateMath cannot see the end of: refused at a limit (issue 22)")
  func exruleLimit() throws {
    // Every 7 minutes at second 0 is every 7 minutes: the EXRULE takes out
    // every occurrence, but DateMath does not see it (a step of 7 minutes
    // does not divide a day).
    let block = "DTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=MINUTELY;INTERVAL=7;BYSECOND=0\nEXRULE:FREQ=MINUTELY;INTERVAL=7"
    let run = try datecalc(["recur", block, "--count", "3"])
    #expect(run.status == 64)
    #expect(run.stderr == """
      error: EXRULE took out 100000 occurrences in a row, up to 2025-05-01T11:33:00-04:00[America/New_York]: \
      datecalc stops searching there (--from and --to ask about a later range)

      """)
  }

  @Test("bad input is one line and exit status 64", arguments: [
    (["recur", "FREQ=DAILY;INTERVAL=0", "--start", "2024-01-01T09:00", "--zone", "UTC"], "INTERVAL 0 is not a positive count"),
    (["recur", "FREQ=DAILY", "--zone", "UTC"], "give --start"),
    (["recur", "FREQ=DAILY", "--start", "2024-01-01", "--count", "0"], "--count must be from 1 to 100000"),
    (["recur", "DTSTART:20240101T090000\nRRULE:FREQ=DAILY", "--start", "2024-01-01"], "leave out --start"),
    (["recur", "FREQ=DAILY", "--start", "2024-01-01", "--from", "2024-02-01"], "--from and --to go together"),
    (["recur", "DTSTART;TZID=America/New_York:20240309T090000"], "no RRULE or RDATE: nothing recurs"),
  ])
  func errors(arguments: [String], message: String) throws {
    let run = try datecalc(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1)
  }
}
