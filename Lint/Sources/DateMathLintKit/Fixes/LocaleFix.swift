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
      let base = member.base,
      // The statement must start its line; its indentation is repeated.
      let lineBreak = FixEdit.lineBreak(before: item)
    else { return [] }
    return [
      FixEdit(
        inserting: "\(base.trimmedDescription).locale = Locale(identifier: \"en_US_POSIX\")\(lineBreak)",
        at: item.positionAfterSkippingLeadingTrivia)
    ]
  }
}
