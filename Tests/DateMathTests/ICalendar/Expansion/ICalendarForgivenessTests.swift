import DateMath
import Foundation
import Testing

/// Imperfect real files read as the oracles read them (issue 37): each
/// thing a lenient expansion forgives is noted, and is an error with
/// ``ICalendarExpansionOptions/Mode/strict``. Expected occurrences are
/// worked out by hand from RFC 5545 and the zones' rules, and where the
/// oracles speak, checked against recurring-ical-events 3.8.2 (icalendar
/// 7.3.2), the corpus's oracle (a).
@Suite("iCalendar forgiveness")
struct ICalendarForgivenessTests {
  typealias T = ICalendarExpansionTests

  static func read(_ body: String, header: String = "") throws -> ICalendarDocument {
    try ICalendarDocument(parsing: T.calendar(body, header: header), options: .strict)
  }

  static func expand(
    _ body: String, header: String = "", _ from: String, _ to: String, floatingZone: Zone = .utc
  ) throws -> ICalendarOccurrences {
    try read(body, header: header).occurrences(in: T.window(from, to), options: .init(floatingZone: floatingZone))
  }

  static func strict(_ body: String, header: String = "", _ from: String, _ to: String) throws -> DateMathError? {
    do {
      _ = try read(body, header: header).occurrences(in: T.window(from, to), options: .init(floatingZone: .utc, mode: .strict))
      return nil
    } catch let error as DateMathError {
      return error
    }
  }

  @Test("a floating DTEND beside a DTSTART with a TZID is read on the DTSTART's clock, whatever the viewer's zone")
  func floatingEnd() throws {
    // 09:00-10:00 in New York (-05:00 on 4 March 2024): 14:00Z-15:00Z. Read
    // in UTC or Tokyo, the floating 10:00 was before DTSTART and the event
    // was left out; recurring-ical-events gives 09:00-10:00 -05:00.
    let body = """
      BEGIN:VEVENT
      UID:f
      DTSTART;TZID=America/New_York:20240304T090000
      DTEND:20240304T100000
      RRULE:FREQ=DAILY;COUNT=2
      END:VEVENT

      """
    for viewer in ["UTC", "Asia/Tokyo", "America/New_York", "Europe/Berlin"] {
      let got = try Self.expand(body, "2024-03-01T00:00:00Z", "2024-03-10T00:00:00Z", floatingZone: Zone(identifier: viewer))
      #expect(
        Array(got).map { T.utc($0.start) + "/" + T.utc($0.end) } == [
          "2024-03-04T14:00:00Z/2024-03-04T15:00:00Z", "2024-03-05T14:00:00Z/2024-03-05T15:00:00Z",
        ], "viewer in \(viewer)")
      #expect(got.notes.map(\.description) == [
        "line 7: DTEND is a floating time (no TZID, not UTC) but DTSTART is in America/New_York: read on DTSTART's clock, in America/New_York"
      ])
    }
    // DTSTART in UTC: the floating end is on UTC's clock too.
    let utc = try Self.expand(
      "BEGIN:VEVENT\nUID:u\nDTSTART:20240304T090000Z\nDTEND:20240304T093000\nEND:VEVENT\n",
      "2024-03-01T00:00:00Z", "2024-03-10T00:00:00Z", floatingZone: Zone(identifier: "Asia/Tokyo"))
    #expect(Array(utc).map { T.utc($0.end) } == ["2024-03-04T09:30:00Z"])
    let error = try #require(try Self.strict(body, "2024-03-01T00:00:00Z", "2024-03-10T00:00:00Z"))
    #expect(error.message == "line 7: DTEND is a floating time (no TZID, not UTC) but DTSTART is in America/New_York")
  }

  @Test("an empty or invalid RRULE is dropped with a note: DTSTART's instance, RDATEs and other rules stay")
  func invalidRule() throws {
    for rule in ["RRULE:", "RRULE:FREQ=DAILY;COUNT=-1", "RRULE:FREQ=DAILY;COUNT=0", "RRULE:FREQ=SOMETIMES"] {
      let body = """
        BEGIN:VEVENT
        UID:b
        DTSTART:20240301T090000Z
        \(rule)
        RDATE:20240305T090000Z
        END:VEVENT

        """
      // recurring-ical-events 3.8.2: 1 and 5 March for RRULE: and COUNT=0.
      let got = try Self.expand(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z")
      #expect(Array(got).map { T.utc($0.start) } == ["2024-03-01T09:00:00Z", "2024-03-05T09:00:00Z"], "\(rule)")
      #expect(got.notes.map(\.line) == [7])
      #expect(got.notes.first?.message.hasPrefix("RRULE: ") == true)
      #expect(got.notes.first?.message.hasSuffix(": the rule was dropped; DTSTART and any other rule or RDATE still count") == true)
      let error = try #require(try Self.strict(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z"))
      #expect(error.kind == .invalidRecurrenceRule && error.position?.line == 7)
    }
    // A rule alone: the event happens once, at DTSTART, and is no series.
    let alone = try Self.expand(
      "BEGIN:VEVENT\nUID:a\nDTSTART:20240301T090000Z\nRRULE:\nEND:VEVENT\n", "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z")
    #expect(Array(alone).map { T.utc($0.start) } == ["2024-03-01T09:00:00Z"])
    #expect(Array(alone).map(\.recurrenceID) == [nil])
    // A bad rule beside a good one: the good one is expanded.
    let two = try Self.expand(
      "BEGIN:VEVENT\nUID:t\nDTSTART:20240301T090000Z\nRRULE:FREQ=DAILY;COUNT=-1\nRRULE:FREQ=WEEKLY;COUNT=2\nEND:VEVENT\n",
      "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z")
    #expect(Array(two).map { T.utc($0.start) } == ["2024-03-01T09:00:00Z", "2024-03-08T09:00:00Z"])
  }

  @Test("a date-time RECURRENCE-ID for an all-day series replaces the instance of its date")
  func dateTimeRecurrenceIDOfAllDaySeries() throws {
    // Exchange's shape. recurring-ical-events 3.8.2 gives 1, 2, 10 (moved
    // from 3), 4 and 5 March for each of these.
    for id in [
      "RECURRENCE-ID;TZID=Europe/Berlin:20240303T000000", "RECURRENCE-ID;TZID=America/New_York:20240303T000000",
      "RECURRENCE-ID:20240303T000000Z", "RECURRENCE-ID:20240303T000000",
    ] {
      let body = """
        BEGIN:VEVENT
        UID:c
        DTSTART;VALUE=DATE:20240301
        RRULE:FREQ=DAILY;COUNT=5
        SUMMARY:series
        END:VEVENT
        BEGIN:VEVENT
        UID:c
        \(id)
        DTSTART;VALUE=DATE:20240310
        SUMMARY:moved
        END:VEVENT

        """
      for viewer in ["UTC", "Asia/Tokyo", "America/Los_Angeles"] {
        let got = try Self.expand(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z", floatingZone: Zone(identifier: viewer))
        #expect(
          Array(got).map { $0.start.localDateTime.date.description } == [
            "2024-03-01", "2024-03-02", "2024-03-04", "2024-03-05", "2024-03-10",
          ], "\(id), viewer in \(viewer)")
        #expect(Array(got).last?.recurrenceID?.localDateTime.date.description == "2024-03-03")
        #expect(got.notes.map(\.description) == [
          "line 12: RECURRENCE-ID is a date-time but the series' DTSTART is a date: read as its date, 2024-03-03"
        ])
      }
      let error = try #require(try Self.strict(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z"))
      #expect(error.message == "line 12: RECURRENCE-ID is a date-time but the series' DTSTART is a date")
    }
  }

  @Test("several masters of one UID: the highest SEQUENCE, then the last in the file; overrides attach to it")
  func oneMasterPerUID() throws {
    let body = """
      BEGIN:VEVENT
      UID:d
      SEQUENCE:2
      DTSTART:20240301T090000Z
      RRULE:FREQ=DAILY;COUNT=3
      END:VEVENT
      BEGIN:VEVENT
      UID:d
      SEQUENCE:1
      DTSTART:20240301T100000Z
      RRULE:FREQ=DAILY;COUNT=3
      END:VEVENT
      BEGIN:VEVENT
      UID:d
      SEQUENCE:2
      DTSTART:20240301T110000Z
      RRULE:FREQ=DAILY;COUNT=3
      END:VEVENT
      BEGIN:VEVENT
      UID:d
      RECURRENCE-ID:20240302T110000Z
      DTSTART:20240302T120000Z
      END:VEVENT
      BEGIN:VEVENT
      DTSTART:20240301T080000Z
      END:VEVENT
      BEGIN:VEVENT
      DTSTART:20240301T083000Z
      END:VEVENT

      """
    // The third master (line 16) is the last of SEQUENCE 2: 11:00 each day,
    // the second day's moved to 12:00. Before, all three were expanded (9
    // instances) and the override replaced nothing. Events without UID are
    // each their own.
    let got = try Self.expand(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z")
    #expect(Array(got).map { T.utc($0.start) } == [
      "2024-03-01T08:00:00Z", "2024-03-01T08:30:00Z", "2024-03-01T11:00:00Z", "2024-03-02T12:00:00Z",
      "2024-03-03T11:00:00Z",
    ])
    #expect(got.notes.map(\.line) == [4, 10])
    #expect(got.notes.first?.message == """
      the VEVENT (UID "d") is a second master of its UID (no RECURRENCE-ID), SEQUENCE 2; the one on line 16, SEQUENCE 2, \
      is used: the highest SEQUENCE, then the last in the file (RFC 5545 §3.8.7.4): this one was left out
      """)
    let error = try #require(try Self.strict(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z"))
    #expect(error.position?.line == 4)
  }

  @Test("an event without DTSTART is noted, and an error when strict unless the calendar has a METHOD")
  func noStart() throws {
    let body = "BEGIN:VEVENT\nUID:n\nSUMMARY:when?\nEND:VEVENT\nBEGIN:VTODO\nUID:someday\nEND:VTODO\n"
    let got = try Self.expand(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z")
    #expect(Array(got).isEmpty)
    #expect(got.notes.map(\.description) == [#"line 4: the VEVENT (UID "n") has no DTSTART (RFC 5545 §3.6.1): it has no occurrences"#])
    #expect(try Self.strict(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z")?.position?.line == 4)
    // With a METHOD, RFC 5545 §3.6.1 does not require DTSTART: a note, also when strict.
    let cancel = try Self.read(body, header: "METHOD:CANCEL\n")
      .occurrences(in: T.window("2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z"), options: .init(floatingZone: .utc, mode: .strict))
    #expect(cancel.notes.map(\.line) == [5])
  }

  @Test("an instance that ends past year 9999 is a note, or an error when strict, not a silent drop")
  func pastYear9999() throws {
    // 31 December 9999 12:00Z + 1 day is in year 10000.
    let once = "BEGIN:VEVENT\nUID:end\nDTSTART:99991231T120000Z\nDURATION:P1D\nEND:VEVENT\n"
    let got = try Self.expand(once, "9999-12-01T00:00:00Z", "9999-12-31T23:00:00Z")
    #expect(Array(got).isEmpty)
    #expect(got.notes.count == 1)
    #expect(got.notes.first?.line == 4)
    #expect(got.notes.first?.message.hasPrefix(#"the VEVENT (UID "end") has an instance that ends past year 9999"#) == true)
    #expect(got.notes.first?.message.hasSuffix("its instances past 9999 are left out") == true)
    #expect(try Self.strict(once, "9999-12-01T00:00:00Z", "9999-12-31T23:00:00Z")?.position?.line == 4)
    // Daily from 25 December 9999 for two days each: the 25th to the 29th
    // end by 31 December; the 30th and the 31st would end in 10000.
    let daily = "BEGIN:VEVENT\nUID:daily\nDTSTART:99991225T000000Z\nDURATION:P2D\nRRULE:FREQ=DAILY\nEND:VEVENT\n"
    let series = try Self.expand(daily, "9999-12-20T00:00:00Z", "9999-12-31T23:00:00Z")
    #expect(Array(series).map { $0.start.localDateTime.date.description } == [
      "9999-12-25", "9999-12-26", "9999-12-27", "9999-12-28", "9999-12-29",
    ])
    #expect(series.notes.map(\.line) == [4])
    // Far from 9999 nothing is looked at, and nothing is noted.
    #expect(try Self.expand(daily, "9999-12-20T00:00:00Z", "9999-12-26T00:00:00Z").notes.isEmpty)
  }

  @Test("notes are bounded per kind: many components left out give the first ten and a count")
  func boundedExpansionNotes() throws {
    let body = (0..<1000).map { "BEGIN:VEVENT\nUID:\($0)\nDTSTART:20240231T090000Z\nEND:VEVENT\n" }.joined()
    let got = try Self.expand(body, "2024-02-01T00:00:00Z", "2024-04-01T00:00:00Z")
    #expect(got.notes.count == 11)
    // Each event is 4 lines from line 4; its DTSTART is its third.
    #expect(got.notes.last?.description == "line 46: 990 more components left out through line 4002, not listed one by one")
  }
}
