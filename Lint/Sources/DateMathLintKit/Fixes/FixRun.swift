import Foundation

/// `--fix` and `--fix --dry-run`: applies (or shows as a diff) the
/// mechanical fixes of a run's findings, file by file, and lints the fixed
/// files again so that the report names only what is left for a person.
struct FixRun {
  /// The linter whose findings are fixed.
  let linter: Linter
  /// Show a unified diff instead of writing.
  let dryRun: Bool

  /// What the run did.
  struct Outcome {
    /// The report after the fixes (or, for a dry run, as it would be).
    var report: Linter.Report
    /// The unified diff of every file that changes (dry run only).
    var diff = ""
    /// Lines for standard error: what was fixed, and fixes not made and why.
    var notes = ""
    /// Findings fixed (or that a dry run would fix).
    var fixedCount = 0
    /// Files changed (or that a dry run would change).
    var fileCount = 0
    /// Files whose fixes were not written because writing was not safe
    /// (changed since read, read-only, a failed write).
    var refusedCount = 0
  }

  /// Called after a file's fixes are computed and before they are written
  /// (tests use it to change the file in between, as an editor would).
  var beforeWrite: ((String) -> Void)? = nil

  /// Fixes the files of `report`'s findings that have edits; `displayPath`
  /// turns an absolute path into the one printed.
  func run(_ report: Linter.Report, displayPath: (String) -> String) -> Outcome {
    var outcome = Outcome(report: report)
    let fixable = Dictionary(grouping: report.findings.filter { $0.edits != nil }, by: \.path)
    for path in fixable.keys.sorted() {
      let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
      let file: InPlaceFile
      do {
        file = try InPlaceFile.read(url.path)
      } catch {
        outcome.notes += "\(displayPath(path)): not fixed: \(error.message)\n"
        outcome.refusedCount += 1
        continue
      }
      // A byte-order mark stays part of the text (String(data:encoding:)
      // would drop it), so the edits' offsets, the diff and the bytes
      // written all keep it.
      guard let text = String(validating: file.bytes, as: UTF8.self) else {
        outcome.notes += "\(displayPath(path)): not fixed: the file is no longer UTF-8\n"
        outcome.refusedCount += 1
        continue
      }
      let data = Data(file.bytes)
      // Lint the text as it is now, so the edits match the bytes written.
      let current = linter.lint(source: text, path: path)
      let result = Fixer().fix(text, findings: current)
      for (finding, reason) in result.left {
        outcome.notes += "\(displayPath(path)):\(finding.line):\(finding.column): not fixed [\(finding.ruleID)]: \(reason)\n"
      }
      guard !result.fixed.isEmpty, result.text != text else { continue }
      if dryRun {
        outcome.diff += UnifiedDiff.render(old: text, new: result.text, path: displayPath(path))
      } else {
        beforeWrite?(url.path)
        do {
          try file.write(Array(result.text.utf8))
        } catch {
          outcome.notes += "\(displayPath(path)): not fixed: \(error.message)\n"
          outcome.refusedCount += 1
          continue
        }
      }
      outcome.fixedCount += result.fixed.count
      outcome.fileCount += 1
      let verb = dryRun ? "would fix" : "fixed"
      var described: Set<String> = []
      for finding in result.fixed {
        let line =
          "\(displayPath(path)):\(finding.line):\(finding.column): \(verb) [\(finding.ruleID)]: "
          + (finding.edits ?? []).map { Self.describe($0, in: data) }.joined(separator: "; ")
        if described.insert(line).inserted { outcome.notes += line + "\n" }
      }
      if dryRun {
        // Positions stay those of the file as it is.
        outcome.report.findings.removeAll { result.fixed.contains($0) }
      } else {
        // The file's findings after the fix replace those before it.
        outcome.report.findings.removeAll { $0.path == path }
        outcome.report.findings += linter.lint(source: result.text, path: path)
      }
    }
    outcome.report.findings.sort(by: Finding.ordered)
    return outcome
  }

  /// `"old" → "new"`, or `inserted "text"`, for one edit of `original`.
  static func describe(_ edit: FixEdit, in original: Data) -> String {
    let bytes = [UInt8](original)
    let start = min(edit.start, bytes.count)
    let old = String(decoding: bytes[start..<min(max(edit.end, start), bytes.count)], as: UTF8.self)
    func quoted(_ text: String) -> String {
      "\"" + text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "⏎") + "\""
    }
    return old.isEmpty ? "inserted \(quoted(edit.replacement))" : "\(quoted(old)) → \(quoted(edit.replacement))"
  }
}
