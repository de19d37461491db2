import DateMath
import Foundation
import Testing

@Suite("CivilDateTime", .tags(.civil))
struct CivilDateTimeTests {
  @Test("parses ISO 8601 forms and prints the canonical one", arguments: [
    ("2017-01-31T12:00:00", "2017-01-31T12:00:00"),
    ("2017-01-31T12:00", "2017-01-31T12:00:00"),
    ("2017-01-31 12:00", "2017-01-31T12:00:00"),
    ("2017-01-31t12:00:05", "2017-01-31T12:00:05"),
    ("2017-01-31T12:00:00.5", "2017-01-31T12:00:00.500"),
    ("2017-01-31T12:00:00.000001", "2017-01-31T12:00:00.000001"),
    ("2017-01-31T23:59:59.999999999", "2017-01-31T23:59:59.999999999"),
  ])
  func parsing(text: String, canonical: String) throws {
    let value = try CivilDateTime(parsing: text)
    #expect(value.description == canonical)
    #expect(try CivilDateTime(parsing: value.description) == value)
  }

  @Test("refuses offsets, out-of-range fields and garbage", arguments: [
    ("2017-01-31T12:00:00Z", DateMathError.Kind.invalidFormat),
    ("2017-01-31T12:00:00-05:00", .invalidFormat),
    ("2017-01-31T24:00:00", .invalidDate),
    ("2016-12-31T23:59:60", .invalidDate),
    ("2017-01-31T12:60", .invalidDate),
    ("2017-02-29T12:00", .invalidDate),
    ("2017-01-31T12:00:00.1234567890", .invalidFormat),
    ("2017-01-31T12", .invalidFormat),
    ("2017-01-31", .invalidFormat),
  ])
  func refusals(text: String, kind: DateMathError.Kind) {
    #expect(error { () throws(DateMathError) in try CivilDateTime(parsing: text) }?.kind == kind)
  }

  @Test("fields and ordering")
  func fields() throws {
    let value = try CivilDateTime(
      year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 58, nanosecond: 7)
    #expect(value.date.description == "2024-02-29")
    #expect(value.secondOfDay == 86_398)
    #expect(value < (try CivilDateTime(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 58, nanosecond: 8)))
    #expect(value > (try CivilDateTime(year: 2024, month: 2, day: 29)))
  }

  @Test("Codable round trip through JSON and both property-list formats")
  func codable() throws {
    let value = try CivilDateTime(parsing: "2017-01-31T12:00:00.250")
    let json = try JSONEncoder().encode([value])
    #expect(String(decoding: json, as: UTF8.self) == #"["2017-01-31T12:00:00.250"]"#)
    #expect(try JSONDecoder().decode([CivilDateTime].self, from: json) == [value])
    for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
      let encoder = PropertyListEncoder()
      encoder.outputFormat = format
      let data = try encoder.encode([value])
      #expect(try PropertyListDecoder().decode([CivilDateTime].self, from: data) == [value])
    }
  }
}
