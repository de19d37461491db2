import Foundation
import Testing

/// The mistakes a newcomer makes on a first try (issue 22), each answered
/// with what to type instead: options before the command, a mistyped
/// command, the amount before the time, a zone where the time belongs, an
/// abbreviation for a zone, a time in a DST gap with an offset.
@Suite("datecalc common mistakes")
struct DateCalcMistakeTests {
  @Test("an option before the command says where it goes, with the command line to type")
  func optionBeforeCommand() throws {
    let run = try datecalc("--zone", "America/New_York", "add", "2017-01-31", "1d")
    #expect(run.status == 64)
    #expect(run.stderr == """
      error: --zone goes after the command's name, with the command's other options: \
      datecalc add 2017-01-31 1d --zone America/New_York

      """)
    // The line it gives works.
    #expect(try datecalc("add", "2017-01-31", "1d", "--zone", "America/New_York").status == 0)
  }

  @Test("--json before the command gets the same hint, in plain text")
  func jsonBeforeCommand() throws {
    let run = try datecalc("--json", "add", "2017-01-31", "1d")
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty, "\(run.stdout)")
    #expect(run.stderr.contains("--json goes after the command's name"), "\(run.stderr)")
    #expect(run.stderr.contains("datecalc add 2017-01-31 1d --json"))
    // After the command, errors are JSON as before.
    let after = try datecalc("add", "2017-01-31", "nonsense", "--json")
    #expect((after.json?["error"] as? [String: Any])?["exitCode"] as? Int == 64, "\(after.stdout)")
  }

  @Test("a mistyped command: did you mean", arguments: [
    ("ad", "add"), ("stpe", "step"), ("conver", "convert"), ("dif", "diff"), ("zonee", "zone"),
    ("verfy", "verify"), ("start-of-dya", "start-of-day"),
  ])
  func mistypedCommand(typed: String, meant: String) throws {
    let run = try datecalc(typed, "2017-01-31", "1d")
    #expect(run.status == 64)
    #expect(run.stderr.contains("\"\(typed)\" is not a datecalc command; did you mean \(meant)"), "\(run.stderr)")
  }

  @Test("no command: an expression is pointed at calc, anything else at the list")
  func noCommand() throws {
    let expression = try datecalc("2017-01-31", "+", "1d")
    #expect(expression.stderr.contains("use calc: datecalc calc '2017-01-31 + 1d'"), "\(expression.stderr)")
    #expect(try datecalc("calc", "2017-01-31 + 1d").stdout.hasPrefix("2017-02-01"))
    let unknown = try datecalc("frobnicate")
    #expect(unknown.stderr.contains("\"frobnicate\" is not a datecalc command: the commands are add, step"))
    let onlyOptions = try datecalc("--zone", "UTC")
    #expect(onlyOptions.stderr.contains("name a command first"), "\(onlyOptions.stderr)")
  }

  @Test("the amount before the time: the time comes first")
  func amountFirst() throws {
    let run = try datecalc("add", "1d", "2017-03-11T12:00")
    #expect(run.status == 64)
    #expect(run.stderr == "error: the time comes first, then the amount: datecalc add 2017-03-11T12:00 1d\n")
    let elsewhere = try datecalc("week", "3d")
    #expect(elsewhere.stderr.contains("\"3d\" is an amount, not a time"), "\(elsewhere.stderr)")
  }

  @Test("a zone where the time belongs: use --zone")
  func zoneAsTime() throws {
    let run = try datecalc("start-of-day", "America/Sao_Paulo", "2018-11-04")
    #expect(run.status == 64)
    #expect(run.stderr.contains(
      "\"America/Sao_Paulo\" is a time zone, not a time: give the time here and the zone with --zone America/Sao_Paulo"),
      "\(run.stderr)")
    // A word that is neither keeps the general message.
    let neither = try datecalc("start-of-day", "Atlantis")
    #expect(neither.status == 64)
    #expect(!neither.stderr.contains("time zone"), "\(neither.stderr)")
  }

  @Test("an abbreviation names the IANA zones people mean", arguments: [
    ("PST", ["America/Los_Angeles"]), ("IST", ["Asia/Kolkata", "Europe/Dublin", "Asia/Jerusalem"]),
    ("CEST", ["Europe/Paris", "Europe/Berlin"]), ("BST", ["Europe/London"]), ("aest", ["Australia/Sydney"]),
    ("EDT", ["America/New_York"]), ("JST", ["Asia/Tokyo"]),
  ])
  func abbreviation(typed: String, zones: [String]) throws {
    let run = try datecalc("start-of-day", "2024-01-05", "--zone", typed)
    #expect(run.status == 64)
    #expect(run.stderr.contains("is a time-zone abbreviation, not a zone"), "\(run.stderr)")
    for zone in zones { #expect(run.stderr.contains(zone), "\(typed): \(run.stderr)") }
    #expect(!run.stderr.contains("EST, HST, MST"))
  }

  @Test("a legacy zone named like an abbreviation works, with a note saying what it is", arguments: [
    ("CET", "Europe/Paris"), ("EST", "America/New_York"), ("MST", "America/Denver"),
  ])
  func legacyZone(typed: String, meant: String) throws {
    let run = try datecalc("start-of-day", "2024-01-05", "--zone", typed)
    #expect(run.status == 0)
    #expect(run.stderr.hasPrefix("note: \(typed) is tz data's legacy zone \(typed), "), "\(run.stderr)")
    #expect(run.stderr.contains(meant))
  }

  @Test("a time in a gap with an offset says it is a gap, not a change of rules", .tags(.dst))
  func gapWithOffset() throws {
    let run = try datecalc("convert", "2027-03-14T02:30:00-04:00[America/New_York]", "--into", "UTC")
    #expect(run.status == 64)
    #expect(run.stderr.contains("the clocks skipped that time in America/New_York (a DST gap)"), "\(run.stderr)")
    #expect(!run.stderr.contains("rules"), "\(run.stderr)")
    #expect(run.stderr.contains("drop the offset to read the wall-clock time there, or drop [zone] to keep the instant"))
    let changed = try datecalc("convert", "2030-07-01T09:00:00-05:00[America/New_York]", "--into", "UTC")
    #expect(changed.stderr.contains("America/New_York is -04:00 there by the current rules"), "\(changed.stderr)")
  }
}
