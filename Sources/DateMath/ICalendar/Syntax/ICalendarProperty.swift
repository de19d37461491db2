/// One property of an iCalendar component (RFC 5545 §3.1): a content line,
/// unfolded, as `NAME;PARAM=VALUE:value`.
///
/// The value is kept as written (TEXT escapes and all), so that a file
/// read and written back keeps what it held, properties DateMath does not
/// know included; ``textValue`` reads a TEXT value's escapes.
///
/// ```swift
/// let summary = ICalendarProperty(name: "summary", text: "Standup; daily, 09:00")
/// summary.value      // "Standup\\; daily\\, 09:00"
/// summary.textValue  // "Standup; daily, 09:00"
/// ```
public struct ICalendarProperty: Sendable, Hashable {
  /// The name, upper-cased (names are case-insensitive): `DTSTART`,
  /// `X-WR-TIMEZONE`.
  ///
  /// ```swift
  /// ICalendarProperty(name: "x-wr-timezone", value: "Europe/Paris").name  // "X-WR-TIMEZONE"
  /// ```
  public var name: String
  /// The parameters, in the order written.
  ///
  /// ```swift
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE-TIME;TZID=America/New_York:19970902T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
  /// file.components[0].components[0].properties[0].parameters.map(\.text)  // ["VALUE=DATE-TIME", "TZID=America/New_York"]
  /// ```
  public var parameters: [ICalendarParameter]
  /// The value as written, after unfolding: TEXT escapes (`\,`, `\;`,
  /// `\n`, `\\`) are kept.
  public var value: String
  /// The line of the source where the property starts (1 for the first),
  /// or 0 for a property made in code.
  ///
  /// ```swift
  /// // DESCRIPTION starts on line 5 and is folded onto line 6.
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nDESCRIPTION:This is a lo\r\n ng description\r\nUID:1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
  /// let event = file.components[0].components[0]
  /// event["DESCRIPTION"]?.line  // 5
  /// event["UID"]?.line          // 7
  /// ```
  public var line: Int

  /// A property with a value as it is written; `name` is upper-cased.
  ///
  /// ```swift
  /// // A value that is not TEXT keeps its `;` and `,` (RFC 5545 §3.8.5.3's first example).
  /// ICalendarProperty(name: "RRULE", value: "FREQ=DAILY;COUNT=10").contentLine  // "RRULE:FREQ=DAILY;COUNT=10"
  /// ```
  public init(name: String, parameters: [ICalendarParameter] = [], value: String, line: Int = 0) {
    self.name = name.uppercased()
    self.parameters = parameters
    self.value = value
    self.line = line
  }

  /// A property with a TEXT value, escaped as RFC 5545 §3.3.11 writes it.
  ///
  /// ```swift
  /// // RFC 5545 §3.2's example.
  /// let description = ICalendarProperty(
  ///   name: "DESCRIPTION", parameters: [ICalendarParameter(name: "ALTREP", values: ["cid:part1.0001@example.org"])],
  ///   text: "The Fall'98 Wild Wizards Conference - - Las Vegas, NV, USA")
  /// description.contentLine  // == "DESCRIPTION;ALTREP=\"cid:part1.0001@example.org\":The Fall'98 Wild Wizards Conference - - Las Vegas\\, NV\\, USA"
  /// ```
  public init(name: String, parameters: [ICalendarParameter] = [], text: String) {
    self.init(name: name, parameters: parameters, value: Self.escapedText(text))
  }

  /// The first value of the parameter `name` (case-insensitive), or nil.
  ///
  /// ```swift
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nDTSTART;TZID=America/New_York:19970902T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
  /// let dtstart = file.components[0].components[0]["DTSTART"]
  /// dtstart?.parameter("tzid")   // "America/New_York"
  /// dtstart?.parameter("VALUE")  // nil — DATE-TIME, the default
  /// ```
  public func parameter(_ name: String) -> String? {
    let wanted = name.uppercased()
    return parameters.first { $0.name == wanted }?.value
  }

  /// The value read as TEXT (RFC 5545 §3.3.11): `\n` or `\N` a line break,
  /// `\,` `\;` `\\` the character itself. A backslash before anything else
  /// is kept.
  ///
  /// ```swift
  /// // RFC 5545 §3.3.11's example: a value of three lines.
  /// let description = ICalendarProperty(name: "DESCRIPTION", value: "Project XYZ Final Review\\nConference Room - 3B\\nCome Prepared.")
  /// description.textValue  // "Project XYZ Final Review\nConference Room - 3B\nCome Prepared."
  /// ```
  public var textValue: String {
    guard value.contains("\\") else { return value }
    var out = ""
    var escaping = false
    for character in value {
      if escaping {
        switch character {
        case "n", "N": out.append("\n")
        case ",", ";", "\\": out.append(character)
        default:
          out.append("\\")
          out.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    if escaping { out.append("\\") }
    return out
  }

  /// `text` with RFC 5545 §3.3.11's escapes: `\\`, `\;`, `\,` and `\n`
  /// (for a line break: CR, LF or CRLF); any other control character but a
  /// tab, which TEXT cannot hold, becomes U+FFFD.
  ///
  /// ```swift
  /// ICalendarProperty.escapedText("Room 3B; bring slides, laptop\nC:\\talks")  // "Room 3B\\; bring slides\\, laptop\\nC:\\\\talks"
  /// ```
  public static func escapedText(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n", "\r\n", "\r": out += "\\n"
      case let c where c.unicodeScalars.contains(where: _ICalendarWriter.isControl):
        // No TEXT value may hold a control character (RFC 5545 §3.3.11).
        out += "\u{FFFD}"
      default: out.append(character)
      }
    }
    return out
  }

  /// The content line, unfolded: `NAME;PARAM=VALUE:value`.
  ///
  /// ```swift
  /// // RFC 5545 §3.1's example of a line folded twice.
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nDESCRIPTION:This is a lo\r\n ng description\r\n  that exists on a long line.\r\nEND:VCALENDAR\r\n")
  /// file.components[0]["DESCRIPTION"]?.contentLine  // "DESCRIPTION:This is a long description that exists on a long line."
  /// ```
  public var contentLine: String {
    ([name] + parameters.map(\.text)).joined(separator: ";") + ":" + value
  }
}
