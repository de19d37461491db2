import SwiftSyntax

/// `==` between dates where one side was computed by date arithmetic.
public struct DateEqualityAfterArithmeticRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "date-equality-after-arithmetic",
    summary: "Dates compared with == after arithmetic",
    severity: .warning,
    rationale: """
      A `Date` is a `Double` count of seconds since 2001, so arithmetic on it rounds, and \
      equal instants computed two ways can differ in the last bit. In UTC, \
      2024-03-09T16:00:00.1Z plus 0.1 s (`Date(timeIntervalSince1970: 1710000000.1).addingTimeInterval(0.1)`) \
      is not == `Date(timeIntervalSince1970: 1710000000.2)`: the first is \
      731692800.1999999 s after the reference date and the second 731692800.2, so a check \
      that a computed deadline equals a parsed one fails. The rule fires on `==` or `!=` \
      where an operand is a call to `addingTimeInterval`, `Date(timeInterval:since:)` or \
      `Date(timeIntervalSinceNow:)` adding a computed or fractional amount; it stays quiet \
      on whole seconds and binary fractions such as 1.5 (which add exactly), on `<` and \
      `>`, on Calendar arithmetic (exact here: `date(byAdding: .day, …)` kept \
      2024-03-09T16:00:00.123456Z's fraction to the last digit on this machine), and on \
      values not computed on the spot.
      """,
    foundationFix: """
      Compare at the precision that matters: `abs(a.timeIntervalSince(b)) < 0.001`, or \
      `calendar.isDate(a, equalTo: b, toGranularity: .second)`.
      """,
    dateMathFix: """
      Compare at the precision that matters, `abs(a.timeIntervalSince(b)) < 0.001`, or \
      compare DateMath values, which are exact integers: `ZonedDateTime` (to the \
      nanosecond, moved with `adding(exactly:)`) or the local `CivilDate`s \
      (`try ZonedDateTime(date, in: zone).localDateTime.date`).
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// Whether `expr` is computed on the spot by adding seconds that can
  /// round: `addingTimeInterval(x)`, `Date(timeInterval: x, since:)` or
  /// `Date(timeIntervalSinceNow: x)`, where x is not a literal that adds
  /// exactly (a whole number of seconds, or a multiple of 1/1024 such as
  /// 1.5, is exact on any date of these centuries).
  static func isArithmetic(_ expr: ExprSyntax) -> Bool {
    guard let call = expr.unwrapped.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
    let amount: ExprSyntax?
    switch name {
    case "addingTimeInterval": amount = call.receiver != nil ? call.firstArgument : nil
    case "Date": amount = call.argument("since") != nil ? call.argument("timeInterval") : call.argument("timeIntervalSinceNow")
    default: amount = nil
    }
    guard let amount else { return false }
    return !addsExactly(amount)
  }

  /// Whether `amount` is a literal whose value is a multiple of 1/1024.
  static func addsExactly(_ amount: ExprSyntax) -> Bool {
    var expr = amount.unwrapped
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { expr = prefix.expression }
    if expr.is(IntegerLiteralExprSyntax.self) || DayLength.constant(expr) != nil { return true }
    guard let float = expr.as(FloatLiteralExprSyntax.self), let value = Double(float.literal.text.filter { $0 != "_" })
    else { return false }
    return (value * 1024).rounded() == value * 1024
  }

  /// Finds the comparisons.
  private final class Visitor: SyntaxVisitor {
    var hits: [RuleHit] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard let sequence = OperatorSequence(ExprSyntax(node)) else { return .visitChildren }
      for (i, op) in sequence.operators.enumerated() where op == "==" || op == "!=" {
        // The operands right next to the operator, when no tighter
        // operator binds them to something else.
        let leftAlone = i == 0 || ["&&", "||", "=", "??"].contains(sequence.operators[i - 1])
        let rightAlone = i + 1 == sequence.operators.count || ["&&", "||", "??"].contains(sequence.operators[i + 1])
        guard leftAlone, rightAlone else { continue }
        let left = sequence.operands[i]
        let right = sequence.operands[i + 1]
        if DateEqualityAfterArithmeticRule.isArithmetic(left) || DateEqualityAfterArithmeticRule.isArithmetic(right) {
          hits.append(
            RuleHit(
              left,
              "\(op) on a Date computed by arithmetic compares Doubles to the last bit (1710000000.1 + 0.1 != 1710000000.2); "
                + "compare with a tolerance: "
                + FixText.code(
                  "abs(\(left.trimmedDescription).timeIntervalSince(\(right.trimmedDescription))) \(op == "==" ? "<" : ">=") 0.001")))
        }
      }
      return .visitChildren
    }
  }
}
