import SwiftSyntax

/// The start of a day computed by setting the hour to 0.
public struct StartOfDayHourZeroRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "start-of-day-hour-zero",
    summary: "Start of day computed by setting the hour to 0",
    severity: .warning,
    rationale: """
      A day does not always start at 00:00, and setting the hour is a search, not a \
      truncation. In America/Sao_Paulo, 2018-11-04 00:00 never happened (clocks went from \
      00:00 to 01:00): the day started at 2018-11-04T01:00-02:00, and \
      for 2018-11-04T12:00-02:00 \
      `calendar.date(bySettingHour: 0, minute: 0, second: 0, of: date, matchingPolicy: .strict)` \
      answers 2018-11-05T00:00-02:00, the next day (Swift 6.3.1 on Linux), while the default \
      policy lands on 01:00 only by moving forward out of the gap. `calendar.date(bySetting: .hour, value: 0, of: date)` searches forward for the \
      next 00:00: in Europe/Paris, for 2024-05-14T12:00+02:00 it answers \
      2024-05-15T00:00+02:00, tomorrow, where the start of the day is 2024-05-14T00:00+02:00. \
      The rule fires on `bySettingHour: 0` with minute 0, `date(bySetting: .hour, value: 0, …)`, \
      a `DateComponents(… day: …, hour: 0 …)` passed to `date(from:)`, and \
      `components.hour = 0` followed by `date(from: components)` in the same body; it stays \
      quiet on `hour: 0` in components that name no day (a time of day for display) and on \
      00:30.
      """,
    fix: """
      Ask for the start of the day: DateMath's `try ZonedDateTime(date, in: zone).startOfDay()` \
      (`.date` gives the `Date`), or `try zoned.startOfDay()` on a `ZonedDateTime` you keep; \
      in Foundation, `calendar.startOfDay(for: date)`.
      """)

  static let message =
    "midnight is not always the start of a day (America/Sao_Paulo 2018-11-04 began at 01:00); "
    + "use try ZonedDateTime(date, in: zone).startOfDay() or Calendar.startOfDay(for:)"

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// Finds the hour-zero patterns.
  private final class Visitor: SyntaxVisitor {
    var hits: [RuleHit] = []

    static func isZero(_ expr: ExprSyntax?) -> Bool {
      guard let expr else { return false }
      return DayLength.constant(expr) == 0
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.labels.first == "bySettingHour", Self.isZero(node.firstArgument),
        Self.isZero(node.argument("minute")), node.argument("of") != nil
      {
        hits.append(RuleHit(node, StartOfDayHourZeroRule.message))
      } else if node.labels.first == "bySetting", node.firstArgument?.trailingName == "hour",
        Self.isZero(node.argument("value"))
      {
        hits.append(
          RuleHit(
            node,
            "date(bySetting: .hour, value: 0, of:) finds the next midnight, often tomorrow's; "
              + StartOfDayHourZeroRule.message))
      } else if node.calleeName == "date", node.labels == ["from"],
        let components = node.firstArgument?.unwrapped.as(FunctionCallExprSyntax.self),
        components.calleeName == "DateComponents", Self.isZero(components.argument("hour")),
        components.argument("day") != nil,
        components.argument("minute").map({ Self.isZero($0) }) ?? true
      {
        hits.append(RuleHit(components, StartOfDayHourZeroRule.message))
      }
      return .visitChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
      // `c.hour = 0` then `calendar.date(from: c)` among the same statements.
      var zeroed: [String: SequenceExprSyntax] = [:]
      for item in node {
        if let expr = item.item.as(ExprSyntax.self), let sequence = OperatorSequence(expr),
          sequence.operators == ["="], let member = sequence.operands[0].as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "hour", let base = member.base?.trailingName,
          Self.isZero(sequence.operands[1])
        {
          zeroed[base] = expr.as(SequenceExprSyntax.self)
          continue
        }
        // `c.minute = 30` afterwards: a time of day, not a day's start.
        if let expr = item.item.as(ExprSyntax.self), let sequence = OperatorSequence(expr),
          sequence.operators == ["="], let member = sequence.operands[0].as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "minute", let base = member.base?.trailingName,
          !Self.isZero(sequence.operands[1])
        {
          zeroed[base] = nil
          continue
        }
        guard !zeroed.isEmpty else { continue }
        for call in item.tokens(viewMode: .sourceAccurate) where call.text == "from" {
          guard let argument = call.parent?.as(LabeledExprSyntax.self),
            let name = argument.expression.trailingName, let assignment = zeroed[name],
            let function = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            function.calleeName == "date", function.labels == ["from"]
          else { continue }
          hits.append(RuleHit(assignment, StartOfDayHourZeroRule.message))
          zeroed[name] = nil
        }
      }
      return .visitChildren
    }
  }
}
