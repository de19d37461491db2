import Foundation
import Testing

/// `datecalc format --explain` and `--json` say who wrote the text.
@Suite("datecalc format: engine or ICU")
struct DateCalcFormatTests {
  @Test("--explain names the pattern and the engine for a Gregorian format without a zone field")
  func explainEngine() throws {
    let run = try datecalc(
      "format", "2024-01-05T12:00:00Z", "--zone", "America/New_York", "--locale", "de_DE", "--style", "medium,short",
      "--explain")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        05.01.2024, 07:00
        pattern: dd.MM.y, HH:mm
        written by DateMath's compiled engine (checked against ICU's text when compiled)

        """)
  }

  @Test("--json says the engine wrote a format with a zone name")
  func jsonZoneName() throws {
    let run = try datecalc(
      "format", "2024-01-05T12:00:00Z", "--zone", "America/New_York", "--locale", "en_US", "--style", "long", "--json")
    #expect(run.status == 0)
    let json = try #require(run.json)
    #expect(json["writtenBy"] as? String == "engine")
    #expect(json["icuReason"] == nil || json["icuReason"] is NSNull)
    #expect(json["icuPattern"] as? String == "MMMM d, y 'at' h:mm:ss\u{202F}a z")
    #expect(json["text"] as? String == "January 5, 2024 at 7:00:00\u{202F}AM EST")
  }

  @Test("--json says ICU wrote a format in another calendar, and why")
  func jsonICU() throws {
    let run = try datecalc("format", "2024-01-05", "--locale", "th_TH", "--style", "long,none", "--calendar", "locale", "--json")
    #expect(run.status == 0)
    let json = try #require(run.json)
    #expect(json["writtenBy"] as? String == "icu")
    #expect(json["icuReason"] as? String == "the buddhist calendar is shown by ICU")
  }
}
