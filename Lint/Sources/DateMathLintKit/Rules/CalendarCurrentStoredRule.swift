import SwiftSyntax

/// `Calendar.current` arithmetic whose result is stored in a property.
public struct CalendarCurrentStoredRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "calendar-current-stored",
    summary: "Calendar.current arithmetic whose result is stored",
    severity: .warning,
    rationale: """
      `Calendar.current` is the zone of the machine running the code, not of the person \
      the date belongs to, so a stored result moves with the server or the phone. A server \
      in UTC storing the start of a Tokyo user's 2024-03-10 with \
      `record.dayStart = Calendar.current.startOfDay(for: date)` stores 2024-03-10T00:00Z, \
      but that day began at 2024-03-09T15:00Z (Asia/Tokyo, +09:00): nine hours late, and \
      the same code on a phone in New York would store yet another instant. The rule \
      fires when `Calendar.current` (or `autoupdatingCurrent`) computes a date with \
      `date(byAdding:…)`, `startOfDay(for:)`, `date(bySettingHour:…)`, `date(bySetting:…)`, \
      `nextDate(after:…)` or `date(from:)` and the result is assigned to a property \
      (`self.x =`, `record.x =`) or initializes a stored property; it stays quiet on a \
      result used for display or kept in a local.
      """,
    foundationFix: """
      Compute with a calendar in the user's zone, not the machine's: \
      `var calendar = Calendar(identifier: .gregorian)` with \
      `calendar.timeZone = userZone` (a `TimeZone` kept with the user), then \
      `calendar.startOfDay(for: date)`; store the zone's identifier with the date.
      """,
    dateMathFix: """
      Compute in the user's zone and store the zone with the date: \
      `try ZonedDateTime(date, in: zone).startOfDay().date` or \
      `try ZonedDateTime(date, in: zone).adding(.months(1)).date`, or keep the \
      `ZonedDateTime`, which is Codable with its zone; in a stored property's initializer, \
      where `try` cannot be, a `Calendar` whose `timeZone` is the user's.
      """)

  static let arithmetic: Set<String> = ["date", "startOfDay", "nextDate"]

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// The fix for `call` on `Calendar.current` (`current`) stored in
  /// `place`, in the file's terms.
  static func fix(_ call: FunctionCallExprSyntax, current: MemberAccessExprSyntax, place: String, _ file: LintedFile)
    -> String
  {
    // In a stored property's initializer `try` cannot be: a calendar there.
    if file.importsDateMath, !place.hasPrefix("the stored property") {
      let zone = FixText.zoneName(at: call)
      let units = ["day": "days", "weekOfYear": "weeks", "month": "months", "year": "years"]
      if call.calleeName == "startOfDay", let date = call.firstArgument {
        return FixText.code("try ZonedDateTime(\(date.trimmedDescription), in: \(zone)).startOfDay().date")
      }
      if call.calleeName == "date", call.labels == ["byAdding", "value", "to"],
        let unit = call.firstArgument?.trailingName.flatMap({ units[$0] }), let value = call.argument("value"),
        let date = call.argument("to")
      {
        return FixText.code(
          "try ZonedDateTime(\(date.trimmedDescription), in: \(zone)).adding(.\(unit)(\(value.trimmedDescription))).date")
      }
    }
    let calendar = FixText.calendarName(at: call, excludingCurrent: true)
    let rest = call.trimmedDescription.dropFirst(current.trimmedDescription.count)
    return "\(FixText.code(calendar + rest)) with \(FixText.code("\(calendar).timeZone = userZone"))"
  }

  /// Finds the stored results.
  private final class Visitor: SyntaxVisitor {
    let file: LintedFile
    var hits: [RuleHit] = []

    init(file: LintedFile) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      guard ["current", "autoupdatingCurrent"].contains(node.declName.baseName.text),
        ["Calendar", "NSCalendar"].contains(node.base?.trailingName ?? ""),
        let method = node.parent?.as(MemberAccessExprSyntax.self),
        let call = method.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == Syntax(method),
        let name = call.calleeName, CalendarCurrentStoredRule.arithmetic.contains(name),
        name != "date" || ["byAdding", "bySettingHour", "bySetting", "from"].contains(call.labels.first ?? "")
      else { return .visitChildren }
      if let place = Self.storedPlace(Syntax(call)) {
        hits.append(
          RuleHit(
            node,
            "Calendar.current's zone is the machine's, and this result is stored in \(place); "
              + "compute in the user's zone: \(CalendarCurrentStoredRule.fix(call, current: node, place: place, file))"))
      }
      return .visitChildren
    }

    /// The property the value of `node` is stored in, or nil (a phrase:
    /// `self.renewsAt`, `the stored property createdDay`).
    static func storedPlace(_ node: Syntax) -> String? {
      var child = node
      var current = node.parent
      while let here = current {
        // Wrappers that keep the value: `try`, `!`, `??`, parentheses.
        if here.is(TryExprSyntax.self) || here.is(ForceUnwrapExprSyntax.self) || here.is(TupleExprSyntax.self)
          || here.is(LabeledExprSyntax.self) || here.is(LabeledExprListSyntax.self) || here.is(ExprListSyntax.self)
        {
          child = here
          current = here.parent
          continue
        }
        if let sequence = here.as(SequenceExprSyntax.self), let parsed = OperatorSequence(ExprSyntax(sequence)),
          parsed.operators.first == "=", Syntax(parsed.operands[0]) != child,
          let member = parsed.operands[0].as(MemberAccessExprSyntax.self), member.base != nil
        {
          return "\(member.trimmedDescription)"
        }
        if let binding = here.as(PatternBindingSyntax.self), binding.accessorBlock == nil,
          binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
          binding.ancestor(VariableDeclSyntax.self)?.modifiers.contains(where: { $0.name.text == "static" }) != true,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
          return "the stored property \(name)"
        }
        if here.is(InitializerClauseSyntax.self) {
          child = here
          current = here.parent
          continue
        }
        return nil
      }
      return nil
    }
  }
}
