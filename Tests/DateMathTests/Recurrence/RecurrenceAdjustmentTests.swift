import DateMath
import Foundation
import Testing

/// Issue 33 item 4: a recurrence's occurrences carry what the expansion
/// adjusted, as values. Expected values are hand-checked:
/// - RFC 5545 §3.3.10 skips 30 February and 31 April, so FREQ=MONTHLY from
///   2024-01-31 gives 31 January, 31 March, 31 May (python-dateutil agrees);
/// - New York's clocks went forward at 2024-03-10 02:00 (-05:00 → -04:00,
///   07:00Z) and back at 2024-11-03 02:00 (-04:00 → -05:00, 06:00Z);
/// - Pacific/Apia skipped 2011-12-30 (-10:00 → +14:00 at 2011-12-30 10:00Z);
/// - Hebrew leap years are years 3, 6, 8, 11, 14, 17 and 19 of the 19-year
///   cycle: 5784 (8) and 5787 (11) have Adar I (`M05L`), 5785 (9) and 5786
///   (10) do not; Adar (`M06`) has 29 days; 1 Nisan (`M07`) 5785 is
///   2025-03-30 (Temporal's reference polyfill, `Temporal.PlainDate.from({
///   calendar: "hebrew", year: 5785, monthCode: "M07", day: 1 })`).
@Suite("Recurrence adjustments")
struct RecurrenceAdjustmentTests {
  let newYork = try! Zone(identifier: "America/New_York")

  func recurrence(_ start: String, _ rule: String, in zone: Zone = .utc, invalidDates: Recurrence.InvalidDatePolicy = .skip)
    throws -> Recurrence
  {
    var r = Recurrence(start: try CivilDateTime(parsing: start), in: zone, rule: try RecurrenceRule(parsing: rule))
    r.invalidDates = invalidDates
    return r
  }

  @Test("a month end skipped is told at the next occurrence, once; with clamp, the moved date")
  func monthEnds() throws {
    let rent = try recurrence("2024-01-31T09:00", "FREQ=MONTHLY;COUNT=3")
    let listed = rent.occurrencesReportingAdjustments(limit: 10)
    #expect(listed.map(\.occurrence.localDateTime.date.description) == ["2024-01-31", "2024-03-31", "2024-05-31"])
    #expect(listed.map(\.occurrence) == Array(rent.occurrences()))
    let february = try CivilDate(parsing: "2024-02-29").calendarDate(in: .iso8601)
    let april = try CivilDate(parsing: "2024-04-30").calendarDate(in: .iso8601)
    #expect(listed[0].adjustments.isEmpty)
    #expect(listed[1].adjustments == [.dateSkipped(.pastMonthEnd(lastDay: february))])
    #expect(listed[2].adjustments == [.dateSkipped(.pastMonthEnd(lastDay: april))])
    #expect(listed[1].adjustments.first?.description == "2024-02 has 29 days: skipped, as RFC 5545 says (clamping gives 2024-02-29)")

    let clamped = try recurrence("2024-01-31T09:00", "FREQ=MONTHLY;COUNT=2", invalidDates: .clamp)
      .occurrencesReportingAdjustments(limit: 10)
    #expect(clamped.map(\.occurrence.localDateTime.date.description) == ["2024-01-31", "2024-02-29"])
    #expect(clamped[1].adjustments == [.dateMoved(.pastMonthEnd(lastDay: february), date: february)])

    // Every minute of 31 January, then 31 March: February 30 and 31 are
    // one adjustment, not one per minute.
    let minutely = try recurrence("2024-01-31T00:00", "FREQ=MINUTELY;BYMONTHDAY=31;COUNT=1441")
      .occurrencesReportingAdjustments(limit: 1441)
    #expect(minutely.count == 1441)
    #expect(minutely.last?.occurrence.localDateTime.description == "2024-03-31T00:00:00")
    #expect(minutely.last?.adjustments == [.dateSkipped(.pastMonthEnd(lastDay: february))])
    #expect(minutely.dropLast().allSatisfy { $0.adjustments.isEmpty })
  }

  @Test("a gap, two wall-clock times that are one instant, an overlap, a day that never happened", .tags(.dst))
  func wallClock() throws {
    let hourly = try recurrence("2024-03-10T01:00", "FREQ=HOURLY;COUNT=3", in: newYork)
      .occurrencesReportingAdjustments(limit: 10)
    // 01:00, then 02:00 (in the gap, read on -05:00: 07:00Z, which is
    // 03:00 -04:00) and 03:00 (also 07:00Z): one occurrence.
    #expect(hourly.map(\.occurrence.description) == [
      "2024-03-10T01:00:00-05:00[America/New_York]", "2024-03-10T03:00:00-04:00[America/New_York]",
    ])
    let gap = try newYork.transitions(in: Date(rfc3339: "2024-03-10T06:00:00Z")..<Date(rfc3339: "2024-03-10T08:00:00Z"))
    #expect(gap.count == 1)
    let two = try CivilDateTime(parsing: "2024-03-10T02:00"), three = try CivilDateTime(parsing: "2024-03-10T03:00")
    #expect(hourly[1].adjustments == [
      .gapShifted(requested: two, used: three, zoneIdentifier: "America/New_York", transition: gap[0], disambiguation: .compatible),
      .sameInstant(two, three, zoneIdentifier: "America/New_York"),
    ])

    let overlap = try recurrence("2024-11-03T01:30", "FREQ=DAILY;COUNT=1", in: newYork).occurrencesReportingAdjustments(limit: 1)
    guard case .overlapReading(let time, let offset, let first, _, let transition, _)? = overlap.first?.adjustments.first else {
      Issue.record("no overlap: \(overlap)")
      return
    }
    #expect(time.description == "2024-11-03T01:30:00")
    #expect(offset.description == "-04:00")
    #expect(first)
    #expect(transition.date == (try Date(rfc3339: "2024-11-03T06:00:00Z")))

    let apia = try recurrence("2011-12-28T09:00", "FREQ=DAILY;COUNT=4", in: Zone(identifier: "Pacific/Apia"))
      .occurrencesReportingAdjustments(limit: 10)
    #expect(apia.map(\.occurrence.localDateTime.date.description) == ["2011-12-28", "2011-12-29", "2011-12-31"])
    guard case .dayNeverHappened(let skipped, "Pacific/Apia", let jump)? = apia[2].adjustments.first else {
      Issue.record("no skipped day: \(apia[2].adjustments)")
      return
    }
    #expect(skipped.description == "2011-12-30T09:00:00")
    #expect(jump.date == (try Date(rfc3339: "2011-12-30T10:00:00Z")))
    #expect(apia[2].adjustments.count == 1)
  }

  /// America/Toronto's clocks went from 1919-03-30 23:30 to 00:30
  /// (-05:00 → -04:00, at 04:30Z; IANA's northamerica file, zoneinfo
  /// agrees): 31 March began at 00:30, and midnight was in the gap.
  @Test("an all-day recurrence is each day's first instant, also when midnight was in a gap that began the evening before", .tags(.dst))
  func allDay() throws {
    let toronto = try Zone(identifier: "America/Toronto")
    var daily = try recurrence("1919-03-29T00:00", "FREQ=DAILY;COUNT=3", in: toronto)
    daily.isAllDay = true
    let listed = daily.occurrencesReportingAdjustments(limit: 3)
    #expect(listed.map(\.occurrence.description) == [
      "1919-03-29T00:00:00-05:00[America/Toronto]", "1919-03-30T00:00:00-05:00[America/Toronto]",
      "1919-03-31T00:30:00-04:00[America/Toronto]",
    ])
    #expect(Array(daily.occurrences(before: try Date(rfc3339: "1919-04-01T00:00:00Z"))).first?.description == "1919-03-31T00:30:00-04:00[America/Toronto]")
    guard case .dayStartedAfterMidnight(let day, let start, "America/Toronto", let t)? = listed[2].adjustments.first else {
      Issue.record("no late start: \(listed[2].adjustments)")
      return
    }
    #expect(day.description == "1919-03-31")
    #expect(start.description == "1919-03-31T00:30:00")
    #expect(t.date == (try Date(rfc3339: "1919-03-31T04:30:00Z")))
    // A timed recurrence at 00:00 reads the gap as RFC 5545 says: 01:00.
    daily.isAllDay = false
    #expect(Array(daily.occurrences()).last?.description == "1919-03-31T01:00:00-04:00[America/Toronto]")
  }

  @Test("RFC 7529: SKIP=FORWARD moves a missing leap month's 30th; OMIT tells the years it dropped")
  func calendarSkips() throws {
    let forward = try recurrence("2024-03-10T00:00", "RSCALE=HEBREW;FREQ=YEARLY;SKIP=FORWARD;COUNT=2")
      .occurrencesReportingAdjustments(limit: 2)
    let nisan = try CalendarDate(year: 5785, monthCode: MonthCode(number: 7), day: 1, in: .hebrew)
    #expect(forward.map(\.occurrence.localDateTime.date.description) == ["2024-03-10", "2025-03-30"])
    #expect(forward[1].adjustments.contains(.dateMoved(.leapMonth(try MonthCode(number: 5, isLeap: true), years: 5785...5785, calendar: .hebrew), date: nisan)))

    let omitted = try recurrence("2024-03-10T00:00", "RSCALE=HEBREW;FREQ=YEARLY;COUNT=2").occurrencesReportingAdjustments(limit: 2)
    #expect(omitted[1].occurrence.localDateTime.date.description == (try CalendarDate(year: 5787, monthCode: MonthCode(number: 5, isLeap: true), day: 30, in: .hebrew).civilDate.description))
    #expect(omitted[1].adjustments == [.dateSkipped(.leapMonth(try MonthCode(number: 5, isLeap: true), years: 5785...5786, calendar: .hebrew))])
    #expect(omitted[1].adjustments.first?.description == "hebrew years 5785–5786 (2 years) have no month M05L: skipped (SKIP=BACKWARD or FORWARD would move it)")
  }

  @Test("a range: a date skipped before the first occurrence in it is told there")
  func range() throws {
    let rent = try recurrence("2024-01-31T09:00", "FREQ=MONTHLY")
    let spring = try Date(rfc3339: "2024-03-01T00:00:00Z")..<Date(rfc3339: "2024-04-01T00:00:00Z")
    let listed = rent.occurrencesReportingAdjustments(in: spring, limit: 5)
    #expect(listed.map(\.occurrence.localDateTime.date.description) == ["2024-03-31"])
    #expect(listed[0].adjustments == [.dateSkipped(.pastMonthEnd(lastDay: try CivilDate(parsing: "2024-02-29").calendarDate(in: .iso8601)))])
  }

  @Test("start of day and a resolution report their adjustments", .tags(.dst))
  func zonedAdjustments() throws {
    let saoPaulo = try Zone(identifier: "America/Sao_Paulo")
    let (start, adjustments) = try ZonedDateTime.startOfDayReportingAdjustments(CivilDate(parsing: "2018-11-04"), in: saoPaulo)
    #expect(start.description == "2018-11-04T01:00:00-02:00[America/Sao_Paulo]")
    guard case .dayStartedAfterMidnight(let day, let first, "America/Sao_Paulo", let t)? = adjustments.first else {
      Issue.record("no adjustment: \(adjustments)")
      return
    }
    #expect(day.description == "2018-11-04")
    #expect(first.description == "2018-11-04T01:00:00")
    #expect(t.date == (try Date(rfc3339: "2018-11-04T03:00:00Z")))
    #expect(try ZonedDateTime.startOfDayReportingAdjustments(CivilDate(parsing: "2018-11-05"), in: saoPaulo).adjustments.isEmpty)

    let (read, resolution) = try ZonedDateTime.resolvingReportingAdjustments(CivilDateTime(parsing: "2024-11-03T01:30"), in: newYork, disambiguation: .later)
    #expect(read.description == "2024-11-03T01:30:00-05:00[America/New_York]")
    guard case .overlapReading(_, let offset, false, _, _, .later)? = resolution.first else {
      Issue.record("no overlap: \(resolution)")
      return
    }
    #expect(offset.description == "-05:00")
    #expect(try ZonedDateTime.resolvingReportingAdjustments(CivilDateTime(parsing: "2024-11-04T01:30"), in: newYork).adjustments.isEmpty)
  }
}
