import DateMath
import Foundation
import Testing

/// `ZonedDateTime` holds its instant to the nanosecond: RFC 9557 text,
/// Codable and exact arithmetic keep every digit, `Date` in and out keeps
/// the `Date`.
@Suite("ZonedDateTime precision")
struct ZonedDateTimePrecisionTests {
  @Test("RFC 9557 text with 1 to 9 fractional digits round-trips exactly", arguments: [
    "2024-03-10T03:30:00.000000001-04:00[America/New_York]",
    "2024-03-10T03:30:00.123456789-04:00[America/New_York]",
    "2024-03-10T03:30:00.1-04:00[America/New_York]",
    "9999-12-31T23:59:59.999999999+00:00[UTC]",
    "0001-01-01T00:00:00.000000001+00:00[UTC]",
    "1969-12-31T23:59:59.999999999-05:00[America/New_York]",
  ])
  func textRoundTrip(text: String) throws {
    let value = try ZonedDateTime(rfc9557: text)
    #expect(value.description == text)
    let decoded = try JSONDecoder().decode(
      ZonedDateTime.self, from: JSONEncoder().encode(value))
    #expect(decoded == value)
    #expect(decoded.nanosecond == value.nanosecond)
  }

  @Test("the fields: epoch seconds, nanosecond, offset, wall clock")
  func fields() throws {
    let value = try ZonedDateTime(rfc9557: "1969-12-31T23:59:59.999999999-05:00[America/New_York]")
    // 1970-01-01T04:59:59.999999999Z: 4 h 59 min 59 s after the epoch.
    #expect(value.epochSeconds == 17_999)
    #expect(value.nanosecond == 999_999_999)
    #expect(value.offset.seconds == -18_000)
    #expect(value.localDateTime == (try CivilDateTime(
      year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59, nanosecond: 999_999_999)))
    let same = try ZonedDateTime(epochSeconds: 17_999, nanosecond: 999_999_999, in: value.zone)
    #expect(same == value)
  }

  @Test("digits after the ninth must be zeros: nothing is rounded away")
  func subNanosecondDigits() throws {
    let zeros = try ZonedDateTime(rfc9557: "2000-12-31T23:59:59.0000000000000000Z[UTC]")
    #expect(zeros.description == "2000-12-31T23:59:59+00:00[UTC]")
    let padded = try ZonedDateTime(rfc9557: "2000-12-31T23:59:59.1234567890000+00:00[UTC]")
    #expect(padded.nanosecond == 123_456_789)
    let failure = error { () throws(DateMathError) in
      try ZonedDateTime(rfc9557: "2000-12-31T23:59:59.9999999999+00:00[UTC]")
    }
    #expect(failure?.kind == .invalidFormat)
    #expect(failure?.message.contains("9 fractional digits") == true)
  }

  @Test("exact arithmetic carries nanoseconds across seconds, both ways")
  func exactArithmetic() throws {
    let value = try ZonedDateTime(rfc9557: "2024-01-01T00:00:00.999999999+00:00[UTC]")
    #expect(try value.adding(exactly: .nanoseconds(1)).description == "2024-01-01T00:00:01+00:00[UTC]")
    #expect(try value.adding(exactly: .nanoseconds(-1_000_000_000)).description
      == "2023-12-31T23:59:59.999999999+00:00[UTC]")
    #expect(try value.adding(Period(nanoseconds: 2)).description == "2024-01-01T00:00:01.000000001+00:00[UTC]")
    let later = try value.adding(exactly: .seconds(90) + .nanoseconds(5))
    #expect(value.duration(to: later) == .seconds(90) + .nanoseconds(5))
    #expect(try value.until(later, largestUnit: .seconds) == Period(seconds: 90, nanoseconds: 5))
    #expect(try value.adding(.days(1)).nanosecond == 999_999_999)
  }

  @Test("Date in and out keeps the Date")
  func dates() throws {
    let zone = try Zone(identifier: "Europe/Dublin")
    for text in ["2017-01-31T12:00:00.123Z", "1970-01-01T00:00:00.000001Z", "2100-06-30T23:59:59.5Z"] {
      let date = try Date(rfc3339: text)
      let value = try ZonedDateTime(date, in: zone)
      #expect(value.date == date, "\(text)")
    }
    let milli = try ZonedDateTime(try Date(rfc3339: "2017-01-31T12:00:00.123Z"), in: zone)
    #expect(milli.nanosecond == 123_000_000)
  }

  @Test("until from the second reading of a repeated time round-trips")
  func untilFromSecondReading() throws {
    // New York fell back from 02:00 EDT to 01:00 EST on 2017-11-05, so
    // 01:30-05:00 is the second 01:30. 23 h 30 min later is 01:00-05:00
    // on the 6th; the wall-clock date part is zero.
    let start = try ZonedDateTime(rfc9557: "2017-11-05T01:30:00-05:00[America/New_York]")
    let end = try ZonedDateTime(rfc9557: "2017-11-06T01:00:00-05:00[America/New_York]")
    for unit in [DateTimeUnit.years, .months, .weeks, .days] {
      let period = try start.until(end, largestUnit: unit)
      #expect(period == Period(hours: 23, minutes: 30), "\(unit)")
      #expect(try start.adding(period) == end, "\(unit)")
    }
  }
}
