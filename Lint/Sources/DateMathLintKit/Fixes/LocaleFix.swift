import SwiftSyntax

/// The mechanical fix of fixed-format-locale: a line setting the
/// formatter's locale to `en_US_POSIX`, inserted before the statement that
/// sets its `dateFormat` (Apple's advice is to set the locale first).
enum LocaleFix {
  /// The insertion for the `dateFormat` assignment holding `literal`, or
  /// none when the assignment is not a statement that starts its own line.
  static func edit(_ literal: StringLiteralExprSyntax) -> [FixEdit] {
    var node = Syntax(literal)
    while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
      if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) {
        return []
      }
      node = parent
    }
    guard let item = node.parent?.as(CodeBlockItemSyntax.self),
      let assignment = item.item.as(ExprSyntax.self).flatMap({ OperatorSequence($0) }), assignment.operators == ["="],
      let member = assignment.operands[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dateFormat",
      let base = member.base, let first = item.firstToken(viewMode: .sourceAccurate)
    else { return [] }
    // The statement must start its line; its indentation is repeated.
    let leading = first.leadingTrivia.description
    guard let newline = leading.lastIndex(where: { $0 == "\n" || $0 == "\r" }) else { return [] }
    let indentation = leading[leading.index(after: newline)...]
    guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return [] }
    return [
      FixEdit(
        inserting: "\(base.trimmedDescription).locale = Locale(identifier: \"en_US_POSIX\")\n\(indentation)",
        at: item.positionAfterSkippingLeadingTrivia)
    ]
  }
}
