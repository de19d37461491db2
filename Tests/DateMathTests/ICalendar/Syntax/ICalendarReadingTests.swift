import DateMath
import Foundation
import Testing

/// Reading and writing iCalendar streams (issue 23, RFC 5545 §3.1–3.4):
/// content lines, folding, parameters, TEXT escapes, nesting, strict and
/// lenient reading, limits, and the round trip of what DateMath does not
/// know.
@Suite("iCalendar reading")
struct ICalendarReadingTests {
  static let minimal = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//DateMath tests//EN\r\n"

  func read(_ body: String, _ options: ICalendarReadingOptions = .strict) throws(DateMathError) -> ICalendarDocument {
    try ICalendarDocument(parsing: Self.minimal + body + "END:VCALENDAR\r\n", options: options)
  }

  @Test("folded lines join, after a space or a tab (RFC 5545 §3.1)")
  func unfolding() throws {
    let document = try ICalendarDocument(
      parsing: Self.minimal + "BEGIN:VEVENT\r\nSUMMARY:Caf\r\n é au\r\n\tlait\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
      options: .strict)
    #expect(document.components[0].components[0]["SUMMARY"]?.value == "Café aulait")
    #expect(document.components[0].components[0]["SUMMARY"]?.line == 5)
  }

  @Test("parameters: quoted, lists, RFC 6868 carets, case-insensitive names")
  func parameters() throws {
    let document = try read(
      "BEGIN:VEVENT\r\nattendee;cn=\"Doe, Jane ^'JD^'\";Member=\"mailto:a@x.org\",\"mailto:b@x.org\";X-NOTE=two^nlines^^:mailto:jane@x.org\r\nEND:VEVENT\r\n")
    let attendee = try #require(document.components[0].components[0]["ATTENDEE"])
    #expect(attendee.name == "ATTENDEE")
    #expect(attendee.parameters.map(\.name) == ["CN", "MEMBER", "X-NOTE"])
    #expect(attendee.parameter("cn") == "Doe, Jane \"JD\"")
    #expect(attendee.parameters[1].values == ["mailto:a@x.org", "mailto:b@x.org"])
    #expect(attendee.parameter("X-NOTE") == "two\nlines^")
    #expect(attendee.value == "mailto:jane@x.org")
    // Written back: quoted where needed, carets escaped.
    #expect(attendee.contentLine
      == #"ATTENDEE;CN="Doe, Jane ^'JD^'";MEMBER="mailto:a@x.org","mailto:b@x.org";X-NOTE=two^nlines^^:mailto:jane@x.org"#)
  }

  @Test("TEXT values keep their escapes; textValue reads them (RFC 5545 §3.3.11)")
  func textEscapes() throws {
    let document = try read(#"BEGIN:VEVENT\#r\#nDESCRIPTION:One\, two\; three\nfour \\ five \x\#r\#nEND:VEVENT\#r\#n"#)
    let description = try #require(document.components[0].components[0]["DESCRIPTION"])
    #expect(description.value == #"One\, two\; three\nfour \\ five \x"#)
    #expect(description.textValue == "One, two; three\nfour \\ five \\x")
    #expect(ICalendarProperty(name: "description", text: "a,b;c\\d\ne").value == #"a\,b\;c\\d\ne"#)
  }

  @Test("unknown properties and components are kept, and a read and write keeps what the file held")
  func roundTrip() throws {
    let body = """
      X-WR-CALNAME:Team\r
      BEGIN:VTIMEZONE\r
      TZID:Custom/Zone\r
      BEGIN:STANDARD\r
      DTSTART:19701025T030000\r
      RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
      TZOFFSETFROM:+0200\r
      TZOFFSETTO:+0100\r
      END:STANDARD\r
      END:VTIMEZONE\r
      BEGIN:VEVENT\r
      UID:1@example.com\r
      X-MICROSOFT-CDO-BUSYSTATUS:BUSY\r
      DESCRIPTION:\(String(repeating: "Ünïcödé text, long enough to fold. ", count: 6))\r
      BEGIN:X-VENDOR-THING\r
      X-KEEP:me\r
      END:X-VENDOR-THING\r
      BEGIN:VALARM\r
      ACTION:DISPLAY\r
      TRIGGER;RELATED=END:-PT15M\r
      END:VALARM\r
      END:VEVENT\r

      """
    let document = try read(body)
    let calendar = document.components[0]
    #expect(calendar["X-WR-CALNAME"]?.value == "Team")
    #expect(calendar.components.map(\.name) == ["VTIMEZONE", "VEVENT"])
    let event = calendar.components(named: "VEVENT")[0]
    #expect(event.components.map(\.name) == ["X-VENDOR-THING", "VALARM"])
    #expect(event.components[0]["X-KEEP"]?.value == "me")
    let written = document.text
    // Every line at most 75 octets, CRLF-ended, no UTF-8 sequence split.
    for line in written.split(separator: "\r\n") {
      #expect(line.utf8.count <= 75, "\(line)")
    }
    #expect(!written.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    let again = try ICalendarDocument(parsing: written, options: .strict)
    func withoutLines(_ c: ICalendarComponent) -> ICalendarComponent {
      ICalendarComponent(
        name: c.name, properties: c.properties.map { ICalendarProperty(name: $0.name, parameters: $0.parameters, value: $0.value) },
        components: c.components.map(withoutLines))
    }
    #expect(again.components.map(withoutLines) == document.components.map(withoutLines))
    #expect(again.text == written)
  }

  @Test("strict refuses, and lenient forgives with a note, what real exports get wrong", arguments: [
    ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\nEND:VCALENDAR\n", "line 1: lines end with a bare LF, not CRLF"),
    ("BEGIN:VCALENDAR\r\nPRODID:x\r\nEND:VCALENDAR\r\n", "line 1: VCALENDAR has no VERSION"),
    ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n", "line 1: VCALENDAR has no PRODID"),
    ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n<html>garbage</html>\r\n",
     "line 5: \"<html>garbage</html>\" is not a content line"),
    ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n\r\nPRODID:x\r\nEND:VCALENDAR\r\n", "line 3: a blank line"),
    ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\nX-STRAY:1\r\n", "line 5: X-STRAY is outside any component"),
    ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:1\r\nEND:VCALENDAR\r\n",
     "line 6: VEVENT begun on line 4 is ended by END:VCALENDAR"),
    ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:1\r\n", "VEVENT begun on line 4 is never ended"),
    ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", "line 4: END:VEVENT ends no open component"),
    ("BEGIN:VEVENT\r\nUID:1\r\nEND:VEVENT\r\n", "line 1: VEVENT is outside a VCALENDAR"),
  ])
  func strictAndLenient(text: String, message: String) throws {
    let strict = try #require(error { () throws(DateMathError) in try ICalendarDocument(parsing: text, options: .strict) })
    #expect(strict.kind == .invalidFormat)
    #expect(strict.message.contains(message), "\(strict.message)")
    let lenient = try ICalendarDocument(parsing: text, options: .lenient)
    #expect(lenient.notes.contains { $0.description.contains(message) }, "\(lenient.notes)")
    #expect(!lenient.components.isEmpty)
  }

  @Test("lower-case names are names (RFC 5545 §2: case-insensitive), and a byte-order mark is skipped")
  func caseAndMark() throws {
    let document = try ICalendarDocument(
      parsing: "\u{FEFF}begin:vcalendar\r\nversion:2.0\r\nprodid:x\r\nbegin:vevent\r\nuid:1\r\nend:vevent\r\nend:vcalendar\r\n",
      options: .strict)
    #expect(document.components[0].components[0].name == "VEVENT")
    #expect(document.components[0].components[0]["UID"]?.value == "1")
    #expect(document.notes.isEmpty)
  }

  @Test("limits: size, an unfolded line's length, nesting depth; each error names the line")
  func limits() throws {
    let big = Self.minimal + "X-BIG:" + String(repeating: "a", count: 200) + "\r\nEND:VCALENDAR\r\n"
    let size = error { () throws(DateMathError) in
      try ICalendarDocument(parsing: big, options: ICalendarReadingOptions(maxBytes: 100))
    }
    #expect(size?.message.contains("over the limit of 100") == true)
    let folded = Self.minimal + "X-LONG:" + String(repeating: "b", count: 60) + "\r\n " + String(repeating: "c", count: 60)
      + "\r\nEND:VCALENDAR\r\n"
    let line = error { () throws(DateMathError) in
      try ICalendarDocument(parsing: folded, options: ICalendarReadingOptions(maxLineBytes: 100))
    }
    #expect(line?.message.hasPrefix("line 4: a content line of more than 100 bytes") == true, "\(line?.message ?? "")")
    let deep = Self.minimal + String(repeating: "BEGIN:X-A\r\n", count: 20)
    let depth = error { () throws(DateMathError) in try ICalendarDocument(parsing: deep, options: .lenient) }
    #expect(depth?.message == "line 19: components nested more than 16 deep (ICalendarReadingOptions.maxDepth)")
  }

  @Test("a misspelt END (END:VTOOD) recovers at the next component's BEGIN instead of swallowing the rest of the file")
  func misspeltEnd() throws {
    let text = Self.minimal + """
      BEGIN:VTODO\r
      UID:t\r
      BEGIN:VALARM\r
      ACTION:DISPLAY\r
      END:VALARM\r
      END:VTOOD\r
      BEGIN:VEVENT\r
      UID:e1\r
      END:VEVENT\r
      BEGIN:VEVENT\r
      UID:e2\r
      END:VEVENT\r
      END:VCALENDAR\r

      """
    // python's icalendar 7.3.2 reads a VTODO (with its VALARM) and two
    // VEVENTs, side by side in the VCALENDAR. Before, both VEVENTs were
    // nested inside the VTODO.
    let lenient = try ICalendarDocument(parsing: text)
    #expect(lenient.components[0].components.map(\.name) == ["VTODO", "VEVENT", "VEVENT"])
    #expect(lenient.components[0].components[0].components.map(\.name) == ["VALARM"])
    #expect(lenient.components[0].components.map { $0["UID"]?.value } == ["t", "e1", "e2"])
    #expect(lenient.notes.map(\.description) == [
      "line 9: END:VTOOD ends no open component: skipped",
      "line 10: VTODO begun on line 4 is not ended before BEGIN:VEVENT, which it cannot hold (RFC 5545 §3.6): ended there",
    ])
    // Strict reading stops at the misspelt END, as before.
    let strict = error { () throws(DateMathError) in try ICalendarDocument(parsing: text, options: .strict) }
    #expect(strict?.message == "line 9: END:VTOOD ends no open component: skipped")
    // A VEVENT begun inside a VEVENT whose END is missing is its sibling,
    // and strict reading refuses it.
    let missing = Self.minimal + "BEGIN:VEVENT\r\nUID:a\r\nBEGIN:VEVENT\r\nUID:b\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    #expect(try ICalendarDocument(parsing: missing).components[0].components.map { $0["UID"]?.value } == ["a", "b"])
    #expect(error { () throws(DateMathError) in try ICalendarDocument(parsing: missing, options: .strict) }?.position?.line == 6)
    // Components an X- component or a VCALENDAR holds still nest.
    let nested = Self.minimal + "BEGIN:X-GROUP\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\nEND:X-GROUP\r\nEND:VCALENDAR\r\n"
    #expect(try ICalendarDocument(parsing: nested, options: .strict).components[0].components[0].components.map(\.name) == ["VEVENT"])
  }

  @Test("notes are bounded: 100,000 blank lines give ten notes and a count, not 100,000 notes")
  func boundedNotes() throws {
    let text = Self.minimal + String(repeating: "\r\n", count: 100_000) + "END:VCALENDAR\r\n"
    let document = try ICalendarDocument(parsing: text)
    // Lines 4 to 100,003 are blank: the first ten noted one by one, the
    // other 99,990 counted in one note on the 11th's line.
    #expect(document.notes.count == 11)
    #expect(document.notes.prefix(10).map(\.line) == Array(4...13))
    #expect(document.notes.last?.description == "line 14: 99990 more blank lines through line 100003, not listed one by one")
    // Kinds are counted apart: garbage lines among the blank ones.
    let mixed = Self.minimal + String(repeating: "\r\n<p>\r\n", count: 1000) + "END:VCALENDAR\r\n"
    let notes = try ICalendarDocument(parsing: mixed).notes
    #expect(notes.count == 22)
    #expect(notes.suffix(2).map(\.description) == [
      "line 24: 990 more blank lines through line 2002, not listed one by one",
      "line 25: 990 more lines that are no content line through line 2003, not listed one by one",
    ])
  }

  @Test("several calendars in one stream, in order")
  func stream() throws {
    let one = Self.minimal + "X-N:1\r\nEND:VCALENDAR\r\n"
    let document = try ICalendarDocument(parsing: one + one.replacingOccurrences(of: "X-N:1", with: "X-N:2"), options: .strict)
    #expect(document.components.compactMap { $0["X-N"]?.value } == ["1", "2"])
  }
}
