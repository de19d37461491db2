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
    let literals = FormatLiteralFinder(viewMode: .sourceAccurate)
    literals.walk(file.tree)
    guard !literals.literals.isEmpty else { return [] }
    let setup = FormatterSetup(viewMode: .sourceAccurate)
    setup.walk(file.tree)
    var hits: [RuleHit] = []
    for (literal, text, formatter) in literals.literals {
      guard let formatter, setup.createdNames.contains(formatter) else { continue }
      let pattern = DateFormatPattern(text)
      guard pattern.isNumericOnly, pattern.hasYear || pattern.hasTime else { continue }
      if let fixed = setup.localeIsFixed[formatter], fixed { continue }
      let name = DateFormatPatternRule.formatter(of: literal) ?? formatter
      let risk: String
      if setup.calendarIsPinned[formatter] == true {
        risk =
          pattern.has("Hk")
          ? "its calendar is pinned, but on Apple platforms the user's 12/24-hour setting overrides HH (15:30 can come out as 3:30 PM)"
          : "its calendar is pinned, but the locale still picks the digits (ar_SA writes ٢٠٢٤)"
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
/// is given a fixed locale.
final class FormatterSetup: SyntaxVisitor {
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

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let call = node.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self), call.calleeName == "DateFormatter"
    {
      createdNames.insert(name)
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
    guard let member = sequence.operands[0].as(MemberAccessExprSyntax.self), let base = member.base?.trailingName
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
