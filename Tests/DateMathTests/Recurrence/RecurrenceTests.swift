import DateMath
import Foundation
import Testing

/// Recurrence rules (RFC 5545): text, errors, DST, month ends, skipped
/// days, expansion from any point and in both directions. The generated
/// corpus (Fixtures/tzcases/recur) checks the expansion at scale against
/// python-dateutil; these are the cases a reader checks by hand.
@Suite("Recurrence")
struct RecurrenceTests {
  let newYork = try! Zone(identifier: "America/New_York")

  func local(_ text: String) throws -> CivilDateTime { try CivilDateTime(parsing: text) }

  func texts(_ occurrences: some Sequence<ZonedDateTime>) -> [String] {
    occurrences.map { $0.rfc9557String().replacingOccurrences(of: "[\($0.zone.identifier)]", with: "") }
  }

  func recurrence(_ rule: String, _ start: String, _ zone: Zone, invalidDates: Recurrence.InvalidDatePolicy = .skip) throws -> Recurrence {
    Recurrence(start: try local(start), in: zone, rule: try RecurrenceRule(parsing: rule), invalidDates: invalidDates)
  }

  @Test("rule text is read in any order and case, and written back in the RFC's order", arguments: [
    ("FREQ=MONTHLY;BYDAY=-1FR;COUNT=12", "FREQ=MONTHLY;COUNT=12;BYDAY=-1FR"),
    ("rrule:freq=yearly;bymonth=1;byday=su,mo;interval=2", "FREQ=YEARLY;INTERVAL=2;BYDAY=SU,MO;BYMONTH=1"),
    ("FREQ=MONTHLY;WKST=SU;UNTIL=19971224T000000Z;BYDAY=+2TU", "FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=2TU;WKST=SU"),
    ("FREQ=DAILY;UNTIL=19971224", "FREQ=DAILY;UNTIL=19971224"),
    ("FREQ=YEARLY;BYWEEKNO=-1,20;BYYEARDAY=1,-1;BYSETPOS=1,-1;WKST=SU", "FREQ=YEARLY;BYYEARDAY=1,-1;BYWEEKNO=-1,20;BYSETPOS=1,-1;WKST=SU"),
    // A file's line, as an iCalendar block reads it (issue 37).
    ("FREQ=DAILY;COUNT=3\n", "FREQ=DAILY;COUNT=3"),
    ("  RRULE:FREQ=DAILY;COUNT=3\r\n", "FREQ=DAILY;COUNT=3"),
  ])
  func textRoundTrip(text: String, written: String) throws {
    let rule = try RecurrenceRule(parsing: text)
    #expect(rule.description == written)
    #expect(try RecurrenceRule(parsing: rule.description) == rule)
  }

  @Test("a malformed rule is an error that names the part and the reason", arguments: [
    ("FREQ=DAILY;INTERVAL=0", "INTERVAL 0 is not a positive count"),
    ("FREQ=MONTHLY;BYDAY=FR;BYSETPOS=400", "BYSETPOS 400 is not in 1...366"),
    ("FREQ=DAILY;COUNT=3;UNTIL=20240101", "COUNT and UNTIL cannot both be given"),
    ("FREQ=MONTHLY;BYWEEKNO=3", "BYWEEKNO is only allowed with FREQ=YEARLY"),
    ("BYDAY=MO", "FREQ is missing"),
    ("FREQ=FORTNIGHTLY", "\"FORTNIGHTLY\" is not SECONDLY"),
    ("FREQ=DAILY;BYDAY=2MO", "only FREQ=MONTHLY or YEARLY allows"),
    ("FREQ=DAILY;BYHOUR=24", "BYHOUR 24 is not in 0...23"),
    ("FREQ=DAILY;BYMONTHDAY=0", "BYMONTHDAY 0 is not in 1...31"),
    ("FREQ=DAILY;COUNT=-1", "COUNT \"-1\" is not a whole number of at most 12 digits"),
    ("FREQ=DAILY;INTERVAL=1000000000000", "INTERVAL \"1000000000000\" is not a whole number of at most 12 digits"),
    ("FREQ=WEEKLY;BYDAY=+2TU", "only FREQ=MONTHLY or YEARLY allows"),
    ("FREQ=DAILY;FREQ=WEEKLY", "FREQ appears twice"),
    ("FREQ=DAILY;BYEASTER=0", "\"BYEASTER\" is not a rule part"),
    ("FREQ=DAILY;UNTIL=20230230", "February 2023 has 28 days"),
    ("FREQ=WEEKLY;BYMONTHDAY=1", "BYMONTHDAY is not allowed with FREQ=WEEKLY"),
    ("FREQ=MONTHLY;BYSETPOS=1", "BYSETPOS needs another BYxxx part"),
    ("FREQ=DAILY;COUNT=0", "COUNT 0 is not a number of occurrences from 1"),
    ("FREQ=DAILY; COUNT=3", "\" COUNT\" is not a rule part"),
  ])
  func malformed(text: String, message: String) {
    #expect {
      try RecurrenceRule(parsing: text)
    } throws: { error in
      guard let error = error as? DateMathError else { return false }
      return error.kind == .invalidRecurrenceRule && error.message.contains(message)
    }
  }

  @Test("an UNTIL that RFC 5545 text cannot hold is refused when the rule is made")
  func untilRange() throws {
    #expect(throws: DateMathError.self) {
      try RecurrenceRule(frequency: .daily, end: .until(.date(CivilDate(year: -5, month: 1, day: 1))))
    }
    #expect(throws: DateMathError.self) {
      try RecurrenceRule(frequency: .daily, end: .until(.instant(Date(timeIntervalSince1970: 3e11))))
    }
    let rule = try RecurrenceRule(frequency: .daily, end: .until(.instant(Date(rfc3339: "9999-12-31T23:59:59Z"))))
    #expect(rule.description == "FREQ=DAILY;UNTIL=99991231T235959Z")
    #expect(try RecurrenceRule(parsing: rule.description) == rule)
  }

  @Test("RFC 5545 §3.8.5.3: daily for 10 occurrences, and the last Friday of each month")
  func rfcExamples() throws {
    // "(1997 9:00 AM EDT) September 2-11"
    let daily = try recurrence("FREQ=DAILY;COUNT=10", "1997-09-02T09:00:00", newYork)
    #expect(texts(daily.occurrences()) == (2...11).map { String(format: "1997-09-%02dT09:00:00-04:00", $0) })
    // "Every Friday the 13th, forever": the first four after DTSTART.
    let friday13 = try recurrence("FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", "1997-09-02T09:00:00", newYork)
    #expect(texts(friday13.occurrences().prefix(4)) == [
      "1998-02-13T09:00:00-05:00", "1998-03-13T09:00:00-05:00", "1998-11-13T09:00:00-05:00",
      "1999-08-13T09:00:00-04:00",
    ])
    // "The third instance into the month of one of Tuesday, Wednesday, or
    // Thursday, for the next 3 months": (1997 9:00 AM EDT) September 4;
    // October 7; (1997 9:00 AM EST) November 6.
    let third = try recurrence("FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3", "1997-09-04T09:00:00", newYork)
    #expect(texts(third.occurrences()) == [
      "1997-09-04T09:00:00-04:00", "1997-10-07T09:00:00-04:00", "1997-11-06T09:00:00-05:00",
    ])
  }

  @Test("a time in a gap is read with the offset before it; a repeated time is its first occurrence")
  func gapsAndOverlaps() throws {
    // 2024-03-10T02:30 does not exist in New York: 02:30 EST is 03:30 EDT.
    let gap = try recurrence("FREQ=DAILY;COUNT=3", "2024-03-09T02:30:00", newYork)
    #expect(texts(gap.occurrences()) == [
      "2024-03-09T02:30:00-05:00", "2024-03-10T03:30:00-04:00", "2024-03-11T02:30:00-04:00",
    ])
    // 2024-11-03T01:30 happens twice: the first, EDT.
    let overlap = try recurrence("FREQ=DAILY;COUNT=2", "2024-11-02T01:30:00", newYork)
    #expect(texts(overlap.occurrences()) == ["2024-11-02T01:30:00-04:00", "2024-11-03T01:30:00-04:00"])
    // Hourly across the gap: 02:00 EST and 03:00 EDT are one instant, one
    // occurrence; COUNT counts the four wall-clock times.
    let hourly = try recurrence("FREQ=HOURLY;COUNT=4", "2024-03-10T00:00:00", newYork)
    #expect(texts(hourly.occurrences()) == [
      "2024-03-10T00:00:00-05:00", "2024-03-10T01:00:00-05:00", "2024-03-10T03:00:00-04:00",
    ])
    // Every 15 minutes: 02:45 EST (07:45Z) comes after 03:00 EDT (07:00Z)
    // on the wall clock but is later as an instant: in instant order.
    let quarter = try recurrence("FREQ=MINUTELY;INTERVAL=15;COUNT=8", "2024-03-10T01:30:00", newYork)
    #expect(texts(quarter.occurrences()) == [
      "2024-03-10T01:30:00-05:00", "2024-03-10T01:45:00-05:00", "2024-03-10T03:00:00-04:00",
      "2024-03-10T03:15:00-04:00", "2024-03-10T03:30:00-04:00", "2024-03-10T03:45:00-04:00",
    ])
  }

  @Test("a day that never happened has no occurrence (Pacific/Apia 2011-12-30)")
  func skippedDay() throws {
    let apia = try Zone(identifier: "Pacific/Apia")
    let daily = try recurrence("FREQ=DAILY;COUNT=4", "2011-12-28T09:00:00", apia)
    #expect(texts(daily.occurrences()) == [
      "2011-12-28T09:00:00-10:00", "2011-12-29T09:00:00-10:00", "2011-12-31T09:00:00+14:00",
    ])
  }

  @Test("month ends: skipped as RFC 5545 says, or the last day when asked")
  func monthEnds() throws {
    let skip = try recurrence("FREQ=MONTHLY;COUNT=4", "2024-01-31T09:00:00", newYork)
    #expect(texts(skip.occurrences()).map { String($0.prefix(10)) } == ["2024-01-31", "2024-03-31", "2024-05-31", "2024-07-31"])
    let last = try recurrence("FREQ=MONTHLY;COUNT=4", "2024-01-31T09:00:00", newYork, invalidDates: .clamp)
    #expect(texts(last.occurrences()).map { String($0.prefix(10)) } == ["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30"])
    let leap = try recurrence("FREQ=YEARLY;COUNT=3", "2024-02-29T09:00:00", newYork, invalidDates: .clamp)
    #expect(texts(leap.occurrences()).map { String($0.prefix(10)) } == ["2024-02-29", "2025-02-28", "2026-02-28"])
    let never = try recurrence("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "2024-01-01T09:00:00", newYork)
    #expect(Array(never.occurrences()).isEmpty)
  }

  @Test("expansion from any point agrees with expansion from DTSTART, forward and backward", arguments: [
    "FREQ=DAILY", "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,FR", "FREQ=MONTHLY;BYDAY=-1FR",
    "FREQ=YEARLY;BYMONTH=3,11;BYDAY=SU;BYSETPOS=1,-1", "FREQ=HOURLY;INTERVAL=7;BYHOUR=1,2,3",
    "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=40", "FREQ=MINUTELY;INTERVAL=45;BYDAY=SU;BYHOUR=1,2",
    "FREQ=YEARLY;BYWEEKNO=1,53;BYDAY=MO",
  ])
  func fromAnyPoint(rule: String) throws {
    let r = try recurrence(rule, "2019-11-03T01:30:00", newYork)
    let all = Array(r.occurrences().prefix(400))
    #expect(all.count > 20)
    for i in stride(from: 0, to: all.count - 1, by: 37) {
      // Forward from an occurrence, and after it.
      #expect(r.occurrences(from: all[i].date).first(where: { _ in true }) == all[i])
      #expect(r.next(after: all[i].date) == all[i + 1])
      // Backward from the next one.
      #expect(r.previous(before: all[i + 1].date) == all[i])
      let back = Array(r.occurrences(before: all[i + 1].date).prefix(i + 2))
      #expect(back == Array(all[0...i].reversed()))
    }
    for (a, b) in zip(all, all.dropFirst()) { #expect(a.date < b.date) }
  }

  @Test("a daily rule since 1970 answers about 2026 from 2026")
  func farFromStart() throws {
    let r = try recurrence("FREQ=DAILY;BYHOUR=9,17", "1970-01-01T09:00:00", newYork)
    let from = try ZonedDateTime(CivilDateTime(parsing: "2026-03-08T12:00:00"), in: newYork)
    #expect(texts(r.occurrences(from: from.date).prefix(3)) == [
      "2026-03-08T17:00:00-04:00", "2026-03-09T09:00:00-04:00", "2026-03-09T17:00:00-04:00",
    ])
    #expect(texts([r.previous(before: from.date)!]) == ["2026-03-08T09:00:00-04:00"])
  }

  @Test("huge and contradictory rules answer at once, with the right answer", arguments: [
    // The 999,999,999th second from 2024-01-01T00:00:00Z is 999,999,998 s
    // later: 2055-09-09T01:46:38Z.
    ("FREQ=SECONDLY;COUNT=999999999", ["2024-01-01T00:00:00Z", "2024-01-01T00:00:01Z"], "2055-09-09T01:46:38Z"),
    ("FREQ=MINUTELY;INTERVAL=60;BYMINUTE=30", [], nil), ("FREQ=SECONDLY;INTERVAL=60;BYSECOND=30", [], nil),
    ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", [], nil), ("FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", [], nil),
    ("FREQ=MINUTELY;BYSECOND=0;BYSETPOS=2", [], nil), ("FREQ=HOURLY;BYMINUTE=0;BYSETPOS=-2", [], nil),
    ("FREQ=DAILY;BYHOUR=9;BYSETPOS=2", [], nil),
    ("FREQ=YEARLY;INTERVAL=999999999999", ["2024-01-01T00:00:00Z"], "2024-01-01T00:00:00Z"),
  ] as [(String, [String], String?)])
  func hostile(rule: String, first: [String], lastBefore2060: String?) throws {
    let r = try recurrence(rule, "2024-01-01T00:00:00", Zone.utc)
    #expect(try Array(r.occurrences().prefix(2)).map(\.date) == first.map { try Date(rfc3339: $0) })
    let last = r.previous(before: try Date(rfc3339: "2060-01-01T00:00:00Z"))
    #expect(try last?.date == lastBefore2060.map { try Date(rfc3339: $0) })
  }

  @Test("dates at and past the ends of time: no trap, no answer where none exists")
  func extremeDates() throws {
    let tokyo = try Zone(identifier: "Asia/Tokyo")
    let daily = try recurrence("FREQ=DAILY", "2024-01-01T09:00:00", tokyo)
    #expect(daily.next(after: Date(timeIntervalSince1970: .infinity)) == nil)
    #expect(daily.previous(before: Date(timeIntervalSince1970: -.infinity)) == nil)
    #expect(daily.next(after: Date(timeIntervalSince1970: -.infinity))?.localDateTime.description == "2024-01-01T09:00:00")
    #expect(daily.previous(before: Date(timeIntervalSince1970: .infinity))?.localDateTime.description == "9999-12-31T09:00:00")
    // Year -9999 in Tokyo: the first days are in UTC year -10000, outside
    // the range; the sequence goes on from the first it can hold, both ways.
    let early = Recurrence(
      start: try CivilDateTime(year: -9999, month: 1, day: 1, hour: 0, minute: 0), in: tokyo,
      rule: try RecurrenceRule(parsing: "FREQ=DAILY"))
    let first = try #require(early.occurrences().first(where: { _ in true }))
    #expect(first.localDateTime == (try CivilDateTime(year: -9999, month: 1, day: 2)))
    #expect(early.previous(before: first.date.addingTimeInterval(1)) == first)
  }

  @Test("an RDATE in another zone is the same instant, shown in the recurrence's zone")
  func rdateInAnotherZone() throws {
    let tokyo = try Zone(identifier: "Asia/Tokyo")
    let extra = try ZonedDateTime(CivilDateTime(parsing: "2024-04-02T09:00:00"), in: tokyo)
    let r = Recurrence(start: try local("2024-04-01T09:00:00"), in: newYork, rules: [], dates: [extra])
    #expect(texts(r.occurrences()) == ["2024-04-01T20:00:00-04:00"])
    #expect(texts(r.occurrences(before: try Date(rfc3339: "2025-01-01T00:00:00Z"))) == ["2024-04-01T20:00:00-04:00"])
  }

  @Test("the largest INTERVAL and COUNT are written and read back")
  func largestValues() throws {
    let rule = try RecurrenceRule(frequency: .daily, interval: 999_999_999_999, end: .count(999_999_999_999))
    #expect(try RecurrenceRule(parsing: rule.description) == rule)
    #expect(throws: DateMathError.self) { try RecurrenceRule(frequency: .daily, interval: 1_000_000_000_000) }
    #expect(throws: DateMathError.self) { try RecurrenceRule(frequency: .daily, end: .count(1_000_000_000_000)) }
  }

  @Test("an iCalendar block: DTSTART with TZID, RRULE, RDATE, EXDATE, EXRULE, read and written back")
  func iCalendar() throws {
    let block = """
      DTSTART;TZID=America/New_York:20240131T090000
      RRULE:FREQ=MONTHLY;COUNT=6
      RDATE;TZID=America/New_York:20240215T090000
      EXDATE;TZID=America/New_York:20240331T090000
      """
    let r = try Recurrence(iCalendar: block)
    #expect(texts(r.occurrences()).map { String($0.prefix(10)) } == [
      "2024-01-31", "2024-02-15", "2024-05-31", "2024-07-31", "2024-08-31", "2024-10-31",
    ])
    let again = try Recurrence(iCalendar: r.iCalendar)
    #expect(Array(again.occurrences()) == Array(r.occurrences()))
    let withRule = try Recurrence(iCalendar: block + "\nEXRULE:FREQ=MONTHLY;BYMONTH=7,8")
    #expect(texts(withRule.occurrences()).map { String($0.prefix(10)) } == ["2024-01-31", "2024-02-15", "2024-05-31", "2024-10-31"])
    #expect(throws: DateMathError.self) { try Recurrence(iCalendar: "RRULE:FREQ=DAILY") }
    #expect(throws: DateMathError.self) { try Recurrence(iCalendar: "DTSTART:20240101T090000\nRRULE:FREQ=DAILY") }
    #expect(throws: DateMathError.self) { try Recurrence(iCalendar: "DTSTART;TZID=UTC:20240101T090000\nSUMMARY:x") }
    // Quoted parameter values (RFC 5545 §3.2).
    let quoted = try Recurrence(iCalendar: "DTSTART;TZID=\"America/New_York\":20240309T090000\nRRULE:FREQ=DAILY;COUNT=2")
    #expect(texts(quoted.occurrences()) == ["2024-03-09T09:00:00-05:00", "2024-03-10T09:00:00-04:00"])
    // A fixed offset: its TZID has a ":" and is written quoted.
    let fixed = try recurrence("FREQ=DAILY;COUNT=2", "2024-03-09T09:00:00", Zone(fixedOffset: UTCOffset(seconds: 19_800)))
    #expect(fixed.iCalendar.hasPrefix("DTSTART;TZID=\"+05:30\":20240309T090000\r\n"))
    let fixedAgain = try Recurrence(iCalendar: fixed.iCalendar)
    #expect(fixedAgain.zone == fixed.zone)
    #expect(texts(fixedAgain.occurrences()) == ["2024-03-09T09:00:00+05:30", "2024-03-10T09:00:00+05:30"])
    // An all-day recurrence: dates, no times; read back in a zone.
    let allDay = try Recurrence(iCalendar: "DTSTART;VALUE=DATE:20181103\nRRULE:FREQ=DAILY;COUNT=2", floatingZone: Zone(identifier: "America/Sao_Paulo"))
    #expect(texts(allDay.occurrences()) == ["2018-11-03T00:00:00-03:00", "2018-11-04T01:00:00-02:00"])
    #expect(try Array(Recurrence(iCalendar: allDay.iCalendar, floatingZone: allDay.zone).occurrences()) == Array(allDay.occurrences()))
    #expect(throws: DateMathError.self) { try Recurrence(iCalendar: "DTSTART;VALUE=DATE:20181103\nRRULE:FREQ=HOURLY", floatingZone: .utc) }
    #expect(throws: DateMathError.self) { try Recurrence(iCalendar: "DTSTART;VALUE=DATE:20181103T090000\nRRULE:FREQ=DAILY", floatingZone: .utc) }
  }

  @Test("a byte-order mark at the very start of an iCalendar block is read past; elsewhere it is an error that shows it escaped (issue 22)")
  func byteOrderMark() throws {
    let block = "\u{FEFF}DTSTART;TZID=America/New_York:20240309T090000\r\nRRULE:FREQ=DAILY;COUNT=2"
    #expect(texts(try Recurrence(iCalendar: block).occurrences()) == ["2024-03-09T09:00:00-05:00", "2024-03-10T09:00:00-04:00"])
    let later = try #require(error { () throws(DateMathError) in
      try Recurrence(iCalendar: "DTSTART;TZID=UTC:20240101T090000\n\u{FEFF}RRULE:FREQ=DAILY")
    }).message
    #expect(later.contains(#""\u{FEFF}RRULE""#), "\(later)")
    let twice = try #require(error { () throws(DateMathError) in
      try Recurrence(iCalendar: "\u{FEFF}\u{FEFF}DTSTART:20240101T090000Z\nRRULE:FREQ=DAILY")
    }).message
    #expect(twice.contains(#""\u{FEFF}DTSTART""#), "\(twice)")
    let rule = try #require(error { () throws(DateMathError) in try RecurrenceRule(parsing: "\u{FEFF}FREQ=DAILY") }).message
    #expect(rule.contains(#""\u{FEFF}FREQ""#), "\(rule)")
    for m in [later, twice, rule] { #expect(!m.unicodeScalars.contains("\u{FEFF}")) }
  }

  @Test("Foundation's Calendar.RecurrenceRule: the parts carry over both ways; Foundation then agrees where it expands rightly", arguments: [
    "FREQ=MONTHLY;COUNT=6;BYDAY=-1FR", "FREQ=DAILY;COUNT=10", "FREQ=WEEKLY;COUNT=8;INTERVAL=2;BYDAY=TU,TH;WKST=SU",
    "FREQ=YEARLY;COUNT=4;BYDAY=SU;BYMONTH=3;BYSETPOS=-1",
  ])
  func foundation(text: String) throws {
    let rule = try RecurrenceRule(parsing: text)
    let foundation = try #require(rule.foundationRule(in: newYork))
    #expect(try RecurrenceRule(foundation) == rule)
    let r = Recurrence(start: try local("2024-01-26T09:00:00"), in: newYork, rule: rule)
    let start = try ZonedDateTime(r.start, in: newYork).date
    // DTSTART matches each of these rules, so both count it first.
    let theirs = Array(foundation.recurrences(of: start))
    let ours = r.occurrences().map(\.date)
    if text.contains("-1") {
      // Foundation here (Linux, Swift 6.3.1): with Monday as the first
      // weekday, BYDAY=-1FR gives the fourth Friday (2024-03-22, not
      // 03-29), and BYSETPOS=-1 the first Sunday of March, not the last.
      withKnownIssue("Foundation's Calendar.RecurrenceRule miscounts from the end") {
        #expect(theirs == ours)
      }
    } else {
      #expect(theirs == ours)
    }
  }

  @Test("Foundation cannot say SECONDLY, a leap second or an offset it has no zone for; a leap month has no RFC text")
  func foundationLimits() throws {
    #expect(try RecurrenceRule(parsing: "FREQ=SECONDLY").foundationRule(in: newYork) == nil)
    #expect(try RecurrenceRule(parsing: "FREQ=MINUTELY;BYSECOND=60").foundationRule(in: newYork) == nil)
    // Foundation has no zone of -19:00 or +05:00:07; +05:30 it has.
    let daily = try RecurrenceRule(parsing: "FREQ=DAILY")
    #expect(daily.foundationRule(in: try Zone(fixedOffset: UTCOffset(seconds: -19 * 3600))) == nil)
    #expect(daily.foundationRule(in: try Zone(fixedOffset: UTCOffset(seconds: 5 * 3600 + 7))) == nil)
    let kolkata = try #require(daily.foundationRule(in: try Zone(fixedOffset: UTCOffset(seconds: 19_800))))
    #expect(kolkata.calendar.timeZone.secondsFromGMT() == 19_800)
    let leap = Calendar.RecurrenceRule(calendar: Calendar(identifier: .gregorian), frequency: .yearly, months: [Calendar.RecurrenceRule.Month(2, isLeap: true)])
    #expect(throws: DateMathError.self) { try RecurrenceRule(leap) }
  }

  @Test("many tasks expanding one recurrence at once get the answers one task gets")
  func concurrent() async throws {
    let r = try recurrence("FREQ=WEEKLY;BYDAY=MO,TH;BYHOUR=1,2,3", "2020-03-01T02:30:00", newYork)
    let expected = Array(r.occurrences().prefix(500))
    let results = await withTaskGroup(of: [ZonedDateTime].self) { group in
      for _ in 0..<16 { group.addTask { Array(r.occurrences().prefix(500)) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 16 && results.allSatisfy { $0 == expected })
  }
}
