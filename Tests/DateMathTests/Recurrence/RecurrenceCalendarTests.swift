import DateMath
import Foundation
import TZCases
import Testing

/// RFC 7529: recurrence rules counted in other calendars (RSCALE), and
/// SKIP for the dates a year lacks. The examples are RFC 7529 §4.3's and
/// libical's ICU-based reference output (icalrecur_withicu_test.out),
/// each date checked by hand against the calendar's tables (see
/// Fixtures/generator/calendars/temporal-survey.md §9); the generated
/// corpus (Fixtures/tzcases/recur/rscale-*) checks them at scale.
@Suite("Recurrence in other calendars (RFC 7529)")
struct RecurrenceCalendarTests {
  /// The occurrences' dates as YYYYMMDD, in UTC.
  func dates(_ rule: String, _ start: String, count: Int = 20) throws -> [String] {
    let recurrence = Recurrence(
      start: try CivilDateTime(parsing: start), in: .utc, rule: try RecurrenceRule(parsing: rule))
    return recurrence.occurrences().prefix(count).map {
      let d = $0.localDateTime.date
      return String(format: "%04d%02d%02d", d.year, d.month, d.day)
    }
  }

  @Test("RFC 7529 §4.3's examples", arguments: [
    // 4.3.1 Chinese New Year.
    ("RSCALE=CHINESE;FREQ=YEARLY", "2013-02-10T00:00", 10,
     "20130210 20140131 20150219 20160208 20170128 20180216 20190205 20200125 20210212 20220201"),
    // 4.3.2 The Ethiopian 13th month.
    ("RSCALE=ETHIOPIC;FREQ=MONTHLY;BYMONTH=13", "2013-09-06T00:00", 6,
     "20130906 20140906 20150906 20160906 20170906 20180906"),
    // 4.3.3 An anniversary in Adar I: Adar in common years.
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD", "2014-02-08T00:00", 7,
     "20140208 20150227 20160217 20170306 20180223 20190213 20200304"),
    // 4.3.4 29 February: 1 March, 28 February, or leap years only.
    ("RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=FORWARD", "2012-02-29T00:00", 6,
     "20120229 20130301 20140301 20150301 20160229 20170301"),
    ("RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=BACKWARD", "2012-02-29T00:00", 6,
     "20120229 20130228 20140228 20150228 20160229 20170228"),
    ("RSCALE=GREGORIAN;FREQ=YEARLY", "2012-02-29T00:00", 4, "20120229 20160229 20200229 20240229"),
  ])
  func rfcExamples(rule: String, start: String, count: Int, expected: String) throws {
    #expect(try dates(rule, start, count: count).joined(separator: " ") == expected)
  }

  @Test("leap months and month ends, as libical with ICU expands them", arguments: [
    // DTSTART 5774-M05L-5: Adar I only (OMIT), or Adar (FORWARD).
    ("RSCALE=HEBREW;FREQ=YEARLY;COUNT=4", "2014-02-05T00:00", "20140205 20160214 20190210 20220206"),
    ("RSCALE=HEBREW;FREQ=YEARLY;COUNT=4;SKIP=FORWARD", "2014-02-05T00:00", "20140205 20150224 20160214 20170303"),
    // 30 Adar I: month first, then day. Adar has 29 days, so FORWARD
    // reaches 1 Nisan; Shevat has 30, so BACKWARD stays on the 30th.
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=30;SKIP=FORWARD", "2014-03-02T00:00",
     "20140302 20150321 20160310 20170328 20180317"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=-1;SKIP=FORWARD", "2014-03-02T00:00",
     "20140302 20150320 20160310 20170327 20180316"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=30;SKIP=BACKWARD", "2014-03-02T00:00",
     "20140302 20150219 20160310 20170226 20180215"),
    ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTHDAY=10;BYMONTH=9L;SKIP=FORWARD;COUNT=3", "2013-10-25T00:00",
     "20131112 20141102 20151121"),
    ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTHDAY=10;BYMONTH=9L;SKIP=BACKWARD;COUNT=3", "2013-10-25T00:00",
     "20141102 20151022 20161010"),
    // The next leap ninth month after 2014 is in 2109, past the tables.
    ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTHDAY=10;BYMONTH=9L;COUNT=2", "2013-10-25T00:00", "20141102"),
    ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4L;UNTIL=21000101", "2020-06-01T00:00",
     "20200601 20580531 20690530 20770531 20880530 20960531"),
    ("RSCALE=CHINESE;FREQ=MONTHLY;COUNT=4", "2014-09-20T00:00", "20140920 20141020 20141119 20141218"),
    ("RSCALE=ISLAMIC-CIVIL;FREQ=YEARLY;BYMONTH=9;COUNT=5", "2013-07-09T00:00",
     "20130709 20140629 20150618 20160607 20170527"),
    ("RSCALE=ETHIOPIC;FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=-1;COUNT=6", "2014-09-10T00:00",
     "20140910 20150911 20160910 20170910 20180910 20190911"),
    ("RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=BACKWARD;COUNT=4", "2014-01-31T00:00", "20140131 20140228 20140331 20140430"),
    ("RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=FORWARD;COUNT=4", "2014-01-31T00:00", "20140131 20140301 20140331 20140501"),
    ("RSCALE=GREGORIAN;FREQ=MONTHLY;INTERVAL=3;SKIP=FORWARD;COUNT=4", "2014-01-31T00:00",
     "20140131 20140501 20140731 20141031"),
    // A date SKIP moves onto one the rule already has counts once.
    ("RSCALE=GREGORIAN;FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;SKIP=FORWARD;COUNT=5", "2015-02-01T00:00",
     "20150228 20150301 20160228 20160229 20170228"),
  ])
  func libicalExamples(rule: String, start: String, expected: String) throws {
    let count = expected.split(separator: " ").count
    // Rules with COUNT or UNTIL give exactly these; the others begin so.
    #expect(try dates(rule, start, count: count + 1).prefix(count).joined(separator: " ") == expected)
    if rule.contains("COUNT") || rule.contains("UNTIL") { #expect(try dates(rule, start, count: 99).count == count) }
  }

  @Test("RSCALE, SKIP and leap months are read and written back", arguments: [
    ("rscale=hebrew;freq=yearly;bymonth=5l;bymonthday=8;skip=forward",
     "RSCALE=HEBREW;FREQ=YEARLY;BYMONTHDAY=8;BYMONTH=5L;SKIP=FORWARD"),
    ("FREQ=MONTHLY;RSCALE=Gregorian;SKIP=OMIT", "RSCALE=GREGORIAN;FREQ=MONTHLY"),
    ("RSCALE=ISLAMIC-UMALQURA;FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1", "RSCALE=ISLAMIC-UMALQURA;FREQ=YEARLY;BYMONTHDAY=1;BYMONTH=9"),
    ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4,4L", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=4,4L"),
    ("RSCALE=ETHIOPIC-AMETE-ALEM;FREQ=YEARLY;BYMONTH=13", "RSCALE=ETHIOPIC-AMETE-ALEM;FREQ=YEARLY;BYMONTH=13"),
  ])
  func text(text: String, written: String) throws {
    let rule = try RecurrenceRule(parsing: text)
    #expect(rule.description == written)
    #expect(try RecurrenceRule(parsing: written) == rule)
  }

  @Test("what RFC 7529 does not allow is an error that says why", arguments: [
    ("FREQ=YEARLY;SKIP=FORWARD", "SKIP needs RSCALE"),
    ("FREQ=YEARLY;BYMONTH=5L", "BYMONTH 5L is a leap month, which needs RSCALE"),
    ("FREQ=YEARLY;BYMONTH=13", "BYMONTH 13 is not in 1...12"),
    ("RSCALE=MARTIAN;FREQ=YEARLY", "RSCALE \"MARTIAN\" is not a calendar DateMath knows"),
    ("RSCALE=ISLAMIC;FREQ=YEARLY", "use ISLAMIC-UMALQURA, ISLAMIC-CIVIL or ISLAMIC-TBLA"),
    ("RSCALE=HEBREW;FREQ=YEARLY;SKIP=SIDEWAYS", "SKIP \"SIDEWAYS\" is not OMIT, BACKWARD or FORWARD"),
    ("RSCALE=PERSIAN;FREQ=YEARLY;BYMONTH=5L", "RSCALE=PERSIAN) has no leap months"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=3L", "the Hebrew calendar's only leap month is 5L"),
    ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=13L", "13L is not a leap month"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYWEEKNO=20", "RSCALE=HEBREW years are not Gregorian"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=13", "BYMONTH 13 is not in 1...12"),
    ("RSCALE=GREGORIAN;FREQ=YEARLY;BYMONTH=13", "BYMONTH 13 is not in 1...12"),
    ("RSCALE=COPTIC;FREQ=YEARLY;BYMONTH=14", "BYMONTH 14 is not in 1...13"),
    ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=L", "\"L\" is not a month number"),
  ])
  func invalid(text: String, message: String) {
    #expect {
      try RecurrenceRule(parsing: text)
    } throws: { error in
      guard let error = error as? DateMathError else { return false }
      return error.kind == .invalidRecurrenceRule && error.message.contains(message)
    }
  }

  @Test("a Hebrew yearly rule in a zone with DST keeps its wall-clock time")
  func zoned() throws {
    let jerusalem = try Zone(identifier: "Asia/Jerusalem")
    // 14 Adar (Purim) at 18:00; Israel's DST starts near it some years.
    // Purim fell on 2024-03-24, 2025-03-14, 2026-03-03 and 2027-03-23 (in
    // Adar II in leap years), each before that year's switch to +03:00
    // (the Friday before March's last Sunday).
    let rule = try RecurrenceRule(parsing: "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=14;COUNT=4")
    let purim = Recurrence(start: try CivilDateTime(parsing: "2024-03-24T18:00"), in: jerusalem, rule: rule)
    let texts = purim.occurrences().map { $0.rfc9557String() }
    #expect(texts == [
      "2024-03-24T18:00:00+02:00[Asia/Jerusalem]", "2025-03-14T18:00:00+02:00[Asia/Jerusalem]",
      "2026-03-03T18:00:00+02:00[Asia/Jerusalem]", "2027-03-23T18:00:00+02:00[Asia/Jerusalem]",
    ])
  }

  @Test("expansion from any point and backwards gives the same occurrences as from the start")
  func fromAnyPoint() throws {
    let rule = try RecurrenceRule(parsing: "RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=30;SKIP=BACKWARD")
    let r = Recurrence(start: try CivilDateTime(parsing: "2023-01-01T09:00"), in: .utc, rule: rule)
    let all = Array(r.occurrences().prefix(60))
    let from = all[37].date
    #expect(Array(r.occurrences(from: from).prefix(10)) == Array(all[37..<47]))
    let before = Array(r.occurrences(before: all[40].date).prefix(40))
    #expect(before == Array(all[0..<40].reversed()))
    // Every Hebrew month, 13 in a leap year: each occurrence is the 30th
    // or, in a 29-day month, its last day.
    for occurrence in all {
      let day = try occurrence.localDateTime.date.calendarDate(in: .hebrew)
      #expect(day.day == min(30, day.daysInMonth))
    }
    #expect(zip(all, all.dropFirst()).allSatisfy { try! $0.localDateTime.date.calendarDate(in: .hebrew).until($1.localDateTime.date.calendarDate(in: .hebrew), largestUnit: .months).months <= 1 })
  }

  @Test("a day SKIP moved into another period's month is found from any point, forward and backward", arguments: [
    ("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=FORWARD", "2024-01-31T09:00"),
    ("RSCALE=GREGORIAN;FREQ=MONTHLY;BYMONTHDAY=-31;SKIP=BACKWARD", "2024-01-10T09:00"),
    ("RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;SKIP=FORWARD", "2024-01-01T09:00"),
    ("RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=-30;SKIP=BACKWARD", "2024-01-01T09:00"),
    ("RSCALE=PERSIAN;FREQ=MONTHLY;BYMONTHDAY=31;SKIP=FORWARD", "2024-01-01T09:00"),
    ("RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=30;SKIP=FORWARD", "2024-01-01T09:00"),
  ])
  func movedFromAnyPoint(rule: String, start: String) throws {
    let r = Recurrence(start: try CivilDateTime(parsing: start), in: .utc, rule: try RecurrenceRule(parsing: rule))
    let all = Array(r.occurrences().prefix(24))
    #expect(all.count == 24)
    for (i, o) in all.enumerated() {
      // From just before each occurrence, and backward from just after it.
      #expect(r.next(after: o.date.addingTimeInterval(-1)) == o, "\(rule) next(after:) \(o)")
      #expect(r.previous(before: o.date.addingTimeInterval(1)) == o, "\(rule) previous(before:) \(o)")
      if i > 0 { #expect(r.previous(before: o.date) == all[i - 1]) }
    }
  }

  @Test("a date SKIP moves onto one the next period has counts once toward COUNT")
  func countsMovedDuplicatesOnce() throws {
    // 30 Adar (29 days in 5795) moves to 1 Nisan, which BYMONTHDAY=1 names
    // too: one occurrence, and COUNT=8 still gives eight (the oracle's
    // reading, rrule7529.py; RFC 5545 §3.8.5.3). libical gives 1 Nisan
    // twice.
    let rule = try RecurrenceRule(parsing: "RSCALE=HEBREW;FREQ=MONTHLY;BYMONTHDAY=1,30;SKIP=FORWARD;COUNT=8")
    let r = Recurrence(start: try CivilDateTime(parsing: "2035-03-01T09:00"), in: .utc, rule: rule)
    let dates = r.occurrences().map { $0.localDateTime.date.description }
    #expect(dates.count == 8)
    #expect(Set(dates).count == 8)
    // From the third on, as the oracle lists them (Fixtures/generator/rscale/REPORT.md).
    #expect(dates[2..<6] == ["2035-04-10", "2035-05-09", "2035-05-10", "2035-06-08"])
  }

  @Test("past a calendar's tables a DAILY rule ends at once, both ways")
  func pastTables() throws {
    let rule = try RecurrenceRule(parsing: "RSCALE=CHINESE;FREQ=DAILY;BYMONTHDAY=1")
    let r = Recurrence(start: try CivilDateTime(parsing: "2024-02-10T00:00"), in: .utc, rule: rule)
    let far = try Date(rfc3339: "2200-01-01T00:00:00Z")
    #expect(r.next(after: far) == nil)
    let last = try #require(r.previous(before: far))
    #expect(try last.localDateTime.date.calendarDate(in: .chinese).year == 2100)
  }

  @Test("a rule in a calendar with tables ends with the tables")
  func tablesEnd() throws {
    let rule = try RecurrenceRule(parsing: "RSCALE=ISLAMIC-UMALQURA;FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=1")
    let r = Recurrence(start: try CivilDateTime(parsing: "2024-03-11T00:00"), in: .utc, rule: rule)
    let all = Array(r.occurrences())
    #expect(all.count == 1500 - 1445 + 1)
    #expect(try all.last!.localDateTime.date.calendarDate(in: .islamicUmalqura).year == 1500)
    // DTSTART before the tables: no occurrences.
    let early = Recurrence(start: try CivilDateTime(parsing: "1900-01-01T00:00"), in: .utc, rule: rule)
    #expect(Array(early.occurrences()).isEmpty)
  }

  /// RFC 7529: with RSCALE=GREGORIAN and SKIP=OMIT a rule means what it
  /// means in RFC 5545. Every case of the recurrence corpus (expected
  /// values from python-dateutil), one case in three, is run again with
  /// RSCALE=GREGORIAN, which takes the calendar-counting path.
  @Test("RSCALE=GREGORIAN gives the RFC 5545 corpus's occurrences, case for case")
  func gregorianCorpus() throws {
    let root = packageRoot()
      .appendingPathComponent("Fixtures/tzcases/recur").path
    var checked = 0
    for path in try TZCaseRunner.files(at: [root]) where !path.contains("/rscale") {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let rewritten = text.replacingOccurrences(of: " FREQ=", with: " RSCALE=GREGORIAN;FREQ=")
      let file = TZCaseFile(path: path, text: rewritten)
      for (i, testCase) in file.cases.enumerated() where testCase.operation == "recur" && i % 3 == 0 {
        let result = TZCaseEvaluator.evaluate(testCase)
        if !result.passed { Issue.record(Comment(rawValue: result.failureDescription)) }
        checked += 1
      }
    }
    #expect(checked > 7_000)
  }
}
