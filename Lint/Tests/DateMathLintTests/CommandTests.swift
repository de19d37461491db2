import DateMathLintKit
import Foundation
import Testing

/// The command line: exit statuses, --fail-on, --explain, and the files it
/// reports and skips.
@Suite("Command")
struct CommandTests {
  static let bad = "import Foundation\nlet a = Date().addingTimeInterval(86400)\n"
  static let clean = "import Foundation\nlet a = Date()\n"

  @Test("exit 0 on clean code, 1 on findings, 64 on usage errors")
  func statuses() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.clean, "Clean.swift", in: root)
    try Support.write(Self.bad, "Bad.swift", in: root)
    #expect(LintCommand.run(["Clean.swift"], currentDirectory: root.path).status == 0)
    let found = LintCommand.run(["."], currentDirectory: root.path)
    #expect(found.status == 1)
    #expect(found.output.hasPrefix("Bad.swift:2:9: warning: [fixed-day-length]"))
    #expect(LintCommand.run([], currentDirectory: root.path).status == 64)
    #expect(LintCommand.run(["--format", "xml", "."], currentDirectory: root.path).status == 64)
    #expect(LintCommand.run(["--bogus", "."], currentDirectory: root.path).status == 64)
    #expect(LintCommand.run(["Missing.swift"], currentDirectory: root.path).status == 64)
    #expect(LintCommand.run(["--fail-on"], currentDirectory: root.path).status == 64)
    #expect(LintCommand.run(["--explain", "no-such-rule"], currentDirectory: root.path).status == 64)
  }

  @Test("--fail-on sets the severity that fails the run")
  func failOn() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.bad, "Bad.swift", in: root)  // one warning
    #expect(LintCommand.run(["--fail-on", "note", "Bad.swift"], currentDirectory: root.path).status == 1)
    #expect(LintCommand.run(["--fail-on=warning", "Bad.swift"], currentDirectory: root.path).status == 1)
    let error = LintCommand.run(["--fail-on", "error", "Bad.swift"], currentDirectory: root.path)
    #expect(error.status == 0)
    #expect(error.output.contains("[fixed-day-length]"), "still reported, only not failing")
    #expect(LintCommand.run(["--fail-on", "never", "Bad.swift"], currentDirectory: root.path).status == 0)
  }

  @Test("--explain prints the rationale and the fix; --list-rules every rule")
  func explain() {
    for descriptor in RuleRegistry.descriptors {
      let outcome = LintCommand.run(["--explain", descriptor.id])
      #expect(outcome.status == 0)
      #expect(outcome.output.contains(descriptor.rationale))
      #expect(outcome.output.contains("Fix with Foundation: \(descriptor.foundationFix)"))
      #expect(outcome.output.contains("Fix with DateMath: \(descriptor.dateMathFix)"))
    }
    let list = LintCommand.run(["--list-rules"]).output
    #expect(list.split(separator: "\n").count == RuleRegistry.descriptors.count)
  }

  @Test("non-UTF-8, unparsable and huge files are reported and skipped; the run goes on")
  func skippedFiles() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: root.appendingPathComponent("Latin.swift"))
    try Support.write("func f( {\n  let x = \n", "Broken.swift", in: root)
    try Support.write(Self.clean + String(repeating: "// padding\n", count: 200), "Huge.swift", in: root)
    try Support.write(Self.bad, "Bad.swift", in: root)
    let outcome = LintCommand.run(["--max-file-size", "1000", "."], currentDirectory: root.path)
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.contains { $0.hasPrefix("Bad.swift:2:9: warning: [fixed-day-length]") })
    #expect(lines.contains { $0.hasPrefix("Broken.swift:") && $0.contains("[skipped-file] Broken.swift does not parse as Swift") })
    #expect(lines.contains { $0.contains("[skipped-file] Huge.swift is") && $0.contains("more than --max-file-size 1000") })
    #expect(lines.contains { $0.contains("[skipped-file] Latin.swift is not valid UTF-8") })
    #expect(outcome.status == 1)
  }

  @Test("a symbolic-link loop is walked once, and a linked file is linted once")
  func symlinkLoop() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.bad, "Sources/Bad.swift", in: root)
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/loop").path, withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/self").path, withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/Same.swift").path, withDestinationPath: "Bad.swift")
    let outcome = LintCommand.run(["."], currentDirectory: root.path)
    #expect(outcome.output.split(separator: "\n").count == 1, "\(outcome.output)")
    #expect(outcome.status == 1)
  }

  @Test("the built executable exits 0, 1 and 64 and prints to stdout")
  func executable() throws {
    let binary = try #require(Support.executable(), "datemath-lint is built beside the tests")
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.clean, "Clean.swift", in: root)
    try Support.write(Self.bad, "Bad.swift", in: root)
    func run(_ arguments: [String]) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.currentDirectoryURL = root
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
    #expect(try run(["Clean.swift"]).0 == 0)
    let (status, output) = try run(["Bad.swift"])
    #expect(status == 1)
    #expect(output.hasPrefix("Bad.swift:2:9: warning: [fixed-day-length]"))
    #expect(try run(["--format", "yaml", "Bad.swift"]).0 == 64)
  }

  @Test("test code: notes marked (test code) by default, --test-code same and off, the config key, bad values")
  func testCode() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.bad, "Sources/App/Bad.swift", in: root)
    try Support.write(Self.bad, "Tests/AppTests/Helpers.swift", in: root)
    try Support.write(Self.bad, "Sources/App/BadTests.swift", in: root)
    let text = LintCommand.run(["."], currentDirectory: root.path)
    let lines = text.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(text.output)")
    #expect(lines.contains { $0.hasPrefix("Sources/App/Bad.swift:2:9: warning: [fixed-day-length]") && !$0.hasSuffix("(test code)") })
    #expect(lines.contains { $0.hasPrefix("Sources/App/BadTests.swift:2:9: note: [fixed-day-length]") && $0.hasSuffix(" (test code)") })
    #expect(lines.contains { $0.hasPrefix("Tests/AppTests/Helpers.swift:2:9: note: [fixed-day-length]") && $0.hasSuffix(" (test code)") })
    #expect(text.errors.contains("3 findings (1 warning, 2 notes) in 3 files"))
    // --fail-on warning passes on test code alone.
    #expect(LintCommand.run(["--fail-on", "warning", "Tests"], currentDirectory: root.path).status == 0)

    let json = LintCommand.run(["--format", "json", "."], currentDirectory: root.path)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["testCode"] as? Bool } == [false, true, true])
    let sarif = LintCommand.run(["--format", "sarif", "."], currentDirectory: root.path).output
    #expect(sarif.components(separatedBy: "\"testCode\" : true").count == 3)

    let same = LintCommand.run(["--test-code", "same", "."], currentDirectory: root.path)
    #expect(same.output.components(separatedBy: ": warning: [fixed-day-length]").count == 4)
    #expect(!same.output.contains("(test code)"))
    let off = LintCommand.run(["--test-code=off", "."], currentDirectory: root.path)
    #expect(off.output.split(separator: "\n").count == 1)
    #expect(off.errors.contains("1 finding (1 warning) in 1 file"), "test files are not linted nor counted")

    // The configuration key, and the option over it.
    try Support.write("test_code: off\n", ".datemath-lint.yml", in: root)
    #expect(LintCommand.run(["."], currentDirectory: root.path).output.split(separator: "\n").count == 1)
    #expect(LintCommand.run(["--test-code", "note", "."], currentDirectory: root.path).output.split(separator: "\n").count == 3)

    for bad in [["--test-code", "warning", "."], ["--test-code"], ["--test-code=", "."]] {
      let outcome = LintCommand.run(bad, currentDirectory: root.path)
      #expect(outcome.status == LintCommand.usageError, "\(bad)")
      #expect(outcome.errors.contains("--test-code takes note, same or off"), "\(bad)")
    }
    try Support.write("test_code: loud\n", ".datemath-lint.yml", in: root)
    let badConfig = LintCommand.run(["."], currentDirectory: root.path)
    #expect(badConfig.status == LintCommand.usageError)
    #expect(badConfig.errors.contains("test_code must be note, same or off, not 'loud'"))
  }

  @Test("--format xcode: absolute paths, an error shown as a warning, notes kept, exit status from --fail-on")
  func xcodeFormat() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Support.write(Self.bad, "Sources/App/Bad.swift", in: root)
    try Support.write("import Foundation\nfunc f(_ x: DateFormatter) { x.dateFormat = \"YYYY-MM-dd\" }\n", "Sources/App/Format.swift", in: root)
    try Support.write(Self.bad, "Tests/AppTests/Helpers.swift", in: root)
    let base = root.resolvingSymlinksInPath().path
    let outcome = LintCommand.run(["--format", "xcode", "--fail-on", "never", "."], currentDirectory: base)
    #expect(outcome.status == 0)
    let lines = outcome.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(outcome.output)")
    #expect(lines.contains { $0.hasPrefix("\(base)/Sources/App/Bad.swift:2:9: warning: [fixed-day-length] ") })
    #expect(lines.contains { $0.hasPrefix("\(base)/Sources/App/Format.swift:2:") && $0.contains(": warning: [date-format-pattern] ") })
    #expect(!outcome.output.contains("error:"))
    #expect(lines.contains { $0.hasPrefix("\(base)/Tests/AppTests/Helpers.swift:2:9: note: [fixed-day-length] ") && $0.hasSuffix(" (test code)") })
    // The plain text format keeps the error and relative paths.
    let text = LintCommand.run(["."], currentDirectory: base).output
    #expect(text.contains("Sources/App/Format.swift:2:") && text.contains(": error: [date-format-pattern] "))
    #expect(!text.contains(base))
    #expect(LintCommand.run(["--format", "xcode", "."], currentDirectory: base).status == 1, "--fail-on note by default")
  }
}

