import DateMath
import Foundation

extension Workload {
  /// The RFC 9557 rows: `ZonedDateTime`'s text,
  /// `2001-09-08T21:46:40-04:00[America/New_York]`, written and read, over
  /// `zoned` (4 zones × 4096 instants, visited like every row), as jiff's
  /// rows of the same names do (shared/peers/jiff).
  ///
  /// Foundation has no RFC 9557, so its column is the closest thing written
  /// with it: `Date.ISO8601FormatStyle` in the zone (Foundation's tz data,
  /// and a zero offset written `Z`) with `[zone]` appended; and, to read,
  /// the text split at `[`, the date-time parsed by `Date.ISO8601FormatStyle`
  /// and the name by `TimeZone(identifier:)`. That is less work than
  /// DateMath's: no check that the offset is the zone's.
  func textRows() -> [Row] {
    let w = self
    let zonedStyles = zones.map { Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: $0) }
    let names = Self.zoneNames
    let zonedTexts = zoned.map { $0.rfc9557String() }
    let isoStyle = Date.ISO8601FormatStyle()
    // Each way must give what DateMath wrote, or its timing means nothing.
    for j in 0..<64 {
      let text = zonedTexts[w.flat(j)]
      let zoned = w.zoned[w.flat(j)]
      let foundation = Self.foundationRFC9557(text, isoStyle)
      guard foundation.seconds == Int(zoned.epochSeconds), foundation.zone?.identifier == names[w.zone(j)] else {
        fatalError("Foundation reads \(text) as \(foundation.seconds) \(String(describing: foundation.zone))")
      }
      guard (try? ZonedDateTime(rfc9557: text)) == zoned else { fatalError("DateMath reads \(text) differently") }
      let written = zonedStyles[w.zone(j)].format(w.instants[w.index(j)]) + "[" + names[w.zone(j)] + "]"
      // Foundation writes a zero offset as Z.
      guard written == text || written == text.replacingOccurrences(of: "+00:00[", with: "Z[") else {
        fatalError("Foundation writes \(written) for \(text)")
      }
    }
    return [
      Row(
        name: "rfc9557Format",
        foundationWay: "Date.ISO8601FormatStyle in the zone (reused) + \"[zone]\"",
        foundation: { j in (zonedStyles[w.zone(j)].format(w.instants[w.index(j)]) + "[" + names[w.zone(j)] + "]").utf8.count },
        dateMath: { j in w.zoned[w.flat(j)].rfc9557String().utf8.count }),
      Row(
        name: "rfc9557Parse",
        foundationWay: "split at \"[\": ISO8601FormatStyle.parse + TimeZone(identifier:), no offset check",
        foundation: { j in Self.foundationRFC9557(zonedTexts[w.flat(j)], isoStyle).seconds },
        dateMath: { j in Int((try? ZonedDateTime(rfc9557: zonedTexts[w.flat(j)]))?.epochSeconds ?? 0) }),
    ]
  }

  /// RFC 9557 text read the closest way Foundation can: the date-time
  /// before `[` by `Date.ISO8601FormatStyle`, the name in brackets by
  /// `TimeZone(identifier:)`.
  static func foundationRFC9557(_ text: String, _ style: Date.ISO8601FormatStyle) -> (seconds: Int, zone: TimeZone?) {
    guard let open = text.firstIndex(of: "["), text.last == "]",
      let date = try? style.parse(String(text[..<open]))
    else { return (0, nil) }
    let zone = TimeZone(identifier: String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
    return (Int(date.timeIntervalSince1970), zone)
  }
}
