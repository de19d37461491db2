import SwiftSyntax

/// `date = calendar.date(byAdding: .month, value: 1, to: date)` or
/// `current = try current.adding(.months(1))` in a loop: each step starts
/// from the previous, clamped result.
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
      DateMath's `x = try x.adding(.months(1))` (or `subtracting`, `.years`, `Period(months:)`) \
      fed back the same way, with `.days` and `.weeks` only when `x` is plainly a \
      `ZonedDateTime` (a `CivilDate` has no DST to drift by), on 0.2's \
      `zone.adding(months: 1, to: x)` forms, and on `sequence(first:next:)` whose closure \
      adds to its own argument, for units of a day or more; it stays quiet on hours, \
      minutes and seconds, which are exact, and on \
      `date(byAdding: .month, value: i, to: start)` counted from an anchor.
      """,
    foundationFix: """
      Compute step k from the anchor, with a calendar whose `timeZone` is the user's: \
      `calendar.date(byAdding: .month, value: k, to: anchor)` (for k in 1…n), not from the \
      previous step's result.
      """,
    dateMathFix: """
      Compute step k from the anchor: `try anchor.adding(.months(k))` on a `ZonedDateTime` \
      or a `CivilDate`, `try ZonedDateTime(anchor, in: zone).adding(.months(k)).date` for a \
      `Date`, or the series, `try anchor.series(every: .months(1)).element(atStep: k)` and \
      `Array(try anchor.series(every: .months(1)).prefix(n))`.
      """)

  /// The finding's message for the step `call` fed back into `target`,
  /// whose first value is `anchor`.
  static func message(_ call: FunctionCallExprSyntax, target: String, anchor: ExprSyntax?, file: LintedFile) -> String {
    "each step starts from the previous result, so a clamped month end (31 → 29 → 29) or a DST-shifted time stays; "
      + "count step k from the anchor: \(FixText.code(fix(call, target: target, anchor: anchor, file: file)))"
  }

  /// A step read from a call: the calendar components it moves by (`month`,
  /// `day`, …) with their amounts as written, whether it goes back, and
  /// whether it is DateMath's `x.adding(period)` on the value itself.
  struct Step {
    var components: [(unit: String, amount: String)] = []
    var backwards = false
    var onValue = false
    /// DateMath's other arguments (`disambiguation: .later`).
    var options: [String] = []
    /// Foundation's unit as written (`.weekOfYear`), for one component.
    var foundationUnit: String?
  }

  /// The step `call` makes.
  static func step(of call: FunctionCallExprSyntax) -> Step? {
    var step = Step()
    func add(period: ExprSyntax) -> Bool {
      var expr = period.unwrapped
      if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
        step.backwards.toggle()
        expr = prefix.expression.unwrapped
      }
      guard let periodCall = expr.as(FunctionCallExprSyntax.self), let name = periodCall.calleeName else { return false }
      let units = ["days": "day", "weeks": "weekOfYear", "months": "month", "years": "year"]
      if name == "Period" {
        for argument in periodCall.arguments {
          guard let label = argument.label?.text, let unit = units[label] else { return false }
          step.components.append((unit, argument.expression.trimmedDescription))
        }
        return !step.components.isEmpty
      }
      guard let unit = units[name], let amount = periodCall.firstArgument else { return false }
      step.components.append((unit, amount.trimmedDescription))
      return true
    }
    if call.calleeName == "date", call.labels.first == "byAdding", let unit = call.firstArgument {
      if let amount = call.argument("value"), let name = unit.trailingName {
        step.components = [(name, amount.trimmedDescription)]
        step.foundationUnit = unit.trimmedDescription
        return step
      }
      if let components = unit.unwrapped.as(FunctionCallExprSyntax.self), components.calleeName == "DateComponents" {
        step.components = components.arguments.compactMap { argument in
          argument.label.map { ($0.text, argument.expression.trimmedDescription) }
        }
        return step.components.isEmpty ? nil : step
      }
      return nil
    }
    guard let name = call.calleeName, name == "adding" || name == "subtracting" else { return nil }
    step.backwards = name == "subtracting"
    if call.labels.last == "to" || call.labels.dropFirst().first == "to" {
      // DateMath 0.2: zone.adding(months: 1, to: x) or zone.adding(.months(1), to: x)
      let label = call.labels[0]
      if label == "_", let period = call.firstArgument { return add(period: period) ? step : nil }
      let units = ["days": "day", "weeks": "weekOfYear", "months": "month", "years": "year"]
      guard let unit = units[label], let amount = call.firstArgument else { return nil }
      step.components = [(unit, amount.trimmedDescription)]
      return step
    }
    step.onValue = true
    guard let period = call.firstArgument, add(period: period) else { return nil }
    step.options = call.arguments.dropFirst().compactMap { argument in
      argument.label.map { "\($0.text): \(argument.expression.trimmedDescription)" }
    }
    return step
  }

  /// `amount` k times, backwards when `backwards`.
  static func kTimes(_ amount: String, backwards: Bool) -> String {
    let value: String
    if let n = Int(amount) {
      value = FixText.times(backwards ? -n : n, "k")
    } else {
      let factor = amount.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? amount : "(\(amount))"
      value = backwards ? "-\(factor) * k" : "\(factor) * k"
    }
    return value
  }

  /// The anchor of the series `target` steps through: the value it was
  /// first bound to, when that is a name (`var date = start`), else
  /// `anchor`.
  static func anchorName(_ target: String, at node: some SyntaxProtocol, given anchor: ExprSyntax?) -> String {
    if let anchor {
      return anchor.unwrapped.is(DeclReferenceExprSyntax.self) ? anchor.trimmedDescription : "anchor"
    }
    var current: Syntax? = Syntax(node)
    while let here = current {
      let statements = here.as(CodeBlockSyntax.self)?.statements ?? here.as(ClosureExprSyntax.self)?.statements
      for item in statements ?? [] {
        guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
        for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == target {
          guard let value = binding.initializer?.value.unwrapped else { return "anchor" }
          return value.is(DeclReferenceExprSyntax.self) ? value.trimmedDescription : "anchor"
        }
      }
      current = here.parent
    }
    return "anchor"
  }

  /// Step k counted from the anchor, in the file's terms.
  static func fix(_ call: FunctionCallExprSyntax, target: String, anchor: ExprSyntax?, file: LintedFile) -> String {
    let start = anchorName(target, at: call, given: anchor)
    guard let step = step(of: call) else { return "\(FixText.calendarName(at: call)).date(byAdding: .month, value: k, to: \(start))" }
    let periodUnits = ["day": "days", "weekOfYear": "weeks", "weekOfMonth": "weeks", "month": "months", "year": "years"]
    if file.importsDateMath, step.components.allSatisfy({ periodUnits[$0.unit] != nil }) {
      let period: String
      if step.components.count == 1, let only = step.components.first {
        period = ".\(periodUnits[only.unit]!)(\(kTimes(only.amount, backwards: step.backwards && !step.onValue)))"
      } else {
        let fields = step.components.map { "\(periodUnits[$0.unit]!): \(kTimes($0.amount, backwards: step.backwards && !step.onValue))" }
        period = "Period(\(fields.joined(separator: ", ")))"
      }
      if step.onValue {
        let method = step.backwards ? "subtracting" : "adding"
        return "try \(start).\(method)(\(([period] + step.options).joined(separator: ", ")))"
      }
      return "try ZonedDateTime(\(start), in: \(FixText.zoneName(at: call))).adding(\(period)).date"
    }
    let calendar = call.calleeName == "date" ? (call.receiver?.trimmedDescription ?? FixText.calendarName(at: call)) : FixText.calendarName(at: call)
    if step.components.count == 1, let only = step.components.first {
      let unit = step.foundationUnit ?? ".\(only.unit)"
      return "\(calendar).date(byAdding: \(unit), value: \(kTimes(only.amount, backwards: step.backwards)), to: \(start))"
    }
    let fields = step.components.map { "\($0.unit): \(kTimes($0.amount, backwards: step.backwards))" }
    return "\(calendar).date(byAdding: DateComponents(\(fields.joined(separator: ", "))), to: \(start))"
  }

  /// The units whose repeated addition drifts.
  static let calendarUnits: Set<String> = [
    "day", "month", "year", "weekOfYear", "weekOfMonth", "quarter", "era", "yearForWeekOfYear", "weekday",
  ]

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// The calendar step in `expr` whose start is the name `target`: the call
  /// (`cal.date(byAdding: .month, value: 1, to: target)`,
  /// `try target.adding(.months(1))`, or 0.2's
  /// `zone.adding(months: 1, to: target)`), or nil. `isZoned` says whether
  /// `target` is plainly a `ZonedDateTime`, for DateMath's steps by days or
  /// weeks, which drift only there.
  static func step(in expr: ExprSyntax, from target: String, isZoned: () -> Bool) -> FunctionCallExprSyntax? {
    for token in expr.tokens(viewMode: .sourceAccurate) {
      if token.text == "to", let argument = token.parent?.as(LabeledExprSyntax.self),
        argument.expression.trailingName == target,
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), isCalendarStep(call)
      {
        return call
      }
      // `target.adding(period, …)`: the method name's token, under the
      // member access that is the call's callee.
      if token.text == "adding" || token.text == "subtracting",
        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == Syntax(member),
        let base = member.base, base.trailingName == target,
        base.unwrapped.is(DeclReferenceExprSyntax.self) || base.unwrapped.as(MemberAccessExprSyntax.self)?.base?.trailingName == "self",
        call.labels.first == "_", let period = call.firstArgument, let units = periodUnits(period)
      {
        if units.contains(.month) || (units.contains(.day) && isZoned()) { return call }
      }
    }
    return nil
  }

  /// The kinds of calendar unit a DateMath `Period` moves by.
  enum PeriodUnit { case day, month }

  /// The calendar units of a period written out: `.months(1)`,
  /// `Period.days(n)`, `Period(years: 1, days: 2)`, `-.weeks(1)`; the empty
  /// set for hours, minutes and seconds; nil for anything else (a period
  /// held in a variable).
  static func periodUnits(_ expr: ExprSyntax) -> Set<PeriodUnit>? {
    let expr = expr.unwrapped
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return periodUnits(prefix.expression)
    }
    guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
    func unit(_ label: String) -> PeriodUnit? {
      switch label {
      case "days", "weeks": return .day
      case "months", "years": return .month
      default: return nil
      }
    }
    if let member = call.calledExpression.unwrapped.as(MemberAccessExprSyntax.self), name != "Period",
      member.base == nil || member.base?.trailingName == "Period", call.arguments.count == 1
    {
      guard ["days", "weeks", "months", "years", "hours", "minutes", "seconds"].contains(name) else { return nil }
      return Set([unit(name)].compactMap { $0 })
    }
    if name == "Period" {
      return Set(call.labels.compactMap(unit))
    }
    return nil
  }

  /// Whether `call` adds a day or more on a calendar: Foundation's
  /// `date(byAdding: .month, value:, to:)` or `date(byAdding: DateComponents(month: 1), to:)`,
  /// or DateMath 0.2's `zone.adding(months:to:)` and `zone.adding(period, to:)`.
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
      if labels[0] == "_", let period = call.firstArgument { return periodUnits(period)?.isEmpty == false }
      return ["days", "months", "years", "weeks"].contains(labels[0])
    }
    return false
  }

  /// The names that plainly hold a `ZonedDateTime` in the function,
  /// initializer or accessor around `node` (or its file): parameters and
  /// bindings annotated `ZonedDateTime`, or bound to one made on the spot.
  static func zonedNames(at node: Syntax) -> Set<String> {
    var scope: Syntax? = node.parent
    while let here = scope {
      if here.is(FunctionDeclSyntax.self) || here.is(InitializerDeclSyntax.self) || here.is(AccessorDeclSyntax.self)
        || here.is(SourceFileSyntax.self)
      {
        break
      }
      scope = here.parent
    }
    guard let scope else { return [] }
    return Context.typedNames(in: scope, isType: isZonedType) { value, names in isZonedValue(value, names) }
  }

  /// Whether `expr` is plainly a `ZonedDateTime`: `ZonedDateTime(…)`,
  /// `ZonedDateTime.now(in:)`, a name in `zoned`, or one of these moved by
  /// a method that answers a `ZonedDateTime` (`startOfDay()`, `adding(…)`).
  static func isZonedValue(_ expr: ExprSyntax, _ zoned: Set<String>) -> Bool {
    let expr = expr.unwrapped
    if let ref = expr.as(DeclReferenceExprSyntax.self) { return zoned.contains(ref.baseName.text) }
    guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
    if call.calleeName == "ZonedDateTime" { return true }
    guard let member = call.calledExpression.unwrapped.as(MemberAccessExprSyntax.self), let base = member.base
    else { return false }
    let method = member.declName.baseName.text
    if base.trailingName == "ZonedDateTime", base.unwrapped.is(DeclReferenceExprSyntax.self) { return method == "now" }
    let moves: Set<String> = [
      "adding", "subtracting", "startOfDay", "startOfNextDay", "startOfPreviousDay", "converted", "with", "rounded",
    ]
    return moves.contains(method) && isZonedValue(base, zoned)
  }

  /// Whether `type` is `ZonedDateTime` (optional or not).
  static func isZonedType(_ type: TypeSyntax?) -> Bool {
    guard var text = type?.trimmedDescription else { return false }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text == "ZonedDateTime" || text == "DateMath.ZonedDateTime"
  }

  /// Finds the feedback loops.
  private final class Visitor: SyntaxVisitor {
    let file: LintedFile
    var hits: [RuleHit] = []

    init(file: LintedFile) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      checkLoop(node.body)
      return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
      checkLoop(node.body, conditions: node.conditions)
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
      // The closure's argument is a ZonedDateTime when the first element is
      // one, or when it is annotated so.
      let zoned = {
        let names = CumulativeCalendarStepRule.zonedNames(at: Syntax(node))
        return names.contains(parameter)
          || node.argument("first").map { CumulativeCalendarStepRule.isZonedValue($0, names) } == true
      }
      for item in closure.statements {
        if let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression,
          let call = CumulativeCalendarStepRule.step(in: expr, from: parameter, isZoned: zoned)
        {
          hits.append(
            RuleHit(call, CumulativeCalendarStepRule.message(call, target: parameter, anchor: node.argument("first"), file: file)))
        }
      }
      return .visitChildren
    }

    /// Assignments in a loop body that feed a step's result back to its
    /// start, directly (`x = step(x)`, `x = step(x) ?? x`,
    /// `x = step(x)!`) or through a local bound in the body or in a
    /// `while let` condition (`let next = step(x) ?? end; x = next`).
    func checkLoop(_ body: CodeBlockSyntax, conditions: ConditionElementListSyntax? = nil) {
      func fix(_ call: FunctionCallExprSyntax, _ target: String) -> [FixEdit] {
        guard let file = body.root.as(SourceFileSyntax.self) else { return [] }
        return AnchorStepFix.edits(call, target: target, body: body, in: file)
      }
      let finder = AssignmentFinder(viewMode: .sourceAccurate)
      if let conditions { finder.walk(conditions) }
      finder.walk(body)
      for (target, values) in finder.assignments {
        let zoned = { CumulativeCalendarStepRule.zonedNames(at: Syntax(body)).contains(target) }
        for value in values {
          if let call = CumulativeCalendarStepRule.step(in: value, from: target, isZoned: zoned) {
            hits.append(RuleHit(
              call, CumulativeCalendarStepRule.message(call, target: target, anchor: nil, file: file),
              edits: fix(call, target)))
          } else if let local = value.trailingName, let bound = finder.locals[local],
            let call = CumulativeCalendarStepRule.step(in: bound, from: target, isZoned: zoned)
          {
            hits.append(RuleHit(
              call, CumulativeCalendarStepRule.message(call, target: target, anchor: nil, file: file),
              edits: fix(call, target)))
          }
        }
      }
    }
  }

  /// Assignments `x = value` and local bindings `let n = value` in a loop
  /// body, not looking into nested functions or nested loops (which are
  /// checked on their own). An assignment's value is split at `??`
  /// (`x = step(x) ?? fallback`): each side is a value `x` may get.
  private final class AssignmentFinder: SyntaxVisitor {
    var assignments: [(String, [ExprSyntax])] = []
    var locals: [String: ExprSyntax] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let sequence = OperatorSequence(ExprSyntax(node)), sequence.operators.first == "=",
        sequence.operators.dropFirst().allSatisfy({ $0 == "??" }), let target = sequence.operands[0].trailingName
      {
        assignments.append((target, Array(sequence.operands.dropFirst())))
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
