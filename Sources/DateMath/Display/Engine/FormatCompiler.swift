import Foundation

/// Compiles an ICU date pattern for a locale into a ``_FormatProgram``:
/// literals as they are, numbers in the locale's digits, and words (month
/// and weekday names, eras, AM/PM, day periods, quarters) asked of ICU
/// once (see ``_ICUProbe``).
///
/// A compiled program is then checked: it must write exactly what ICU
/// writes for the whole pattern at 32 wall-clock times chosen to meet every
/// month, weekday, hour, midnight and noon, minutes and seconds at and off
/// zero, fractions, leap days, and years from 1583 to 9999. A field the
/// compiler does not know, a locale whose digits it cannot read, or any
/// difference leaves the format to ICU, with the reason.
enum _FormatCompiler {
  /// A compiled program, or why the format stays with ICU.
  enum Outcome: Sendable {
    case program(_FormatProgram)
    case icu(reason: String)
  }

  /// What a field of the pattern becomes.
  enum Plan {
    case number(_FormatProgram.Field, minDigits: Int, maxDigits: Int)
    case fraction(digits: Int)
    case word(_FormatProgram.Field, token: String)
    /// A zone field, whose text comes from ``_ZoneNames``.
    case zone(token: String)
  }

  /// Compiles `pattern` for `locale`; `icu` is ICU's text of the whole
  /// pattern at a wall-clock time, which the program must equal, given
  /// `zone`: the texts of the pattern's zone fields (`zoneTokens`, as ICU
  /// writes them in the formatter's zone at that time) where it has any.
  static func compile(
    pattern: String, locale: Locale, zoneTokens: [String] = [], zone: ((CivilDateTime) -> _ZoneTexts?)? = nil,
    icu: (CivilDateTime) -> String
  ) -> Outcome {
    let parsed = _DatePattern(pattern)
    let shows: Int32 = (parsed.has("m") ? 1 : 0) | (parsed.has("s") ? 2 : 0)
    var plans: [Plan?] = []
    var wordTokens: [(token: String, field: _FormatProgram.Field)] = []
    for token in parsed.tokens {
      guard case .field(let letter, let count) = token else {
        plans.append(nil)
        continue
      }
      guard let plan = plan(letter, count) else {
        return .icu(reason: "the field \(_DatePattern.text(letter, count)) is formatted by ICU")
      }
      if case .word(let field, let token) = plan, !wordTokens.contains(where: { $0.token == token }) {
        wordTokens.append((token, field))
      }
      plans.append(plan)
    }
    let probe: _ICUProbe
    switch _ICUProbe.probe(wordTokens, locale: locale, shows: shows) {
    case .success(let read): probe = read
    case .failure(.digits): return .icu(reason: "ICU writes this locale's years in digits the engine cannot read")
    case .failure(.unreadable): return .icu(reason: "ICU's words for a field could not be read one per value")
    }
    var builder = Builder(digits: probe.digits)
    for (token, plan) in zip(parsed.tokens, plans) {
      switch (token, plan) {
      case (.literal(let text), _): builder.literal(text)
      case (_, .number(let field, let minDigits, let maxDigits)?): builder.number(field, minDigits, maxDigits: maxDigits)
      case (_, .fraction(let digits)?): builder.fraction(digits)
      case (_, .word(let field, let token)?): builder.word(field, probe.words[token] ?? [], shows: shows)
      case (_, .zone(let token)?):
        guard let index = zoneTokens.firstIndex(of: token), zone != nil else {
          return .icu(reason: "time-zone names are formatted by ICU")
        }
        builder.zone(index)
      case (.field, nil): break  // cannot happen: every field has a plan
      }
    }
    let program = builder.program()
    for local in checkTimes {
      let expected = icu(local)
      let zoneTexts = zone?(local)
      if zone != nil && zoneTexts == nil { return .icu(reason: "ICU's time-zone names could not be read one per field") }
      let written = program.string(_FormatFields(local), zone: zoneTexts)
      guard written == expected else {
        return .icu(
          reason: "the engine wrote \(DateMathError.quoted(written)) where ICU writes "
            + "\(DateMathError.quoted(expected)) (\(local))")
      }
    }
    return .program(program)
  }

  /// What the engine makes of a field; nil for a field ICU keeps (week
  /// numbers and week years, which depend on the locale's week rules;
  /// numeric local weekdays; Julian days; widths ICU does not define).
  static func plan(_ letter: Character, _ count: Int) -> Plan? {
    let token = _DatePattern.text(letter, count)
    switch (letter, count) {
    case ("G", 1...5): return .word(.era, token: token)
    case ("y", 2): return .number(.yearTwoDigits, minDigits: 2, maxDigits: 2)
    case ("y", 1...9), ("u", 1), ("u", 3...9): return .number(.year, minDigits: count, maxDigits: 4)
    case ("M", 1...2), ("L", 1...2): return .number(.month, minDigits: count, maxDigits: 2)
    case ("M", 3...5), ("L", 3...5): return .word(.monthWord, token: token)
    case ("d", 1...2): return .number(.day, minDigits: count, maxDigits: 2)
    case ("D", 1...3): return .number(.dayOfYear, minDigits: count, maxDigits: 3)
    case ("E", 1...6), ("c", 3...6), ("e", 3...6): return .word(.weekdayWord, token: token)
    case ("Q", 1...2), ("q", 1...2): return .number(.quarter, minDigits: count, maxDigits: 1)
    case ("Q", 3...5), ("q", 3...5): return .word(.quarterWord, token: token)
    case ("a", 1...5): return .word(.amPm, token: token)
    case ("b", 1...5), ("B", 1...5): return .word(.dayPeriod, token: token)
    case ("h", 1...2): return .number(.hour1To12, minDigits: count, maxDigits: 2)
    case ("H", 1...2): return .number(.hour0To23, minDigits: count, maxDigits: 2)
    case ("K", 1...2): return .number(.hour0To11, minDigits: count, maxDigits: 2)
    case ("k", 1...2): return .number(.hour1To24, minDigits: count, maxDigits: 2)
    case ("m", 1...2): return .number(.minute, minDigits: count, maxDigits: 2)
    case ("s", 1...2): return .number(.second, minDigits: count, maxDigits: 2)
    case ("S", 1...9): return .fraction(digits: count)
    case ("z", 1...4), ("Z", 1...5), ("O", 1), ("O", 4), ("v", 1), ("v", 4), ("V", 1...4), ("X", 1...5), ("x", 1...5):
      return .zone(token: token)
    default: return nil
    }
  }

  /// The wall-clock times every compiled program is checked at.
  static let checkTimes: [CivilDateTime] = [
    _ICUProbe.at(2024, 1, 7), _ICUProbe.at(2024, 2, 29, 12), _ICUProbe.at(2023, 3, 13, 1, 5, 9, millisecond: 5),
    _ICUProbe.at(2022, 4, 14, 2, 30, 45, millisecond: 125), _ICUProbe.at(1999, 5, 15, 3, 59, 59, millisecond: 875),
    _ICUProbe.at(2000, 6, 16, 4, 10), _ICUProbe.at(1583, 7, 1, 5, 0, 1), _ICUProbe.at(1600, 8, 2, 6, 1, 0, millisecond: 500),
    _ICUProbe.at(1970, 9, 3, 7, 7, 7, millisecond: 250), _ICUProbe.at(2038, 10, 4, 8, 20, 20),
    _ICUProbe.at(2100, 11, 5, 9, 40, 40), _ICUProbe.at(9999, 12, 31, 23, 59, 59, millisecond: 999),
    _ICUProbe.at(2025, 1, 8, 10), _ICUProbe.at(2025, 2, 9, 11, 59), _ICUProbe.at(2025, 3, 10, 12, 1, 1),
    _ICUProbe.at(2025, 4, 11, 13), _ICUProbe.at(2025, 5, 12, 14, 15), _ICUProbe.at(2025, 6, 13, 15, 0, 30),
    _ICUProbe.at(2025, 7, 14, 16, 45), _ICUProbe.at(2025, 8, 15, 17), _ICUProbe.at(2025, 9, 16, 18, 30),
    _ICUProbe.at(2025, 10, 17, 19), _ICUProbe.at(2025, 11, 18, 20), _ICUProbe.at(2025, 12, 19, 21),
    _ICUProbe.at(2026, 1, 20, 22), _ICUProbe.at(1901, 2, 21, 0, 30), _ICUProbe.at(1960, 6, 1, 12, 0, 1),
    _ICUProbe.at(2024, 12, 31, 11), _ICUProbe.at(2024, 1, 1, 12), _ICUProbe.at(2024, 1, 1, 0, 0, 1),
    _ICUProbe.at(2009, 10, 5, 12, 30), _ICUProbe.at(1804, 2, 29, 6, 6, 6, millisecond: 62),
  ]

  /// The steps, bytes and words of a program under construction.
  struct Builder {
    var steps: [_FormatProgram.Step] = []
    var bytes: [UInt8] = []
    var words: [(offset: Int32, count: Int32)] = []
    var digits: [(offset: Int32, count: Int32)] = []
    var digitBytes = 1
    var capacity = 0

    init(digits: [String]) {
      if digits != (0...9).map(String.init) {
        for digit in digits { self.digits.append(append(digit)) }
        digitBytes = digits.map(\.utf8.count).max() ?? 1
      }
    }

    mutating func append(_ text: String) -> (offset: Int32, count: Int32) {
      let offset = Int32(bytes.count)
      bytes.append(contentsOf: text.utf8)
      return (offset, Int32(text.utf8.count))
    }

    mutating func literal(_ text: String) {
      let (offset, count) = append(text)
      steps.append(.init(kind: .literal, field: .year, a: offset, b: count))
      capacity += Int(count)
    }

    mutating func fraction(_ digits: Int) {
      steps.append(.init(kind: .fraction, field: .second, a: Int32(digits), b: 0))
      capacity += digits * digitBytes
    }

    mutating func number(_ field: _FormatProgram.Field, _ minDigits: Int, maxDigits: Int) {
      steps.append(.init(kind: .number, field: field, a: Int32(minDigits), b: 0))
      capacity += max(minDigits, maxDigits) * digitBytes
    }

    mutating func word(_ field: _FormatProgram.Field, _ texts: [String], shows: Int32) {
      steps.append(.init(kind: .word, field: field, a: Int32(words.count), b: shows))
      for text in texts { words.append(append(text)) }
      capacity += texts.map(\.utf8.count).max() ?? 0
    }

    mutating func zone(_ index: Int) {
      steps.append(.init(kind: .zone, field: .year, a: Int32(index), b: 0))
    }

    func program() -> _FormatProgram {
      _FormatProgram(steps: steps, bytes: bytes, words: words, digits: digits, capacity: capacity)
    }
  }
}
