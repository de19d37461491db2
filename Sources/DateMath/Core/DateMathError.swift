import Foundation

/// The one error type thrown by DateMath.
///
/// Every failure carries a ``Kind`` to switch on and the context a person
/// needs to act on it: the input that was rejected, the time zone, the
/// transition that made a wall-clock time nonexistent or ambiguous, and, for
/// an unknown zone, the closest known identifiers. ``description`` is a
/// one-line message built from that context, for example:
///
/// ```swift
/// let newYork = try Zone(identifier: "America/New_York")
/// try ZonedDateTime(CivilDateTime(parsing: "2017-03-12T02:30"), in: newYork, disambiguation: .reject)  // throws nonexistentLocalTime: 2017-03-12T02:30:00 does not exist in America/New_York: clocks went forward from 2017-03-12 02:00 to 03:00 (-05:00 → -04:00) at 2017-03-12T07:00:00Z
/// ```
///
/// DateMath never answers a question it cannot answer with a sentinel value
/// (Foundation's `startOfDay(for:)` returns `date - 1` when it cannot find
/// the day); it throws this error instead.
public struct DateMathError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong. Each case's documentation shows a typical message.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A date or time whose fields are out of range:
    /// `try CivilDate(year: 2023, month: 2, day: 30)` throws
    /// "2023-02-30 is not a date: February 2023 has 28 days".
    case invalidDate
    /// A value outside the supported range, years -9999 through 9999, or
    /// an arithmetic result or step count that would leave it:
    /// "9999-12-31 + P1D is outside the supported range (years -9999
    /// through 9999)".
    case outOfRange
    /// A time-zone identifier that the tz data source does not know, or a
    /// name that is not an IANA identifier (ICU's `BST`, `IST`):
    /// "unknown time zone "America/Sao_Paolo" in tz data bundled 2026f; did
    /// you mean America/Sao_Paulo?" (``suggestions`` holds the names).
    case unknownZone
    /// A wall-clock time in a gap (clocks jumped over it), resolved with
    /// ``Disambiguation/reject``: "2017-03-12T02:30:00 does not exist in
    /// America/New_York: clocks went forward from 2017-03-12 02:00 to 03:00
    /// (-05:00 → -04:00) at 2017-03-12T07:00:00Z" (``transition`` holds the
    /// jump; its ``ZoneTransition/clockChange`` is that sentence).
    case nonexistentLocalTime
    /// A wall-clock time in an overlap (clocks were set back over it, so it
    /// happened twice), resolved with ``Disambiguation/reject``:
    /// "2017-11-05T01:30:00 happens twice in America/New_York: at
    /// 2017-11-05T05:30:00Z (-04:00) and at 2017-11-05T06:30:00Z (-05:00)…"
    /// (``candidates`` holds both instants).
    case ambiguousLocalTime
    /// A civil date that never happened in the zone: "2011-12-30 never
    /// happened in Pacific/Apia: clocks went forward from 2011-12-30 00:00 to
    /// 2011-12-31 00:00 (-10:00 → +14:00)".
    case skippedDay
    /// Text that is not in the expected format: ""2024-13-01" is not an
    /// RFC 3339 date-time such as 2017-01-31T19:00:00Z". The text is quoted
    /// with control and invisible characters escaped (`\u{FEFF}`) and long
    /// input shortened, so the message stays one line.
    case invalidFormat
    /// RFC 9557 text whose UTC offset is not one the zone has at that
    /// wall-clock time, read with ``OffsetConflictPolicy/reject``:
    /// "2030-07-01T12:00:00+01:00[Europe/Berlin]": offset +01:00 does not
    /// match Europe/Berlin at 2030-07-01T12:00:00, which is +02:00 by the
    /// current rules…". Usually the zone's rules changed after the text was
    /// written; ``writtenOffset`` and ``zoneOffsets`` hold both sides.
    /// Choose ``OffsetConflictPolicy/keepInstant`` or
    /// ``OffsetConflictPolicy/keepWallClock`` to read it anyway.
    case offsetConflict
    /// An argument that makes no sense: "a step of P1Y-12M is zero in total
    /// and never moves: give a period that does".
    case invalidArgument
    /// A recurrence rule (RFC 5545 RRULE text, or a ``RecurrenceRule``
    /// built from parts) that breaks the RFC's grammar or constraints; the
    /// message names the part: "invalid recurrence rule: INTERVAL 0 is not a
    /// positive count of periods (1 or more)".
    case invalidRecurrenceRule
    /// tz data that cannot be read: a TZif file or bundle that is
    /// truncated, oversized or inconsistent, or a source that does not
    /// exist. The message names the file and the reason.
    case invalidTZData
  }

  /// What went wrong.
  ///
  /// ```swift
  /// var caught: DateMathError?
  /// do { _ = try CivilDate(year: 2023, month: 2, day: 30) } catch { caught = error }
  /// caught?.kind     // invalidDate
  /// caught?.message  // "2023-02-30 is not a date: February 2023 has 28 days"
  /// ```
  public let kind: Kind
  /// The one-line message, naming the input and how to fix it.
  public let message: String
  /// The time-zone identifier involved, if any.
  public let zoneIdentifier: String?
  /// Known identifiers close to an unknown one, best first
  /// (``Kind/unknownZone`` only).
  ///
  /// ```swift
  /// var caught: DateMathError?
  /// do { _ = try Zone(identifier: "America/Sao_Paolo") } catch { caught = error }
  /// caught?.kind                // unknownZone
  /// caught?.suggestions.first  // "America/Sao_Paulo"
  /// ```
  public let suggestions: [String]
  /// The transition that made a local time nonexistent or ambiguous, or
  /// that skipped a day.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// var caught: DateMathError?
  /// do { _ = try ZonedDateTime(CivilDateTime(parsing: "2017-03-12T02:30"), in: newYork, disambiguation: .reject) } catch { caught = error }
  /// caught?.kind              // nonexistentLocalTime
  /// caught?.zoneIdentifier    // "America/New_York"
  /// caught?.transition?.date  // 2017-03-12T07:00:00Z — 02:00 EST became 03:00 EDT
  /// caught?.candidates        // [] — no instant has that wall-clock time
  /// ```
  public let transition: ZoneTransition?
  /// The instants a wall-clock time could mean (both occurrences for
  /// ``Kind/ambiguousLocalTime``; for ``Kind/offsetConflict``, those of
  /// the wall-clock time by the zone's current rules; empty otherwise).
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// var caught: DateMathError?
  /// do { _ = try ZonedDateTime(CivilDateTime(parsing: "2017-11-05T01:30"), in: newYork, disambiguation: .reject) } catch { caught = error }
  /// caught?.kind        // ambiguousLocalTime
  /// caught?.candidates  // [2017-11-05T05:30:00Z, 2017-11-05T06:30:00Z] — 01:30 EDT, then 01:30 EST
  /// caught?.transition?.isGap  // false
  /// ```
  public let candidates: [Date]
  /// The offset the text was written with (``Kind/offsetConflict`` only).
  ///
  /// ```swift
  /// var caught: DateMathError?
  /// do { _ = try ZonedDateTime(rfc9557: "2030-07-01T12:00:00+01:00[Europe/Berlin]") } catch { caught = error }
  /// caught?.kind           // offsetConflict
  /// caught?.writtenOffset  // +01:00
  /// caught?.zoneOffsets    // [+02:00] — Berlin's summer time
  /// ```
  public let writtenOffset: UTCOffset?
  /// The offsets the zone has at the written wall-clock time by its
  /// current rules: one, two in an overlap, none in a gap
  /// (``Kind/offsetConflict`` only).
  public let zoneOffsets: [UTCOffset]
  /// Where in the input the failure is, where the reader knows it: the
  /// line of an iCalendar file, the column of a character in RFC 3339 or
  /// RFC 9557 text. nil for failures that are not about text. Callers
  /// read it instead of parsing ``message``.
  ///
  /// ```swift
  /// var caught: DateMathError?
  /// do { _ = try Date(rfc3339: "2017-03-12T07:00:00Z[America/New_York]") } catch { caught = error }
  /// caught?.kind      // invalidFormat
  /// caught?.position  // column 21 — the "[" of the zone annotation
  /// ```
  public let position: TextPosition?

  /// Creates an error. DateMath's own functions build these; the
  /// initialiser is public so that code wrapping DateMath can report
  /// failures in the same form.
  ///
  /// ```swift
  /// let error = DateMathError(.invalidFormat, "\"9am-ish\" is not a time of day", position: TextPosition(line: 3, column: 12))
  /// error.description          // "\"9am-ish\" is not a time of day"
  /// error.position?.description  // "line 3, column 12"
  /// error.zoneIdentifier       // nil
  /// ```
  public init(
    _ kind: Kind, _ message: String, zoneIdentifier: String? = nil,
    suggestions: [String] = [], transition: ZoneTransition? = nil,
    candidates: [Date] = [], writtenOffset: UTCOffset? = nil, zoneOffsets: [UTCOffset] = [],
    position: TextPosition? = nil
  ) {
    self.kind = kind
    self.message = Self.singleLine(message)
    self.zoneIdentifier = zoneIdentifier
    self.suggestions = suggestions
    self.transition = transition
    self.candidates = candidates
    self.writtenOffset = writtenOffset
    self.zoneOffsets = zoneOffsets
    self.position = position
  }

  /// The one-line message.
  public var description: String { message }

  /// Text quoted for a message: in double quotes, with control characters,
  /// line separators and invisible characters escaped (`\n`, `\u{2028}`,
  /// `\u{FEFF}`), and shortened in the middle when longer than 80
  /// characters, so that an error about any input stays one readable line
  /// that shows what the input held.
  package static func quoted(_ text: some StringProtocol) -> String {
    let characters = Array(text)
    let shown =
      characters.count <= 80
      ? String(characters)
      : String(characters.prefix(56)) + "…(\(characters.count - 76) more characters)…"
        + String(characters.suffix(20))
    return "\"" + escaped(shown) + "\""
  }

  /// Control characters, line and paragraph separators and invisible
  /// characters escaped Swift-style (`\n`, `\u{2028}`, `\u{FEFF}`), and with
  /// `quotes`, double quotes too.
  static func escaped(_ text: String, quotes: Bool = true) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\"" where quotes: result += "\\\""
      case _ where breaksLines(scalar) || isInvisible(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A control character (C0, DEL, C1) or a line or paragraph separator.
  static func breaksLines(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  /// A character that shows as nothing, or as a plain space although it is
  /// not one: Unicode's default-ignorable code points (a byte-order mark
  /// U+FEFF, zero-width spaces and joiners, bidi controls, a soft hyphen,
  /// variation selectors) and the spaces other than U+0020 (U+00A0,
  /// U+3000).
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0xA0
      && (scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .spaceSeparator)
  }

  /// A message on one line: any control character or line separator left
  /// in it (from text that was not quoted) is escaped.
  package static func singleLine(_ message: String) -> String {
    message.unicodeScalars.contains(where: breaksLines) ? escaped(message, quotes: false) : message
  }
}

extension DateMathError: LocalizedError {
  /// The message, so that `error.localizedDescription` is the message
  /// itself, ready to show in an app, rather than Foundation's "The
  /// operation could not be completed".
  ///
  /// ```swift
  /// var caught: DateMathError?
  /// do { _ = try CivilDate(year: 2023, month: 2, day: 29) } catch { caught = error }
  /// caught?.errorDescription        // "2023-02-29 is not a date: February 2023 has 28 days"
  /// caught?.localizedDescription    // "2023-02-29 is not a date: February 2023 has 28 days"
  /// ```
  public var errorDescription: String? { message }

  /// What to do about it, where DateMath can tell: the closest known zone
  /// names, or the policies that read a conflicting offset anyway.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// var caught: DateMathError?
  /// do { _ = try ZonedDateTime(CivilDateTime(parsing: "2017-03-12T02:30"), in: newYork, disambiguation: .reject) } catch { caught = error }
  /// caught?.recoverySuggestion  // "Choose a Disambiguation other than .reject to pick an instant."
  /// DateMathError(.invalidArgument, "no").recoverySuggestion  // nil
  /// ```
  public var recoverySuggestion: String? {
    switch kind {
    case .unknownZone where !suggestions.isEmpty:
      "Did you mean " + suggestions.joined(separator: ", ") + "?"
    case .offsetConflict:
      "Read it with OffsetConflictPolicy.keepInstant (a past event) or .keepWallClock (a future one)."
    case .nonexistentLocalTime, .ambiguousLocalTime:
      "Choose a Disambiguation other than .reject to pick an instant."
    default:
      nil
    }
  }
}

extension DateMathError {
  @usableFromInline
  static func outOfRange(_ what: String) -> DateMathError {
    DateMathError(
      .outOfRange,
      "\(what) is outside the supported range (years -9999 through 9999)")
  }

  static func invalidFormat(_ input: String, expected: String) -> DateMathError {
    DateMathError(
      .invalidFormat, "\(DateMathError.quoted(input)) is not \(expected)")
  }
}
