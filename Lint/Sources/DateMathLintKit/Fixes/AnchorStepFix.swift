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
      feedsBackEveryPass(target, from: statement, in: body),
      // The names must mean at the edit what they meant at `var x = anchor`:
      // nothing in the loop (its pattern, conditions or body) or between
      // the declaration and the loop declares either again, and the anchor
      // is a local constant or parameter (a property could be computed).
      !declares(anchor, in: Syntax(loopItem)), !declares(target, in: Syntax(loopItem)),
      !declaresAfterTarget(anchor, target: target, before: loopItem, in: block),
      isStableLocal(anchor, around: block)
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

  /// Whether something under `node` declares `name`: a variable, a loop
  /// or `if let`/`case let` pattern, a closure's or function's parameter,
  /// or a function. A declaration in a nested scope that does not hold the
  /// edit counts too: giving up there costs a fix, never a wrong one.
  static func declares(_ name: String, in node: Syntax) -> Bool {
    final class Finder: SyntaxVisitor {
      let name: String
      var found = false
      init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      func check(_ token: TokenSyntax?) {
        if let token, AnchorStepFix.bare(token.text) == name { found = true }
      }
      override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        check(node.identifier)
        return .visitChildren
      }
      override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        check(node.name)
        return .visitChildren
      }
      override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        check(node.secondName ?? node.firstName)
        return .visitChildren
      }
      override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        check(node.secondName ?? node.firstName)
        return .visitChildren
      }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.name)
        return .visitChildren
      }
    }
    let finder = Finder(name)
    finder.walk(node)
    return finder.found
  }

  /// `name` without backticks.
  static func bare(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
  }

  /// Whether a statement of `block` after `var target = …` and before
  /// `loop` declares `name` (shadowing the anchor the declaration read).
  static func declaresAfterTarget(
    _ name: String, target: String, before loop: CodeBlockItemSyntax, in block: CodeBlockItemListSyntax
  ) -> Bool {
    var afterTarget = false
    for item in block {
      if item.id == loop.id { return false }
      if afterTarget, declares(name, in: Syntax(item)) { return true }
      if let declaration = item.item.as(VariableDeclSyntax.self),
        declaration.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == target })
      {
        afterTarget = true
      }
    }
    return false
  }

  /// Whether `name`, read in `block`, is a local that keeps its value: a
  /// `let` (or a `var` assigned nowhere in its block) declared before in
  /// `block` or an enclosing block, a parameter of an enclosing function,
  /// initializer or closure (a nested one reads its outer locals), a `for` loop's variable or an `if`/`guard`
  /// binding around. A name found nowhere is a property or a global, which
  /// may be computed (`var now: Date { Date() }`) or change between steps,
  /// so counting from it again would not mean the first value.
  static func isStableLocal(_ name: String, around block: CodeBlockItemListSyntax) -> Bool {
    var child = Syntax(block)
    var current = block.parent
    func bindsInList(_ list: CodeBlockItemListSyntax, before stop: SyntaxIdentifier?) -> Bool? {
      for item in list {
        if item.id == stop { break }
        if let declaration = item.item.as(VariableDeclSyntax.self) {
          for binding in declaration.bindings
          where bare(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "") == name {
            return declaration.bindingSpecifier.tokenKind == .keyword(.let)
              || assignmentCount(of: name, in: Syntax(list)) == 0
          }
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self), declares(name, in: Syntax(guardStatement.conditions)) {
          return true
        }
      }
      return nil
    }
    // In `block` itself a declaration after the loop cannot be what the
    // loop reads (Swift refuses a use before the declaration).
    if let found = bindsInList(block, before: nil) { return found }
    while let here = current {
      if let list = here.as(CodeBlockItemListSyntax.self) {
        // The statement holding `child` and those after it are not before it.
        let holder = child.as(CodeBlockItemSyntax.self)?.id
        if let found = bindsInList(list, before: holder) { return found }
      } else if let loop = here.as(ForStmtSyntax.self), declares(name, in: Syntax(loop.pattern)) {
        return true
      } else if let ifExpr = here.as(IfExprSyntax.self), child.id == ifExpr.body.id,
        declares(name, in: Syntax(ifExpr.conditions))
      {
        return true
      } else if let whileStmt = here.as(WhileStmtSyntax.self), declares(name, in: Syntax(whileStmt.conditions)) {
        return true
      } else if let closure = here.as(ClosureExprSyntax.self), let signature = closure.signature,
        declares(name, in: Syntax(signature))
      {
        return true
      } else if let function = here.as(FunctionDeclSyntax.self), parameter(name, in: function.signature) {
        return true
      } else if let initializer = here.as(InitializerDeclSyntax.self), parameter(name, in: initializer.signature) {
        return true
      } else if here.is(AccessorDeclSyntax.self) || here.asProtocol(DeclGroupSyntax.self) != nil || here.is(SourceFileSyntax.self) {
        return false
      }
      child = here
      current = here.parent
    }
    return false
  }

  /// Whether `signature` has a parameter named `name` that is not `inout`
  /// (an `inout` parameter can change under the loop).
  static func parameter(_ name: String, in signature: FunctionSignatureSyntax) -> Bool {
    signature.parameterClause.parameters.contains { parameter in
      bare((parameter.secondName ?? parameter.firstName).text) == name
        && !parameter.type.trimmedDescription.hasPrefix("inout ")
    }
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
