import DateMath
import EventStore
import Foundation
import GRDB
import Testing

/// Future local events resolved again after a tz data change: events
/// stored under IANA 2025b, re-resolved under 2026f. British Columbia
/// stays on -07:00 from 2026-11-01 under 2026f; 2025b still has it fall
/// back to -08:00 each November.
@Suite("After a tz data change")
struct TZDataChangeTests {
  /// Before the events are resolved again.
  static let now = "2026-06-01T00:00:00Z"

  @Test("the two sources are the releases the tests are about")
  func sources() throws {
    #expect(try TZData.release2025b().version == "2025b")
    #expect(TZData.release2026f.version == "2026f")
    let january2027 = try instant("2027-01-15T17:00:00Z")
    let old = try Zone(identifier: "America/Vancouver", source: TZData.release2025b())
    let new = try Zone(identifier: "America/Vancouver", source: TZData.release2026f)
    #expect(try old.offset(at: january2027).description == "-08:00")
    #expect(try new.offset(at: january2027).description == "-07:00")
  }

  @Test("a Vancouver event at 09:00 on 2027-01-15 moves from 17:00Z to 16:00Z, and only it is reported")
  func vancouver() throws {
    try withTemporaryStore { store in
      let old = try TZData.release2025b()
      let dentist = try store.addLocalEvent(
        title: "Dentist", at: local("2027-01-15T09:00"),
        in: Zone(identifier: "America/Vancouver", source: old))
      let summer = try store.addLocalEvent(
        title: "Picnic", at: local("2026-07-01T09:00"),
        in: Zone(identifier: "America/Vancouver", source: old))
      let newYork = try store.addLocalEvent(
        title: "Standup", at: local("2027-01-15T09:00"),
        in: Zone(identifier: "America/New_York", source: old))
      let call = try store.addEvent(title: "Call", at: instant("2027-01-15T17:00:00Z"))
      let holiday = try store.addAllDayEvent(title: "Holiday", on: day("2027-01-15"))
      guard case .local(let before) = dentist.time else {
        Issue.record("not a local event: \(dentist)")
        return
      }
      #expect(before.resolvedInstant == (try instant("2027-01-15T17:00:00Z")))
      #expect(before.rfc9557 == "2027-01-15T09:00:00-08:00[America/Vancouver]")
      #expect(before.tzdataVersion == "2025b")

      let report = try store.reresolveLocalEvents(with: TZData.release2026f, from: instant(Self.now))

      #expect(report.tzdataVersion == "2026f")
      #expect(report.examined == 3)
      #expect(
        report.moved == [
          InstantChange(
            eventID: dentist.id, localDateTime: try local("2027-01-15T09:00"),
            zoneIdentifier: "America/Vancouver",
            oldInstant: try instant("2027-01-15T17:00:00Z"), newInstant: try instant("2027-01-15T16:00:00Z"),
            oldRFC9557: "2027-01-15T09:00:00-08:00[America/Vancouver]",
            newRFC9557: "2027-01-15T09:00:00-07:00[America/Vancouver]")
        ])
      #expect(report.moved.first?.shift == -3600)
      #expect(
        report.description == """
          tz data 2026f: 3 future local events resolved again, 1 moved
            event \(dentist.id): 2027-01-15T17:00:00Z -> 2027-01-15T16:00:00Z \
          (2027-01-15T09:00:00 America/Vancouver, -08:00 -> -07:00)
          """)

      // Stored: the wall-clock time as it was, the new instant and offset.
      guard case .local(let after) = try store.event(id: dentist.id)?.time else {
        Issue.record("the dentist is gone")
        return
      }
      #expect(after.localDateTime == before.localDateTime)
      #expect(after.zoneIdentifier == "America/Vancouver")
      #expect(after.resolvedInstant == (try instant("2027-01-15T16:00:00Z")))
      #expect(after.rfc9557 == "2027-01-15T09:00:00-07:00[America/Vancouver]")
      #expect(after.tzdataVersion == "2026f")

      // The others kept their instants; the local ones now name 2026f.
      for unchanged in [summer, newYork] {
        let now = try #require(try store.event(id: unchanged.id))
        guard case .local(let was) = unchanged.time, case .local(let time) = now.time else {
          Issue.record("not a local event: \(now)")
          continue
        }
        #expect(time.resolvedInstant == was.resolvedInstant)
        #expect(time.rfc9557 == was.rfc9557)
        #expect(time.tzdataVersion == "2026f")
      }
      #expect(try store.event(id: call.id) == call)
      #expect(try store.event(id: holiday.id) == holiday)

      // Resolving again with the same data moves nothing.
      let again = try store.reresolveLocalEvents(with: TZData.release2026f, from: instant(Self.now))
      #expect(again.examined == 3)
      #expect(again.moved.isEmpty)
    }
  }

  @Test("an event at a fixed offset (an RFC 9557 [+05:30]) is resolved again by its identifier and does not move")
  func fixedOffset() throws {
    try withTemporaryStore { store in
      let fixed = try Zone(fixedOffset: UTCOffset(seconds: 19_800))
      let call = try store.addLocalEvent(title: "Call", at: local("2027-01-15T09:00"), in: fixed)
      let report = try store.reresolveLocalEvents(with: TZData.release2026f, from: instant(Self.now))
      #expect(report.examined == 1)
      #expect(report.moved.isEmpty)
      guard case .local(let after) = try store.event(id: call.id)?.time else {
        Issue.record("the call is gone")
        return
      }
      #expect(after.zoneIdentifier == "+05:30")
      #expect(after.resolvedInstant == (try instant("2027-01-15T03:30:00Z")))
      #expect(after.rfc9557 == "2027-01-15T09:00:00+05:30[+05:30]")
    }
  }

  @Test("around the change: a repeated time that no longer repeats, a fall-back time and a skipped time")
  func firstDays() throws {
    try withTemporaryStore { store in
      let vancouver = try Zone(identifier: "America/Vancouver", source: TZData.release2025b())
      // 2025b: 01:30 happened twice (first at -07:00); 2026f: once, at -07:00.
      let repeated = try store.addLocalEvent(title: "01:30", at: local("2026-11-01T01:30"), in: vancouver)
      // 2025b: after the fall back, -08:00; 2026f: still -07:00.
      let fallBack = try store.addLocalEvent(title: "02:30", at: local("2026-11-01T02:30"), in: vancouver)
      // 2025b: in the spring-forward gap, so 03:30 -07:00; 2026f: no gap.
      let gap = try store.addLocalEvent(title: "gap", at: local("2027-03-14T02:30"), in: vancouver)

      let report = try store.reresolveLocalEvents(with: TZData.release2026f, from: instant(Self.now))

      #expect(report.examined == 3)
      #expect(report.moved.map(\.eventID) == [fallBack.id, gap.id])
      #expect(report.moved.map(\.oldInstant) == [try instant("2026-11-01T10:30:00Z"), try instant("2027-03-14T10:30:00Z")])
      #expect(report.moved.map(\.newInstant) == [try instant("2026-11-01T09:30:00Z"), try instant("2027-03-14T09:30:00Z")])
      #expect(report.moved.map(\.newRFC9557) == [
        "2026-11-01T02:30:00-07:00[America/Vancouver]", "2027-03-14T02:30:00-07:00[America/Vancouver]",
      ])
      #expect(try store.event(id: repeated.id)?.time.instant == (try instant("2026-11-01T08:30:00Z")))
    }
  }

  @Test("events before now keep the instant they happened at")
  func pastEvents() throws {
    try withTemporaryStore { store in
      let vancouver = try Zone(identifier: "America/Vancouver", source: TZData.release2025b())
      let dentist = try store.addLocalEvent(title: "Dentist", at: local("2027-01-15T09:00"), in: vancouver)
      let later = try store.addLocalEvent(title: "Checkup", at: local("2027-07-15T09:00"), in: vancouver)

      let report = try store.reresolveLocalEvents(
        with: TZData.release2026f, from: instant("2027-02-01T00:00:00Z"))

      #expect(report.examined == 1)
      #expect(report.moved.isEmpty)
      #expect(try store.event(id: dentist.id) == dentist)
      guard case .local(let time) = try store.event(id: later.id)?.time else {
        Issue.record("the checkup is gone")
        return
      }
      #expect(time.tzdataVersion == "2026f")
    }
  }

  @Test("the day query finds a moved event only after it is resolved again")
  func dayQueryFollows() throws {
    try withTemporaryStore { store in
      // 23:30 on the 15th: 07:30Z on the 16th under 2025b, 06:30Z under 2026f.
      let late = try store.addLocalEvent(
        title: "Late show", at: local("2027-01-15T23:30"),
        in: Zone(identifier: "America/Vancouver", source: TZData.release2025b()))
      let vancouver = try zone("America/Vancouver")
      // Under 2026f the 15th runs from 07:00Z to 07:00Z on the 16th: the stale
      // 07:30Z lands on the wrong day.
      #expect(try store.events(on: day("2027-01-15"), in: vancouver).isEmpty)
      #expect(try store.events(on: day("2027-01-16"), in: vancouver).map(\.id) == [late.id])

      try store.reresolveLocalEvents(with: TZData.release2026f, from: instant(Self.now))

      #expect(try store.events(on: day("2027-01-15"), in: vancouver).map(\.id) == [late.id])
      #expect(try store.events(on: day("2027-01-16"), in: vancouver).isEmpty)
    }
  }

  @Test("a zone the new data cannot resolve stops the run and changes nothing")
  func rollback() throws {
    try withTemporaryStore { store in
      let dentist = try store.addLocalEvent(
        title: "Dentist", at: local("2027-01-15T09:00"),
        in: Zone(identifier: "America/Vancouver", source: TZData.release2025b()))
      let raw = try DatabaseQueue(path: store.path)
      try raw.write { db in
        try db.execute(
          sql: """
            INSERT INTO event (title, kind, local_date_time, zone_id, start_utc, rfc9557, tzdata_version)
            VALUES ('Landing', 'local', '2027-02-01T12:00:00', 'Mars/Olympus_Mons',
                    '2027-02-01T12:00:00.000Z', '2027-02-01T12:00:00Z[Mars/Olympus_Mons]', 'none')
            """)
      }
      try raw.close()

      #expect {
        try store.reresolveLocalEvents(with: TZData.release2026f, from: instant(Self.now))
      } throws: { error in
        (error as? DateMathError)?.kind == .unknownZone
      }
      #expect(try store.event(id: dentist.id) == dentist)
    }
  }
}
