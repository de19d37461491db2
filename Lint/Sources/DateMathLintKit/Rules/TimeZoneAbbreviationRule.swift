import SwiftSyntax

/// `TimeZone(abbreviation:)` with anything but UTC or GMT.
public struct TimeZoneAbbreviationRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "timezone-abbreviation",
    summary: "TimeZone(abbreviation:) names a zone by an ambiguous abbreviation",
    severity: .warning,
    rationale: """
      Abbreviations are neither unique nor fixed, and Foundation maps each to one region \
      of its choosing. `TimeZone(abbreviation: "IST")` is Asia/Kolkata: an Irish app that \
      means Irish Standard Time shows 2024-07-01T12:00Z as 17:30 (+05:30) instead of \
      13:00 (+01:00, Europe/Dublin). `TimeZone(abbreviation: "EST")` is America/New_York, \
      with DST: code that means the fixed -05:00 gets 08:00 (-04:00) for 2024-07-01T12:00Z \
      instead of 07:00. The rule fires on every `TimeZone(abbreviation:)` except "UTC" and \
      "GMT", which are unambiguous.
      """,
    foundationFix: """
      Name the zone by its IANA identifier: `TimeZone(identifier: "Europe/Dublin")`; for a \
      fixed offset, `TimeZone(secondsFromGMT: -18_000)`.
      """,
    dateMathFix: """
      Name the zone by its IANA identifier: `TimeZone(identifier: "Europe/Dublin")`, or \
      DateMath's `try Zone(identifier: "Europe/Dublin")`, which throws for a name that is \
      not a zone; for a fixed offset, `TimeZone(secondsFromGMT: -18_000)` or \
      `try Zone(fixedOffset: UTCOffset(seconds: -18_000))`.
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// The fix for `TimeZone(abbreviation: argument)` in the file's terms.
  static func fix(_ literal: String?, _ argument: ExprSyntax, _ file: LintedFile) -> String {
    let written = literal == nil ? argument.trimmedDescription : nil
    var fix = FixText.code(FixText.zoneCall(for: literal, argument: written, zone: false))
    if file.importsDateMath {
      fix += " (a DateMath Zone: \(FixText.code(FixText.zoneCall(for: literal, argument: written, zone: true))))"
    }
    return fix
  }

  /// Finds the calls.
  private final class Visitor: SyntaxVisitor {
    let file: LintedFile
    var hits: [RuleHit] = []

    init(file: LintedFile) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard ["TimeZone", "NSTimeZone"].contains(node.calleeName ?? ""), node.labels == ["abbreviation"],
        let argument = node.firstArgument
      else { return .visitChildren }
      let literal = argument.unwrapped.as(StringLiteralExprSyntax.self)?.plainText
      if let literal, ["UTC", "GMT"].contains(literal) { return .visitChildren }
      let named = literal.map { "\"\($0)\"" } ?? "an abbreviation"
      hits.append(
        RuleHit(
          node,
          "TimeZone(abbreviation: \(named)) picks one zone for an ambiguous name (IST is Asia/Kolkata, EST is New York with DST); "
            + "use the IANA name of the region meant: \(TimeZoneAbbreviationRule.fix(literal, argument, file))"))
      return .visitChildren
    }
  }
}
