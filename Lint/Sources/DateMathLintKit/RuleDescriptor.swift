/// What a rule is: its identifier, default severity, rationale with a real
/// failing example, and the fix it suggests, in Foundation's terms and in
/// DateMath's. `--explain` prints it and the SARIF reporter lists it under
/// `runs[].tool.driver.rules`.
public struct RuleDescriptor: Sendable, Hashable {
  /// The kebab-case identifier used in output, suppressions and config.
  public let id: String
  /// A one-line summary.
  public let summary: String
  /// The severity a finding of this rule has unless the config says
  /// otherwise.
  public let severity: Severity
  /// One paragraph: why the pattern is wrong, with a real failing example
  /// (zone, date, wrong and right answer).
  public let rationale: String
  /// The fix with Foundation's calls alone: what a finding's message says
  /// in a file that does not import DateMath.
  public let foundationFix: String
  /// The fix with DateMath: what a finding's message says in a file that
  /// imports DateMath.
  public let dateMathFix: String

  /// A descriptor with every field given.
  public init(
    id: String, summary: String, severity: Severity, rationale: String, foundationFix: String, dateMathFix: String
  ) {
    self.id = id
    self.summary = summary
    self.severity = severity
    self.rationale = rationale
    self.foundationFix = foundationFix
    self.dateMathFix = dateMathFix
  }

  /// A descriptor whose fix is the same in every file (the skipped-file
  /// pseudo-rule's).
  public init(id: String, summary: String, severity: Severity, rationale: String, fix: String) {
    self.init(id: id, summary: summary, severity: severity, rationale: rationale, foundationFix: fix, dateMathFix: fix)
  }

  /// Both fixes, labelled (one when they are the same): `--explain`'s and
  /// SARIF's help text.
  public var fix: String {
    foundationFix == dateMathFix
      ? "Fix: \(foundationFix)"
      : "Fix with Foundation: \(foundationFix)\nFix with DateMath: \(dateMathFix)"
  }

  /// The text `--explain` prints.
  public var explanation: String {
    """
    \(id) (\(severity.rawValue)): \(summary)

    \(rationale)

    \(fix)
    """
  }
}
