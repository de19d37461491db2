import Foundation
import Testing

/// A `datecalc calc` run with a day phrase, the clock fixed at `now`, and
/// the first line of the answer worked out by hand.
struct PhraseCase: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let now: String
  let firstLine: String
  var testDescription: String { "\(arguments.joined(separator: " ")) at \(now)" }

  init(_ arguments: [String], at now: String = "2024-01-05T12:00:00Z", _ firstLine: String) {
    self.arguments = arguments
    self.now = now
    self.firstLine = firstLine
  }
}

/// `calc` reads `today`, `tomorrow`, `yesterday`, `next WEEKDAY` and
/// `last WEEKDAY`, with an optional clock time and zone, then the usual
/// arithmetic. 2024-01-05 is a Friday; 2024-01-08 a Monday.
@Suite("datecalc calc day phrases")
struct DateCalcPhraseTests {
  @Test("a phrase names a date counted in the zone, at an optional wall-clock time", arguments: [
    PhraseCase(["tomorrow 09:00 Europe/London"], "2024-01-06T09:00:00+00:00[Europe/London]"),
    PhraseCase(["next monday 9:00", "--zone", "America/New_York"], "2024-01-08T09:00:00-05:00[America/New_York]"),
    PhraseCase(["today 17:30", "--zone", "Asia/Tokyo"], "2024-01-05T17:30:00+09:00[Asia/Tokyo]"),
    PhraseCase(["yesterday", "--zone", "Europe/Paris"], "2024-01-04T00:00:00+01:00[Europe/Paris]"),
    PhraseCase(["tomorrow + 1d"], "2024-01-07 (Sunday)"),
    PhraseCase(["start of day next friday", "--zone", "UTC"], "2024-01-12 in UTC starts at 2024-01-12T00:00:00+00:00[UTC]"),
    PhraseCase(["start of day last monday", "--zone", "UTC"], "2024-01-01 in UTC starts at 2024-01-01T00:00:00+00:00[UTC]"),
    PhraseCase(["Next MON 9:00:30", "--zone", "UTC"], "2024-01-08T09:00:30+00:00[UTC]"),
    // On a Monday, next and last Monday are a week away, never today.
    PhraseCase(["start of day next monday", "--zone", "UTC"], at: "2024-01-08T12:00:00Z",
               "2024-01-15 in UTC starts at 2024-01-15T00:00:00+00:00[UTC]"),
    PhraseCase(["start of day last monday", "--zone", "UTC"], at: "2024-01-08T12:00:00Z",
               "2024-01-01 in UTC starts at 2024-01-01T00:00:00+00:00[UTC]"),
    // At 23:30Z on Friday it is already Saturday in Tokyo: days are
    // counted on the zone's calendar.
    PhraseCase(["start of day tomorrow", "--zone", "Asia/Tokyo"], at: "2024-01-05T23:30:00Z",
               "2024-01-07 in Asia/Tokyo starts at 2024-01-07T00:00:00+09:00[Asia/Tokyo]"),
    PhraseCase(["start of day next saturday", "--zone", "Asia/Tokyo"], at: "2024-01-05T23:30:00Z",
               "2024-01-13 in Asia/Tokyo starts at 2024-01-13T00:00:00+09:00[Asia/Tokyo]"),
    PhraseCase(["start of day next saturday", "--zone", "UTC"], at: "2024-01-05T23:30:00Z",
               "2024-01-06 in UTC starts at 2024-01-06T00:00:00+00:00[UTC]"),
    // The zone in the phrase wins over --zone, for counting days too (in
    // Tokyo tomorrow would be the 7th).
    PhraseCase(["tomorrow 09:00 Europe/London", "--zone", "Asia/Tokyo"], at: "2024-01-05T23:30:00Z",
               "2024-01-06T09:00:00+00:00[Europe/London]"),
    // Arithmetic after the phrase: two calendar weeks, same wall clock.
    PhraseCase(["next monday 9:00 + 2w", "--zone", "America/New_York"], "2024-01-22T09:00:00-05:00[America/New_York]"),
    PhraseCase(["next monday 9:00 - today 9:00", "--zone", "UTC"], "3 days (P3D)"),
    PhraseCase(["tomorrow 09:00 Europe/London in America/New_York"], "2024-01-06T04:00:00-05:00[America/New_York]"),
    // A fixed offset is a zone too, written as its identifier.
    PhraseCase(["2024-01-05T12:00:00Z in +05:30"], "2024-01-05T17:30:00+05:30[+05:30]"),
    PhraseCase(["tomorrow 09:00", "--zone=-19:00"], "2024-01-05T09:00:00-19:00[-19:00]"),
    // An overlap: 01:30 happens twice on 2024-11-03 in New York.
    PhraseCase(["tomorrow 1:30 America/New_York"], at: "2024-11-02T12:00:00Z",
               "2024-11-03T01:30:00-04:00[America/New_York]"),
    PhraseCase(["tomorrow 1:30 America/New_York", "--policy", "later"], at: "2024-11-02T12:00:00Z",
               "2024-11-03T01:30:00-05:00[America/New_York]"),
  ])
  func phrase(_ phrase: PhraseCase) throws {
    let run = try datecalc(arguments: ["calc"] + phrase.arguments, now: phrase.now)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").first.map(String.init) == phrase.firstLine)
  }

  @Test("a time in a DST gap moves forward, with the note other commands give", .tags(.dst))
  func gap() throws {
    // Tomorrow is 2024-03-10 in New York, when 02:00 became 03:00.
    let run = try datecalc(arguments: ["calc", "tomorrow 02:30 America/New_York"], now: "2024-03-09T12:00:00Z")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("2024-03-10T03:30:00-04:00[America/New_York]\n"))
    // One zone: no line comparing the answer with itself.
    #expect(!run.stdout.contains(" = "))
    #expect(run.stdout.hasSuffix("""
      note: 2024-03-10 02:30 does not exist in America/New_York (clocks went forward from 2024-03-10 02:00 \
      to 03:00 (-05:00 → -04:00)): used 03:30 (disambiguation compatible)

      """))
    let json = try datecalc(arguments: ["calc", "tomorrow 02:30 America/New_York", "--json"], now: "2024-03-09T12:00:00Z")
    #expect((json.json?["to"] as? [String: Any])?["zoned"] as? String == "2024-03-10T03:30:00-04:00[America/New_York]")
    #expect((json.json?["notes"] as? [String])?.first?.hasPrefix("2024-03-10 02:30 does not exist") == true)
    let rejected = try datecalc(
      arguments: ["calc", "tomorrow 02:30 America/New_York", "--policy", "reject"], now: "2024-03-09T12:00:00Z")
    #expect(rejected.status == 1)
    #expect(rejected.stderr.hasPrefix("error: 2024-03-10T02:30:00 does not exist in America/New_York"))
  }

  @Test("a day that never happened in the zone is an error, not another day", .tags(.dst))
  func skippedDay() throws {
    // Samoa skipped 2011-12-30; at 2011-12-29T12:00Z it is the 29th there.
    let run = try datecalc(arguments: ["calc", "tomorrow 09:00 Pacific/Apia"], now: "2011-12-29T12:00:00Z")
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == """
      error: tomorrow is 2011-12-30, which never happened in Pacific/Apia: clocks went forward from \
      2011-12-30 00:00 to 2011-12-31 00:00 (-10:00 → +14:00)

      """)
    let json = try datecalc(arguments: ["calc", "tomorrow Pacific/Apia", "--json"], now: "2011-12-29T12:00:00Z")
    #expect(json.status == 1)
    #expect((json.json?["error"] as? [String: Any])?["kind"] as? String == "skippedDay")
    // At the jump (10:00Z) it is the 31st there, and yesterday is the day
    // that never happened.
    let after = try datecalc(arguments: ["calc", "start of day today Pacific/Apia"], now: "2011-12-30T10:00:00Z")
    #expect(after.stdout.hasPrefix("2011-12-31 in Pacific/Apia starts at 2011-12-31T00:00:00+14:00[Pacific/Apia]\n"))
    let yesterday = try datecalc(arguments: ["calc", "yesterday Pacific/Apia"], now: "2011-12-30T10:00:00Z")
    #expect(yesterday.status == 1)
    #expect(yesterday.stderr.hasPrefix("error: yesterday is 2011-12-30, which never happened in Pacific/Apia"))
  }

  @Test("--json answers as the matching command does")
  func json() throws {
    let run = try datecalc("calc", "tomorrow 09:00 Europe/London", "--json")
    let json = try #require(run.json)
    #expect((json["to"] as? [String: Any])?["zoned"] as? String == "2024-01-06T09:00:00+00:00[Europe/London]")
    #expect((json["from"] as? [String: Any])?["utc"] as? String == "2024-01-06T09:00:00Z")
    let add = try #require(try datecalc("calc", "next monday 9:00 + 2w", "--zone", "UTC", "--json").json)
    #expect((add["input"] as? [String: Any])?["local"] as? String == "2024-01-08T09:00:00")
    #expect((add["result"] as? [String: Any])?["local"] as? String == "2024-01-22T09:00:00")
  }

  @Test("bad phrases: one line on stderr naming the text, exit 64", arguments: [
    ("next blursday", "error: calc expected a weekday after \"next\" (monday to sunday, or mon to sun), not \"blursday\" in \"next blursday\" (grammar: datecalc calc --help)\n"),
    ("last", "error: calc expected a weekday after \"last\" (monday to sunday, or mon to sun), not the end in \"last\" (grammar: datecalc calc --help)\n"),
    ("tomorrow 25:00", "error: calc expected a time of day H:MM or HH:MM[:SS] (hours 0 to 23, minutes and seconds 0 to 59) after \"tomorrow\", not \"25:00\" in \"tomorrow 25:00\" (grammar: datecalc calc --help)\n"),
    ("next monday 9:7", "error: calc expected a time of day H:MM or HH:MM[:SS] (hours 0 to 23, minutes and seconds 0 to 59) after \"next monday\", not \"9:7\" in \"next monday 9:7\" (grammar: datecalc calc --help)\n"),
    ("tomorrow 09:00 Europe/Londn", "error: unknown time zone \"Europe/Londn\""),
    ("next monday 9:00 soon", "error: calc expected \"+\", \"-\" or \"in\" after the time, not \"soon\""),
  ])
  func badPhrase(expression: String, message: String) throws {
    let run = try datecalc("calc", expression)
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}

/// calc's own grammar (issue 13): nothing in the expression reaches the
/// option parser, and an expression is read in one pass.
@Suite("datecalc calc grammar")
struct DateCalcGrammarTests {
  @Test("an option-like word inside the expression is an error, not help", arguments: [
    "now -h", "now --help", "today + -h", "2024-01-01 -version",
  ])
  func optionWords(expression: String) throws {
    let run = try datecalc(arguments: ["calc", expression])
    #expect(run.status == 64, "\(run.stdout)")
    #expect(!run.stdout.contains("OVERVIEW"))
    #expect(run.stderr.hasPrefix("error: calc expected"))
  }

  @Test("a zone word that starts with \"-\" is an unknown zone, not an option (found by Fuzz/Targets/calc.swift)", arguments: [
    (["calc", "now in -h"], "-h"),
    (["calc", "2024-01-01 -h/x + 1d"], "-h/x"),
    (["calc", "2024-01-01T12:00 -x/y in UTC"], "-x/y"),
    (["calc", "now", "--zone=-h"], "-h"),
    (["calc", "tomorrow 9:00", "--zone=-help"], "-help"),
    // A zone that starts with a combining mark joins "=" into one character
    // (found by the calc fuzzer in CI): an unknown zone, not an unknown option.
    (["calc", "2024-01-01 - 2024-02-01", "--zone", "\u{5A5}abc"], "\u{5A5}abc"),
    (["calc", "now in UTC", "--zone", "\u{301}x"], "\u{301}x"),
  ])
  func optionLikeZones(arguments: [String], zone: String) throws {
    let run = try datecalc(arguments: arguments)
    #expect(run.status == 64, "\(run.stdout)")
    #expect(!run.stdout.contains("OVERVIEW"))
    #expect(run.stderr.hasPrefix("error: unknown time zone \"\(zone)\""), "\(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
  }

  @Test("a negative expanded year is a time, inside calc and after -- elsewhere")
  func negativeYears() throws {
    let calc = try datecalc(arguments: ["calc", "-000593-06-16 + 1d"])
    #expect(calc.status == 0, "\(calc.stderr)")
    #expect(calc.stdout.hasPrefix("-000593-06-17 (Wednesday)\n"))
    let add = try datecalc(arguments: ["add", "--", "-000593-06-16", "1d"])
    #expect(add.stdout.hasPrefix("-000593-06-17 (Wednesday)\n"))
  }

  @Test("many terms are added as one: 5,000 days, the amounts shown as typed")
  func manyTerms() throws {
    let expression = "2024-01-01" + String(repeating: " + 1d", count: 5_000)
    let run = try datecalc(arguments: ["calc", expression])
    #expect(run.status == 0, "\(run.stderr)")
    // 2024-01-01 + 5000 days = 2037-09-09 (Python: date(2024,1,1) + timedelta(5000)).
    #expect(run.stdout.hasPrefix("2037-09-09 (Wednesday)\n"))
    let mixed = try datecalc(arguments: ["calc", "2024-01-31 + 1 month - 3d + 36h + 500ms", "--zone", "UTC"])
    #expect(mixed.stdout.hasPrefix("""
      2024-02-27T12:00:00.5+00:00[UTC]
        from 2024-01-31T00:00:00+00:00[UTC] +1month -3d +36h +500ms, 660h 0.5s later
      """))
  }

  @Test("amounts that start with a minus, all of them or mixed with plus")
  func negativeAmounts() throws {
    // Jan 31 - 1 month = Dec 31, + 3 days = Jan 3 00:00, - 36 h - 0.5 s.
    let run = try datecalc(arguments: ["calc", "2024-01-31 - 1 month + 3d - 36h - 500ms", "--zone", "UTC"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("""
      2024-01-01T11:59:59.5+00:00[UTC]
        from 2024-01-31T00:00:00+00:00[UTC] -1month +3d -36h -500ms, 708h 0.5s earlier
      """))
    let date = try datecalc(arguments: ["calc", "2024-03-31 - 1 month"])
    #expect(date.stdout.hasPrefix("2024-02-29 (Thursday)\n  from 2024-03-31 -1month\n"))
  }

  @Test("a format that shows nothing is an error, not an empty line")
  func emptyFormat() throws {
    let run = try datecalc(arguments: ["format", "2024-01-01T00:00:00Z", "--template", "n"])
    #expect(run.status != 0)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("shows no field"))
  }
}

/// Errors stay one line whatever was typed (issue 13).
@Suite("datecalc errors are one line")
struct DateCalcOneLineErrorTests {
  @Test("a newline, a line separator or 5,000 characters in a value give one short error line", arguments: [
    ["convert", "2024\n01", "--into", "UTC"], ["zone", "Europe/\nLondon"], ["convert", "2024\u{2028}01", "--into", "UTC"],
    ["convert", String(repeating: "9", count: 5_000), "--into", "UTC"], ["add", "2024-01-01", "1d\n2d"],
  ])
  func oneLine(arguments: [String]) throws {
    let run = try datecalc(arguments: arguments)
    #expect(run.status != 0)
    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "\(run.stderr)")
    #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x85 })
    #expect(run.stderr.count < 800)
  }
}
