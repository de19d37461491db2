import DateMath
import Foundation
import Testing

@Suite("Concurrent use", .tags(.concurrency))
struct ConcurrencyTests {
  /// Per zone: start of day, a month later and offset at a fixed instant,
  /// plus a resolved wall-clock time, as RFC 9557 text (instant, offset and
  /// zone); the same answers whichever task asks first.
  static func fingerprint(_ identifier: String) throws -> [String] {
    let zone = try Zone(identifier: identifier)
    let instant = Date(timeIntervalSince1970: 1_700_000_000)
    let zoned = try ZonedDateTime(instant, in: zone)
    return [
      try zoned.startOfDay().description,
      try zoned.adding(.months(1)).description,
      try zone.offset(at: instant).description,
      try ZonedDateTime(CivilDateTime(year: 2017, month: 3, day: 12, hour: 2, minute: 30), in: zone).description,
    ]
  }

  @Test("many tasks building and using zone tables at once agree with one task")
  func cacheUnderContention() async throws {
    let zones = Zone.knownIdentifiers
    let results = try await withThrowingTaskGroup(of: [String: [String]].self) { group in
      for task in 0..<8 {
        group.addTask {
          var seen: [String: [String]] = [:]
          // Each task walks the zones from a different place, so tasks race
          // to build the same tables.
          for index in zones.indices {
            let identifier = zones[(index + task * 53) % zones.count]
            seen[identifier] = try Self.fingerprint(identifier)
          }
          return seen
        }
      }
      var all: [[String: [String]]] = []
      for try await seen in group { all.append(seen) }
      return all
    }
    let serial = try Dictionary(uniqueKeysWithValues: zones.map { ($0, try Self.fingerprint($0)) })
    #expect(results.count == 8)
    for seen in results { #expect(seen == serial) }
  }

  /// Offsets of one zone from one source, and the formatter zone's
  /// offset, at instants around the 2025b/2026f split.
  static func offsets(_ identifier: String, _ source: TZDataSource) throws -> [Int] {
    let zone = try Zone(identifier: identifier, source: source)
    return try (0..<8).map { try zone.offset(at: Date(timeIntervalSince1970: 1_790_000_000 + Double($0) * 5_000_000)).seconds }
  }

  @Test("tasks loading zones from several sources at once, and TZif data given as bytes, agree with one task")
  func sourcesUnderContention() async throws {
    let sources = [TZDataSource.bundled, .foundation, try TZDataSource(contentsOf: TZDataSourceTests.fixtures.appendingPathComponent("tzdata-2025b.dmtz").path)]
    let zones = ["America/Vancouver", "Europe/Chisinau", "Africa/Casablanca", "America/New_York", "Pacific/Apia"]
    let tzif = TZifReaderTests.oneChange(version: 2).data
    func all() throws -> [[Int]] {
      try sources.flatMap { source in try zones.map { try Self.offsets($0, source) } }
        + [try (0..<8).map { _ in try Zone(identifier: "Test/One", tzif: tzif).offset(at: Date()).seconds }]
    }
    let results = try await withThrowingTaskGroup(of: [[Int]].self) { group in
      for _ in 0..<8 { group.addTask { try all() } }
      var collected: [[[Int]]] = []
      for try await result in group { collected.append(result) }
      return collected
    }
    let serial = try all()
    #expect(results.count == 8)
    for result in results { #expect(result == serial) }
    // Vancouver in 2027 under 2026f and under 2025b: the sources really differ.
    #expect(serial[0] != serial[zones.count])
  }
}

@Suite("Concurrent formatting", .tags(.concurrency))
struct FormattingConcurrencyTests {
  static let locales = ["en_US", "de_DE", "ja_JP", "ar_EG", "th_TH", "fr_FR"]
  static let zones = ["America/New_York", "Europe/Dublin", "Asia/Kolkata", "Australia/Lord_Howe"]

  /// Formats and parses back one instant in one zone and locale.
  static func roundTrip(_ seconds: Int, _ locale: String, _ identifier: String) throws -> (String, Date) {
    let zone = try Zone(identifier: identifier)
    let format = LocalizedFormat(template: "yMMMdjms", locale: Locale(identifier: locale))
    let text = try ZonedDateTime(epochSeconds: Int64(seconds), in: zone).formatted(as: format)
    return (text, try ZonedDateTime(parsing: text, as: format, in: zone, disambiguation: .earlier).date)
  }

  @Test("many tasks formatting and parsing at once get the answers one task gets")
  func stress() async throws {
    let inputs = (0..<400).map { i in
      (1_600_000_000 + i * 7_919_113, Self.locales[i % Self.locales.count], Self.zones[i % Self.zones.count])
    }
    let serial = try inputs.map { try Self.roundTrip($0.0, $0.1, $0.2) }
    let results = try await withThrowingTaskGroup(of: [(String, Date)].self) { group in
      for _ in 0..<16 {
        group.addTask { try inputs.map { try Self.roundTrip($0.0, $0.1, $0.2) } }
      }
      var all: [[(String, Date)]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 16)
    for result in results {
      #expect(result.map(\.0) == serial.map(\.0))
      #expect(result.map(\.1) == serial.map(\.1))
    }
    // Parsing gives back the instant, or with `.earlier` the first
    // reading of its wall-clock time when that time happens twice.
    for (input, output) in zip(inputs, serial) {
      let zone = try Zone(identifier: input.2)
      let local = try ZonedDateTime(epochSeconds: Int64(input.0), in: zone).localDateTime
      let firstReading = zone.resolution(of: local).candidates.first
      #expect(output.1 == firstReading, "\(input) \(output)")
    }
  }
}

extension FormattingConcurrencyTests {
  @Test("many tasks formatting zone names with a new format at once write what ICU writes")
  func zoneNamesUnderContention() async throws {
    // A format no other test uses: its zone names are first asked of ICU
    // by these tasks, all at once.
    let formats = ["en_US", "de_DE"].map { LocalizedFormat(template: "yMMMMdjmsvvvvOzzzz", locale: Locale(identifier: $0)) }
    let inputs: [(Int64, Int, String)] = (0..<400).map { (i: Int) -> (Int64, Int, String) in
      let seconds: Int64 = 1_000_000_000 + Int64(i) * 3_151_139
      return (seconds, i % 2, Self.zones[i % Self.zones.count])
    }
    let expected = inputs.map { input in
      let formatter = DateFormatter()
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: input.2)!
      formatter.calendar = calendar
      formatter.locale = formats[input.1].locale
      formatter.timeZone = calendar.timeZone
      formatter.setLocalizedDateFormatFromTemplate("yMMMMdjmsvvvvOzzzz")
      return formatter.string(from: Date(timeIntervalSince1970: Double(input.0)))
    }
    let results = try await withThrowingTaskGroup(of: [String].self) { group in
      for task in 0..<16 {
        group.addTask {
          // Each task in its own order, so that different periods are
          // filled at once.
          let order = task % 2 == 0 ? Array(inputs.indices) : inputs.indices.reversed()
          var texts = [String](repeating: "", count: inputs.count)
          for index in order {
            let input = inputs[index]
            texts[index] = try ZonedDateTime(epochSeconds: input.0, in: Zone(identifier: input.2)).formatted(as: formats[input.1])
          }
          return texts
        }
      }
      var all: [[String]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 16)
    for result in results { #expect(result == expected) }
    #expect(formats.allSatisfy { $0.compilation().isCompiled })
  }
}

extension ConcurrencyTests {
  @Test("many tasks reading RFC 9557 text naming the same zones at once get the answers one task gets")
  func rfc9557UnderContention() async throws {
    // The readers share the memo of zone names (read without a lock).
    let names = ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Apia", "UTC"]
    let texts = try (0..<600).map { i in
      try ZonedDateTime(epochSeconds: 1_600_000_000 + Int64(i) * 7_919_113, in: Zone(identifier: names[i % names.count]))
        .rfc9557String()
    }
    func readAll() throws -> [String] {
      try texts.map { text in
        let value = try ZonedDateTime(rfc9557: text)
        return "\(value.epochSeconds) \(value.offset) \(value.zone.identifier)"
      }
    }
    let serial = try readAll()
    let results = try await withThrowingTaskGroup(of: [String].self) { group in
      for _ in 0..<8 { group.addTask { try readAll() } }
      var all: [[String]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for result in results { #expect(result == serial) }
    #expect(serial.first == "1600000000 -04:00 America/New_York")
  }
}
