/// `file:line:column: warning: [rule-id] message`, one finding a line: the
/// form compilers print and Xcode and most editors read. A finding whose
/// severity was lowered because it is in test code ends in ` (test code)`.
public enum TextReporter {
  /// The report's text.
  public static func render(_ findings: [Finding]) -> String {
    findings.map {
      "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): [\($0.ruleID)] \($0.message)"
        + ($0.testCode ? " (test code)" : "") + "\n"
    }
    .joined()
  }
}
