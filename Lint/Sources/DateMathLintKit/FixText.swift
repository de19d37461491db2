import SwiftSyntax

/// How a finding's message writes its fix: with DateMath's calls when the
/// file imports DateMath (``LintedFile/importsDateMath``), with
/// Foundation's alone when it does not, and with the names the code
/// already uses (its calendar, its dates, its formatter) where they can be
/// read. The code of a fix is between backticks, so that tests can find it
/// in the compiled fix examples.
enum FixText {
  /// `text` as code in a message, on one line.
  static func code(_ text: String) -> String { "`\(oneLine(text))`" }

  /// `text` with each line break and the indentation after it made one
  /// space, so that a message stays one line when it quotes code written
  /// over several.
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    var out = ""
    var breaking = false
    for character in text {
      if character.isNewline {
        breaking = true
      } else if breaking, character == " " || character == "\t" {
        continue
      } else {
        if breaking {
          if out.last != " " { out.append(" ") }
          breaking = false
        }
        out.append(character)
      }
    }
    return out
  }

  /// The name of the `Calendar` in scope at `node`: a parameter or a
  /// binding of type `Calendar`, or bound to `Calendar(…)` (or, unless
  /// `excludingCurrent`, `Calendar.current`), in the enclosing functions,
  /// closures, types and file; `fallback` (`calendar`) when there is none.
  static func calendarName(
    at node: some SyntaxProtocol, excludingCurrent: Bool = false, fallback: String = "calendar"
  ) -> String {
    name(at: Syntax(node), fallback: fallback) { type, value in
      if let type { return ["Calendar", "Foundation.Calendar"].contains(type.trimmedDescription) }
      guard let value = value?.unwrapped else { return false }
      if let call = value.as(FunctionCallExprSyntax.self) { return call.calleeName == "Calendar" }
      if !excludingCurrent, let member = value.as(MemberAccessExprSyntax.self),
        ["current", "autoupdatingCurrent"].contains(member.declName.baseName.text)
      {
        return member.base?.trailingName == "Calendar"
      }
      return false
    }
  }

  /// The name of the DateMath `Zone` in scope at `node`, or `zone`.
  static func zoneName(at node: some SyntaxProtocol) -> String {
    name(at: Syntax(node), fallback: "zone") { type, value in
      if let type { return ["Zone", "DateMath.Zone"].contains(type.trimmedDescription) }
      guard let value = value?.unwrapped else { return false }
      if let call = value.as(FunctionCallExprSyntax.self) { return call.calleeName == "Zone" }
      return false
    }
  }

  /// The first name bound where `matches(type, initial value)` holds, in
  /// the scopes around `node` from the innermost out.
  static func name(
    at node: Syntax, fallback: String, _ matches: (TypeSyntax?, ExprSyntax?) -> Bool
  ) -> String {
    func parameter(_ list: FunctionParameterListSyntax) -> String? {
      list.first { matches($0.type, nil) }.map { ($0.secondName ?? $0.firstName).text }
    }
    func binding(_ decl: VariableDeclSyntax) -> String? {
      for binding in decl.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let type = binding.typeAnnotation?.type {
          if matches(type, nil) { return name }
        } else if let value = binding.initializer?.value, matches(nil, value) {
          return name
        }
      }
      return nil
    }
    func statements(_ list: CodeBlockItemListSyntax) -> String? {
      for item in list {
        if let decl = item.item.as(VariableDeclSyntax.self), let name = binding(decl) { return name }
      }
      return nil
    }
    var current: Syntax? = node
    while let here = current {
      if let function = here.as(FunctionDeclSyntax.self) {
        if let name = parameter(function.signature.parameterClause.parameters) { return name }
      } else if let initializer = here.as(InitializerDeclSyntax.self) {
        if let name = parameter(initializer.signature.parameterClause.parameters) { return name }
      } else if let block = here.as(CodeBlockSyntax.self) {
        if let name = statements(block.statements) { return name }
      } else if let closure = here.as(ClosureExprSyntax.self) {
        if let name = statements(closure.statements) { return name }
      } else if let members = here.as(MemberBlockSyntax.self) {
        for member in members.members {
          if let decl = member.decl.as(VariableDeclSyntax.self), let name = binding(decl) { return name }
        }
      } else if let file = here.as(SourceFileSyntax.self) {
        if let name = statements(file.statements) { return name }
      }
      current = here.parent
    }
    return fallback
  }

  /// Whether `name` is declared `Int` in the scopes around `node` (a
  /// parameter or an annotated binding), so that it can be a calendar
  /// step's value as it is.
  static func isInt(_ name: String, at node: some SyntaxProtocol) -> Bool {
    var current: Syntax? = Syntax(node)
    while let here = current {
      let parameters: FunctionParameterListSyntax? =
        here.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        ?? here.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
      if let parameters {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
          return parameter.type.trimmedDescription == "Int"
        }
      }
      current = here.parent
    }
    return false
  }

  /// `expr` as an `Int` for a calendar step's value: a literal or an `Int`
  /// name as written, anything else converted (`Int(n)`).
  static func intText(_ expr: ExprSyntax, at node: some SyntaxProtocol) -> String {
    let expr = expr.unwrapped
    if expr.is(IntegerLiteralExprSyntax.self) { return expr.trimmedDescription }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      prefix.expression.is(IntegerLiteralExprSyntax.self)
    {
      return expr.trimmedDescription
    }
    if let ref = expr.as(DeclReferenceExprSyntax.self), isInt(ref.baseName.text, at: node) {
      return ref.baseName.text
    }
    return "Int(\(expr.trimmedDescription))"
  }

  /// `count` times `factor`, as short as it reads: `k`, `-k`, `3 * k`.
  static func times(_ count: Int, _ factor: String) -> String {
    switch count {
    case 1: factor
    case -1: "-\(factor)"
    default: "\(count) * \(factor)"
    }
  }

  /// The negation of an `Int` expression written as text.
  static func negated(_ text: String) -> String {
    if text.hasPrefix("-") { return String(text.dropFirst()) }
    if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "(" || $0 == ")" }) {
      return "-\(text)"
    }
    return "-(\(text))"
  }

  /// The region usually meant by an abbreviation or legacy zone name, for
  /// the fix's example; nil when there is no usual one.
  static func region(for name: String) -> String? {
    let regions: [String: String] = [
      "EST": "America/New_York", "EDT": "America/New_York", "EST5EDT": "America/New_York",
      "US/Eastern": "America/New_York", "US/East-Indiana": "America/Indiana/Indianapolis",
      "CST": "America/Chicago", "CDT": "America/Chicago", "CST6CDT": "America/Chicago", "US/Central": "America/Chicago",
      "MST": "America/Denver", "MDT": "America/Denver", "MST7MDT": "America/Denver", "US/Mountain": "America/Denver",
      "US/Arizona": "America/Phoenix", "PST": "America/Los_Angeles", "PDT": "America/Los_Angeles",
      "PST8PDT": "America/Los_Angeles", "US/Pacific": "America/Los_Angeles", "HST": "Pacific/Honolulu",
      "US/Hawaii": "Pacific/Honolulu", "AKST": "America/Anchorage", "US/Alaska": "America/Anchorage",
      "CET": "Europe/Paris", "CEST": "Europe/Paris", "MET": "Europe/Paris", "EET": "Europe/Athens",
      "WET": "Europe/Lisbon", "BST": "Europe/London", "IST": "Asia/Kolkata", "JST": "Asia/Tokyo", "KST": "Asia/Seoul",
      "PRC": "Asia/Shanghai", "HKT": "Asia/Hong_Kong", "SGT": "Asia/Singapore", "AEST": "Australia/Sydney",
      "AEDT": "Australia/Sydney", "NZST": "Pacific/Auckland", "Canada/Eastern": "America/Toronto",
      "Canada/Central": "America/Winnipeg", "Canada/Mountain": "America/Edmonton", "Canada/Pacific": "America/Vancouver",
      "Canada/Atlantic": "America/Halifax", "Mexico/General": "America/Mexico_City", "Brazil/East": "America/Sao_Paulo",
      "Chile/Continental": "America/Santiago",
    ]
    return regions[name]
  }

  /// The call that makes the zone `name` should have been, in the file's
  /// terms: `TimeZone(identifier: "America/New_York")`, DateMath's
  /// `try Zone(identifier: …)` when `zone` (a `Zone` is wanted), a fixed
  /// offset for "Etc/GMT+5".
  static func zoneCall(for name: String?, argument: String? = nil, zone: Bool) -> String {
    if let name, name.hasPrefix("Etc/GMT+") || name.hasPrefix("Etc/GMT-"), let hours = Int(name.dropFirst(8)) {
      // POSIX sign: Etc/GMT+5 is five hours behind UTC.
      let seconds = (name.hasPrefix("Etc/GMT+") ? -hours : hours) * 3600
      let text = seconds.magnitude >= 10_000 ? grouped(seconds) : "\(seconds)"
      return zone ? "try Zone(fixedOffset: UTCOffset(seconds: \(text)))" : "TimeZone(secondsFromGMT: \(text))"
    }
    let identifier = argument ?? "\"\(name.flatMap(region) ?? "America/New_York")\""
    return zone ? "try Zone(identifier: \(identifier))" : "TimeZone(identifier: \(identifier))"
  }

  /// `value` with `_` between thousands (`-18_000`).
  static func grouped(_ value: Int) -> String {
    var digits = String(value.magnitude)
    var out = ""
    while digits.count > 3 {
      out = "_" + digits.suffix(3) + out
      digits.removeLast(3)
    }
    return (value < 0 ? "-" : "") + digits + out
  }
}
