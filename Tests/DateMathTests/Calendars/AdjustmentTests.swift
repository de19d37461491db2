import DateMath
import Foundation
import Testing

/// Issue 33 item 4: what DateMath adjusted comes back as values, with one
/// sentence each. Expected values are hand-checked: New York's clocks went
/// forward at 2017-03-12 02:00 (-05:00 → -04:00) and back at 2017-11-05
/// 02:00 (-04:00 → -05:00); February 2017 has 28 days; Hebrew 5785 is a
/// common year (no Adar I, `M05L`; Adar, `M06`, has 29 days).
@Suite("Adjustments as data")
struct AdjustmentTests {
  let newYork = try! Zone(identifier: "America/New_York")

  @Test("a gap: the wall-clock time asked for, the one used, the transition")
  func gap() throws {
    let night = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T02:30"), in: newYork)
    let (result, adjustments) = try night.addingReportingAdjustments(.days(1))
    #expect(result == (try night.adding(.days(1))))
    guard case .gapShifted(let requested, let used, let zone, let transition, let policy)? = adjustments.first else {
      Issue.record("no gap adjustment: \(adjustments)")
      return
    }
    #expect(adjustments.count == 1)
    #expect(requested == (try CivilDateTime(parsing: "2017-03-12T02:30")))
    #expect(used == (try CivilDateTime(parsing: "2017-03-12T03:30")))
    #expect(zone == "America/New_York")
    #expect(transition.date == (try Date(rfc3339: "2017-03-12T07:00:00Z")))
    #expect(policy == .compatible)
    // With .earlier the gap is crossed backward: 01:30 -05:00.
    let (earlier, earlierAdjustments) = try night.addingReportingAdjustments(.days(1), disambiguation: .earlier)
    #expect(earlier.localDateTime == (try CivilDateTime(parsing: "2017-03-12T01:30")))
    if case .gapShifted(_, let used, _, _, _)? = earlierAdjustments.first {
      #expect(used == (try CivilDateTime(parsing: "2017-03-12T01:30")))
    } else {
      Issue.record("no gap adjustment with .earlier")
    }
  }

  @Test("an overlap: which reading was used")
  func overlap() throws {
    let start = try ZonedDateTime(CivilDateTime(parsing: "2017-11-04T01:30"), in: newYork)
    let (first, firstAdjustments) = try start.addingReportingAdjustments(.days(1))
    #expect(first.offset.description == "-04:00")
    guard case .overlapReading(_, let offset, let isFirst, _, _, _)? = firstAdjustments.first else {
      Issue.record("no overlap adjustment: \(firstAdjustments)")
      return
    }
    #expect(offset.description == "-04:00")
    #expect(isFirst)
    let (second, secondAdjustments) = try start.addingReportingAdjustments(.days(1), disambiguation: .later)
    #expect(second.offset.description == "-05:00")
    if case .overlapReading(_, _, let isFirst, _, _, _)? = secondAdjustments.first {
      #expect(!isFirst)
    } else {
      Issue.record("no overlap adjustment with .later")
    }
    #expect(
      firstAdjustments.first?.description
        == "2017-11-05 01:30 happens twice in America/New_York (clocks went back from 2017-11-05 02:00 to 01:00 (-04:00 → -05:00)): used the first reading, -04:00 (disambiguation compatible)"
    )
  }

  @Test("month ends: a clamp, a leap month the year lacks, a last day kept")
  func monthEnds() throws {
    let (february, clamp) = try CivilDate(parsing: "2017-01-31").addingReportingAdjustments(Period(months: 1, days: 1))
    #expect(february == (try CivilDate(parsing: "2017-03-01")))
    #expect(clamp.map(\.description) == ["2017-02 has 28 days: day 31 became 2017-02-28"])
    // The same sentence as DayClamp's.
    let dayClamp = try CivilDate(parsing: "2017-01-31").dayClamp(adding: .months(1))
    #expect(dayClamp?.adjustment == clamp.first)
    #expect(dayClamp?.description == clamp.first?.description)
    let adarI = try CalendarDate(year: 5784, monthCode: MonthCode("M05L"), day: 30, in: .hebrew)
    let (adar, hebrew) = try adarI.addingReportingAdjustments(.years(1))
    let m06 = try MonthCode("M06")
    #expect(adar.monthCode == m06 && adar.day == 29)
    #expect(hebrew.count == 2)
    if case .monthCodeClamped(let requested, let date)? = hebrew.first {
      #expect(requested == (try MonthCode("M05L")))
      #expect(date.monthCode == m06)
    } else {
      Issue.record("no month-code adjustment: \(hebrew)")
    }
    let (_, none) = try CivilDate(parsing: "2017-01-15").addingReportingAdjustments(.months(1))
    #expect(none.isEmpty)
    let (_, kept) = try CivilDate(parsing: "2017-04-30").addingReportingAdjustments(.months(1), monthEnd: .lastDay)
    if case .lastDayKept(let from, let date)? = kept.first {
      #expect(from.day == 30 && date.day == 31)
    } else {
      Issue.record("no last-day adjustment: \(kept)")
    }
  }

  @Test("nothing moved, nothing adjusted: a calendar part that moves no date keeps the instant")
  func nothingMoved() throws {
    // The second 01:30 of 2017-11-05, plus P0D and plus PT1H: no date moves.
    let second = try ZonedDateTime(CivilDateTime(parsing: "2017-11-05T01:30"), in: newYork, disambiguation: .later)
    #expect(try second.addingReportingAdjustments(.days(0)).adjustments.isEmpty)
    #expect(try second.addingReportingAdjustments(.hours(1)).adjustments.isEmpty)
    #expect(try second.addingReportingAdjustments(.hours(1)).result == second.adding(.hours(1)))
  }
}
