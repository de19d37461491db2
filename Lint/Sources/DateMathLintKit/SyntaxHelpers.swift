import SwiftSyntax

extension ExprSyntax {
  /// The expression without the wrappers that do not change its value:
  /// parentheses around one element, `try`, `await`, `!` and `?`.
  var unwrapped: ExprSyntax {
    var expr = self
    while true {
      if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        expr = only.expression
      } else if let t = expr.as(TryExprSyntax.self) {
        expr = t.expression
      } else if let a = expr.as(AwaitExprSyntax.self) {
        expr = a.expression
      } else if let f = expr.as(ForceUnwrapExprSyntax.self) {
        expr = f.expression
      } else if let o = expr.as(OptionalChainingExprSyntax.self) {
        expr = o.expression
      } else {
        return expr
      }
    }
  }

  /// The last name of a reference or member access (`x`, `a.b.x` → `x`);
  /// nil for anything else.
  var trailingName: String? {
    let expr = unwrapped
    if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
    if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
  }

  /// The source text without trivia, for comparing two references
  /// (`self.date` and `date` are compared by ``trailingName``).
  var compactText: String { unwrapped.trimmedDescription }
}

extension FunctionCallExprSyntax {
  /// The called method's or type's name: `date` for `cal.date(byAdding:…)`,
  /// `Date` for `Date(…)`, `init`'s type for `Date.init(…)`.
  var calleeName: String? {
    let called = calledExpression.unwrapped
    if let member = called.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "init", let base = member.base { return base.trailingName }
      return name
    }
    if let ref = called.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
    return nil
  }

  /// The receiver of a method call (`cal` in `cal.date(…)`), if written.
  var receiver: ExprSyntax? {
    calledExpression.unwrapped.as(MemberAccessExprSyntax.self)?.base
  }

  /// The argument labels in order, `_` for an unlabeled one.
  var labels: [String] { arguments.map { $0.label?.text ?? "_" } }

  /// The expression of the argument labeled `label`.
  func argument(_ label: String) -> ExprSyntax? {
    arguments.first { $0.label?.text == label }?.expression
  }

  /// The first argument's expression, whatever its label.
  var firstArgument: ExprSyntax? { arguments.first?.expression }
}

extension SyntaxProtocol {
  /// Whether any token below this node is the identifier or keyword `name`.
  func mentions(_ name: String) -> Bool {
    tokens(viewMode: .sourceAccurate).contains { $0.text == name }
  }

  /// The nearest ancestor of type `T`.
  func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
    var node = parent
    while let current = node {
      if let match = current.as(T.self) { return match }
      node = current.parent
    }
    return nil
  }
}

extension StringLiteralExprSyntax {
  /// The literal's text when it has no interpolation; nil otherwise.
  var plainText: String? {
    var text = ""
    for segment in segments {
      guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
      text += piece.content.text
    }
    return text
  }
}

/// An unfolded operator sequence (`a + b * c`) split at its operators.
/// swift-syntax leaves sequences unfolded without SwiftOperators; these
/// rules need only the arithmetic and comparison operators, whose
/// precedence is fixed.
struct OperatorSequence {
  /// Operands, in order.
  var operands: [ExprSyntax] = []
  /// The operator between operand i and i + 1 (`=` for an assignment).
  var operators: [String] = []

  /// The sequence of `expr`'s elements; nil for anything but a sequence.
  init?(_ expr: ExprSyntax) {
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    for element in sequence.elements {
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        operators.append(op.operator.text)
      } else if element.is(AssignmentExprSyntax.self) {
        operators.append("=")
      } else if element.is(UnresolvedTernaryExprSyntax.self) || element.is(UnresolvedAsExprSyntax.self)
        || element.is(UnresolvedIsExprSyntax.self)
      {
        return nil
      } else {
        operands.append(element)
      }
    }
    guard operands.count == operators.count + 1 else { return nil }
  }

  /// The operand runs separated by operators of lower precedence than
  /// `*` and `/` (so `a + b * c` is [[a], [b, *, c]]), each as operands
  /// and the multiplicative operators between them.
  var additiveTerms: [(operands: [ExprSyntax], operators: [String])] {
    var terms: [(operands: [ExprSyntax], operators: [String])] = [([operands[0]], [])]
    for (i, op) in operators.enumerated() {
      if op == "*" || op == "/" || op == "&*" {
        terms[terms.count - 1].operands.append(operands[i + 1])
        terms[terms.count - 1].operators.append(op)
      } else {
        terms.append(([operands[i + 1]], []))
      }
    }
    return terms
  }
}
