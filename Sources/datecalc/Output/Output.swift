import DateMath
import Foundation

/// How answers are written: text for people, JSON for scripts.
enum Output {
  /// An instant in a zone: `2017-02-28T12:00:00-07:00[America/Denver]`.
  static func instant(_ date: Date, _ calendar: ZonedCalendar) -> String {
    (try? ZonedDateTime(date, in: calendar).rfc9557String()) ?? "\(date)"
  }

  /// An instant's wall-clock part and offset: `2017-02-28 12:00 -07:00`.
  static func wallClock(_ date: Date, _ calendar: ZonedCalendar) -> String {
    guard let zoned = try? ZonedDateTime(date, in: calendar) else { return "\(date)" }
    return "\(zoned.localDateTime.date) \(clock(zoned.localDateTime)) \(zoned.offset)"
  }

  /// `HH:MM`, or `HH:MM:SS[.fff]` when the seconds are not zero.
  static func clock(_ time: CivilDateTime) -> String {
    let text = time.description
    let timePart = String(text[text.index(after: text.firstIndex(of: "T") ?? text.startIndex)...])
    return time.second == 0 && time.nanosecond == 0 ? String(timePart.prefix(5)) : timePart
  }

  /// Exact elapsed time in hours, minutes and seconds, never "days" (a
  /// calendar day is not 24 hours): `23h`, `24h 30m`, `672h`, `-1h`.
  static func duration(seconds: Double) -> String {
    let sign = seconds < 0 ? "-" : ""
    let whole = Int64(min(abs(seconds), 1e15).rounded(.down))
    let fraction = abs(seconds) - Double(whole)
    var parts: [String] = []
    if whole >= 3600 { parts.append("\(whole / 3600)h") }
    if whole % 3600 >= 60 { parts.append("\(whole % 3600 / 60)m") }
    if whole % 60 != 0 || fraction != 0 || parts.isEmpty {
      parts.append(fraction == 0 ? "\(whole % 60)s" : "\(Double(whole % 60) + fraction)s")
    }
    return sign + parts.joined(separator: " ")
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
    FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
    if json {
      Output.json(ErrorJSON(error: .init(kind: failure.kind, message: failure.message, exitCode: failure.exitCode)))
    }
  }

  /// Text lines, then notes, each as "note: …".
  static func text(_ lines: [String], notes: [String]) {
    for line in lines { print(line) }
    for note in notes { print("note: \(note)") }
  }
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
  /// Seconds since 1970-01-01T00:00:00Z.
  let unix: Double

  init(_ date: Date, _ calendar: ZonedCalendar) {
    let zoned = try? ZonedDateTime(date, in: calendar)
    utc = (try? date.rfc3339String()) ?? ""
    local = zoned?.localDateTime.description ?? ""
    offset = zoned?.offset.description ?? ""
    zone = calendar.identifier
    self.zoned = zoned?.rfc9557String() ?? ""
    unix = date.timeIntervalSince1970
  }
}
