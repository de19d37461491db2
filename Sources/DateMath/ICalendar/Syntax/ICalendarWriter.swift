/// Writes iCalendar components as RFC 5545 §3.1 content lines: CRLF after
/// each, folded so that no line is longer than 75 octets, never inside a
/// UTF-8 sequence.
enum _ICalendarWriter {
  static func write(_ component: ICalendarComponent, to out: inout [UInt8]) {
    line("BEGIN:" + component.name, to: &out)
    for property in component.properties { line(property.contentLine, to: &out) }
    for inner in component.components { write(inner, to: &out) }
    line("END:" + component.name, to: &out)
  }

  /// One content line, folded: a CRLF and a space before each 74-octet
  /// continuation (the first line takes 75).
  static func line(_ text: String, to out: inout [UInt8]) {
    var width = 0
    let limit = 75
    for scalar in text.unicodeScalars {
      guard let encoded = UTF8.encode(scalar) else { continue }
      if width + encoded.count > limit {
        out.append(contentsOf: [0x0D, 0x0A, 0x20])
        width = 1
      }
      out.append(contentsOf: encoded)
      width += encoded.count
    }
    out.append(contentsOf: [0x0D, 0x0A])
  }
}
