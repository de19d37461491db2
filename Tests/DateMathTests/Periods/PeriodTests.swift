import DateMath
import Foundation
import Testing

/// `Period` as an ISO 8601 duration: text, Codable, arithmetic, and how its
/// calendar and time parts apply.
@Suite("Period", .tags(.civil))
struct PeriodTests {
  @Test(
    "ISO 8601 text round-trips",
    arguments: [
      "P1Y2M3W4DT5H6M7S", "P1Y", "P2W", "-P28D", "PT36H", "PT0.5S", "PT0.000000001S", "P1DT12H",
      "-P1DT12H30M", "PT0S", "P1M-1D", "P14M", "PT1H-30M",
    ])
  func roundTrip(text: String) throws {
    #expect(try Period(parsing: text).description == text)
  }

  @Test(
    "forms read, and what they mean",
    arguments: [
      ("p1d", Period(days: 1)), ("+P1D", Period(days: 1)), ("PT1.5H", Period(hours: 1, minutes: 30)),
      ("PT1,25M", Period(minutes: 1, seconds: 15)), ("-PT1.5S", Period(seconds: -1, nanoseconds: -500_000_000)),
      ("P0D", Period()), ("PT0.000001S", Period(nanoseconds: 1000)),
    ])
  func forms(text: String, expected: Period) throws {
    #expect(try Period(parsing: text) == expected)
  }

  @Test(
    "text that is not an ISO 8601 duration is refused, saying why",
    arguments: [
      ("", "must start with P"), ("P", "no component"), ("PT", "followed by hours"), ("P1", "needs a unit"),
      ("P1D1Y", "order Y, M, W, D"), ("P1H", "not a date unit"), ("PT1D", "not a time unit"),
      ("P1.5D", "only hours, minutes or seconds may have a fraction"), ("PT1.5H2M", "only the last component"),
      ("PT0.1234567891S", "more than 9 digits"), ("-P-1D", "sign after a leading sign"),
      ("P99999999999999999999D", "too large"), ("1D", "must start with P"), ("PT1S ", "expected a number at byte 5"),
    ])
  func refused(text: String, why: String) {
    #expect {
      try Period(parsing: text)
    } throws: { error in
      guard let error = error as? DateMathError else { return false }
      return error.kind == .invalidFormat && error.message.contains(why)
    }
  }

  @Test("Codable as the ISO string; DateMath 0.1's keyed form still decodes")
  func codable() throws {
    let encoded = try JSONEncoder().encode([Period(months: 1, days: 2, hours: 3)])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["P1M2DT3H"]"#)
    #expect(try JSONDecoder().decode([Period].self, from: encoded) == [Period(months: 1, days: 2, hours: 3)])
    let legacy = Data(#"[{"years":0,"months":1,"weeks":0,"days":2}, {"days":-3}]"#.utf8)
    #expect(try JSONDecoder().decode([Period].self, from: legacy) == [Period(months: 1, days: 2), Period(days: -3)])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([Period].self, from: Data(#"["P1X"]"#.utf8)) }
  }

  @Test("operators work field by field and refuse overflow")
  func operators() throws {
    #expect(try Period(months: 1) + Period(days: 2) == Period(months: 1, days: 2))
    #expect(try Period(days: 1) - Period(hours: 1) == Period(days: 1, hours: -1))
    #expect(try -Period(years: 1, seconds: 2) == Period(years: -1, seconds: -2))
    #expect(try Period(weeks: 2) * 3 == Period(weeks: 6))
    #expect(throws: DateMathError.self) { try Period(days: .max) + Period(days: 1) }
    #expect(throws: DateMathError.self) { try -Period(days: .min) }
  }

  @Test("Duration in and out: exact time only")
  func durations() throws {
    #expect(try Period(.seconds(5400)) == Period(hours: 1, minutes: 30))
    #expect(try Period(.milliseconds(-1500)) == Period(seconds: -1, nanoseconds: -500_000_000))
    #expect(throws: DateMathError.self) { try Period(.nanoseconds(1) / 2) }
    #expect(try Period(days: 3, hours: 1, nanoseconds: 5).timePart == .seconds(3600) + .nanoseconds(5))
    // Text of the extreme fields, whose magnitude is past Int.max seconds.
    #expect(Period(seconds: .min).description == "-PT9223372036854775808S")
    #expect(Period(seconds: .min, nanoseconds: -1).description == "-PT9223372036854775808.000000001S")
    #expect(Period(seconds: .max, nanoseconds: 999_999_999).description == "PT9223372036854775807.999999999S")
  }

  @Test("the calendar part moves the wall clock, the time part is exact time", .tags(.dst))
  func application() throws {
    let newYork = try Zone(identifier: "America/New_York")
    let noon = zoned("2017-03-11T12:00:00-05:00", in: newYork)
    #expect(try noon.adding(Period(days: 1)) == zoned("2017-03-12T12:00:00-04:00", in: newYork))
    #expect(try noon.adding(Period(hours: 24)) == zoned("2017-03-12T13:00:00-04:00", in: newYork))
    #expect(try noon.adding(Period(days: 1, hours: 1)) == zoned("2017-03-12T13:00:00-04:00", in: newYork))
    #expect(throws: DateMathError.self) { try CivilDate(parsing: "2017-03-11").adding(Period(hours: 36)) }
    // Hourly steps from the anchor are exact: 01:00, 03:00 (02:00 never
    // happened), 04:00 on the wall clock.
    let steps = Array(try zoned("2017-03-12T01:00:00-05:00", in: newYork).series(every: .hours(1)).prefix(3))
    #expect(steps == [
      zoned("2017-03-12T01:00:00-05:00", in: newYork), zoned("2017-03-12T03:00:00-04:00", in: newYork),
      zoned("2017-03-12T04:00:00-04:00", in: newYork),
    ])
    #expect(Period(hours: 1, minutes: -60).isZeroInTotal)
    #expect(!Period(days: 1, hours: -24).isZeroInTotal)
  }
}
