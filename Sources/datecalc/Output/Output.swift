import DateCalcGrammar
import DateMath
import Foundation

/// How answers are written: text for people, JSON for scripts.
enum Output {
  /// An instant in a zone: `2017-02-28T12:00:00-07:00[America/Denver]`.
  static func instant(_ zoned: ZonedDateTime) -> String {
    zoned.rfc9557String()
  }

  /// An instant in UTC, RFC 3339: `2026-11-01T09:00:00Z`.
  static func utc(_ date: Date) -> String {
    (try? date.rfc3339String()) ?? "\(date)"
  }

  /// An instant's wall-clock part and offset: `2017-02-28 12:00 -07:00`.
  static func wallClock(_ zoned: ZonedDateTime) -> String {
    "\(zoned.localDateTime.date) \(clock(zoned.localDateTime)) \(zoned.offset)"
  }

  /// `HH:MM`, or `HH:MM:SS[.fff]` when the seconds are not zero.
  static func clock(_ time: CivilDateTime) -> String {
    let text = time.description
    let timePart = String(text[text.index(after: text.firstIndex(of: "T") ?? text.startIndex)...])
    return time.second == 0 && time.nanosecond == 0 ? String(timePart.prefix(5)) : timePart
  }

  /// Exact elapsed time in hours, minutes and seconds, never "days" (a
  /// calendar day is not 24 hours): `23h`, `24h 30m`, `672h`, `-1h`,
  /// `0.1s`.
  static func duration(seconds: Double) -> String {
    duration(Elapsed(seconds: Int64(seconds.rounded(.towardZero)), nanoseconds: 0,
                     negative: seconds < 0))
  }

  static func duration(_ elapsed: Elapsed) -> String {
    let whole = elapsed.seconds.magnitude
    var parts: [String] = []
    if whole >= 3600 { parts.append("\(whole / 3600)h") }
    if whole % 3600 >= 60 { parts.append("\(whole % 3600 / 60)m") }
    if whole % 60 != 0 || elapsed.nanoseconds != 0 || parts.isEmpty {
      parts.append("\(whole % 60)\(elapsed.fractionText)s")
    }
    return (elapsed.negative ? "-" : "") + parts.joined(separator: " ")
  }

  /// The exact time from `start` to `end`, to the nanosecond (`0.1s`,
  /// never a `Double`'s binary noise).
  static func elapsed(from start: ZonedDateTime, to end: ZonedDateTime) -> Elapsed {
    let (seconds, attoseconds) = start.duration(to: end).components
    let nanoseconds = attoseconds / 1_000_000_000
    return Elapsed(
      seconds: abs(seconds), nanoseconds: Int(abs(nanoseconds)), negative: seconds < 0 || nanoseconds < 0)
  }

  /// Prints `value` as sorted, indented JSON.
  static func json<Value: Encodable>(_ value: Value) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    if let data = try? encoder.encode(value) { print(String(decoding: data, as: UTF8.self)) }
  }

  /// One line on standard error; with --json, also `{"error": …}` on
  /// standard output.
  static func fail(_ failure: CommandFailure, json: Bool) {
    // One line, however the input looked: ArgumentParser's own messages
    // quote the value as typed, newlines and all, and at any length.
    var message = DateMathError.singleLine(failure.message)
    if message.count > 600 {
      message = String(message.prefix(400)) + "…(\(message.count - 550) more characters)…" + String(message.suffix(150))
    }
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    if json {
      Output.json(ErrorJSON(error: .init(kind: failure.kind, message: message, exitCode: failure.exitCode)))
    }
  }

  /// Text lines, then notes, each as "note: …", and last, when the tz
  /// data in use is older than another release on this machine, a note
  /// that says so.
  static func text(_ lines: [String], notes: [String]) {
    for line in lines { print(line) }
    for note in notes + (TZDataOption.staleNote.map { [$0] } ?? []) { print("note: \(note)") }
  }

  /// Prints `value` as JSON; the stale tz data note, if any, goes to
  /// standard error so the JSON's shape stays the same.
  static func jsonAnswer<Value: Encodable>(_ value: Value) {
    json(value)
    if let note = TZDataOption.staleNote {
      FileHandle.standardError.write(Data("warning: \(note)\n".utf8))
    }
  }
}

/// A signed span of exact time: whole seconds and nanoseconds, both
/// non-negative, and a sign.
struct Elapsed {
  var seconds: Int64
  var nanoseconds: Int
  var negative: Bool

  /// `.5`, `.000000001`, or empty for whole seconds.
  var fractionText: String {
    guard nanoseconds != 0 else { return "" }
    var digits = String(nanoseconds)
    digits = String(repeating: "0", count: 9 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "." + digits
  }

  /// Seconds as text, with the sign: `82800`, `-0.1`.
  var secondsText: String { (negative ? "-" : "") + "\(seconds)" + fractionText }

  var value: Double { (negative ? -1 : 1) * (Double(seconds) + Double(nanoseconds) / 1e9) }
}

struct ErrorJSON: Encodable {
  struct Body: Encodable {
    let kind: String
    let message: String
    let exitCode: Int32
  }
  let error: Body
}

/// An instant in JSON: the same moment five ways.
struct InstantJSON: Encodable {
  /// RFC 3339 in UTC.
  let utc: String
  /// The wall-clock time in the zone.
  let local: String
  /// The zone's UTC offset then.
  let offset: String
  let zone: String
  /// RFC 9557.
  let zoned: String
  /// Seconds since 1970-01-01T00:00:00Z, to the nanosecond (a `Double`
  /// would round 1704499199.99999999 up to the next second).
  let unix: Decimal

  init(_ zoned: ZonedDateTime) {
    // In UTC from the exact instant, not from a Date, for the same reason.
    let inUTC = (try? zoned.converted(to: .utc))?.rfc3339String() ?? Output.utc(zoned.date)
    utc = inUTC.hasSuffix("+00:00") ? inUTC.dropLast(6) + "Z" : inUTC
    local = zoned.localDateTime.description
    offset = zoned.offset.description
    zone = zoned.zone.identifier
    self.zoned = zoned.rfc9557String()
    unix = Decimal(zoned.epochSeconds) + Decimal(zoned.nanosecond) / 1_000_000_000
  }
}
