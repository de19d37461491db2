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
    visitor.run()
    return visitor.hits
  }

  /// The fix for `call` on the machine's calendar (`receiver`:
  /// `Calendar.current` or a name bound to it) stored in `place`, in the
  /// file's terms.
  static func fix(_ call: FunctionCallExprSyntax, receiver: ExprSyntax, place: String, _ file: LintedFile)
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
    let rest = call.trimmedDescription.dropFirst(receiver.trimmedDescription.count)
    return "\(FixText.code(calendar + rest)) with \(FixText.code("\(calendar).timeZone = userZone"))"
  }

  /// Whether `node` is in a type that lives on the user's device to show
  /// something: a SwiftUI `View` or `ObservableObject`, or a type named or
  /// derived like a view, cell, controller or view model. There the
  /// machine's zone is the user's, and the stored value lives as long as
  /// the screen, so the rule stays quiet.
  static func isInUserInterfaceType(_ node: Syntax) -> Bool {
    let suffixes = ["View", "Cell", "Controller", "ViewModel", "Scene", "Screen", "Widget"]
    var current = node.parent
    while let here = current {
      if let decl = here.asProtocol(DeclGroupSyntax.self) {
        let name = Context.typeName(here) ?? ""
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return (inherited + [name]).contains { type in
          type == "ObservableObject" || suffixes.contains { type.hasSuffix($0) }
        }
      }
      current = here.parent
    }
    return false
  }

  /// Whether `call` is date arithmetic on the machine's calendar
  /// (`Calendar.current.startOfDay(for:)`, or `cal.date(byAdding:…)` with
  /// `cal` in `machineNames`).
  static func isMachineArithmetic(_ call: FunctionCallExprSyntax, machineNames: () -> Set<String>) -> Bool {
    guard let name = call.calleeName, arithmetic.contains(name),
      name != "date" || ["byAdding", "bySettingHour", "bySetting", "from"].contains(call.labels.first ?? ""),
      let receiver = call.receiver
    else { return false }
    if Context.isMachineCalendar(receiver) { return true }
    let unwrapped = receiver.unwrapped
    guard unwrapped.is(DeclReferenceExprSyntax.self)
      || unwrapped.as(MemberAccessExprSyntax.self)?.base?.trailingName == "self",
      let local = unwrapped.trailingName
    else { return false }
    return machineNames().contains(local)
  }

  /// The property the value of `call` is stored in, directly
  /// (`self.x = cal.startOfDay(for: d)`, a stored property's initial value)
  /// or through a local of the same function
  /// (`let start = cal.startOfDay(for: d); record.day = start`), or nil.
  static func storedPlace(of call: FunctionCallExprSyntax) -> String? {
    var child = Syntax(call)
    var current = child.parent
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
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        if binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
          let isStatic = binding.ancestor(VariableDeclSyntax.self)?.modifiers.contains { $0.name.text == "static" }
          return isStatic == true ? nil : "the stored property \(name)"
        }
        return localStored(name, at: here)
      }
      if let condition = here.as(OptionalBindingConditionSyntax.self),
        let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        return localStored(name, at: here)
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

  /// The property that the local `name`, bound at `binding`, is assigned
  /// to later in its function (`record.day = start`), or nil.
  static func localStored(_ name: String, at binding: Syntax) -> String? {
    guard let scope = Context.scope(of: binding), !scope.is(SourceFileSyntax.self) else { return nil }
    let finder = LocalStoreFinder(name: name, after: binding.endPosition)
    finder.walk(scope)
    return finder.place
  }

  /// Finds `base.x = name` after a position.
  private final class LocalStoreFinder: SyntaxVisitor {
    let name: String
    let after: AbsolutePosition
    var place: String?

    init(name: String, after: AbsolutePosition) {
      self.name = name
      self.after = after
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard place == nil, node.position >= after, let parsed = OperatorSequence(ExprSyntax(node)),
        parsed.operators == ["="], let member = parsed.operands[0].as(MemberAccessExprSyntax.self), member.base != nil,
        let value = parsed.operands[1].unwrapped.as(DeclReferenceExprSyntax.self), value.baseName.text == name
      else { return .visitChildren }
      place = member.trimmedDescription
      return .skipChildren
    }
  }

  /// Finds the stored results. A call on a named calendar
  /// (`cal.startOfDay(for:)`) waits until the walk is over, and is read
  /// only when the file names `.current` or `.autoupdatingCurrent`
  /// somewhere, so that most files need no second walk.
  private final class Visitor: SyntaxVisitor {
    let file: LintedFile
    var hits: [RuleHit] = []
    var pending: [FunctionCallExprSyntax] = []
    var namesCurrent = false

    init(file: LintedFile) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    /// Walks the file, then reads the calls waiting on a named calendar.
    func run() {
      walk(file.tree)
      guard namesCurrent, !pending.isEmpty else { return }
      let names = Context.machineCalendarNames(in: file.tree)
      for call in pending where CalendarCurrentStoredRule.isMachineArithmetic(call, machineNames: { names }) {
        report(call)
      }
      pending = []
    }

    func report(_ call: FunctionCallExprSyntax) {
      guard let place = CalendarCurrentStoredRule.storedPlace(of: call), let receiver = call.receiver,
        !CalendarCurrentStoredRule.isInUserInterfaceType(Syntax(call))
      else { return }
      hits.append(
        RuleHit(
          call,
          "Calendar.current's zone is the machine's, and this result is stored in \(place); "
            + "compute in the user's zone: \(CalendarCurrentStoredRule.fix(call, receiver: receiver, place: place, file))"))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName.text
      if name == "current" || name == "autoupdatingCurrent" || name == "local" { namesCurrent = true }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        CalendarCurrentStoredRule.arithmetic.contains(member.declName.baseName.text), let receiver = member.base
      else { return .visitChildren }
      if Context.isMachineCalendar(receiver) {
        if CalendarCurrentStoredRule.isMachineArithmetic(node, machineNames: { [] }) { report(node) }
      } else {
        pending.append(node)
      }
      return .visitChildren
    }
  }
}
