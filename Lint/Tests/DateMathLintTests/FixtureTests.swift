import DateMathLintKit
import Foundation
import Testing

/// Each rule against its fixtures: Fires.swift marks every line where the
/// rule must fire with `// expect: rule-id`, and the rule must fire on
/// exactly those lines; Quiet.swift holds the near misses, where it must
/// stay quiet.
@Suite("Rule fixtures")
struct FixtureTests {
  static let ruleIDs = RuleRegistry.descriptors.map(\.id)

  /// The lines of `source` that carry `// expect: id`.
  static func expectedLines(_ source: String, _ id: String) -> [Int] {
    source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.contains("// expect: \(id)") }.map { $0.offset + 1 }
  }

  static func read(_ id: String, _ name: String) throws -> String {
    try String(contentsOf: Support.fixtures.appendingPathComponent(id).appendingPathComponent(name), encoding: .utf8)
  }

  @Test("fires on exactly the marked lines", arguments: ruleIDs)
  func fires(_ id: String) throws {
    let source = try Self.read(id, "Fires.swift")
    let expected = Self.expectedLines(source, id)
    #expect(expected.count >= 3 || id.hasPrefix("timezone-abbreviation") || id == "wall-clock-without-zone",
      "a rule's fixture should show several forms")
    let found = Support.lint(source, path: "\(id)/Fires.swift").filter { $0.ruleID == id }
    #expect(found.map(\.line) == expected, "\(found.map { "\($0.line): \($0.message)" })")
    #expect(!found.contains { $0.ruleID == Finding.skippedFileRule })
  }

  @Test("stays quiet on the near misses", arguments: ruleIDs)
  func quiet(_ id: String) throws {
    let source = try Self.read(id, "Quiet.swift")
    let all = Support.lint(source, path: "\(id)/Quiet.swift")
    #expect(!all.contains { $0.ruleID == Finding.skippedFileRule }, "the fixture must parse")
    let found = all.filter { $0.ruleID == id }
    #expect(found.isEmpty, "\(found.map { "\($0.line): \($0.message)" })")
  }

  @Test("every rule has both fixtures and no fixture is for an unknown rule")
  func fixtureSet() throws {
    let directories = try FileManager.default.contentsOfDirectory(atPath: Support.fixtures.path).sorted()
    #expect(directories == Self.ruleIDs.sorted())
    for id in Self.ruleIDs {
      #expect(FileManager.default.fileExists(atPath: Support.fixtures.appendingPathComponent("\(id)/Quiet.swift").path))
    }
  }

  @Test("every rule's rationale has an example with a zone or a measured figure, and a fix naming a call")
  func descriptors() {
    for descriptor in RuleRegistry.descriptors {
      #expect(descriptor.rationale.count > 300, "\(descriptor.id)")
      #expect(
        descriptor.rationale.range(of: #"[0-9]{4}-[0-9]{2}-[0-9]{2}"#, options: .regularExpression) != nil,
        "\(descriptor.id): the example names a date")
      #expect(descriptor.fix.contains("("), "\(descriptor.id): the fix names a call")
      #expect(!descriptor.rationale.contains("\n"), "\(descriptor.id): one paragraph")
    }
    #expect(Set(RuleRegistry.descriptors.map(\.id)).count == RuleRegistry.descriptors.count)
  }

  /// Calls DateMath removed (CHANGELOG.md): 0.2's `Zone` date math taking
  /// `Date`s, `ZonedCalendar` and `EndOfMonthPolicy` (gone in 0.3);
  /// `Overflow` and `overflow:` (0.3 removed them, `CalendarDate.Overflow`
  /// brought them back, and 0.4 removed them again for `MonthEndPolicy`);
  /// `ZonedSeries` and `CalendarSeries` (0.4: `AnchoredSeries`).
  static let removedAPI = [
    #"\bZone\.(?!utc\b|current\b)"#,
    #"\bzone\.(adding|startOfDay|startOfNextDay|date|steps|daysBetween|localDate|localDateTime|format|until|difference|dayInterval|lengthOfDay|rfc3339String|parse|candidates)\("#,
    #"\bZonedCalendar\b"#, #"\bEndOfMonthPolicy\b"#, #"\bOverflow\b"#, "overflow:", "endOfMonth:",
    #"\bZonedSeries\b"#, #"\bCalendarSeries\b"#,
  ]

  @Test("every fix and every finding's message names DateMath 0.3 calls, none that 0.3 removed")
  func currentAPI() throws {
    var texts = RuleRegistry.descriptors.map { "\($0.id) fix: \($0.fix)" }
    for id in Self.ruleIDs {
      texts += Support.lint(try Self.read(id, "Fires.swift")).map { "\($0.ruleID): \($0.message)" }
    }
    #expect(texts.count > RuleRegistry.descriptors.count * 2)
    for text in texts {
      for pattern in Self.removedAPI {
        #expect(text.range(of: pattern, options: .regularExpression) == nil, "\(pattern) in \(text)")
      }
    }
  }
}
