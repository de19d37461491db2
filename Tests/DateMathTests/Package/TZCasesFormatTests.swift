import DateMath
import Foundation
import TZCases
import Testing

/// The tzcases reader and evaluator on version 2 files
/// (`../shared/tzcases-v2.md`). Expected values are the format's own
/// examples and hand-checked ones.
@Suite("tzcases format version 2")
struct TZCasesFormatTests {
  static func run(_ text: String) -> (passed: Int, failures: [String], problems: [String]) {
    let file = TZCaseFile(path: "inline.tzcases", text: text)
    var passed = 0
    var failures: [String] = []
    for testCase in file.cases {
      let result = TZCaseEvaluator.evaluate(testCase, source: .bundled)
      if result.passed { passed += 1 } else { failures.append(result.failureDescription) }
    }
    return (passed, failures, file.problems.map(\.description))
  }

  @Test("difference: Temporal's until, compared part by part")
  func difference() {
    let result = Self.run(
      """
      # tzcases 2
      # tzdata 2026f
      difference UTC 2017-01-31T12:00:00Z 2017-02-28T12:00:00Z years => P28D  # the format's example
      difference UTC 2017-01-31T12:00:00Z 2017-03-01T12:00:00Z months => P1M1D
      difference America/New_York 2017-03-11T12:00:00-05:00 2017-03-12T12:00:00-04:00 days => P1D
      difference America/New_York 2017-03-11T12:00:00-05:00 2017-03-12T12:00:00-04:00 hours => PT23H
      difference America/New_York 2017-03-11T12:00:00-05:00 2017-03-12T12:00:00-04:00 hours => PT1380M  # same time, other parts
      difference America/New_York 2017-03-12T12:00:00-04:00 2017-03-11T12:00:00-05:00 days => -P1D
      difference UTC 2017-01-31T12:00:00Z 2017-01-31T12:00:00Z years => PT0S
      """)
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.problems.isEmpty)
    #expect(result.passed == 7)
    let wrong = Self.run("# tzcases 2\n# tzdata 2026f\ndifference UTC 2017-01-31T12:00:00Z 2017-02-28T12:00:00Z years => P1M\n")
    #expect(wrong.passed == 0 && wrong.failures.count == 1)
  }

  @Test("version 1 files may not use version 2 operations; version 3 is unknown")
  func versions() {
    let v1 = Self.run("# tzcases 1\n# tzdata 2026f\ndifference UTC 2017-01-31T12:00:00Z 2017-02-28T12:00:00Z years => P28D\n")
    #expect(v1.passed == 0)
    #expect(v1.problems.first?.contains("difference is a version 2 operation") == true)
    let v3 = Self.run("# tzcases 3\n# tzdata 2026f\noffset UTC 2017-01-31T12:00:00Z => +00:00\n")
    #expect(v3.problems.first?.contains("this reader knows versions 1 and 2") == true)
    let badUnit = Self.run("# tzcases 2\n# tzdata 2026f\ndifference UTC 2017-01-31T12:00:00Z 2017-02-28T12:00:00Z fortnights => P2W\n")
    #expect(badUnit.failures.first?.contains("unknown unit \"fortnights\"") == true)
  }

  @Test("ZONE is an IANA identifier: a fixed offset, which Zone(identifier:) reads, is an unknown zone here")
  func zoneIsIANA() {
    let result = Self.run(
      """
      # tzcases 1
      offset +05:30 2024-01-01T00:00:00Z => error:unknown-zone
      offset Asia/Kolkata 2024-01-01T00:00:00Z => +05:30
      """)
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(result.passed == 2)
  }

  @Test("line numbers count LF and CRLF only: a form feed, U+0085 or U+2028 in a line does not shift them")
  func lineNumbers() {
    for separator in ["\u{0C}", "\u{85}", "\u{2028}", "\u{0B}"] {
      let text = "# tzcases 1\r\n# a comment with a \(separator) in it\nstartOfDay UTC 2024-01-01 => 2024-01-01T00:00:00+00:00\n"
      let file = TZCaseFile(path: "x.tzcases", text: text)
      #expect(file.cases.map(\.location.line) == [3], "U+\(String(separator.unicodeScalars.first?.value ?? 0, radix: 16))")
    }
  }
}
