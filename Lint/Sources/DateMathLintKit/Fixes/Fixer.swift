import SwiftParser
import SwiftSyntax

/// Applies the mechanical fixes of one file's findings to its text, and
/// refuses when the result would not parse.
public struct Fixer: Sendable {
  /// What fixing one file gave.
  public struct Result: Sendable {
    /// The fixed text (the original when nothing was applied).
    public var text: String
    /// The findings whose edits were applied.
    public var fixed: [Finding]
    /// Findings with edits that were not applied, each with the reason.
    public var left: [(finding: Finding, reason: String)]
  }

  /// Creates a fixer.
  public init() {}

  /// Applies the edits of `findings` (all in one file) to `text`. An edit
  /// that overlaps one already taken is left for the next run; when the
  /// fixed text would not parse as Swift, nothing is applied.
  public func fix(_ text: String, findings: [Finding]) -> Result {
    var taken: [FixEdit] = []
    var fixed: [Finding] = []
    var left: [(Finding, String)] = []
    for finding in findings {
      guard let edits = finding.edits, !edits.isEmpty else { continue }
      let new = edits.filter { !taken.contains($0) }
      // Two fixes declaring the same counter (`var monthOffset = 0`) in one
      // run: the second waits, and the next run finds the name taken.
      let declares = { (edit: FixEdit) in edit.start == edit.end && edit.replacement.hasPrefix("var ") }
      if new.contains(where: { edit in
        declares(edit) && taken.contains { declares($0) && $0.replacement == edit.replacement }
      }) {
        left.append((finding, "another fix in this run declares the same counter; run --fix again"))
        continue
      }
      if new.contains(where: { edit in taken.contains { $0.overlaps(edit) } }) {
        left.append((finding, "its fix overlaps another one; run --fix again"))
        continue
      }
      taken += new
      fixed.append(finding)
    }
    guard !taken.isEmpty else { return Result(text: text, fixed: [], left: left) }
    let fixedText = Self.apply(taken, to: text)
    if LargeStack.run({ Linter.parse(fixedText).hasError }) {
      let reason = "the fixed file would not parse, so the file was left unchanged"
      return Result(text: text, fixed: [], left: left + fixed.map { ($0, reason) })
    }
    return Result(text: fixedText, fixed: fixed, left: left)
  }

  /// `text` with non-overlapping `edits` applied.
  static func apply(_ edits: [FixEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
      let start = min(edit.start, bytes.count)
      bytes.replaceSubrange(start..<min(max(edit.end, start), bytes.count), with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
