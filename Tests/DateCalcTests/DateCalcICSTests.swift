import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `datecalc ics`: a calendar file's occurrences between two times, with
/// notes. Every expected value is worked out from the files and the zones'
/// rules: Berlin is +01:00 until 2024-03-31 01:00Z (02:00 → 03:00 on the
/// wall clock) and +02:00 until 2024-10-27 01:00Z (03:00 → 02:00); New
/// York moved to -04:00 at 2024-03-10 07:00Z; São Paulo's clocks went from
/// 00:00 to 01:00 (-03:00 → -02:00) on 2018-11-04.
@Suite("datecalc ics")
struct DateCalcICSTests {
  /// A file of these content lines, CRLF-ended as RFC 5545 writes them,
  /// in a folder of its own.
  static func file(_ lines: [String], name: String = "calendar.ics") throws -> URL {
    try file(Data((lines.joined(separator: "\r\n") + "\r\n").utf8), name: name)
  }

  static func file(_ bytes: Data, name: String = "calendar.ics") throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("datecalc-ics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try bytes.write(to: url)
    return url
  }

  static func calendar(_ head: [String] = [], _ body: [String]) -> [String] {
    ["BEGIN:VCALENDAR", "PRODID:-//DateMath tests//EN", "VERSION:2.0"] + head + body + ["END:VCALENDAR"]
  }

  /// Google's VTIMEZONE for Europe/Berlin.
  static let berlin = [
    "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "X-LIC-LOCATION:Europe/Berlin",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST", "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET", "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE",
  ]

  static func event(_ lines: String...) -> [String] { ["BEGIN:VEVENT"] + lines + ["END:VEVENT"] }

  /// A Google export: a weekly standup on Mondays at 09:00 Berlin time,
  /// its 25 March instance moved to Tuesday 14:00, its 1 April (Easter
  /// Monday) instance cancelled.
  static let google = calendar(
    ["CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Team", "X-WR-TIMEZONE:Europe/Berlin"],
    berlin
      + event(
        "DTSTART;TZID=Europe/Berlin:20240318T090000", "DTEND;TZID=Europe/Berlin:20240318T093000",
        "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4", "DTSTAMP:20240301T120000Z", "UID:standup@google.com",
        "STATUS:CONFIRMED", "SUMMARY:Standup")
      + event(
        "DTSTART;TZID=Europe/Berlin:20240326T140000", "DTEND;TZID=Europe/Berlin:20240326T143000",
        "DTSTAMP:20240301T120000Z", "UID:standup@google.com", "RECURRENCE-ID;TZID=Europe/Berlin:20240325T090000",
        "SEQUENCE:1", "STATUS:CONFIRMED", "SUMMARY:Standup")
      + event(
        "DTSTART;TZID=Europe/Berlin:20240401T090000", "DTEND;TZID=Europe/Berlin:20240401T093000",
        "DTSTAMP:20240301T120000Z", "UID:standup@google.com", "RECURRENCE-ID;TZID=Europe/Berlin:20240401T090000",
        "SEQUENCE:1", "STATUS:CANCELLED", "SUMMARY:Standup"))

  /// An Outlook export: Windows zone names, with Outlook's VTIMEZONE (its
  /// rules from 1601), a weekly review and a night across the change of
  /// clocks in October.
  static let outlook = calendar(
    ["METHOD:PUBLISH"],
    [
      "BEGIN:VTIMEZONE", "TZID:W. Europe Standard Time",
      "BEGIN:STANDARD", "DTSTART:16011028T030000", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
      "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
      "BEGIN:DAYLIGHT", "DTSTART:16010325T020000", "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
      "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE",
    ]
      + event(
        "DTSTART;TZID=W. Europe Standard Time:20241021T090000", "DTEND;TZID=W. Europe Standard Time:20241021T100000",
        "RRULE:FREQ=WEEKLY;COUNT=3;INTERVAL=1;BYDAY=MO;WKST=SU", "SUMMARY;LANGUAGE=en-us:Project review",
        "UID:040000008200E00074C5B7101A82E00800000000A1")
      + event(
        "DTSTART;TZID=W. Europe Standard Time:20241026T220000", "DTEND;TZID=W. Europe Standard Time:20241027T060000",
        "SUMMARY;LANGUAGE=en-us:Release night", "UID:040000008200E00074C5B7101A82E00800000000B2"))

  @Test("a Google export: the moved instance at its new time, the cancelled one listed as cancelled", .tags(.dst))
  func googleMovedAndCancelled() throws {
    let url = try Self.file(Self.google)
    let run = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-18", "--to", "2024-04-15", "--zone", "Europe/Berlin"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    // 1 April is the first Monday after the clocks went forward: 09:00 is
    // +02:00 there, an hour earlier in UTC than the standup before.
    #expect(run.stdout == """
      1  Mon 2024-03-18T09:00:00+01:00[Europe/Berlin] → 09:30  Standup
      2  Tue 2024-03-26T14:00:00+01:00[Europe/Berlin] → 14:30  Standup  (moved from 2024-03-25 09:00 (+01:00) in Europe/Berlin)
      3  Mon 2024-04-01T09:00:00+02:00[Europe/Berlin] → 09:30  Standup  (cancelled; clocks went forward from 2024-03-31 02:00 to 03:00 (+01:00 → +02:00) in Europe/Berlin since the previous occurrence, 2024-03-26 14:00 (+01:00))
      4  Mon 2024-04-08T09:00:00+02:00[Europe/Berlin] → 09:30  Standup

      """)
  }

  @Test("--json: an array of objects with uid, start, end and recurrenceId as RFC 9557 text, and the rest")
  func jsonShape() throws {
    let url = try Self.file(Self.google)
    let run = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-18", "--to", "2024-04-15", "--zone", "Europe/Berlin", "--json"])
    #expect(run.status == 0, "\(run.stderr)")
    let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 4)
    let keys: Set<String> = [
      "uid", "start", "end", "recurrenceId", "summary", "status", "allDay", "floating", "origin", "moved", "cancelled",
      "component", "zone", "line", "notes", "adjustments",
    ]
    for object in array { #expect(Set(object.keys) == keys) }
    #expect(array.allSatisfy { $0["uid"] as? String == "standup@google.com" })
    #expect(array.map { $0["start"] as? String } == [
      "2024-03-18T09:00:00+01:00[Europe/Berlin]", "2024-03-26T14:00:00+01:00[Europe/Berlin]",
      "2024-04-01T09:00:00+02:00[Europe/Berlin]", "2024-04-08T09:00:00+02:00[Europe/Berlin]",
    ])
    #expect(array.map { $0["end"] as? String } == [
      "2024-03-18T09:30:00+01:00[Europe/Berlin]", "2024-03-26T14:30:00+01:00[Europe/Berlin]",
      "2024-04-01T09:30:00+02:00[Europe/Berlin]", "2024-04-08T09:30:00+02:00[Europe/Berlin]",
    ])
    #expect(array.map { $0["recurrenceId"] as? String } == [
      "2024-03-18T09:00:00+01:00[Europe/Berlin]", "2024-03-25T09:00:00+01:00[Europe/Berlin]",
      "2024-04-01T09:00:00+02:00[Europe/Berlin]", "2024-04-08T09:00:00+02:00[Europe/Berlin]",
    ])
    #expect(array.map { $0["origin"] as? String } == ["series", "override", "override", "series"])
    #expect(array.map { $0["moved"] as? Bool } == [false, true, false, false])
    #expect(array.map { $0["cancelled"] as? Bool } == [false, false, true, false])
    #expect(array.map { $0["status"] as? String } == ["CONFIRMED", "CONFIRMED", "CANCELLED", "CONFIRMED"])
    #expect(array.allSatisfy { $0["summary"] as? String == "Standup" && $0["component"] as? String == "VEVENT" })
    #expect(array.allSatisfy { $0["allDay"] as? Bool == false && $0["floating"] as? Bool == false })
    #expect(array.allSatisfy { $0["zone"] as? String == "Europe/Berlin" })
    #expect((array[1]["notes"] as? [String]) == ["moved from 2024-03-25 09:00 (+01:00) in Europe/Berlin"])
    let moved = try #require((array[1]["adjustments"] as? [[String: Any]])?.first)
    #expect(moved["kind"] as? String == "instanceMoved")
    #expect(moved["requested"] as? String == "2024-03-25T09:00:00")
    #expect(moved["offset"] as? String == "+01:00")
    #expect(moved["thisAndFuture"] as? Bool == false)
    #expect((array[0]["notes"] as? [String]) == [])

    // A one-off event: recurrenceId, summary and status are null, not left out.
    let one = try Self.file(Self.calendar([], Self.event("UID:once", "DTSTART:20240301T090000Z")))
    let single = try datecalc(arguments: ["ics", one.path, "--from", "2024-03-01", "--json"])
    let objects = try #require(try JSONSerialization.jsonObject(with: Data(single.stdout.utf8)) as? [[String: Any]])
    #expect(objects.count == 1)
    #expect(objects.first?["recurrenceId"] is NSNull)
    #expect(objects.first?["summary"] is NSNull)
    #expect(objects.first?["status"] is NSNull)
    #expect(objects.first?["start"] as? String == "2024-03-01T09:00:00+00:00[UTC]")
    #expect(objects.first?["end"] as? String == "2024-03-01T09:00:00+00:00[UTC]")
  }

  @Test("X-WR-TIMEZONE: a UTC DTSTART kept on the calendar's wall clock (google), or in UTC (floating-only); all-day events in it, or in --zone (ignore)", .tags(.dst))
  func calendarZone() throws {
    let url = try Self.file(Self.calendar(
      ["X-WR-TIMEZONE:Europe/Berlin"],
      Self.event("UID:sync@google.com", "SUMMARY:Sync", "DTSTART:20240318T080000Z", "DTEND:20240318T083000Z", "RRULE:FREQ=WEEKLY;COUNT=3")
        + Self.event("UID:day@google.com", "SUMMARY:Day off", "DTSTART;VALUE=DATE:20240330", "DTEND;VALUE=DATE:20240331")))
    func starts(_ extra: [String]) throws -> [String?] {
      let run = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-18T00:00:00Z", "--to", "2024-04-02T00:00:00Z", "--json"] + extra)
      #expect(run.status == 0, "\(run.stderr)")
      let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
      return array.map { $0["start"] as? String }
    }
    // 08:00Z is 09:00 in Berlin in March; Google keeps 09:00 after 31 March (07:00Z).
    #expect(try starts([]) == [
      "2024-03-18T09:00:00+01:00[Europe/Berlin]", "2024-03-25T09:00:00+01:00[Europe/Berlin]",
      "2024-03-30T00:00:00+01:00[Europe/Berlin]", "2024-04-01T09:00:00+02:00[Europe/Berlin]",
    ])
    #expect(try starts(["--calendar-zone", "floating-only"]) == [
      "2024-03-18T08:00:00+00:00[UTC]", "2024-03-25T08:00:00+00:00[UTC]",
      "2024-03-30T00:00:00+01:00[Europe/Berlin]", "2024-04-01T08:00:00+00:00[UTC]",
    ])
    // New York has been on -04:00 since 10 March.
    #expect(try starts(["--calendar-zone", "ignore", "--zone", "America/New_York"]) == [
      "2024-03-18T08:00:00+00:00[UTC]", "2024-03-25T08:00:00+00:00[UTC]",
      "2024-03-30T00:00:00-04:00[America/New_York]", "2024-04-01T08:00:00+00:00[UTC]",
    ])
    let bad = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-18", "--calendar-zone", "apple"])
    #expect(bad.status == 64)
  }

  @Test("an Outlook export with a Windows zone name: shown in the IANA zone CLDR maps it to; a night over the change of clocks", .tags(.dst))
  func outlookWindowsZone() throws {
    let url = try Self.file(Self.outlook)
    let run = try datecalc(arguments: ["ics", url.path, "--from", "2024-10-21", "--to", "2024-11-05", "--zone", "Europe/Berlin"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    // 22:00 +02:00 is 20:00Z, 06:00 +01:00 is 05:00Z: 9 hours, 8 on the clock.
    #expect(run.stdout == """
      1  Mon 2024-10-21T09:00:00+02:00[Europe/Berlin] → 10:00  Project review
      2  Sat 2024-10-26T22:00:00+02:00[Europe/Berlin] → 2024-10-27 06:00 +01:00  Release night  (9h long, 8h on the wall clock: clocks went back from 2024-10-27 03:00 to 02:00 (+02:00 → +01:00) in Europe/Berlin)
      3  Mon 2024-10-28T09:00:00+01:00[Europe/Berlin] → 10:00  Project review  (clocks went back from 2024-10-27 03:00 to 02:00 (+02:00 → +01:00) in Europe/Berlin since the previous occurrence, 2024-10-21 09:00 (+02:00))
      4  Mon 2024-11-04T09:00:00+01:00[Europe/Berlin] → 10:00  Project review

      """)
    let json = try datecalc(arguments: ["ics", url.path, "--from", "2024-10-26", "--to", "2024-10-27", "--zone", "Europe/Berlin", "--json"])
    let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 1)
    // The file's zone gives Europe/Berlin's offsets, so the library names it so.
    #expect(array.first?["zone"] as? String == "Europe/Berlin")
    #expect(array.first?["start"] as? String == "2024-10-26T22:00:00+02:00[Europe/Berlin]")
    #expect(array.first?["end"] as? String == "2024-10-27T06:00:00+01:00[Europe/Berlin]")
    #expect(array.first?["recurrenceId"] is NSNull)
    #expect(array.first?["summary"] as? String == "Release night")
  }

  @Test("a zone RFC 9557 cannot name, or whose IANA namesake has another offset, is written as its offset")
  func unnameableZones() throws {
    let custom = try Self.file(Self.calendar([], [
      "BEGIN:VTIMEZONE", "TZID:Customized Time Zone", "BEGIN:STANDARD", "DTSTART:16010101T000000",
      "TZOFFSETFROM:+0530", "TZOFFSETTO:+0530", "END:STANDARD", "END:VTIMEZONE",
    ] + Self.event("UID:c", "SUMMARY:Call", "DTSTART;TZID=Customized Time Zone:20240325T090000", "DURATION:PT1H")))
    let run = try datecalc(arguments: ["ics", custom.path, "--from", "2024-03-25", "--to", "2024-03-26"])
    #expect(run.stdout == "1  Mon 2024-03-25T09:00:00+05:30 → 10:00  Call\n")

    // New York's rules of 1987-2006 (DST from the first Sunday of April):
    // 20 March 2024 is still -05:00 by them, -04:00 by IANA's. The
    // VTIMEZONE begins on line 4.
    let old = try Self.file(Self.calendar([], [
      "BEGIN:VTIMEZONE", "TZID:America/New_York",
      "BEGIN:STANDARD", "DTSTART:19671029T020000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
      "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "END:STANDARD",
      "BEGIN:DAYLIGHT", "DTSTART:19870405T020000", "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
      "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT", "END:DAYLIGHT", "END:VTIMEZONE",
    ] + Self.event("UID:n", "SUMMARY:Dentist", "DTSTART;TZID=America/New_York:20240320T090000", "DURATION:PT1H")))
    let file = try datecalc(arguments: ["ics", old.path, "--from", "2024-03-01T00:00:00Z", "--to", "2024-04-01T00:00:00Z"])
    #expect(file.stdout == """
      1  Wed 2024-03-20T09:00:00-05:00 → 10:00  Dentist
      note: TZID America/New_York (line 4): from 2024-03-10T07:00:00Z the VTIMEZONE of the file says -05:00 and IANA (America/New_York) says -04:00; the file was used

      """)
    let iana = try datecalc(arguments: ["ics", old.path, "--from", "2024-03-01T00:00:00Z", "--to", "2024-04-01T00:00:00Z", "--iana-zones"])
    #expect(iana.stdout == """
      1  Wed 2024-03-20T09:00:00-04:00[America/New_York] → 10:00  Dentist
      note: TZID America/New_York (line 4): from 2024-03-10T07:00:00Z the VTIMEZONE of the file says -05:00 and IANA (America/New_York) says -04:00; IANA was used

      """)
  }

  @Test("DST notes: a time in the gap, a repeated time, a moved instance in the gap, an all-day event of 95 and of 23 hours", .tags(.dst))
  func dstNotes() throws {
    let url = try Self.file(Self.calendar(
      ["X-WR-TIMEZONE:Europe/Berlin"],
      Self.berlin
        + Self.event("UID:m", "SUMMARY:Maintenance", "DTSTART;TZID=Europe/Berlin:20240330T023000", "DURATION:PT30M", "RRULE:FREQ=DAILY;COUNT=3")
        + Self.event("UID:n", "SUMMARY:Nightly", "DTSTART;TZID=Europe/Berlin:20241026T023000", "DURATION:PT30M", "RRULE:FREQ=DAILY;COUNT=2")
        + Self.event("UID:r", "SUMMARY:Report", "DTSTART;TZID=Europe/Berlin:20240325T090000", "DURATION:PT1H", "RRULE:FREQ=WEEKLY;COUNT=2")
        + Self.event("UID:r", "SUMMARY:Report", "RECURRENCE-ID;TZID=Europe/Berlin:20240401T090000", "DTSTART;TZID=Europe/Berlin:20240331T021500", "DURATION:PT1H")
        + Self.event("UID:h", "SUMMARY:Easter holidays", "DTSTART;VALUE=DATE:20240329", "DTEND;VALUE=DATE:20240402")))
    let spring = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-29", "--to", "2024-04-02", "--zone", "Europe/Berlin"])
    #expect(spring.status == 0, "\(spring.stderr)")
    // 02:30 +01:00 is 01:30Z, which is 03:30 +02:00; 02:15 likewise 03:15.
    #expect(spring.stdout == """
      1  Fri 2024-03-29 through Mon 2024-04-01  Easter holidays  (95h long, 96h on the wall clock: clocks went forward from 2024-03-31 02:00 to 03:00 (+01:00 → +02:00) in Europe/Berlin)
      2  Sat 2024-03-30T02:30:00+01:00[Europe/Berlin] → 03:00  Maintenance
      3  Sun 2024-03-31T03:15:00+02:00[Europe/Berlin] → 04:15  Report  (moved from 2024-04-01 09:00 (+02:00) in Europe/Berlin; 2024-03-31 02:15 does not exist in Europe/Berlin (clocks went forward from 2024-03-31 02:00 to 03:00 (+01:00 → +02:00)): used 03:15 (disambiguation compatible))
      4  Sun 2024-03-31T03:30:00+02:00[Europe/Berlin] → 04:00  Maintenance  (2024-03-31 02:30 does not exist in Europe/Berlin (clocks went forward from 2024-03-31 02:00 to 03:00 (+01:00 → +02:00)): used 03:30 (disambiguation compatible))
      5  Mon 2024-04-01T02:30:00+02:00[Europe/Berlin] → 03:00  Maintenance

      """)
    // The first 02:30 on 27 October is 00:30Z; 30 minutes on, at 01:00Z,
    // the clocks went back to 02:00.
    let autumn = try datecalc(arguments: ["ics", url.path, "--from", "2024-10-26", "--to", "2024-10-28", "--zone", "Europe/Berlin"])
    #expect(autumn.stdout == """
      1  Sat 2024-10-26T02:30:00+02:00[Europe/Berlin] → 03:00  Nightly
      2  Sun 2024-10-27T02:30:00+02:00[Europe/Berlin] → 2024-10-27 02:00 +01:00  Nightly  (2024-10-27 02:30 happens twice in Europe/Berlin (clocks went back from 2024-10-27 03:00 to 02:00 (+02:00 → +01:00)): used the first reading, +02:00 (disambiguation compatible))

      """)
    // São Paulo's 4 November 2018 began at 01:00 and lasted 23 hours.
    let election = try Self.file(Self.calendar([], Self.event("UID:e", "SUMMARY:Election day", "DTSTART;VALUE=DATE:20181104")))
    let day = try datecalc(arguments: ["ics", election.path, "--from", "2018-11-01", "--zone", "America/Sao_Paulo"])
    #expect(day.stdout == "1  Sun 2018-11-04  Election day  (23h long, 24h on the wall clock: clocks went forward from 2018-11-04 00:00 to 01:00 (-03:00 → -02:00) in America/Sao_Paulo)\n")
    let json = try datecalc(arguments: ["ics", election.path, "--from", "2018-11-01", "--zone", "America/Sao_Paulo", "--json"])
    let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(array.first?["start"] as? String == "2018-11-04T01:00:00-02:00[America/Sao_Paulo]")
    #expect(array.first?["end"] as? String == "2018-11-05T00:00:00-02:00[America/Sao_Paulo]")
    #expect(array.first?["allDay"] as? Bool == true)
  }

  @Test("a month end skipped: told at the next occurrence, also when the skipped month is before --from")
  func monthEndSkipped() throws {
    let url = try Self.file(Self.calendar([], Self.berlin + Self.event(
      "UID:i", "SUMMARY:Send invoices", "DTSTART;TZID=Europe/Berlin:20240131T100000", "DURATION:PT1H",
      "RRULE:FREQ=MONTHLY;BYMONTHDAY=31")))
    let run = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-01", "--to", "2024-06-01", "--zone", "Europe/Berlin"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == """
      1  Sun 2024-03-31T10:00:00+02:00[Europe/Berlin] → 11:00  Send invoices  (2024-02 has 29 days: skipped, as RFC 5545 says (clamping gives 2024-02-29); clocks went forward from 2024-03-31 02:00 to 03:00 (+01:00 → +02:00) in Europe/Berlin since DTSTART, 2024-01-31 10:00 (+01:00))
      2  Fri 2024-05-31T10:00:00+02:00[Europe/Berlin] → 11:00  Send invoices  (2024-04 has 30 days: skipped, as RFC 5545 says (clamping gives 2024-04-30))

      """)
  }

  @Test("standard input, --limit, --to a month after --from by default, an empty range, a to-do, a floating time")
  func inputsAndLimits() throws {
    let text = Self.calendar([], Self.event("UID:d", "SUMMARY:Daily", "DTSTART:20240101T090000", "RRULE:FREQ=DAILY")
      + ["BEGIN:VTODO", "UID:t", "SUMMARY:Taxes", "DUE;VALUE=DATE:20240229", "END:VTODO"])
      .joined(separator: "\r\n") + "\r\n"
    // From 10 February to 10 March 2024: 20 days of February, 9 of March.
    let month = try datecalc(arguments: ["ics", "-", "--from", "2024-02-10", "--json"], standardInput: Data(text.utf8))
    #expect(month.status == 0, "\(month.stderr)")
    let array = try #require(try JSONSerialization.jsonObject(with: Data(month.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 30)
    #expect(array.last?["start"] as? String == "2024-03-09T09:00:00+00:00[UTC]")
    #expect(array.filter { $0["component"] as? String == "VTODO" }.map { $0["start"] as? String } == ["2024-02-29T00:00:00+00:00[UTC]"])
    #expect(array.allSatisfy { $0["floating"] as? Bool == true })

    let limited = try datecalc(arguments: ["ics", "-", "--from", "2024-02-10", "--limit", "2", "--zone", "Asia/Tokyo"], standardInput: Data(text.utf8))
    #expect(limited.status == 0)
    #expect(limited.stdout == """
      1  Sat 2024-02-10T09:00:00+09:00[Asia/Tokyo]  Daily  (floating: read in Asia/Tokyo)
      2  Sun 2024-02-11T09:00:00+09:00[Asia/Tokyo]  Daily  (floating: read in Asia/Tokyo)
      (stopped at --limit 2: more occurrences follow before 2024-03-10T00:00:00+09:00[Asia/Tokyo])

      """)
    let limitedJSON = try datecalc(arguments: ["ics", "-", "--from", "2024-02-10", "--limit", "2", "--json"], standardInput: Data(text.utf8))
    #expect(limitedJSON.stderr == "warning: stopped at --limit 2: more occurrences follow before 2024-03-10T00:00:00+00:00[UTC]\n")

    // The to-do is due at the start of 29 February and lasts no time; the
    // daily event at 09:00 is past the range's end.
    let todo = try datecalc(arguments: ["ics", "-", "--from", "2024-02-29", "--to", "2024-02-29T09:00:00Z"], standardInput: Data(text.utf8))
    #expect(todo.stdout == "1  Thu 2024-02-29  to-do: Taxes\n")
    let empty = try datecalc(arguments: ["ics", "-", "--from", "2023-01-01", "--to", "2023-02-01"], standardInput: Data(text.utf8))
    #expect(empty.status == 0)
    #expect(empty.stdout == "no occurrences from 2023-01-01T00:00:00+00:00[UTC] to 2023-02-01T00:00:00+00:00[UTC]\n")
  }

  @Test("what a lenient reading forgave follows the list as notes (on standard error with --json); --strict refuses it")
  func lenientAndStrict() throws {
    // Bare LF line ends; a rule that cannot be read (line 8 of the VEVENT
    // of line 4).
    let url = try Self.file(Data("""
      BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:x
      BEGIN:VEVENT
      UID:x
      SUMMARY:Fortnightly
      DTSTART:20240301T090000Z
      RRULE:FREQ=FORTNIGHTLY
      END:VEVENT
      BEGIN:VEVENT
      UID:y
      SUMMARY:Once
      DTSTART:20240302T090000Z
      END:VEVENT
      END:VCALENDAR

      """.utf8))
    // The rule is dropped and the event keeps its DTSTART (issue 37), as
    // python's icalendar reads it.
    let lenient = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-01"])
    #expect(lenient.status == 0)
    #expect(lenient.stdout.hasPrefix("""
      1  Fri 2024-03-01T09:00:00+00:00[UTC]  Fortnightly
      2  Sat 2024-03-02T09:00:00+00:00[UTC]  Once
      note: line 1: lines end with a bare LF, not CRLF (RFC 5545 §3.1)
      note: line 8: RRULE: 
      """))
    #expect(lenient.stdout.contains(#"FREQ "FORTNIGHTLY" is not SECONDLY"#))
    #expect(lenient.stdout.hasSuffix("the rule was dropped; DTSTART and any other rule or RDATE still count\n"))
    let json = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-01", "--json"])
    #expect(json.stderr.hasPrefix("note: line 1: lines end with a bare LF, not CRLF (RFC 5545 §3.1)\nnote: line 8: RRULE: "))
    #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.count == 2)
    let strict = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-01", "--strict"])
    #expect(strict.status == 64)
    #expect(strict.stderr == "error: \(url.path): line 1: lines end with a bare LF, not CRLF (RFC 5545 §3.1)\n")
  }

  @Test("standard input as a pipe, a FIFO named as a path, and /dev/stdin are read (they were refused: \"You don't have permission\")")
  func pipesAndFIFOs() throws {
    let text = Data((Self.calendar([], Self.event("UID:p", "SUMMARY:Piped", "DTSTART:20240305T090000Z"))
      .joined(separator: "\r\n") + "\r\n").utf8)
    let expected = "1  Tue 2024-03-05T09:00:00+00:00[UTC]  Piped\n"
    // `cat calendar.ics | datecalc ics -`, and `datecalc ics /dev/stdin`.
    for path in ["-", "/dev/stdin"] {
      let run = try Self.piped(text, ["ics", path, "--from", "2024-03-01"])
      #expect(run.status == 0, "\(path): \(run.stderr)")
      #expect(run.stdout == expected, "\(path)")
    }
    // `datecalc ics <(curl …)`: a FIFO, written by another thread as read.
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("datecalc-fifo-\(UUID().uuidString)")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo.path) else { return }
      handle.write(text)
      try? handle.close()
    }
    writer.start()
    let run = try datecalc(arguments: ["ics", fifo.path, "--from", "2024-03-01"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == expected)
  }

  /// `datecalc` with `input` on a pipe as its standard input.
  static func piped(_ input: Data, _ arguments: [String]) throws -> DateCalcRun {
    let process = Process()
    process.executableURL = try datecalcURL()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TZ"] = "UTC"
    environment["DATEMATH_TZDATA"] = nil
    process.environment = environment
    let (stdin, out, err) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = out
    process.standardError = err
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return DateCalcRun(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  @Test("control characters from the file (a SUMMARY, a UID, a note's line) are escaped in text output, never sent raw")
  func controlCharacters() throws {
    // ESC ] 0 ; … BEL sets a terminal's title; ESC [ 31 m turns it red; a
    // C1 CSI (U+009B) does the same on some terminals.
    let url = try Self.file(Self.calendar([], Self.event(
      "UID:c\u{1B}[2J", "SUMMARY:\u{1B}]0;owned\u{07}Lunch\u{1B}[31m \u{9B}1m", "DTSTART:20240305T090000Z"))
      + ["END:\u{1B}[5mVEVENT"])
    let run = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-01"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    #expect(run.stdout.hasPrefix(#"1  Tue 2024-03-05T09:00:00+00:00[UTC]  \u{1B}]0;owned\u{7}Lunch\u{1B}[31m \u{9B}1m"#), "\(run.stdout)")
    #expect(run.stdout.contains(#"END:"\u{1B}[5MVEVENT" ends no open component"#), "\(run.stdout)")
    // JSON escapes them its own way; its notes on standard error are escaped as text.
    let json = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-01", "--json"])
    #expect(!json.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!json.stdout.unicodeScalars.contains { $0.value == 0x1B })
  }

  @Test("an unknown TZID: an error naming its line with the names it may have meant, or floating with --floating-unknown-zones")
  func unknownTZID() throws {
    let text = Self.calendar([], Self.event("UID:u", "SUMMARY:Review", "DTSTART;TZID=W. Europe Standrd Time:20240325T090000"))
    let url = try Self.file(text)
    let run = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-25", "--to", "2024-03-26"])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("error: \(url.path): line 7: TZID \"W. Europe Standrd Time\" is defined by no VTIMEZONE"))
    #expect(run.stderr.contains("did you mean W. Europe Standard Time"))
    let json = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-25", "--to", "2024-03-26", "--json"])
    let error = try #require(json.json?["error"] as? [String: Any])
    #expect(error["kind"] as? String == "unknownZone")
    #expect(error["exitCode"] as? Int == 64)
    let floating = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-25", "--to", "2024-03-26", "--floating-unknown-zones"])
    #expect(floating.status == 0)
    #expect(floating.stdout.hasPrefix("1  Mon 2024-03-25T09:00:00+00:00[UTC]  Review  (floating: read in UTC)\nnote: line 7: TZID \"W. Europe Standrd Time\""))
    #expect(floating.stdout.hasSuffix("; its times were read as floating\n"))
  }

  @Test("files that cannot be read: missing, a directory, not UTF-8, UTF-16, over the size limit; bad --from, --to and --limit")
  func unreadable() throws {
    let missing = try datecalc(arguments: ["ics", "/nonexistent/calendar.ics", "--from", "2024-03-01"])
    #expect(missing.status == 64)
    #expect(missing.stderr == "error: /nonexistent/calendar.ics: no such file\n")
    let folder = try Self.file(Self.google).deletingLastPathComponent()
    let directory = try datecalc(arguments: ["ics", folder.path, "--from", "2024-03-01"])
    #expect(directory.status == 64)
    #expect(directory.stderr == "error: \(folder.path) is a directory, not an iCalendar file\n")
    // "Café" in Windows-1252 on line 5.
    var latin1 = Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nSUMMARY:Caf".utf8)
    latin1.append(0xE9)
    latin1.append(contentsOf: Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8))
    let notUTF8 = try datecalc(arguments: ["ics", try Self.file(latin1).path, "--from", "2024-03-01"])
    #expect(notUTF8.status == 64)
    #expect(notUTF8.stderr.contains("calendar.ics: line 5 is not UTF-8 text"))
    // Folded between the two bytes of "é" (C3 A9): not UTF-8 as it stands,
    // UTF-8 once unfolded (RFC 5545 §3.1), so it is read.
    var folded = Data(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20240305T090000Z\r\nSUMMARY:Caf".utf8)
    folded.append(contentsOf: [0xC3, 0x0D, 0x0A, 0x20, 0xA9])
    folded.append(contentsOf: Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8))
    let rejoined = try datecalc(arguments: ["ics", try Self.file(folded).path, "--from", "2024-03-01", "--zone", "UTC"])
    #expect(rejoined.status == 0, "\(rejoined.stderr)")
    #expect(rejoined.stdout.contains("  Café"), "\(rejoined.stdout)")
    let utf16 = try Self.file(Data([0xFF, 0xFE]) + "BEGIN:VCALENDAR".data(using: .utf16LittleEndian)!)
    let sixteen = try datecalc(arguments: ["ics", utf16.path, "--from", "2024-03-01"])
    #expect(sixteen.status == 64)
    #expect(sixteen.stderr.contains("is UTF-16 text"))
    // A sparse file one byte over the reader's 256 MiB: refused before it is read.
    let big = try Self.file(Data(), name: "big.ics")
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: (256 << 20) + 1)
    try handle.close()
    let tooBig = try datecalc(arguments: ["ics", big.path, "--from", "2024-03-01"])
    #expect(tooBig.status == 64)
    #expect(tooBig.stderr == "error: \(big.path) is over the limit of 268435456 bytes an iCalendar file may have (it has 268435457)\n")
    try? FileManager.default.removeItem(at: big)

    let url = try Self.file(Self.google)
    let badFrom = try datecalc(arguments: ["ics", url.path, "--from", "2024-02-30"])
    #expect(badFrom.status == 64)
    #expect(badFrom.stderr.contains("'2024-02-30' is invalid for '--from <time>'"))
    let noFrom = try datecalc(arguments: ["ics", url.path])
    #expect(noFrom.status == 64)
    #expect(noFrom.stderr.contains("--from"))
    let backwards = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-02", "--to", "2024-03-01"])
    #expect(backwards.status == 64)
    #expect(backwards.stderr == "error: --from is after --to\n")
    let limit = try datecalc(arguments: ["ics", url.path, "--from", "2024-03-01", "--limit", "0"])
    #expect(limit.status == 64)
    #expect(limit.stderr.contains("--limit must be from 1 to 100000 (got 0)"))
    let typo = try datecalc(arguments: ["icss", url.path, "--from", "2024-03-01"])
    #expect(typo.stderr.contains("did you mean ics?"))
  }
}
