import DateMathLintKit
import Foundation
import Testing

/// The text, JSON and SARIF renderings.
@Suite("Output formats")
struct OutputFormatTests {
  static let source = """
    import Foundation
    let tomorrow = Date().addingTimeInterval(86400)
    let zone = TimeZone(abbreviation: "IST")

    """

  @Test("text is file:line:column: severity: [rule-id] message")
  func text() {
    let findings = Support.lint(Self.source, path: "Sources/App/Due.swift")
    let lines = TextReporter.render(findings).split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("Sources/App/Due.swift:2:16: warning: [fixed-day-length] `86400` seconds added to a date"))
    #expect(lines[1].hasPrefix("Sources/App/Due.swift:3:12: warning: [timezone-abbreviation] TimeZone(abbreviation: \"IST\")"))
  }

  @Test("JSON holds every finding's fields")
  func json() throws {
    let findings = Support.lint(Self.source, path: "Due.swift")
    let report = Linter.Report(findings: findings, fileCount: 1, lineCount: 3)
    let data = Data(JSONReporter.render(report).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["tool"] as? String == "datemath-lint")
    #expect(object["files"] as? Int == 1)
    let list = try #require(object["findings"] as? [[String: Any]])
    #expect(list.count == 2)
    #expect(list[0]["ruleID"] as? String == "fixed-day-length")
    #expect(list[0]["line"] as? Int == 2)
    #expect(list[0]["column"] as? Int == 16)
    #expect(list[0]["severity"] as? String == "warning")
    #expect(list[0]["path"] as? String == "Due.swift")
    #expect((list[0]["message"] as? String)?.contains("`calendar.date(byAdding: .day, value: 1, to: Date())!`") == true)
  }

  @Test("SARIF 2.1.0: version, $schema, driver rules, results with locations")
  func sarif() throws {
    let findings = Support.lint(Self.source + "let x = \"é\"; let y = TimeZone(abbreviation: \"EST\")\n", path: "/work/app/Sources/Due.swift")
    let report = Linter.Report(findings: findings, fileCount: 1, lineCount: 4)
    let text = SARIFReporter.render(report, baseDirectory: "/work/app")
    let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "datemath-lint")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids == RuleRegistry.descriptors.map(\.id) + [Finding.skippedFileRule])
    for rule in rules {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
      #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["note", "warning", "error"].contains(level ?? ""))
      let help = (rule["help"] as? [String: Any])?["text"] as? String ?? ""
      if rule["id"] as? String != Finding.skippedFileRule {
        #expect(help.contains("Fix with Foundation: ") && help.contains("Fix with DateMath: "), "\(help)")
      }
    }
    #expect(Self.dig(runs[0], "originalUriBaseIds", "SRCROOT", "uri") as? String == "file:///work/app/")
    #expect(runs[0]["columnKind"] as? String == "utf16CodeUnits")
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids[index] == ruleID)
      #expect(result["level"] as? String == "warning")
      #expect(Self.dig(result, "message", "text") is String)
      #expect(Self.dig(result, "locations", 0, "physicalLocation", "artifactLocation", "uri") as? String == "Sources/Due.swift")
      #expect(Self.dig(result, "locations", 0, "physicalLocation", "artifactLocation", "uriBaseId") as? String == "SRCROOT")
      let line = try #require(Self.dig(result, "locations", 0, "physicalLocation", "region", "startLine") as? Int)
      let column = try #require(Self.dig(result, "locations", 0, "physicalLocation", "region", "startColumn") as? Int)
      #expect(line >= 1 && column >= 1)
    }
    // After "é" (2 UTF-8 bytes, 1 UTF-16 unit) the SARIF column is one less.
    #expect(Self.dig(results.last, "locations", 0, "physicalLocation", "region", "startLine") as? Int == 4)
    #expect(Self.dig(results.last, "locations", 0, "physicalLocation", "region", "startColumn") as? Int == 22)
    #expect(findings.last?.column == 23)
  }

  /// The value at `path` (keys and array indexes) inside decoded JSON.
  static func dig(_ value: Any?, _ path: Any...) -> Any? {
    var current = value
    for step in path {
      if let key = step as? String {
        current = (current as? [String: Any])?[key]
      } else if let index = step as? Int, let array = current as? [Any], index < array.count {
        current = array[index]
      } else {
        return nil
      }
    }
    return current
  }

  @Test("a path outside the base directory is a file URI")
  func sarifAbsoluteURI() {
    let findings = Support.lint(Self.source, path: "/elsewhere/a b.swift")
    let text = SARIFReporter.render(Linter.Report(findings: findings, fileCount: 1, lineCount: 3), baseDirectory: "/work")
    #expect(text.contains("\"uri\" : \"file:///elsewhere/a%20b.swift\""))
  }
}
