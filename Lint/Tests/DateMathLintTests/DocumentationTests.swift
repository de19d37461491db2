import DateMathLintKit
import Foundation
import Testing

/// docs/lint.md documents every rule the tool has.
@Suite("Documentation")
struct DocumentationTests {
  @Test("docs/lint.md has a section and a table row for every rule")
  func everyRule() throws {
    let docs = Support.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/lint.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    for descriptor in RuleRegistry.descriptors {
      #expect(text.contains("\n### \(descriptor.id)"), "a section for \(descriptor.id)")
      #expect(text.contains("| `\(descriptor.id)` | \(descriptor.severity.rawValue) |"), "a table row for \(descriptor.id)")
    }
  }
}
