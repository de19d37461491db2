import DateMath
import Foundation
import Testing

/// Issue 37: a `VTIMEZONE` comes from anyone, so building its zone has a
/// budget checked as the onsets are made, not after: a 274-byte one with
/// `RRULE:FREQ=MINUTELY` built every onset to 2199 in memory (1.4 GB for
/// ten years of them) before the TZif size limit was checked.
@Suite("iCalendar VTIMEZONE budgets")
struct ICalendarTimeZoneBudgetTests {
  static func calendar(_ body: String) -> String {
    ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\n" + body + "END:VCALENDAR\n").replacingOccurrences(of: "\n", with: "\r\n")
  }

  /// A zone whose daylight observance recurs as `rule`, on line 4.
  static func vtimezone(_ rule: String, tzid: String = "Hostile") -> String {
    """
    BEGIN:VTIMEZONE
    TZID:\(tzid)
    BEGIN:DAYLIGHT
    DTSTART:20230101T000000
    RRULE:\(rule)
    TZOFFSETFROM:+0000
    TZOFFSETTO:+0100
    END:DAYLIGHT
    BEGIN:STANDARD
    DTSTART:20230101T003000
    RRULE:\(rule)
    TZOFFSETFROM:+0100
    TZOFFSETTO:+0000
    END:STANDARD
    END:VTIMEZONE

    """
  }

  func build(_ rule: String) throws(DateMathError) -> Zone {
    let document = try! ICalendarDocument(parsing: Self.calendar(Self.vtimezone(rule)))
    return try Zone(vtimezone: document.components[0].components(named: "VTIMEZONE")[0])
  }

  @Test("a rule that changes the clocks daily or more often is refused by name, with its line")
  func frequency() {
    for frequency in ["SECONDLY", "MINUTELY", "HOURLY", "DAILY"] {
      #expect {
        try build("FREQ=\(frequency)")
      } throws: { error in
        guard let error = error as? DateMathError else { return false }
        return error.kind == .invalidFormat && error.position?.line == 8
          && error.message.contains("FREQ=\(frequency) would change the clocks every day or more often")
      }
    }
  }

  @Test("more onsets than any zone has end the build at the budget, naming the VTIMEZONE")
  func onsetBudget() {
    // Weekly on every weekday is daily in effect: 7 × 52 × 177 years of
    // onsets per observance, far past 50,000.
    #expect {
      try build("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU")
    } throws: { error in
      guard let error = error as? DateMathError else { return false }
      return error.kind == .invalidFormat && error.message.contains("VTIMEZONE Hostile has more than 50000 onsets through 2199")
    }
    // A real zone's rules are well within it: the EU's, yearly since 1996.
    #expect(throws: Never.self) { try build("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU") }
  }

  @Test("a VTIMEZONE that fails is built once, not once per event that names it")
  func failedZoneRemembered() throws {
    let events = (1...100).map { i in
      "BEGIN:VEVENT\nUID:\(i)\nDTSTART;TZID=Hostile:20240301T090000\nEND:VEVENT\n"
    }.joined()
    let text = Self.calendar(Self.vtimezone("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU") + events)
    let window = try Date(rfc3339: "2024-03-01T00:00:00Z")..<Date(rfc3339: "2024-03-02T00:00:00Z")
    let clock = ContinuousClock()
    let start = clock.now
    let occurrences = try ICalendarDocument(parsing: text).occurrences(in: window)
    let elapsed = clock.now - start
    // Lenient: each event is left out with the zone's error as its note;
    // notes of one kind are the first ten and a count of the rest.
    #expect(Array(occurrences).isEmpty)
    #expect(occurrences.notes.count == 11)
    #expect(occurrences.notes.prefix(10).allSatisfy { $0.message.contains("more than 50000 onsets") })
    #expect(occurrences.notes.last?.message.contains("90") == true, "\(occurrences.notes.last?.message ?? "")")
    // One build to the budget takes well under a second; a hundred took
    // minutes. Only a rebuild per event could take this long.
    #expect(elapsed < .seconds(30), "\(elapsed)")
  }
}
