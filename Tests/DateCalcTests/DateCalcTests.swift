import Foundation
import Testing

/// The built `datecalc`, run as a process: every command in text and JSON,
/// and every kind of bad input. `now` is fixed at 2024-01-05T12:00:00Z.
@Suite("datecalc")
struct DateCalcTests {
  @Test("add: a month from 31 January at noon in Denver, clamped")
  func addMonth() throws {
    let run = try datecalc("add", "2017-01-31T12:00", "+1month", "--zone", "America/Denver")
    #expect(run.status == 0)
    #expect(run.stdout == """
      2017-02-28T12:00:00-07:00[America/Denver]
        from 2017-01-31T12:00:00-07:00[America/Denver] +1month, 672h later
      note: 2017-02 has 28 days: day 31 became 2017-02-28

      """)
    let json = try #require(try datecalc("add", "2017-01-31T12:00", "+1month", "--zone", "America/Denver", "--json").json)
    #expect((json["result"] as? [String: Any])?["zoned"] as? String == "2017-02-28T12:00:00-07:00[America/Denver]")
    #expect(json["period"] as? String == "P1M")
    #expect((json["notes"] as? [String])?.count == 1)
  }

  @Test("add: into a gap explains it; calendar and exact amounts stay apart", .tags(.dst))
  func addGap() throws {
    let gap = try datecalc("add", "2017-03-11T02:30", "1d", "--zone", "America/New_York")
    #expect(gap.status == 0)
    #expect(gap.stdout.hasPrefix("2017-03-12T03:30:00-04:00[America/New_York]\n"))
    #expect(gap.stdout.contains("note: 2017-03-12 02:30 does not exist in America/New_York (clocks went forward from 2017-03-12 02:00 to 03:00 (-05:00 → -04:00)): used 03:30 (disambiguation compatible)"))
    let gapJSON = try #require(try datecalc("add", "2017-03-11T02:30", "1d", "--zone", "America/New_York", "--json").json)
    let adjustment = try #require((gapJSON["adjustments"] as? [[String: Any]])?.first)
    #expect(adjustment["kind"] as? String == "gapShifted")
    #expect(adjustment["requested"] as? String == "2017-03-12T02:30:00")
    #expect(adjustment["used"] as? String == "2017-03-12T03:30:00")
    #expect(adjustment["transitionAt"] as? String == "2017-03-12T07:00:00Z")
    let exact = try datecalc("add", "2017-03-11T12:00", "24h", "--zone", "America/New_York")
    #expect(exact.stdout.hasPrefix("2017-03-12T13:00:00-04:00[America/New_York]\n"))
    let both = try datecalc("add", "2017-03-11T12:00", "1", "day", "PT1H", "--zone", "America/New_York", "--json")
    #expect((both.json?["result"] as? [String: Any])?["zoned"] as? String == "2017-03-12T13:00:00-04:00[America/New_York]")
    let back = try datecalc("add", "2017-01-31", "-3d")
    #expect(back.stdout.hasPrefix("2017-01-28 (Saturday)\n"))
    let leap = try datecalc("add", "2024-02-29", "1y", "--json")
    #expect(leap.json?["result"] as? String == "2025-02-28")
  }

  @Test("step: monthly from the anchor, never drifting; --count 5 is five dates, the anchor first")
  func step() throws {
    let run = try datecalc("step", "2017-01-31T12:00", "--every", "1mo", "--count", "5", "--zone", "America/Denver")
    #expect(run.status == 0)
    #expect(run.stdout == """
      anchor Tue 2017-01-31T12:00:00-07:00[America/Denver]
      1      Tue 2017-02-28T12:00:00-07:00[America/Denver]  (2017-02 has 28 days: day 31 became 2017-02-28)
      2      Fri 2017-03-31T12:00:00-06:00[America/Denver]
      3      Sun 2017-04-30T12:00:00-06:00[America/Denver]  (2017-04 has 30 days: day 31 became 2017-04-30)
      4      Wed 2017-05-31T12:00:00-06:00[America/Denver]

      """)
    let lastDay = try datecalc("step", "2017-02-28", "--every", "1mo", "--count", "3", "--month-end", "last-day", "--json")
    let steps = try #require(lastDay.json?["steps"] as? [[String: Any]])
    #expect(steps.compactMap { $0["date"] as? String } == ["2017-02-28", "2017-03-31", "2017-04-30"])
  }

  @Test("add --month-end: clamp by default, last-day keeps a last day on the last day, reject refuses")
  func addMonthEnd() throws {
    let clamp = try datecalc("add", "2017-01-31", "1mo")
    #expect(clamp.stdout.hasPrefix("2017-02-28 (Tuesday)\n"))
    #expect(clamp.stdout.contains("note: 2017-02 has 28 days: day 31 became 2017-02-28"))
    let clampJSON = try #require(try datecalc("add", "2017-01-31", "1mo", "--json").json)
    #expect((clampJSON["adjustments"] as? [[String: Any]])?.first?["kind"] as? String == "dayClamped")
    #expect((clampJSON["adjustments"] as? [[String: Any]])?.first?["requestedDay"] as? Int == 31)
    let lastDay = try datecalc(
      "add", "2017-02-28T12:00", "+1mo", "--zone", "America/Denver", "--month-end", "last-day")
    #expect(lastDay.stdout.hasPrefix("2017-03-31T12:00:00-06:00[America/Denver]\n"))
    #expect(lastDay.stdout.contains(
      "note: 2017-02-28 is the last day of its month, so the result is on the last day of 2017-03 too, "
        + "2017-03-31 (month end lastDay; clamp gives 2017-03-28)"))
    let reject = try datecalc("add", "2017-01-31", "1mo", "--month-end", "reject")
    #expect(reject.status == 1)
    #expect(reject.stderr == "error: 2017-01-31 + P1M: 1 month on is day 31 of 2017-02, which has 28 days "
      + "(the month-end policy is reject; clamp would use 2017-02-28)\n")
    let reject2 = try datecalc("add", "2017-01-31T12:00", "2mo", "--zone", "UTC", "--month-end", "reject")
    #expect(reject2.stdout.hasPrefix("2017-03-31T12:00:00+00:00[UTC]\n"), "a day that exists is not refused")
  }

  @Test("step --count N prints exactly N dates, the anchor as step 0, for times and dates", arguments: [
    (["2017-01-31T12:00", "--zone", "America/Denver"], 1), (["2017-01-31T12:00", "--zone", "America/Denver"], 3),
    (["2017-01-31"], 1), (["2017-01-31"], 3),
  ])
  func stepCount(anchor: [String], count: Int) throws {
    let text = try datecalc(arguments: ["step"] + anchor + ["--every", "1mo", "--count", String(count)])
    #expect(text.status == 0, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.count == count)
    #expect(lines.first?.hasPrefix("anchor Tue 2017-01-31") == true)
    #expect(lines.last?.hasPrefix(count == 1 ? "anchor" : "\(count - 1) ") == true)
    let json = try datecalc(arguments: ["step"] + anchor + ["--every", "1mo", "--count", String(count), "--json"])
    let steps = try #require(json.json?["steps"] as? [[String: Any]])
    #expect(steps.compactMap { $0["step"] as? Int } == Array(0..<count))
  }

  @Test("step: a negative step is written --every=-1mo")
  func stepBackwards() throws {
    let run = try datecalc("step", "2024-12-31", "--every=-1mo", "--count", "3")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == """
      anchor Tue 2024-12-31
      1      Sat 2024-11-30  (2024-11 has 30 days: day 31 became 2024-11-30)
      2      Thu 2024-10-31

      """)
  }

  @Test("start-of-day: midnight skipped, day skipped", .tags(.dst))
  func startOfDay() throws {
    let run = try datecalc("start-of-day", "2018-11-04", "--zone", "America/Sao_Paulo")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("""
      2018-11-04 in America/Sao_Paulo starts at 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
        ends at  2018-11-05T00:00:00-02:00[America/Sao_Paulo]
        length   23h (82800 s)

      """))
    let json = try #require(try datecalc("start-of-day", "2018-11-04", "--zone", "America/Sao_Paulo", "--json").json)
    #expect(json["lengthSeconds"] as? Int == 82_800)
    let skipped = try datecalc("start-of-day", "2011-12-30", "--zone", "Pacific/Apia")
    #expect(skipped.status == 1)
    #expect(skipped.stdout.isEmpty)
    #expect(skipped.stderr == "error: 2011-12-30 never happened in Pacific/Apia: clocks went forward from 2011-12-30 00:00 to 2011-12-31 00:00 (-10:00 → +14:00)\n")
  }

  @Test("resolve: gap, overlap, and reject naming both candidates", .tags(.dst))
  func resolve() throws {
    let later = try datecalc("resolve", "2017-11-05 01:30", "--zone", "America/New_York", "--policy", "later", "--json")
    #expect(later.json?["kind"] as? String == "overlap")
    #expect((later.json?["result"] as? [String: Any])?["offset"] as? String == "-05:00")
    #expect((later.json?["candidates"] as? [Any])?.count == 2)
    let rejected = try datecalc("resolve", "2017-11-05T01:30", "--zone", "America/New_York", "--policy", "reject")
    #expect(rejected.status == 1)
    #expect(rejected.stderr.contains("at 2017-11-05T05:30:00Z (-04:00) and at 2017-11-05T06:30:00Z (-05:00)"))
    #expect(rejected.stderr.split(separator: "\n").count == 1)
    let gap = try datecalc("resolve", "2017-03-12T02:30", "--zone", "America/New_York", "--policy", "earlier")
    #expect(gap.stdout.hasPrefix("2017-03-12T01:30:00-05:00[America/New_York]\n"))
  }

  @Test("convert, diff, week, zone, transitions, format")
  func otherCommands() throws {
    let convert = try datecalc("convert", "2017-01-31T19:00:00Z", "--into", "Asia/Kathmandu")
    #expect(convert.stdout.hasPrefix("2017-02-01T00:45:00+05:45[Asia/Kathmandu]\n"))
    #expect((try datecalc("convert", "2017-01-31T19:00:00Z", "--into", "Asia/Kathmandu", "--json").json?["to"] as? [String: Any])?["offset"] as? String == "+05:45")

    let diff = try datecalc("diff", "2017-03-11T12:00", "2017-03-12T12:00", "--zone", "America/New_York")
    #expect(diff.stdout.hasPrefix("1 day (P1D)\n  elapsed: 23h (82800 s)\n"))
    let days = try datecalc("diff", "2017-01-31", "2017-02-28", "--in", "days", "--json")
    #expect((days.json?["calendar"] as? [String: Any])?["days"] as? Int == 28)
    let hours = try datecalc("diff", "2017-03-11T12:00", "2017-03-12T12:00", "--zone", "America/New_York", "--in", "hours")
    #expect(hours.stdout.hasPrefix("23 hours\n"))

    let week = try datecalc("week", "2024-12-30")
    #expect(week.stdout.hasPrefix("2025-W01-1 (2024-12-30, Monday)\n"))
    #expect(try datecalc("week", "2024-12-30", "--json").json?["isoWeekDate"] as? String == "2025-W01-1")

    let zone = try datecalc("zone", "America/New_York")
    #expect(zone.stdout.contains("offset -05:00, EST, standard time"))
    #expect(zone.stdout.contains("next:     clocks went forward from 2024-03-10 02:00 to 03:00 (-05:00 → -04:00)"))
    let zoneJSON = try #require(try datecalc("zone", "Europe/Dublin", "--at", "2024-07-01T12:00:00Z", "--json").json)
    #expect(zoneJSON["offset"] as? String == "+01:00")
    #expect((zoneJSON["nextTransition"] as? [String: Any])?["kind"] as? String == "overlap")

    let transitions = try datecalc("transitions", "Pacific/Apia", "--from", "2011-01-01", "--to", "2012-01-01")
    #expect(transitions.stdout.contains("clocks went forward from 2011-12-30 00:00 to 2011-12-31 00:00 (-10:00 → +14:00); 2011-12-30 never happened"))
    #expect((try datecalc("transitions", "Pacific/Apia", "--from", "2011-01-01", "--to", "2012-01-01", "--json").json?["transitions"] as? [Any])?.count == 3)

    let format = try datecalc("format", "2024-01-05T12:00:00Z", "--zone", "America/New_York", "--locale", "de_DE", "--style", "medium,short")
    #expect(format.stdout == "05.01.2024, 07:00\n")
    let thai = try datecalc("format", "2024-01-05", "--locale", "th_TH", "--style", "long,none", "--calendar", "locale", "--json")
    #expect(thai.json?["text"] as? String == "5 มกราคม 2567")
  }

  @Test("calc: the documented examples", arguments: [
    ("2017-01-31T12:00 America/Denver + 1 month", "2017-02-28T12:00:00-07:00[America/Denver]"),
    ("today + 2 weeks", "2024-01-19 (Friday)"),
    ("2024-03-10 - 2024-01-01", "2 months and 9 days (P2M9D)"),
    ("now in Asia/Kathmandu", "2024-01-05T17:45:00+05:45[Asia/Kathmandu]"),
    ("start of day 2018-11-04 America/Sao_Paulo", "2018-11-04 in America/Sao_Paulo starts at 2018-11-04T01:00:00-02:00[America/Sao_Paulo]"),
    ("2024-01-05 09:00 Europe/Paris in America/New_York", "2024-01-05T03:00:00-05:00[America/New_York]"),
    ("2017-03-11T12:00 America/New_York + 1 day - 2 h", "2017-03-12T10:00:00-04:00[America/New_York]"),
  ])
  func calc(expression: String, firstLine: String) throws {
    let run = try datecalc("calc", expression)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").first.map(String.init) == firstLine)
  }

  @Test("bad input: one line on stderr, exit 64, and a hint", arguments: [
    (["add", "2017-01-31", "+1mo", "--zone", "America/Sao_Paolo"], "error: unknown time zone \"America/Sao_Paolo\" in tz data bundled 2026f; did you mean America/Sao_Paulo?"),
    (["start-of-day", "2023-02-30"], "error: The value '2023-02-30' is invalid for '<date-or-time>': 2023-02-30 is not a date: February 2023 has 28 days\n"),
    (["zone", "UTC", "--at", "noonish"], "error: The value 'noonish' is invalid for '--at <time>': \"noonish\" is not a time: use YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS], an RFC 3339 instant such as 2017-01-31T19:00:00Z, RFC 9557 (…[Zone]), now, today, tomorrow or yesterday\n"),
    (["transitions", "UTC", "--from", "2024-13-01"], "error: The value '2024-13-01' is invalid for '--from <time>': month 13 does not exist: months run from 1 to 12\n"),
    (["step", "2017-01-31", "--every", "1x", "--count", "3"], "error: The value '1x' is invalid for '--every <amount>': \"1x\" is not an amount: unknown unit \"x\"; use forms such as +1month"),
    (["step", "2017-01-31", "--every", "P1Y-12M", "--count", "3"], "error: --every P1Y-12M is zero in total and never moves\n"),
    (["step", "2024-12-31", "--every", "-1mo", "--count", "3"], "error: Missing value for '--every <amount>' (a value that starts with \"-\" reads as an option: write --every=-1mo)\n"),
    (["add", "2017-01-31", "1"], "error: \"1\" is not an amount: a number needs a unit"),
    (["add", "2017-01-31", "1m"], "\"m\" is ambiguous: write mo for months or min for minutes"),
    (["add", "2017-01-31"], "give at least one amount"),
    (["add", "tuesday", "1d"], "\"tuesday\" is not a time"),
    (["step", "2017-01-31", "--every", "1h", "--count", "3"], "--every takes calendar units"),
    (["step", "2017-01-31", "--every", "1d", "--count", "0"], "--count must be from 1 to 100000"),
    (["step", "2017-01-31", "--every", "1d", "--count", "100001"], "--count must be from 1 to 100000"),
    (["diff", "2017-01-31", "2017-02-01", "--in", "fortnights"], "error: The value 'fortnights' is invalid for '--in <unit>': --in takes years, months, weeks, days, hours, minutes or seconds (got \"fortnights\")\n"),
    (["format", "now", "--calendar", "mayan"], "unknown calendar \"mayan\""),
    (["calc", "2017-01-31 * 2"], "calc expected"),
    (["resolve", "2017-01-31T12:00:00Z"], "is already an instant"),
    (["frobnicate"], "error: \"frobnicate\" is not a datecalc command: the commands are add, step"),
    (["add", "2017-01-31T12:00:00+25:00", "1d"], "its UTC offset must be ±HH:MM"),
  ])
  func badInput(arguments: [String], message: String) throws {
    let run = try datecalc(arguments)
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("with --json, errors are also a JSON object on stdout")
  func jsonErrors() throws {
    let run = try datecalc("start-of-day", "2011-12-30", "--zone", "Pacific/Apia", "--json")
    #expect(run.status == 1)
    let error = try #require(run.json?["error"] as? [String: Any])
    #expect(error["kind"] as? String == "skippedDay")
    #expect(error["exitCode"] as? Int == 1)
  }

  @Test("help with examples on every command, version, completion scripts", arguments: [
    "add", "step", "start-of-day", "resolve", "convert", "diff", "zone", "transitions", "week",
    "format", "verify", "calc", "tzdata",
  ])
  func help(command: String) throws {
    let run = try datecalc(command, "--help")
    #expect(run.status == 0)
    #expect(run.stdout.contains("Examples:"))
    #expect(run.stdout.contains("datecalc \(command)"))
  }

  @Test("version and completions")
  func versionAndCompletions() throws {
    let version = try datecalc("--version")
    #expect(version.stdout == "datecalc 0.4.0 (DateMath 0.4.0, tz data 2026f (bundled))\n")
    let foundation = try datecalc("--version", "--tzdata", "foundation")
    #expect(foundation.stdout.hasPrefix("datecalc 0.4.0 (DateMath 0.4.0, tz data \(TimeZone.timeZoneDataVersion) (foundation))"))
    let completion = try datecalc("--generate-completion-script", "bash")
    #expect(completion.status == 0)
    #expect(completion.stdout.contains("_datecalc"))
  }

  @Test("date-only add and step say when a date never happened in --zone", .tags(.dst))
  func skippedDates() throws {
    let add = try datecalc("add", "2011-12-29", "1d", "--zone", "Pacific/Apia")
    #expect(add.stdout == """
      2011-12-30 (Friday)
        from 2011-12-29 1d
      note: 2011-12-30 never happened in Pacific/Apia: clocks went forward from 2011-12-30 00:00 to 2011-12-31 00:00 (-10:00 → +14:00)

      """)
    #expect(!(try datecalc("add", "2011-12-29", "1d").stdout.contains("never happened")))
    let step = try datecalc("step", "2011-12-28", "--every", "1d", "--count", "4", "--zone", "Pacific/Apia", "--json")
    let rows = try #require(step.json?["steps"] as? [[String: Any]])
    #expect((rows[2]["notes"] as? [String])?.first?.hasPrefix("2011-12-30 never happened in Pacific/Apia") == true)
    #expect((rows[3]["notes"] as? [String])?.isEmpty == true)
  }

  @Test("diff of two dates is a date difference, with or without --zone", .tags(.dst))
  func dateDifference() throws {
    // São Paulo skipped midnight on 2018-11-04: the age is still six years.
    let zoned = try datecalc("diff", "2018-11-04", "2024-11-04", "--zone", "America/Sao_Paulo")
    #expect(zoned.stdout.hasPrefix("6 years (P6Y)\n"))
    let plain = try datecalc("diff", "2018-11-04", "2024-11-04")
    #expect(plain.stdout.hasPrefix("6 years (P6Y)\n"))
    // A clamped month end is not a month.
    #expect(try datecalc("diff", "2017-01-31", "2017-02-28").stdout.hasPrefix("28 days (P28D)\n"))
  }

  @Test(
    "--tzdata and DATEMATH_TZDATA choose the tz data; a stale choice says so", .tags(.dst),
    .enabled(if: foundationIs2025b, "Foundation's tz data is not 2025b"))
  func tzdataChoice() throws {
    let at = ["zone", "America/Vancouver", "--at", "2026-11-23T12:00:00Z"]
    let current = try datecalc(arguments: at)
    #expect(current.stdout.contains("offset -07:00, MST, standard time (tz data 2026f, bundled)"))
    #expect(!current.stdout.contains("note:"))
    for run in [
      try datecalc(arguments: ["--tzdata", "foundation"] + at),
      try datecalc(arguments: at + ["--tzdata=foundation"]),
      try datecalc(arguments: at, environment: ["DATEMATH_TZDATA": "foundation"]),
    ] {
      #expect(run.status == 0)
      #expect(run.stdout.contains("offset -08:00"))
      #expect(run.stdout.contains("(tz data 2025b, foundation)"))
      #expect(run.stdout.contains("note: tz data foundation 2025b is older than bundled 2026f on this machine: this answer follows the older rules (datecalc tzdata diff foundation bundled shows where they differ)"))
    }
    let json = try datecalc(arguments: ["--tzdata", "foundation"] + at + ["--json"])
    #expect(json.json?["tzdata"] as? String == "2025b")
    #expect(json.stderr.hasPrefix("warning: tz data foundation 2025b is older than bundled 2026f"))
    let list = try datecalc(arguments: ["tzdata"], environment: ["DATEMATH_TZDATA": "nonsense"])
    #expect(list.stdout.hasPrefix("tz data in use: bundled 2026f (newest available"))
    #expect(list.stdout.contains("DATEMATH_TZDATA ignored: \"nonsense\" is not a tz data source"))
    #expect(list.stderr.hasPrefix("warning: DATEMATH_TZDATA ignored: \"nonsense\" is not a tz data source"))
    // Pinned by the environment, verify still runs each file against its
    // own release (the 2025b files against Foundation's 2025b).
    let older = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/tzcases/older/2025b/America__Vancouver.tzcases")
    let pinned = try datecalc(arguments: ["verify", older.path], environment: ["DATEMATH_TZDATA": "bundled"])
    #expect(pinned.status == 0)
    #expect(pinned.stdout.contains("(tz data foundation 2025b)"))
    // Given on the command line, it is the one checked: stale rules fail.
    let forced = try datecalc(arguments: ["--tzdata", "bundled", "verify", older.path])
    #expect(forced.status == 1)
    #expect(forced.stderr.contains("the cases were computed with tz data 2025b; only bundled 2026f was given"))
  }

  @Test("bad --tzdata values are usage errors", arguments: [
    (["--tzdata"], "error: --tzdata needs a value: bundled, system, foundation, or a path\n"),
    (["--tzdata", "newest", "zone", "UTC"], "error: --tzdata: \"newest\" is not a tz data source: use bundled, system, foundation, or a path\n"),
    (["zone", "UTC", "--tzdata", "/no/such/dir"], "error: --tzdata: /no/such/dir does not exist\n"),
    (["tzdata", "diff", "bundled", "elsewhere"], "error: \"elsewhere\" is not a tz data source: use bundled, system, foundation, or a path\n"),
    (["tzdata", "diff", "bundled", "foundation", "--from", "2030-01-01", "--to", "2029-01-01"], "error: --from must be before --to\n"),
  ])
  func badTZData(arguments: [String], message: String) throws {
    let run = try datecalc(arguments: arguments)
    #expect(run.status == 64)
    #expect(run.stderr == message)
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "tzdata diff --json: the zones and stretches where two sources differ",
    .enabled(if: foundationIs2025b, "Foundation's tz data is not 2025b"))
  func tzdataDiffJSON() throws {
    let run = try datecalc("tzdata", "diff", "foundation", "bundled", "--from", "2026-01-01", "--to", "2028-01-01", "--json")
    let json = try #require(run.json)
    let zones = try #require(json["zones"] as? [[String: Any]])
    let vancouver = try #require(zones.first { $0["identifier"] as? String == "America/Vancouver" })
    let stretches = try #require(vancouver["stretches"] as? [[String: Any]])
    #expect(stretches.first?["from"] as? String == "2026-11-01T09:00:00Z")
    #expect(stretches.first?["firstOffset"] as? String == "-08:00")
    #expect(stretches.first?["secondOffset"] as? String == "-07:00")
    #expect(zones.count == 15)
    #expect((json["onlyInFirst"] as? [String])?.isEmpty == true)
  }

  @Test("verify: the curated corpus passes; a bad file fails with FILE:LINE")
  func verify() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let curated = root.appendingPathComponent("Fixtures/tzcases/curated").path
    let good = try datecalc("verify", curated)
    #expect(good.status == 0)
    #expect(good.stdout.hasSuffix(" passed, 0 failed\n"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("datecalc-verify-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.tzcases")
    try """
      # tzcases 1
      # tzdata 2024a
      offset America/New_York 2017-03-12T07:00:00Z => -05:00
      dayLength America/New_York 2017-03-12 => 82800
      this line has no arrow
      """.write(to: file, atomically: true, encoding: .utf8)
    let bad = try datecalc("verify", file.path)
    #expect(bad.status == 1)
    #expect(bad.stderr == "warning: the cases were computed with tz data 2024a; no source here has it, so they run against bundled 2026f and may fail where the releases differ\n")
    #expect(bad.stdout.contains("bad.tzcases:3: offset America/New_York 2017-03-12T07:00:00Z => -05:00"))
    #expect(bad.stdout.contains("bad.tzcases:5: no \"=>\""))
    #expect(bad.stdout.hasSuffix("1 passed, 2 failed\n"))
    let json = try #require(try datecalc("verify", file.path, "--json").json)
    #expect(json["failed"] as? Int == 2)
    let missing = try datecalc("verify", folder.appendingPathComponent("nope").path)
    #expect(missing.status == 64)
    // CRLF line endings are lines too; a file that is not UTF-8 is a
    // problem of that file, and the others still run.
    let crlf = folder.appendingPathComponent("crlf.tzcases")
    try "# tzcases 1\r\n# tzdata 2025b\r\noffset America/New_York 2017-03-12T07:00:00Z => -04:00\r\noffset America/New_York 2017-03-12T06:59:59Z => -05:00\r\n"
      .write(to: crlf, atomically: true, encoding: .utf8)
    try Data([0x23, 0x20, 0xFF, 0x0A]).write(to: folder.appendingPathComponent("latin1.tzcases"))
    let mixed = try datecalc("verify", folder.path)
    #expect(mixed.status == 1)
    // A 2025b file runs against a source of that release (Foundation's
    // here), not the newer default.
    #expect(mixed.stdout.contains("crlf.tzcases (tz data foundation 2025b): 2 passed, 0 failed"))
    #expect(mixed.stdout.contains("latin1.tzcases:1: not UTF-8 text"))
    #expect(mixed.stdout.hasSuffix("3 passed, 3 failed\n"))
  }
}

/// The `$ datecalc …` examples of docs/datecalc.md with the output shown
/// under each (examples whose output is abridged with "…" are left out).
struct DocumentedExample: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let output: String
  var testDescription: String { arguments.joined(separator: " ") }

  static func all() -> [DocumentedExample] {
    let manual = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/datecalc.md")
    guard let text = try? String(contentsOf: manual, encoding: .utf8) else { return [] }
    var examples: [DocumentedExample] = []
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() where line.hasPrefix("$ datecalc ") {
      let output = lines[(index + 1)...].prefix { $0 != "```" }
      guard !output.contains("…") else { continue }
      examples.append(DocumentedExample(
        arguments: words(String(line.dropFirst("$ datecalc ".count))),
        output: output.joined(separator: "\n") + "\n"))
    }
    return examples
  }

  /// Splits a command line on spaces, keeping "double-quoted" words whole.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    for character in line {
      if character == "\"" { quoted.toggle(); continue }
      if character == " " && !quoted {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

@Suite("docs/datecalc.md")
struct DateCalcManualTests {
  @Test("the manual's examples print what the manual shows", arguments: DocumentedExample.all())
  func example(_ example: DocumentedExample) throws {
    let run = try datecalc(arguments: example.arguments)
    #expect(run.stdout + run.stderr == example.output)
  }

  @Test("the manual has examples for every command")
  func coverage() {
    let commands = Set(DocumentedExample.all().compactMap(\.arguments.first))
    #expect(commands.isSuperset(of: ["add", "step", "recur", "ics", "start-of-day", "resolve", "convert", "diff", "zone", "transitions", "week", "format", "calc", "verify"]))
  }
}

func datecalc(_ arguments: [String]) throws -> DateCalcRun {
  try datecalc(arguments: arguments)
}
