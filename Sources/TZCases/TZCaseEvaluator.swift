import DateMath
import Foundation

/// The outcome of one case.
public struct TZCaseResult: Sendable {
  /// The case.
  public let testCase: TZCase
  /// Whether DateMath's answer matched the expected result exactly
  /// (instant and offset, for instants).
  public let passed: Bool
  /// DateMath's answer, written as a result would be (`error:NAME` for a
  /// failure), or a description of why the case could not be run.
  public let actual: String

  /// `FILE:LINE: CASE` then the expected and actual results.
  public var failureDescription: String {
    "\(testCase.location): \(testCase)\n  expected: \(testCase.expected.joined(separator: " "))\n  actual:   \(actual)"
  }
}

/// Runs tzcases through DateMath's public API, through ``ZonedDateTime``,
/// the type users compute with: every INSTANT of a case becomes a
/// `ZonedDateTime` in the case's zone, exactly (its RFC 3339 text is read
/// to the nanosecond, never through a `Double`).
///
/// Each operation of `docs/tzcases.md` maps to one DateMath call:
/// `offset` → ``ZonedDateTime/offset``, `resolve` →
/// ``ZonedDateTime/init(_:in:disambiguation:)``, `startOfDay` →
/// ``ZonedDateTime/init(startOf:in:)``, `dayLength` →
/// ``ZonedDateTime/lengthOfDay()`` of that start,
/// `addDays`/`addMonths`/`addYears` →
/// ``ZonedDateTime/adding(_:disambiguation:monthEnd:)``, `nextTransition`
/// → ``ZonedDateTime/nextTransition()``, `daysBetween` → the local dates'
/// ``CivilDate/until(_:largestUnit:)``, `isoWeek` →
/// ``CivilDate/isoWeekDate``, `difference` →
/// ``ZonedDateTime/until(_:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``
/// with smallest unit seconds (truncated), as the format defines it, and
/// `recur` → ``Recurrence/occurrences(from:)``.
public enum TZCaseEvaluator {
  /// Evaluates one case with the zones of `source` (default: the default
  /// tz data). Never throws or traps: a case whose inputs cannot be read
  /// fails with a message saying which token is wrong.
  public static func evaluate(_ testCase: TZCase, source: TZDataSource = .default) -> TZCaseResult {
    switch run(testCase, source) {
    case .success(let (passed, actual)):
      return TZCaseResult(testCase: testCase, passed: passed, actual: actual)
    case .failure(let malformed):
      return TZCaseResult(testCase: testCase, passed: false, actual: "malformed case: \(malformed.text)")
    }
  }

  struct Malformed: Error {
    let text: String
    init(_ text: String) { self.text = text }
  }

  /// An answer to compare: a value, or a DateMath error.
  enum Answer {
    case instant(ZonedDateTime)
    case offset(UTCOffset)
    case integer(Int)
    case transition(Date, UTCOffset, UTCOffset)
    case none
    case text(String)
    case duration(Period)
    /// Occurrences, and whether the rule ended before the number asked for.
    case occurrences([ZonedDateTime], ended: Bool)
    case tokens([String])
    case error(DateMathError)
  }

  static func run(_ c: TZCase, _ source: TZDataSource) -> Result<(Bool, String), Malformed> {
    do {
      let answer = try answer(c, source)
      return .success((try matches(answer, c.expected), render(answer)))
    } catch let malformed as Malformed {
      return .failure(malformed)
    } catch {
      return .failure(Malformed("\(error)"))
    }
  }

  static func answer(_ c: TZCase, _ source: TZDataSource) throws -> Answer {
    let a = c.arguments
    func need(_ count: Int, _ shape: String) throws {
      guard a.count == count else {
        throw Malformed("\(c.operation) takes \(shape) (got \(a.count) inputs)")
      }
    }
    /// ZONE is an IANA identifier (tzcases-v2.md): a fixed offset such as
    /// `+05:30`, which `Zone(identifier:)` also reads, is not one.
    func caseZone() throws(DateMathError) -> Zone {
      guard TZDataSource.isValidIdentifier(a[0]) else {
        throw DateMathError(
          .unknownZone, "\(DateMathError.quoted(a[0])) is not an IANA zone identifier", zoneIdentifier: a[0])
      }
      return try Zone(identifier: a[0], source: source)
    }
    do {
      switch c.operation {
      case "offset":
        try need(2, "ZONE INSTANT")
        return .offset(try instant(a[1], in: caseZone()).offset)
      case "resolve":
        try need(3, "ZONE LOCAL POLICY")
        guard let policy = Disambiguation(rawValue: a[2]) else {
          throw Malformed("unknown policy \(DateMathError.quoted(a[2])) (compatible, earlier, later or reject)")
        }
        return .instant(try ZonedDateTime(local(a[1]), in: caseZone(), disambiguation: policy))
      case "startOfDay":
        try need(2, "ZONE DATE")
        return .instant(try ZonedDateTime(startOf: day(a[1]), in: caseZone()))
      case "dayLength":
        try need(2, "ZONE DATE")
        let length = try ZonedDateTime(startOf: day(a[1]), in: caseZone()).lengthOfDay()
        return .integer(Int(length.components.seconds))
      case "addDays", "addMonths", "addYears":
        try need(3, "ZONE INSTANT N")
        let n = try integer(a[2])
        let period: Period =
          c.operation == "addDays" ? .days(n) : c.operation == "addMonths" ? .months(n) : .years(n)
        return .instant(try instant(a[1], in: caseZone()).adding(period))
      case "nextTransition":
        try need(2, "ZONE INSTANT")
        guard let next = try instant(a[1], in: caseZone()).nextTransition() else { return .none }
        return .transition(next.date, next.offsetBefore, next.offsetAfter)
      case "daysBetween":
        try need(3, "ZONE INSTANT INSTANT")
        let zone = try caseZone()
        let start = try instant(a[1], in: zone).localDateTime.date
        let end = try instant(a[2], in: zone).localDateTime.date
        return .integer(start.until(end, largestUnit: .days).days)
      case "isoWeek":
        try need(1, "DATE")
        return .text(try day(a[0]).isoWeekDate.description)
      case "difference":
        try need(4, "ZONE INSTANT INSTANT UNIT")
        guard let unit = DateTimeUnit(rawValue: a[3]), [.years, .months, .weeks, .days, .hours].contains(unit) else {
          throw Malformed("unknown unit \(DateMathError.quoted(a[3])) (years, months, weeks, days or hours)")
        }
        // The format's difference: smallest unit seconds, truncated.
        let zone = try caseZone()
        return .duration(
          try instant(a[1], in: zone).until(instant(a[2], in: zone), largestUnit: unit, smallestUnit: .seconds))
      case "recur":
        try need(4, "ZONE LOCAL RULE N")
        let n = try integer(a[3])
        guard n >= 1 else { throw Malformed("recur takes N >= 1 (got \(n))") }
        let recurrence = Recurrence(start: try local(a[1]), in: try caseZone(), rule: try RecurrenceRule(parsing: a[2]))
        // `end` when the rule ends before N occurrences.
        let found = Array(recurrence.occurrences().prefix(n))
        return .occurrences(found, ended: found.count < n)
      default:
        guard calendarOperations.contains(c.operation) else {
          throw Malformed("unknown operation \(DateMathError.quoted(c.operation))")
        }
        return try calendarAnswer(c)
      }
    } catch let error as DateMathError {
      return .error(error)
    }
  }

  // MARK: Comparing

  static func matches(_ answer: Answer, _ expected: [String]) throws -> Bool {
    if expected.count == 1, expected[0].hasPrefix("error:") {
      let name = String(expected[0].dropFirst("error:".count))
      guard errorNames.contains(name) else {
        throw Malformed("unknown error \(DateMathError.quoted(expected[0]))")
      }
      if case .error(let error) = answer {
        // The calendar operations name the two kinds the older names fold
        // into invalid-input.
        if name == "invalid-date" { return error.kind == .invalidDate }
        if name == "out-of-range" { return error.kind == .outOfRange }
        return errorName(error.kind) == name
      }
      return false
    }
    switch answer {
    case .error:
      return false
    case .instant(let zoned):
      guard expected.count == 1 else { throw Malformed("expected one INSTANT") }
      return try same(zoned, expected[0])
    case .offset(let offset):
      guard expected.count == 1, let value = UTCOffset(expected[0]) else {
        throw Malformed("expected one OFFSET such as +05:30, got \(DateMathError.quoted(expected.joined(separator: " ")))")
      }
      return offset == value
    case .integer(let value):
      guard expected.count == 1, let number = Int(expected[0]) else {
        throw Malformed("expected an integer, got \(DateMathError.quoted(expected.joined(separator: " ")))")
      }
      return value == number
    case .transition(let date, let before, let after):
      if expected == ["none"] { return false }
      guard expected.count == 3, let expectedBefore = UTCOffset(expected[1]),
        let expectedAfter = UTCOffset(expected[2])
      else { throw Malformed("expected INSTANT OFFSET OFFSET or none") }
      let (seconds, nanosecond, expectedOffset) = try instantWithOffset(expected[0])
      let instant = try ZonedDateTime(date, in: .utc)
      return instant.epochSeconds == seconds && instant.nanosecond == nanosecond && expectedOffset == after && before == expectedBefore
        && after == expectedAfter
    case .none:
      return expected == ["none"]
    case .text(let text):
      return expected == [text]
    case .tokens(let tokens):
      return expected == tokens
    case .occurrences(let found, let ended):
      let wantsEnd = expected.last == "end"
      let instants = wantsEnd ? expected.dropLast() : expected[...]
      guard ended == wantsEnd, found.count == instants.count else { return false }
      for (occurrence, text) in zip(found, instants) {
        guard try same(occurrence, text) else { return false }
      }
      return true
    case .duration(let period):
      // Part by part: years, months, weeks, days, and the time parts as
      // one count of exact time (PT1H30M equals PT90M).
      guard expected.count == 1, let value = Period(expected[0]) else {
        throw Malformed("expected one DURATION such as P1M2DT3H, got \(DateMathError.quoted(expected.joined(separator: " ")))")
      }
      return try period.calendarPart == value.calendarPart && period.timePart == value.timePart
    }
  }

  static let errorNames: Set<String> = [
    "nonexistent", "ambiguous", "skipped-day", "unknown-zone", "invalid-input", "invalid-rule",
    "invalid-date", "out-of-range",
  ]

  static func errorName(_ kind: DateMathError.Kind) -> String {
    switch kind {
    case .nonexistentLocalTime: "nonexistent"
    case .ambiguousLocalTime: "ambiguous"
    case .skippedDay: "skipped-day"
    case .unknownZone: "unknown-zone"
    case .invalidDate, .invalidFormat, .offsetConflict, .outOfRange, .invalidArgument: "invalid-input"
    case .invalidRecurrenceRule: "invalid-rule"
    // Unreadable tz data matches no expectation: the case fails and says why.
    case .invalidTZData: "invalid-tzdata"
    }
  }

  /// Whether `zoned` is the INSTANT `text`: the same instant, to the
  /// nanosecond, and the same offset.
  static func same(_ zoned: ZonedDateTime, _ text: String) throws -> Bool {
    let (seconds, nanosecond, offset) = try instantWithOffset(text)
    return zoned.epochSeconds == seconds && zoned.nanosecond == nanosecond && zoned.offset == offset
  }

  static func render(_ answer: Answer) -> String {
    func at(_ date: Date, _ offset: UTCOffset) -> String {
      (try? Zone(fixedOffset: offset)).flatMap { try? ZonedDateTime(date, in: $0).rfc3339String() }
        ?? "\(date) \(offset)"
    }
    switch answer {
    case .instant(let zoned): return zoned.rfc3339String()
    case .offset(let offset): return offset.description
    case .integer(let value): return String(value)
    case .transition(let date, let before, let after):
      return "\(at(date, after)) \(before) \(after)"
    case .none: return "none"
    case .text(let text): return text
    case .tokens(let tokens): return tokens.joined(separator: " ")
    case .duration(let period): return period.description
    case .occurrences(let found, let ended):
      return (found.map { $0.rfc3339String() } + (ended ? ["end"] : [])).joined(separator: " ")
    case .error(let error): return "error:\(errorName(error.kind)) (\(error.message))"
    }
  }

  // MARK: Reading inputs (a bad input is DateMath's invalid-input error)

  /// The INSTANT `text` seen in `zone`, exactly.
  static func instant(_ text: String, in zone: Zone) throws(DateMathError) -> ZonedDateTime {
    guard let (seconds, nanosecond, _) = try? instantWithOffset(text) else {
      throw DateMathError(
        .invalidFormat, "\(DateMathError.quoted(text)) is not an INSTANT (YYYY-MM-DDTHH:MM:SS±HH:MM)")
    }
    return try ZonedDateTime(epochSeconds: seconds, nanosecond: nanosecond, in: zone)
  }

  /// `YYYY-MM-DDTHH:MM:SS[.f]` followed by `Z`, `±HH:MM` or `±HH:MM:SS`:
  /// the instant as whole seconds since 1970 and a nanosecond, and the
  /// offset.
  static func instantWithOffset(_ text: String) throws -> (seconds: Int64, nanosecond: Int, offset: UTCOffset) {
    guard let t = text.firstIndex(where: { $0 == "T" || $0 == "t" }) else {
      throw Malformed("\(DateMathError.quoted(text)) is not an INSTANT (YYYY-MM-DDTHH:MM:SS±HH:MM)")
    }
    let split =
      text.hasSuffix("Z") || text.hasSuffix("z")
      ? text.index(before: text.endIndex)
      : text[t...].lastIndex(where: { $0 == "+" || $0 == "-" })
    guard let split, let wallClock = CivilDateTime(String(text[..<split])),
      let offset = UTCOffset(String(text[split...])),
      let local = try? ZonedDateTime(wallClock, in: .utc)
    else {
      throw Malformed("\(DateMathError.quoted(text)) is not an INSTANT (YYYY-MM-DDTHH:MM:SS±HH:MM)")
    }
    return (local.epochSeconds - Int64(offset.seconds), local.nanosecond, offset)
  }

  static func local(_ text: String) throws(DateMathError) -> CivilDateTime {
    try CivilDateTime(parsing: text)
  }

  static func day(_ text: String) throws(DateMathError) -> CivilDate {
    try CivilDate(parsing: text)
  }

  static func integer(_ text: String) throws(DateMathError) -> Int {
    guard let value = Int(text) else {
      throw DateMathError(.invalidFormat, "\(DateMathError.quoted(text)) is not an integer")
    }
    return value
  }
}
