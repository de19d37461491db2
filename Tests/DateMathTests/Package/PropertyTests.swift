import DateMath
import Foundation
import PropertyBased
import Testing

/// Properties over random instants 1850–2150 in random zones.
@Suite("Properties", .tags(.property))
struct PropertyTests {
  static let zones = Zone.knownIdentifiers
  static let instants = Gen.int64(in: -3_786_825_600...5_680_281_600)  // 1850...2150
  static let zoneNames = Gen.element(of: zones)

  func zone(named name: String?) throws -> Zone {
    try Zone(identifier: name ?? "UTC")
  }

  @Test("the start of the day ≤ the instant < the start of the next day")
  func dayContainsInstant() async {
    await propertyCheck(count: 3000, input: Self.zoneNames, Self.instants) { name, seconds in
      let zone = try zone(named: name)
      let t = try ZonedDateTime(epochSeconds: seconds, nanosecond: 250_000_000, in: zone)
      let start = try t.startOfDay()
      let next = try t.startOfNextDay()
      #expect(start <= t && t < next, "\(zone) \(t)")
      #expect(start.localDateTime.date == t.localDateTime.date)
      #expect(next.localDateTime.date > t.localDateTime.date)
      // Nothing earlier than the start has the same local date.
      #expect(try start.adding(exactly: .seconds(-1)).localDateTime.date != t.localDateTime.date)
    }
  }

  @Test("resolving an instant's own wall-clock time with earlier or later gives it back")
  func wallClockRoundTrip() async {
    await propertyCheck(count: 3000, input: Self.zoneNames, Self.instants) { name, seconds in
      let zone = try zone(named: name)
      let t = try ZonedDateTime(epochSeconds: seconds, in: zone)
      let local = t.localDateTime
      let earlier = try ZonedDateTime(local, in: zone, disambiguation: .earlier)
      let later = try ZonedDateTime(local, in: zone, disambiguation: .later)
      #expect(earlier == t || later == t, "\(zone) \(local)")
      #expect(zone.resolution(of: local).candidates.contains(t.date))
      #expect(earlier.localDateTime == local)
      #expect(later.localDateTime == local)
    }
  }

  @Test("monthly steps from an anchor on the 28th–31st never drift", .tags(.leap))
  func steppingNeverDrifts() async {
    await propertyCheck(
      count: 2000, input: Self.zoneNames, Gen.int(in: 1900...2100), Gen.int(in: 1...12),
      Gen.int(in: -120...120)
    ) { name, year, month, k in
      let zone = try zone(named: name)
      let lastDay = try CivilDate.daysInMonth(year: year, month: month)
      let anchorLocal = try CivilDateTime(
        year: year, month: month, day: lastDay, hour: 12, minute: 30)
      // An anchor on a day that never happened (Pacific/Kiritimati
      // 1994-12-31) is not on the 28th–31st: nothing to check.
      guard !zone.resolution(of: anchorLocal).candidates.isEmpty else { return }
      let anchor = try ZonedDateTime(anchorLocal, in: zone)
      let step = try anchor.series(every: .months(1)).element(atStep: k).localDateTime
      // Expected target month, computed here without DateMath.
      let index = year * 12 + (month - 1) + k
      let targetYear = Int((Double(index) / 12).rounded(.down))
      let targetMonth = index - targetYear * 12 + 1
      let targetDays = [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][targetMonth - 1]
      let leap = targetYear % 4 == 0 && (targetYear % 100 != 0 || targetYear % 400 == 0)
      let expectedDay = min(lastDay, targetMonth == 2 ? (leap ? 29 : 28) : targetDays)
      // The day is the anchor's, clamped, at 12:30; where that wall-clock
      // time never happened (a gap at 12:30, a skipped day) the step is
      // resolved compatibly, past the gap.
      let wanted = try CivilDateTime(
        year: targetYear, month: targetMonth, day: expectedDay, hour: 12, minute: 30)
      if zone.resolution(of: wanted).candidates.isEmpty {
        #expect(step > wanted, "\(zone) k=\(k) \(step)")
      } else {
        #expect(step == wanted, "\(zone) k=\(k)")
      }
    }
  }

  @Test("a monthly step onto a day that never happened lands past the gap")
  func stepOntoSkippedDay() throws {
    // Pacific/Kiritimati went from -10:00 to +14:00 at the start of
    // 1994-12-31, so that day never happened (the case a random run found).
    let kiritimati = try Zone(identifier: "Pacific/Kiritimati")
    let anchor = try ZonedDateTime(CivilDateTime(year: 1994, month: 10, day: 31, hour: 12, minute: 30), in: kiritimati)
    let step = try anchor.series(every: .months(1)).element(atStep: 2)
    // 1994-12-31T12:30 read with the offset before the gap, -10:00.
    #expect(try step.date == Date(rfc3339: "1994-12-31T22:30:00Z"))
    #expect(step.localDateTime == (try CivilDateTime(year: 1995, month: 1, day: 1, hour: 12, minute: 30)))
    #expect(step.rfc3339String() == "1995-01-01T12:30:00+14:00")
  }

  @Test("a calendar difference added back lands on the end")
  func differenceAddsBack() async {
    await propertyCheck(count: 2000, input: Self.zoneNames, Self.instants, Gen.int64(in: -90_000_000...90_000_000)) {
      name, seconds, delta in
      let zone = try zone(named: name)
      let start = try ZonedDateTime(epochSeconds: seconds, in: zone)
      let end = try ZonedDateTime(epochSeconds: seconds + delta, in: zone)
      // 0.2's zone.difference(from:to:): years as the largest unit.
      let difference = try start.until(end, largestUnit: .years)
      let landed = try start.adding(difference.calendarPart)
      #expect(try landed.adding(exactly: difference.timePart) == end, "\(zone) \(start) \(end)")
      // The calendar part is the largest that does not pass the end: one
      // more day in the direction of travel would.
      var further = difference.calendarPart
      further.days += end >= start ? 1 : -1
      let beyond = try start.adding(further)
      if end >= start {
        #expect(try difference.timePart >= .zero && landed <= end && beyond > end, "\(zone) \(start) \(end)")
      } else {
        #expect(try difference.timePart <= .zero && landed >= end && beyond < end, "\(zone) \(start) \(end)")
      }
    }
  }

  @Test("days since 1970 and civil dates round-trip over the whole range", .tags(.civil))
  func civilRoundTrip() async {
    await propertyCheck(count: 5000, input: Gen.int(in: -4_371_587...2_932_896)) { days in
      let day = try CivilDate(daysSince1970: days)
      #expect(day.daysSince1970 == days)
      #expect(try CivilDate(year: day.year, month: day.month, day: day.day) == day)
      let next = try day.adding(days: 1)
      #expect(next.weekday.rawValue == day.weekday.rawValue % 7 + 1)
      #expect(CivilDate(day.description) == day)
    }
  }
}
