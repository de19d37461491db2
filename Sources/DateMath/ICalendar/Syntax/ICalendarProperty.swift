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
  public var name: String
  /// The parameters, in the order written.
  public var parameters: [ICalendarParameter]
  /// The value as written, after unfolding: TEXT escapes (`\,`, `\;`,
  /// `\n`, `\\`) are kept.
  public var value: String
  /// The line of the source where the property starts (1 for the first),
  /// or 0 for a property made in code.
  public var line: Int

  /// A property with a value as it is written; `name` is upper-cased.
  public init(name: String, parameters: [ICalendarParameter] = [], value: String, line: Int = 0) {
    self.name = name.uppercased()
    self.parameters = parameters
    self.value = value
    self.line = line
  }

  /// A property with a TEXT value, escaped as RFC 5545 §3.3.11 writes it.
  public init(name: String, parameters: [ICalendarParameter] = [], text: String) {
    self.init(name: name, parameters: parameters, value: Self.escapedText(text))
  }

  /// The first value of the parameter `name` (case-insensitive), or nil.
  public func parameter(_ name: String) -> String? {
    let wanted = name.uppercased()
    return parameters.first { $0.name == wanted }?.value
  }

  /// The value read as TEXT (RFC 5545 §3.3.11): `\n` or `\N` a line break,
  /// `\,` `\;` `\\` the character itself. A backslash before anything else
  /// is kept.
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

  /// `text` with RFC 5545 §3.3.11's escapes: `\\`, `\;`, `\,` and `\n`.
  public static func escapedText(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n", "\r\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  /// The content line, unfolded: `NAME;PARAM=VALUE:value`.
  public var contentLine: String {
    ([name] + parameters.map(\.text)).joined(separator: ";") + ":" + value
  }
}
