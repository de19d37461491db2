/// `file:line:column: warning: [rule-id] message`, one finding a line: the
/// form compilers print and Xcode and most editors read.
public enum TextReporter {
  /// The report's text.
  public static func render(_ findings: [Finding]) -> String {
    findings.map { "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): [\($0.ruleID)] \($0.message)\n" }
      .joined()
  }
}
