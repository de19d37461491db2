import DateMathLintKit
import Foundation
import SwiftParser
import Testing

/// Every message carries its fix in the file's own terms (Foundation's
/// calls when the file does not import DateMath, DateMath's when it does),
/// and every fix's code compiles: it is found verbatim in
/// FixExamples/FoundationFixes.swift (compiled with these tests) or in
/// Tests/DateMathLintFixExamples/DateMathFixes.swift (compiled against
/// DateMath).
@Suite("Fix text")
struct FixTextTests {
  static let ruleIDs = RuleRegistry.descriptors.map(\.id)

  static let foundationExamples = Support.testsDirectory.appendingPathComponent("FixExamples/FoundationFixes.swift")
  static let dateMathExamples = Support.testsDirectory.deletingLastPathComponent()
    .appendingPathComponent("DateMathLintFixExamples/DateMathFixes.swift")

  /// DateMath's names, which a message in a Foundation file must not use.
  static let dateMathNames = #"\b(ZonedDateTime|Zone\(|CivilDate|CivilDateTime|Period|UTCOffset|rfc3339|RFC3339|DateMath)\b"#

  /// A DateMath call in a fix: a DateMath name, or a `Period` moving a
  /// value (`try start.adding(.months(k))`).
  static let dateMathCall = dateMathNames + #"|\.(adding|subtracting)\((\.(days|weeks|months|years)\(|Period)"#

  /// A rule's Fires.swift as a file that does not import DateMath.
  static func foundationSource(_ id: String) throws -> String {
    let text = try String(
      contentsOf: Support.fixtures.appendingPathComponent(id).appendingPathComponent("Fires.swift"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.trimmingCharacters(in: .whitespaces) != "import DateMath" }.joined(separator: "\n")
  }

  /// The same file importing DateMath.
  static func dateMathSource(_ id: String) throws -> String { "import DateMath\n" + (try foundationSource(id)) }

  /// The code of a message's fix: the spans between backticks after the
  /// message's last "; " (before it is the problem, which may quote code).
  static func fixCode(_ message: String) -> [String] {
    guard let split = message.range(of: "; ", options: .backwards) else { return [] }
    let parts = message[split.upperBound...].split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
  }

  @Test("in a file without import DateMath, every fix is Foundation's and compiles", arguments: ruleIDs)
  func foundationFixes(_ id: String) throws {
    let examples = try String(contentsOf: Self.foundationExamples, encoding: .utf8)
    let found = Support.lint(try Self.foundationSource(id), path: "\(id)/Fires.swift").filter { $0.ruleID == id }
    #expect(found.count >= 2)
    for finding in found {
      let code = Self.fixCode(finding.message)
      #expect(!code.isEmpty, "line \(finding.line): a fix in backticks after '; ': \(finding.message)")
      #expect(!finding.message.contains("\n"))
      #expect(
        finding.message.range(of: Self.dateMathNames, options: .regularExpression) == nil,
        "line \(finding.line): DateMath named in a Foundation file: \(finding.message)")
      for span in code {
        let compiled = examples.contains(span)
        #expect(compiled, "line \(finding.line): `\(span)` is not in FoundationFixes.swift")
      }
    }
  }

  /// Rules whose DateMath fix is a DateMath call wherever they fire in
  /// their fixture (the others keep Foundation's call where DateMath has
  /// nothing better, or where `try` cannot be written).
  static let dateMathEverywhere: Set<String> = [
    "fixed-day-length", "day-count-division", "start-of-day-hour-zero", "cumulative-calendar-step",
    "timezone-abbreviation", "timezone-identifier", "server-local-day-boundary",
  ]

  @Test("in a file that imports DateMath, every fix is DateMath's where it has one, and compiles", arguments: ruleIDs)
  func dateMathFixes(_ id: String) throws {
    let examples = try String(contentsOf: Self.dateMathExamples, encoding: .utf8)
    let found = Support.lint(try Self.dateMathSource(id), path: "\(id)/Fires.swift").filter { $0.ruleID == id }
    #expect(found.count >= 2)
    var named = 0
    for finding in found {
      let code = Self.fixCode(finding.message)
      #expect(!code.isEmpty, "line \(finding.line): a fix in backticks after '; ': \(finding.message)")
      #expect(!finding.message.contains("\n"))
      for span in code {
        let compiled = examples.contains(span)
        #expect(compiled, "line \(finding.line): `\(span)` is not in DateMathFixes.swift")
      }
      if code.contains(where: { $0.range(of: Self.dateMathCall, options: .regularExpression) != nil }) { named += 1 }
    }
    if Self.dateMathEverywhere.contains(id) {
      #expect(named == found.count, "every message names DateMath's call")
    }
    if ["calendar-current-stored", "fixed-format-locale", "wall-clock-without-zone"].contains(id) {
      #expect(named > 0, "some message names DateMath's call")
    }
  }

  @Test("the example files are the ones the test targets compile")
  func examplesExist() throws {
    let foundation = try String(contentsOf: Self.foundationExamples, encoding: .utf8)
    let dateMath = try String(contentsOf: Self.dateMathExamples, encoding: .utf8)
    #expect(!foundation.contains("import DateMath"))
    #expect(dateMath.contains("import DateMath"))
    #expect(!Parser.parse(source: foundation).hasError)
  }

  @Test("import DateMath in any form at top level, also in #if, is DateMath's terms")
  func importsDateMath() {
    func imports(_ source: String) -> Bool {
      LintedFile(path: "A.swift", tree: Parser.parse(source: source)).importsDateMath
    }
    #expect(imports("import DateMath\n"))
    #expect(imports("import Foundation\n@testable import DateMath\n"))
    #expect(imports("import struct DateMath.Zone\n"))
    #expect(imports("#if canImport(DateMath)\nimport DateMath\n#endif\n"))
    #expect(!imports("import Foundation\n"))
    #expect(!imports("import DateMathLintKit\nimport DateMathExtras\n"))
    #expect(!imports("// import DateMath\nlet s = \"import DateMath\"\n"))
  }

  @Test("`now - 30 * 86400` quotes the whole term and counts 30 days back")
  func wholeTerm() {
    let source = "import Foundation\nfunc f(now: Date) -> Date { now - 30 * 86400 }\n"
    let message = Support.lint(source).first?.message ?? ""
    #expect(message.hasPrefix("`30 * 86400` seconds subtracted from a date"), "\(message)")
    #expect(Self.fixCode(message) == ["calendar.date(byAdding: .day, value: -30, to: now)!"], "\(message)")
    #expect(!message.contains("30 seconds"))
    let negative = Support.lint("import Foundation\nlet d = Date().addingTimeInterval(-2 * 86_400)\n").first?.message ?? ""
    #expect(negative.hasPrefix("`-2 * 86_400` seconds added"), "\(negative)")
    #expect(Self.fixCode(negative) == ["calendar.date(byAdding: .day, value: -2, to: Date())!"], "\(negative)")
  }

  @Test("a term written over several lines is quoted on one")
  func oneLine() {
    let source = "import Foundation\nfunc f(date: Date) -> Date {\n  date\n    + 7\n    * 86400\n}\n"
    let messages = Support.lint(source).map(\.message)
    #expect(messages == [
      "`7 * 86400` seconds added to a date is not 7 calendar days across DST (23 or 25 h); "
        + "use `calendar.date(byAdding: .day, value: 7, to: date)!`",
    ])
  }

    @Test("the calendar the code uses is the one the fix names")
  func calendarName() {
    let source = """
      import Foundation
      func f(date: Date, cal: Calendar) -> Date { date.addingTimeInterval(86400) }
      func g(date: Date) -> Date {
        let gregorian = Calendar(identifier: .gregorian)
        return gregorian.date(bySettingHour: 0, minute: 0, second: 0, of: date)!
      }

      """
    let messages = Support.lint(source).map(\.message)
    #expect(messages.count == 2)
    #expect(Self.fixCode(messages[0]) == ["cal.date(byAdding: .day, value: 1, to: date)!"], "\(messages)")
    #expect(Self.fixCode(messages[1]) == ["gregorian.startOfDay(for: date)"], "\(messages)")
  }

  @Test("ISO8601DateFormatter only for a pattern with an offset; a pinned calendar leaves the 12/24-hour setting")
  func formatterMessages() throws {
    let found = Support.lint(try Self.foundationSource("fixed-format-locale")).filter { $0.ruleID == "fixed-format-locale" }
    let byPattern = Dictionary(found.map { ($0.message.split(separator: "\"")[0], $0.message) }) { a, _ in a }
    let wallClock = try #require(byPattern["yyyy-MM-dd'T'HH:mm:ss"])
    #expect(!wallClock.contains("ISO8601DateFormatter"), "no offset: read in the user's zone")
    #expect(wallClock.contains("th_TH"))
    let offset = try #require(byPattern["yyyy-MM-dd'T'HH:mm:ssXXXXX"])
    #expect(offset.contains("`ISO8601DateFormatter()`"))
    #expect(offset.contains("12/24-hour setting overrides HH"), "the calendar is pinned to .iso8601")
    #expect(!offset.contains("th_TH"))
    let pinnedDay = try #require(found.first { $0.message.contains("day's locale") }?.message)
    #expect(pinnedDay.contains("digits"))
    #expect(!pinnedDay.contains("th_TH"))
    // A time alone has no year for the Buddhist calendar to change (and
    // with the user's locale set on purpose, the rule is quiet).
    let clock = Support.lint(
      "import Foundation\nfunc read(_ s: String) -> Date? {\n  let clock = DateFormatter()\n"
        + "  clock.dateFormat = \"HH:mm:ss\"\n  return clock.date(from: s)\n}\n"
    ).filter { $0.ruleID == "fixed-format-locale" }
    #expect(clock.count == 1)
    #expect(clock.first?.message.contains("12/24-hour setting overrides HH") == true)
    #expect(clock.first?.message.contains("th_TH") == false)
    // A time of day that is only shown follows the user's locale on purpose.
    let shown = Support.lint(
      "import Foundation\nfunc show(_ d: Date) -> String {\n  let clock = DateFormatter()\n"
        + "  clock.dateFormat = \"HH:mm\"\n  return clock.string(from: d)\n}\n")
    #expect(shown.filter { $0.ruleID == "fixed-format-locale" }.isEmpty)
    // Written in UTC for a machine (a profile's "start" strings): reported.
    let written = Support.lint(
      "import Foundation\nfunc start(_ d: Date) -> String {\n  let clock = DateFormatter()\n"
        + "  clock.timeZone = TimeZone(secondsFromGMT: 0)\n  clock.dateFormat = \"HH:mm:ss\"\n"
        + "  return clock.string(from: d)\n}\n")
    #expect(written.filter { $0.ruleID == "fixed-format-locale" }.count == 1)
    // A pinned calendar in server code: the 12/24-hour override is Apple's.
    let pinned = """
      func gitlabFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ"
        formatter.calendar = Calendar(identifier: .iso8601)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter
      }
      """
    #expect(Support.lint("import Foundation\n" + pinned).filter { $0.ruleID == "fixed-format-locale" }.count == 1)
    #expect(Support.lint("import Foundation\nimport Vapor\n" + pinned).filter { $0.ruleID == "fixed-format-locale" }.isEmpty)
  }

  @Test("--explain and SARIF's help give both fixes, labelled")
  func descriptors() {
    for descriptor in RuleRegistry.descriptors {
      #expect(descriptor.foundationFix != descriptor.dateMathFix, "\(descriptor.id)")
      #expect(
        descriptor.foundationFix.range(of: Self.dateMathNames, options: .regularExpression) == nil,
        "\(descriptor.id): Foundation's fix names DateMath")
      #expect(descriptor.explanation.contains("Fix with Foundation: \(descriptor.foundationFix)"))
      #expect(descriptor.explanation.contains("Fix with DateMath: \(descriptor.dateMathFix)"))
    }
  }
}
