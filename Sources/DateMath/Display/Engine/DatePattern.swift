/// An ICU date pattern (`dd.MM.y, HH:mm`, `EEEE, d MMMM y 'um' HH:mm`)
/// split into literal text and fields, as ICU's `SimpleDateFormat` reads
/// it: a run of one ASCII letter is a field, text between single quotes is
/// literal, `''` is a quote, everything else is literal.
struct _DatePattern: Hashable, Sendable {
  /// One piece of the pattern.
  enum Token: Hashable, Sendable {
    /// Text shown as it is.
    case literal(String)
    /// A field: its letter and how many times it is repeated (`MMMM`: M, 4).
    case field(Character, Int)
  }

  let tokens: [Token]

  init(_ pattern: String) {
    var tokens: [Token] = []
    var literal = ""
    var quoted = false
    var characters = Array(pattern)[...]
    func flush() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
    }
    while let character = characters.popFirst() {
      if character == "'" {
        if characters.first == "'" {  // '' is a quote, inside quotes or out
          characters.removeFirst()
          literal.append("'")
        } else {
          quoted.toggle()
        }
        continue
      }
      if !quoted, character.isASCII, character.isLetter {
        var count = 1
        while characters.first == character {
          characters.removeFirst()
          count += 1
        }
        flush()
        tokens.append(.field(character, count))
        continue
      }
      literal.append(character)
    }
    flush()
    self.tokens = tokens
  }

  /// The fields' letters that name or show a time zone.
  static let zoneLetters: Set<Character> = ["z", "Z", "O", "v", "V", "X", "x"]

  /// The fields that show a time zone (`z`, `zzzz`, `VVVV`, `XXX`…), each
  /// once, in the order they first appear.
  var zoneTokens: [String] {
    var result: [String] = []
    for case .field(let letter, let count) in tokens where Self.zoneLetters.contains(letter) {
      let token = Self.text(letter, count)
      if !result.contains(token) { result.append(token) }
    }
    return result
  }

  /// Whether the pattern has a field of `letter`.
  func has(_ letter: Character) -> Bool {
    tokens.contains {
      if case .field(letter, _) = $0 { return true }
      return false
    }
  }

  /// A field as ICU writes it in a pattern: `MMMM`.
  static func text(_ letter: Character, _ count: Int) -> String {
    String(repeating: letter, count: count)
  }

  /// `pattern` with its hour fields (h, H, k, K) as wide as the hour of
  /// `skeleton` (`j` or `jj`, also h, H, k, K), as ICU's pattern generator
  /// makes them with `UDATPG_MATCH_HOUR_FIELD_LENGTH`, which Foundation's
  /// `Date.FormatStyle` asks for. Unchanged when the skeleton has no hour.
  static func withHourWidth(_ pattern: String, of skeleton: String) -> String {
    let hourLetters: Set<Character> = ["j", "J", "C", "h", "H", "k", "K"]
    let width = skeleton.filter { hourLetters.contains($0) }.count
    guard width > 0 else { return pattern }
    var result = ""
    var quoted = false
    var characters = Array(pattern)[...]
    while let character = characters.popFirst() {
      if character == "'" { quoted.toggle() }
      if !quoted, "hHkK".contains(character) {
        while characters.first == character { characters.removeFirst() }
        result += String(repeating: character, count: min(width, 2))
        continue
      }
      result.append(character)
    }
    return result
  }
}
