import DateMath
import Foundation
import Testing

/// Calendar dates: known days checked by hand against the calendars'
/// authorities, and the structure every calendar must keep (months
/// contiguous, fields and days in agreement both ways). The day-by-day
/// tables from independent oracles are in CalendarCorpusTests.
@Suite("Calendar dates", .tags(.calendars))
struct CalendarDateTests {
  static func iso(_ y: Int, _ m: Int, _ d: Int) -> CivilDate {
    // Fixed literals: a failure here is a typo in the test.
    // swiftlint:disable:next force_try
    try! CivilDate(year: y, month: m, day: d)
  }

  /// (ISO date, calendar, year, month code, day, era, era year), each from
  /// a published source named in the comment.
  static let known: [(CivilDate, CalendarKind, Int, String, Int, String?, Int?)] = [
    // Hebcal: 30 Adar I 5784 is Sunday 10 March 2024; Rosh Hashanah 5785 is 3 October 2024.
    (iso(2024, 3, 10), .hebrew, 5784, "M05L", 30, "am", 5784),
    (iso(2024, 10, 3), .hebrew, 5785, "M01", 1, "am", 5785),
    // Nowruz 1404 is 21 March 2025; 1403 is a leap year (Esfand 30 is 20 March).
    (iso(2025, 3, 21), .persian, 1404, "M01", 1, "ap", 1404),
    (iso(2025, 3, 20), .persian, 1403, "M12", 30, "ap", 1403),
    // Reiwa began 1 May 2019; Heisei 31 ended 30 April 2019.
    (iso(2019, 5, 1), .japanese, 2019, "M05", 1, "reiwa", 1),
    (iso(2019, 4, 30), .japanese, 2019, "M04", 30, "heisei", 31),
    (iso(1989, 1, 7), .japanese, 1989, "M01", 7, "showa", 64),
    // Thai solar year 2567 is 2024; ROC 113 is 2024.
    (iso(2024, 1, 1), .buddhist, 2567, "M01", 1, "be", 2567),
    (iso(2024, 1, 1), .roc, 113, "M01", 1, "roc", 113),
    (iso(1911, 12, 31), .roc, 0, "M12", 31, "broc", 1),
    // 1 BCE is year 0.
    (iso(0, 6, 1), .gregory, 0, "M06", 1, "bce", 1),
    // Umm al-Qura: 1 Ramadan 1445 was Monday 11 March 2024 in Saudi Arabia.
    (iso(2024, 3, 11), .islamicUmalqura, 1445, "M09", 1, "ah", 1445),
    // Chinese New Year 2024 was 10 February; 2023 had a leap second month from 22 March.
    (iso(2024, 2, 10), .chinese, 2024, "M01", 1, nil, nil),
    (iso(2023, 3, 22), .chinese, 2023, "M02L", 1, nil, nil),
    // Korean Seollal 2024 was also 10 February.
    (iso(2024, 2, 10), .dangi, 2024, "M01", 1, nil, nil),
    // Coptic Nayrouz 1741 and Ethiopian Enkutatash 2017 were 11 September 2024.
    (iso(2024, 9, 11), .coptic, 1741, "M01", 1, "am", 1741),
    (iso(2024, 9, 11), .ethiopic, 2017, "M01", 1, "am", 2017),
    (iso(2024, 9, 11), .ethioaa, 7517, "M01", 1, "aa", 7517),
    // Pagume 6 in an Ethiopian leap year (2015 EC): 11 September 2023, the eve of Enkutatash 2016.
    (iso(2023, 9, 11), .ethiopic, 2015, "M13", 6, "am", 2015),
    // Chaitra 1, 1946 Saka: 21 March 2024 (a Gregorian leap year).
    (iso(2024, 3, 21), .indian, 1946, "M01", 1, "shaka", 1946),
  ]

  @Test("known days convert to the published fields and back")
  func knownDays() throws {
    for (date, calendar, year, code, day, era, eraYear) in Self.known {
      let converted = try CalendarDate(date, in: calendar)
      #expect(converted.year == year, "\(date) \(calendar)")
      #expect(converted.monthCode.description == code, "\(date) \(calendar)")
      #expect(converted.day == day, "\(date) \(calendar)")
      #expect(converted.era == era, "\(date) \(calendar)")
      #expect(converted.eraYear == eraYear, "\(date) \(calendar)")
      let back = try CalendarDate(year: year, monthCode: MonthCode(code), day: day, in: calendar)
      #expect(back.civilDate == date, "\(calendar) \(year) \(code) \(day)")
      if let era, let eraYear {
        let fromEra = try CalendarDate(era: era, eraYear: eraYear, monthCode: MonthCode(code), day: day, in: calendar)
        #expect(fromEra.civilDate == date, "\(calendar) \(era) \(eraYear)")
      }
    }
  }

  /// Every supported day of 1800–2200 (the tables' span for the observational
  /// calendars): months follow each other, days count up by one, fields
  /// make the same day back, and month codes round-trip.
  @Test("every calendar's days and months are consistent", arguments: CalendarKind.allCases)
  func consistency(_ calendar: CalendarKind) throws {
    let range = calendar.supportedRange
    let first = max(range.lowerBound.daysSince1970, Self.iso(1800, 1, 1).daysSince1970)
    let last = min(range.upperBound.daysSince1970, Self.iso(2200, 12, 31).daysSince1970)
    var previous = try CalendarDate(daysSince1970: first, in: calendar)
    var problems: [String] = []
    for days in (first + 1)...last {
      let date = try CalendarDate(daysSince1970: days, in: calendar)
      let next =
        date.day == previous.day + 1 && date.month == previous.month && date.year == previous.year
        || date.day == 1 && previous.day == previous.daysInMonth
          && (date.month == previous.month + 1 && date.year == previous.year
            || date.month == 1 && previous.month == previous.monthsInYear && date.year == previous.year + 1)
      if !next { problems.append("\(previous.civilDate) → \(date.civilDate)") }
      let back = try CalendarDate(year: date.year, monthCode: date.monthCode, day: date.day, in: calendar)
      if back.daysSince1970 != days { problems.append("\(date.civilDate): fields give \(back.civilDate)") }
      let byOrdinal = try CalendarDate(year: date.year, month: date.month, day: date.day, in: calendar)
      if byOrdinal.daysSince1970 != days { problems.append("\(date.civilDate): ordinal gives \(byOrdinal.civilDate)") }
      if date.dayOfYear < 1 || date.dayOfYear > date.daysInYear { problems.append("\(date.civilDate): day of year") }
      if problems.count > 10 { break }
      previous = date
    }
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("constrain and reject when made from fields")
  func overflow() throws {
    // 5785 is a common year: no Adar I.
    #expect(throws: DateMathError.self) { try CalendarDate(year: 5785, monthCode: MonthCode("M05L"), day: 30, in: .hebrew) }
    let adar = try CalendarDate(year: 5785, monthCode: MonthCode("M05L"), day: 30, in: .hebrew, monthEnd: .clamp)
    #expect(adar.monthCode.description == "M06")
    #expect(adar.day == 29)
    // Esfand 30 in the common year 1402.
    #expect(throws: DateMathError.self) { try CalendarDate(year: 1402, monthCode: MonthCode("M12"), day: 30, in: .persian) }
    #expect(try CalendarDate(year: 1402, monthCode: MonthCode("M12"), day: 30, in: .persian, monthEnd: .clamp).day == 29)
    // No calendar but the Coptic family has M13; none of the solar ones has a leap month.
    #expect(throws: DateMathError.self) { try CalendarDate(year: 5784, monthCode: MonthCode("M13"), day: 1, in: .hebrew, monthEnd: .clamp) }
    #expect(throws: DateMathError.self) { try CalendarDate(year: 1402, monthCode: MonthCode("M05L"), day: 1, in: .persian, monthEnd: .clamp) }
    // Outside the published tables.
    #expect(throws: DateMathError.self) { try CalendarDate(CivilDate(year: 1850, month: 1, day: 1), in: .chinese) }
    #expect(throws: DateMathError.self) { try CalendarDate(year: 1600, monthCode: MonthCode("M01"), day: 1, in: .islamicUmalqura) }
  }
}

/// Arithmetic cases typed in from TC39's Temporal reference implementation
/// (`../shared/peers/temporal`, polyfill 171f1c3b) and checked by hand
/// against the calendars; the generated corpus is in CalendarCorpusTests.
@Suite("Calendar arithmetic", .tags(.calendars))
struct CalendarArithmeticTests {
  @Test("a year after 30 Adar I is 29 Adar; a month after 30 Bahman is 30 Esfand in a leap year")
  func adding() throws {
    let adarI = try CalendarDate(year: 5784, monthCode: MonthCode("M05L"), day: 30, in: .hebrew)
    #expect(try adarI.adding(.years(1)).rfc9557String() == "2025-03-29[u-ca=hebrew]")
    #expect(throws: DateMathError.self) { try adarI.adding(.years(1), monthEnd: .reject) }
    let bahman = try CalendarDate(CivilDate(year: 2025, month: 2, day: 18), in: .persian)
    #expect(try bahman.adding(.months(1)).rfc9557String() == "2025-03-20[u-ca=persian]")
  }

  @Test("differences as Temporal counts them")
  func until() throws {
    let adarI = try CalendarDate(year: 5784, monthCode: MonthCode("M05L"), day: 30, in: .hebrew)
    let adar = try CalendarDate(year: 5785, monthCode: MonthCode("M06"), day: 29, in: .hebrew)
    #expect(try adarI.until(adar, largestUnit: .years) == Period(months: 12, days: 29))
    #expect(try adarI.until(adar, largestUnit: .months) == Period(months: 12, days: 29))
    let leapSecondMonth = try CalendarDate(CivilDate(year: 2023, month: 3, day: 22), in: .chinese)
    let nextYear = try CalendarDate(CivilDate(year: 2024, month: 3, day: 22), in: .chinese)
    #expect(try leapSecondMonth.until(nextYear, largestUnit: .years) == Period(months: 12, days: 12))
  }

  @Test("Japanese eras as Temporal: Meiji from 1873, CE before")
  func japaneseEras() throws {
    let before = try CalendarDate(CivilDate(year: 1872, month: 12, day: 31), in: .japanese)
    #expect(before.era == "ce")
    #expect(before.eraYear == 1872)
    let meiji = try CalendarDate(CivilDate(year: 1873, month: 1, day: 1), in: .japanese)
    #expect(meiji.era == "meiji")
    #expect(meiji.eraYear == 6)
  }

  @Test("the first day of the Persian era and the Ethiopian era boundary")
  func epochs() throws {
    let persian = try CalendarDate(CivilDate(year: 622, month: 3, day: 22), in: .persian)
    #expect((persian.year, persian.monthCode.description, persian.day) == (1, "M01", 2))
    let ethiopic = try CalendarDate(CivilDate(year: 8, month: 8, day: 26), in: .ethiopic)
    #expect((ethiopic.year, ethiopic.monthCode.description, ethiopic.day, ethiopic.era, ethiopic.eraYear) == (0, "M13", 5, "aa", 5500))
  }
}

extension CalendarArithmeticTests {
  @Test("Persian 1502/1503 AP follow the equinox, not the 33-year rule (ICU4X, ICU 78)")
  func persianCorrection() throws {
    // Temporal's reference implementation: 1502 AP starts 2123-03-21 with
    // 365 days; 1503 AP starts 2124-03-20 with 366.
    let y1502 = try CalendarDate(year: 1502, month: 1, day: 1, in: .persian)
    #expect(y1502.civilDate == (try CivilDate(year: 2123, month: 3, day: 21)))
    #expect(y1502.daysInYear == 365)
    let y1503 = try CalendarDate(year: 1503, month: 1, day: 1, in: .persian)
    #expect(y1503.civilDate == (try CivilDate(year: 2124, month: 3, day: 20)))
    #expect(y1503.daysInYear == 366)
  }
}

/// Calendar dates as text, Codable and across threads.
@Suite("Calendar dates: text, Codable, threads", .tags(.calendars))
struct CalendarDateTextTests {
  @Test("printing shows the calendar's fields; RFC 9557 text both ways, and its refusals")
  func text() throws {
    let date = try CalendarDate(parsing: "2024-03-10[u-ca=hebrew]")
    #expect(date.monthCode == (try MonthCode("M05L")))
    // 2024-03-10 is 30 Adar I 5784 (hebcal.com), Esfand 20, 1402 (time.ir).
    #expect(date.description == "5784-M05L-30 hebrew")
    #expect("\(try CalendarDate(CivilDate(parsing: "2024-03-10"), in: .persian))" == "1402-M12-20 persian")
    #expect(try CalendarDate(CivilDate(parsing: "2024-03-10"), in: .iso8601).description == "2024-03-10")
    #expect(try CalendarDate(CivilDate(year: -1, month: 3, day: 10), in: .gregory).description == "-0001-M03-10 gregory")
    #expect(CalendarDate("5785-M05L-30 hebrew") == nil)
    #expect(try CalendarDate(parsing: "2024-03-10[!u-ca=persian]").calendar == .persian)
    #expect(try CalendarDate(parsing: "2024-03-10").calendar == .iso8601)
    #expect(try CalendarDate(parsing: "2024-03-10[u-ca=islamicc]").calendar == .islamicCivil)
    for bad in ["2024-03-10[!u-ca=klingon]", "2024-03-10[u-ca=hebrew][!u-ca=persian]", "2024-03-10[!x-y=z]",
                "2024-03-10[America/New_York]", "2024-03-10[u-ca=hebrew", "2024-02-30[u-ca=hebrew]",
                "2024-03-10[U-CA=hebrew]"] {
      #expect(throws: DateMathError.self, "\(bad)") { try CalendarDate(parsing: bad) }
    }
    // Elective tags DateMath cannot act on are ignored (RFC 9557 §3.3):
    // an unknown key, an unknown calendar; of two calendars, the first.
    #expect(try CalendarDate(parsing: "2024-03-10[x-y=z][u-ca=hebrew]") == date)
    #expect(try CalendarDate(parsing: "2024-03-10[u-ca=klingon]").calendar == .iso8601)
    #expect(try CalendarDate(parsing: "2024-03-10[u-ca=hebrew][u-ca=persian]") == date)
    for calendar in CalendarKind.allCases {
      let day = try CalendarDate(CivilDate(parsing: "2024-03-10"), in: calendar)
      #expect(try CalendarDate(parsing: day.rfc9557String()) == day)
      #expect(CalendarDate(day.description) == day, "\(day.description)")
      #expect(CalendarDate(day.rfc9557String()) == day)
    }
  }

  @Test("Codable as RFC 9557 text; a bad value fails to decode")
  func codable() throws {
    let date = try CalendarDate(CivilDate(parsing: "2023-03-22"), in: .chinese)
    let data = try JSONEncoder().encode([date])
    #expect(String(decoding: data, as: UTF8.self) == #"["2023-03-22[u-ca=chinese]"]"#)
    #expect(try JSONDecoder().decode([CalendarDate].self, from: data) == [date])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([CalendarDate].self, from: Data(#"["1850-01-01[u-ca=chinese]"]"#.utf8)) }
    #expect(try JSONDecoder().decode([MonthCode].self, from: Data(#"["M05L","M13"]"#.utf8)).map(\.description) == ["M05L", "M13"])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([MonthCode].self, from: Data(#"["M5"]"#.utf8)) }
  }

  @Test("zoned date-times carry a calendar annotation")
  func zonedText() throws {
    let text = "2024-03-10T20:00:00+02:00[Asia/Jerusalem][!u-ca=hebrew]"
    let zoned = try ZonedDateTime(rfc9557: text)
    #expect(ZonedDateTime.calendarAnnotation(in: text) == .hebrew)
    #expect(zoned.rfc9557String(calendar: .hebrew) == "2024-03-10T20:00:00+02:00[Asia/Jerusalem][u-ca=hebrew]")
    #expect(zoned.rfc9557String(calendar: .iso8601) == zoned.rfc9557String())
    #expect(try zoned.calendarDate(in: .hebrew).monthCode.description == "M05L")
  }

  @Test("every calendar converts the same on many threads as on one", .tags(.concurrency))
  func concurrent() async throws {
    let days = Array(stride(from: -25_000, to: 60_000, by: 37))
    let serial = CalendarKind.allCases.map { calendar in days.map { try? CalendarDate(daysSince1970: $0, in: calendar) } }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for (index, calendar) in CalendarKind.allCases.enumerated() {
            let again = days.map { try? CalendarDate(daysSince1970: $0, in: calendar) }
            guard again == serial[index] else { return false }
            for date in again.compactMap({ $0 }).prefix(50) {
              guard (try? date.adding(.months(13)).adding(.months(-13))) != nil else { return false }
            }
          }
          return true
        }
      }
      for try await same in group { #expect(same) }
    }
  }
}

extension CalendarArithmeticTests {
  @Test("huge periods are out of range, not a trap", arguments: CalendarKind.allCases)
  func hugePeriods(_ calendar: CalendarKind) throws {
    let date = try CalendarDate(CivilDate(parsing: "2024-03-10"), in: calendar)
    for period in [Period.months(Int.max), .months(Int.min), .months(1_000_000_000_000_000), .months(-999_999_999_999_999_999),
                   .years(Int.max), .years(1_000_000_000_000), .days(Int.max), .weeks(Int.max / 2)] {
      #expect(throws: DateMathError.self, "\(calendar) \(period)") { try date.adding(period) }
    }
    let series = try date.series(every: .months(1))
    #expect(throws: DateMathError.self) { try series.element(atStep: 1_000_000_000_000_000_000) }
    let far = try CalendarDate(daysSince1970: calendar.supportedRange.upperBound.daysSince1970, in: calendar)
    #expect(try date.until(far, largestUnit: .months).months > 0)
    #expect(try far.until(date, largestUnit: .years).years <= 0)
  }
}
