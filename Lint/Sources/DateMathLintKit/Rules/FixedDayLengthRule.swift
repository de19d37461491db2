import SwiftSyntax

/// `addingTimeInterval(86400)` and its relatives: a fixed day length added
/// to a date where a calendar day is meant.
public struct FixedDayLengthRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "fixed-day-length",
    summary: "A day is added to a date as 86,400 seconds",
    severity: .warning,
    rationale: """
      A calendar day is not 86,400 seconds: across a DST change it is 23 or 25 hours. \
      In America/New_York, 2024-03-09T12:00-05:00 plus 86,400 s is 2024-03-10T13:00-04:00, \
      not the next day at noon (2024-03-10T12:00-04:00), because 2024-03-10 had 23 hours; \
      a reminder set for "tomorrow, same time" fires an hour late, and in the autumn \
      2024-11-02T23:30-04:00 plus 86,400 s is 2024-11-03T22:30-05:00, an hour early. \
      The rule fires on 86400, 86_400, 24*60*60, 60*60*24, multiples such as 7*86400, \
      TimeInterval(86400), `.days(1)` or `1.days` used as seconds, and names like \
      `secondsPerDay` bound to one of them, when added with `addingTimeInterval`, \
      `advanced(by:)`, `Date(timeInterval:since:)`, `Date(timeIntervalSinceNow:)`, \
      `date(byAdding: .second, …)` or `+`/`-` on a date. It stays quiet on a day length \
      kept for elapsed time (a cache TTL, a timeout, an expiry) and on \
      `Date(timeIntervalSince1970: n * 86400)`, which is a UTC day number, and in a function \
      that names UTC (`TimeZone(identifier: "UTC")`, `.gmt`, `Zone.utc`), where every day has 86,400 s.
      """,
    fix: """
      Add a calendar day in a zone: DateMath's `try ZonedDateTime(date, in: zone).adding(.days(1))` \
      (`.date` gives the `Date`), or `try zoned.adding(.days(1))` on a `ZonedDateTime` you \
      keep; in Foundation, `calendar.date(byAdding: .day, value: 1, to: date)` with the \
      calendar's `timeZone` set. If 24 hours of elapsed time is really meant, say so: \
      `try zoned.adding(exactly: .seconds(86_400))`.
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(names: file.dayLengthNames)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// Finds the additions.
  private final class Visitor: SyntaxVisitor {
    let names: Set<String>
    var hits: [RuleHit] = []

    init(names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    func report(_ node: some SyntaxProtocol, _ expr: ExprSyntax, _ how: String) {
      guard !Self.meantAsElapsed(Syntax(node)), !worksInUTC(Syntax(node)) else { return }
      hits.append(
        RuleHit(
          node,
          "\(expr.trimmedDescription) seconds \(how) is not a calendar day across DST (23 or 25 h); "
            + "use try ZonedDateTime(date, in: zone).adding(.days(n))"))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.calleeName
      switch name {
      case "addingTimeInterval", "addTimeInterval", "advanced":
        if node.receiver != nil || name == "advanced", let amount = node.firstArgument,
          node.arguments.count == 1, name != "advanced" || node.arguments.first?.label?.text == "by",
          DayLength.containsDayLength(amount, names: names)
        {
          report(node, amount, "added to a date")
        }
      case "Date":
        if let amount = node.argument("timeIntervalSinceNow") ?? node.argument("timeInterval"),
          node.argument("timeIntervalSinceNow") != nil || node.argument("since") != nil,
          DayLength.containsDayLength(amount, names: names)
        {
          report(node, amount, "from a date")
        }
      case "date":
        if node.labels.first == "byAdding", node.firstArgument?.trailingName == "second",
          let amount = node.argument("value"), DayLength.containsDayLength(amount, names: names)
        {
          report(node, amount, "added as .second")
        }
      default: break
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard let sequence = OperatorSequence(ExprSyntax(node)) else { return .visitChildren }
      for (i, op) in sequence.operators.enumerated() where ["+", "-", "+=", "-="].contains(op) {
        let left = sequence.operands[i]
        let right = sequence.operands[i + 1]
        // The right operand's whole multiplicative term: `date + 7 * 86400`.
        var term = [right]
        var termOps: [String] = []
        var j = i + 1
        while j < sequence.operators.count, ["*", "/"].contains(sequence.operators[j]) {
          termOps.append(sequence.operators[j])
          term.append(sequence.operands[j + 1])
          j += 1
        }
        // Only a left operand that is plainly a date (the operand right
        // before the operator, after any multiplication).
        let leftIsWhole = i == 0 || !["*", "/"].contains(sequence.operators[i - 1])
        if leftIsWhole, DayLength.isDayTerm(term, termOps, names: names), isPlainlyDate(left)
        {
          report(right, ExprSyntax(right), op.hasPrefix("+") ? "added to a date" : "subtracted from a date")
        }
      }
      return .visitChildren
    }

    /// The names holding a date in each function seen, found when first
    /// needed.
    var dateNames: [SyntaxIdentifier: Set<String>] = [:]

    /// Whether `expr`, at `node`, is plainly a date: see
    /// ``Context/isDate(_:names:)``, with the names bound to a date in the
    /// enclosing function.
    func isPlainlyDate(_ expr: ExprSyntax) -> Bool {
      if Context.isDate(expr) { return true }
      guard expr.unwrapped.is(DeclReferenceExprSyntax.self), let scope = Context.scope(of: Syntax(expr)) else {
        return false
      }
      if let names = dateNames[scope.id] { return Context.isDate(expr, names: names) }
      let names = Context.dateNames(in: scope)
      dateNames[scope.id] = names
      return Context.isDate(expr, names: names)
    }

    /// The file's types that work in UTC.
    let utcTypes = Context.UTCTypes()

    /// Whether the code around `node` works in UTC: see
    /// ``Context/worksInUTC(_:types:)``.
    func worksInUTC(_ node: Syntax) -> Bool { Context.worksInUTC(node, types: utcTypes) }

    /// Whether the sum is stored under a name, or passed under a label,
    /// that says elapsed time is meant (`let expiresAt = …`,
    /// `cache.set(…, expiry: …)`).
    static func meantAsElapsed(_ node: Syntax) -> Bool {
      var current: Syntax? = node
      var depth = 0
      while let here = current, depth < 8 {
        if let binding = here.as(PatternBindingSyntax.self) {
          return binding.pattern.as(IdentifierPatternSyntax.self).map { DayLength.saysElapsed($0.identifier.text) } ?? false
        }
        if let argument = here.as(LabeledExprSyntax.self), let label = argument.label?.text,
          DayLength.saysElapsed(label)
        {
          return true
        }
        if let sequence = here.as(SequenceExprSyntax.self),
          let parsed = OperatorSequence(ExprSyntax(sequence)), ["=", "+=", "-="].contains(parsed.operators.first),
          let target = parsed.operands.first?.trailingName
        {
          return DayLength.saysElapsed(target)
        }
        if here.is(CodeBlockItemSyntax.self) || here.is(MemberBlockItemSyntax.self) { return false }
        current = here.parent
        depth += 1
      }
      return false
    }
  }
}
