import Foundation
import SwiftParser
import SwiftSyntax

/// Runs the enabled rules over files: reads, parses, checks, applies
/// suppressions and severities. Files are linted in parallel; a file that
/// cannot be linted becomes a ``Finding/skippedFileRule`` finding and the
/// run goes on.
public struct Linter: Sendable {
  /// The settings in force.
  public let configuration: Configuration
  /// The rules that run (those the configuration does not turn off).
  public let rules: [any Rule]

  /// A linter with `configuration`'s rules.
  public init(configuration: Configuration) {
    self.configuration = configuration
    self.rules = RuleRegistry.all.filter { !configuration.disabled.contains(type(of: $0).descriptor.id) }
  }

  /// The result of a run.
  public struct Report: Sendable {
    /// Every finding, ordered by path, line and column.
    public var findings: [Finding]
    /// How many files were read (linted or skipped).
    public var fileCount: Int
    /// How many lines the linted files had.
    public var lineCount: Int

    /// A report with every field given.
    public init(findings: [Finding], fileCount: Int, lineCount: Int) {
      self.findings = findings
      self.fileCount = fileCount
      self.lineCount = lineCount
    }
  }

  /// Lints source text as if read from `path`.
  public func lint(source: String, path: String) -> [Finding] {
    lint(bytes: Array(source.utf8), path: path).findings.filter(keeps).sorted(by: Finding.ordered)
  }

  /// Whether a finding survives the configuration (skipped files can be
  /// turned off like a rule).
  func keeps(_ finding: Finding) -> Bool { !configuration.disabled.contains(finding.ruleID) }

  /// Lints every file in `paths`, in parallel.
  public func lint(files paths: [String]) -> Report {
    let results = UnsafeMutableBufferPointer<(findings: [Finding], lines: Int)>.allocate(capacity: paths.count)
    results.initialize(repeating: ([], 0))
    defer { results.deallocate() }
    let base = UnsafeSendable(results)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      base.value[index] = lintFile(paths[index])
    }
    var findings: [Finding] = []
    var lines = 0
    for result in results {
      findings += result.findings.filter(keeps)
      lines += result.lines
    }
    findings.sort(by: Finding.ordered)
    return Report(findings: findings, fileCount: paths.count, lineCount: lines)
  }

  /// Reads and lints one file.
  func lintFile(_ path: String) -> (findings: [Finding], lines: Int) {
    var info = stat()
    if stat(path, &info) == 0, Int(info.st_size) > configuration.maxFileSize {
      return ([skipped(path, "is \(info.st_size) bytes, more than --max-file-size \(configuration.maxFileSize); skipped")], 0)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return ([skipped(path, "cannot be read; skipped")], 0)
    }
    return lint(bytes: Array(data), path: path)
  }

  /// The deepest syntax tree linted: a file nested deeper is skipped with
  /// a note (the rules' walks recurse once per level). Real code stays far
  /// below it; 1,000 levels fit the linting thread's 64 MiB stack many
  /// times over.
  static let maximumDepth = 1_000

  /// Lints the bytes of one file (none when it is test code and
  /// `test_code` is `off`), on a thread with a stack of known size.
  func lint(bytes: [UInt8], path: String) -> (findings: [Finding], lines: Int) {
    LargeStack.run { lintOnThisThread(bytes: bytes, path: path) }
  }

  /// ``lint(bytes:path:)``'s work, on the calling thread.
  func lintOnThisThread(bytes: [UInt8], path: String) -> (findings: [Finding], lines: Int) {
    if configuration.testCode == .off, configuration.isTestCode(path) { return ([], 0) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return ([skipped(path, "is not valid UTF-8; skipped")], 0)
    }
    let lines = bytes.reduce(into: 0) { count, byte in if byte == 10 { count += 1 } }
    // swift-syntax's parser takes time exponential in a run of adjacent
    // `[` and `(` that holds a `[` (`[[[[`, `[ ( [ (`: it tries each as a
    // type, too): 16 take seconds, 1,000 never end. Bounded before parsing.
    if let run = Self.openerRun(bytes), run > Self.maximumOpenerRun {
      return ([skipped(path, "opens \(run) brackets in a row (more than \(Self.maximumOpenerRun), which the parser cannot read in bounded time); skipped")], lines)
    }
    let tree = Self.parse(text)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    if tree.hasError {
      let place = Self.firstError(in: tree).map { converter.location(for: $0) }
      let note =
        Self.tooDeep(text)
        ? "nests brackets more than \(Self.parserNestingLimit) deep, more than the parser reads; skipped"
        : "does not parse as Swift; skipped"
      return ([skipped(path, note, line: place?.line ?? 1, column: place?.column ?? 1)], lines)
    }
    let depth = LargeStack.depth(of: tree, limit: Self.maximumDepth)
    if depth > Self.maximumDepth {
      return ([skipped(path, "nests more than \(Self.maximumDepth) syntax levels deep; skipped")], lines)
    }
    let file = LintedFile(path: path, tree: tree)
    let suppressions = Suppressions(text)
    let testCode = lowersTestCode(path)
    var findings: [Finding] = []
    for rule in rules {
      let descriptor = type(of: rule).descriptor
      let severity = testCode ? .note : configuration.severity(of: descriptor)
      for hit in rule.check(file) {
        let location = converter.location(for: hit.position)
        guard !suppressions.suppresses(descriptor.id, line: location.line) else { continue }
        findings.append(
          Finding(
            ruleID: descriptor.id, severity: severity, message: hit.message, path: path, line: location.line,
            column: location.column, utf16Column: Self.utf16Column(bytes, hit.position.utf8Offset),
            edits: hit.edits.isEmpty ? nil : hit.edits, testCode: testCode))
      }
    }
    return (Array(Set(findings)), lines)
  }

  /// Whether `path` is test code whose findings become notes (`test_code:
  /// note`, the default). A severity configured for a rule applies outside
  /// test code only.
  func lowersTestCode(_ path: String) -> Bool {
    configuration.testCode == .note && configuration.isTestCode(path)
  }

  /// A skipped-file finding, unless the configuration turns those off.
  func skipped(_ path: String, _ why: String, line: Int = 1, column: Int = 1) -> Finding {
    let testCode = lowersTestCode(path)
    return Finding(
      ruleID: Finding.skippedFileRule,
      severity: testCode ? .note : configuration.severity(of: RuleRegistry.skippedFile),
      message: "\((path as NSString).lastPathComponent) \(why)", path: path, line: line, column: column,
      testCode: testCode)
  }

  /// The 1-based UTF-16 column of the byte at `offset`.
  static func utf16Column(_ bytes: [UInt8], _ offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != 10 { start -= 1 }
    return String(decoding: bytes[start..<min(offset, bytes.count)], as: UTF8.self).utf16.count + 1
  }

  /// The parser's bound on nesting, given explicitly (swift-syntax's
  /// default is 256 in a release build and 20 in a debug one): deeper
  /// brackets stop the parse with an error instead of recursing further.
  static let parserNestingLimit = 256

  /// The longest run of adjacent `[`/`(` (holding a `[`) a file may have.
  static let maximumOpenerRun = 12

  /// The longest run of `[` and `(` with only whitespace between them that
  /// holds at least one `[`, counting every byte (a bracket in a string or
  /// comment too); nil when there is none.
  static func openerRun(_ bytes: [UInt8]) -> Int? {
    var longest: Int? = nil
    var run = 0
    var hasSquare = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "("):
        run += 1
        if byte == UInt8(ascii: "[") { hasSquare = true }
        if hasSquare { longest = max(longest ?? 0, run) }
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        break
      default:
        run = 0
        hasSquare = false
      }
    }
    return longest
  }

  /// `text` parsed with ``parserNestingLimit``.
  static func parse(_ text: String) -> SourceFileSyntax {
    var text = text
    return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: parserNestingLimit) }
  }

  /// Whether `text` opens more than ``parserNestingLimit`` brackets
  /// (`(`, `[`, `{`) without closing them, counting every byte (a
  /// bracket in a string or comment included): the reason a file the
  /// parser refused was refused.
  static func tooDeep(_ text: String) -> Bool {
    var depth = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > parserNestingLimit { return true }
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth = max(depth - 1, 0)
      default: break
      }
    }
    return false
  }

  /// The position of the first missing or unexpected token.
  static func firstError(in tree: SourceFileSyntax) -> AbsolutePosition? {
    for token in tree.tokens(viewMode: .all) {
      if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
        return token.positionAfterSkippingLeadingTrivia
      }
    }
    return nil
  }
}

/// A value handed to concurrent work that writes disjoint parts of it.
struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
