/// One reported problem: a rule's finding at a place in a file, or a file
/// that was skipped.
public struct Finding: Sendable, Hashable, Codable {
  /// The rule's identifier (or ``Finding/skippedFileRule`` for a skipped
  /// file).
  public var ruleID: String
  /// The severity after configuration.
  public var severity: Severity
  /// What is wrong here and what to call instead.
  public var message: String
  /// The file's path as given on the command line (joined with what the
  /// directory walk found).
  public var path: String
  /// 1-based line.
  public var line: Int
  /// 1-based column, in UTF-8 bytes as compilers count it.
  public var column: Int
  /// 1-based column in UTF-16 code units, as SARIF's `utf16CodeUnits`
  /// column kind counts (the same as ``column`` on an ASCII line).
  public var utf16Column: Int
  /// The edits `--fix` would make for this finding (absent when it needs a
  /// person). JSON output carries them as `edits`, UTF-8 byte offsets.
  public var edits: [FixEdit]?
  /// Whether the finding is in test code and its severity was lowered to
  /// a note for that (`test_code: note`, the default).
  public var testCode: Bool

  /// The pseudo-rule under which unreadable, unparsable and huge files are
  /// reported.
  public static let skippedFileRule = "skipped-file"

  /// A finding with every field given.
  public init(
    ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int, utf16Column: Int? = nil,
    edits: [FixEdit]? = nil, testCode: Bool = false
  ) {
    self.edits = edits
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.path = path
    self.line = line
    self.column = column
    self.utf16Column = utf16Column ?? column
    self.testCode = testCode
  }

  /// Orders findings by path, then line, then column, then rule.
  static func ordered(_ a: Finding, _ b: Finding) -> Bool {
    (a.path, a.line, a.column, a.ruleID) < (b.path, b.line, b.column, b.ruleID)
  }
}
