@testable import DateMath
import Foundation
import Testing

/// The lock-free memo of zone names behind the RFC 9557 reader: what it
/// answers, what `removeAll` forgets, what it does when full, and readers
/// racing a writer.
@Suite("Memo of zone names")
struct ZoneNameMemoTests {
  static let names = Array(Zone.knownIdentifiers.prefix(40))

  static func lookUp(_ memo: _ZoneNameMemo, _ name: String) -> Zone? {
    var name = name
    return name.withUTF8 { memo.zone(named: $0) }
  }

  @Test("answers exactly the names inserted, each with its zone")
  func answers() throws {
    let memo = _ZoneNameMemo()
    for name in Self.names { memo.insert(try Zone(identifier: name), named: name) }
    for name in Self.names {
      #expect(Self.lookUp(memo, name) == (try Zone(identifier: name)), "\(name)")
    }
    // Not a prefix, an extension or another case of a name inserted.
    for name in ["America/New_Yor", "America/New_York/", "america/new_york", "", "UTC "] {
      #expect(Self.lookUp(memo, name) == nil, "\(name)")
    }
  }

  @Test("removeAll forgets every name; names inserted after it answer again")
  func removeAll() throws {
    let memo = _ZoneNameMemo()
    let newYork = try Zone(identifier: "America/New_York")
    memo.insert(newYork, named: "America/New_York")
    memo.removeAll()
    #expect(Self.lookUp(memo, "America/New_York") == nil)
    // Under a new generation the same name may stand for another zone (the
    // default tz data changed): the memo answers with the new one.
    let other = try Zone(identifier: "America/New_York", source: .foundation)
    memo.insert(other, named: "America/New_York")
    #expect(Self.lookUp(memo, "America/New_York")?.tzData == TZDataSource.foundation)
    #expect(Self.lookUp(memo, "Europe/Paris") == nil)
  }

  @Test("full, it forgets nothing it answers and never answers wrongly")
  func full() throws {
    // Four times as many names as slots: many homes see their 8 slots
    // taken, and those names are not remembered.
    let zones = try Zone.knownIdentifiers.prefix(16).map { try Zone(identifier: $0) }
    let memo = _ZoneNameMemo()
    let names = (0..<(4 * _ZoneNameMemo.slotCount)).map { "Name/\($0)" }
    for (index, name) in names.enumerated() { memo.insert(zones[index % zones.count], named: name) }
    var answered = 0
    for (index, name) in names.enumerated() {
      guard let zone = Self.lookUp(memo, name) else { continue }
      #expect(zone == zones[index % zones.count], "\(name)")
      answered += 1
    }
    #expect(answered == _ZoneNameMemo.slotCount)
  }

  @Test("readers racing a writer that inserts and forgets get nil or the right zone", .tags(.concurrency))
  func readersRaceWriter() async throws {
    let memo = _ZoneNameMemo()
    let zones = try Self.names.map { try Zone(identifier: $0) }
    let wrong = await withTaskGroup(of: Int.self) { group in
      group.addTask {
        // The writer: rounds of inserting every name, then forgetting them.
        for _ in 0..<200 {
          for (name, zone) in zip(Self.names, zones) { memo.insert(zone, named: name) }
          memo.removeAll()
        }
        return 0
      }
      for reader in 0..<3 {
        group.addTask {
          var wrong = 0
          for step in 0..<40_000 {
            let index = (step * 7 + reader) % Self.names.count
            if let zone = Self.lookUp(memo, Self.names[index]), zone != zones[index] { wrong += 1 }
          }
          return wrong
        }
      }
      var total = 0
      for await count in group { total += count }
      return total
    }
    #expect(wrong == 0)
  }
}
