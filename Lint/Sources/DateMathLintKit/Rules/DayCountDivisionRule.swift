import SwiftSyntax

/// `b.timeIntervalSince(a) / 86400`: days counted as elapsed seconds
/// divided by a fixed day length.
public struct DayCountDivisionRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "day-count-division",
    summary: "Days counted by dividing elapsed seconds by 86,400",
    severity: .warning,
    rationale: """
      Elapsed seconds divided by 86,400 is not a count of calendar days. In Europe/London, \
      from 2024-03-31T00:00+00:00 to 2024-04-01T00:00+01:00 is one day, but only 82,800 s \
      (23 hours) pass: `Int(end.timeIntervalSince(start) / 86400)` is 0, not 1. The rule fires on a division by 86400, 24*60*60, `/ 3600 / 24` \
      and the like whose dividend is a `timeIntervalSince(_:)` or `timeIntervalSinceNow` \
      (or a local bound to one, or a difference of two `timeIntervalSince1970`s); \
      `date.timeIntervalSince1970 / 86400` alone, a UTC day number, is left alone.
      """,
    foundationFix: """
      Count the local calendar days between the starts of the two days, with a calendar \
      whose `timeZone` is the user's: \
      `calendar.dateComponents([.day], from: calendar.startOfDay(for: start), to: calendar.startOfDay(for: end)).day!`.
      """,
    dateMathFix: """
      Count local calendar days between the local dates: \
      `try ZonedDateTime(start, in: zone).localDateTime.date.distance(to: ZonedDateTime(end, in: zone).localDateTime.date)` \
      (`CivilDate.distance(to:)`; `first.until(last).days` gives the same as a `Period`), or \
      `try a.until(b, largestUnit: .days)` between two `ZonedDateTime`s.
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// The count of local days that `dividend` (elapsed seconds) is meant
  /// to give, in the file's terms, between the dates it is computed from.
  static func fix(_ dividend: ExprSyntax, file: LintedFile) -> String {
    let (from, to) = endpoints(dividend, file: file, depth: 0) ?? ("start", "end")
    if file.importsDateMath {
      let zone = FixText.zoneName(at: dividend)
      return "try ZonedDateTime(\(from), in: \(zone)).localDateTime.date"
        + ".distance(to: ZonedDateTime(\(to), in: \(zone)).localDateTime.date)"
    }
    let calendar = FixText.calendarName(at: dividend)
    return "\(calendar).dateComponents([.day], from: \(calendar).startOfDay(for: \(from)), "
      + "to: \(calendar).startOfDay(for: \(to))).day!"
  }

  /// The two dates whose elapsed time `expr` is: `end.timeIntervalSince(start)`
  /// is (start, end), `d.timeIntervalSinceNow` is (Date(), d).
  static func endpoints(_ expr: ExprSyntax, file: LintedFile, depth: Int) -> (String, String)? {
    let expr = expr.unwrapped
    guard depth < 4 else { return nil }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      if call.calleeName == "timeIntervalSince", let end = call.receiver, let start = call.firstArgument {
        return (start.trimmedDescription, end.trimmedDescription)
      }
      if call.arguments.count == 1, let only = call.firstArgument { return endpoints(only, file: file, depth: depth + 1) }
      return nil
    }
    if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "timeIntervalSinceNow",
      let base = member.base
    {
      return ("Date()", base.trimmedDescription)
    }
    if let ref = expr.as(DeclReferenceExprSyntax.self) {
      // The nearest binding of the name before it.
      var bound: ExprSyntax?
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == ref.baseName.text {
        guard token.position < ref.position else { break }
        if let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
          bound = binding.initializer?.value
        }
      }
      return bound.flatMap { endpoints($0, file: file, depth: depth + 1) }
    }
    if let sequence = OperatorSequence(expr), sequence.operators == ["-"],
      let end = sequence.operands[0].unwrapped.as(MemberAccessExprSyntax.self)?.base,
      let start = sequence.operands[1].unwrapped.as(MemberAccessExprSyntax.self)?.base
    {
      return (start.trimmedDescription, end.trimmedDescription)
    }
    return nil
  }

  /// Finds the divisions.
  private final class Visitor: SyntaxVisitor {
    let names: Set<String>
    let file: LintedFile
    /// Locals bound to an elapsed interval (`let elapsed = b.timeIntervalSince(a)`).
    var intervalNames: Set<String> = []
    /// The file's types that work in UTC.
    let utcTypes = Context.UTCTypes()
    var hits: [RuleHit] = []

    init(file: LintedFile) {
      names = file.dayLengthNames
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = node.initializer?.value, Self.isInterval(value, intervalNames)
      {
        intervalNames.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard let sequence = OperatorSequence(ExprSyntax(node)) else { return .visitChildren }
      for term in sequence.additiveTerms {
        // dividend / d1 / d2 ...: the product of the divisors must be a day.
        guard term.operators.first == "/", Self.isInterval(term.operands[0], intervalNames) else { continue }
        var divisor = 1
        var namedDay = false
        for (k, op) in term.operators.enumerated() {
          guard op == "/" else { break }
          let factor = term.operands[k + 1]
          if let value = DayLength.constant(factor) {
            divisor = divisor.multipliedReportingOverflow(by: value).partialValue
          } else if DayLength.isNamedDay(factor, names: names) || DayLength.isDayLength(factor, names: names)
            || factor.trailingName.map(DayLength.saysDay) == true
          {
            // A divisor named for a day (`secondsPerDay`) is one.
            namedDay = true
          }
        }
        // In UTC every day has 86,400 s, so the division counts days.
        if namedDay || (divisor != 0 && divisor % 86_400 == 0), !Context.worksInUTC(Syntax(node), types: utcTypes),
          Self.isWholeDays(node, dividend: term.operands[0])
        {
          hits.append(
            RuleHit(
              term.operands[0],
              "elapsed seconds divided by a fixed day length miscount days across DST (a 23-hour day is 0.96); "
                + "count the local dates: \(FixText.code(DayCountDivisionRule.fix(term.operands[0], file: file)))"))
        }
      }
      return .visitChildren
    }

    /// Whether the quotient is made a whole number of days: `Int(…)`,
    /// `floor`, `ceil`, `round`, `.rounded()`, or an `Int` dividend
    /// (integer division). A fractional quotient (`span / 86400` to average
    /// per day) is a length in days, not a count of dates.
    static func isWholeDays(_ sequence: SequenceExprSyntax, dividend: ExprSyntax) -> Bool {
      let whole: Set<String> = ["Int", "Int64", "Int32", "floor", "ceil", "round", "lround", "trunc", "rounded"]
      if let call = dividend.unwrapped.as(FunctionCallExprSyntax.self), whole.contains(call.calleeName ?? "") {
        return true
      }
      var current = Syntax(sequence).parent
      var depth = 0
      while let here = current, depth < 6 {
        if let call = here.as(FunctionCallExprSyntax.self) { return whole.contains(call.calleeName ?? "") }
        if let member = here.as(MemberAccessExprSyntax.self) { return whole.contains(member.declName.baseName.text) }
        guard here.is(TupleExprSyntax.self) || here.is(LabeledExprSyntax.self) || here.is(LabeledExprListSyntax.self)
          || here.is(ExprListSyntax.self) || here.is(SequenceExprSyntax.self)
        else { return false }
        current = here.parent
        depth += 1
      }
      return false
    }

    /// Whether `expr` is elapsed time between two instants.
    static func isInterval(_ expr: ExprSyntax, _ locals: Set<String>) -> Bool {
      let expr = expr.unwrapped
      if let call = expr.as(FunctionCallExprSyntax.self) {
        if call.calleeName == "timeIntervalSince", call.receiver != nil { return true }
        // Int(…), abs(…), Double(…) around it.
        if call.arguments.count == 1, let name = call.calleeName,
          ["Int", "Double", "abs", "Float", "floor", "ceil", "round", "Int64", "TimeInterval"].contains(name),
          let only = call.firstArgument
        {
          return isInterval(only, locals)
        }
        return false
      }
      if let member = expr.as(MemberAccessExprSyntax.self) {
        return member.declName.baseName.text == "timeIntervalSinceNow"
      }
      if let ref = expr.as(DeclReferenceExprSyntax.self) { return locals.contains(ref.baseName.text) }
      if let sequence = OperatorSequence(expr), sequence.operators == ["-"] {
        let epoch = ["timeIntervalSince1970", "timeIntervalSinceReferenceDate"]
        return sequence.operands.allSatisfy { epoch.contains($0.trailingName ?? "") }
      }
      return false
    }
  }
}
