import DateMath
import Foundation
import Testing

@Suite("Codable interchange")
struct CodableTests {
  struct Event: Codable, Equatable {
    @RFC3339Coded var at: Date
    var day: CivilDate
    var wallClock: CivilDateTime
    var zoned: ZonedDateTime
  }

  func sample() throws -> Event {
    Event(
      at: Date(timeIntervalSince1970: 1_485_889_200.123_456_7),
      day: try CivilDate(parsing: "2024-02-29"),
      wallClock: try CivilDateTime(parsing: "2027-06-01T09:00"),
      zoned: try ZonedDateTime(rfc9557: "2017-11-05T01:30:00-05:00[America/New_York]"))
  }

  @Test("JSON round trip keeps every value exactly")
  func json() throws {
    let event = try sample()
    let data = try JSONEncoder().encode(event)
    #expect(try JSONDecoder().decode(Event.self, from: data) == event)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""zoned":"2017-11-05T01:30:00-05:00[America\/New_York]""#))
    #expect(text.contains(#""wallClock":"2027-06-01T09:00:00""#))
  }

  @Test("property lists, XML and binary, keep fractional seconds", arguments: [
    PropertyListSerialization.PropertyListFormat.xml, .binary,
  ])
  func propertyLists(format: PropertyListSerialization.PropertyListFormat) throws {
    let event = try sample()
    let encoder = PropertyListEncoder()
    encoder.outputFormat = format
    #expect(try PropertyListDecoder().decode(Event.self, from: encoder.encode(event)) == event)
  }

  @Test("JSON date strategies: RFC 3339, lossless by default")
  func strategies() throws {
    let dates = [Date(timeIntervalSince1970: 1_485_889_200.25), Date(timeIntervalSince1970: 0.1)]
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .rfc3339()
    let data = try encoder.encode(dates)
    #expect(String(decoding: data, as: UTF8.self) == #"["2017-01-31T19:00:00.25Z","1970-01-01T00:00:00.1Z"]"#)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .rfc3339
    #expect(try decoder.decode([Date].self, from: data) == dates)
    encoder.dateEncodingStrategy = .rfc3339(fractionalDigits: .milliseconds)
    #expect(String(decoding: try encoder.encode(dates), as: UTF8.self) == #"["2017-01-31T19:00:00.250Z","1970-01-01T00:00:00.100Z"]"#)
  }

  @Test("decoding errors carry the coding path and the bad string")
  func decodingErrors() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .rfc3339
    for (json, path, fragment) in [
      (#"{"d":["2017-01-31T19:00:00"]}"#, ["d", "Index 0"], "has no UTC offset"),
      (#"{"d":["2017-13-01T00:00:00Z"]}"#, ["d", "Index 0"], "month 13"),
    ] {
      do {
        _ = try decoder.decode([String: [Date]].self, from: Data(json.utf8))
        Issue.record("decoded \(json)")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.codingPath.map(\.stringValue) == path)
        #expect(context.debugDescription.contains(fragment), "\(context.debugDescription)")
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
  }
}
