/// Writes iCalendar components as RFC 5545 §3.1 content lines: CRLF after
/// each, folded so that no line is longer than 75 octets, never inside a
/// UTF-8 sequence.
///
/// Nothing a program puts in a component can start another line: a line
/// break in a value is written `\n` (TEXT's escape, RFC 5545 §3.3.11), in
/// a parameter value `^n` (RFC 6868), any other control character (which
/// no iCalendar value may hold, §3.1) as U+FFFD, and a name keeps only the
/// letters, digits and `-` a name may have (§3.1), others written `-`. So
/// a title typed as `Lunch\rRRULE:FREQ=MINUTELY` reads back as one
/// SUMMARY, not as an injected RRULE.
enum _ICalendarWriter {
  static func write(_ component: ICalendarComponent, to out: inout [UInt8]) {
    line("BEGIN:" + name(component.name), to: &out)
    for property in component.properties {
      let parameters = property.parameters.map {
        name($0.name) + "=" + $0.values.map(ICalendarParameter.written).joined(separator: ",")
      }
      line(([name(property.name)] + parameters).joined(separator: ";") + ":" + property.value, to: &out)
    }
    for inner in component.components { write(inner, to: &out) }
    line("END:" + name(component.name), to: &out)
  }

  /// A control character no iCalendar value may hold (RFC 5545 §3.1):
  /// U+0000–U+001F but HTAB, and U+007F.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar.value != 0x09) || scalar.value == 0x7F
  }

  /// A name as RFC 5545 §3.1 allows it: letters, digits and `-`; any
  /// other character is written `-`, and an empty name `X-`.
  static func name(_ name: String) -> String {
    guard !name.isEmpty else { return "X-" }
    guard !name.utf8.allSatisfy(_ICalendarContentLines.isNameByte) else { return name }
    return String(name.unicodeScalars.map { $0.isASCII && _ICalendarContentLines.isNameByte(UInt8($0.value)) ? Character($0) : "-" })
  }

  /// One content line, folded: a CRLF and a space before each 74-octet
  /// continuation (the first line takes 75). A line break in it (CR, LF
  /// or CRLF) is written `\n`, any other control character but HTAB as
  /// U+FFFD, so the text stays one content line.
  static func line(_ text: String, to out: inout [UInt8]) {
    var width = 0
    let limit = 75
    func append(_ scalar: Unicode.Scalar) {
      guard let encoded = UTF8.encode(scalar) else { return }
      if width + encoded.count > limit {
        out.append(contentsOf: [0x0D, 0x0A, 0x20])
        width = 1
      }
      out.append(contentsOf: encoded)
      width += encoded.count
    }
    var afterCR = false
    for original in text.unicodeScalars {
      let value = original.value
      // CRLF is one line break: its LF is already written.
      if value == 0x0A && afterCR {
        afterCR = false
        continue
      }
      afterCR = value == 0x0D
      let scalars: [Unicode.Scalar]
      if value == 0x0D || value == 0x0A {
        scalars = ["\\", "n"]
      } else if isControl(original) {
        scalars = ["\u{FFFD}"]
      } else {
        scalars = [original]
      }
      for scalar in scalars { append(scalar) }
    }
    out.append(contentsOf: [0x0D, 0x0A])
  }
}
