import SwiftSyntax

/// `date = calendar.date(byAdding: .month, value: 1, to: date)` in a loop:
/// each step starts from the previous, clamped result.
public struct CumulativeCalendarStepRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "cumulative-calendar-step",
    summary: "A calendar step added to the previous step's result",
    severity: .warning,
    rationale: """
      Adding a month to the previous result keeps every clamp. In UTC from \
      2024-01-31T12:00Z, `d = calendar.date(byAdding: .month, value: 1, to: d)!` in a loop \
      gives 2024-02-29, 2024-03-29, 2024-04-29, where the monthly series is 2024-02-29, \
      2024-03-31, 2024-04-30. Days drift too: in America/New_York from \
      2024-03-09T02:30-05:00, daily steps give 2024-03-10T03:30-04:00 (02:30 did not exist) \
      and then 2024-03-11T03:30-04:00 for ever after, an hour late. The rule fires on an \
      assignment `x = ….date(byAdding: unit, value:, to: x)` (or through a local: \
      `let next = …(to: x); x = next`) inside a `for`, `while` or `repeat` body, on \
      `zone.adding(months:to:)` and its `days`/`years`/`weeks` forms fed back the same way, \
      and on `sequence(first:next:)` whose closure adds to its own argument, for units of a \
      day or more; it stays quiet on hours, minutes and seconds, which are exact, and on \
      `date(byAdding: .month, value: i, to: start)` counted from an anchor.
      """,
    fix: """
      Compute step k from the anchor: DateMath's `try zone.date(atStep: k, from: anchor, every: .months(1))` \
      (`Zone.date(atStep:from:every:)`), `zone.steps(from:every:count:)` \
      (`Zone.steps(from:every:count:)`) or `ZonedDateTime.series(every:)`; in Foundation, \
      `calendar.date(byAdding: .month, value: k, to: anchor)`.
      """)

  static let message =
    "each step starts from the previous result, so a clamped month end (31 → 29 → 29) or a DST-shifted time stays; "
    + "count from the anchor with Zone.date(atStep:from:every:), Zone.steps(from:every:count:) or ZonedDateTime.series(every:)"

  /// The units whose repeated addition drifts.
  static let calendarUnits: Set<String> = [
    "day", "month", "year", "weekOfYear", "weekOfMonth", "quarter", "era", "yearForWeekOfYear", "weekday",
  ]

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// The calendar step in `expr` whose start is the name `target`: the call
  /// (`cal.date(byAdding: .month, value: 1, to: target)` or
  /// `zone.adding(months: 1, to: target)`), or nil.
  static func step(in expr: ExprSyntax, from target: String) -> FunctionCallExprSyntax? {
    for token in expr.tokens(viewMode: .sourceAccurate) where token.text == "to" {
      guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.expression.trailingName == target,
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      else { continue }
      if isCalendarStep(call) { return call }
    }
    return nil
  }

  /// Whether `call` adds a day or more on a calendar: Foundation's
  /// `date(byAdding: .month, value:, to:)` or `date(byAdding: DateComponents(month: 1), to:)`,
  /// or DateMath's `adding(months:to:)`.
  static func isCalendarStep(_ call: FunctionCallExprSyntax) -> Bool {
    let labels = call.labels
    if call.calleeName == "date", labels.first == "byAdding" {
      guard let unit = call.firstArgument else { return false }
      if let name = unit.trailingName, unit.is(MemberAccessExprSyntax.self) { return calendarUnits.contains(name) }
      if let components = unit.unwrapped.as(FunctionCallExprSyntax.self), components.calleeName == "DateComponents" {
        return components.labels.contains { ["day", "month", "year", "weekOfYear"].contains($0) }
      }
      return false
    }
    if call.calleeName == "adding", labels.count >= 2, labels.last == "to" || labels.dropFirst().first == "to" {
      return ["days", "months", "years", "weeks"].contains(labels[0])
    }
    return false
  }

  /// Finds the feedback loops.
  private final class Visitor: SyntaxVisitor {
    var hits: [RuleHit] = []

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      checkLoop(node.body)
      return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
      checkLoop(node.body)
      return .visitChildren
    }

    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
      checkLoop(node.body)
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // sequence(first: start) { cal.date(byAdding: .month, value: 1, to: $0) }
      guard node.calleeName == "sequence", node.labels.first == "first" else { return .visitChildren }
      let closure = node.trailingClosure ?? node.argument("next")?.as(ClosureExprSyntax.self)
      guard let closure else { return .visitChildren }
      var parameter = "$0"
      if let signature = closure.signature, let clause = signature.parameterClause {
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self), let first = shorthand.first {
          parameter = first.name.text
        } else if let full = clause.as(ClosureParameterClauseSyntax.self), let first = full.parameters.first {
          parameter = (first.secondName ?? first.firstName).text
        }
      }
      for item in closure.statements {
        if let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression,
          let call = CumulativeCalendarStepRule.step(in: expr, from: parameter)
        {
          hits.append(RuleHit(call, CumulativeCalendarStepRule.message))
        }
      }
      return .visitChildren
    }

    /// Assignments in a loop body that feed a step's result back to its start.
    func checkLoop(_ body: CodeBlockSyntax) {
      let finder = AssignmentFinder(viewMode: .sourceAccurate)
      finder.walk(body)
      for (target, value) in finder.assignments {
        if let call = CumulativeCalendarStepRule.step(in: value, from: target) {
          hits.append(RuleHit(call, CumulativeCalendarStepRule.message))
        } else if let local = value.trailingName, let bound = finder.locals[local],
          let call = CumulativeCalendarStepRule.step(in: bound, from: target)
        {
          hits.append(RuleHit(call, CumulativeCalendarStepRule.message))
        }
      }
    }
  }

  /// Assignments `x = value` and local bindings `let n = value` in a loop
  /// body, not looking into nested functions or nested loops (which are
  /// checked on their own).
  private final class AssignmentFinder: SyntaxVisitor {
    var assignments: [(String, ExprSyntax)] = []
    var locals: [String: ExprSyntax] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let sequence = OperatorSequence(ExprSyntax(node)), sequence.operators == ["="],
        let target = sequence.operands[0].trailingName
      {
        assignments.append((target, sequence.operands[1]))
      }
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
        locals[name] = value
      }
      return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
        locals[name] = value
      }
      return .visitChildren
    }
  }
}
