import Foundation
import Testing

/// The system zone as `TZ` gives it (the forms glibc reads), and the
/// name the answer shows for it.
@Suite("datecalc: the system zone (TZ)")
struct DateCalcSystemZoneTests {
  struct TZCase: Sendable, CustomTestStringConvertible {
    let tz: String
    /// The first line of `datecalc add "2024-07-03 12:00" 1d`.
    let answer: String
    var testDescription: String { "TZ=\(tz)" }
  }

  static let cases = [
    TZCase(tz: ":America/New_York", answer: "2024-07-04T12:00:00-04:00[America/New_York]"),
    TZCase(tz: "America/New_York", answer: "2024-07-04T12:00:00-04:00[America/New_York]"),
    TZCase(tz: "/usr/share/zoneinfo/Asia/Tokyo", answer: "2024-07-04T12:00:00+09:00[Asia/Tokyo]"),
    TZCase(tz: ":/usr/share/zoneinfo/Asia/Tokyo", answer: "2024-07-04T12:00:00+09:00[Asia/Tokyo]"),
    TZCase(tz: "EST5EDT,M3.2.0,M11.1.0", answer: "2024-07-04T12:00:00-04:00[EST5EDT,M3.2.0,M11.1.0]"),
    TZCase(tz: "<+0330>-3:30", answer: "2024-07-04T12:00:00+03:30[<+0330>-3:30]"),
    TZCase(tz: "JST-9", answer: "2024-07-04T12:00:00+09:00[JST-9]"),
    TZCase(tz: "UTC", answer: "2024-07-04T12:00:00+00:00[UTC]"),
    TZCase(tz: "", answer: "2024-07-04T12:00:00+00:00[UTC]"),
  ]

  @Test("TZ is read as glibc reads it: :NAME, a zoneinfo path, a POSIX rule", arguments: cases)
  func tz(_ c: TZCase) throws {
    let run = try datecalc(arguments: ["add", "2024-07-03 12:00", "1d"], environment: ["TZ": c.tz])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix(c.answer + "\n"), "\(run.stdout)")
    #expect(run.stderr.isEmpty)
  }

  @Test("a TZ rule zone is also the zone calc converts a bare time to")
  func calcInRuleZone() throws {
    let run = try datecalc(arguments: ["calc", "2024-07-03 12:00"], environment: ["TZ": "EST5EDT,M3.2.0,M11.1.0"])
    #expect(run.status == 0)
    #expect(run.stdout == "2024-07-03T12:00:00-04:00[EST5EDT,M3.2.0,M11.1.0]\n")
  }

  @Test("a TZ that is neither a zone nor a rule is UTC, with one warning")
  func notUnderstood() throws {
    let run = try datecalc(arguments: ["add", "2024-07-03 12:00", "1d"], environment: ["TZ": "Nope"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("2024-07-04T12:00:00+00:00[UTC]\n"))
    #expect(run.stderr == "warning: TZ=\"Nope\" not understood, using UTC\n")
  }

  @Test("UTC is never called GMT: TZ=UTC shows UTC, no TZ shows /etc/localtime's name")
  func utcName() throws {
    let arguments = ["convert", "2024-07-03T09:46:40Z", "--into", "Asia/Tokyo"]
    let utc = try datecalc(arguments: arguments, environment: ["TZ": "UTC"])
    #expect(utc.stdout == """
      2024-07-03T18:46:40+09:00[Asia/Tokyo]
        = 2024-07-03T09:46:40+00:00[UTC] (Asia/Tokyo is +9h from UTC then)

      """)
    let unset = try datecalc(arguments: arguments, unsetting: ["TZ"])
    #expect(!unset.stdout.contains("GMT"))
    // The name /etc/localtime links to, as glibc and Foundation read it.
    let link = URL(fileURLWithPath: "/etc/localtime").resolvingSymlinksInPath().path
    if let range = link.range(of: "/zoneinfo/", options: .backwards) {
      #expect(unset.stdout.contains("[\(link[range.upperBound...])] (Asia/Tokyo is +9h from"))
    }
  }
}
