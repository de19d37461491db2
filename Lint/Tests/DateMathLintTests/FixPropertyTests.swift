@testable import DateMathLintKit
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// Lints and fixes mutated fixture files (line endings, a byte-order mark,
/// names declared again inside loops) and checks what every fix must keep:
/// the result parses, every byte outside the edits is the original's, and
/// a name an edit writes is not declared again in the loop around it.
@Suite("Fix properties")
struct FixPropertyTests {
  static let sources: [String] = {
    let files = [
      Support.testsDirectory.appendingPathComponent("FixFixtures/Before.swift"),
      Support.fixtures.appendingPathComponent("cumulative-calendar-step/Fires.swift"),
      Support.fixtures.appendingPathComponent("date-format-pattern/Fires.swift"),
      Support.fixtures.appendingPathComponent("fixed-format-locale/Fires.swift"),
    ]
    return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
  }()

  /// The mutations: each a function of the text and a seed.
  static func mutations(_ text: String, seed: Int) -> [String] {
    var result = [text, text.replacingOccurrences(of: "\n", with: "\r\n"), text.replacingOccurrences(of: "\n", with: "\r"), "\u{FEFF}" + text]
    // A name declared again at the top of a loop body: the anchors and
    // running dates the fixtures use, one loop at a time.
    let names = ["start", "first", "anchor", "date", "current", "now", "base"]
    var lines = text.components(separatedBy: "\n")
    let loops = lines.indices.filter {
      let line = lines[$0].trimmingCharacters(in: .whitespaces)
      return (line.hasPrefix("while ") || line.hasPrefix("for ") || line.hasPrefix("repeat")) && line.hasSuffix("{")
    }
    for (index, loop) in loops.enumerated() {
      let name = names[(index + seed) % names.count]
      lines.insert("let \(name) = Date.distantPast; _ = \(name)", at: loop + 1)
      result.append(lines.joined(separator: "\n"))
      lines.remove(at: loop + 1)
    }
    return result
  }

  @Test("every fix of a mutated fixture parses, keeps the bytes outside its edits, and rebinds no name")
  func properties() throws {
    #expect(Self.sources.count == 4)
    var checked = 0
    for (seed, source) in Self.sources.enumerated() {
      for text in Self.mutations(source, seed: seed) {
        let findings = Support.lint(text).filter { $0.ruleID != Finding.skippedFileRule }
        let result = Fixer().fix(text, findings: findings)
        guard !result.fixed.isEmpty else { continue }
        checked += 1
        let edits = result.fixed.flatMap { $0.edits ?? [] }
        // 1. It parses.
        #expect(!Parser.parse(source: result.text).hasError)
        // 2. The bytes between the edits are the original's, in order.
        let old = Array(text.utf8)
        let new = Array(result.text.utf8)
        var oldAt = 0
        var newAt = 0
        for edit in Set(edits).sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
          let kept = edit.start - oldAt
          #expect(kept >= 0 && Array(old[oldAt..<edit.start]) == Array(new[newAt..<(newAt + kept)]))
          newAt += kept
          #expect(Array(new[newAt..<(newAt + edit.replacement.utf8.count)]) == Array(edit.replacement.utf8))
          newAt += edit.replacement.utf8.count
          oldAt = edit.end
        }
        #expect(Array(old[oldAt...]) == Array(new[newAt...]), "the tail is kept")
        // 3. A name written by an edit (`to: start`) is not declared
        //    again inside the loop that holds the edit.
        let tree = Parser.parse(source: result.text)
        var shift = 0
        for edit in Set(edits).sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
          defer { shift += edit.replacement.utf8.count - (edit.end - edit.start) }
          let name = edit.replacement
          guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
          let position = AbsolutePosition(utf8Offset: edit.start + shift)
          guard let token = tree.token(at: position) else { continue }
          var node: Syntax? = Syntax(token)
          while let here = node, !(here.is(WhileStmtSyntax.self) || here.is(ForStmtSyntax.self) || here.is(RepeatStmtSyntax.self)) {
            node = here.parent
          }
          guard let loop = node else { continue }
          let declared = loop.tokens(viewMode: .sourceAccurate).contains { candidate in
            candidate.text == name
              && (candidate.parent?.is(IdentifierPatternSyntax.self) == true
                || candidate.parent?.is(ClosureShorthandParameterSyntax.self) == true)
          }
          #expect(!declared, "`\(name)` is declared again in the loop:\n\(result.text)")
        }
      }
    }
    #expect(checked >= 10, "enough fixed files were checked: \(checked)")
  }
}
