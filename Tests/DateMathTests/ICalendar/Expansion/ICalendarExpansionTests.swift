import DateMath
import Foundation
import Testing

/// Expanding a calendar file's components between two instants (issue 23):
/// what the corpus (ICalendarCorpusTests) does not show. Every expected
/// value is worked out by hand from RFC 5545 and the zones' rules, which
/// each test names.
@Suite("iCalendar expansion")
struct ICalendarExpansionTests {
  /// A VCALENDAR around `body`, with CRLF line ends.
  static func calendar(_ body: String, header: String = "") -> String {
    ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//DateMath tests//EN\n" + header + body + "END:VCALENDAR\n")
      .replacingOccurrences(of: "\n", with: "\r\n")
  }

  static func window(_ from: String, _ to: String) throws -> Range<Date> {
    try Date(rfc3339: from)..<Date(rfc3339: to)
  }

  static func expand(
    _ body: String, header: String = "", _ from: String, _ to: String,
    options: ICalendarExpansionOptions = ICalendarExpansionOptions(floatingZone: .utc)
  ) throws -> [ICalendarOccurrence] {
    let document = try ICalendarDocument(parsing: calendar(body, header: header), options: .strict)
    return Array(try document.occurrences(in: window(from, to), options: options))
  }

  static func utc(_ t: ZonedDateTime) -> String {
    ((try? t.converted(to: .utc).localDateTime.description) ?? "?") + "Z"
  }

  @Test("a THISANDFUTURE change that moves later instances 36 hours earlier keeps the output in order")
  func thisAndFutureBackwards() throws {
    // Daily at 12:00Z; from 5 March the series moves to 00:00 the day before
    // (-36 h on the wall clock of UTC) and lasts 30 minutes instead of 60.
    let got = try Self.expand(
      """
      BEGIN:VEVENT
      UID:t
      DTSTART:20240301T120000Z
      DTEND:20240301T130000Z
      RRULE:FREQ=DAILY;COUNT=8
      END:VEVENT
      BEGIN:VEVENT
      UID:t
      RECURRENCE-ID;RANGE=THISANDFUTURE:20240305T120000Z
      DTSTART:20240304T000000Z
      DTEND:20240304T003000Z
      END:VEVENT

      """, "2024-03-03T00:00:00Z", "2024-03-10T00:00:00Z")
    #expect(got.map { Self.utc($0.start) } == [
      "2024-03-03T12:00:00Z", "2024-03-04T00:00:00Z", "2024-03-04T12:00:00Z", "2024-03-05T00:00:00Z",
      "2024-03-06T00:00:00Z", "2024-03-07T00:00:00Z",
    ])
    #expect(got.map(\.origin) == [.series, .override, .series, .thisAndFuture, .thisAndFuture, .thisAndFuture])
    // The changed instances last the override's 30 minutes, and know where they came from.
    #expect(got[3].end.epochSeconds - got[3].start.epochSeconds == 1800)
    #expect(got[3].recurrenceID.map(Self.utc) == "2024-03-06T12:00:00Z")
    #expect(got[3].isMoved && !got[2].isMoved)
  }

  @Test("X-WR-TIMEZONE: Google's reading keeps a UTC weekly event on Berlin's wall clock; RFC 5545's keeps it in UTC")
  func calendarZone() throws {
    // Mondays from 3 March 2025 08:00Z = 09:00 CET. Berlin moves to CEST on 30 March.
    let body = "BEGIN:VEVENT\nUID:g\nDTSTART:20250303T080000Z\nDTEND:20250303T090000Z\nRRULE:FREQ=WEEKLY\nEND:VEVENT\n"
    let header = "X-WR-TIMEZONE:Europe/Berlin\n"
    let google = try Self.expand(body, header: header, "2025-03-24T00:00:00Z", "2025-04-01T00:00:00Z", options: .init())
    #expect(google.map(\.start.description) == [
      "2025-03-24T09:00:00+01:00[Europe/Berlin]", "2025-03-31T09:00:00+02:00[Europe/Berlin]",
    ])
    let rfc = try Self.expand(
      body, header: header, "2025-03-24T00:00:00Z", "2025-04-01T00:00:00Z", options: .init(calendarZone: .floatingOnly))
    #expect(rfc.map { Self.utc($0.start) } == ["2025-03-24T08:00:00Z", "2025-03-31T08:00:00Z"])
  }

  @Test("X-WR-TIMEZONE is the zone of floating times and dates unless ignored")
  func floatingInCalendarZone() throws {
    let body = "BEGIN:VEVENT\nUID:f\nDTSTART:20250310T090000\nEND:VEVENT\nBEGIN:VEVENT\nUID:d\nDTSTART;VALUE=DATE:20250311\nEND:VEVENT\n"
    let header = "X-WR-TIMEZONE:Asia/Tokyo\n"
    let read = try Self.expand(body, header: header, "2025-03-09T00:00:00Z", "2025-03-12T00:00:00Z", options: .init(floatingZone: .utc))
    // 09:00 in Tokyo (+09:00) is 00:00Z; 11 March starts at 10 March 15:00Z there.
    #expect(read.map { Self.utc($0.start) } == ["2025-03-10T00:00:00Z", "2025-03-10T15:00:00Z"])
    #expect(read.allSatisfy { $0.isFloating } && read.map(\.isAllDay) == [false, true])
    #expect(Self.utc(read[1].end) == "2025-03-11T15:00:00Z")
    let ignored = try Self.expand(
      body, header: header, "2025-03-09T00:00:00Z", "2025-03-12T00:00:00Z", options: .init(calendarZone: .ignore, floatingZone: .utc))
    #expect(ignored.map { Self.utc($0.start) } == ["2025-03-10T09:00:00Z", "2025-03-11T00:00:00Z"])
  }

  @Test("an unknown TZID is an error naming the line and close names, or floating by option")
  func unknownZone() throws {
    let body = "BEGIN:VEVENT\nUID:u\nDTSTART;TZID=Europe/Berln:20250310T090000\nEND:VEVENT\n"
    do {
      _ = try Self.expand(body, "2025-03-09T00:00:00Z", "2025-03-12T00:00:00Z")
      Issue.record("an unknown TZID was accepted")
    } catch let error as DateMathError {
      #expect(error.kind == .unknownZone)
      #expect(error.message.contains("line 6"))
      #expect(error.message.contains("Europe/Berlin"))
    }
    let document = try ICalendarDocument(parsing: Self.calendar(body))
    let floating = try document.occurrences(
      in: Self.window("2025-03-09T00:00:00Z", "2025-03-12T00:00:00Z"),
      options: .init(unknownZones: .floating, floatingZone: .utc))
    #expect(Array(floating).map { Self.utc($0.start) } == ["2025-03-10T09:00:00Z"])
    #expect(Array(floating).allSatisfy { $0.isFloating })
    #expect(floating.notes.count == 1 && floating.notes[0].message.contains("read as floating"))
  }

  @Test("Windows names and /vendor/ prefixes name IANA zones when no VTIMEZONE defines them")
  func zoneNames() throws {
    let body = """
      BEGIN:VEVENT
      UID:w
      DTSTART;TZID=W. Europe Standard Time:20240401T090000
      END:VEVENT
      BEGIN:VEVENT
      UID:m
      DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20240401T090000
      END:VEVENT

      """
    let got = try Self.expand(body, "2024-04-01T00:00:00Z", "2024-04-02T00:00:00Z")
    // Berlin is on +02:00 from 31 March, New York on -04:00 from 10 March.
    #expect(got.map(\.start.description) == [
      "2024-04-01T09:00:00+02:00[Europe/Berlin]", "2024-04-01T09:00:00-04:00[America/New_York]",
    ])
  }

  @Test("a component that cannot be read is left out with a note, or an error in strict mode")
  func badComponent() throws {
    let body = """
      BEGIN:VEVENT
      UID:bad
      DTSTART:20240401T090000Z
      DTEND:20240401T080000Z
      END:VEVENT
      BEGIN:VEVENT
      UID:good
      DTSTART:20240401T100000Z
      END:VEVENT

      """
    let document = try ICalendarDocument(parsing: Self.calendar(body))
    let window = try Self.window("2024-04-01T00:00:00Z", "2024-04-02T00:00:00Z")
    let lenient = try document.occurrences(in: window)
    #expect(Array(lenient).map(\.uid) == ["good"])
    // The note names the rule's line, once.
    #expect(lenient.notes.map(\.line) == [7])
    #expect(lenient.notes.first?.message.hasPrefix("DTEND is before DTSTART") == true)
    #expect(lenient.notes.first?.message.contains("the VEVENT (UID \"bad\") was left out") == true)
    #expect(throws: DateMathError.self) { try document.occurrences(in: window, options: .init(mode: .strict)) }
  }

  @Test("occurrences that began before the window and still go on are in it; one that ended at its start is not")
  func overlapWindow() throws {
    let body = """
      BEGIN:VEVENT
      UID:trip
      DTSTART;VALUE=DATE:20240328
      DTEND;VALUE=DATE:20240403
      END:VEVENT
      BEGIN:VEVENT
      UID:ended
      DTSTART:20240331T220000Z
      DTEND:20240401T000000Z
      END:VEVENT
      BEGIN:VEVENT
      UID:instant
      DTSTART:20240401T000000Z
      END:VEVENT

      """
    let got = try Self.expand(body, "2024-04-01T00:00:00Z", "2024-04-02T00:00:00Z")
    #expect(got.map(\.uid) == ["trip", "instant"])
    #expect(got[0].isAllDay && got[0].end.localDateTime.date.description == "2024-04-03")
  }

  @Test("DURATION:P1D is a day on the wall clock (25 hours over the change), PT24H is 24 hours")
  func nominalDuration() throws {
    // Berlin goes back from +02:00 to +01:00 at 03:00 on 27 October 2024.
    let body = """
      BEGIN:VEVENT
      UID:day
      DTSTART;TZID=Europe/Berlin:20241026T120000
      DURATION:P1D
      END:VEVENT
      BEGIN:VEVENT
      UID:hours
      DTSTART;TZID=Europe/Berlin:20241026T120000
      DURATION:PT24H
      END:VEVENT

      """
    let got = try Self.expand(body, "2024-10-26T00:00:00Z", "2024-10-27T00:00:00Z")
    #expect(got.map(\.end.description) == [
      "2024-10-27T12:00:00+01:00[Europe/Berlin]", "2024-10-27T11:00:00+01:00[Europe/Berlin]",
    ])
  }

  @Test("DTEND gives every instance the same exact length, even the one over the change")
  func exactLength() throws {
    // 22:00-06:00 nightly; the night of 26-27 October 2024 in Berlin is 9 hours
    // on the wall clock, but DTEND - DTSTART is 8 hours (RFC 5545 §3.8.5.3).
    let body = """
      BEGIN:VEVENT
      UID:night
      DTSTART;TZID=Europe/Berlin:20241025T220000
      DTEND;TZID=Europe/Berlin:20241026T060000
      RRULE:FREQ=DAILY;COUNT=3
      END:VEVENT

      """
    let got = try Self.expand(body, "2024-10-25T00:00:00Z", "2024-10-29T00:00:00Z")
    #expect(got.map { $0.end.epochSeconds - $0.start.epochSeconds } == [28_800, 28_800, 28_800])
    #expect(got[1].end.description == "2024-10-27T05:00:00+01:00[Europe/Berlin]")
  }

  @Test("a to-do is placed by DTSTART and ends at its DUE; one with DUE alone is placed there")
  func toDos() throws {
    let body = """
      BEGIN:VTODO
      UID:report
      DTSTART;TZID=Europe/Berlin:20260302T090000
      DUE;TZID=Europe/Berlin:20260302T170000
      RRULE:FREQ=WEEKLY;COUNT=2
      STATUS:NEEDS-ACTION
      END:VTODO
      BEGIN:VTODO
      UID:taxes
      DUE;VALUE=DATE:20260305
      END:VTODO
      BEGIN:VTODO
      UID:someday
      SUMMARY:No date at all
      END:VTODO

      """
    let got = try Self.expand(body, "2026-03-01T00:00:00Z", "2026-03-15T00:00:00Z")
    #expect(got.map(\.uid) == ["report", "taxes", "report"])
    #expect(got.map { Self.utc($0.end) } == ["2026-03-02T16:00:00Z", "2026-03-05T00:00:00Z", "2026-03-09T16:00:00Z"])
    #expect(got.allSatisfy { $0.componentName == "VTODO" } && got[0].status == "NEEDS-ACTION")
  }

  @Test("an RDATE period keeps its own end; EXDATE takes an instance out by instant")
  func rdatePeriod() throws {
    let body = """
      BEGIN:VEVENT
      UID:p
      DTSTART;TZID=America/New_York:20240304T090000
      DTEND;TZID=America/New_York:20240304T100000
      RRULE:FREQ=DAILY;COUNT=3
      EXDATE:20240305T140000Z
      RDATE;VALUE=PERIOD:20240310T180000Z/PT3H,20240311T180000Z/20240311T183000Z
      END:VEVENT

      """
    let got = try Self.expand(body, "2024-03-01T00:00:00Z", "2024-03-15T00:00:00Z")
    // 09:00 EST is 14:00Z: the EXDATE removes 5 March.
    #expect(got.map { Self.utc($0.start) + "/" + Self.utc($0.end) } == [
      "2024-03-04T14:00:00Z/2024-03-04T15:00:00Z", "2024-03-06T14:00:00Z/2024-03-06T15:00:00Z",
      "2024-03-10T18:00:00Z/2024-03-10T21:00:00Z", "2024-03-11T18:00:00Z/2024-03-11T18:30:00Z",
    ])
  }

  @Test("alarms: before the start, after the end, at an instant, repeated; REPEAT without DURATION is an error")
  func alarms() throws {
    let body = """
      BEGIN:VEVENT
      UID:a
      DTSTART;TZID=America/New_York:20240310T013000
      DTEND;TZID=America/New_York:20240310T033000
      BEGIN:VALARM
      ACTION:DISPLAY
      TRIGGER:-PT15M
      END:VALARM
      BEGIN:VALARM
      ACTION:AUDIO
      TRIGGER;RELATED=END:PT0S
      REPEAT:1
      DURATION:PT10M
      END:VALARM
      BEGIN:VALARM
      ACTION:EMAIL
      TRIGGER;VALUE=DATE-TIME:20240309T120000Z
      END:VALARM
      END:VEVENT

      """
    let event = try #require(try Self.expand(body, "2024-03-10T00:00:00Z", "2024-03-11T00:00:00Z").first)
    let alarms = try event.alarms()
    #expect(alarms.map(\.action) == ["DISPLAY", "AUDIO", "EMAIL"])
    // 01:30 EST is 06:30Z; 03:30 EDT (after the 02:00 gap) is 07:30Z.
    #expect(alarms.map { $0.times.map(Self.utc) } == [
      ["2024-03-10T06:15:00Z"], ["2024-03-10T07:30:00Z", "2024-03-10T07:40:00Z"], ["2024-03-09T12:00:00Z"],
    ])
    let broken = body.replacingOccurrences(of: "REPEAT:1\nDURATION:PT10M\n", with: "REPEAT:1\n")
    let bad = try #require(try Self.expand(broken, "2024-03-10T00:00:00Z", "2024-03-11T00:00:00Z").first)
    #expect(throws: DateMathError.self) { try bad.alarms() }
  }

  @Test("an endless series over a century is read lazily: the first few cost a few steps")
  func lazy() throws {
    let body = "BEGIN:VEVENT\nUID:m\nDTSTART:20000101T000000Z\nRRULE:FREQ=MINUTELY\nEND:VEVENT\n"
    let document = try ICalendarDocument(parsing: Self.calendar(body))
    let occurrences = try document.occurrences(in: Self.window("2000-01-01T00:00:00Z", "2100-01-01T00:00:00Z"))
    #expect(occurrences.prefix(3).map { Self.utc($0.start) } == [
      "2000-01-01T00:00:00Z", "2000-01-01T00:01:00Z", "2000-01-01T00:02:00Z",
    ])
  }

  @Test("a DURATION that is not one is an error naming the line")
  func badDuration() throws {
    let body = "BEGIN:VEVENT\nUID:d\nDTSTART:20240401T090000Z\nDURATION:PT1H30\nEND:VEVENT\n"
    let document = try ICalendarDocument(parsing: Self.calendar(body))
    do {
      _ = try document.occurrences(in: Self.window("2024-04-01T00:00:00Z", "2024-04-02T00:00:00Z"), options: .init(mode: .strict))
      Issue.record("a bad DURATION was accepted")
    } catch let error as DateMathError {
      #expect(error.message.contains("line 7") && error.message.contains("PT1H30"))
    }
  }

  @Test("the same expansion read from several tasks at once gives the same occurrences")
  func concurrent() async throws {
    let body = "BEGIN:VEVENT\nUID:c\nDTSTART;TZID=Europe/Paris:20240101T090000\nRRULE:FREQ=DAILY\nEND:VEVENT\n"
    let occurrences = try ICalendarDocument(parsing: Self.calendar(body))
      .occurrences(in: Self.window("2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z"))
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 { group.addTask { occurrences.reduce(0) { n, _ in n + 1 } } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(counts == Array(repeating: 366, count: 8))
  }
}
