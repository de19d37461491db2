import Foundation
import Testing

/// datecalc keeps times to the nanosecond from the text it reads to the
/// text it writes (issue 22: eight or more fractional digits went through a
/// `Double`, which rounded 23:59:59.99999999 up into the next day).
@Suite("datecalc precision")
struct DateCalcPrecisionTests {
  @Test("eight and nine fractional digits stay in their second and their day", arguments: [
    "2024-01-05T23:59:59.99999999Z", "2024-01-05T23:59:59.999999999Z", "2024-01-05T23:59:59.999999999+00:00",
  ])
  func lastNanoseconds(text: String) throws {
    let convert = try datecalc("convert", text, "--into", "UTC")
    #expect(convert.status == 0, "\(convert.stderr)")
    #expect(convert.stdout.hasPrefix("2024-01-05T23:59:59.99999999"), "\(convert.stdout)")
    let json = try datecalc("convert", text, "--into", "Asia/Tokyo", "--json")
    let to = json.json?["to"] as? [String: Any]
    #expect((to?["zoned"] as? String)?.hasPrefix("2024-01-06T08:59:59.99999999") == true, "\(json.stdout)")
    #expect((to?["utc"] as? String)?.hasPrefix("2024-01-05T23:59:59.99999999") == true, "\(json.stdout)")
    // The JSON number is written exactly (a Double reader may round it).
    #expect(json.stdout.contains(#""unix" : 1704499199.99999999"#), "\(json.stdout)")
    let day = try datecalc("start-of-day", text, "--zone", "UTC")
    #expect(day.stdout.hasPrefix("2024-01-05 in UTC starts at 2024-01-05T00:00:00+00:00[UTC]"), "\(day.stdout)")
  }

  @Test("a wall-clock time with eight digits is resolved to the nanosecond")
  func wallClock() throws {
    let run = try datecalc("resolve", "2024-01-05T23:59:59.99999999", "--zone", "UTC")
    #expect(run.stdout.hasPrefix("2024-01-05T23:59:59.99999999+00:00[UTC]\n"), "\(run.stdout)")
    let json = try datecalc("resolve", "2024-01-05T23:59:59.99999999", "--zone", "UTC", "--json")
    let candidates = json.json?["candidates"] as? [[String: Any]]
    #expect(candidates?.compactMap { $0["zoned"] as? String } == ["2024-01-05T23:59:59.99999999+00:00[UTC]"])
    #expect((json.json?["result"] as? [String: Any])?["utc"] as? String == "2024-01-05T23:59:59.99999999Z")
    // Both readings of a repeated time, to the nanosecond.
    let twice = try datecalc("resolve", "2017-11-05T01:59:59.999999999", "--zone", "America/New_York", "--json")
    #expect((twice.json?["candidates"] as? [[String: Any]])?.compactMap { $0["zoned"] as? String } == [
      "2017-11-05T01:59:59.999999999-04:00[America/New_York]", "2017-11-05T01:59:59.999999999-05:00[America/New_York]",
    ])
  }

  @Test("diff sees ten nanoseconds, not zero")
  func diff() throws {
    let run = try datecalc("diff", "2024-01-05T23:59:59.99999999Z", "2024-01-06T00:00:00Z", "--json")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("PT0.00000001S"), "\(run.stdout)")
  }

  @Test("more than nine digits that are not zero are refused by name, not rounded")
  func tooManyDigits() throws {
    let run = try datecalc("convert", "2024-01-05T23:59:59.9999999999Z", "--into", "UTC")
    #expect(run.status != 0)
    #expect(run.stderr.contains(
      #""2024-01-05T23:59:59.9999999999Z" has more than 9 fractional digits that are not zero"#), "\(run.stderr)")
    #expect(!run.stderr.contains("[UTC]"))
    // Zeros past the ninth digit say nothing more: accepted.
    let zeros = try datecalc("convert", "2024-01-05T23:59:59.9999999990000Z", "--into", "UTC")
    #expect(zeros.stdout.hasPrefix("2024-01-05T23:59:59.999999999+00:00[UTC]"), "\(zeros.stdout)\(zeros.stderr)")
  }
}
