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
    foundationFix: """
      Ask for the start of the day, with a calendar whose `timeZone` is the user's: \
      `calendar.startOfDay(for: date)`; for a day given by its components, the start of \
      the day around its noon, \
      `calendar.startOfDay(for: calendar.date(from: DateComponents(year: 2018, month: 11, day: 4, hour: 12))!)`.
      """,
    dateMathFix: """
      Ask for the start of the day: `try ZonedDateTime(date, in: zone).startOfDay().date`, \
      or `try zoned.startOfDay()` on a `ZonedDateTime` you keep; for a day given by its \
      date, `try ZonedDateTime(startOf: CivilDate(year: 2018, month: 11, day: 4), in: zone).date`.
      """)

  /// The finding's message, with `fix` (code in the file's terms).
  static func message(_ fix: String) -> String {
    "midnight is not always the start of a day (America/Sao_Paulo 2018-11-04 began at 01:00); use \(FixText.code(fix))"
  }

  /// The start of `date`'s day, with `calendar` or in DateMath's terms.
  static func startOfDay(_ date: String, calendar: String, at node: some SyntaxProtocol, _ file: LintedFile) -> String {
    file.importsDateMath
      ? "try ZonedDateTime(\(date), in: \(FixText.zoneName(at: node))).startOfDay().date"
      : "\(calendar).startOfDay(for: \(date))"
  }

  /// The start of the day a `DateComponents(year:month:day:hour: 0)` names.
  static func startOfDay(
    components: FunctionCallExprSyntax, calendar: String, _ file: LintedFile
  ) -> String {
    if file.importsDateMath, let year = components.argument("year"), let month = components.argument("month"),
      let day = components.argument("day")
    {
      return "try ZonedDateTime(startOf: CivilDate(year: \(year.trimmedDescription), month: \(month.trimmedDescription), "
        + "day: \(day.trimmedDescription)), in: \(FixText.zoneName(at: components))).date"
    }
    // The same components at noon, which every day has.
    let fields = components.arguments.compactMap { argument -> String? in
      guard let label = argument.label?.text else { return argument.expression.trimmedDescription }
      if label == "hour" { return "hour: 12" }
      if ["minute", "second", "nanosecond"].contains(label) { return nil }
      return "\(label): \(argument.expression.trimmedDescription)"
    }
    return "\(calendar).startOfDay(for: \(calendar).date(from: DateComponents(\(fields.joined(separator: ", "))))!)"
  }

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// Finds the hour-zero patterns.
  private final class Visitor: SyntaxVisitor {
    let file: LintedFile
    var hits: [RuleHit] = []

    init(file: LintedFile) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    /// The calendar `call` is made on, or the one in scope.
    func calendar(_ call: FunctionCallExprSyntax) -> String {
      call.receiver?.trimmedDescription ?? FixText.calendarName(at: call)
    }

    /// The start of the day of the date passed as `of:` to `call`.
    func fix(_ call: FunctionCallExprSyntax) -> String {
      StartOfDayHourZeroRule.startOfDay(
        call.argument("of")?.trimmedDescription ?? "date", calendar: calendar(call), at: call, file)
    }

    /// The fix for `name.hour = 0` then `calendar.date(from: name)`: the
    /// start of the day of the date the components were read from
    /// (`var name = calendar.dateComponents([…], from: date)`), else of
    /// the date they make.
    func fix(components name: String, from call: FunctionCallExprSyntax, in statements: CodeBlockItemListSyntax) -> String {
      for item in statements {
        guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
        for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          if let read = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self),
            read.calleeName == "dateComponents", let date = read.argument("from")
          {
            let calendar = read.receiver?.trimmedDescription ?? calendar(call)
            return StartOfDayHourZeroRule.startOfDay(date.trimmedDescription, calendar: calendar, at: call, file)
          }
        }
      }
      let calendar = calendar(call)
      return StartOfDayHourZeroRule.startOfDay("\(calendar).date(from: \(name))!", calendar: calendar, at: call, file)
    }

    static func isZero(_ expr: ExprSyntax?) -> Bool {
      guard let expr else { return false }
      return DayLength.constant(expr) == 0
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.labels.first == "bySettingHour", Self.isZero(node.firstArgument),
        Self.isZero(node.argument("minute")), node.argument("of") != nil
      {
        hits.append(RuleHit(node, StartOfDayHourZeroRule.message(fix(node))))
      } else if node.labels.first == "bySetting", node.firstArgument?.trailingName == "hour",
        Self.isZero(node.argument("value"))
      {
        hits.append(
          RuleHit(
            node,
            "date(bySetting: .hour, value: 0, of:) finds the next midnight, often tomorrow's; "
              + StartOfDayHourZeroRule.message(fix(node))))
      } else if node.calleeName == "date", node.labels == ["from"],
        let components = node.firstArgument?.unwrapped.as(FunctionCallExprSyntax.self),
        components.calleeName == "DateComponents", Self.isZero(components.argument("hour")),
        components.argument("day") != nil,
        components.argument("minute").map({ Self.isZero($0) }) ?? true
      {
        let fix = StartOfDayHourZeroRule.startOfDay(components: components, calendar: calendar(node), file)
        hits.append(RuleHit(components, StartOfDayHourZeroRule.message(fix)))
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
          hits.append(RuleHit(assignment, StartOfDayHourZeroRule.message(fix(components: name, from: function, in: node))))
          zeroed[name] = nil
        }
      }
      return .visitChildren
    }
  }
}
