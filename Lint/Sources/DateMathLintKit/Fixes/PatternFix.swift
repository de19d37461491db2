import SwiftSyntax

/// The mechanical fixes of date-format-pattern: `YYYY`→`yyyy` (without a
/// week field), `DD`→`dd` (with a month), the second `ss` of `ss.sss`→`SSS`,
/// `mm` where the month belongs→`MM`, `MM` right after an hour→`mm`. A
/// 12-hour `hh` without `a` is left for a person: `HH` or an added `a` are
/// both plausible.
enum PatternFix {
  /// `text` with the mechanical fixes made, or nil when none applies.
  static func corrected(_ text: String) -> String? {
    let pattern = DateFormatPattern(text)
    let fields = pattern.fields
    let weekYear = pattern.has("Y") && !pattern.has("w")
    let dayOfYear = pattern.has("D") && pattern.has("ML")
    let firstSeconds = pattern.hasSecondsTwice ? fields.firstIndex { $0.letter == "s" } : nil
    let minutesForMonth = pattern.hasMinutesForMonth ? fields.firstIndex { $0.letter == "m" } : nil
    let result = DateFormatPattern.rewriting(text) { letter, count, index in
      switch letter {
      case "Y" where weekYear: String(repeating: "y", count: count)
      case "D" where dayOfYear: String(repeating: "d", count: min(count, 2))
      case "s" where firstSeconds != nil && index != firstSeconds: String(repeating: "S", count: count)
      case "m" where index == minutesForMonth: String(repeating: "M", count: count)
      case "M" where pattern.hasMonthForMinutes && index > 0 && "HhKk".contains(fields[index - 1].letter):
        String(repeating: "m", count: count)
      default: nil
      }
    }
    return result == text ? nil : result
  }

  /// The edit that writes the corrected pattern into `literal`, when the
  /// literal is one plain segment whose source is its text (no escapes or
  /// interpolation) and a fix applies.
  static func edit(_ literal: StringLiteralExprSyntax) -> [FixEdit] {
    guard literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self),
      !segment.content.text.contains("\\"), let fixed = corrected(segment.content.text)
    else { return [] }
    return [FixEdit(replacing: segment.content, with: fixed)]
  }
}
