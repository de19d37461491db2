/// A component of an iCalendar stream (RFC 5545 §3.4–3.6): `VCALENDAR`,
/// `VEVENT`, `VTODO`, `VJOURNAL`, `VALARM`, `VTIMEZONE` and its
/// `STANDARD`/`DAYLIGHT`, or any other (`X-…`, IANA-registered), with its
/// properties and its components, in the order written.
///
/// Unknown properties and components are kept as they were read, so a
/// file read and written back (``text``) keeps what it held.
///
/// ```swift
/// var event = ICalendarComponent(name: "VEVENT")
/// event.properties.append(ICalendarProperty(name: "UID", value: "1@example.com"))
/// event.properties.append(ICalendarProperty(name: "SUMMARY", text: "Rent, monthly"))
/// event["summary"]?.textValue  // "Rent, monthly"
/// event.text                   // "BEGIN:VEVENT\r\nUID:1@example.com\r\nSUMMARY:Rent\\, monthly\r\nEND:VEVENT\r\n"
/// ```
public struct ICalendarComponent: Sendable, Hashable {
  /// The name, upper-cased: `VEVENT`.
  public var name: String
  /// The properties, in the order written.
  public var properties: [ICalendarProperty]
  /// The components inside this one, in the order written.
  public var components: [ICalendarComponent]
  /// The line of its `BEGIN`, or 0 for a component made in code.
  public var line: Int

  /// A component; `name` is upper-cased.
  public init(
    name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = [], line: Int = 0
  ) {
    self.name = name.uppercased()
    self.properties = properties
    self.components = components
    self.line = line
  }

  /// The first property named `name` (case-insensitive), or nil.
  public subscript(_ name: String) -> ICalendarProperty? {
    let wanted = name.uppercased()
    return properties.first { $0.name == wanted }
  }

  /// Every property named `name` (case-insensitive), in order.
  public func properties(named name: String) -> [ICalendarProperty] {
    let wanted = name.uppercased()
    return properties.filter { $0.name == wanted }
  }

  /// The components named `name` (case-insensitive) directly inside this
  /// one, in order.
  public func components(named name: String) -> [ICalendarComponent] {
    let wanted = name.uppercased()
    return components.filter { $0.name == wanted }
  }

  /// The component as iCalendar text: `BEGIN`, its properties, its
  /// components, `END`, each content line folded at 75 octets and ended
  /// by CRLF (RFC 5545 §3.1).
  public var text: String {
    var out: [UInt8] = []
    _ICalendarWriter.write(self, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
