/// A Unicode (TR35) date pattern, such as `yyyy-MM-dd'T'HH:mm`, read as
/// its fields: runs of one pattern letter outside quoted text (any other
/// character ends a run).
struct DateFormatPattern {
  /// The fields in order: the letter and how many times it repeats.
  let fields: [(letter: Character, count: Int)]

  /// Reads `text`; `'…'` is literal text and `''` a quote.
  init(_ text: String) {
    var fields: [(letter: Character, count: Int)] = []
    var quoted = false
    // The letter just before, when it was a pattern letter: a run ends at
    // any other character (`ss.sss` is two fields).
    var previous: Character?
    for character in text {
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
        fields[fields.count - 1].count += 1
      } else {
        fields.append((character, 1))
      }
      previous = character
    }
    self.fields = fields
  }

  /// Whether a field uses any of `letters`.
  func has(_ letters: String) -> Bool { fields.contains { letters.contains($0.letter) } }

  /// Whether the pattern has a time of day (hours).
  var hasTime: Bool { has("HhKk") }

  /// Whether the pattern writes or reads a UTC offset or zone.
  var hasZone: Bool { has("ZzXxOVv") }

  /// Whether every field is numeric (no month or weekday names, no
  /// AM/PM marker, no era): a machine format such as ISO 8601's, which
  /// must not follow the user's locale.
  var isNumericOnly: Bool {
    !fields.isEmpty
      && fields.allSatisfy { field in
        switch field.letter {
        case "y", "Y", "u", "d", "D", "H", "h", "K", "k", "m", "s", "S", "Z", "X", "x", "A", "w", "e": true
        case "M", "L": field.count <= 2
        default: false
        }
      }
  }

  /// Whether the pattern has a calendar year field (`y`, `Y` or `u`).
  var hasYear: Bool { has("yYu") }

  /// Whether seconds (`s`) appear as two fields (`ss.sss`), where the
  /// second was meant as the fraction (`SSS`).
  var hasSecondsTwice: Bool { fields.filter { $0.letter == "s" }.count >= 2 }

  /// Whether minutes (`m`) stand where a month belongs: a pattern with a
  /// year and a day of the month but no month, whose first `m` comes
  /// before any hour (`yyyy-mm-dd`).
  var hasMinutesForMonth: Bool {
    guard has("yYu"), has("d"), !has("ML"), let minute = fields.firstIndex(where: { $0.letter == "m" }) else {
      return false
    }
    let hour = fields.firstIndex { "HhKk".contains($0.letter) }
    return hour.map { minute < $0 } ?? true
  }

  /// Whether a month (`M`) follows an hour as the next field (`HH:MM`),
  /// where minutes (`mm`) were meant.
  var hasMonthForMinutes: Bool {
    zip(fields, fields.dropFirst()).contains { "HhKk".contains($0.letter) && $1.letter == "M" }
  }

  /// `text` with each field run replaced by what `replace` answers for
  /// it (its letter, its length, and its index among the fields), or kept
  /// when it answers nil; quoted text and other characters are kept.
  static func rewriting(_ text: String, _ replace: (Character, Int, Int) -> String?) -> String {
    var out = ""
    var quoted = false
    var run: (letter: Character, count: Int)?
    var index = 0
    func flush() {
      guard let current = run else { return }
      out += replace(current.letter, current.count, index) ?? String(repeating: current.letter, count: current.count)
      index += 1
      run = nil
    }
    for character in text {
      if character == "'" {
        flush()
        quoted.toggle()
        out.append(character)
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else {
        flush()
        out.append(character)
        continue
      }
      if let current = run, current.letter == character {
        run = (character, current.count + 1)
      } else {
        flush()
        run = (character, 1)
      }
    }
    flush()
    return out
  }
}
