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
  public struct Note: Sendable, Hashable, CustomStringConvertible {
    /// The line it was found on (1 for the first).
    public var line: Int
    /// What was wrong, and what the reader did.
    public var message: String

    /// `line 12: message`.
    public var description: String { "line \(line): \(message)" }
  }

  /// A document of these components, for writing.
  public init(components: [ICalendarComponent]) {
    self.components = components
    notes = []
  }

  /// Reads an iCalendar stream. A byte-order mark at the start is skipped.
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` with the line's number
  ///   for what `options` does not allow, and for input past its limits
  ///   (size, an unfolded line's length, nesting depth) in either mode.
  public init(parsing text: String, options: ICalendarReadingOptions = .lenient) throws(DateMathError) {
    var reader = _ICalendarReader(options: options)
    var text = text
    let failure = text.withUTF8 { bytes -> DateMathError? in
      do throws(DateMathError) {
        try reader.read(bytes)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    components = reader.top
    notes = reader.notes
  }

  /// The document as iCalendar text: each component in order, content
  /// lines folded at 75 octets, CRLF line ends.
  public var text: String {
    var out: [UInt8] = []
    for component in components { _ICalendarWriter.write(component, to: &out) }
    return String(decoding: out, as: UTF8.self)
  }
}
