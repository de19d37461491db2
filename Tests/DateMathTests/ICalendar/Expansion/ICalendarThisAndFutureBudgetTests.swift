import DateMath
import Foundation
import Testing

/// Issue 37: a `RANGE=THISANDFUTURE` change that moves a series far reads
/// only the raw instances its shift brings into the window. A secondly
/// series moved one year took 11-80 s for its first three occurrences in
/// a two-day window (the year in between was expanded); moved to 9999,
/// about a day. Expected values by hand: 2024-01-01 to 2025-01-01 is 366
/// days, so the change at 00:00:10 moves every later second by 366 days.
@Suite("iCalendar THISANDFUTURE budget")
struct ICalendarThisAndFutureBudgetTests {
  static func occurrences(shiftedTo start: String, window: (String, String)) throws -> [ICalendarOccurrence] {
    let text = ICalendarExpansionTests.calendar(
      """
      BEGIN:VEVENT\nUID:s\nDTSTART:20240101T000000Z\nRRULE:FREQ=SECONDLY\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID;RANGE=THISANDFUTURE:20240101T000010Z\nDTSTART:\(start)\nEND:VEVENT\n
      """)
    let occurrences = try ICalendarDocument(parsing: text, options: .strict)
      .occurrences(in: ICalendarExpansionTests.window(window.0, window.1))
    return Array(occurrences.prefix(3))
  }

  @Test("a secondly series moved a year: its first three in a two-day window, at once")
  func movedAYear() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let first = try Self.occurrences(shiftedTo: "20250101T000010Z", window: ("2025-01-01T00:00:00Z", "2025-01-03T00:00:00Z"))
    let elapsed = clock.now - start
    #expect(first.map { ICalendarExpansionTests.utc($0.start) } == [
      "2025-01-01T00:00:10Z", "2025-01-01T00:00:11Z", "2025-01-01T00:00:12Z",
    ])
    #expect(first.map(\.origin) == [.override, .thisAndFuture, .thisAndFuture])
    #expect(first.map { $0.recurrenceID.map(ICalendarExpansionTests.utc) } == [
      "2024-01-01T00:00:10Z", "2024-01-01T00:00:11Z", "2024-01-01T00:00:12Z",
    ])
    // Milliseconds now; the year in between took 11-80 s. Only a return
    // to expanding it could take this long.
    #expect(elapsed < .seconds(10), "\(elapsed)")
  }

  @Test("moved to 9999: the window there, and the unmoved seconds before the change")
  func movedToTheEnd() throws {
    let late = try Self.occurrences(shiftedTo: "99990101T000010Z", window: ("9999-01-01T00:00:00Z", "9999-01-02T00:00:00Z"))
    #expect(late.map { ICalendarExpansionTests.utc($0.start) } == [
      "9999-01-01T00:00:10Z", "9999-01-01T00:00:11Z", "9999-01-01T00:00:12Z",
    ])
    let before = try Self.occurrences(shiftedTo: "99990101T000010Z", window: ("2024-01-01T00:00:00Z", "2024-01-02T00:00:00Z"))
    #expect(before.map { ICalendarExpansionTests.utc($0.start) } == [
      "2024-01-01T00:00:00Z", "2024-01-01T00:00:01Z", "2024-01-01T00:00:02Z",
    ])
  }
}
