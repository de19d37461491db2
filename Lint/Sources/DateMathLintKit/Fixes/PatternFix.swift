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
    var characters = Array(text)
    // The runs of pattern letters outside quotes, as DateFormatPattern
    // reads them: (letter, first index, count).
    var runs: [(letter: Character, start: Int, count: Int)] = []
    var quoted = false
    var previous: Character?
    for (index, character) in characters.enumerated() {
      if character == "'" {
        quoted.toggle()
        previous = nil
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else {
        previous = nil
        continue
      }
      if previous == character {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((character, index, 1))
      }
      previous = character
    }
    func replace(_ run: (letter: Character, start: Int, count: Int), with letter: Character) {
      for index in run.start..<(run.start + run.count) { characters[index] = letter }
    }
    let weekYear = pattern.has("Y") && !pattern.has("w")
    let dayOfYear = pattern.has("D") && pattern.has("ML")
    let minutesForMonth = pattern.hasMinutesForMonth
    let monthForMinutes = pattern.hasMonthForMinutes
    var secondsSeen = 0
    var monthFixed = false
    for (index, run) in runs.enumerated() {
      switch run.letter {
      case "Y" where weekYear: replace(run, with: "y")
      case "D" where dayOfYear: replace(run, with: "d")
      case "s" where pattern.hasSecondsTwice:
        secondsSeen += 1
        if secondsSeen > 1 { replace(run, with: "S") }
      case "m" where minutesForMonth && !monthFixed:
        monthFixed = true
        replace(run, with: "M")
      case "M" where monthForMinutes && index > 0 && "HhKk".contains(runs[index - 1].letter):
        replace(run, with: "m")
      default: break
      }
    }
    let result = String(characters)
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
