@testable import DateMathLintKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--fix` never loses or changes a person's work (issue 37): a file saved
/// while it runs is not overwritten, the file is rewritten in place (owner,
/// mode, extended attributes, hard links), a read-only file is refused, a
/// byte-order mark stays, and the dry-run diff applies with `patch` and
/// `git apply` to every line-ending shape.
@Suite("Fix safety")
struct FixSafetyTests {
  /// A file with two fixes: `YYYY`→`yyyy` (a replacement) and the
  /// `en_US_POSIX` line (an insertion), lines joined by `newline`.
  static func day(_ newline: String = "\n", terminated: Bool = true) -> String {
    let lines = [
      "import Foundation", "", "func day(_ text: String) -> Date? {", "  let f = DateFormatter()",
      "  f.dateFormat = \"YYYY-MM-dd\"", "  return f.date(from: text)", "}",
    ]
    return lines.joined(separator: newline) + (terminated ? newline : "")
  }

  /// A file whose fix is on line 3, so that a diff shows line 1.
  static let short = "import Foundation\nlet f = DateFormatter()\nfunc g() { f.dateFormat = \"DD.MM.yyyy\" }\n"
  /// `short` fixed, by hand.
  static let shortFixed = "import Foundation\nlet f = DateFormatter()\nfunc g() { f.dateFormat = \"dd.MM.yyyy\" }\n"

  /// `day(newline)` fixed, written by hand.
  static func fixedDay(_ newline: String = "\n", terminated: Bool = true) -> String {
    let lines = [
      "import Foundation", "", "func day(_ text: String) -> Date? {", "  let f = DateFormatter()",
      "  f.locale = Locale(identifier: \"en_US_POSIX\")", "  f.dateFormat = \"yyyy-MM-dd\"",
      "  return f.date(from: text)", "}",
    ]
    return lines.joined(separator: newline) + (terminated ? newline : "")
  }

  static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

  static func fileStat(_ path: String) -> stat {
    var info = stat()
    _ = stat(path, &info)
    return info
  }

  @Test("a file saved while --fix runs is not overwritten: a clear note and exit 2")
  func changedWhileRunning() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try Support.write(Self.day(), "Day.swift", in: root)
    let linter = Linter(configuration: Configuration(baseDirectory: root.path))
    let report = linter.lint(files: [file.path])
    #expect(report.findings.contains { $0.edits != nil })

    // An editor appends a line between the read and the write.
    let edited = Self.day() + "// typed while --fix ran\n"
    var run = FixRun(linter: linter, dryRun: false)
    run.beforeWrite = { path in try? Data(edited.utf8).write(to: URL(fileURLWithPath: path)) }
    let outcome = run.run(report) { $0 }
    #expect(try String(contentsOf: file, encoding: .utf8) == edited, "the editor's text stays")
    #expect(outcome.refusedCount == 1)
    #expect(outcome.fixedCount == 0)
    #expect(outcome.notes.contains("not fixed: the file changed since --fix read it"), "\(outcome.notes)")

    // The same size and modification time, other bytes: the content check
    // alone sees it.
    try Data(Self.day().utf8).write(to: file)
    let before = Self.fileStat(file.path)
    run.beforeWrite = { path in
      let same = Self.day().replacingOccurrences(of: "text", with: "TEXT")
      try? Data(same.utf8).write(to: URL(fileURLWithPath: path))
      var times = [before.st_atim, before.st_mtim]
      _ = utimensat(AT_FDCWD, path, &times, 0)
    }
    let second = run.run(linter.lint(files: [file.path])) { $0 }
    #expect(second.notes.contains("its content changed"), "\(second.notes)")
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.day().replacingOccurrences(of: "text", with: "TEXT"))
  }

  @Test("--fix writes the same inode: hard links, owner, extended attributes and mode stay, no file is left beside it")
  func editsInPlace() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try Support.write(Self.day(), "Day.swift", in: root)
    let link = root.appendingPathComponent("Linked.txt")
    try FileManager.default.linkItem(at: file, to: link)
    try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: file.path)
    // Extended attributes through python3's os module (Glibc does not
    // export setxattr to Swift); skipped where it or the file system lacks them.
    let setAttribute = "import os, sys; os.setxattr(sys.argv[1], 'user.datemath', b'kept')"
    let hasAttribute = (try Self.runTool("python3", ["-c", setAttribute, file.path], in: root, input: ""))?.0 == 0
    let isRoot = getuid() == 0
    if isRoot { #expect(chown(file.path, 4321, 4322) == 0) }
    let before = Self.fileStat(file.path)
    let listing = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()

    let outcome = LintCommand.run(["--no-config", "--fix", "Day.swift"], currentDirectory: root.path)
    #expect(outcome.errors.contains("fixed 2 findings in 1 file"), "\(outcome.errors)")
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.fixedDay())
    #expect(try String(contentsOf: link, encoding: .utf8) == Self.fixedDay(), "the hard link sees the fix")
    let after = Self.fileStat(file.path)
    #expect(after.st_ino == before.st_ino, "the same inode")
    #expect(after.st_nlink == 2)
    #expect(after.st_mode & 0o7777 == 0o604)
    if isRoot {
      #expect(after.st_uid == 4321 && after.st_gid == 4322, "the owner stays")
    }
    if hasAttribute {
      let getAttribute = "import os, sys; sys.stdout.write(os.getxattr(sys.argv[1], 'user.datemath').decode())"
      let value = try Self.runTool("python3", ["-c", getAttribute, file.path], in: root, input: "")
      #expect(value?.0 == 0 && value?.1 == "kept", "the extended attribute stays: \(String(describing: value))")
    } else {
      print("FixSafetyTests: this file system takes no user extended attributes; that check was skipped")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == listing, "no temporary file")
  }

  @Test("a read-only file is refused with a message and exit 2, even for root")
  func readOnly() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try Support.write(Self.day(), "Day.swift", in: root)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let outcome = LintCommand.run(["--no-config", "--fix", "Day.swift"], currentDirectory: root.path)
    #expect(outcome.status == LintCommand.fixNotWritten)
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("Day.swift: not fixed: the file is read-only"), "\(outcome.errors)")
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.day())
    #expect((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int) == 0o444)
    // The findings stay in the report.
    #expect(outcome.output.contains("[date-format-pattern]"))
  }

  @Test("a byte-order mark stays, in the file and in the dry-run diff")
  func byteOrderMark() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let bom = "\u{FEFF}"
    let file = try Support.write(bom + Self.short, "Day.swift", in: root)
    let dry = LintCommand.run(["--no-config", "--fix", "--dry-run", "Day.swift"], currentDirectory: root.path)
    // The diff's first context line carries the mark, as the file does.
    #expect(
      dry.output == "--- a/Day.swift\n+++ b/Day.swift\n@@ -1,3 +1,3 @@\n \u{FEFF}import Foundation\n"
        + " let f = DateFormatter()\n-func g() { f.dateFormat = \"DD.MM.yyyy\" }\n+func g() { f.dateFormat = \"dd.MM.yyyy\" }\n",
      "\(dry.output)")
    // The notes name the bytes the fix replaces, not 3 bytes off.
    #expect(dry.errors.contains(#"would fix [date-format-pattern]: "DD.MM.yyyy" → "dd.MM.yyyy""#), "\(dry.errors)")
    _ = LintCommand.run(["--no-config", "--fix", "Day.swift"], currentDirectory: root.path)
    #expect(try Self.bytes(file) == Array((bom + Self.shortFixed).utf8))
  }

  /// Runs `tool` with `arguments` in `directory`, feeding `input`; nil
  /// when the tool is not installed, else its status and output.
  static func runTool(_ tool: String, _ arguments: [String], in directory: URL, input: String) throws -> (Int32, String)? {
    guard
      let found = ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"].map({ "\($0)/\(tool)" })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: found)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = outputPipe
    process.standardError = outputPipe
    try process.run()
    inputPipe.fileHandleForWriting.write(Data(input.utf8))
    try inputPipe.fileHandleForWriting.close()
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  struct Shape: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let source: String
    /// The fixed text, by hand.
    let fixed: String
    var testDescription: String { "\(name): \(file)" }
  }

  static let shapes: [Shape] = [
    Shape(name: "LF", file: "Day.swift", source: day(), fixed: fixedDay()),
    Shape(name: "CRLF", file: "Day.swift", source: day("\r\n"), fixed: fixedDay("\r\n")),
    Shape(name: "CR only", file: "Day.swift", source: day("\r"), fixed: fixedDay("\r")),
    Shape(name: "unterminated", file: "Day.swift", source: day(terminated: false), fixed: fixedDay(terminated: false)),
    Shape(
      name: "CRLF unterminated", file: "Day.swift", source: day("\r\n", terminated: false),
      fixed: fixedDay("\r\n", terminated: false)),
    // Mixed: the inserted line takes the ending of the line it goes before.
    Shape(
      name: "mixed", file: "Day.swift",
      source: "import Foundation\r\n\nfunc day(_ text: String) -> Date? {\r  let f = DateFormatter()\n"
        + "  f.dateFormat = \"YYYY-MM-dd\"\r\n  return f.date(from: text)\r}",
      fixed: "import Foundation\r\n\nfunc day(_ text: String) -> Date? {\r  let f = DateFormatter()\n"
        + "  f.locale = Locale(identifier: \"en_US_POSIX\")\n"
        + "  f.dateFormat = \"yyyy-MM-dd\"\r\n  return f.date(from: text)\r}"),
    Shape(name: "space in the name", file: "My Day.swift", source: day("\r\n"), fixed: fixedDay("\r\n")),
    Shape(name: "quote and non-ASCII in the name", file: "D\"ía.swift", source: day(), fixed: fixedDay()),
    Shape(name: "byte-order mark", file: "Day.swift", source: "\u{FEFF}" + short, fixed: "\u{FEFF}" + shortFixed),
    Shape(
      name: "byte-order mark, CRLF", file: "Day.swift", source: "\u{FEFF}" + short.replacingOccurrences(of: "\n", with: "\r\n"),
      fixed: "\u{FEFF}" + shortFixed.replacingOccurrences(of: "\n", with: "\r\n")),
  ]

  @Test("the dry-run diff applies with patch -p1 and git apply, giving what --fix writes", arguments: shapes)
  func diffApplies(_ shape: Shape) throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try Support.write(shape.source, shape.file, in: root)
    let dry = LintCommand.run(["--no-config", "--fix", "--dry-run", shape.file], currentDirectory: root.path)
    #expect(!dry.output.isEmpty, "\(dry.errors)")
    _ = LintCommand.run(["--no-config", "--fix", shape.file], currentDirectory: root.path)
    #expect(try Self.bytes(file) == Array(shape.fixed.utf8), "--fix writes the hand-made result")

    for (tool, arguments) in [("patch", ["-p1", "--batch", "--no-backup-if-mismatch"]), ("git", ["apply", "-"])] {
      let copy = try Support.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: copy) }
      let target = try Support.write(shape.source, shape.file, in: copy)
      guard let (status, output) = try Self.runTool(tool, arguments, in: copy, input: dry.output) else {
        print("FixSafetyTests: \(tool) is not installed; skipped applying the diff with it")
        continue
      }
      #expect(status == 0, "\(tool): \(output)\n\(dry.output.debugDescription)")
      #expect(try Self.bytes(target) == Array(shape.fixed.utf8), "\(tool) gives what --fix writes")
      let files = try FileManager.default.contentsOfDirectory(atPath: copy.path)
      #expect(files == [shape.file], "\(tool) made no other file: \(files)")
    }
  }

  @Test("names are quoted as git quotes them (checked against git 2 diff output)")
  func quotedNames() {
    #expect(UnifiedDiff.header("a/my file.swift") == "a/my file.swift\t")
    #expect(UnifiedDiff.header("a/q\"x.swift") == "\"a/q\\\"x.swift\"")
    #expect(UnifiedDiff.header("a/é.swift") == "\"a/\\303\\251.swift\"")
    #expect(UnifiedDiff.header("a/tab\there") == "\"a/tab\\there\"")
    #expect(UnifiedDiff.header("a/Plain.swift") == "a/Plain.swift")
  }

  // MARK: The anchor fix and shadowed names

  /// The cumulative-calendar-step findings of `body` inside a function
  /// with `start`, `end` and `calendar` parameters.
  static func anchorFindings(_ body: String, parameters: String = "start: Date, end: Date, calendar: Calendar") -> [Finding] {
    let source = "import Foundation\nfunc f(\(parameters)) -> [Date] {\n  var dates: [Date] = []\n\(body)  return dates\n}\n"
    return Support.lint(source).filter { $0.ruleID == "cumulative-calendar-step" }
  }

  @Test("the anchor fix is still made where the anchor is the function's parameter")
  func anchorFixMade() {
    let findings = Self.anchorFindings(
      "  var current = start\n  while current < end {\n    dates.append(current)\n"
        + "    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n")
    #expect(findings.count == 1 && findings.allSatisfy { $0.edits != nil })
  }

  /// Issue 37's reproduction and its kin: `to: current` would become
  /// `to: start` where `start` names another value. The loop steps
  /// 01-01, 01-02, 01-03, 01-04, 01-05; the rewritten one would step
  /// 01-01, 01-02, 01-04, 01-07, 01-11 (each step from the previous date).
  @Test(
    "the anchor fix gives up where the anchor's name means another declaration at the edit",
    arguments: [
      // A loop-local `let start` (the issue's reproduction).
      "  var current = start\n  for _ in 0..<5 {\n    dates.append(current)\n    let start = current\n"
        + "    _ = start\n    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n",
      // The loop's variable.
      "  var current = start\n  for start in [end] {\n    dates.append(start)\n"
        + "    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n",
      // A `while let` binding.
      "  var current = start\n  while let start = dates.last, start < end {\n    dates.append(current)\n"
        + "    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n",
      // A closure parameter named like the anchor, in the loop.
      "  var current = start\n  while current < end {\n    dates.append(current)\n"
        + "    dates = dates.map { start in start }\n"
        + "    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n",
      // A `let start` between the declaration and the loop.
      "  var current = start\n  let start = end\n  _ = start\n  while current < end {\n    dates.append(current)\n"
        + "    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n",
      // The running date declared again in the loop.
      "  var current = start\n  while dates.count < 5 {\n    var current = current\n    dates.append(current)\n"
        + "    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n",
    ])
  func anchorShadowed(_ body: String) {
    let findings = Self.anchorFindings(body)
    #expect(!findings.isEmpty, "the rule still fires")
    #expect(findings.allSatisfy { $0.edits == nil }, "no fix")
  }

  @Test("the anchor fix gives up where the anchor may be computed or changed elsewhere")
  func anchorNotLocal() {
    // A property (possibly computed, `var now: Date { Date() }`).
    let property =
      "import Foundation\nstruct S {\n  var now: Date { Date() }\n  func f(end: Date, calendar: Calendar) -> [Date] {\n"
      + "    var dates: [Date] = []\n    var current = now\n    while current < end {\n      dates.append(current)\n"
      + "      current = calendar.date(byAdding: .day, value: 1, to: current)!\n    }\n    return dates\n  }\n}\n"
    let findings = Support.lint(property).filter { $0.ruleID == "cumulative-calendar-step" }
    #expect(!findings.isEmpty && findings.allSatisfy { $0.edits == nil })
    // An inout parameter.
    let inOut = Self.anchorFindings(
      "  var current = start\n  while current < end {\n    dates.append(current)\n"
        + "    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n",
      parameters: "start: inout Date, end: Date, calendar: Calendar")
    #expect(!inOut.isEmpty && inOut.allSatisfy { $0.edits == nil })
    // A local `let` and an unassigned local `var` are stable.
    for declaration in ["let", "var"] {
      let local = Self.anchorFindings(
        "  \(declaration) first = start\n  var current = first\n  while current < end {\n    dates.append(current)\n"
          + "    current = calendar.date(byAdding: .day, value: 1, to: current)!\n  }\n")
      #expect(local.count == 1 && local.allSatisfy { $0.edits != nil }, "\(declaration)")
    }
  }

  // MARK: Files too deep for the parser

  @Test("1,000 nested [, a run of [ (, 300 nested ( and a 5,000-link chain are skipped with a note; other files are linted")
  func deepFilesSkipped() throws {
    let root = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let brackets = try Support.write(
      "let a = " + String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000) + "\n", "Brackets.swift", in: root)
    let mixed = try Support.write(
      "let a = " + String(repeating: "[ ( ", count: 20) + "1" + String(repeating: ") ]", count: 20) + "\n", "Mixed.swift", in: root)
    let parens = try Support.write(
      "let a = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300) + "\n", "Parens.swift", in: root)
    let chain = try Support.write(
      "let b = a" + String(repeating: ".b", count: 5_000) + "\n", "Chain.swift", in: root)
    let day = try Support.write(Self.day(), "Day.swift", in: root)
    let started = Date()
    let report = Linter(configuration: Configuration(baseDirectory: root.path))
      .lint(files: [brackets.path, mixed.path, parens.path, chain.path, day.path])
    #expect(Date().timeIntervalSince(started) < 60, "no file takes minutes (1,000 [ never ended)")
    let skipped = report.findings.filter { $0.ruleID == Finding.skippedFileRule }
    #expect(
      skipped.map(\.message).sorted() == [
        "Brackets.swift opens 1000 brackets in a row (more than 12, which the parser cannot read in bounded time); skipped",
        "Chain.swift nests more than 1000 syntax levels deep; skipped",
        "Mixed.swift opens 40 brackets in a row (more than 12, which the parser cannot read in bounded time); skipped",
        "Parens.swift nests brackets more than 256 deep, more than the parser reads; skipped",
      ])
    #expect(report.findings.contains { $0.path == day.path && $0.ruleID == "date-format-pattern" })
    // Within the bounds, the same shapes are linted.
    let shallow = Support.lint(
      "let a = " + String(repeating: "[", count: 8) + String(repeating: "]", count: 8) + "\nlet b = "
        + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200) + "\n")
    #expect(shallow.isEmpty, "\(shallow)")
  }
}
