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
  ///
  /// ```swift
  /// ICalendarComponent(name: "vevent").name  // "VEVENT" — names are case-insensitive
  /// ```
  public var name: String
  /// The properties, in the order written.
  ///
  /// ```swift
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nEND:VCALENDAR\r\n")
  /// file.components[0].properties.map(\.name)  // ["VERSION", "PRODID"]
  /// ```
  public var properties: [ICalendarProperty]
  /// The components inside this one, in the order written.
  ///
  /// ```swift
  /// let lines = [
  ///   "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
  ///   "BEGIN:VTIMEZONE", "TZID:America/New_York",
  ///   "BEGIN:STANDARD", "DTSTART:20071104T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD",
  ///   "BEGIN:DAYLIGHT", "DTSTART:20070311T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT",
  ///   "END:VTIMEZONE", "END:VCALENDAR", "",
  /// ]
  /// let file = try ICalendarDocument(parsing: lines.joined(separator: "\r\n"))
  /// let zone = file.components[0].components[0]
  /// zone.components.map(\.name)  // ["STANDARD", "DAYLIGHT"]
  /// ```
  public var components: [ICalendarComponent]
  /// The line of its `BEGIN`, or 0 for a component made in code.
  ///
  /// ```swift
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
  /// file.components[0].components[0].line  // 4
  /// ICalendarComponent(name: "VEVENT").line  // 0
  /// ```
  public var line: Int

  /// A component; `name` is upper-cased.
  ///
  /// ```swift
  /// // A reminder 15 minutes before the event (RFC 5545 §3.6.6).
  /// let alarm = ICalendarComponent(
  ///   name: "valarm",
  ///   properties: [ICalendarProperty(name: "ACTION", value: "DISPLAY"), ICalendarProperty(name: "TRIGGER", value: "-PT15M")])
  /// alarm.text  // "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\n"
  /// ```
  public init(
    name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = [], line: Int = 0
  ) {
    self.name = name.uppercased()
    self.properties = properties
    self.components = components
    self.line = line
  }

  /// The first property named `name` (case-insensitive), or nil.
  ///
  /// ```swift
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nDTSTART;TZID=America/New_York:19970902T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
  /// let event = file.components[0].components[0]
  /// event["dtstart"]?.value  // "19970902T090000"
  /// event["RRULE"]?.value    // nil
  /// ```
  public subscript(_ name: String) -> ICalendarProperty? {
    let wanted = name.uppercased()
    return properties.first { $0.name == wanted }
  }

  /// Every property named `name` (case-insensitive), in order.
  ///
  /// ```swift
  /// // EXDATE may be written several times (RFC 5545 §3.8.5.1).
  /// var event = ICalendarComponent(name: "VEVENT")
  /// event.properties.append(ICalendarProperty(name: "EXDATE", value: "19970902T090000"))
  /// event.properties.append(ICalendarProperty(name: "SUMMARY", text: "Standup"))
  /// event.properties.append(ICalendarProperty(name: "EXDATE", value: "19970904T090000"))
  /// event.properties(named: "exdate").map(\.value)  // ["19970902T090000", "19970904T090000"]
  /// ```
  public func properties(named name: String) -> [ICalendarProperty] {
    let wanted = name.uppercased()
    return properties.filter { $0.name == wanted }
  }

  /// The components named `name` (case-insensitive) directly inside this
  /// one, in order.
  ///
  /// ```swift
  /// let calendar = ICalendarComponent(name: "VCALENDAR", components: [
  ///   ICalendarComponent(name: "VTIMEZONE"), ICalendarComponent(name: "VEVENT"), ICalendarComponent(name: "VEVENT"),
  /// ])
  /// calendar.components(named: "vevent").count     // 2
  /// calendar.components(named: "VTODO").isEmpty    // true
  /// ```
  public func components(named name: String) -> [ICalendarComponent] {
    let wanted = name.uppercased()
    return components.filter { $0.name == wanted }
  }

  /// The component as iCalendar text: `BEGIN`, its properties, its
  /// components, `END`, each content line folded at 75 octets and ended
  /// by CRLF (RFC 5545 §3.1).
  ///
  /// ```swift
  /// let description = ICalendarProperty(
  ///   name: "DESCRIPTION", value: "Quarterly planning: budget review and hiring plan and the roadmap for next year")
  /// let event = ICalendarComponent(name: "VEVENT", properties: [description])
  /// // 91 octets: 75 on the first line, the rest after CRLF and a space.
  /// event.text  // "BEGIN:VEVENT\r\nDESCRIPTION:Quarterly planning: budget review and hiring plan and the roadm\r\n ap for next year\r\nEND:VEVENT\r\n"
  /// ```
  public var text: String {
    var out: [UInt8] = []
    _ICalendarWriter.write(self, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
