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

  /// Issue 37: identifiers Foundation and ICU resolve (`zh_CN` through its
  /// likely script, BCP 47 `en-US`, `@calendar=` keywords) are read; the
  /// text is Foundation's DateFormatter's for the same locale.
  @Test("--locale takes zh_CN, zh_TW, sr_RS, en-US and @calendar= keywords; refuses what no data stands behind")
  func localeIdentifiers() throws {
    for identifier in ["zh_CN", "zh_TW", "sr_RS", "en-US", "pt-BR", "ja_JP@calendar=japanese"] {
      let run = try datecalc(
        "format", "2024-01-05T12:00:00Z", "--zone", "UTC", "--locale", identifier, "--style", "medium,short")
      #expect(run.status == 0, "\(identifier): \(run.stderr)")
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: Locale.identifier(.icu, from: identifier))
      formatter.calendar = Calendar(identifier: .gregorian)
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateStyle = .medium
      formatter.timeStyle = .short
      let expected = formatter.string(from: Date(timeIntervalSince1970: 1_704_456_000))
      #expect(run.stdout.split(separator: "\n").first.map(String.init) == expected, "\(identifier)")
    }
    for identifier in ["xx_YY", "en_ZZ", "klingon", "_"] {
      let run = try datecalc("format", "2024-01-05T12:00:00Z", "--locale", identifier)
      #expect(run.status == 64, "\(identifier)")
      #expect(run.stderr.contains("unknown locale"), "\(identifier): \(run.stderr)")
    }
  }
}
