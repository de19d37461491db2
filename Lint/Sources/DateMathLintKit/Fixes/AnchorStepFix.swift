import SwiftSyntax

/// The mechanical fix of cumulative-calendar-step, where the loop's shape
/// allows it:
///
/// ```swift
/// var current = start                    var monthOffset = 0
/// while current < end {                  var current = start
///   dates.append(current)          →     while current < end {
///   current = calendar.date(               dates.append(current)
///     byAdding: .month, value: 1,          monthOffset += 1
///     to: current)!                        current = calendar.date(byAdding: .month, value: monthOffset, to: start)!
/// }                                      }
/// ```
///
/// It applies to Foundation's `date(byAdding: .unit, value:, to: x)`
/// when `x` is declared `var x = anchor` (a name) in the block that holds
/// the loop, the step's statement is directly in the loop body, `x` is
/// assigned nowhere else in that block, the anchor is not assigned in the
/// loop, and both statements start their lines. Every other shape is left
/// for a person.
enum AnchorStepFix {
  /// The edits for `call`, the step found in `body` feeding back to `target`.
  static func edits(_ call: FunctionCallExprSyntax, target: String, body: CodeBlockSyntax, in file: SourceFileSyntax)
    -> [FixEdit]
  {
    guard call.calleeName == "date", call.labels == ["byAdding", "value", "to"],
      let unit = call.firstArgument?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      let valueArgument = call.arguments.dropFirst().first, let toArgument = call.arguments.last,
      toArgument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == target,
      let statement = directStatement(of: Syntax(call), in: body),
      let loopItem = enclosingItem(of: body), let block = loopItem.parent?.as(CodeBlockItemListSyntax.self),
      let anchor = anchorName(of: target, before: loopItem, in: block), anchor != target,
      assignmentCount(of: target, in: Syntax(block)) == 1, assignmentCount(of: anchor, in: Syntax(block)) == 0,
      let loopBreak = FixEdit.lineBreak(before: loopItem), let stepBreak = FixEdit.lineBreak(before: statement),
      feedsBackEveryPass(target, from: statement, in: body)
    else { return [] }
    // The one assignment to `target` is the feedback: the step's own
    // statement, or `current = next` after `guard let next = …(to: current)`.
    let offset = "\(unit)Offset"
    // The counter must be a name the function does not use (a property of
    // that name used in the function would be shadowed).
    let scope = Context.scope(of: Syntax(block)) ?? Syntax(file)
    guard !scope.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == offset }) else { return [] }
    let step = valueArgument.expression.trimmedDescription
    return [
      FixEdit(inserting: "var \(offset) = 0\(loopBreak)", at: loopItem.positionAfterSkippingLeadingTrivia),
      FixEdit(
        inserting: "\(offset) += \(step)\(stepBreak)",
        at: statement.positionAfterSkippingLeadingTrivia),
      FixEdit(replacing: valueArgument.expression, with: offset),
      FixEdit(replacing: toArgument.expression, with: anchor),
    ]
  }

  /// The statement directly in `body` that holds `node`.
  static func directStatement(of node: Syntax, in body: CodeBlockSyntax) -> CodeBlockItemSyntax? {
    var current = node
    while let parent = current.parent {
      if let item = current.as(CodeBlockItemSyntax.self), parent.parent?.id == body.id { return item }
      // Not inside a nested block or closure: the step must run once per pass.
      if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
      current = parent
    }
    return nil
  }

  /// Whether `target` is assigned on every pass that runs the step: by the
  /// step's own statement, or by a direct statement after it
  /// (`let next = step(x)!; x = next`) with nothing between that can skip
  /// it (`continue`, `break`, `return`, `throw`). A feedback inside an `if`
  /// would advance the counter on passes where `target` stays.
  static func feedsBackEveryPass(_ target: String, from statement: CodeBlockItemSyntax, in body: CodeBlockSyntax) -> Bool {
    func assigns(_ item: CodeBlockItemSyntax) -> Bool {
      guard let expr = item.item.as(ExprSyntax.self), let sequence = OperatorSequence(expr) else { return false }
      return sequence.operators.first == "=" && sequence.operands[0].trailingName == target
    }
    guard let start = body.statements.firstIndex(where: { $0.id == statement.id }) else { return false }
    if assigns(statement) { return true }
    for item in body.statements[body.statements.index(after: start)...] {
      if assigns(item) { return true }
      let exits = item.tokens(viewMode: .sourceAccurate).contains { token in
        [.keyword(.continue), .keyword(.break), .keyword(.return), .keyword(.throw)].contains(token.tokenKind)
      }
      if exits { return false }
    }
    return false
  }

  /// The name `target` is declared from, `var target = anchor` (a plain
  /// name, optionally with a type), in `block` before `loop`.
  static func anchorName(of target: String, before loop: CodeBlockItemSyntax, in block: CodeBlockItemListSyntax) -> String? {
    for item in block {
      if item.id == loop.id { return nil }
      guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.text == "var" else {
        continue
      }
      for binding in declaration.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == target {
        return binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
      }
    }
    return nil
  }

  /// How many times `name` is assigned (`=`, `+=`, `-=`) or passed
  /// `inout` under `node`.
  static func assignmentCount(of name: String, in node: Syntax) -> Int {
    final class Counter: SyntaxVisitor {
      let name: String
      var count = 0
      init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let sequence = OperatorSequence(ExprSyntax(node)), let op = sequence.operators.first,
          ["=", "+=", "-="].contains(op), sequence.operands[0].trailingName == name
        {
          count += 1
        }
        return .visitChildren
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A mutating method: `x.addTimeInterval(…)`.
        if node.calleeName == "addTimeInterval", node.receiver?.trailingName == name { count += 1 }
        return .visitChildren
      }
      override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if node.expression.trailingName == name { count += 1 }
        return .visitChildren
      }
    }
    let counter = Counter(name)
    counter.walk(node)
    return counter.count
  }

  /// The statement that holds the loop whose body is `body` (the loop
  /// itself, or a labeled statement around it).
  static func enclosingItem(of body: CodeBlockSyntax) -> CodeBlockItemSyntax? {
    var current = body.parent
    for _ in 0..<3 {
      guard let here = current else { return nil }
      if let item = here.as(CodeBlockItemSyntax.self) { return item }
      current = here.parent
    }
    return nil
  }
}
