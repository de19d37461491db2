import Foundation

/// `--format sarif`: a SARIF 2.1.0 log for code-scanning UIs, with one run
/// whose driver lists every rule and whose results point at files by
/// relative URI.
public enum SARIFReporter {
  /// The schema the log declares.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The log's text. `baseDirectory` is what result URIs are made relative
  /// to (the current directory).
  public static func render(_ report: Linter.Report, baseDirectory: String) -> String {
    let descriptors = RuleRegistry.descriptors + [RuleRegistry.skippedFile]
    let index = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($1.id, $0) })
    let rules: [[String: Any]] = descriptors.map { descriptor in
      [
        "id": descriptor.id,
        "name": descriptor.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
        "shortDescription": ["text": descriptor.summary],
        "fullDescription": ["text": descriptor.rationale],
        "help": ["text": descriptor.fix],
        "defaultConfiguration": ["level": descriptor.severity.sarifLevel],
      ]
    }
    let results: [[String: Any]] = report.findings.map { finding in
      var result: [String: Any] = [
        "ruleId": finding.ruleID,
        "ruleIndex": index[finding.ruleID] ?? 0,
        "level": finding.severity.sarifLevel,
        "message": ["text": finding.message],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": artifactLocation(finding.path, baseDirectory: baseDirectory),
              "region": ["startLine": finding.line, "startColumn": finding.utf16Column],
            ]
          ]
        ],
      ]
      // Lowered to a note because the file is test code.
      if finding.testCode { result["properties"] = ["testCode": true] }
      return result
    }
    let log: [String: Any] = [
      "$schema": schema,
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "datemath-lint",
              "version": LintVersion.current,
              "semanticVersion": LintVersion.current,
              "rules": rules,
            ]
          ],
          "columnKind": "utf16CodeUnits",
          "originalUriBaseIds": [
            srcroot: ["uri": "file://" + directoryURI(baseDirectory)]
          ],
          "results": results,
        ]
      ],
    ]
    let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The base id relative URIs are resolved against: the current directory.
  static let srcroot = "SRCROOT"

  /// `{"uri": …, "uriBaseId": "SRCROOT"}` for a path below the base
  /// directory, `{"uri": "file:///…"}` for any other.
  static func artifactLocation(_ path: String, baseDirectory: String) -> [String: Any] {
    let text = uri(path, baseDirectory: baseDirectory)
    return text.hasPrefix("file://") ? ["uri": text] : ["uri": text, "uriBaseId": srcroot]
  }

  /// An absolute directory as a percent-encoded path ending in `/`.
  static func directoryURI(_ directory: String) -> String {
    let path = directory.hasSuffix("/") ? directory : directory + "/"
    return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
  }

  /// A path as a SARIF URI: relative to `baseDirectory` when below it,
  /// else a file URI; percent-encoded.
  static func uri(_ path: String, baseDirectory: String) -> String {
    let full = path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
    let standard = (full as NSString).standardizingPath
    let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    if standard.hasPrefix(base) {
      let relative = String(standard.dropFirst(base.count))
      return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    }
    return "file://" + (standard.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? standard)
  }
}
