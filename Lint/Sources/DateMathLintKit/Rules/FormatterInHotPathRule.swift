import SwiftSyntax

/// A date formatter created inside a loop, a per-element closure, a table
/// or collection cell provider, or a SwiftUI `body`.
public struct FormatterInHotPathRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "formatter-in-hot-path",
    summary: "A DateFormatter or ISO8601DateFormatter created in a loop or a hot path",
    severity: .note,
    rationale: """
      Creating a formatter loads locale and calendar data; using one is cheap. On this \
      project's Linux machine (Swift 6.3.1, release build), formatting 2,000 dates as \
      "yyyy-MM-dd" (en_US_POSIX, UTC; 1970-01-01 gives "1970-01-01" either way) took 51 µs \
      a date with a new `DateFormatter` each time and 1.1 µs with one formatter reused: the \
      answer is the same, 45 times slower, and in a `cellForRowAt` or a SwiftUI `body` it is \
      paid on every scroll or redraw. The rule fires on `DateFormatter()`, \
      `ISO8601DateFormatter()`, `DateComponentsFormatter()`, `DateIntervalFormatter()` and \
      `RelativeDateTimeFormatter()` inside a `for`/`while`/`repeat` body, a closure passed \
      to `map`, `forEach`, `filter`, `sorted` and the like, `tableView(_:cellForRowAt:)`, \
      `collectionView(_:cellForItemAt:)` or a `var body: some View`; it stays quiet on one \
      made in a `static let`, a `lazy var`, a stored property or an ordinary function.
      """,
    foundationFix: """
      Make it once and reuse it: `static let formatter = DateFormatter()` (configured in a \
      closure, `static let formatter: DateFormatter = { … }()`), or use `Date.FormatStyle`, \
      a value Foundation caches: `date.formatted(date: .numeric, time: .omitted)`.
      """,
    dateMathFix: """
      Make it once and reuse it: `static let formatter = DateFormatter()`, or format with \
      DateMath's `try ZonedDateTime(date, in: zone).formatted(as: format)` (a \
      `LocalizedFormat`), or `try date.rfc3339String()` for a timestamp.
      """)

  static let formatterTypes: Set<String> = [
    "DateFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
    "RelativeDateTimeFormatter",
  ]

  static let perElement: Set<String> = [
    "map", "compactMap", "flatMap", "forEach", "filter", "sorted", "sort", "reduce", "first", "contains",
    "allSatisfy", "min", "max", "partition", "removeAll", "lastIndex", "firstIndex", "drop", "prefix",
  ]

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(file.tree)
    // Formatters made one call away: the initializers and functions that
    // make the formatters seen, and their calls.
    var makers: [String: [Maker]] = [:]
    var seen: Set<SyntaxIdentifier> = []
    for made in visitor.made {
      guard let (decl, name, maker) = Self.maker(around: made), seen.insert(decl).inserted else { continue }
      makers[name, default: []].append(maker)
    }
    if !makers.isEmpty {
      let calls = MakerCallFinder(makers: makers)
      calls.walk(file.tree)
      visitor.hits += calls.hits
    }
    return visitor.hits
  }

  /// Where a formatter made at `node` runs: a phrase when hot, else nil.
  /// With `factory` false, a closure that returns what `node` makes is
  /// still run per element (`items.map { Model(raw: $0) }`).
  /// Whether `call` is `Optional.map`/`flatMap`, run at most once: its
  /// result is unwrapped with `??` (`date.map { f.string(from: $0) } ?? ""`)
  /// or it is mapped over an optional chain (`x?.map`).
  static func isOptionalMap(_ call: FunctionCallExprSyntax) -> Bool {
    guard ["map", "flatMap"].contains(call.calleeName ?? "") else { return false }
    if call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(OptionalChainingExprSyntax.self) == true {
      return false
    }
    var node = Syntax(call)
    while let parent = node.parent, parent.is(ExprListSyntax.self) == false {
      guard parent.is(TupleExprSyntax.self) || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
      else { return false }
      node = parent
    }
    guard let list = node.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
      let parsed = OperatorSequence(ExprSyntax(sequence)), let index = parsed.operands.firstIndex(where: { Syntax($0) == node })
    else { return false }
    return index < parsed.operators.count && parsed.operators[index] == "??"
  }

  static func hotPlace(_ node: Syntax, factory: Bool = true) -> String? {
    var child = node
    var current = node.parent
    while let here = current {
      if let loop = here.as(ForStmtSyntax.self), Syntax(loop.body) == child { return "in a loop" }
      if let loop = here.as(WhileStmtSyntax.self), Syntax(loop.body) == child { return "in a loop" }
      if let loop = here.as(RepeatStmtSyntax.self), Syntax(loop.body) == child { return "in a loop" }
      if let closure = here.as(ClosureExprSyntax.self) {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let call {
          if Syntax(call.calledExpression) == Syntax(closure) {
            // `{ … }()`: an initializer run once where it is stored.
            child = here
            current = here.parent
            continue
          }
          if let name = call.calleeName, perElement.contains(name), !factory || !returnsFormatter(closure, node),
            !isOptionalMap(call)
          {
            return "in a closure run for each element (\(name))"
          }
        }
        return nil
      }
      if let function = here.as(FunctionDeclSyntax.self) {
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        if name == "tableView", labels.contains("cellForRowAt") { return "in tableView(_:cellForRowAt:)" }
        if name == "collectionView", labels.contains("cellForItemAt") { return "in collectionView(_:cellForItemAt:)" }
        return nil
      }
      if let binding = here.as(PatternBindingSyntax.self) {
        if binding.accessorBlock != nil, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
          binding.typeAnnotation?.type.trimmedDescription.contains("View") == true
        {
          return "in a SwiftUI body"
        }
        if binding.accessorBlock == nil, binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
          return nil  // a stored, static or lazy property
        }
      }
      if here.is(InitializerDeclSyntax.self) || here.is(DeinitializerDeclSyntax.self) || here.is(AccessorDeclSyntax.self)
        && here.ancestor(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text != "body"
      {
        return nil
      }
      child = here
      current = here.parent
    }
    return nil
  }

  /// Whether `closure` makes and returns the formatter made at `node`
  /// (`zones.map { zone in let f = DateFormatter(); …; return f }`): a
  /// factory run once per formatter wanted, not a formatter per value.
  static func returnsFormatter(_ closure: ClosureExprSyntax, _ node: Syntax) -> Bool {
    guard let last = closure.statements.last?.item else { return false }
    let value = last.as(ExprSyntax.self) ?? last.as(ReturnStmtSyntax.self)?.expression
    guard let value else { return false }
    if Syntax(value.unwrapped) == node { return true }
    guard let name = value.trailingName, let binding = node.ancestor(PatternBindingSyntax.self),
      binding.initializer?.value.unwrapped.id == node.id
    else { return false }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
  }

  /// The name the formatter made at `node` is bound to
  /// (`let formatter = DateFormatter()`), else `formatter`.
  static func boundName(_ node: FunctionCallExprSyntax) -> String {
    if let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      return name
    }
    return "formatter"
  }

  /// Finds formatters made in hot places.
  private final class Visitor: SyntaxVisitor {
    var hits: [RuleHit] = []
    /// Every formatter made in the file.
    var made: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.calleeName, FormatterInHotPathRule.formatterTypes.contains(name), node.arguments.isEmpty,
        node.receiver == nil || node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init"
      else { return .visitChildren }
      made.append(node)
      guard let place = FormatterInHotPathRule.hotPlace(Syntax(node)) else { return .visitChildren }
      hits.append(
        RuleHit(
          node,
          "\(name)() \(place) is made again each time (about 50 µs against 1 µs reused); "
            + "make it once and reuse it: \(FixText.code("static let \(FormatterInHotPathRule.boundName(node)) = \(name)()"))"))
      return .visitChildren
    }
  }

  /// An initializer or function in this file that makes a formatter each
  /// time it is called.
  struct Maker {
    /// Each parameter's argument label (`_` for none) and whether it has a
    /// default value.
    var parameters: [(label: String, hasDefault: Bool)]
    /// The formatter type it makes.
    var formatter: String
    /// The type it belongs to; nil for a top-level function.
    var owner: String?

    /// Whether a call with `labels` (and `trailing` trailing closures)
    /// can be a call of this one.
    func accepts(_ labels: [String], trailing: Int) -> Bool {
      var index = 0
      var remaining = parameters[...]
      while let parameter = remaining.first {
        if index < labels.count, labels[index] == parameter.label {
          index += 1
        } else if !parameter.hasDefault, index == labels.count, trailing > 0 {
          break  // the trailing closures take the rest
        } else if !parameter.hasDefault {
          return false
        }
        remaining = remaining.dropFirst()
      }
      return index == labels.count
    }
  }

  /// The initializer, method or top-level function that makes the
  /// formatter at `node` each time it runs, with the name it is called by
  /// (its type's for an initializer): nil when the formatter is kept in a
  /// static (`Self.cache = DateFormatter()`, `Model.formatter = …`), made
  /// in a property's initial value, a local function or a function that
  /// returns a formatter (a factory).
  static func maker(around node: FunctionCallExprSyntax) -> (SyntaxIdentifier, String, Maker)? {
    guard let formatter = node.calleeName else { return nil }
    func parameters(_ clause: FunctionParameterClauseSyntax) -> [(label: String, hasDefault: Bool)] {
      clause.parameters.map { ($0.firstName.text, $0.defaultValue != nil) }
    }
    var current = node.parent
    while let here = current {
      if let sequence = here.as(SequenceExprSyntax.self), let parsed = OperatorSequence(ExprSyntax(sequence)),
        parsed.operators.first == "=", let member = parsed.operands[0].as(MemberAccessExprSyntax.self),
        let base = member.base?.trailingName, base == "Self" || base.first?.isUppercase == true
      {
        return nil  // kept in a static
      }
      if let initializer = here.as(InitializerDeclSyntax.self) {
        guard initializer.body != nil,
          let owner = initializer.ancestor(MemberBlockSyntax.self)?.parent.flatMap(Context.typeName)
        else { return nil }
        return (here.id, owner, Maker(parameters: parameters(initializer.signature.parameterClause), formatter: formatter, owner: owner))
      }
      if let function = here.as(FunctionDeclSyntax.self) {
        // A type's methods and the file's functions; a local function is a
        // part of the function around it.
        let topLevel = function.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        let owner = function.parent?.is(MemberBlockItemSyntax.self) == true
          ? function.ancestor(MemberBlockSyntax.self)?.parent.flatMap(Context.typeName) : nil
        guard topLevel || owner != nil else { return nil }
        if let returned = function.signature.returnClause?.type.trimmedDescription,
          formatterTypes.contains(where: { returned.contains($0) })
        {
          return nil
        }
        return (here.id, function.name.text, Maker(parameters: parameters(function.signature.parameterClause), formatter: formatter, owner: owner))
      }
      if here.is(MemberBlockItemSyntax.self) || here.is(AccessorDeclSyntax.self) || here.is(DeinitializerDeclSyntax.self) {
        return nil
      }
      current = here.parent
    }
    return nil
  }

  /// Calls of those makers in a hot place: `Model(raw: x)` in a loop,
  /// `items.map { parse($0) }`, `self.parse(x)` or `Model.parse(x)`, and
  /// makers passed by name to a per-element call (`items.map(Model.init(raw:))`).
  private final class MakerCallFinder: SyntaxVisitor {
    let makers: [String: [Maker]]
    let typeNames: Set<String>
    var hits: [RuleHit] = []

    init(makers: [String: [Maker]]) {
      self.makers = makers
      self.typeNames = Set(makers.values.joined().compactMap(\.owner))
      super.init(viewMode: .sourceAccurate)
    }

    /// `raws.compactMap(Event.init(raw:))`, `dates.map(stamp)`: a maker
    /// passed by name to a per-element call runs for each element.
    func checkReference(_ node: FunctionCallExprSyntax) {
      guard let each = node.calleeName, FormatterInHotPathRule.perElement.contains(each),
        node.arguments.count == 1, let argument = node.firstArgument
      else { return }
      var name: String?
      var labels: [String]?
      var qualifier: String?
      if let ref = argument.as(DeclReferenceExprSyntax.self) {
        name = ref.baseName.text
        labels = ref.argumentNames.map { $0.arguments.map(\.name.text) }
      } else if let member = argument.as(MemberAccessExprSyntax.self), let base = member.base?.trailingName,
        base == "self" || base == "Self" || typeNames.contains(base)
      {
        let isInit = member.declName.baseName.text == "init"
        name = isInit ? base : member.declName.baseName.text
        qualifier = isInit || base == "self" || base == "Self" ? nil : base
        labels = member.declName.argumentNames.map { $0.arguments.map(\.name.text) }
      }
      guard let name, let candidates = makers[name] else { return }
      // Without labels, the one-argument overloads are the ones a
      // per-element call can take.
      let maker = candidates.first { maker in
        guard qualifier == nil || maker.owner == qualifier else { return false }
        if let labels { return maker.parameters.map(\.label) == labels }
        return maker.parameters.filter { !$0.hasDefault }.count == 1
      }
      guard let maker else { return }
      let written = labels.map { "\(name)(\($0.map { "\($0):" }.joined()))" } ?? name
      hits.append(
        RuleHit(
          argument,
          "\(written) makes \(maker.formatter)() each call and is called for each element (\(each)) (about 50 µs against 1 µs reused); "
            + "make it once, outside \(written), and reuse it: \(FixText.code("static let formatter = \(maker.formatter)()"))"))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      checkReference(node)
      guard let name = node.calleeName, let candidates = makers[name] else { return .visitChildren }
      // Only calls that plainly reach this file's declaration: unqualified,
      // on self or Self, or on a type of this file.
      let called = node.calledExpression.unwrapped
      var qualifier: String?
      if let member = called.as(MemberAccessExprSyntax.self) {
        let isInit = member.declName.baseName.text == "init"
        guard let base = member.base?.trailingName,
          base == "self" || base == "Self" || typeNames.contains(base) || isInit
        else { return .visitChildren }
        qualifier = isInit || base == "self" || base == "Self" ? nil : base
      }
      let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
      guard
        let maker = candidates.first(where: {
          (qualifier == nil || $0.owner == qualifier) && $0.accepts(node.labels, trailing: trailing)
        }),
        let place = FormatterInHotPathRule.hotPlace(Syntax(node), factory: false)
      else { return .visitChildren }
      let labels = node.labels.map { "\($0):" }.joined()
      hits.append(
        RuleHit(
          node,
          "\(name)(\(labels)) makes \(maker.formatter)() each call and is called \(place) (about 50 µs against 1 µs reused); "
            + "make it once, outside \(name)(\(labels)), and reuse it: \(FixText.code("static let formatter = \(maker.formatter)()"))"))
      return .visitChildren
    }
  }
}
