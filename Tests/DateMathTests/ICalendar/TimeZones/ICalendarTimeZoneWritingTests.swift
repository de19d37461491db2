import DateMath
import Foundation
import Testing

/// A zone becomes a `VTIMEZONE` (issue 23, RFC 5545 §3.6.5):
/// `ICalendarComponent(vtimezone:covering:)`, read back by
/// `Zone(vtimezone:)`. The oracle of the round trips is the zone itself;
/// `Fixtures/generator/ics/check_vtimezone_libical.py` also has libical
/// read the written components, against Python's zoneinfo.
@Suite("iCalendar VTIMEZONE writing", .tags(.dst))
struct ICalendarTimeZoneWritingTests {
  static func years(_ from: Int, _ to: Int) -> Range<Date> {
    instant("\(from)-01-01T00:00:00Z")..<instant("\(to)-01-01T00:00:00Z")
  }

  /// A calendar file holding `component`, as an export writes it.
  static func calendar(_ component: ICalendarComponent) -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//DateMath//tests//EN\r\n" + component.text + "END:VCALENDAR\r\n"
  }

  /// Whether an observance has a rule with no end.
  static func isOpenEnded(_ observance: ICalendarComponent) -> Bool {
    observance.properties(named: "RRULE").contains { !$0.value.contains("UNTIL=") && !$0.value.contains("COUNT=") }
  }

  /// The instants at which the written zone must agree with `zone`: the
  /// range's start, every transition in the range and the second before
  /// it, every 30 days; and, when the component's rules go on, the same
  /// over the year that starts 50 years after the range.
  static func checkedInstants(_ zone: Zone, _ range: Range<Date>, openEnded: Bool) throws -> [Date] {
    var instants = [range.lowerBound]
    var windows = [range]
    if openEnded {
      let later = range.upperBound.addingTimeInterval(50 * 365.2425 * 86_400)
      windows.append(later..<later.addingTimeInterval(366 * 86_400))
    }
    for window in windows {
      for transition in try zone.transitions(in: window) {
        instants += [transition.date.addingTimeInterval(-1), transition.date]
      }
      var sample = window.lowerBound
      while sample < window.upperBound {
        instants.append(sample)
        sample.addTimeInterval(30 * 86_400)
      }
    }
    return instants
  }

  struct Window: CustomTestStringConvertible, Sendable {
    let from: Int
    let to: Int
    var testDescription: String { "\(from)..<\(to)" }
  }

  // With tz 2026f: 598 zones and links, 186 of them with open-ended rules
  // in both ranges; 575,636 checks for 1970..<2040 and 84,790 for
  // 2020..<2030 (figures of the run that added this test). Every zone
  // round-trips: no exception.
  @Test(
    "every known zone's VTIMEZONE, written and read strictly, gives the zone's offsets over the range, and after it where its rules go on",
    arguments: [Window(from: 1970, to: 2040), Window(from: 2020, to: 2030)])
  func roundTripEveryZone(window: Window) throws {
    let range = Self.years(window.from, window.to)
    var zones = 0, checks = 0, openEnded = 0
    for identifier in Zone.knownIdentifiers {
      let zone = try Zone(identifier: identifier)
      let component = try ICalendarComponent(vtimezone: zone, covering: range)
      // Through its text, read strictly inside a VCALENDAR: no notes.
      let document = try ICalendarDocument(parsing: Self.calendar(component), options: .strict)
      #expect(document.notes.isEmpty, "\(identifier)")
      #expect(component.text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
      let written = try Zone(vtimezone: try #require(document.components.first?.components(named: "VTIMEZONE").first))
      let isOpen = component.components.contains(where: Self.isOpenEnded)
      if isOpen { openEnded += 1 }
      var mismatches: [String] = []
      for date in try Self.checkedInstants(zone, range, openEnded: isOpen) {
        checks += 1
        let expected = try zone.offset(at: date), got = try written.offset(at: date)
        if expected != got { mismatches.append("\(try date.rfc3339String()): \(got), not \(expected)") }
      }
      #expect(mismatches.isEmpty, "\(identifier): \(mismatches.prefix(5))\n\(component.text)")
      zones += 1
    }
    print("VTIMEZONE round trip \(window.testDescription): \(zones) zones (\(openEnded) with open-ended rules), \(checks) checks")
    #expect(zones == Zone.knownIdentifiers.count)
    #expect(zones > 590)
  }

  /// Each observance on one line: its name, offsets, TZNAME, DTSTART,
  /// RRULE and RDATEs.
  static func summary(_ component: ICalendarComponent) -> [String] {
    component.components.map { observance in
      ([observance.name]
        + ["TZOFFSETFROM", "TZOFFSETTO", "TZNAME", "DTSTART", "RRULE", "RDATE"].flatMap { name in
          observance.properties(named: name).map { "\(name)=\($0.value)" }
        }).joined(separator: " ")
    }
  }

  func vtimezone(_ identifier: String, _ from: Int, _ to: Int) throws -> ICalendarComponent {
    try ICalendarComponent(vtimezone: Zone(identifier: identifier), covering: Self.years(from, to))
  }

  @Test("New York and Berlin over 2020..<2030: one DAYLIGHT and one STANDARD observance, each a yearly rule with no end")
  func calendarAppShape() throws {
    #expect(try Self.summary(vtimezone("America/New_York", 2020, 2030)) == [
      "DAYLIGHT TZOFFSETFROM=-0500 TZOFFSETTO=-0400 TZNAME=EDT DTSTART=20200308T020000 RRULE=FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
      "STANDARD TZOFFSETFROM=-0400 TZOFFSETTO=-0500 TZNAME=EST DTSTART=20201101T020000 RRULE=FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
    ])
    // The EU changes at 01:00 UTC: 02:00 CET in March, 03:00 CEST in October.
    #expect(try Self.summary(vtimezone("Europe/Berlin", 2020, 2030)) == [
      "DAYLIGHT TZOFFSETFROM=+0100 TZOFFSETTO=+0200 TZNAME=CEST DTSTART=20200329T020000 RRULE=FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
      "STANDARD TZOFFSETFROM=+0200 TZOFFSETTO=+0100 TZNAME=CET DTSTART=20201025T030000 RRULE=FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
    ])
    // Far past the expanded years, the reader follows the rules as a footer:
    // 2527-03-09 is the second Sunday of March 2527.
    let newYork = try Zone(vtimezone: vtimezone("America/New_York", 2020, 2030))
    #expect(try newYork.offset(at: instant("2527-03-09T06:59:59Z")).seconds == -18_000)
    #expect(try newYork.offset(at: instant("2527-03-09T07:00:00Z")).seconds == -14_400)
  }

  @Test("Lord Howe's half-hour DST and Dublin's negative DST (winter is DAYLIGHT, as IANA's data flags it)")
  func unusualDST() throws {
    // No TZNAME: tz data names Lord Howe's times "+1030" and "+11".
    #expect(try Self.summary(vtimezone("Australia/Lord_Howe", 2020, 2030)) == [
      "STANDARD TZOFFSETFROM=+1100 TZOFFSETTO=+1030 DTSTART=20200405T020000 RRULE=FREQ=YEARLY;BYDAY=1SU;BYMONTH=4",
      "DAYLIGHT TZOFFSETFROM=+1030 TZOFFSETTO=+1100 DTSTART=20201004T020000 RRULE=FREQ=YEARLY;BYDAY=1SU;BYMONTH=10",
    ])
    let dublin = try vtimezone("Europe/Dublin", 2020, 2030)
    #expect(Self.summary(dublin) == [
      "STANDARD TZOFFSETFROM=+0000 TZOFFSETTO=+0100 TZNAME=IST DTSTART=20200329T010000 RRULE=FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
      "DAYLIGHT TZOFFSETFROM=+0100 TZOFFSETTO=+0000 TZNAME=GMT DTSTART=20201025T020000 RRULE=FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
    ])
    let read = try Zone(vtimezone: dublin)
    #expect(try read.isDaylightSavingTime(at: instant("2024-01-15T12:00:00Z")))
    #expect(try read.abbreviation(at: instant("2024-07-15T12:00:00Z")) == "IST")
    #expect(try read.offset(at: instant("2300-10-28T00:59:59Z")).seconds == 3600)
    #expect(try read.offset(at: instant("2300-10-28T01:00:00Z")).seconds == 0)
  }

  @Test("rules on a weekday of other seven days of the month: Chile's Sunday after the first Saturday, Israel's Friday before the last Sunday")
  func monthDayWindows() throws {
    // Chile changes at 24:00 on the first Saturday: 00:00 on the Sunday of days 2-8.
    #expect(try Self.summary(vtimezone("America/Santiago", 2023, 2030)) == [
      "STANDARD TZOFFSETFROM=-0300 TZOFFSETTO=-0400 DTSTART=20230402T000000 RRULE=FREQ=YEARLY;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8;BYMONTH=4",
      "DAYLIGHT TZOFFSETFROM=-0400 TZOFFSETTO=-0300 DTSTART=20230903T000000 RRULE=FREQ=YEARLY;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8;BYMONTH=9",
    ])
    // Israel: 02:00 on the Friday before the last Sunday of March (days 23-29,
    // the 9th to 3rd last), 02:00 on the last Sunday of October.
    let jerusalem = try vtimezone("Asia/Jerusalem", 2020, 2030)
    #expect(Self.summary(jerusalem) == [
      "DAYLIGHT TZOFFSETFROM=+0200 TZOFFSETTO=+0300 TZNAME=IDT DTSTART=20200327T020000 RRULE=FREQ=YEARLY;BYDAY=FR;BYMONTHDAY=-9,-8,-7,-6,-5,-4,-3;BYMONTH=3",
      "STANDARD TZOFFSETFROM=+0300 TZOFFSETTO=+0200 TZNAME=IST DTSTART=20201025T020000 RRULE=FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
    ])
    // 2090-03-24 is the Friday before Sunday 2090-03-26, the last of March.
    let read = try Zone(vtimezone: jerusalem)
    #expect(try read.offset(at: instant("2090-03-23T23:59:59Z")).seconds == 7200)
    #expect(try read.offset(at: instant("2090-03-24T00:00:00Z")).seconds == 10_800)
  }

  @Test("São Paulo 2015..<2022: its rules end in 2019, so the last observances end (UNTIL) and -03:00 stays")
  func rulesThatEnd() throws {
    let component = try vtimezone("America/Sao_Paulo", 2015, 2022)
    // The February changes were on the third Sunday, or the fourth in
    // Carnival's year (2015-02-22): each a Sunday of days 16-22.
    #expect(Self.summary(component) == [
      "STANDARD TZOFFSETFROM=-0200 TZOFFSETTO=-0300 DTSTART=20150222T000000 RRULE=FREQ=YEARLY;UNTIL=20190217T020000Z;BYDAY=SU;BYMONTHDAY=16,17,18,19,20,21,22;BYMONTH=2",
      "DAYLIGHT TZOFFSETFROM=-0300 TZOFFSETTO=-0200 DTSTART=20151018T000000 RRULE=FREQ=YEARLY;UNTIL=20171015T030000Z;BYDAY=3SU;BYMONTH=10",
      "DAYLIGHT TZOFFSETFROM=-0300 TZOFFSETTO=-0200 DTSTART=20181104T000000",
    ])
    #expect(!component.components.contains(where: Self.isOpenEnded))
    let read = try Zone(vtimezone: component)
    // 2018-11-04 started at 01:00: midnight was in the gap.
    #expect(read.resolution(of: local("2018-11-04T00:30")).candidates.isEmpty)
    #expect(try read.offset(at: instant("2019-02-17T01:59:59Z")).seconds == -7200)
    #expect(try read.offset(at: instant("2019-02-17T02:00:00Z")).seconds == -10_800)
    #expect(try read.offset(at: instant("2090-01-01T00:00:00Z")).seconds == -10_800)
  }

  // The limit of one-month rules: Egypt changes back at 24:00 on the last
  // Thursday of October, which is 1 November in 2024 and 2030. Within the
  // range every offset is right (the round trip above); after it the
  // component follows the April rule while the zone does (to 2030-04-26),
  // then keeps +03:00, where the zone is back on +02:00 from 2030-11-01.
  @Test("Cairo: an October change that can fall on 1 November follows no rule, so the component does not go on for ever")
  func crossMonthChange() throws {
    let cairo = try Zone(identifier: "Africa/Cairo")
    let component = try vtimezone("Africa/Cairo", 2020, 2030)
    #expect(!component.components.contains(where: Self.isOpenEnded))
    #expect(component.components.flatMap { $0.properties(named: "RDATE") }.map(\.value).contains("20241101T000000"))
    let read = try Zone(vtimezone: component)
    #expect(try read.offset(at: instant("2030-04-26T00:00:00Z")) == cairo.offset(at: instant("2030-04-26T00:00:00Z")))
    #expect(try read.offset(at: instant("2030-12-01T00:00:00Z")).seconds == 10_800)
    #expect(try cairo.offset(at: instant("2030-12-01T00:00:00Z")).seconds == 7200)
  }

  @Test("Pacific/Apia in 2011: the day Samoa skipped (2011-12-30) is skipped in the zone read back")
  func skippedDay() throws {
    let component = try vtimezone("Pacific/Apia", 2011, 2012)
    #expect(Self.summary(component) == [
      "STANDARD TZOFFSETFROM=-1000 TZOFFSETTO=-1100 DTSTART=20110402T040000",
      "DAYLIGHT TZOFFSETFROM=-1100 TZOFFSETTO=-1000 DTSTART=20110924T030000",
      "DAYLIGHT TZOFFSETFROM=-1000 TZOFFSETTO=+1400 DTSTART=20111230T000000",
    ])
    let read = try Zone(vtimezone: component)
    let failure = error { () throws(DateMathError) in
      _ = try ZonedDateTime(startOf: date("2011-12-30"), in: read)
    }
    #expect(failure?.kind == .skippedDay)
    #expect(try ZonedDateTime(startOf: date("2011-12-31"), in: read).date == instant("2011-12-30T10:00:00Z"))
  }

  @Test("a zone with no change in the range: one observance of its offset, from the range's start")
  func constantOffset() throws {
    #expect(try Self.summary(vtimezone("Asia/Tokyo", 2020, 2030)) == [
      "STANDARD TZOFFSETFROM=+0900 TZOFFSETTO=+0900 TZNAME=JST DTSTART=20200101T090000"
    ])
    #expect(try Self.summary(ICalendarComponent(vtimezone: .utc, covering: Self.years(2020, 2030))) == [
      "STANDARD TZOFFSETFROM=+0000 TZOFFSETTO=+0000 TZNAME=UTC DTSTART=20200101T000000"
    ])
    let india = try Zone(fixedOffset: UTCOffset(seconds: 19_800))
    let component = try ICalendarComponent(vtimezone: india, covering: Self.years(2020, 2030))
    #expect(component["TZID"]?.value == "+05:30")
    #expect(Self.summary(component) == ["STANDARD TZOFFSETFROM=+0530 TZOFFSETTO=+0530 DTSTART=20200101T053000"])
    #expect(try Zone(vtimezone: component).offset(at: instant("1900-01-01T00:00:00Z")).seconds == 19_800)
    // New York in one summer month: no change, so daylight time throughout.
    let july = instant("2024-07-01T00:00:00Z")..<instant("2024-08-01T00:00:00Z")
    #expect(try Self.summary(ICalendarComponent(vtimezone: Zone(identifier: "America/New_York"), covering: july)) == [
      "DAYLIGHT TZOFFSETFROM=-0400 TZOFFSETTO=-0400 TZNAME=EDT DTSTART=20240630T200000"
    ])
  }

  @Test("a rule that ends after the range ends there too: Vancouver keeps -07:00 from 2026-11-01 (tz 2026f)")
  func ruleEndsAfterRange() throws {
    let vancouver = try Zone(identifier: "America/Vancouver", source: .bundled)
    let component = try ICalendarComponent(vtimezone: vancouver, covering: Self.years(2020, 2025))
    #expect(Self.summary(component) == [
      "DAYLIGHT TZOFFSETFROM=-0800 TZOFFSETTO=-0700 TZNAME=PDT DTSTART=20200308T020000 RRULE=FREQ=YEARLY;UNTIL=20260308T100000Z;BYDAY=2SU;BYMONTH=3",
      "STANDARD TZOFFSETFROM=-0700 TZOFFSETTO=-0800 TZNAME=PST DTSTART=20201101T020000 RRULE=FREQ=YEARLY;UNTIL=20251102T090000Z;BYDAY=1SU;BYMONTH=11",
    ])
    let read = try Zone(vtimezone: component)
    for year in 2026...2030 {
      let january = instant("\(year)-01-15T12:00:00Z"), july = instant("\(year)-07-15T12:00:00Z")
      #expect(try read.offset(at: january) == vancouver.offset(at: january), "\(year)")
      #expect(try read.offset(at: july) == vancouver.offset(at: july), "\(year)")
    }
  }

  @Test("errors: an empty range, one beyond four-digit years, an instant that is not finite")
  func errors() throws {
    let newYork = try Zone(identifier: "America/New_York")
    let start = instant("2024-01-01T00:00:00Z")
    let empty = error { () throws(DateMathError) in _ = try ICalendarComponent(vtimezone: newYork, covering: start..<start) }
    #expect(empty?.kind == .invalidArgument)
    #expect(empty?.message == "a VTIMEZONE for America/New_York needs a range that is not empty (got 2024-01-01T00:00:00Z..<2024-01-01T00:00:00Z)")
    let far = error { () throws(DateMathError) in
      _ = try ICalendarComponent(vtimezone: newYork, covering: start..<instant("9999-12-31T00:00:01Z"))
    }
    #expect(far?.kind == .outOfRange)
    #expect(far?.message.hasPrefix("a VTIMEZONE covers 0001-01-01T00:00:00Z to 9999-12-31T00:00:00Z at most") == true)
    #expect(far?.zoneIdentifier == "America/New_York")
    let early = error { () throws(DateMathError) in
      _ = try ICalendarComponent(vtimezone: newYork, covering: instant("0000-12-31T23:59:59Z")..<start)
    }
    #expect(early?.kind == .outOfRange)
    let infinite = error { () throws(DateMathError) in
      _ = try ICalendarComponent(vtimezone: newYork, covering: start..<Date(timeIntervalSince1970: .infinity))
    }
    #expect(infinite?.kind == .outOfRange)
    // The widest range is allowed.
    let widest = instant("0001-01-01T00:00:00Z")..<instant("9999-12-31T00:00:00Z")
    #expect(try Zone(vtimezone: ICalendarComponent(vtimezone: newYork, covering: widest)).offset(at: instant("2024-07-01T00:00:00Z")).seconds == -14_400)
  }

  /// The directory `check_vtimezone_libical.py` asks the dump to go to.
  static let dumpDirectory = ProcessInfo.processInfo.environment["DATEMATH_VTIMEZONE_DUMP"]

  /// Writes the VTIMEZONEs that `Fixtures/generator/ics/check_vtimezone_libical.py`
  /// has libical read: for each zone of DATEMATH_VTIMEZONE_ZONES (commas)
  /// and each range of DATEMATH_VTIMEZONE_YEARS (`1970-2040,2020-2030`),
  /// `<dump>/<from>-<to>/<zone, / as __>.ics`, and the tz data release in
  /// `<dump>/tzdata`. Skipped unless DATEMATH_VTIMEZONE_DUMP is set.
  @Test("dump VTIMEZONEs for the libical check", .enabled(if: dumpDirectory != nil))
  func dumpForLibicalCheck() throws {
    let environment = ProcessInfo.processInfo.environment
    let directory = URL(fileURLWithPath: try #require(Self.dumpDirectory))
    let zones = (environment["DATEMATH_VTIMEZONE_ZONES"] ?? "America/New_York").split(separator: ",")
    let ranges = (environment["DATEMATH_VTIMEZONE_YEARS"] ?? "2020-2030").split(separator: ",")
    try Data(Zone.tzDataVersion.utf8).write(to: directory.appendingPathComponent("tzdata"))
    for range in ranges {
      let bounds = range.split(separator: "-").compactMap { Int($0) }
      try #require(bounds.count == 2, "\(range)")
      let folder = directory.appendingPathComponent("\(bounds[0])-\(bounds[1])")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for identifier in zones {
        let component = try ICalendarComponent(
          vtimezone: Zone(identifier: String(identifier)), covering: Self.years(bounds[0], bounds[1]))
        let name = identifier.replacingOccurrences(of: "/", with: "__") + ".ics"
        try Data(Self.calendar(component).utf8).write(to: folder.appendingPathComponent(name))
      }
    }
  }
}
