/// `file:line:column: warning: [rule-id] message`, one finding a line: the
/// form compilers print and Xcode and most editors read. A finding whose
/// severity was lowered because it is in test code ends in ` (test code)`.
///
/// For a build log (`--format xcode`, the build-tool plugin) an error is
/// shown as `warning:`: Xcode fails a build step that prints `error:` even
/// when it exits 0, and a lint finding should not stop a build. Paths are
/// left absolute there (``LintCommand`` does that).
public enum TextReporter {
  /// The report's text.
  public static func render(_ findings: [Finding], buildLog: Bool = false) -> String {
    findings.map {
      let severity = buildLog && $0.severity == .error ? Severity.warning : $0.severity
      return "\($0.path):\($0.line):\($0.column): \(severity.rawValue): [\($0.ruleID)] \($0.message)"
        + ($0.testCode ? " (test code)" : "") + "\n"
    }
    .joined()
  }
}
