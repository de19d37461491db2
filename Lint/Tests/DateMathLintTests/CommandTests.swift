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
}
