import DateMath
import Foundation
import Testing

/// A `VTIMEZONE` becomes a `Zone` (issue 23, RFC 5545 §3.6.5). Expected
/// instants are the rules' own, checked by hand: the US rules since 2007
/// (second Sunday of March, first Sunday of November, 02:00 local), the
/// 1987-2006 ones (first Sunday of April, last Sunday of October), and the
/// EU's (last Sundays of March and October, 01:00 UTC).
@Suite("iCalendar VTIMEZONE", .tags(.dst))
struct ICalendarTimeZoneTests {
  func zone(_ body: String) throws -> Zone {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n" + body.replacingOccurrences(of: "\n", with: "\r\n")
      + "END:VCALENDAR\r\n"
    let document = try ICalendarDocument(parsing: text, options: .strict)
    return try Zone(vtimezone: document.components[0].components(named: "VTIMEZONE")[0])
  }

  func offset(_ zone: Zone, _ instant: String) throws -> Int {
    try zone.offset(at: Date(rfc3339: instant)).seconds
  }

  /// As Outlook writes it: a Windows name, DTSTART in 1601.
  static let outlookPacific = """
    BEGIN:VTIMEZONE
    TZID:Pacific Standard Time
    BEGIN:STANDARD
    DTSTART:16010101T020000
    TZOFFSETFROM:-0700
    TZOFFSETTO:-0800
    RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11
    END:STANDARD
    BEGIN:DAYLIGHT
    DTSTART:16010101T020000
    TZOFFSETFROM:-0800
    TZOFFSETTO:-0700
    RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3
    END:DAYLIGHT
    END:VTIMEZONE

    """

  @Test("Outlook's Pacific Standard Time: the US rules since 2007, to the second, and far beyond the expanded years")
  func outlookPacific() throws {
    let pacific = try zone(Self.outlookPacific)
    #expect(pacific.identifier == "Pacific Standard Time")
    #expect(try offset(pacific, "2024-03-10T09:59:59Z") == -28_800)
    #expect(try offset(pacific, "2024-03-10T10:00:00Z") == -25_200)
    #expect(try offset(pacific, "2024-11-03T08:59:59Z") == -25_200)
    #expect(try offset(pacific, "2024-11-03T09:00:00Z") == -28_800)
    // 2527-03-09 is the second Sunday of March 2527 (2527-03-02 the first): the footer's rule.
    #expect(try offset(pacific, "2527-03-09T09:59:59Z") == -28_800)
    #expect(try offset(pacific, "2527-03-09T10:00:00Z") == -25_200)
    let year = try Date(rfc3339: "2026-01-01T00:00:00Z")..<Date(rfc3339: "2027-01-01T00:00:00Z")
    #expect(try pacific.transitions(in: year).map(\.description) == [
      "2026-03-08 02:00 → 03:00 (-08:00 → -07:00, gap of 1h) at 2026-03-08T10:00:00Z",
      "2026-11-01 02:00 → 01:00 (-07:00 → -08:00, overlap of 1h) at 2026-11-01T09:00:00Z",
    ])
  }

  @Test("Outlook's rules from 1601 change the clocks when IANA's zones do, 2007-2199 (New York) and 1996-2199 (Berlin)")
  func outlookAgainstIANA() throws {
    // The US rules since 2007 and the EU's since 1996 are IANA's for New
    // York and Berlin to the end of its tables; the file's zone follows
    // them through its footer from 1603 on.
    let pacific = try zone(Self.outlookPacific.replacingOccurrences(of: "-0800", with: "-0500")
      .replacingOccurrences(of: "-0700", with: "-0400"))
    let berlin = try zone("""
      BEGIN:VTIMEZONE
      TZID:W. Europe Standard Time
      BEGIN:STANDARD
      DTSTART:16010101T030000
      TZOFFSETFROM:+0200
      TZOFFSETTO:+0100
      RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10
      END:STANDARD
      BEGIN:DAYLIGHT
      DTSTART:16010101T020000
      TZOFFSETFROM:+0100
      TZOFFSETTO:+0200
      RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3
      END:DAYLIGHT
      END:VTIMEZONE

      """)
    for (file, iana, from) in [(pacific, "America/New_York", "2007"), (berlin, "Europe/Berlin", "1996")] {
      let range = try Date(rfc3339: "\(from)-01-01T00:00:00Z")..<Date(rfc3339: "2200-01-01T00:00:00Z")
      let want = try Zone(identifier: iana).transitions(in: range)
      let got = try file.transitions(in: range)
      #expect(want.count > 300)
      #expect(got.map(\.date) == want.map(\.date))
      #expect(got.map(\.offsetAfter) == want.map(\.offsetAfter))
    }
  }

  @Test("historic rules are the file's, not IANA's: the 1987-2006 US rules in 2024")
  func historicRules() throws {
    let old = try zone("""
      BEGIN:VTIMEZONE
      TZID:America/New_York
      BEGIN:STANDARD
      DTSTART:19671029T020000
      RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
      TZOFFSETFROM:-0400
      TZOFFSETTO:-0500
      TZNAME:EST
      END:STANDARD
      BEGIN:DAYLIGHT
      DTSTART:19870405T020000
      RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
      TZOFFSETFROM:-0500
      TZOFFSETTO:-0400
      TZNAME:EDT
      END:DAYLIGHT
      END:VTIMEZONE

      """)
    // First Sunday of April 2024 is 04-07; last Sunday of October 10-27.
    #expect(try offset(old, "2024-03-20T12:00:00Z") == -18_000)
    #expect(try offset(old, "2024-04-07T06:59:59Z") == -18_000)
    #expect(try offset(old, "2024-04-07T07:00:00Z") == -14_400)
    #expect(try offset(old, "2024-10-27T05:59:59Z") == -14_400)
    #expect(try offset(old, "2024-10-27T06:00:00Z") == -18_000)
    #expect(try old.abbreviation(at: Date(rfc3339: "2024-07-01T12:00:00Z")) == "EDT")
    // The IANA zone of the same name is untouched.
    #expect(try offset(Zone(identifier: "America/New_York"), "2024-03-20T12:00:00Z") == -14_400)
  }

  @Test("the EU's rules written with a 7-day BYMONTHDAY window, as some exporters do")
  func monthDayWindow() throws {
    let berlin = try zone("""
      BEGIN:VTIMEZONE
      TZID:W. Europe Standard Time
      BEGIN:STANDARD
      DTSTART:19961027T030000
      RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=SU;BYMONTHDAY=25,26,27,28,29,30,31
      TZOFFSETFROM:+0200
      TZOFFSETTO:+0100
      END:STANDARD
      BEGIN:DAYLIGHT
      DTSTART:19810329T020000
      RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
      TZOFFSETFROM:+0100
      TZOFFSETTO:+0200
      END:DAYLIGHT
      END:VTIMEZONE

      """)
    #expect(try offset(berlin, "2024-03-31T00:59:59Z") == 3600)
    #expect(try offset(berlin, "2024-03-31T01:00:00Z") == 7200)
    #expect(try offset(berlin, "2024-10-27T00:59:59Z") == 7200)
    #expect(try offset(berlin, "2024-10-27T01:00:00Z") == 3600)
    // Days 25-31 of October are its last week: the footer follows the rule
    // past the expanded years (2300-03-25 and 2300-10-28 are the last Sundays).
    #expect(try offset(berlin, "2300-03-25T00:59:59Z") == 3600)
    #expect(try offset(berlin, "2300-03-25T01:00:00Z") == 7200)
    #expect(try offset(berlin, "2300-10-28T01:00:00Z") == 3600)
  }

  @Test("onsets by RDATE only, then the last offset stays")
  func rdates() throws {
    let custom = try zone("""
      BEGIN:VTIMEZONE
      TZID:Custom
      BEGIN:DAYLIGHT
      DTSTART:20240301T020000
      RDATE:20250301T020000,20260301T020000
      TZOFFSETFROM:+0300
      TZOFFSETTO:+0330
      END:DAYLIGHT
      BEGIN:STANDARD
      DTSTART:20241001T020000
      RDATE:20251001T020000
      TZOFFSETFROM:+0330
      TZOFFSETTO:+0300
      END:STANDARD
      END:VTIMEZONE

      """)
    #expect(try offset(custom, "2024-02-01T00:00:00Z") == 10_800)
    #expect(try offset(custom, "2024-03-01T00:00:00Z") == 12_600)
    #expect(try offset(custom, "2024-10-01T00:00:00Z") == 10_800)
    #expect(try offset(custom, "2026-03-01T00:00:00Z") == 12_600)
    #expect(try offset(custom, "2030-12-01T00:00:00Z") == 12_600)
    #expect(try custom.abbreviation(at: Date(rfc3339: "2024-05-01T00:00:00Z")) == "+0330")
  }

  @Test("Windows zone names map to IANA zones that the bundled tz data has")
  func windowsNames() throws {
    #expect(Zone.ianaIdentifier(forWindowsName: "W. Europe Standard Time") == "Europe/Berlin")
    #expect(Zone.ianaIdentifier(forWindowsName: "Tokyo Standard Time") == "Asia/Tokyo")
    #expect(Zone.ianaIdentifier(forWindowsName: "w. europe standard time") == nil)
    let pacific = try #require(Zone.ianaIdentifier(forWindowsName: "Pacific Standard Time"))
    // The file's Outlook VTIMEZONE and the IANA zone agree on today's rules.
    let fromFile = try zone(Self.outlookPacific)
    let iana = try Zone(identifier: pacific, source: .bundled)
    for instant in ["2024-03-10T09:59:59Z", "2024-03-10T10:00:00Z", "2024-11-03T09:00:00Z", "2030-07-01T00:00:00Z"] {
      #expect(try offset(fromFile, instant) == offset(iana, instant), "\(instant)")
    }
  }

  // Found by the ics fuzz target: every onset after 2199 left none, and the
  // first was read from an empty list.
  @Test("an observance that starts after the expanded years still starts")
  func lateStart() throws {
    let late = try zone("""
      BEGIN:VTIMEZONE
      TZID:Late
      BEGIN:STANDARD
      DTSTART:25000101T000000
      TZOFFSETFROM:+0100
      TZOFFSETTO:+0200
      END:STANDARD
      END:VTIMEZONE

      """)
    #expect(try offset(late, "2400-01-01T00:00:00Z") == 3600)
    #expect(try offset(late, "2500-06-01T00:00:00Z") == 7200)
  }

  @Test("errors name the line and what is missing", arguments: [
    ("BEGIN:VTIMEZONE\nBEGIN:STANDARD\nDTSTART:19700101T000000\nTZOFFSETFROM:+0000\nTZOFFSETTO:+0000\nEND:STANDARD\nEND:VTIMEZONE\n",
     "line 4: VTIMEZONE has no TZID"),
    ("BEGIN:VTIMEZONE\nTZID:X\nEND:VTIMEZONE\n", "line 4: VTIMEZONE X has no STANDARD or DAYLIGHT"),
    ("BEGIN:VTIMEZONE\nTZID:X\nBEGIN:STANDARD\nDTSTART:19700101T000000\nTZOFFSETFROM:+0000\nEND:STANDARD\nEND:VTIMEZONE\n",
     "line 6: STANDARD has no TZOFFSETTO"),
    ("BEGIN:VTIMEZONE\nTZID:X\nBEGIN:STANDARD\nDTSTART:19700101T000000\nTZOFFSETFROM:+0000\nTZOFFSETTO:+2500\nEND:STANDARD\nEND:VTIMEZONE\n",
     "line 9: TZOFFSETTO \"+2500\" is out of range"),
    ("BEGIN:VTIMEZONE\nTZID:X\nBEGIN:STANDARD\nDTSTART:19700101T000000Z\nTZOFFSETFROM:+0000\nTZOFFSETTO:+0100\nEND:STANDARD\nEND:VTIMEZONE\n",
     "line 7: STANDARD DTSTART \"19700101T000000Z\" is not a local date-time"),
  ])
  func errors(body: String, message: String) {
    let failure = error { () throws(DateMathError) in
      let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n" + body.replacingOccurrences(of: "\n", with: "\r\n") + "END:VCALENDAR\r\n"
      let document = try ICalendarDocument(parsing: text, options: .strict)
      _ = try Zone(vtimezone: document.components[0].components[0])
    }
    #expect(failure?.kind == .invalidFormat)
    #expect(failure?.message.hasPrefix(message) == true, "\(failure?.message ?? "no error")")
  }
}

/// Every IANA identifier of the Windows table is a zone of the bundled tz
/// data (CLDR writes some by their older names, Asia/Calcutta, which tz
/// data keeps as links).
@Test("every Windows zone name's IANA zone exists in the bundled tz data")
func windowsTableResolves() throws {
  #expect(Zone.windowsZoneNames.count >= 130)
  for (name, identifier) in Zone.windowsZoneNames {
    #expect((try? Zone(identifier: identifier, source: .bundled)) != nil, "\(name) → \(identifier)")
  }
}
