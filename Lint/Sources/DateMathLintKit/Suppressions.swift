import Foundation

/// The `datemath-lint:` comments of one file:
///
/// - `// datemath-lint:disable:next rule-id[, rule-id…]`: the next line;
/// - `// datemath-lint:disable:this rule-id`: its own line;
/// - `// datemath-lint:disable-file rule-id`: the whole file.
///
/// `all` stands for every rule; a directive with no rule names is `all`.
struct Suppressions {
  /// Rules off on a line (1-based).
  private(set) var byLine: [Int: Set<String>] = [:]
  /// Rules off in the whole file.
  private(set) var file: Set<String> = []

  /// Reads the directives of `text`, line by line.
  init(_ text: String) {
    guard text.contains("datemath-lint:") else { return }
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      guard let marker = line.range(of: "datemath-lint:"),
        let slashes = line.range(of: "//"), slashes.upperBound <= marker.lowerBound
      else { continue }
      let directive = line[marker.upperBound...]
      let words = directive.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" })
      guard let command = words.first else { continue }
      var rules = Set(words.dropFirst().prefix { !$0.hasPrefix("--") && !$0.hasPrefix("//") }.map(String.init))
      if rules.isEmpty { rules = ["all"] }
      switch command {
      case "disable:next": byLine[lineNumber + 1, default: []].formUnion(rules)
      case "disable:this": byLine[lineNumber, default: []].formUnion(rules)
      case "disable-file": file.formUnion(rules)
      default: continue
      }
    }
  }

  /// Whether `rule` is off at `line`.
  func suppresses(_ rule: String, line: Int) -> Bool {
    if file.contains(rule) || file.contains("all") { return true }
    guard let rules = byLine[line] else { return false }
    return rules.contains(rule) || rules.contains("all")
  }
}
