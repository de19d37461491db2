import DateMath
import Foundation
import Testing

/// Issue 33 item 4: a calendar file's occurrences with what the expansion
/// adjusted, as values, so `datecalc ics` renders them instead of working
/// them out again. Hand-checked: Berlin's clocks went forward at 2024-03-31
/// 02:00 (+01:00 → +02:00, 01:00Z) and back at 2024-10-27 03:00 (+02:00 →
/// +01:00, 01:00Z); São Paulo's 2018-11-04 began at 01:00 (-03:00 →
/// -02:00 at 03:00Z), so the day lasted 23 hours.
@Suite("iCalendar adjustments")
struct ICalendarAdjustmentTests {
  static func occurrences(_ body: String, _ from: String, _ to: String, floating: Zone = .utc) throws
    -> [(occurrence: ICalendarOccurrence, adjustments: [Adjustment])]
  {
    let text = ICalendarExpansionTests.calendar(body)
    return try ICalendarDocument(parsing: text, options: .strict)
      .occurrences(in: ICalendarExpansionTests.window(from, to), options: ICalendarExpansionOptions(floatingZone: floating))
      .prefixReportingAdjustments(100)
  }

  @Test("a night over the change of clocks: its lengths; the next night on a new offset", .tags(.dst))
  func night() throws {
    let listed = try Self.occurrences(
      """
      BEGIN:VEVENT\nUID:n\nDTSTART;TZID=Europe/Berlin:20241026T220000\nDTEND;TZID=Europe/Berlin:20241027T060000
      RRULE:FREQ=DAILY;COUNT=2\nEND:VEVENT\n
      """, "2024-10-26T00:00:00Z", "2024-10-29T00:00:00Z")
    #expect(listed.count == 2)
    // 20:00Z to 05:00Z: 9 hours; 22:00 to 06:00 on the wall clock: 8.
    guard case .clocksChangedDuring(32_400, 28_800, "Europe/Berlin", let transitions)? = listed[0].adjustments.first else {
      Issue.record("no change of clocks during: \(listed[0].adjustments)")
      return
    }
    #expect(transitions.map(\.date) == [try Date(rfc3339: "2024-10-27T01:00:00Z")])
    #expect(listed[0].adjustments.count == 1)
    guard case .clocksChangedSince(let previous, let offset, false, "Europe/Berlin", _)? = listed[1].adjustments.first else {
      Issue.record("no change of clocks since: \(listed[1].adjustments)")
      return
    }
    #expect(previous.description == "2024-10-26T22:00:00")
    #expect(offset.description == "+02:00")
  }

  @Test("an override moved an instance; its own time in the gap", .tags(.dst))
  func moved() throws {
    let listed = try Self.occurrences(
      """
      BEGIN:VEVENT\nUID:r\nDTSTART;TZID=Europe/Berlin:20240325T090000\nDURATION:PT1H\nRRULE:FREQ=WEEKLY;COUNT=2\nEND:VEVENT
      BEGIN:VEVENT\nUID:r\nRECURRENCE-ID;TZID=Europe/Berlin:20240401T090000\nDTSTART;TZID=Europe/Berlin:20240331T021500
      DURATION:PT1H\nEND:VEVENT\n
      """, "2024-03-30T00:00:00Z", "2024-04-02T00:00:00Z")
    #expect(listed.count == 1)
    #expect(listed[0].occurrence.start.description == "2024-03-31T03:15:00+02:00[Europe/Berlin]")
    let adjustments = listed[0].adjustments
    #expect(adjustments.count == 2)
    #expect(
      adjustments.first
        == .instanceMoved(
          from: try CivilDateTime(parsing: "2024-04-01T09:00"), offset: UTCOffset(seconds: 7200),
          zoneIdentifier: "Europe/Berlin", thisAndFuture: false))
    guard case .gapShifted(let requested, let used, _, _, .compatible)? = adjustments.last else {
      Issue.record("no gap: \(adjustments)")
      return
    }
    #expect(requested.description == "2024-03-31T02:15:00")
    #expect(used.description == "2024-03-31T03:15:00")
  }

  @Test("an all-day event on a 23-hour day; a month end the rule skipped", .tags(.dst))
  func allDayAndMonthEnd() throws {
    let day = try Self.occurrences(
      "BEGIN:VEVENT\nUID:e\nDTSTART;VALUE=DATE:20181104\nEND:VEVENT\n", "2018-11-01T00:00:00Z", "2018-11-10T00:00:00Z",
      floating: Zone(identifier: "America/Sao_Paulo"))
    #expect(day.count == 1)
    guard case .clocksChangedDuring(82_800, 86_400, "America/Sao_Paulo", _)? = day[0].adjustments.first else {
      Issue.record("no 23-hour day: \(day[0].adjustments)")
      return
    }
    let invoices = try Self.occurrences(
      """
      BEGIN:VEVENT\nUID:i\nDTSTART;TZID=Europe/Berlin:20240131T100000\nDURATION:PT1H\nRRULE:FREQ=MONTHLY;BYMONTHDAY=31
      END:VEVENT\n
      """, "2024-03-01T00:00:00Z", "2024-06-01T00:00:00Z")
    #expect(invoices.map(\.occurrence.start.localDateTime.date.description) == ["2024-03-31", "2024-05-31"])
    let february = try CivilDate(parsing: "2024-02-29").calendarDate(in: .iso8601)
    #expect(invoices[0].adjustments.first == .dateSkipped(.pastMonthEnd(lastDay: february)))
    // 31 March is on +02:00 and DTSTART on +01:00: said once, since DTSTART.
    guard case .clocksChangedSince(_, _, true, _, _)? = invoices[0].adjustments.last else {
      Issue.record("no change since DTSTART: \(invoices[0].adjustments)")
      return
    }
    let april = try CivilDate(parsing: "2024-04-30").calendarDate(in: .iso8601)
    #expect(invoices[1].adjustments == [.dateSkipped(.pastMonthEnd(lastDay: april))])
  }

  @Test("the listing is the sequence's: the same occurrences in the same order")
  func sameOccurrences() throws {
    let text = ICalendarExpansionTests.calendar(
      "BEGIN:VEVENT\nUID:d\nDTSTART;TZID=America/New_York:20240308T023000\nRRULE:FREQ=DAILY;COUNT=5\nEND:VEVENT\n")
    let window = try ICalendarExpansionTests.window("2024-03-01T00:00:00Z", "2024-04-01T00:00:00Z")
    let occurrences = try ICalendarDocument(parsing: text).occurrences(in: window)
    #expect(occurrences.prefixReportingAdjustments(3).map(\.occurrence) == Array(occurrences.prefix(3)))
    #expect(occurrences.prefixReportingAdjustments(10).map(\.occurrence) == Array(occurrences))
  }
}
