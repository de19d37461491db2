import SwiftSyntax

/// What the code around a node says: whether it works in UTC, and which
/// names in its function hold a `Date`.
enum Context {
  /// The function, initializer, accessor or top-level file around `node`.
  static func scope(of node: Syntax) -> Syntax? {
    var current = node.parent
    while let here = current {
      if here.is(FunctionDeclSyntax.self) || here.is(InitializerDeclSyntax.self) || here.is(AccessorDeclSyntax.self)
        || here.is(SourceFileSyntax.self)
      {
        return here
      }
      current = here.parent
    }
    return nil
  }

  /// Whether the code around `node` works in UTC, where every day has
  /// 86,400 s: its function names UTC (`TimeZone(identifier: "UTC")`,
  /// `.gmt`, `Zone.utc`, `TimeZone(secondsFromGMT: 0)`), or its type does,
  /// in a stored property or static (`let utc = TimeZone(secondsFromGMT: 0)`)
  /// or in an initializer (`calendar.timeZone = .gmt`). `types` remembers
  /// the file's types between calls.
  static func worksInUTC(_ node: Syntax, types: UTCTypes) -> Bool {
    var current = node.parent
    while let here = current {
      if here.is(FunctionDeclSyntax.self) || here.is(InitializerDeclSyntax.self) || here.is(AccessorBlockSyntax.self) {
        if namesUTC(here) { return true }
      }
      if here.is(StructDeclSyntax.self) || here.is(ClassDeclSyntax.self) || here.is(EnumDeclSyntax.self)
        || here.is(ActorDeclSyntax.self) || here.is(ExtensionDeclSyntax.self)
      {
        guard let name = typeName(here) else { return false }
        return types.worksInUTC(name, in: here.root)
      }
      current = here.parent
    }
    return false
  }

  /// Which of a file's types work in UTC (their declaration and
  /// extensions in the file), found on first use.
  final class UTCTypes {
    private var byName: [String: Bool]?

    func worksInUTC(_ name: String, in root: Syntax) -> Bool {
      if let byName { return byName[name] ?? false }
      let finder = TypeFinder(viewMode: .sourceAccurate)
      finder.walk(root)
      let found = finder.groups.mapValues { $0.contains(where: Context.typeWorksInUTC) }
      byName = found
      return found[name] ?? false
    }
  }

  /// The name a type declaration or extension declares or extends.
  static func typeName(_ node: Syntax) -> String? {
    if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    return nil
  }

  /// Whether a type's stored properties, statics or initializers pin it
  /// to UTC. A formatter or coder pinned to UTC (`static let iso: DateFormatter`
  /// with `timeZone = TimeZone(identifier: "UTC")`) does not: it writes
  /// instants, while the type's date math may be in the user's zone.
  static func typeWorksInUTC(_ group: MemberBlockSyntax) -> Bool {
    for member in group.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let value = binding.initializer?.value, namesUTC(Syntax(value)) else { continue }
          let writesText = [Syntax(value)] + (binding.typeAnnotation.map { [Syntax($0)] } ?? [])
          if writesText.contains(where: { part in
            part.tokens(viewMode: .sourceAccurate).contains { token in
              let text = token.text
              return text.hasSuffix("Formatter") || text == "JSONEncoder" || text == "JSONDecoder"
                || text.hasSuffix("FormatStyle")
            }
          }) {
            continue
          }
          return true
        }
      } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
        // `calendar.timeZone = TimeZone(identifier: "UTC")!` in an init.
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "timeZone" {
          guard let assignment = token.ancestor(SequenceExprSyntax.self),
            let parsed = OperatorSequence(ExprSyntax(assignment)), parsed.operators.first == "=",
            parsed.operands[0].trailingName == "timeZone", namesUTC(Syntax(parsed.operands[1]))
          else { continue }
          return true
        }
      }
    }
    return false
  }

  /// Whether any token below `node` names UTC.
  static func namesUTC(_ node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      switch token.tokenKind {
      case .stringSegment(let text): return text == "UTC" || text == "GMT" || text == "Etc/UTC"
      case .identifier(let name):
        if name == "utc" || name == "gmt" { return true }
        // `TimeZone(secondsFromGMT: 0)`.
        if name == "secondsFromGMT", let argument = token.parent?.as(LabeledExprSyntax.self),
          argument.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
        {
          return true
        }
        return false
      default: return false
      }
    }
  }

  /// Whether `expr` is plainly a `Date`: `Date()`, `Date(…)`, `Date.now`,
  /// `.now`, a name ending in `date`/`Date` or `now`/`today`, a name in
  /// `names`, or a calendar's or formatter's answer: `startOfDay(for:)`,
  /// `date(byAdding:…)`, `date(from:)`, `date(bySettingHour:…)`,
  /// `date(bySetting:…)`, `nextDate(after:…)` (with `!`, `?` or `?? x`),
  /// `dateInterval(of:for:)?.start` / `.end`, or `addingTimeInterval(_:)`.
  static func isDate(_ expr: ExprSyntax, names: Set<String> = []) -> Bool {
    let expr = expr.unwrapped
    if let sequence = OperatorSequence(expr), !sequence.operators.isEmpty,
      sequence.operators.allSatisfy({ $0 == "??" })
    {
      return isDate(sequence.operands[0], names: names)
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      guard let name = call.calleeName else { return false }
      if name == "Date" { return call.receiver == nil || call.calledExpression.unwrapped.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init" }
      guard call.receiver != nil else { return false }
      let first = call.labels.first ?? ""
      switch name {
      case "startOfDay": return first == "for"
      case "date": return ["byAdding", "from", "bySettingHour", "bySetting"].contains(first)
      case "nextDate": return first == "after"
      case "addingTimeInterval": return call.arguments.count == 1
      default: return false
      }
    }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "now" { return member.base == nil || member.base?.trailingName == "Date" }
      if name == "start" || name == "end", let call = member.base?.unwrapped.as(FunctionCallExprSyntax.self),
        call.calleeName == "dateInterval", call.labels.first == "of"
      {
        return true
      }
    }
    if let ref = expr.as(DeclReferenceExprSyntax.self), names.contains(ref.baseName.text) { return true }
    guard let name = expr.trailingName else { return false }
    return name.hasSuffix("Date") || name == "date" || name == "now" || name == "today"
  }

  /// Whether a written type is `Date` (or `Date?`, `Foundation.Date`).
  static func isDateType(_ type: TypeSyntax?) -> Bool {
    guard var text = type?.trimmedDescription else { return false }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text == "Date" || text == "Foundation.Date"
  }

  /// The names that hold a `Date` in `scope` (a function, initializer,
  /// accessor or file): parameters typed `Date`, and names bound, in
  /// source order, to a date (``isDate(_:names:)``) or annotated `Date`
  /// (`let start = calendar.startOfDay(for: now)`,
  /// `guard let next = calendar.date(byAdding: .day, value: 1, to: d)`).
  static func dateNames(in scope: Syntax) -> Set<String> {
    typedNames(in: scope, isType: isDateType) { value, names in isDate(value, names: names) }
  }

  /// The names in `scope` that hold a value of one type, in source order:
  /// parameters (of functions and closures) and bindings (also in `if let`
  /// / `guard let`) whose type passes `isType`, or whose initial value
  /// passes `isValue` given the names found so far.
  static func typedNames(
    in scope: Syntax, isType: @escaping (TypeSyntax?) -> Bool, isValue: @escaping (ExprSyntax, Set<String>) -> Bool
  ) -> Set<String> {
    let finder = TypedNameFinder(isType: isType, isValue: isValue)
    finder.walk(scope)
    return finder.names
  }

  private final class TypedNameFinder: SyntaxVisitor {
    let isType: (TypeSyntax?) -> Bool
    let isValue: (ExprSyntax, Set<String>) -> Bool
    var names: Set<String> = []

    init(isType: @escaping (TypeSyntax?) -> Bool, isValue: @escaping (ExprSyntax, Set<String>) -> Bool) {
      self.isType = isType
      self.isValue = isValue
      super.init(viewMode: .sourceAccurate)
    }

    func bind(_ pattern: PatternSyntax, _ type: TypeSyntax?, _ value: ExprSyntax?) {
      if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        isType(type) || value.map({ isValue($0, names) }) == true
      {
        names.insert(name)
      }
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      if isType(node.type) { names.insert((node.secondName ?? node.firstName).text) }
      return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      if isType(node.type) { names.insert((node.secondName ?? node.firstName).text) }
      return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      bind(node.pattern, node.typeAnnotation?.type, node.initializer?.value)
      return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      bind(node.pattern, node.typeAnnotation?.type, node.initializer?.value)
      return .visitChildren
    }
  }

  /// Whether `expr` is the machine's calendar written out:
  /// `Calendar.current`, `Calendar.autoupdatingCurrent`, `NSCalendar.current`.
  static func isMachineCalendar(_ expr: ExprSyntax) -> Bool {
    guard let member = expr.unwrapped.as(MemberAccessExprSyntax.self) else { return false }
    return ["current", "autoupdatingCurrent"].contains(member.declName.baseName.text)
      && ["Calendar", "NSCalendar"].contains(member.base?.trailingName ?? "")
  }

  /// Whether `expr` is the machine's zone: `TimeZone.current`, `.current`,
  /// `.autoupdatingCurrent`, `NSTimeZone.local`, `.local`.
  static func isMachineZone(_ expr: ExprSyntax) -> Bool {
    guard let member = expr.unwrapped.as(MemberAccessExprSyntax.self) else { return false }
    let name = member.declName.baseName.text
    guard ["current", "autoupdatingCurrent", "local"].contains(name) else { return false }
    return member.base == nil || ["TimeZone", "NSTimeZone"].contains(member.base?.trailingName ?? "")
  }

  /// Names in `tree` that hold a calendar in the machine's zone: bound to
  /// `Calendar.current` (`let cal = Calendar.current`, a stored
  /// `let calendar = Calendar.current`) or given `timeZone = .current`,
  /// and never given another zone in the file (`cal.timeZone = user.zone`).
  static func machineCalendarNames(in tree: SourceFileSyntax) -> Set<String> {
    let finder = MachineCalendarFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.machine.subtracting(finder.rezoned)
  }

  private final class MachineCalendarFinder: SyntaxVisitor {
    var machine: Set<String> = []
    var rezoned: Set<String> = []
    /// Names bound to a calendar (`Calendar(identifier:)`, typed
    /// `Calendar`): only those are made the machine's by `timeZone = .current`
    /// (a formatter's zone is not a calendar's).
    var calendars: Set<String> = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        let value = node.initializer?.value
        if let value, Context.isMachineCalendar(value) { machine.insert(name) }
        let type = node.typeAnnotation?.type.trimmedDescription ?? ""
        if type.hasPrefix("Calendar") || type.hasPrefix("NSCalendar")
          || ["Calendar", "NSCalendar"].contains(value?.unwrapped.as(FunctionCallExprSyntax.self)?.calleeName ?? "")
        {
          calendars.insert(name)
        }
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard let sequence = OperatorSequence(ExprSyntax(node)), sequence.operators == ["="] else { return .visitChildren }
      let target = sequence.operands[0]
      if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "timeZone",
        let base = member.base?.trailingName
      {
        if !Context.isMachineZone(sequence.operands[1]) {
          rezoned.insert(base)
        } else if calendars.contains(base) {
          machine.insert(base)
        }
      } else if let name = target.trailingName, Context.isMachineCalendar(sequence.operands[1]) {
        machine.insert(name)
      }
      return .visitChildren
    }
  }

  /// The member blocks of every type and extension in a file, by name.
  private final class TypeFinder: SyntaxVisitor {
    var groups: [String: [MemberBlockSyntax]] = [:]

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
      if let parent = node.parent, let name = Context.typeName(parent) { groups[name, default: []].append(node) }
      return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
