import DateMathLintKit
import Foundation
import Testing

/// `.datemath-lint.yml` / `.json`: rules on and off, severities, excluded paths.
@Suite("Configuration")
struct ConfigurationTests {
  static let source = """
    import Foundation
    let a = Date().addingTimeInterval(86400)
    let z = TimeZone(abbreviation: "EST")

    """

  @Test("rules: off turns a rule off, a severity replaces the default")
  func rules() throws {
    let yaml = """
      rules:
        fixed-day-length: off
        timezone-abbreviation: error
      """
    let configuration = try Configuration.parse(yaml, path: "c.yml", baseDirectory: "/p")
    let findings = Support.lint(Self.source, configuration: configuration)
    #expect(findings.map(\.ruleID) == ["timezone-abbreviation"])
    #expect(findings.map(\.severity) == [.error])
  }

  @Test("JSON configuration reads the same")
  func json() throws {
    let json = #"{"rules": {"timezone-abbreviation": false}, "excluded": ["Generated"], "max_file_size": 100}"#
    let configuration = try Configuration.parse(json, path: "c.json", baseDirectory: "/p")
    #expect(configuration.disabled == ["timezone-abbreviation"])
    #expect(configuration.excluded == ["/p/Generated"])
    #expect(configuration.maxFileSize == 100)
    #expect(configuration.isExcluded("/p/Generated/A.swift"))
    #expect(!configuration.isExcluded("/p/GeneratedNot/A.swift"))
  }

  @Test("an unknown rule, key or value is an error naming the file")
  func errors() {
    #expect(throws: Configuration.Error.self) { try Configuration.parse("rules:\n  no-such-rule: off\n", path: "c.yml", baseDirectory: "/") }
    #expect(throws: Configuration.Error.self) { try Configuration.parse("colour: blue\n", path: "c.yml", baseDirectory: "/") }
    #expect(throws: Configuration.Error.self) { try Configuration.parse("rules:\n  fixed-day-length: loud\n", path: "c.yml", baseDirectory: "/") }
    #expect(throws: Configuration.Error.self) { try Configuration.parse("rules: [\n", path: "c.yml", baseDirectory: "/") }
  }

  @Test("excluded paths and patterns are skipped by the walk")
  func excluded() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.source, "Sources/A.swift", in: root)
    try Support.write(Self.source, "Sources/Generated/B.swift", in: root)
    try Support.write(Self.source, "Sources/C.generated.swift", in: root)
    try Support.write("excluded:\n  - Sources/Generated\n  - \"*.generated.swift\"\n", ".datemath-lint.yml", in: root)
    let outcome = LintCommand.run(["--format", "json", "Sources"], currentDirectory: root.path)
    #expect(outcome.status == LintCommand.findings)
    #expect(outcome.output.contains("Sources/A.swift"))
    #expect(!outcome.output.contains("B.swift"))
    #expect(!outcome.output.contains("C.generated.swift"))
  }

  @Test("a bad configuration file is a usage error (64)")
  func badFile() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.source, "A.swift", in: root)
    try Support.write("rules:\n  fixed-day-lenght: off\n", ".datemath-lint.yml", in: root)
    let outcome = LintCommand.run(["A.swift"], currentDirectory: root.path)
    #expect(outcome.status == LintCommand.usageError)
    #expect(outcome.errors.contains("unknown rule 'fixed-day-lenght'"))
    #expect(LintCommand.run(["--no-config", "A.swift"], currentDirectory: root.path).status == LintCommand.findings)
  }
}
