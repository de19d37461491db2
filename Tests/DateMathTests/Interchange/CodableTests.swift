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

/// A document of future events written under one tz release and read under
/// a newer one (issue 13): the decoder's offset-conflict policy decides.
@Suite("Codable across a tz rule change", .tags(.dst))
struct CodableRuleChangeTests {
  struct Calendar: Codable {
    var events: [ZonedDateTime]
  }

  /// Under 2025b, Vancouver returns to -08:00 on 2026-11-01; under 2026f it
  /// stays on -07:00. So a meeting at 09:00 on 2027-01-15, written under
  /// 2025b as 09:00-08:00 (17:00Z), conflicts under 2026f.
  ///
  /// Decoding reads the zone from the default tz data (a decoder is given
  /// no source), so these tests assume the default is the bundled 2026f
  /// release, as it is on this toolchain (`TZDataSourceTests.defaultIsNewest`);
  /// under another default (`DATEMATH_TZDATA`) they stop here.
  func document() throws -> Data {
    try #require(
      TZDataSource.default.version == "2026f",
      "the default tz data is \(TZDataSource.default), not 2026f, which these tests decode with")
    let old = try TZDataSource(contentsOf: TZDataSourceTests.fixtures.appendingPathComponent("tzdata-2025b.dmtz").path)
    let vancouver2025b = try Zone(identifier: "America/Vancouver", source: old)
    let meeting = try ZonedDateTime(CivilDateTime(parsing: "2027-01-15T09:00"), in: vancouver2025b)
    #expect(meeting.description == "2027-01-15T09:00:00-08:00[America/Vancouver]")
    // An event before the change reads the same under both releases.
    let past = try ZonedDateTime(rfc9557: "2026-07-01T09:00:00-07:00[America/Vancouver]")
    return try JSONEncoder().encode(Calendar(events: [past, meeting]))
  }

  func decode(_ data: Data, _ policy: OffsetConflictPolicy?) throws -> Calendar {
    let decoder = JSONDecoder()
    if let policy { decoder.userInfo[OffsetConflictPolicy.codingUserInfoKey] = policy }
    return try decoder.decode(Calendar.self, from: data)
  }

  @Test("reject (the default) refuses the document and names the conflict")
  func reject() throws {
    let data = try document()
    for policy in [nil, OffsetConflictPolicy.reject] {
      do {
        _ = try decode(data, policy)
        Issue.record("decoded a conflicting offset under \(String(describing: policy))")
      } catch let DecodingError.dataCorrupted(context) {
        #expect(context.debugDescription.contains("offset -08:00 does not match America/Vancouver"))
        #expect(context.codingPath.map(\.stringValue) == ["events", "Index 1"])
      }
    }
  }

  @Test("keepWallClock keeps 09:00 by the new rules; keepInstant keeps 17:00Z")
  func policies() throws {
    let data = try document()
    let wall = try decode(data, .keepWallClock)
    #expect(wall.events.map(\.description) == [
      "2026-07-01T09:00:00-07:00[America/Vancouver]", "2027-01-15T09:00:00-07:00[America/Vancouver]",
    ])
    let instant = try decode(data, .keepInstant)
    #expect(instant.events[1].description == "2027-01-15T10:00:00-07:00[America/Vancouver]")
    #expect(instant.events[1].date == (try Date(rfc3339: "2027-01-15T17:00:00Z")))
  }
}
