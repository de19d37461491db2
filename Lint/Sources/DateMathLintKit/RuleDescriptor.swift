/// What a rule is: its identifier, default severity, rationale with a real
/// failing example, and the fix it suggests. `--explain` prints it and the
/// SARIF reporter lists it under `runs[].tool.driver.rules`.
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
  /// The call that fixes it, in DateMath or Foundation.
  public let fix: String

  /// A descriptor with every field given.
  public init(id: String, summary: String, severity: Severity, rationale: String, fix: String) {
    self.id = id
    self.summary = summary
    self.severity = severity
    self.rationale = rationale
    self.fix = fix
  }

  /// The text `--explain` prints.
  public var explanation: String {
    """
    \(id) (\(severity.rawValue)): \(summary)

    \(rationale)

    Fix: \(fix)
    """
  }
}
