@testable import DateMathLintKit
import Foundation
import Testing

/// `--fix` and `--fix --dry-run`: the mechanical fixes, what is left for a
/// person, files whose fix would not parse, and the diff.
@Suite("Fix")
struct FixTests {
  static let fixtures = Support.testsDirectory.appendingPathComponent("FixFixtures")

  /// Runs `swiftc -typecheck` on `file`; nil when it passes, else its output.
  static func typecheckFailure(_ file: URL) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
  }

  @Test("--fix turns Before.swift into After.swift, both type-check, and reports what it left")
  func fixesTheFixture() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try String(contentsOf: Self.fixtures.appendingPathComponent("Before.swift"), encoding: .utf8)
    let after = try String(contentsOf: Self.fixtures.appendingPathComponent("After.swift"), encoding: .utf8)
    let file = try Support.write(before, "Sample.swift", in: root)
    #expect(try Self.typecheckFailure(file) == nil)

    let outcome = LintCommand.run(["--no-config", "--fix", "Sample.swift"], currentDirectory: root.path)
    let fixed = try String(contentsOf: file, encoding: .utf8)
    #expect(fixed == after)
    #expect(try Self.typecheckFailure(file) == nil, "the fixed file compiles")
    #expect(outcome.errors.contains("fixed 8 findings in 1 file"), "\(outcome.errors)")
    #expect(outcome.errors.contains(#"fixed [date-format-pattern]: "YYYY-MM-DD'T'HH:mm:ss.sss'Z'" → "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'""#))
    // Left for a person: hh without a, a one-line formatter, two loops
    // whose shape the fix does not rewrite.
    let left = outcome.output.split(separator: "\n").map { String($0.split(separator: " ")[2]) }
    #expect(left == ["[date-format-pattern]", "[fixed-format-locale]", "[cumulative-calendar-step]", "[cumulative-calendar-step]"])
    #expect(outcome.status == 1, "findings are left")

    // A second run has nothing left to fix.
    let again = LintCommand.run(["--no-config", "--fix", "Sample.swift"], currentDirectory: root.path)
    #expect(again.errors.contains("fixed 0 findings in 0 files"))
    #expect(try String(contentsOf: file, encoding: .utf8) == after)
  }

  @Test("--fix --dry-run prints a unified diff, writes nothing, and fails when it would change a file")
  func dryRun() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let source = """
      import Foundation

      func day(_ text: String) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "YYYY-MM-dd"
        return f.date(from: text)
      }

      """
    let file = try Support.write(source, "Day.swift", in: root)
    let outcome = LintCommand.run(["--no-config", "--fix", "--dry-run", "Day.swift"], currentDirectory: root.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == source, "nothing written")
    #expect(
      outcome.output == """
        --- a/Day.swift
        +++ b/Day.swift
        @@ -3,6 +3,6 @@
         func day(_ text: String) -> Date? {
           let f = DateFormatter()
           f.locale = Locale(identifier: "en_US_POSIX")
        -  f.dateFormat = "YYYY-MM-dd"
        +  f.dateFormat = "yyyy-MM-dd"
           return f.date(from: text)
         }

        """)
    #expect(outcome.errors.contains("Day.swift:6:18: would fix [date-format-pattern]"))
    #expect(outcome.status == 1)
    #expect(LintCommand.run(["--dry-run", "Day.swift"], currentDirectory: root.path).status == 64)
    #expect(LintCommand.run(["--fix", "--dry-run", "--format", "json", "Day.swift"], currentDirectory: root.path).status == 64)
    // Clean code: an empty diff and exit 0.
    try Support.write("import Foundation\nlet a = 1\n", "Clean.swift", in: root)
    let clean = LintCommand.run(["--no-config", "--fix", "--dry-run", "Clean.swift"], currentDirectory: root.path)
    #expect(clean.output.isEmpty)
    #expect(clean.status == 0)
  }

  @Test("--fix keeps the file's permissions and writes through a symbolic link")
  func keepsTheFile() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try Support.write(
      "import Foundation\nlet f = DateFormatter()\nfunc g() { f.dateFormat = \"DD.MM.yyyy\" }\n", "Real.swift", in: root)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Link.swift").path, withDestinationPath: file.path)
    _ = LintCommand.run(["--no-config", "--fix", "Link.swift"], currentDirectory: root.path)
    #expect(try String(contentsOf: file, encoding: .utf8).contains("\"dd.MM.yyyy\""))
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    let link = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("Link.swift").path)
    #expect(link[.type] as? FileAttributeType == .typeSymbolicLink, "the link stays a link")
  }

  @Test("two loops in one run never both declare the same counter")
  func oneCounterPerRun() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let loop = "  var d = s\n  while d < e {\n    d = c.date(byAdding: .month, value: 1, to: d)!\n  }\n"
    let second = "  var g = s\n  while g < e {\n    g = c.date(byAdding: .month, value: 1, to: g)!\n  }\n"
    let source = "import Foundation\nfunc f(s: Date, e: Date, c: Calendar) {\n" + loop + second + "}\n"
    let file = try Support.write(source, "Two.swift", in: root)
    let first = LintCommand.run(["--no-config", "--fix", "Two.swift"], currentDirectory: root.path)
    #expect(first.errors.contains("another fix in this run declares the same counter"), "\(first.errors)")
    let fixed = try String(contentsOf: file, encoding: .utf8)
    #expect(fixed.components(separatedBy: "var monthOffset = 0").count == 2, "one declaration")
    #expect(try FixTests.typecheckFailure(file) == nil, "\(fixed)")
    // The second loop is left for a person: its counter name is now taken.
    _ = LintCommand.run(["--no-config", "--fix", "Two.swift"], currentDirectory: root.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == fixed)
  }

  @Test("an inserted line takes the file's line ending and indentation")
  func lineEndings() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let source = "import Foundation\r\nfunc f() -> DateFormatter {\r\n\tlet f = DateFormatter()\r\n\tf.dateFormat = \"yyyy-MM-dd\"\r\n\treturn f\r\n}\r\n"
    let file = try Support.write(source, "CRLF.swift", in: root)
    _ = LintCommand.run(["--no-config", "--fix", "CRLF.swift"], currentDirectory: root.path)
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == "import Foundation\r\nfunc f() -> DateFormatter {\r\n\tlet f = DateFormatter()\r\n"
        + "\tf.locale = Locale(identifier: \"en_US_POSIX\")\r\n\tf.dateFormat = \"yyyy-MM-dd\"\r\n\treturn f\r\n}\r\n")
  }

  @Test("a fix that would not parse leaves the file unchanged, and overlapping fixes wait for the next run")
  func refusals() {
    let text = "let a = \"YYYY\"\nlet b = 2\n"
    func finding(_ line: Int, _ edit: FixEdit) -> Finding {
      Finding(ruleID: "date-format-pattern", severity: .error, message: "m", path: "T.swift", line: line, column: 1, edits: [edit])
    }
    // Replacing `2` with `(` cannot parse.
    let broken = Fixer().fix(text, findings: [finding(2, FixEdit(start: 23, end: 24, replacement: "("))])
    #expect(broken.text == text)
    #expect(broken.fixed.isEmpty)
    #expect(broken.left.map(\.reason) == ["the fixed file would not parse, so the file was left unchanged"])
    // Two different edits of the same bytes: the first is taken.
    let first = finding(1, FixEdit(start: 9, end: 13, replacement: "yyyy"))
    let second = finding(1, FixEdit(start: 9, end: 13, replacement: "uuuu"))
    let overlapping = Fixer().fix(text, findings: [first, second])
    #expect(overlapping.text == "let a = \"yyyy\"\nlet b = 2\n")
    #expect(overlapping.fixed == [first])
    #expect(overlapping.left.map(\.finding) == [second])
  }

  @Test("the anchor fix leaves loops it cannot rewrite safely to a person")
  func anchorRefusals() {
    let shapes = [
      // The anchor changes inside the loop.
      "var d = s\nwhile d < e {\n  s = e\n  d = c.date(byAdding: .day, value: 1, to: d)!\n}",
      // The step is inside an if, not directly in the loop.
      "var d = s\nwhile d < e {\n  if true {\n    d = c.date(byAdding: .day, value: 1, to: d)!\n  }\n}",
      // The running date is a property.
      "var d = s\nwhile d < e {\n  self.d = c.date(byAdding: .day, value: 1, to: self.d)!\n}",
      // The feedback is conditional: the counter would run ahead.
      "var d = s\nfor i in 0..<9 {\n  let next = c.date(byAdding: .day, value: 1, to: d)!\n  if i > 2 { d = next }\n}",
      // A pass can skip the feedback.
      "var d = s\nwhile d < e {\n  let next = c.date(byAdding: .day, value: 1, to: d)!\n  if next > e { continue }\n  d = next\n}",
      // The running date is also moved by a mutating method.
      "var d = s\nwhile d < e {\n  d.addTimeInterval(1)\n  d = c.date(byAdding: .day, value: 1, to: d)!\n}",
      // The offset name is taken.
      "var dayOffset = 0\nvar d = s\nwhile d < e {\n  d = c.date(byAdding: .day, value: 1, to: d)!\n}",
    ]
    for shape in shapes {
      let body = shape.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
      let source = "import Foundation\nfunc f(s: Date, e: Date, c: Calendar) {\n\(body)\n}\n"
      let findings = Support.lint(source).filter { $0.ruleID == "cumulative-calendar-step" }
      #expect(findings.allSatisfy { $0.edits == nil }, "\(shape)")
    }
  }

  @Test("the diff matches diff -u's hunks (checked against GNU diffutils 3.8)")
  func unifiedDiff() {
    #expect(
      UnifiedDiff.render(old: "a\nb\nc\n", new: "x\na\nc\nd\n", path: "E")
        == "--- a/E\n+++ b/E\n@@ -1,3 +1,4 @@\n+x\n a\n-b\n c\n+d\n")
    #expect(UnifiedDiff.render(old: "", new: "q\n", path: "F") == "--- a/F\n+++ b/F\n@@ -0,0 +1 @@\n+q\n")
    // Two changes 20 lines apart make two hunks with 3 lines of context.
    let old = (1...30).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(of: "line 25\n", with: "")
    #expect(
      UnifiedDiff.render(old: old, new: new, path: "G")
        == "--- a/G\n+++ b/G\n@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+five\n line 6\n line 7\n line 8\n"
        + "@@ -22,7 +22,6 @@\n line 22\n line 23\n line 24\n-line 25\n line 26\n line 27\n line 28\n")
    #expect(UnifiedDiff.render(old: old, new: old, path: "H").isEmpty)
    // A CRLF file's lines keep their "\r", as diff -u writes them (and as
    // patch and git apply need them to apply).
    #expect(
      UnifiedDiff.render(old: "a\r\nb\r\nc\r\n", new: "a\r\nB\r\nc\r\n", path: "I")
        == "--- a/I\n+++ b/I\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n")
    // A last line without a newline is marked, as diff -u marks it.
    #expect(
      UnifiedDiff.render(old: "a\nb", new: "a\nB", path: "J")
        == "--- a/J\n+++ b/J\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+B\n\\ No newline at end of file\n")
  }
}
