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
    return visitor.hits
  }

  /// Where a formatter made at `node` runs: a phrase when hot, else nil.
  static func hotPlace(_ node: Syntax) -> String? {
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
          if let name = call.calleeName, perElement.contains(name), !returnsFormatter(closure, node) {
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

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = node.calleeName, FormatterInHotPathRule.formatterTypes.contains(name), node.arguments.isEmpty,
        node.receiver == nil || node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init",
        let place = FormatterInHotPathRule.hotPlace(Syntax(node))
      else { return .visitChildren }
      hits.append(
        RuleHit(
          node,
          "\(name)() \(place) is made again each time (about 50 µs against 1 µs reused); "
            + "make it once and reuse it: \(FixText.code("static let \(FormatterInHotPathRule.boundName(node)) = \(name)()"))"))
      return .visitChildren
    }
  }
}
