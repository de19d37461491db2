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

  /// Lints the bytes of one file (none when it is test code and
  /// `test_code` is `off`).
  func lint(bytes: [UInt8], path: String) -> (findings: [Finding], lines: Int) {
    if configuration.testCode == .off, configuration.isTestCode(path) { return ([], 0) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return ([skipped(path, "is not valid UTF-8; skipped")], 0)
    }
    let lines = bytes.reduce(into: 0) { count, byte in if byte == 10 { count += 1 } }
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    if tree.hasError {
      let place = Self.firstError(in: tree).map { converter.location(for: $0) }
      return ([skipped(path, "does not parse as Swift; skipped", line: place?.line ?? 1, column: place?.column ?? 1)], lines)
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
