import SwiftSyntax

/// A fixed numeric `dateFormat` on a `DateFormatter` whose locale is the
/// user's.
public struct FixedFormatLocaleRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "fixed-format-locale",
    summary: "A fixed dateFormat without the en_US_POSIX locale",
    severity: .warning,
    rationale: """
      A `DateFormatter` formats and parses with its locale's calendar and digits, even \
      with a fixed `dateFormat`. For a user whose locale is th_TH (Buddhist calendar), \
      "yyyy-MM-dd" formats 2024-12-30 as "2567-12-30", and with ar_SA as \
      "١٤٤٦-٠٦-٢٩" (Islamic calendar, Arabic digits), so a timestamp written to a server or \
      a file, or parsed from one, is wrong for exactly those users; with \
      `Locale(identifier: "en_US_POSIX")` it is "2024-12-30" everywhere. The rule fires on \
      a numeric-only pattern (years, months as digits, days, hours, minutes, seconds, \
      offsets) assigned to the `dateFormat` of a formatter created in the same file with no \
      `locale` assigned there, or assigned `Locale.current`; it stays quiet on display \
      patterns with month or weekday names, which follow the user on purpose (better \
      written with a template). Pinning the formatter's calendar \
      (`Calendar(identifier: .iso8601)` or `.gregorian`) removes the Buddhist year but not \
      the rest: the locale still picks the digits, and on Apple platforms the user's \
      12/24-hour setting overrides `HH`, so the finding's message names that risk instead.
      """,
    foundationFix: """
      Set `formatter.locale = Locale(identifier: "en_US_POSIX")` (and a `timeZone`: the \
      user's `TimeZone.current` for a time read in their zone, a fixed one for a \
      timestamp); for a timestamp with an offset (`Z`, `XXXXX`), `ISO8601DateFormatter()` \
      also does.
      """,
    dateMathFix: """
      Set `formatter.locale = Locale(identifier: "en_US_POSIX")` (and a `timeZone`); or \
      parse with DateMath: `try CivilDate(parsing: string)` for a date alone, \
      `try CivilDateTime(parsing: string)` for a wall-clock time, \
      `try Date(rfc3339: string)` for a timestamp with an offset.
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    guard file.identifiers.contains("dateFormat") else { return [] }
    let literals = FormatLiteralFinder(viewMode: .sourceAccurate)
    literals.walk(file.tree)
    guard !literals.literals.isEmpty else { return [] }
    let setup = FormatterSetup(viewMode: .sourceAccurate)
    setup.walk(file.tree)
    var hits: [RuleHit] = []
    for (literal, text, key) in literals.literals {
      guard let key else { continue }
      let names = setup.equivalents(key)
      guard !names.isDisjoint(with: setup.createdNames) else { continue }
      let pattern = DateFormatPattern(text)
      guard pattern.isNumericOnly, pattern.hasYear || pattern.hasTime else { continue }
      if names.contains(where: { setup.localeIsFixed[$0] == true }) { continue }
      // The user's locale chosen on purpose for a time of day: no calendar
      // can change a pattern without a year; digits and the 12/24-hour
      // clock are the user's to choose there.
      if !pattern.hasYear, names.contains(where: { setup.localeIsFixed[$0] == false }) { continue }
      // A time of day that is only shown (no `date(from:)` on this
      // formatter in the file, and no fixed zone, which a machine format
      // has): the user's locale is meant to decide how.
      if !pattern.hasYear, !names.contains(where: { setup.parsedNames.contains($0) }),
        !names.contains(where: { setup.timeZoneIsFixed[$0] == true })
      {
        continue
      }
      // A pinned calendar on a server (Vapor, Hummingbird, NIO): the
      // 12/24-hour override is Apple's, and a server's locale is its
      // process's, not a user's.
      if names.contains(where: { setup.calendarIsPinned[$0] == true }), ServerLocalDayBoundaryRule.isServerFile(file.tree) {
        continue
      }
      let formatter = FormatterSetup.displayName(key)
      let name = DateFormatPatternRule.formatter(of: literal) ?? formatter
      let risk: String
      if names.contains(where: { setup.calendarIsPinned[$0] == true }) {
        risk =
          pattern.has("Hk")
          ? "its calendar is pinned, but on Apple platforms the user's 12/24-hour setting overrides HH (15:30 can come out as 3:30 PM)"
          : "its calendar is pinned, but the locale still picks the digits (ar_SA writes ٢٠٢٤)"
      } else if !pattern.hasYear {
        risk =
          "on Apple platforms the user's 12/24-hour setting overrides HH (15:30 can come out as 3:30 PM), "
          + "and the locale picks the digits (ar_SA writes ١٥:٣٠)"
      } else {
        risk = "th_TH writes 2024 as 2567"
      }
      var fix = "set \(FixText.code("\(name).locale = Locale(identifier: \"en_US_POSIX\")"))"
      let hasOffset = pattern.has("ZXx") || text.contains("'Z'")
      if file.importsDateMath {
        if hasOffset {
          fix += " or parse with \(FixText.code("try Date(rfc3339: string)"))"
        } else if ["yyyy-MM-dd"].contains(text) {
          fix += " or parse with \(FixText.code("try CivilDate(parsing: string)"))"
        } else if ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm"].contains(text) {
          fix += " or parse with \(FixText.code("try CivilDateTime(parsing: string)"))"
        }
      } else if hasOffset {
        fix += " or use \(FixText.code("ISO8601DateFormatter()"))"
      }
      hits.append(
        RuleHit(literal, "\"\(text)\" is a fixed format but \(formatter)'s locale is the user's (\(risk)); \(fix)", edits: LocaleFix.edit(literal)))
    }
    return hits
  }
}

/// Which names hold a `DateFormatter()` made in this file, and whether each
/// is given a fixed locale. A closure's parameter is keyed by the
/// closure's place (`$0@1234`), so `with(DateFormatter()) { $0.dateFormat = … }`
/// and `DateFormatter().then { $0.locale = … }` are read as a formatter made
/// here, and a name bound to such a call or to `{ let f = DateFormatter(); …; return f }()`
/// is the same formatter as the closure's.
final class FormatterSetup: SyntaxVisitor {
  /// Names whose `date(from:)` is called: formatters that parse.
  var parsedNames: Set<String> = []

  /// Names bound to `DateFormatter()`.
  var createdNames: Set<String> = []
  /// For each name whose `locale` is assigned: true unless the locale
  /// assigned is the user's (`.current`, `.autoupdatingCurrent`).
  var localeIsFixed: [String: Bool] = [:]
  /// For each name whose `calendar` is assigned: true when it is pinned to
  /// `Calendar(identifier: .iso8601)` or `.gregorian`.
  var calendarIsPinned: [String: Bool] = [:]
  /// For each name whose `timeZone` is assigned: true when it is a fixed
  /// zone (`TimeZone(identifier:)`, `TimeZone(secondsFromGMT:)`, `.gmt`).
  var timeZoneIsFixed: [String: Bool] = [:]
  /// Names that hold the same formatter: `f` and the closure parameter
  /// that set it up (`let f = with(DateFormatter()) { $0… }`), or the
  /// name an initializing closure returns (`let api: DateFormatter = { let f = …; return f }()`).
  var aliases: [String: Set<String>] = [:]

  /// The key a formatter written as `base` is known by: its name, or for
  /// a closure's parameter (`$0`, `f in`) the name and the closure's place.
  static func key(for base: ExprSyntax) -> String? {
    guard let name = base.trailingName else { return nil }
    guard let ref = base.unwrapped.as(DeclReferenceExprSyntax.self) else { return name }
    var node = Syntax(ref).parent
    while let here = node {
      if let closure = here.as(ClosureExprSyntax.self) {
        let parameters = parameterNames(closure)
        if name.hasPrefix("$") ? parameters.isEmpty : parameters.contains(name) {
          return "\(name)@\(closure.position.utf8Offset)"
        }
      }
      node = here.parent
    }
    return name
  }

  /// A key as a reader knows it (`$0`, not `$0@1234`).
  static func displayName(_ key: String) -> String {
    key.split(separator: "@", maxSplits: 1).first.map(String.init) ?? key
  }

  /// The names of a closure's parameters, in order; empty when it names none.
  static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
    guard let clause = closure.signature?.parameterClause else { return [] }
    if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.map(\.name.text) }
    if let full = clause.as(ClosureParameterClauseSyntax.self) {
      return full.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
    return []
  }

  /// `key` and the names that hold the same formatter.
  func equivalents(_ key: String) -> Set<String> {
    var names: Set<String> = [key]
    names.formUnion(aliases[key] ?? [])
    return names
  }

  func alias(_ a: String, _ b: String) {
    aliases[a, default: []].insert(b)
    aliases[b, default: []].insert(a)
  }

  /// Whether `expr` makes a `DateFormatter`: `DateFormatter()`, or
  /// `self.init()`, `Self()` or `.init()` in an extension of `DateFormatter`
  /// (`static var iso: DateFormatter { let f = self.init(); … }`).
  static func makesFormatter(_ expr: ExprSyntax) -> Bool {
    guard let call = expr.unwrapped.as(FunctionCallExprSyntax.self) else { return false }
    if call.calleeName == "DateFormatter" { return true }
    guard call.arguments.isEmpty, call.trailingClosure == nil else { return false }
    let callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self) {
      guard member.declName.baseName.text == "init",
        member.base == nil || ["self", "Self"].contains(member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
      else { return false }
    } else if callee.as(DeclReferenceExprSyntax.self)?.baseName.text != "Self" {
      return false
    }
    var current = Syntax(call).parent
    while let here = current {
      if let extensionDecl = here.as(ExtensionDeclSyntax.self) {
        return ["DateFormatter", "Foundation.DateFormatter"].contains(extensionDecl.extendedType.trimmedDescription)
      }
      if here.is(StructDeclSyntax.self) || here.is(ClassDeclSyntax.self) || here.is(EnumDeclSyntax.self) { return false }
      current = here.parent
    }
    return false
  }

  /// The key of the parameter of a closure passed a new formatter:
  /// `with(DateFormatter()) { $0… }`, `DateFormatter().then { f in … }`.
  static func setupClosureKey(_ call: FunctionCallExprSyntax) -> String? {
    let closure = call.trailingClosure ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
    guard let closure else { return nil }
    let passed = call.arguments.contains { makesFormatter($0.expression) }
      || call.receiver.map(makesFormatter) == true
    guard passed else { return nil }
    let name = parameterNames(closure).first ?? "$0"
    return "\(name)@\(closure.position.utf8Offset)"
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calleeName == "date", node.labels == ["from"], let name = node.receiver?.trailingName {
      parsedNames.insert(name)
    }
    if node.trailingClosure != nil || node.arguments.count > 1, let key = Self.setupClosureKey(node) {
      createdNames.insert(key)
    }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self)
    else { return .visitChildren }
    if Self.makesFormatter(ExprSyntax(call)) {
      createdNames.insert(name)
    } else if let key = Self.setupClosureKey(call) {
      alias(name, key)
    } else if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty,
      let last = closure.statements.last?.item,
      let returned = (last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self))?.trailingName
    {
      alias(name, returned)
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let sequence = OperatorSequence(ExprSyntax(node)), sequence.operators == ["="] else { return .visitChildren }
    let value = sequence.operands[1].unwrapped
    if let call = value.as(FunctionCallExprSyntax.self), call.calleeName == "DateFormatter",
      let name = sequence.operands[0].trailingName
    {
      createdNames.insert(name)
    }
    guard let member = sequence.operands[0].as(MemberAccessExprSyntax.self),
      ["locale", "timeZone", "calendar"].contains(member.declName.baseName.text), let base = member.base.flatMap(Self.key)
    else { return .visitChildren }
    let text = value.trimmedDescription
    switch member.declName.baseName.text {
    case "locale":
      localeIsFixed[base] = !(text.hasSuffix(".current") || text.hasSuffix("autoupdatingCurrent"))
    case "calendar":
      calendarIsPinned[base] =
        value.as(FunctionCallExprSyntax.self).map { call in
          call.calleeName == "Calendar" && ["iso8601", "gregorian"].contains(call.firstArgument?.trailingName ?? "")
        } ?? false
    case "timeZone":
      timeZoneIsFixed[base] =
        !(text.hasSuffix(".current") || text.hasSuffix("autoupdatingCurrent") || text.hasSuffix("local"))
    default: break
    }
    return .visitChildren
  }
}
