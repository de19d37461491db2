import DateMath
import Foundation
import Testing

@Suite("RFC 9557 zoned date-times", .tags(.dst))
struct ZonedDateTimeTests {
  @Test("parses and prints RFC 9557", arguments: [
    "2024-03-10T03:30:00-04:00[America/New_York]",
    "2017-11-05T01:30:00-04:00[America/New_York]",
    "2017-11-05T01:30:00-05:00[America/New_York]",
    "1900-01-01T00:00:00+00:09:21[Europe/Paris]",
    "2024-01-01T12:00:00.5+05:45[Asia/Kathmandu]",
  ])
  func roundTrip(text: String) throws {
    let value = try ZonedDateTime(rfc9557: text, extensions: .written)
    #expect(value.description == text)
    #expect(try ZonedDateTime(rfc9557: value.description, extensions: .written) == value)
  }

  @Test("the offset picks the reading of a repeated time")
  func overlapReadings() throws {
    let first = try ZonedDateTime(rfc9557: "2017-11-05T01:30:00-04:00[America/New_York]")
    let second = try ZonedDateTime(rfc9557: "2017-11-05T01:30:00-05:00[America/New_York]")
    #expect(first.date == instant("2017-11-05T05:30:00Z"))
    #expect(second.date == instant("2017-11-05T06:30:00Z"))
    #expect(first.localDateTime == second.localDateTime)
  }

  @Test("an offset the zone does not use is a conflict, settled by the policy")
  func conflicts() throws {
    let text = "2030-07-01T12:00:00+01:00[Europe/Berlin]"  // Berlin is +02:00 in July
    let failure = error { () throws(DateMathError) in try ZonedDateTime(rfc9557: text) }
    #expect(failure?.kind == .offsetConflict)
    #expect(failure?.message.contains("offset +01:00 does not match Europe/Berlin") == true)
    #expect(failure?.writtenOffset?.description == "+01:00")
    #expect(failure?.zoneOffsets.map(\.description) == ["+02:00"])
    let kept = try ZonedDateTime(rfc9557: text, offsetConflict: .keepInstant)
    #expect(kept.date == instant("2030-07-01T11:00:00Z"))
    #expect(kept.description == "2030-07-01T13:00:00+02:00[Europe/Berlin]")
    let wall = try ZonedDateTime(rfc9557: text, offsetConflict: .keepWallClock)
    #expect(wall.description == "2030-07-01T12:00:00+02:00[Europe/Berlin]")
    // A wall-clock time in a gap with an offset the zone never had there.
    let gap = error { () throws(DateMathError) in
      try ZonedDateTime(rfc9557: "2017-03-12T02:30:00-05:00[America/New_York]")
    }
    #expect(gap?.kind == .offsetConflict)
    #expect(gap?.zoneOffsets == [])
    #expect(gap?.message.contains("a time the clocks skipped there") == true)
  }

  @Test("annotations: critical zone, offset zone, elective keys, missing offset")
  func annotations() throws {
    #expect(try ZonedDateTime(rfc9557: "2024-03-10T03:30:00-04:00[!America/New_York]").zone.identifier == "America/New_York")
    #expect(try ZonedDateTime(rfc9557: "2024-03-10T03:30:00-04:00[America/New_York][u-ca=iso8601]").offset.seconds == -14_400)
    #expect(try ZonedDateTime(rfc9557: "2024-01-01T12:00:00+05:30[+05:30]").date == instant("2024-01-01T06:30:00Z"))
    #expect(try ZonedDateTime(rfc9557: "2017-03-12T02:30:00[America/New_York]", extensions: .missingOffset)
      .description == "2017-03-12T03:30:00-04:00[America/New_York]")
    #expect(error { () throws(DateMathError) in
      try ZonedDateTime(rfc9557: "2017-03-12T02:30:00[America/New_York]")
    }?.message.contains("RFC3339Extensions.missingOffset") == true)
  }

  @Test("refusals", arguments: [
    ("2024-03-10T03:30:00-04:00", DateMathError.Kind.invalidFormat),
    ("2024-03-10T03:30:00-04:00[Mars/Olympus_Mons]", .unknownZone),
    ("2024-03-10T03:30:00-04:00[America/New_York][!u-ca=klingon]", .invalidFormat),
    ("2024-03-10T03:30:00-04:00[America/New_York][!x-tag=1]", .invalidFormat),
    ("2024-03-10T03:30:00-04:00[u-ca=iso8601]", .invalidFormat),
    ("2024-03-10T03:30:00-04:00[America/New_York", .invalidFormat),
    ("2024-03-10T03:30:00-04:00[America/New_York]x", .invalidFormat),
    ("2024-02-30T03:30:00-04:00[America/New_York]", .invalidDate),
  ])
  func refusals(text: String, kind: DateMathError.Kind) {
    #expect(error { () throws(DateMathError) in try ZonedDateTime(rfc9557: text) }?.kind == kind)
  }

  @Test("fixed-offset zones are written as offset annotations and read back", arguments: [
    19_800, -3600, 3600, 3630, -12_600,
  ])
  func fixedOffsets(seconds: Int) throws {
    let zone = Zone(timeZone: try #require(TimeZone(secondsFromGMT: seconds)))
    let value = try ZonedDateTime(instant("2024-01-01T00:00:00Z"), in: zone)
    #expect(value.description.hasSuffix("[\(UTCOffset(seconds: seconds))]"))
    let back = try ZonedDateTime(rfc9557: value.description, extensions: .written)
    #expect(back.date == value.date && back.offset == value.offset)
    let json = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(ZonedDateTime.self, from: json).date == value.date)
  }
}

/// Errors an app can show as they are (issue 13).
@Suite("Errors people can show")
struct ErrorPresentationTests {
  @Test("localizedDescription is the message, with a recovery suggestion where there is one")
  func localized() throws {
    let unknown = error { () throws(DateMathError) in try Zone(identifier: "America/Sao_Paolo") }
    let failure = try #require(unknown)
    #expect((failure as Error).localizedDescription == failure.message)
    #expect(failure.localizedDescription.hasPrefix("unknown time zone \"America/Sao_Paolo\""))
    #expect(failure.recoverySuggestion == "Did you mean America/Sao_Paulo?")
    let conflict = try #require(error { () throws(DateMathError) in
      try ZonedDateTime(rfc9557: "2030-07-01T12:00:00+01:00[Europe/Berlin]")
    })
    #expect(conflict.recoverySuggestion?.contains("keepInstant") == true)
  }

  @Test("echoed input is escaped and shortened: every message is one line", arguments: [
    "2024-01-01\nT00:00:00Z", "2024\u{2028}-01-01", "\u{0}EST", String(repeating: "9", count: 100_000),
    "bad\r\ninput\u{85}",
  ])
  func oneLine(input: String) throws {
    let failures = [
      error { () throws(DateMathError) in try Date(rfc3339: input) },
      error { () throws(DateMathError) in try CivilDate(parsing: input) },
      error { () throws(DateMathError) in try Period(parsing: input) },
      error { () throws(DateMathError) in try ZonedDateTime(rfc9557: input + "[UTC]") },
    ]
    for failure in failures {
      let message = try #require(failure).message
      #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control
        || $0.value == 0x2028 || $0.value == 0x2029 }, "\(message)")
      #expect(message.count < 400, "\(message.count) characters")
    }
  }

  @Test("quoting escapes control characters Swift-style")
  func quoting() {
    #expect(DateMathError.quoted("a\nb\u{2028}c\"d") == #""a\nb\u{2028}c\"d""#)
    // Invisible characters too (issue 22): a byte-order mark, a zero-width
    // space, a bidi override, a no-break space; visible ones stay.
    #expect(DateMathError.quoted("\u{FEFF}a\u{200B}b\u{202E}c\u{A0}d é😀") == #""\u{FEFF}a\u{200B}b\u{202E}c\u{A0}d é😀""#)
    #expect(DateMathError.quoted("\u{1B}[0m\u{7F}") == #""\u{1B}[0m\u{7F}""#)
    #expect(DateMathError.quoted(String(repeating: "x", count: 200)).count < 120)
  }
}

/// "UTC+5" and friends (issue 13): the suggestion must exist and mean the
/// offset the name means in ISO 8601.
@Suite("Suggestions for signed offset names")
struct SignedOffsetSuggestionTests {
  @Test("an Etc/GMT name is suggested only when one has that offset", arguments: [
    ("UTC+5", 18_000, true), ("GMT-3", -10_800, true), ("UTC+14", 50_400, true), ("UTC-12", -43_200, true),
    ("UTC+05:30", 19_800, false), ("UTC+15", 54_000, false), ("UTC-13", -46_800, false),
  ])
  func suggestion(name: String, offset: Int, exists: Bool) throws {
    let failure = try #require(error { () throws(DateMathError) in try Zone(identifier: name) })
    #expect(failure.kind == .unknownZone)
    #expect(failure.message.contains("Zone(fixedOffset:"))
    #expect(failure.suggestions.isEmpty == !exists)
    for suggested in failure.suggestions {
      let zone = try Zone(identifier: suggested)
      #expect(try zone.offset(at: Date(timeIntervalSince1970: 1_700_000_000)).seconds == offset, "\(suggested)")
    }
    let fixed = try Zone(fixedOffset: UTCOffset(seconds: offset))
    #expect(try fixed.offset(at: Date(timeIntervalSince1970: 1_700_000_000)).seconds == offset)
    #expect(fixed.identifier == UTCOffset(seconds: offset).description)
  }
}
