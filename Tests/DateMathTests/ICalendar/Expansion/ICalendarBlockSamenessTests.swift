import DateMath
import Foundation
import Testing

/// One RFC 5545 reader (issue 33 item 3): a block of DTSTART, RRULE,
/// RDATE, EXDATE and EXRULE lines gives the same occurrences through
/// `Recurrence(iCalendar:)` as inside a VEVENT through
/// `ICalendarDocument.occurrences(in:)`. Each expected list is worked out
/// by hand from RFC 5545 and the zones' rules, never by the code.
@Suite("iCalendar: a rule block and a VEVENT read alike")
struct ICalendarBlockSamenessTests {
  static let window = Date(timeIntervalSince1970: 1_700_000_000)..<Date(timeIntervalSince1970: 1_750_000_000)

  /// The occurrences' instants (RFC 3339 in UTC) of `lines` read as a
  /// block, and read as the body of a VEVENT in a file.
  static func both(_ lines: String, floating: Zone? = nil) throws(DateMathError) -> (block: [String], event: [String]) {
    let block = try Recurrence(iCalendar: lines, floatingZone: floating).occurrences(in: window).map(utc)
    let file = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//DateMath tests//EN\nBEGIN:VEVENT\nUID:same\n\(lines)\nEND:VEVENT\nEND:VCALENDAR\n"
      .replacingOccurrences(of: "\n", with: "\r\n")
    let document = try ICalendarDocument(parsing: file, options: .strict)
    let options = ICalendarExpansionOptions(calendarZone: .ignore, floatingZone: floating, mode: .strict)
    let event = try document.occurrences(in: window, options: options).map { utc($0.start) }
    return (block, event)
  }

  static func utc(_ time: ZonedDateTime) -> String {
    ((try? time.converted(to: .utc).localDateTime.description) ?? "?") + "Z"
  }

  @Test("a Windows zone name in TZID: W. Europe Standard Time is Europe/Berlin (CLDR), across the change of 31 March 2024")
  func windowsName() throws {
    let (block, event) = try Self.both(
      """
      DTSTART;TZID=W. Europe Standard Time:20240329T090000
      RRULE:FREQ=DAILY;COUNT=3
      """)
    // 09:00 in Berlin: +01:00 until 2024-03-31T01:00Z, then +02:00.
    let expected = ["2024-03-29T08:00:00Z", "2024-03-30T08:00:00Z", "2024-03-31T07:00:00Z"]
    #expect(block == expected)
    #expect(event == expected)
  }

  @Test("a vendor's prefix before an IANA name in TZID is read in both")
  func vendorPrefix() throws {
    let (block, event) = try Self.both(
      """
      DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20240309T090000
      RRULE:FREQ=DAILY;COUNT=2
      """)
    // New York: -05:00 until 2024-03-10T07:00Z, then -04:00.
    let expected = ["2024-03-09T14:00:00Z", "2024-03-10T13:00:00Z"]
    #expect(block == expected)
    #expect(event == expected)
  }

  @Test("an all-day rule with a timed EXDATE: the EXDATE takes out its day's occurrence, in both")
  func allDayTimedExceptionDate() throws {
    let newYork = try Zone(identifier: "America/New_York")
    let (block, event) = try Self.both(
      """
      DTSTART;VALUE=DATE:20240101
      RRULE:FREQ=DAILY;COUNT=3
      EXDATE;TZID=America/New_York:20240102T090000
      """, floating: newYork)
    // The recurrence set is 1, 2 and 3 January (dates); the EXDATE names
    // 2 January. Each day starts at 00:00 -05:00.
    let expected = ["2024-01-01T05:00:00Z", "2024-01-03T05:00:00Z"]
    #expect(block == expected)
    #expect(event == expected)
  }

  @Test("DTSTART counts although the rule does not match it (RFC 5545 §3.8.5.1), in both")
  func startAlwaysCounts() throws {
    let (block, event) = try Self.both(
      """
      DTSTART:20240102T090000Z
      RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20240116T000000Z
      """)
    // Tuesday 2 January, then the Mondays 8 and 15 January.
    let expected = ["2024-01-02T09:00:00Z", "2024-01-08T09:00:00Z", "2024-01-15T09:00:00Z"]
    #expect(block == expected)
    #expect(event == expected)
    // Written back, a recurrence whose DTSTART is no occurrence says so
    // with an EXDATE, so that reading it back gives the same occurrences.
    let mondays = Recurrence(
      start: try CivilDateTime(parsing: "2024-01-02T09:00"), in: .utc,
      rule: try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO;COUNT=2"))
    #expect(mondays.iCalendar == "DTSTART:20240102T090000Z\r\nRRULE:FREQ=WEEKLY;COUNT=2;BYDAY=MO\r\nEXDATE:20240102T090000Z")
    #expect(Array(try Recurrence(iCalendar: mondays.iCalendar).occurrences()) == Array(mondays.occurrences()))
  }

  @Test("an all-day recurrence east of UTC is written back with dates, not UTC times")
  func allDayWrittenBack() throws {
    let tokyo = try Zone(identifier: "Asia/Tokyo")
    let block = "DTSTART;VALUE=DATE:20240101\nRRULE:FREQ=DAILY;COUNT=3\nEXDATE;VALUE=DATE:20240102"
    let holidays = try Recurrence(iCalendar: block, floatingZone: tokyo)
    // 1 and 3 January, each from 00:00 +09:00.
    #expect(holidays.occurrences().map(Self.utc) == ["2023-12-31T15:00:00Z", "2024-01-02T15:00:00Z"])
    #expect(holidays.iCalendar == "DTSTART;VALUE=DATE:20240101\r\nRRULE:FREQ=DAILY;COUNT=3\r\nEXDATE;VALUE=DATE:20240102")
    #expect(Array(try Recurrence(iCalendar: holidays.iCalendar, floatingZone: tokyo).occurrences()) == Array(holidays.occurrences()))
    // As the writer before wrote it: 2 January's midnight in UTC. The
    // EXDATE is the day it falls on in Tokyo, in a block and in a file.
    let utcExdate = try Self.both(
      "DTSTART;VALUE=DATE:20240101\nRRULE:FREQ=DAILY;COUNT=3\nEXDATE:20240101T150000Z", floating: tokyo)
    #expect(utcExdate.block == ["2023-12-31T15:00:00Z", "2024-01-02T15:00:00Z"])
    #expect(utcExdate.event == utcExdate.block)
  }

  @Test("RFC 6868: a parameter's caret escapes are read in a block as in a file")
  func rfc6868() throws {
    // ^' is a double quote, ^^ a caret, ^n a line break (RFC 6868 §3).
    let lines = "DTSTART;TZID=Mars^'Olympus^^Mons:20240101T090000\nRRULE:FREQ=DAILY;COUNT=2"
    let blockError = try #require(throwing { () throws(DateMathError) in _ = try Self.both(lines) })
    #expect(blockError.kind == .unknownZone)
    #expect(blockError.zoneIdentifier == "Mars\"Olympus^Mons")
    let file = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:x\r\n"
      + "DTSTART;TZID=Mars^'Olympus^^Mons;X-NOTE=\"one^ntwo\":20240101T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let document = try ICalendarDocument(parsing: file, options: .strict)
    let start = try #require(document.components.first?.components.first?["DTSTART"])
    #expect(start.parameter("TZID") == "Mars\"Olympus^Mons")
    #expect(start.parameter("X-NOTE") == "one\ntwo")
    let eventError = try #require(throwing { () throws(DateMathError) in
      _ = try document.occurrences(in: Self.window)
    })
    #expect(eventError.zoneIdentifier == "Mars\"Olympus^Mons")
    // Escapes that name a zone: none needs one, so a quoted, escape-free
    // TZID reads as the zone in both.
    let quoted = try Self.both("DTSTART;TZID=\"America/New_York\":20240309T090000\nRRULE:FREQ=DAILY;COUNT=2")
    #expect(quoted.block == ["2024-03-09T14:00:00Z", "2024-03-10T13:00:00Z"])
    #expect(quoted.event == quoted.block)
  }

  @Test("a line folded inside a UTF-8 sequence is joined byte by byte (RFC 5545 §3.1)")
  func foldInsideUTF8() throws {
    // "é" is C3 A9; "ä" is C3 A4. A writer counting octets folded each
    // between its two bytes.
    func bytes(_ parts: [Data]) -> Data { parts.reduce(Data(), +) }
    func t(_ text: String) -> Data { Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) }
    let file = bytes([
      t("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\nBEGIN:VTIMEZONE\nTZID:Mitteleurop"), Data([0xC3, 0x0D, 0x0A, 0x20, 0xA4]),
      t("ische Zeit\nBEGIN:STANDARD\nDTSTART:19701025T030000\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\n"),
      t("TZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nEND:STANDARD\nBEGIN:DAYLIGHT\nDTSTART:19700329T020000\n"),
      t("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200\nEND:DAYLIGHT\nEND:VTIMEZONE\n"),
      t("BEGIN:VEVENT\nUID:x\nSUMMARY:Caf"), Data([0xC3, 0x0D, 0x0A, 0x20, 0xA9]), t("\n"),
      t("DTSTART;TZID=\"Mitteleurop"), Data([0xC3, 0x0D, 0x0A, 0x09, 0xA4]), t("ische Zeit\":20240329T090000\n"),
      t("RRULE:FREQ=DAILY;COUNT=3\nEND:VEVENT\nEND:VCALENDAR\n"),
    ])
    #expect(String(validating: file, as: UTF8.self) == nil)  // not UTF-8 as it stands
    let document = try ICalendarDocument(data: file, options: .strict)
    let event = try #require(document.components.first?.components(named: "VEVENT").first)
    #expect(event["SUMMARY"]?.textValue == "Café")
    #expect(event["DTSTART"]?.parameter("TZID") == "Mitteleuropäische Zeit")
    let starts = try document.occurrences(in: Self.window).map { Self.utc($0.start) }
    // The file's zone: +01:00, then +02:00 from 2024-03-31T01:00Z.
    #expect(starts == ["2024-03-29T08:00:00Z", "2024-03-30T08:00:00Z", "2024-03-31T07:00:00Z"])
    // A byte that is not UTF-8 once unfolded is an error naming its place:
    // Latin-1's "é" (E9) on line 6, column 12.
    let latin1 = bytes([
      t("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\nBEGIN:VEVENT\nUID:x\nSUMMARY:Caf"), Data([0xE9]),
      t("\nEND:VEVENT\nEND:VCALENDAR\n"),
    ])
    let error = try #require(throwing { () throws(DateMathError) in _ = try ICalendarDocument(data: latin1) })
    #expect(error.position == TextPosition(line: 6, column: 12))
    #expect(error.message.hasPrefix("line 6 is not UTF-8 text"))
  }

  @Test("errors name their line (and column) in DateMathError.position, in a block and in a file")
  func positions() throws {
    let property = try #require(throwing { () throws(DateMathError) in
      _ = try Recurrence(iCalendar: "DTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=DAILY\nSUMMARY:x")
    })
    #expect(property.position == TextPosition(line: 3, column: 1))
    let rule = try #require(throwing { () throws(DateMathError) in
      _ = try Recurrence(iCalendar: "DTSTART:20240101T090000Z\n\nRRULE:FREQ=DAYLY")
    })
    #expect(rule.kind == .invalidRecurrenceRule)
    #expect(rule.position?.line == 3)
    let zone = try #require(throwing { () throws(DateMathError) in
      _ = try Recurrence(iCalendar: "RRULE:FREQ=DAILY\r\nDTSTART;TZID=Europe/Pariss:20240101T090000")
    })
    #expect(zone.kind == .unknownZone)
    #expect(zone.position?.line == 2)
    #expect(zone.suggestions.contains("Europe/Paris"))
    // A strict file: the line that is no content line, and the column
    // where it stops being one (the space in "BAD NAME").
    let file = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBAD NAME:1\r\nEND:VCALENDAR\r\n"
    let strict = try #require(throwing { () throws(DateMathError) in _ = try ICalendarDocument(parsing: file, options: .strict) })
    #expect(strict.position == TextPosition(line: 4, column: 4))
    // A value in a file: its property's line.
    let event = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20240230T090000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let value = try #require(throwing { () throws(DateMathError) in
      _ = try ICalendarDocument(parsing: event).occurrences(in: Self.window, options: .init(mode: .strict))
    })
    #expect(value.position?.line == 6)
  }
}

/// The error `body` throws, or nil.
private func throwing(_ body: () throws(DateMathError) -> Void) -> DateMathError? {
  do { try body() } catch { return error }
  return nil
}
