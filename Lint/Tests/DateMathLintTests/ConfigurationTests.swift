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

  @Test("test code: a Tests/ or *Tests/ folder below the base, *Tests.swift, *Test.swift, *.test.swift")
  func testCodePaths() {
    let configuration = Configuration(baseDirectory: "/work/app")
    #expect(configuration.isTestCode("/work/app/Tests/AppTests/Helpers.swift"))
    #expect(configuration.isTestCode("/work/app/Packages/Core/Tests/CoreTests/Support.swift"))
    #expect(configuration.isTestCode("/work/app/Sources/App/ReminderTests.swift"))
    #expect(configuration.isTestCode("/work/app/Sources/App/ReminderTest.swift"))
    #expect(configuration.isTestCode("/work/app/Sources/App/reminder.test.swift"))
    #expect(configuration.isTestCode("Tests/AppTests/A.swift"))
    #expect(configuration.isTestCode("/work/app/AppUITests/Pages/Login.swift"), "Xcode's test folders")
    #expect(configuration.isTestCode("/work/app/AppTests/Mocks.swift"))
    #expect(!configuration.isTestCode("/work/app/Sources/App/Reminder.swift"))
    #expect(!configuration.isTestCode("/work/app/Sources/TestsSupport/A.swift"), "a folder named Tests or *Tests")
    #expect(!configuration.isTestCode("/work/app/Sources/App/Tests.swift"), "a name, not a suffix")
    #expect(!configuration.isTestCode("/work/app/Sources/App/Contest.swift"))
    // Above the base directory a Tests folder does not count.
    let nested = Configuration(baseDirectory: "/home/ci/Tests/checkout")
    #expect(!nested.isTestCode("/home/ci/Tests/checkout/Sources/App/A.swift"))
    #expect(nested.isTestCode("/home/ci/Tests/checkout/Tests/AppTests/A.swift"))
  }

  @Test("test_code: note (default) lowers every finding in test code to a note, even a configured severity")
  func testCodeNote() throws {
    let configuration = try Configuration.parse(
      "rules:\n  timezone-abbreviation: error\n", path: "c.yml", baseDirectory: "/p")
    #expect(configuration.testCode == .note)
    let outside = Support.lint(Self.source, path: "/p/Sources/App/A.swift", configuration: configuration)
    #expect(outside.map(\.severity) == [.warning, .error])
    #expect(!outside.contains { $0.testCode })
    let inside = Support.lint(Self.source, path: "/p/Tests/AppTests/A.swift", configuration: configuration)
    #expect(inside.map(\.ruleID) == ["fixed-day-length", "timezone-abbreviation"])
    #expect(inside.map(\.severity) == [.note, .note])
    #expect(inside.allSatisfy { $0.testCode })
    let named = Support.lint(Self.source, path: "/p/Sources/App/ATests.swift", configuration: configuration)
    #expect(named.map(\.severity) == [.note, .note])
  }

  @Test("test_code: same keeps the severities, off does not lint test code")
  func testCodeSameOff() throws {
    let same = try Configuration.parse("test_code: same\n", path: "c.yml", baseDirectory: "/p")
    #expect(same.testCode == .same)
    let kept = Support.lint(Self.source, path: "/p/Tests/AppTests/A.swift", configuration: same)
    #expect(kept.map(\.severity) == [.warning, .warning])
    #expect(!kept.contains { $0.testCode })
    for text in ["test_code: off\n", "test_code: \"off\"\n", #"{"test_code": "off"}"#] {
      let off = try Configuration.parse(text, path: "c.yml", baseDirectory: "/p")
      #expect(off.testCode == .off, "\(text)")
      #expect(Support.lint(Self.source, path: "/p/Tests/AppTests/A.swift", configuration: off).isEmpty)
      #expect(Support.lint(Self.source, path: "/p/Sources/App/A.swift", configuration: off).count == 2)
    }
    #expect(try Configuration.parse("test_code: note\n", path: "c.yml", baseDirectory: "/p").testCode == .note)
  }

  @Test("a bad test_code value is an error naming the file and the values")
  func testCodeBadValue() {
    for text in ["test_code: warning\n", "test_code: on\n", "test_code: 1\n", "test_code: [note]\n"] {
      #expect {
        try Configuration.parse(text, path: "c.yml", baseDirectory: "/")
      } throws: { error in
        let description = (error as? Configuration.Error)?.description ?? ""
        return description.hasPrefix("c.yml: test_code must be note, same or off")
      }
    }
  }

  @Test("--config FOLDER reads the folder's configuration file, or none; the folder is the base")
  func configFolder() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.source, "App/Sources/A.swift", in: root)
    try Support.write(Self.source, "App/Tests/AppTests/B.swift", in: root)
    try Support.write("rules:\n  timezone-abbreviation: off\n", ".datemath-lint.yml", in: root)
    let app = root.appendingPathComponent("App").path
    // No file in the folder: no configuration, not even the current directory's.
    let bare = LintCommand.run(["--config", app, "App/Sources"], currentDirectory: root.path)
    #expect(bare.status == LintCommand.findings)
    #expect(bare.output.contains("[timezone-abbreviation]"))
    try Support.write("rules:\n  fixed-day-length: off\nexcluded:\n  - Tests\n", ".datemath-lint.yaml", in: root.appendingPathComponent("App"))
    let configured = LintCommand.run(["--config", "App", "App"], currentDirectory: root.path)
    #expect(configured.output.split(separator: "\n").map { $0.contains("[timezone-abbreviation]") } == [true], "\(configured.output)")
    #expect(!configured.output.contains("B.swift"), "excluded relative to the folder")
  }
}

