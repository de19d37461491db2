import DateMath
import Foundation
import Testing

@Suite("CivilTime", .tags(.civil))
struct CivilTimeTests {
  @Test(
    "text round-trips, fractions to the nanosecond",
    arguments: ["00:00:00", "07:30:00", "23:59:59", "12:00:00.5", "12:00:00.000000001", "23:59:59.999999999"])
  func roundTrip(text: String) throws {
    let expected = text.hasSuffix(".5") ? "12:00:00.500" : text
    #expect(try CivilTime(parsing: text).description == expected)
  }

  @Test("HH:MM alone is read with zero seconds")
  func minutesOnly() throws {
    #expect(try CivilTime(parsing: "07:30") == CivilTime(hour: 7, minute: 30))
  }

  @Test(
    "times that are not wall-clock times are refused",
    arguments: ["24:00", "23:60", "23:59:60", "7:30", "07:30Z", "07:30+01:00", "", "T07:30"])
  func refused(text: String) {
    #expect(throws: DateMathError.self) { try CivilTime(parsing: text) }
  }

  @Test("fields are checked; nanoseconds of the day convert both ways")
  func fields() throws {
    #expect(throws: DateMathError.self) { try CivilTime(hour: 24) }
    #expect(throws: DateMathError.self) { try CivilTime(hour: 0, nanosecond: 1_000_000_000) }
    let time = try CivilTime(hour: 23, minute: 59, second: 59, nanosecond: 999_999_999)
    #expect(time.nanosecondOfDay == 86_399_999_999_999)
    #expect(try CivilTime(nanosecondOfDay: time.nanosecondOfDay) == time)
    #expect(throws: DateMathError.self) { try CivilTime(nanosecondOfDay: 86_400_000_000_000) }
    #expect(CivilTime.midnight < CivilTime.noon)
  }

  @Test("on a date it is a wall-clock time, still to be resolved: 02:30 on a gap day", .tags(.dst))
  func onADate() throws {
    let alarm = try CivilTime(hour: 2, minute: 30)
    let local = try CivilDate(parsing: "2017-03-12").at(alarm)
    #expect(local.description == "2017-03-12T02:30:00")
    #expect(local.time == alarm)
    let newYork = try Zone(identifier: "America/New_York")
    #expect(throws: DateMathError.self) { try ZonedDateTime(local, in: newYork, disambiguation: .reject) }
  }

  @Test("Codable as the ISO string")
  func codable() throws {
    let data = try JSONEncoder().encode([try CivilTime(hour: 7, minute: 5, second: 9, nanosecond: 120_000_000)])
    #expect(String(decoding: data, as: UTF8.self) == #"["07:05:09.120"]"#)
    #expect(try JSONDecoder().decode([CivilTime].self, from: data).first?.nanosecond == 120_000_000)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([CivilTime].self, from: Data(#"["25:00"]"#.utf8)) }
  }
}
