import DateMath
import Foundation
import Testing

/// One RFC 9557 suffix, read by every public reader of suffixes: the same
/// acceptance, the same calendar and the same message (after the quoted
/// text, which differs by reader), with the column of the problem.
/// Expected verdicts are RFC 9557's own (§3.1, §3.3, §4.1), not DateMath's.
enum SuffixTable {
  enum Verdict: Sendable {
    /// Accepted; the calendar the suffix gives (nil: none, so ISO 8601
    /// for a date).
    case accepted(CalendarKind?)
    /// Refused as invalidFormat; the message after the quoted text, and
    /// the column counted from the start of the suffix (1 is its first "[").
    case refused(reason: String, column: Int)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let suffix: String
    let verdict: Verdict
    let why: String
    var testDescription: String { "\(suffix) — \(why)" }
  }

  static let known =
    "DateMath knows " + CalendarKind.allCases.map(\.rawValue).joined(separator: ", ")

  static let rows: [Row] = [
    Row(suffix: "", verdict: .accepted(nil), why: "§4.1 suffix may be empty"),
    Row(suffix: "[u-ca=hebrew]", verdict: .accepted(.hebrew), why: "§5 u-ca"),
    Row(suffix: "[!u-ca=hebrew]", verdict: .accepted(.hebrew), why: "§3.3 critical, and DateMath can act on it"),
    Row(suffix: "[x-foo=bar][u-ca=persian]", verdict: .accepted(.persian), why: "§3.3 an elective unknown key is ignored"),
    Row(suffix: "[_foo=bar]", verdict: .accepted(nil), why: "§4.1 key-initial \"_\"; elective, ignored"),
    // Failed before: CalendarDate threw "unknown calendar".
    Row(suffix: "[u-ca=julian]", verdict: .accepted(nil),
        why: "§3.3 an elective tag whose value the recipient cannot act on may be ignored"),
    // Failed before: CalendarDate threw "names two calendars".
    Row(suffix: "[u-ca=chinese][u-ca=japanese]", verdict: .accepted(.chinese),
        why: "§3.3 duplicate elective keys: the first is chosen (the RFC's own example)"),
    Row(suffix: "[!u-ca=hebrew][u-ca=hebrew]", verdict: .accepted(.hebrew),
        why: "§3.3 no inconsistency: the same calendar twice"),
    // Failed before: ZonedDateTime accepted both.
    Row(suffix: "[!u-ca=chinese][u-ca=japanese]",
        verdict: .refused(reason: "[!u-ca=chinese] and [u-ca=japanese] name two calendars and one is critical (RFC 9557 §3.3)", column: 16),
        why: "§3.3 example: erroneous"),
    Row(suffix: "[u-ca=chinese][!u-ca=japanese]",
        verdict: .refused(reason: "[u-ca=chinese] and [!u-ca=japanese] name two calendars and one is critical (RFC 9557 §3.3)", column: 15),
        why: "§3.3 example: erroneous"),
    Row(suffix: "[!knort=blargel]",
        verdict: .refused(reason: "critical tag [!knort=blargel] is not one DateMath knows (drop the \"!\" to let a reader ignore it; RFC 9557 §3.3)", column: 1),
        why: "§3.3 example: a critical unknown key is erroneous"),
    Row(suffix: "[!u-ca=julian]",
        verdict: .refused(reason: "unknown calendar [!u-ca=julian], marked critical (RFC 9557 §3.3); " + known, column: 1),
        why: "§3.3 a critical value the recipient cannot process"),
    // Failed before: CalendarDate returned the ISO date silently.
    Row(suffix: "[U-CA=hebrew]",
        verdict: .refused(
          reason: "is not RFC 9557 text: the key of [U-CA=hebrew] is not lower-case letters, digits, \"-\" and \"_\" starting with a lower-case letter or \"_\" (§3.1: keys are lower-case only; §4.1 suffix-key)",
          column: 2),
        why: "§3.1 keys are lower-case only; §4.1 key-initial = lcalpha / \"_\""),
    Row(suffix: "[u-cA=hebrew]",
        verdict: .refused(
          reason: "is not RFC 9557 text: the key of [u-cA=hebrew] is not lower-case letters, digits, \"-\" and \"_\" starting with a lower-case letter or \"_\" (§3.1: keys are lower-case only; §4.1 suffix-key)",
          column: 5),
        why: "§4.1 key-char"),
    Row(suffix: "[u-ca=he_brew]",
        verdict: .refused(reason: "is not RFC 9557 text: the value of [u-ca=he_brew] is not letters and digits in parts joined by \"-\" (§4.1 suffix-values)", column: 9),
        why: "§4.1 suffix-value = 1*alphanum"),
    Row(suffix: "[u-ca=hebrew",
        verdict: .refused(reason: "is not RFC 9557 text: the annotation opened here is not closed by \"]\" (§4.1)", column: 1),
        why: "§4.1 suffix-tag ends with \"]\""),
    Row(suffix: "[u-ca=hebrew]x",
        verdict: .refused(reason: "is not RFC 9557 text: unexpected text after the annotations", column: 14),
        why: "§4.1 nothing after the suffix"),
    Row(suffix: "[u-ca=hebrew][Europe/Berlin]",
        verdict: .refused(reason: "is not RFC 9557 text: only the first annotation may be a time zone, not [Europe/Berlin] (§4.1)", column: 14),
        why: "§4.1 suffix = [time-zone] *suffix-tag"),
  ]

  /// The readers, each given a row's suffix after its own prefix.
  enum Reader: String, CaseIterable, Sendable {
    case zonedDateTime = "ZonedDateTime(rfc9557:)"
    case calendarDate = "CalendarDate(parsing:)"
    case calendarAnnotation = "ZonedDateTime.calendarAnnotation(in:)"
    case calendarDateDescription = "CalendarDate(_:)"

    var prefix: String {
      switch self {
      case .zonedDateTime, .calendarAnnotation: "2024-03-10T00:00:00+00:00[UTC]"
      case .calendarDate, .calendarDateDescription: "2024-03-10"
      }
    }
  }

  /// The calendar read, or the error.
  static func read(_ reader: Reader, _ text: String) -> Result<CalendarKind?, DateMathError> {
    do throws(DateMathError) {
      switch reader {
      case .zonedDateTime:
        _ = try ZonedDateTime(rfc9557: text)
        return .success(ZonedDateTime.calendarAnnotation(in: text))
      case .calendarDate:
        let date = try CalendarDate(parsing: text)
        return .success(date.calendar == .iso8601 ? nil : date.calendar)
      case .calendarAnnotation, .calendarDateDescription:
        return .success(nil)  // checked separately: they return optionals
      }
    } catch {
      return .failure(error)
    }
  }
}

@Suite("RFC 9557 suffixes: one scanner for every reader (issue 33)")
struct RFC9557SuffixTests {
  @Test("each reader gives the row's verdict, with the same message and column", arguments: SuffixTable.rows)
  func row(_ row: SuffixTable.Row) {
    for reader in [SuffixTable.Reader.zonedDateTime, .calendarDate] {
      let text = reader.prefix + row.suffix
      let prefixLength = reader.prefix.unicodeScalars.count
      switch (row.verdict, SuffixTable.read(reader, text)) {
      case (.accepted(let calendar), .success(let read)):
        // A ZonedDateTime reads the instant; the calendar the suffix names
        // is what calendarAnnotation(in:) gives.
        #expect(read == calendar, "\(reader.rawValue): \(text)")
      case (.refused(let reason, let column), .failure(let error)):
        #expect(error.kind == .invalidFormat, "\(reader.rawValue): \(error.message)")
        let quoted = "\"" + text + "\""
        let expected = reason.hasPrefix("is not") ? quoted + " " + reason : quoted + ": " + reason
        #expect(error.message == expected, "\(reader.rawValue)")
        #expect(error.position == TextPosition(column: prefixLength + column), "\(reader.rawValue): \(error.message)")
      case (_, let outcome):
        Issue.record("\(reader.rawValue) \(text): expected \(row.verdict), got \(outcome)")
      }
    }
    // The optional readers: the calendar when accepted, nil when refused.
    let zoned = SuffixTable.Reader.calendarAnnotation.prefix + row.suffix
    let dated = SuffixTable.Reader.calendarDateDescription.prefix + row.suffix
    switch row.verdict {
    case .accepted(let calendar):
      #expect(ZonedDateTime.calendarAnnotation(in: zoned) == calendar, "\(zoned)")
      #expect(CalendarDate(dated)?.calendar == calendar ?? .iso8601, "\(dated)")
    case .refused:
      #expect(ZonedDateTime.calendarAnnotation(in: zoned) == nil, "\(zoned)")
      #expect(CalendarDate(dated) == nil, "\(dated)")
    }
  }

  @Test("a date has no time zone; a zoned date-time needs one")
  func zoneAnnotation() {
    let date = error { () throws(DateMathError) in try CalendarDate(parsing: "2024-03-10[Europe/Berlin]") }
    #expect(date?.kind == .invalidFormat)
    #expect(date?.position == TextPosition(column: 12))
    let zoned = error { () throws(DateMathError) in try ZonedDateTime(rfc9557: "2024-03-10T00:00:00Z[u-ca=hebrew]") }
    #expect(zoned?.kind == .invalidFormat)
    #expect(zoned?.position == TextPosition(column: 21))
    let unknown = error { () throws(DateMathError) in try ZonedDateTime(rfc9557: "2024-03-10T00:00:00Z[!Mars/Olympus_Mons]") }
    #expect(unknown?.kind == .unknownZone)
    #expect(unknown?.position == TextPosition(column: 23))
  }
}

@Suite("Text errors carry their column (issue 33)")
struct TextPositionTests {
  @Test("RFC 3339: the first character out of place, or the field out of range", arguments: [
    ("2017-01-31T19:00Z", 17),  // the seconds' ":" belongs here
    ("2017-01-31", 11),  // the text ends where "T" belongs
    ("2017-1-31T19:00:00Z", 7),
    ("2017-01-31X19:00:00Z", 11),
    ("2017-01-31T19:00:00,5Z", 20),
    ("2017-01-31T19:00:00.Z", 21),
    ("2017-01-31T19:00:00+24:00", 21),
    ("2017-01-31T19:00:00+05:60", 24),
    ("2017-01-31T19:00:00+0530", 23),
    ("2017-01-31T19:00:00", 20),  // no offset
    ("2017-01-31T19:00:00Zjunk", 21),
    ("2017-02-30T00:00:00Z", 9),  // invalidDate: the day
    ("2017-13-01T00:00:00Z", 6),  // invalidDate: the month
    ("2017-01-31T24:00:00Z", 12),  // invalidDate: the hour
    ("2017-01-31T12:00:60Z", 18),  // not a leap second
    ("\u{E9}2017-01-31T19:00:00Z", 1),
  ])
  func rfc3339(text: String, column: Int) {
    let failure = error { () throws(DateMathError) in try Date(rfc3339: text) }
    #expect(failure?.position == TextPosition(column: column), "\(failure?.message ?? "accepted")")
  }

  @Test("a character outside the grammar is pointed at, counted in Unicode scalars")
  func scalars() {
    let failure = error { () throws(DateMathError) in try ZonedDateTime(rfc9557: "2024-03-10T00:00:00Z[UTC][x=\u{E9}][U=1]") }
    #expect(failure?.position == TextPosition(column: 29))
    let later = error { () throws(DateMathError) in try ZonedDateTime(rfc9557: "2024-03-10T00:00:00Z[UTC][x=a][\u{C9}a=1]") }
    #expect(later?.position == TextPosition(column: 32))
  }

  @Test("CivilDate and CalendarDate: the character or field", arguments: [
    ("2023-02-30", 9), ("2023-13-01", 6), ("2023-02-3", 10), ("2023/02/03", 5), ("2023-02-03x", 11), ("", 1),
  ])
  func dates(text: String, column: Int) {
    let civil = error { () throws(DateMathError) in try CivilDate(parsing: text) }
    #expect(civil?.position == TextPosition(column: column), "\(civil?.message ?? "accepted")")
    let calendar = error { () throws(DateMathError) in try CalendarDate(parsing: text) }
    #expect(calendar?.position == TextPosition(column: column), "\(calendar?.message ?? "accepted")")
  }

  @Test("RFC 9557: the offset in conflict, and where a missing offset belongs")
  func zoned() {
    let conflict = error { () throws(DateMathError) in try ZonedDateTime(rfc9557: "2030-07-01T09:00:00-05:00[America/New_York]") }
    #expect(conflict?.kind == .offsetConflict)
    #expect(conflict?.position == TextPosition(column: 20))
    let missing = error { () throws(DateMathError) in try ZonedDateTime(rfc9557: "2030-07-01T09:00:00[America/New_York]") }
    #expect(missing?.position == TextPosition(column: 20))
  }
}
