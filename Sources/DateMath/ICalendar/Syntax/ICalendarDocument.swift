import Foundation

/// An iCalendar stream (RFC 5545 §3.4), as a `.ics` file holds it: its
/// components, normally one or more `VCALENDAR`s, each with its events,
/// to-dos, journals, alarms and time zones.
///
/// Reading unfolds lines, splits each into name, parameters and value
/// (quoted parameter values, lists, RFC 6868 caret escapes), and nests
/// components by `BEGIN`/`END`. Every property and component is kept,
/// known or not, so ``text`` writes back what was read (lines refolded at
/// 75 octets, CRLF line ends).
///
/// Real files break the rules; ``ICalendarReadingOptions/Mode/lenient``
/// (the default) forgives what calendar apps forgive and lists each thing
/// it forgave in ``notes``; ``ICalendarReadingOptions/Mode/strict`` makes
/// each an error naming the line.
///
/// ```swift
/// let file = "BEGIN:VCALENDAR\nPRODID:-//Example//EN\nBEGIN:VEVENT\nUID:1\nSUMMARY:Rent\nEND:VEVENT\nEND:VCALENDAR\n"
/// let lenient = try ICalendarDocument(parsing: file)
/// lenient.components[0].components(named: "VEVENT").count  // 1
/// lenient.notes.map(\.description)  // ["line 1: lines end with a bare LF, not CRLF (RFC 5545 §3.1)", "line 1: VCALENDAR has no VERSION (RFC 5545 §3.7.4 requires VERSION:2.0)"]
/// try ICalendarDocument(parsing: file, options: .strict)  // throws invalidFormat: line 1
/// ```
public struct ICalendarDocument: Sendable, Hashable {
  /// The top-level components in order: `VCALENDAR`s (a lenient read also
  /// keeps any other component found at the top, with a note).
  public var components: [ICalendarComponent]
  /// What a lenient read forgave, in the order met; empty for a strict
  /// read (which throws instead) and for a file that follows RFC 5545.
  public var notes: [Note]

  /// Something a lenient read forgave, and where.
  ///
  /// ```swift
  /// // A download cut short: the last two lines never came.
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:1\r\n")
  /// file.notes.count       // 2
  /// file.notes[0].line     // 5
  /// file.notes[0].message  // "VEVENT begun on line 4 is never ended: ended here"
  /// file.notes[1].message  // "VCALENDAR begun on line 1 is never ended: ended here"
  /// file.components[0].components[0]["UID"]?.value  // "1"
  /// ```
  public struct Note: Sendable, Hashable, CustomStringConvertible {
    /// The line it was found on (1 for the first).
    public var line: Int
    /// What was wrong, and what the reader did.
    public var message: String

    /// `line 12: message`.
    public var description: String { "line \(line): \(message)" }
  }

  /// A document of these components, for writing.
  ///
  /// ```swift
  /// let event = ICalendarComponent(name: "VEVENT", properties: [
  ///   ICalendarProperty(name: "UID", value: "1@example.com"),
  ///   ICalendarProperty(name: "DTSTART", parameters: [ICalendarParameter(name: "TZID", values: ["America/New_York"])], value: "19970902T090000"),
  ///   ICalendarProperty(name: "RRULE", value: "FREQ=DAILY;COUNT=10"),
  /// ])
  /// let calendar = ICalendarComponent(
  ///   name: "VCALENDAR",
  ///   properties: [ICalendarProperty(name: "VERSION", value: "2.0"), ICalendarProperty(name: "PRODID", value: "-//Example//EN")],
  ///   components: [event])
  /// ICalendarDocument(components: [calendar]).text  // "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:1@example.com\r\nDTSTART;TZID=America/New_York:19970902T090000\r\nRRULE:FREQ=DAILY;COUNT=10\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  /// ```
  public init(components: [ICalendarComponent]) {
    self.components = components
    notes = []
  }

  /// Reads an iCalendar stream. A byte-order mark at the start is skipped.
  ///
  /// ```swift
  /// // A blank line between two events, as some exporters write.
  /// let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:1\r\nEND:VEVENT\r\n\r\nBEGIN:VEVENT\r\nUID:2\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  /// let file = try ICalendarDocument(parsing: text)
  /// file.components[0].components(named: "VEVENT").count  // 2
  /// file.notes.map(\.description)  // ["line 7: a blank line (RFC 5545 §3.1 has none): skipped"]
  /// try ICalendarDocument(parsing: text, options: .strict)  // throws invalidFormat: line 7: a blank line
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` with the line's number
  ///   (in the message and in ``DateMathError/position``, with the column
  ///   where a line stops being a content line) for what `options` does
  ///   not allow, and for input past its limits (size, an unfolded line's
  ///   length, nesting depth) in either mode.
  public init(parsing text: String, options: ICalendarReadingOptions = .lenient) throws(DateMathError) {
    var text = text
    let read = text.withUTF8 { bytes in Result { () throws(DateMathError) in try Self.read(bytes, options) } }
    self = try read.get()
  }

  /// Reads an iCalendar stream from its bytes, as a file holds them: UTF-8
  /// (RFC 5545 §3.1.4), a byte-order mark at the start skipped. Folded
  /// lines are joined byte by byte before they are decoded, so a line
  /// folded inside a UTF-8 sequence, as a writer that counts octets may
  /// fold it, reads as the text it was (RFC 5545 §3.1).
  ///
  /// ```swift
  /// // "Café", folded between the two bytes of "é" (C3 A9).
  /// let head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nSUMMARY:Caf"
  /// let tail = "\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  /// let bytes = Data(head.utf8) + Data([0xC3, 0x0D, 0x0A, 0x20, 0xA9]) + Data(tail.utf8)
  /// let file = try ICalendarDocument(data: bytes)
  /// file.components[0].components[0].properties[0].textValue  // "Café"
  /// ```
  ///
  /// - Throws: as ``init(parsing:options:)``, and
  ///   ``DateMathError/Kind/invalidFormat`` in either mode for a line
  ///   that is not UTF-8 once unfolded (Latin-1, UTF-16), naming its line
  ///   and column in ``DateMathError/position``.
  public init(data: Data, options: ICalendarReadingOptions = .lenient) throws(DateMathError) {
    let read = data.withUnsafeBytes { raw in
      Result { () throws(DateMathError) in try Self.read(raw.bindMemory(to: UInt8.self), options) }
    }
    self = try read.get()
  }

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ options: ICalendarReadingOptions) throws(DateMathError) -> Self {
    var reader = _ICalendarReader(options: options)
    try reader.read(bytes)
    var document = ICalendarDocument(components: reader.top)
    document.notes = reader.notes
    return document
  }

  /// Where `data` stops being UTF-8 once its folded lines are joined, or
  /// nil when it is UTF-8 throughout (datecalc's check before it reads).
  package static func positionNotUTF8(in data: Data) -> TextPosition? {
    data.withUnsafeBytes { raw in
      do throws(DateMathError) {
        _ = try _ICalendarContentLines.read(
          raw.bindMemory(to: UInt8.self), maxLineBytes: .max, bareLineEnd: { (_, _) throws(DateMathError) in },
          body: { (_, _) throws(DateMathError) in })
        return nil
      } catch {
        return error.position
      }
    }
  }

  /// The document as iCalendar text: each component in order, content
  /// lines folded at 75 octets, CRLF line ends.
  ///
  /// ```swift
  /// // Lower-case names and bare LF line ends, read leniently, written as RFC 5545 says.
  /// let file = try ICalendarDocument(parsing: "begin:vcalendar\nversion:2.0\nprodid:x\nx-wr-calname:Team\nend:vcalendar\n")
  /// file.text  // "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-WR-CALNAME:Team\r\nEND:VCALENDAR\r\n"
  /// ```
  public var text: String {
    var out: [UInt8] = []
    for component in components { _ICalendarWriter.write(component, to: &out) }
    return String(decoding: out, as: UTF8.self)
  }
}
