import DateMath
import Foundation
import Testing

/// Resident memory stays flat whatever text is parsed (issue 13): an
/// offset annotation makes a zone that stores the offset and no table, and
/// an unknown identifier makes nothing.
///
/// Every run checks that the parsed zones hold no table. Resident memory
/// and the cache's size are the whole process's, which other suites
/// running in parallel also move, so they are checked only when the test
/// runs alone: `.ci/run` runs it so, with `DATEMATH_MEMORY_TEST=1`.
@Suite("Bounded memory from input", .serialized)
struct MemoryTests {
  /// The process's resident set in bytes, from /proc (Linux only).
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// `±HH:MM:SS`, a different one for most `index` values.
  static func offsetWithSeconds(_ index: Int) -> String {
    let seconds = (index &* 7_919) % 86_400
    return (index % 4 == 1 ? "+" : "-")
      + String(format: "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
  }

  @Test(
    "100,000 parses of offset annotations (every whole-minute one, 50,000 with seconds) and 200 of random identifiers grow memory by under 5 MB",
    .enabled(if: residentBytes() != nil))
  func flat() throws {
    // Every offset RFC 9557 allows in an annotation: ±00:00 to ±23:59.
    var offsets: [String] = []
    for sign in ["+", "-"] {
      for hour in 0..<24 {
        for minute in 0..<60 { offsets.append(sign + String(format: "%02d:%02d", hour, minute)) }
      }
    }
    // Seeded, so that a failure names identifiers that can be made again.
    let seed: UInt64 = 20_261_125
    print("MemoryTests.flat: random identifiers from SplitMix seed \(seed)")
    var generator = SplitMix(state: seed)
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
    func randomName() -> String {
      let count = Int.random(in: 3...12, using: &generator)
      return "Q" + String((0..<count).map { _ in letters.randomElement(using: &generator) ?? "x" })
        + "/" + String((0..<count).map { _ in letters.randomElement(using: &generator) ?? "y" })
    }
    // Warm up: the code paths and the tables of this test's zones, once.
    _ = try ZonedDateTime(rfc9557: "2024-01-01T00:00:00Z[+05:30]")
    _ = try? ZonedDateTime(rfc9557: "2024-01-01T00:00:00Z[" + randomName() + "]")
    let before = try #require(Self.residentBytes())
    let tablesBefore = Zone.cachedTableCount
    var parsed = 0
    var holdingTables = 0
    var unknown = 0
    for index in 0..<100_000 {
      // Half of them offsets with seconds (an extension), about 50,000
      // different ones.
      let annotation = index.isMultiple(of: 2) ? offsets[index % offsets.count] : Self.offsetWithSeconds(index)
      let value = try ZonedDateTime(
        rfc9557: "2024-01-01T00:00:00Z[\(annotation)]", extensions: .offsetSeconds)
      parsed += value.zone.identifier.isEmpty ? 0 : 1
      holdingTables += value.zone.isFixedOffset ? 0 : 1
    }
    // Unknown names cost a search for suggestions (about 1 ms each in a
    // debug build), so fewer of them; none is kept.
    for _ in 0..<200 {
      do {
        _ = try ZonedDateTime(rfc9557: "2024-01-01T00:00:00Z[\(randomName())]")
      } catch {
        unknown += error.kind == .unknownZone ? 1 : 0
      }
    }
    let growth = try #require(Self.residentBytes()) - before
    let tablesAdded = Zone.cachedTableCount - tablesBefore
    #expect(parsed == 100_000)
    #expect(unknown == 200)
    #expect(holdingTables == 0, "a fixed offset's zone holds a table")
    if ProcessInfo.processInfo.environment["DATEMATH_MEMORY_TEST"] == "1" {
      #expect(tablesAdded == 0, "the zone table cache grew by \(tablesAdded) tables")
      #expect(growth < 5_000_000, "resident memory grew by \(growth) bytes")
    }
  }

  @Test(
    "a rule whose yearly set has 31 million members expands in both directions without storing them",
    .enabled(if: residentBytes() != nil))
  func hugeRecurrenceSet() throws {
    let every = (0..<60).map(String.init).joined(separator: ",")
    let rule = try RecurrenceRule(
      parsing: "FREQ=YEARLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYHOUR=\((0..<24).map(String.init).joined(separator: ","));BYMINUTE=\(every);BYSECOND=\(every)")
    let last = try RecurrenceRule(parsing: rule.description + ";BYSETPOS=-1")
    let start = try CivilDateTime(parsing: "2024-01-01T00:00:00")
    let before = try #require(Self.residentBytes())
    let forward = Array(Recurrence(start: start, in: .utc, rule: rule).occurrences().prefix(3))
    let backward = Recurrence(start: start, in: .utc, rule: rule).previous(before: try Date(rfc3339: "2030-01-01T00:00:00Z"))
    let lastOfYear = Array(Recurrence(start: start, in: .utc, rule: last).occurrences().prefix(2))
    let growth = try #require(Self.residentBytes()) - before
    #expect(forward.map(\.epochSeconds) == [1_704_067_200, 1_704_067_201, 1_704_067_202])
    #expect(backward?.epochSeconds == 1_893_455_999)  // 2029-12-31T23:59:59Z
    #expect(lastOfYear.map(\.epochSeconds) == [1_735_689_599, 1_767_225_599])  // the last second of 2024, of 2025
    if ProcessInfo.processInfo.environment["DATEMATH_MEMORY_TEST"] == "1" {
      #expect(growth < 20_000_000, "resident memory grew by \(growth) bytes")
    }
  }
}
