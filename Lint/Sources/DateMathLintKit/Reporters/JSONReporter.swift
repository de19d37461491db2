import Foundation

/// `--format json`: an object with the tool's version, the counts and the
/// findings (`path`, `line`, `column`, `utf16Column`, `ruleID`,
/// `severity`, `message`, and `testCode`: true when the severity was
/// lowered to a note because the file is test code).
public enum JSONReporter {
  /// The document.
  struct Document: Encodable {
    let tool = "datemath-lint"
    let version: String
    let files: Int
    let lines: Int
    let findings: [Finding]
  }

  /// The report's text, pretty-printed with sorted keys.
  public static func render(_ report: Linter.Report) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(
      version: LintVersion.current, files: report.fileCount, lines: report.lineCount, findings: report.findings)
    // Encoding strings and integers cannot fail.
    return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
  }
}
