import DateMath
import Foundation
import Testing

@Suite("Concurrent use", .tags(.concurrency))
struct ConcurrencyTests {
  /// Per zone: start of day and offset at a fixed instant, plus a resolved
  /// wall-clock time; the same answers whichever task asks first.
  static func fingerprint(_ identifier: String) throws -> [Date] {
    let calendar = try ZonedCalendar(identifier: identifier)
    let instant = Date(timeIntervalSince1970: 1_700_000_000)
    return [
      try calendar.startOfDay(for: instant),
      try calendar.adding(months: 1, to: instant),
      instant.addingTimeInterval(TimeInterval(try calendar.offset(at: instant).seconds)),
      try calendar.date(from: CivilDateTime(year: 2017, month: 3, day: 12, hour: 2, minute: 30)),
    ]
  }

  @Test("many tasks building and using zone tables at once agree with one task")
  func cacheUnderContention() async throws {
    let zones = ZonedCalendar.knownIdentifiers
    let results = try await withThrowingTaskGroup(of: [String: [Date]].self) { group in
      for task in 0..<8 {
        group.addTask {
          var seen: [String: [Date]] = [:]
          // Each task walks the zones from a different place, so tasks race
          // to build the same tables.
          for index in zones.indices {
            let identifier = zones[(index + task * 53) % zones.count]
            seen[identifier] = try Self.fingerprint(identifier)
          }
          return seen
        }
      }
      var all: [[String: [Date]]] = []
      for try await seen in group { all.append(seen) }
      return all
    }
    let serial = try Dictionary(uniqueKeysWithValues: zones.map { ($0, try Self.fingerprint($0)) })
    #expect(results.count == 8)
    for seen in results { #expect(seen == serial) }
  }
}
