import Foundation

/// What ICU, through Foundation's `DateFormatter`, writes for the fields
/// of a pattern in a locale (Gregorian calendar, UTC): the words a
/// compiled format copies (month and weekday names, eras, AM/PM, day
/// periods, quarters) and the locale's digits. Used while compiling a
/// format, never while formatting.
///
/// Every field is read from one probe pattern that holds them all, each
/// after a separator, formatted at 26 wall-clock times that together meet
/// every month, weekday, quarter and hour and exact midnight and noon: one
/// ICU formatter for the whole probe (making one costs far more than
/// using it).
struct _ICUProbe {
  /// Words by field, each indexed as `_FormatProgram` reads them.
  var words: [String: [String]] = [:]
  /// The ten digits, 0 through 9.
  var digits: [String] = []

  static let separator: Character = "\u{1}"

  /// Reads `tokens` (field texts such as `MMMM`, `EEE`, `B`) and the
  /// digits; nil, with the reason, when ICU's output cannot be read back
  /// into one word per value.
  static func probe(_ tokens: [(token: String, field: _FormatProgram.Field)], locale: Locale, shows: Int32)
    -> Result<_ICUProbe, _ProbeFailure>
  {
    let formatter = makeFormatter(locale)
    var pattern = "yyyy"
    for (token, _) in tokens { pattern += "'\(separator)'" + token }
    // ICU says "noon" for a day period only when the fields the pattern
    // shows are zero: the probe shows the same ones.
    if shows & 1 != 0 { pattern += "'\(separator)'mm" }
    if shows & 2 != 0 { pattern += "'\(separator)'ss" }
    formatter.dateFormat = pattern
    var result = _ICUProbe()
    var digits = [String?](repeating: nil, count: 10)
    var found = [[String?]](repeating: [], count: tokens.count)
    for (index, entry) in tokens.enumerated() { found[index] = Array(repeating: nil, count: entry.field.wordCount) }
    for local in probeTimes {
      let pieces = formatter.string(from: date(local)).split(separator: separator, omittingEmptySubsequences: false)
      let expectedPieces: Int = 1 + tokens.count + Int(shows & 1) + Int(shows >> 1)
      guard pieces.count == expectedPieces else { return .failure(.unreadable) }
      // The year's four digits.
      let year = Array(pieces[0])
      guard year.count == 4 else { return .failure(.digits) }
      var value = local.date.year
      for character in year.reversed() {
        let digit = value % 10
        value /= 10
        if let known = digits[digit], known != String(character) { return .failure(.digits) }
        digits[digit] = String(character)
      }
      for (index, entry) in tokens.enumerated() {
        let word = String(pieces[1 + index])
        let slot = entry.field.wordIndex(_FormatFields(local), shows: shows)
        if let known = found[index][slot], known != word { return .failure(.unreadable) }
        found[index][slot] = word
      }
    }
    for (index, entry) in tokens.enumerated() {
      let words = found[index].compactMap { $0 }
      guard words.count == entry.field.wordCount else { return .failure(.unreadable) }
      result.words[entry.token] = words
    }
    let allDigits = digits.compactMap { $0 }
    guard allDigits.count == 10 else { return .failure(.digits) }
    result.digits = allDigits
    return .success(result)
  }

  /// A formatter of `locale` with the Gregorian calendar, in UTC.
  static func makeFormatter(_ locale: Locale) -> DateFormatter {
    let formatter = DateFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    calendar.timeZone = utc
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = utc
    return formatter
  }

  /// The 26 probe times: hour i at 00:01:01 past it for i < 24, then exact
  /// midnight and noon; months 1 through 12 twice and more, days chosen so
  /// that every weekday comes up; years whose digits hold 0 through 9.
  static let probeTimes: [CivilDateTime] = (0..<26).map { i in
    let years = [2345, 6789, 2010, 1999]
    let hour = i < 24 ? i : (i == 24 ? 0 : 12)
    let minute = i < 24 ? 1 : 0
    return at(years[i % 4], i % 12 + 1, 1 + i, hour, minute, minute)
  }

  /// The UTC instant whose wall clock is `local`, to the millisecond (ICU's
  /// precision).
  static func date(_ local: CivilDateTime) -> Date {
    let milliseconds = local.localSeconds * 1000 + Int64(local.nanosecond / 1_000_000)
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// A wall-clock time, for probes and checks.
  static func at(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
    millisecond: Int = 0
  ) -> CivilDateTime {
    CivilDateTime(
      unchecked: CivilDate(unchecked: year, month, day), secondOfDay: hour * 3600 + minute * 60 + second,
      nanosecond: millisecond * 1_000_000)
  }
}

/// Why a probe could not be read.
enum _ProbeFailure: Error {
  /// ICU does not write a four-digit year as four digits it can be read by.
  case digits
  /// A field's text could not be split out, or one value had two texts.
  case unreadable
}
