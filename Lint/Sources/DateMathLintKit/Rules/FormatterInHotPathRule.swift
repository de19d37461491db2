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
    fix: """
      Make it once and reuse it: `static let formatter: DateFormatter = { … }()`, or use \
      `Date.FormatStyle` / `Date.ISO8601FormatStyle` (values, cached by Foundation) or DateMath's \
      `try ZonedDateTime(date, in: zone).formatted(as: format)` and `Date(rfc3339:)`.
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
    let makers = MakerFinder(viewMode: .sourceAccurate)
    makers.walk(file.tree)
    if !makers.makers.isEmpty {
      let calls = MakerCallFinder(makers: makers.makers, typeNames: makers.typeNames)
      calls.walk(file.tree)
      visitor.hits += calls.hits
    }
    return visitor.hits
  }

  /// Where a formatter made at `node` runs: a phrase when hot, else nil.
  /// With `factory` false, a closure that returns what `node` makes is
  /// still run per element (`items.map { Model(raw: $0) }`).
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
          if let name = call.calleeName, perElement.contains(name), !factory || !returnsFormatter(closure, node) {
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

  /// Finds formatters made in hot places.
  private final class Visitor: SyntaxVisitor {
    var hits: [RuleHit] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.calleeName, FormatterInHotPathRule.formatterTypes.contains(name), node.arguments.isEmpty,
        node.receiver == nil || node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init",
        let place = FormatterInHotPathRule.hotPlace(Syntax(node))
      else { return .visitChildren }
      hits.append(
        RuleHit(
          node,
          "\(name)() \(place) is made again each time (about 50 µs against 1 µs reused); "
            + "keep one in a static let or use Date.FormatStyle"))
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

  /// The formatter type made on every run of `body`: a `DateFormatter()`
  /// (or another formatter) in it, not kept in a static
  /// (`Self.cache = DateFormatter()`, `Model.formatter = …`) and not in a
  /// nested function or type; nil when there is none.
  static func formatterMade(in body: CodeBlockSyntax) -> String? {
    for token in body.tokens(viewMode: .sourceAccurate) {
      guard formatterTypes.contains(token.text), let ref = token.parent?.as(DeclReferenceExprSyntax.self),
        let call = ref.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == Syntax(ref),
        call.arguments.isEmpty
      else { continue }
      if keptInStatic(Syntax(call), within: Syntax(body)) { continue }
      return token.text
    }
    return nil
  }

  /// Whether the formatter made at `node` is assigned to a static
  /// (`Self.x = …`, `TypeName.x = …`), or made in a nested function or
  /// type, below `body`.
  static func keptInStatic(_ node: Syntax, within body: Syntax) -> Bool {
    var current = node.parent
    while let here = current, here != body {
      if here.is(FunctionDeclSyntax.self) || here.is(StructDeclSyntax.self) || here.is(ClassDeclSyntax.self)
        || here.is(EnumDeclSyntax.self)
      {
        return true
      }
      if let sequence = here.as(SequenceExprSyntax.self), let parsed = OperatorSequence(ExprSyntax(sequence)),
        parsed.operators.first == "=", let member = parsed.operands[0].as(MemberAccessExprSyntax.self),
        let base = member.base?.trailingName, base == "Self" || base.first?.isUppercase == true
      {
        return true
      }
      current = here.parent
    }
    return false
  }

  /// The initializers (under their type's name), methods and top-level
  /// functions (under their own) in the file that make a formatter each
  /// call, leaving out those that return one (factories) and local
  /// functions.
  private final class MakerFinder: SyntaxVisitor {
    var makers: [String: [Maker]] = [:]
    var typeNames: Set<String> = []

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [(label: String, hasDefault: Bool)] {
      clause.parameters.map { ($0.firstName.text, $0.defaultValue != nil) }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      guard let body = node.body, let type = node.ancestor(MemberBlockSyntax.self)?.parent.flatMap(Context.typeName)
      else { return .visitChildren }
      typeNames.insert(type)
      if let formatter = FormatterInHotPathRule.formatterMade(in: body) {
        makers[type, default: []].append(Maker(parameters: Self.parameters(node.signature.parameterClause), formatter: formatter))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      // A type's methods and the file's functions; a local function is a
      // part of the function around it.
      guard let body = node.body, node.parent?.is(CodeBlockItemSyntax.self) != true
        || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
      else { return .visitChildren }
      if let returned = node.signature.returnClause?.type.trimmedDescription,
        FormatterInHotPathRule.formatterTypes.contains(where: { returned.contains($0) })
      {
        return .visitChildren
      }
      if let formatter = FormatterInHotPathRule.formatterMade(in: body) {
        makers[node.name.text, default: []].append(
          Maker(parameters: Self.parameters(node.signature.parameterClause), formatter: formatter))
      }
      return .visitChildren
    }
  }

  /// Calls of those makers in a hot place: `Model(raw: x)` in a loop,
  /// `items.map { parse($0) }`, `self.parse(x)` or `Model.parse(x)`.
  private final class MakerCallFinder: SyntaxVisitor {
    let makers: [String: [Maker]]
    let typeNames: Set<String>
    var hits: [RuleHit] = []

    init(makers: [String: [Maker]], typeNames: Set<String>) {
      self.makers = makers
      self.typeNames = typeNames
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.calleeName, let candidates = makers[name] else { return .visitChildren }
      // Only calls that plainly reach this file's declaration: unqualified,
      // on self or Self, or on a type of this file.
      let called = node.calledExpression.unwrapped
      if let member = called.as(MemberAccessExprSyntax.self) {
        guard let base = member.base?.trailingName,
          base == "self" || base == "Self" || typeNames.contains(base) || member.declName.baseName.text == "init"
        else { return .visitChildren }
      }
      let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
      guard let maker = candidates.first(where: { $0.accepts(node.labels, trailing: trailing) }),
        let place = FormatterInHotPathRule.hotPlace(Syntax(node), factory: false)
      else { return .visitChildren }
      let labels = node.labels.map { "\($0):" }.joined()
      hits.append(
        RuleHit(
          node,
          "\(name)(\(labels)) makes \(maker.formatter)() each call and is called \(place) (about 50 µs against 1 µs reused); "
            + "keep one in a static let or use Date.FormatStyle"))
      return .visitChildren
    }
  }
}
