import DateMath
import Foundation
import Testing

/// Issue 37: nothing a program puts in a component can start another line
/// when it is written. A bare CR in a title typed as
/// `Lunch\rRRULE:FREQ=MINUTELY` was written raw and read back as an
/// injected RRULE (one occurrence became 3,780 in a week). RFC 5545 §3.1:
/// a content line ends at CRLF and no value holds a control character but
/// HTAB; §3.3.11: TEXT writes a line break `\n`; RFC 6868: a parameter
/// value writes it `^n`.
@Suite("iCalendar writer: no injection")
struct ICalendarWriterInjectionTests {
  static let week = try! Date(rfc3339: "2024-03-04T00:00:00Z")..<Date(rfc3339: "2024-03-11T00:00:00Z")

  static func calendar(_ event: [ICalendarProperty]) -> ICalendarDocument {
    let start = ICalendarProperty(name: "DTSTART", value: "20240305T120000Z")
    let uid = ICalendarProperty(name: "UID", value: "lunch")
    let vevent = ICalendarComponent(name: "VEVENT", properties: [uid, start] + event)
    let vcalendar = ICalendarComponent(
      name: "VCALENDAR",
      properties: [ICalendarProperty(name: "VERSION", value: "2.0"), ICalendarProperty(name: "PRODID", value: "-//x//EN")],
      components: [vevent])
    return ICalendarDocument(components: [vcalendar])
  }

  @Test("the issue's title: one SUMMARY and one occurrence, read back, whichever way it was given")
  func reproduction() throws {
    let typed = "Lunch\rRRULE:FREQ=MINUTELY"
    for property in [
      ICalendarProperty(name: "SUMMARY", text: typed),
      ICalendarProperty(name: "SUMMARY", value: typed),  // a raw value, unescaped
      ICalendarProperty(name: "SUMMARY", parameters: [ICalendarParameter(name: "X-NOTE", values: [typed])], value: "Lunch"),
    ] {
      let written = Self.calendar([property]).text
      #expect(!written.contains("\rRRULE"))
      let read = try ICalendarDocument(parsing: written, options: .strict)
      let event = try #require(read.components.first?.components.first)
      #expect(event.properties(named: "RRULE").isEmpty)
      #expect(event.properties.map(\.name) == ["UID", "DTSTART", "SUMMARY"])
      #expect(Array(try read.occurrences(in: Self.week)).count == 1)
    }
    let text = try ICalendarDocument(parsing: Self.calendar([ICalendarProperty(name: "SUMMARY", text: typed)]).text)
    #expect(text.components[0].components[0]["SUMMARY"]?.textValue == "Lunch\nRRULE:FREQ=MINUTELY")
  }

  @Test("a name with characters no name may have is written with -")
  func names() throws {
    let written = Self.calendar([ICalendarProperty(name: "X-A\r\nRRULE", value: "1")]).text
    let read = try ICalendarDocument(parsing: written, options: .strict)
    #expect(read.components[0].components[0].properties.map(\.name) == ["UID", "DTSTART", "X-A--RRULE"])
  }

  /// What a string reads back as: a line break (CR, LF or CRLF) is LF, any
  /// other control character but a tab is U+FFFD.
  static func normalized(_ text: String) -> String {
    var out = ""
    for character in text {
      if character == "\r\n" || character == "\r" || character == "\n" {
        out.append("\n")
      } else if character.unicodeScalars.contains(where: { ($0.value < 0x20 && $0.value != 0x09) || $0.value == 0x7F }) {
        out.append("\u{FFFD}")
      } else {
        out.append(character)
      }
    }
    return out
  }

  @Test("random strings as TEXT and as parameter values: written, read back, the same properties with the same text")
  func roundTrip() throws {
    let alphabet: [String] = [
      "a", "Z", "7", " ", "\t", "\r", "\n", "\r\n", "\u{0}", "\u{1B}", "\u{7F}", ";", ",", ":", "\\", "\"", "^", "'",
      "é", "ß", "😀", "中", "BEGIN:VEVENT", "END:VCALENDAR", "RRULE:FREQ=MINUTELY", "^n", "\\n", "=",
    ]
    var random = SplitMix(state: 5545)
    for _ in 0..<400 {
      let length = Int(random.next() % 40)
      let text = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
      let properties = [
        ICalendarProperty(name: "SUMMARY", text: text),
        ICalendarProperty(name: "X-NOTE", parameters: [ICalendarParameter(name: "X-P", values: [text, "b"])], value: "x"),
        ICalendarProperty(name: "LOCATION", text: text + text),
      ]
      let written = Self.calendar(properties).text
      let read = try ICalendarDocument(parsing: written, options: .strict)
      #expect(read.components.count == 1)
      let event = try #require(read.components.first?.components.first)
      #expect(read.components[0].components.count == 1)
      #expect(event.properties.map(\.name) == ["UID", "DTSTART", "SUMMARY", "X-NOTE", "LOCATION"], "\(text.debugDescription)")
      #expect(event["SUMMARY"]?.textValue == Self.normalized(text), "\(text.debugDescription)")
      #expect(event["LOCATION"]?.textValue == Self.normalized(text + text))
      #expect(event["X-NOTE"]?.parameters.first?.values == [Self.normalized(text), "b"], "\(text.debugDescription)")
    }
  }
}
