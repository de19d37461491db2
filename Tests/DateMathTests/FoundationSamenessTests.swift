import DateMath
import Foundation
import Testing

/// DateMath takes its offsets from Foundation's `TimeZone` into a table;
/// these tests check the table against Foundation for every zone.
@Suite("Sameness with Foundation's tz data", .tags(.dst))
struct FoundationSamenessTests {
  @Test("offsets one second before and at every transition 1850–2150, every zone")
  func offsetsAtTransitions() throws {
    var checked = 0
    for identifier in ZonedCalendar.knownIdentifiers {
      let calendar = try ZonedCalendar(identifier: identifier)
      let zone = calendar.timeZone
      var cursor = Date(timeIntervalSince1970: -3_786_825_600)
      let end = Date(timeIntervalSince1970: 5_680_281_600)
      while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end {
        for probe in [next.addingTimeInterval(-1), next] {
          let ours = try calendar.offset(at: probe).seconds
          #expect(ours == zone.secondsFromGMT(for: probe), "\(identifier) \(probe)")
          checked += 1
        }
        cursor = next
      }
    }
    #expect(checked > 100_000)
  }

  @Test("every candidate of a wall-clock time near a transition, and only those")
  func candidatesMatchFoundation() throws {
    var checked = 0
    for identifier in ZonedCalendar.knownIdentifiers {
      let calendar = try ZonedCalendar(identifier: identifier)
      let zone = calendar.timeZone
      var cursor = Date(timeIntervalSince1970: -2_208_988_800)  // 1900
      let end = Date(timeIntervalSince1970: 2_145_916_800)  // 2038
      // Driven by Foundation's own transitions, skipping those that keep
      // the offset.
      while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end {
        cursor = next
        let offsets = [zone.secondsFromGMT(for: next.addingTimeInterval(-1)), zone.secondsFromGMT(for: next)]
        guard offsets[0] != offsets[1] else { continue }
        let transition = try ZoneTransition(
          date: next, offsetBefore: UTCOffset(seconds: offsets[0]), offsetAfter: UTCOffset(seconds: offsets[1]))
        // Wall-clock times from just before the change to just after it.
        let low = transition.wallClockBefore
        for delta in [-3601, -1, 0, 1, abs(transition.shift) / 2, abs(transition.shift) - 1, abs(transition.shift), 3600] {
          let local = try ZonedCalendar.utc.localDateTime(
            for: ZonedCalendar.utc.date(from: low).addingTimeInterval(TimeInterval(delta)))
          let utcReading = try ZonedCalendar.utc.date(from: local)
          // Independent answer: the instants L − o whose Foundation offset is o.
          let expected = Set(offsets.compactMap { offset -> Date? in
            let t = utcReading.addingTimeInterval(TimeInterval(-offset))
            return zone.secondsFromGMT(for: t) == offset ? t : nil
          }).sorted()
          #expect(calendar.candidates(for: local) == expected, "\(identifier) \(local)")
          checked += 1
        }
      }
    }
    #expect(checked > 100_000)
  }

  @Test("offsets at random instants 1800–2400 match Foundation")
  func randomOffsets() throws {
    var generator = SystemRandomNumberGenerator()
    let zones = ZonedCalendar.knownIdentifiers
    for _ in 0..<50_000 {
      let identifier = zones.randomElement(using: &generator) ?? "UTC"
      let date = Date(timeIntervalSince1970: Double.random(in: -5.4e9...1.35e10, using: &generator))
      let calendar = try ZonedCalendar(identifier: identifier)
      #expect(try calendar.offset(at: date).seconds == calendar.timeZone.secondsFromGMT(for: date), "\(identifier) \(date)")
    }
  }
}
