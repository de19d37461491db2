import SwiftSyntax

/// `dateFormat` patterns with `YYYY`, `DD`, `hh`, a second `ss`, `mm` in
/// a date or `MM` after an hour where `yyyy`, `dd`, `HH`, `SSS`, `MM` or
/// `mm` is meant.
public struct DateFormatPatternRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "date-format-pattern",
    summary: "dateFormat uses YYYY, DD, hh without a, seconds twice (ss.sss), or mm/MM swapped",
    severity: .error,
    rationale: """
      Date pattern letters are case-sensitive and the wrong case still formats, so the \
      mistake passes every test that does not use the wrong dates. `YYYY` is the ISO \
      week-numbering year: in UTC, 2024-12-30 is in week 1 of 2025, so "YYYY-MM-dd" \
      formats it as "2025-12-30" instead of "2024-12-30". `DD` is the day of the year: \
      "yyyy-MM-DD" formats 2024-02-05 as "2024-02-36". `hh` is the 12-hour clock: without \
      `a`, "yyyy-MM-dd hh:mm" formats 2024-02-05T15:30Z as "2024-02-05 03:30", the same \
      text as 03:30 in the morning. `ss.sss` has seconds twice where the fraction `SSS` was \
      meant: on Linux ".123Z" then fails to parse and ".045Z" reads as 45 seconds. `mm` in a \
      date ("yyyy-mm-dd") is minutes, so 2024-02-05 at 09:41 formats as "2024-41-05"; `MM` \
      after an hour ("HH:MM") is the month. The rule reads string literals assigned to `dateFormat` \
      (or passed as `dateFormat:`), skipping quoted text; it stays quiet on `YYYY` next to \
      a week field (`YYYY-'W'ww`), on `D` without a month, and on `hh` with `a`.
      """,
    foundationFix: """
      Write `yyyy`, `dd` and `HH` (or add `a`), `ss.SSS` for seconds with a fraction, `MM` \
      for the month and `mm` for minutes: `formatter.dateFormat = "yyyy-MM-dd"`. For a \
      timestamp with an offset, `ISO8601DateFormatter`.
      """,
    dateMathFix: """
      Write `yyyy`, `dd` and `HH` (or add `a`), `ss.SSS` for seconds with a fraction, `MM` \
      for the month and `mm` for minutes: `formatter.dateFormat = "yyyy-MM-dd"`. For \
      machine formats DateMath's RFC 3339 coding (`try Date(rfc3339: text)`); for a civil \
      date, `try CivilDate(parsing: text)` and its `description`.
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    guard file.identifiers.contains("dateFormat") else { return [] }
    let visitor = FormatLiteralFinder(viewMode: .sourceAccurate)
    visitor.walk(file.tree)
    var hits: [RuleHit] = []
    for (literal, text, _) in visitor.literals {
      let pattern = DateFormatPattern(text)
      let fix = PatternFix.edit(literal)
      /// The fix: the pattern with the runs `replace` rewrites, set where
      /// the literal was.
      func use(_ replace: (Character, Int, Int) -> String?) -> String {
        let corrected = "\"\(DateFormatPattern.rewriting(text, replace))\""
        return "use \(FixText.code(Self.formatter(of: literal).map { "\($0).dateFormat = \(corrected)" } ?? corrected))"
      }
      if pattern.has("Y"), !pattern.has("w") {
        hits.append(
          RuleHit(
            literal,
            "\"\(text)\": YYYY is the week-based year (2024-12-30 formats as 2025-12-30); "
              + use { letter, count, _ in letter == "Y" ? String(repeating: "y", count: count) : nil }, edits: fix))
      }
      if pattern.has("D"), pattern.has("ML") {
        hits.append(
          RuleHit(
            literal,
            "\"\(text)\": DD is the day of the year (2024-02-05 formats as 2024-02-36); "
              + use { letter, count, _ in letter == "D" ? String(repeating: "d", count: min(count, 2)) : nil }, edits: fix))
      }
      if pattern.hasSecondsTwice {
        let first = pattern.fields.firstIndex { $0.letter == "s" }
        hits.append(
          RuleHit(
            literal,
            "\"\(text)\": ss.sss has seconds twice where the fraction SSS was meant (on Linux \".123Z\" fails "
              + "to parse and \".045Z\" reads as 45 s); "
              + use { letter, count, index in
                letter == "s" && index != first ? String(repeating: "S", count: count) : nil
              }, edits: fix))
      }
      if pattern.hasMinutesForMonth {
        let first = pattern.fields.firstIndex { $0.letter == "m" }
        hits.append(
          RuleHit(
            literal,
            "\"\(text)\": mm is minutes, not the month (2024-02-05 at 09:41 formats as 2024-41-05); "
              + use { letter, count, index in index == first ? String(repeating: "M", count: count) : nil }, edits: fix))
      }
      if pattern.hasMonthForMinutes {
        let months = Set(
          zip(pattern.fields.indices, pattern.fields.indices.dropFirst())
            .filter { "HhKk".contains(pattern.fields[$0.0].letter) && pattern.fields[$0.1].letter == "M" }.map(\.1))
        hits.append(
          RuleHit(
            literal,
            "\"\(text)\": MM after the hour is the month, not minutes (15:30 formats as 15:02 in February); "
              + use { _, count, index in months.contains(index) ? String(repeating: "m", count: count) : nil }, edits: fix))
      }
      if pattern.has("hK"), !pattern.has("abB") {
        hits.append(
          RuleHit(
            literal,
            "\"\(text)\": hh is the 12-hour clock and there is no a (15:30 formats as 03:30); "
              + use { letter, count, _ in "hK".contains(letter) ? String(repeating: "H", count: count) : nil }))
      }
    }
    return hits
  }
}

extension DateFormatPatternRule {
  /// The formatter a pattern literal is assigned to, as written
  /// (`formatter` in `formatter.dateFormat = "…"`); nil when the literal is
  /// an argument.
  static func formatter(of literal: StringLiteralExprSyntax) -> String? {
    var node = Syntax(literal).parent
    while let here = node, !here.is(SequenceExprSyntax.self) {
      if here.is(CodeBlockItemSyntax.self) || here.is(LabeledExprSyntax.self) { return nil }
      node = here.parent
    }
    guard let sequence = node?.as(SequenceExprSyntax.self),
      let member = sequence.elements.first?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dateFormat"
    else { return nil }
    return member.base?.trimmedDescription
  }
}

/// String literals used as a date pattern: assigned to `….dateFormat`,
/// passed as `dateFormat:`, or to `setLocalizedDateFormatFromTemplate`
/// (no: templates are rewritten for the locale, so they are left out).
final class FormatLiteralFinder: SyntaxVisitor {
  /// Each literal, its text, and the formatter it is set on (`formatter`
  /// in `formatter.dateFormat = …`; a closure's parameter is named with
  /// the closure's place, see ``FormatterSetup/key(for:)``), when known.
  var literals: [(StringLiteralExprSyntax, String, String?)] = []

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let sequence = OperatorSequence(ExprSyntax(node)), sequence.operators == ["="],
      let member = sequence.operands[0].as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "dateFormat",
      let literal = sequence.operands[1].unwrapped.as(StringLiteralExprSyntax.self), let text = literal.plainText
    {
      literals.append((literal, text, member.base.flatMap(FormatterSetup.key)))
    }
    return .visitChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if node.label?.text == "dateFormat", let literal = node.expression.unwrapped.as(StringLiteralExprSyntax.self),
      let text = literal.plainText
    {
      literals.append((literal, text, nil))
    }
    return .visitChildren
  }
}
