/// A property parameter of an iCalendar content line (RFC 5545 §3.2):
/// `TZID=America/New_York`, `MEMBER="mailto:a@example.com","mailto:b@example.com"`.
///
/// The name is upper-cased (names are case-insensitive). The values are as
/// the parameter means them: without the double quotes that protect a
/// value holding `:`, `;` or `,`, and with RFC 6868's caret escapes read
/// (`^n` a line break, `^'` a double quote, `^^` a caret). Writing quotes
/// and escapes a value again where it needs it.
///
/// ```swift
/// let line = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-A;CN=\"Doe, Jane ^'JD^'\":1\r\nEND:VCALENDAR\r\n")
/// line.components[0].properties[2].parameters[0].values  // ["Doe, Jane \"JD\""]
/// ```
public struct ICalendarParameter: Sendable, Hashable {
  /// The parameter's name, upper-cased: `TZID`, `VALUE`, `X-WR-FOO`.
  ///
  /// ```swift
  /// ICalendarParameter(name: "tzid", values: ["America/New_York"]).name  // "TZID"
  /// ```
  public var name: String
  /// The values, one or more (a list is written with commas).
  public var values: [String]

  /// A parameter; `name` is upper-cased.
  ///
  /// ```swift
  /// // RFC 5545 §3.2.11's example: a list of values, each quoted as it holds a colon.
  /// let member = ICalendarParameter(name: "MEMBER", values: ["mailto:projectA@example.com", "mailto:projectB@example.com"])
  /// member.text  // "MEMBER=\"mailto:projectA@example.com\",\"mailto:projectB@example.com\""
  /// ```
  public init(name: String, values: [String]) {
    self.name = name.uppercased()
    self.values = values
  }

  /// The first value (most parameters have one).
  ///
  /// ```swift
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nDTSTART;TZID=\"America/New_York\":19970902T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
  /// let dtstart = file.components[0].components[0].properties[0]
  /// dtstart.parameters[0].value  // "America/New_York" — without its quotes
  /// ```
  public var value: String { values.first ?? "" }

  /// The parameter as it is written in a content line:
  /// `NAME=value,"quoted: value"`.
  ///
  /// ```swift
  /// // RFC 6868's examples: ^' for a double quote, ^n for a line break.
  /// ICalendarParameter(name: "CN", values: ["George Herman \"Babe\" Ruth"]).text  // == "CN=George Herman ^'Babe^' Ruth"
  /// ICalendarParameter(name: "X-ADDRESS", values: ["Pittsburgh Pirates\n115 Federal St\nPittsburgh, PA 15212"]).text  // "X-ADDRESS=\"Pittsburgh Pirates^n115 Federal St^nPittsburgh, PA 15212\""
  /// ```
  public var text: String {
    name + "=" + values.map(Self.written).joined(separator: ",")
  }

  /// A value as written: RFC 6868 escapes for `^`, line breaks (CR, LF or
  /// CRLF) and double quotes, any other control character as U+FFFD, and
  /// in double quotes when it holds `:`, `;` or `,`.
  static func written(_ value: String) -> String {
    var escaped = ""
    var needsQuotes = false
    for character in value {
      switch character {
      case "^": escaped += "^^"
      case "\"": escaped += "^'"
      case "\n", "\r\n", "\r": escaped += "^n"
      case let c where c.unicodeScalars.contains(where: _ICalendarWriter.isControl):
        // No parameter value may hold a control character (RFC 5545 §3.1).
        escaped += "\u{FFFD}"
      case ":", ";", ",":
        needsQuotes = true
        escaped.append(character)
      default: escaped.append(character)
      }
    }
    return needsQuotes ? "\"" + escaped + "\"" : escaped
  }

  /// RFC 6868's escapes read: `^n` and `^N` a line break, `^'` a double
  /// quote, `^^` a caret; a caret before anything else stays as written.
  static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(UInt8(ascii: "^")) else { return String(decoding: bytes, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = bytes.startIndex
    while i < bytes.endIndex {
      let byte = bytes[i]
      if byte == UInt8(ascii: "^"), i + 1 < bytes.endIndex {
        switch bytes[i + 1] {
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
          out.append(UInt8(ascii: "\n"))
          i += 2
          continue
        case UInt8(ascii: "'"):
          out.append(UInt8(ascii: "\""))
          i += 2
          continue
        case UInt8(ascii: "^"):
          out.append(byte)
          i += 2
          continue
        default: break
        }
      }
      out.append(byte)
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}
