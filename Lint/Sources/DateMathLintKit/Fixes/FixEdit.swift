import SwiftSyntax

/// One replacement in a file's text, by UTF-8 offsets: what `--fix`
/// writes. An insertion has `start == end`.
public struct FixEdit: Sendable, Hashable, Codable {
  /// The first byte replaced.
  public let start: Int
  /// The byte after the last one replaced.
  public let end: Int
  /// The text written in their place.
  public let replacement: String

  /// Replaces the bytes `start..<end` with `replacement`.
  public init(start: Int, end: Int, replacement: String) {
    self.start = start
    self.end = end
    self.replacement = replacement
  }

  /// Replaces `node` without its leading and trailing trivia.
  public init(replacing node: some SyntaxProtocol, with replacement: String) {
    self.init(
      start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
      end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement)
  }

  /// Inserts `text` at `position`.
  public init(inserting text: String, at position: AbsolutePosition) {
    self.init(start: position.utf8Offset, end: position.utf8Offset, replacement: text)
  }

  /// Whether the two edits touch the same bytes (two insertions at one
  /// place count as overlapping: their order would be a guess).
  func overlaps(_ other: FixEdit) -> Bool {
    start == other.start || (start < other.end && other.start < end)
  }

  /// The line break and indentation before `item` (`"\n    "`, or with
  /// `\r\n` in a CRLF file), to put after a line inserted before it; nil
  /// when `item` does not start its line or is indented with other
  /// characters.
  static func lineBreak(before item: CodeBlockItemSyntax) -> String? {
    guard let first = item.firstToken(viewMode: .sourceAccurate) else { return nil }
    let leading = first.leadingTrivia.description
    guard let newline = leading.lastIndex(where: \.isNewline) else { return nil }
    let indentation = leading[leading.index(after: newline)...]
    guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    return String(leading[newline...])
  }
}
