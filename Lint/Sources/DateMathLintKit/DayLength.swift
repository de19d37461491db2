import SwiftSyntax

/// Recognizes a fixed day length in seconds: `86400`, `86_400.0`,
/// `24 * 60 * 60`, `60*60*24`, `7 * 86400`, `TimeInterval(86400)`,
/// `.days(1)` or `1.days` as a time interval, and names bound to one of
/// these in the same file (`let secondsPerDay = 86_400`).
enum DayLength {
  /// Whether `expr` is, as a whole, a positive whole number of days in
  /// seconds, perhaps times a variable (`n * 86400`).
  static func isDayLength(_ expr: ExprSyntax, names: Set<String>) -> Bool {
    let expr = expr.unwrapped
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return isDayLength(prefix.expression, names: names)
    }
    if let sequence = OperatorSequence(expr) {
      let terms = sequence.additiveTerms
      guard terms.count == 1, let term = terms.first else { return false }
      return isDayTerm(term.operands, term.operators, names: names)
    }
    return isDayTerm([expr], [], names: names)
  }

  /// Whether `expr` has a day-length term among its additive terms
  /// (`86400 + 3600`, `-86400`).
  static func containsDayLength(_ expr: ExprSyntax, names: Set<String>) -> Bool {
    let expr = expr.unwrapped
    if let sequence = OperatorSequence(expr) {
      return sequence.additiveTerms.contains { isDayTerm($0.operands, $0.operators, names: names) }
    }
    return isDayLength(expr, names: names)
  }

  /// A product whose constant factors multiply to a multiple of 86,400,
  /// with no division.
  static func isDayTerm(_ factors: [ExprSyntax], _ operators: [String], names: Set<String>) -> Bool {
    guard !operators.contains("/") else { return false }
    var product = 1
    var namedDay = false
    for factor in factors {
      if let value = constant(factor) {
        product = product.multipliedReportingOverflow(by: value).partialValue
      } else if isNamedDay(factor, names: names) {
        namedDay = true
      }
    }
    return namedDay || (product != 0 && product % 86_400 == 0 && product != 1)
  }

  /// A name bound to a day length, or a `.days(n)` / `n.days` helper.
  static func isNamedDay(_ expr: ExprSyntax, names: Set<String>) -> Bool {
    let expr = expr.unwrapped
    if let ref = expr.as(DeclReferenceExprSyntax.self) { return names.contains(ref.baseName.text) }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if names.contains(name) { return true }
      // `1.day` / `2.days`: a numeric literal's day helper.
      if name == "day" || name == "days", let base = member.base?.unwrapped,
        base.is(IntegerLiteralExprSyntax.self) || base.is(FloatLiteralExprSyntax.self)
      {
        return true
      }
    }
    if let call = expr.as(FunctionCallExprSyntax.self), call.calleeName == "days" || call.calleeName == "day",
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      // `.days(1)` or `TimeInterval.days(1)`, not `Period.days(1)`.
      let base = member.base?.trailingName
      return base == nil || base == "TimeInterval" || base == "Double"
    }
    return false
  }

  /// The integer value of a literal, possibly converted
  /// (`TimeInterval(86400)`, `86_400.0`); nil for anything else.
  static func constant(_ expr: ExprSyntax) -> Int? {
    let expr = expr.unwrapped
    // `-24 * 3600`: the minus sign belongs to the first factor.
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return constant(prefix.expression).map { 0 &- $0 }
    }
    if let int = expr.as(IntegerLiteralExprSyntax.self) {
      return Int(int.literal.text.filter { $0 != "_" })
    }
    if let float = expr.as(FloatLiteralExprSyntax.self),
      let value = Double(float.literal.text.filter { $0 != "_" }),
      value == value.rounded(), abs(value) < 1e15
    {
      return Int(value)
    }
    if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let name = call.calleeName, ["TimeInterval", "Double", "Int", "Float", "CGFloat", "Int64"].contains(name),
      call.arguments.first?.label == nil, let only = call.firstArgument
    {
      if let sequence = OperatorSequence(only.unwrapped) {
        let terms = sequence.additiveTerms
        guard terms.count == 1, !terms[0].operators.contains("/") else { return nil }
        var product = 1
        for factor in terms[0].operands {
          guard let value = constant(factor) else { return nil }
          product = product.multipliedReportingOverflow(by: value).partialValue
        }
        return product
      }
      return constant(only)
    }
    if let sequence = OperatorSequence(expr) {
      let terms = sequence.additiveTerms
      guard terms.count == 1, !terms[0].operators.contains("/") else { return nil }
      var product = 1
      for factor in terms[0].operands {
        guard let value = constant(factor) else { return nil }
        product = product.multipliedReportingOverflow(by: value).partialValue
      }
      return product
    }
    return nil
  }

  /// Names bound anywhere in `tree` by `let`/`var NAME = <day length>`
  /// whose name says it is a day (`secondsPerDay`, `oneDay`, `week`): a
  /// `cacheTTL = 86_400` means 24 hours of elapsed time, which is right.
  static func names(in tree: SourceFileSyntax) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.names
  }

  /// Whether a name says it holds days (`secondsPerDay`, `ONE_DAY`,
  /// `weekInSeconds`).
  static func saysDay(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.contains("day") || lower.contains("week")
  }

  /// Whether a name says it holds elapsed time meant as such: a cache
  /// lifetime, a timeout, an expiry, a retention period, a look-ahead
  /// window, a cut-off (also in compounds: `retentionPeriod`,
  /// `lookaheadWindow`, `cacheTTL`). Adding 86,400 s to one is right.
  /// `ttl` only as a word of its own (`cacheTTL`, `ttlSeconds`, `CACHE_TTL`),
  /// so that `settlementDate` is not one.
  static func saysElapsed(_ name: String) -> Bool {
    let lower = name.lowercased()
    if [
      "timeout", "expir", "maxage", "cache", "lifetime", "session", "token", "cooldown", "retry", "lease", "stale",
      "retention", "lookahead", "window", "cutoff",
    ]
    .contains(where: { lower.contains($0) }) {
      return true
    }
    return lower.contains("ttl") && words(name).contains("ttl")
  }

  /// The lowercased words of a camelCase or snake_case name
  /// (`cacheTTLSeconds` → cache, ttl, seconds).
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var word = ""
    let characters = Array(name)
    for (i, character) in characters.enumerated() {
      if character == "_" || character == "-" {
        if !word.isEmpty { words.append(word.lowercased()) }
        word = ""
        continue
      }
      if character.isUppercase, let last = word.last {
        let nextIsLower = i + 1 < characters.count && characters[i + 1].isLowercase
        if !last.isUppercase || nextIsLower {
          words.append(word.lowercased())
          word = ""
        }
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word.lowercased()) }
    return words
  }

  /// Collects day-length bindings.
  private final class Finder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        DayLength.saysDay(name), let value = node.initializer?.value, DayLength.isDayLength(value, names: names)
      {
        names.insert(name)
      }
      return .visitChildren
    }
  }
}
