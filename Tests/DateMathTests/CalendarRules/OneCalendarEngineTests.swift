import DateMath
import Testing

/// Issue 33 item 1: `CivilDate` is the ISO 8601 case of the one calendar
/// engine, so it and `CalendarDate(…, in: .iso8601)` give the same answers
/// and the same messages, `since` is Temporal's negated `until` for every
/// type, and `.lastDay` works in every calendar. Expected values are
/// Temporal's (TC39 reference polyfill 171f1c3b, run by hand:
/// `PlainDate.from("2017-03-31").since("2017-02-28", {largestUnit: "months"})`
/// is P1M, `PlainDate.from("2017-02-28").until("2017-03-31", …)` is P1M3D)
/// or checked by hand against the calendars' month lengths.
@Suite("One calendar engine")
struct OneCalendarEngineTests {
  func civil(_ text: String) throws(DateMathError) -> CivilDate { try CivilDate(parsing: text) }
  func iso(_ text: String) throws(DateMathError) -> CalendarDate { try CalendarDate(CivilDate(parsing: text), in: .iso8601) }

  @Test("since is the negated until, for CivilDate, CalendarDate and ZonedDateTime (Temporal)")
  func sinceIsNegatedUntil() throws {
    // Before issue 33, CalendarDate.since was other.until(self): P1M3D.
    #expect(try civil("2017-03-31").since(civil("2017-02-28"), largestUnit: .months).description == "P1M")
    #expect(try iso("2017-03-31").since(iso("2017-02-28"), largestUnit: .months).description == "P1M")
    #expect(try civil("2017-02-28").until(civil("2017-03-31"), largestUnit: .months).description == "P1M3D")
    #expect(try iso("2017-02-28").until(iso("2017-03-31"), largestUnit: .months).description == "P1M3D")
    // Temporal: ZonedDateTime in the Hebrew calendar, Asia/Jerusalem.
    let jerusalem = try Zone(identifier: "Asia/Jerusalem")
    let start = try ZonedDateTime(CivilDateTime(parsing: "2024-03-09T12:00"), in: jerusalem)
    let end = try ZonedDateTime(CivilDateTime(parsing: "2025-03-30T08:00"), in: jerusalem)
    #expect(try start.until(end, in: .hebrew, largestUnit: .years).description == "P1YT20H")
    #expect(try end.since(start, in: .hebrew, largestUnit: .years).description == "P1Y1M1DT20H")
  }

  @Test("month-end messages are one text for CivilDate and CalendarDate in ISO 8601")
  func sameMessages() throws {
    let cases: [(String, Period)] = [
      ("2017-01-31", .months(1)), ("2017-03-31", .months(-1)), ("2016-02-29", .years(1)),
      ("2017-01-31", Period(months: 1, days: 1)), ("2024-05-31", Period(years: 1, months: 1)),
    ]
    for (date, period) in cases {
      var civilError: DateMathError?
      var isoError: DateMathError?
      do { _ = try civil(date).adding(period, monthEnd: .reject) } catch { civilError = error }
      do { _ = try iso(date).adding(period, monthEnd: .reject) } catch { isoError = error }
      #expect(civilError != nil, "\(date) + \(period)")
      #expect(civilError?.kind == .invalidDate)
      #expect(civilError?.message == isoError?.message, "\(date) + \(period)")
    }
    // Before issue 33 the CalendarDate text was another one, naming "overflow: .reject".
    do {
      _ = try iso("2017-01-31").adding(.months(1), monthEnd: .reject)
      Issue.record("a clamp was accepted")
    } catch {
      #expect(
        error.message
          == "2017-01-31 + P1M: 1 month on is day 31 of 2017-02, which has 28 days (the month-end policy is reject; clamp would use 2017-02-28)"
      )
    }
  }

  @Test("out of range: one message for both ISO types")
  func sameRangeMessages() throws {
    var civilError: DateMathError?
    var isoError: DateMathError?
    do { _ = try civil("9999-12-31").adding(.months(1)) } catch { civilError = error }
    do { _ = try iso("9999-12-31").adding(.months(1)) } catch { isoError = error }
    #expect(civilError?.kind == .outOfRange)
    #expect(civilError?.message == isoError?.message)
    #expect(civilError?.message == "9999-12-31 + P1M is outside the supported range (years -9999 through 9999)")
  }

  @Test("lastDay in every calendar: a month's last day lands on the target month's last day")
  func lastDayEverywhere() throws {
    // 1402 is a common Persian year (Esfand has 29 days), 1403 a leap one
    // (30): clamp keeps the 29th (Temporal's constrain gives 2025-03-19),
    // lastDay moves to the 30th.
    let esfand = try CalendarDate(year: 1402, monthCode: MonthCode("M12"), day: 29, in: .persian)
    #expect(try esfand.adding(.years(1)).day == 29)
    #expect(try esfand.adding(.years(1), monthEnd: .lastDay).day == 30)
    // Hebrew 5784: Shevat (M05) has 30 days, Adar I (M05L) 30, Adar II (M06) 29,
    // Nisan (M07) 30. The 29th of Adar II is its last day.
    let adarII = try CalendarDate(year: 5784, monthCode: MonthCode("M06"), day: 29, in: .hebrew)
    #expect(try adarII.adding(.months(1)).day == 29)
    #expect(try adarII.adding(.months(1), monthEnd: .lastDay).day == 30)
    #expect(try adarII.adding(.months(1), monthEnd: .lastDay).monthCode == MonthCode("M07"))
    // The same rule as CivilDate's in ISO 8601.
    #expect(try iso("2017-02-28").adding(.months(1), monthEnd: .lastDay).civilDate == civil("2017-03-31"))
    #expect(try civil("2017-02-28").adding(.months(1), monthEnd: .lastDay) == civil("2017-03-31"))
  }

  @Test("CivilDate and CalendarDate(…, in: .iso8601) agree on 20,000 moves and differences")
  func agreement() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let units: [DateTimeUnit] = [.years, .months, .weeks, .days]
    let policies: [MonthEndPolicy] = [.clamp, .lastDay, .reject]
    var moved = 0
    for _ in 0..<20_000 {
      let a = try CivilDate(daysSince1970: next(80_000) - 40_000)
      let b = try CivilDate(daysSince1970: next(80_000) - 40_000)
      let period = Period(years: next(7) - 3, months: next(41) - 20, days: next(5) - 2)
      let policy = policies[next(3)]
      let civilResult = Result(catching: { () throws(DateMathError) in try a.adding(period, monthEnd: policy) })
      let isoResult = Result(catching: { () throws(DateMathError) in try CalendarDate(a, in: .iso8601).adding(period, monthEnd: policy).civilDate })
      switch (civilResult, isoResult) {
      case (.success(let x), .success(let y)):
        #expect(x == y, "\(a) + \(period) \(policy)")
        moved += 1
      case (.failure(let x), .failure(let y)): #expect(x.message == y.message)
      default: Issue.record("\(a) + \(period) \(policy): one type threw, the other did not")
      }
      let unit = units[next(4)]
      let isoA = try CalendarDate(a, in: .iso8601)
      let isoB = try CalendarDate(b, in: .iso8601)
      #expect(a.until(b, largestUnit: unit) == (try isoA.until(isoB, largestUnit: unit)), "\(a) until \(b) \(unit)")
      #expect(a.since(b, largestUnit: unit) == (try isoA.since(isoB, largestUnit: unit)), "\(a) since \(b) \(unit)")
    }
    #expect(moved > 15_000)
  }

  @Test("one anchored series for every type: step k is the anchor plus k periods")
  func oneSeries() throws {
    let rent = try civil("2024-01-31")
    let civilSteps = try rent.series(every: .months(1)).prefix(4).map(\.description)
    #expect(civilSteps == ["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30"])
    let isoSteps = try CalendarDate(rent, in: .iso8601).series(every: .months(1)).prefix(4).map { $0.civilDate.description }
    #expect(isoSteps == civilSteps)
    let lastDays = try civil("2023-02-28").series(every: .months(1), monthEnd: .lastDay).prefix(3).map(\.description)
    #expect(lastDays == ["2023-02-28", "2023-03-31", "2023-04-30"])
    #expect(throws: DateMathError.self) { try rent.series(every: .months(1), monthEnd: .reject) }
    #expect(throws: DateMathError.self) { try rent.series(every: .hours(1)) }
    #expect(throws: DateMathError.self) { try rent.series(every: Period(years: 1, months: -12)) }
    let series = try rent.series(every: .months(1))
    #expect(try series.element(atStep: -1) == civil("2023-12-31"))
  }

  @Test("ZonedDateTime's ISO and calendar adding are one body: the same answers in ISO 8601")
  func zonedAddingIsOneBody() throws {
    let denver = try Zone(identifier: "America/Denver")
    let start = try ZonedDateTime(CivilDateTime(parsing: "2017-01-31T02:30"), in: denver)
    for months in -14...14 {
      for policy in [MonthEndPolicy.clamp, .lastDay] {
        let period = Period(months: months, days: 1, hours: 1)
        #expect(
          try start.adding(period, monthEnd: policy) == start.adding(period, in: .iso8601, monthEnd: policy),
          "\(period) \(policy)")
        #expect(
          try start.adding(period, monthEnd: policy) == start.adding(period, in: .gregory, monthEnd: policy),
          "\(period) \(policy)")
      }
    }
  }
}
