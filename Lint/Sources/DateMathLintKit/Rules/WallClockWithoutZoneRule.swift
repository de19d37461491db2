import SwiftSyntax

/// A Codable date strategy that writes a wall-clock time with no offset
/// or zone.
public struct WallClockWithoutZoneRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "wall-clock-without-zone",
    summary: "Dates persisted as wall-clock text with no offset or zone",
    severity: .warning,
    rationale: """
      A date encoded as "2024-07-01T09:00:00" has lost its instant: whoever decodes it \
      reads it in their own zone. Written by a phone in America/New_York for 09:00 EDT \
      (2024-07-01T13:00Z) and decoded on one in Europe/Berlin, it becomes \
      2024-07-01T07:00Z, six hours early. The rule fires only where the evidence is clear: \
      a `DateFormatter` made in the file whose `dateFormat` has hours but no offset or zone \
      field (no Z, X, x, z, O, V), whose `timeZone` is not set to a fixed zone in the file, \
      and which is used as a `JSONEncoder`/`JSONDecoder` strategy `.formatted(…)`. A pattern \
      with `XXXXX`, or a formatter pinned to UTC, is quiet.
      """,
    foundationFix: """
      Write the offset with the time: `formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"` \
      (with the en_US_POSIX locale and a fixed `timeZone` for the writer), or the \
      `.iso8601` strategy; store the zone's identifier beside it when the wall-clock time \
      matters.
      """,
    dateMathFix: """
      Write the offset: `formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"`, or \
      DateMath's `encoder.dateEncodingStrategy = .rfc3339()` (`.rfc3339` for decoding, \
      `@RFC3339Coded`), and when the wall-clock time matters, the zone too: a \
      `ZonedDateTime` is Codable as RFC 9557 text \
      ("2024-07-01T09:00:00-04:00[America/New_York]").
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    guard file.identifiers.contains("dateFormat") else { return [] }
    let literals = FormatLiteralFinder(viewMode: .sourceAccurate)
    literals.walk(file.tree)
    guard !literals.literals.isEmpty else { return [] }
    let setup = FormatterSetup(viewMode: .sourceAccurate)
    setup.walk(file.tree)
    let strategies = StrategyFinder(viewMode: .sourceAccurate)
    strategies.walk(file.tree)
    var hits: [RuleHit] = []
    for (literal, text, key) in literals.literals {
      guard let key else { continue }
      let names = setup.equivalents(key)
      guard !names.isDisjoint(with: setup.createdNames), !names.isDisjoint(with: strategies.formatterNames)
      else { continue }
      let pattern = DateFormatPattern(text)
      guard pattern.hasTime, !pattern.hasZone, !names.contains(where: { setup.timeZoneIsFixed[$0] == true })
      else { continue }
      let name = DateFormatPatternRule.formatter(of: literal) ?? FormatterSetup.displayName(key)
      var fix = "write the offset: \(FixText.code("\(name).dateFormat = \"\(text)XXXXX\""))"
      if file.importsDateMath, let strategy = names.lazy.compactMap({ strategies.strategies[$0] }).first {
        // DateMath's encoding strategy is a function, its decoding one a property.
        let rfc3339 = strategy.hasSuffix("dateEncodingStrategy") ? ".rfc3339()" : ".rfc3339"
        fix += " or use \(FixText.code("\(strategy) = \(rfc3339)"))"
      }
      hits.append(
        RuleHit(literal, "\"\(text)\" encodes a wall-clock time with no offset, read back in the reader's zone; \(fix)"))
    }
    return hits
  }

  /// Names passed to `.formatted(…)` (a `JSONEncoder`/`JSONDecoder` date strategy).
  private final class StrategyFinder: SyntaxVisitor {
    var formatterNames: Set<String> = []
    /// For each formatter name, the strategy property it is set as.
    var strategies: [String: String] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calleeName == "formatted", node.arguments.count == 1, let name = node.firstArgument?.trailingName,
        let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.base == nil || ["DateEncodingStrategy", "DateDecodingStrategy"].contains(member.base?.trailingName ?? "")
      {
        formatterNames.insert(name)
        // `encoder.dateEncodingStrategy = .formatted(name)`: the place set.
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self),
          let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
          ["dateEncodingStrategy", "dateDecodingStrategy"].contains(target.declName.baseName.text)
        {
          strategies[name] = target.trimmedDescription
        }
      }
      return .visitChildren
    }
  }
}
