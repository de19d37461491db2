/// A Unicode (TR35) date pattern, such as `yyyy-MM-dd'T'HH:mm`, read as
/// its fields: runs of one pattern letter outside quoted text.
struct DateFormatPattern {
  /// The fields in order: the letter and how many times it repeats.
  let fields: [(letter: Character, count: Int)]

  /// Reads `text`; `'…'` is literal text and `''` a quote.
  init(_ text: String) {
    var fields: [(letter: Character, count: Int)] = []
    var quoted = false
    for character in text {
      if character == "'" {
        quoted.toggle()
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else { continue }
      if let last = fields.last, last.letter == character {
        fields[fields.count - 1].count += 1
      } else {
        fields.append((character, 1))
      }
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
}
