import DateMath
import EventStore
import Foundation
import GRDB
import Testing

/// What the store writes to its SQLite file, read back with plain SQL on a
/// second connection, and what survives closing and reopening the file.
@Suite("Storage: the SQLite file")
struct StorageTests {
  @Test("each kind of event is stored as the documented text")
  func columns() throws {
    try withTemporaryStore { store in
      let call = try store.addEvent(title: "Call", at: instant("2024-03-10T07:30:00.123456Z"))
      let holiday = try store.addAllDayEvent(title: "Holiday", on: day("2024-12-25"))
      let meeting = try store.addLocalEvent(
        title: "Meeting", at: local("2027-06-01T09:00"), in: zone("Europe/Berlin"))

      let raw = try DatabaseQueue(path: store.path)
      defer { try? raw.close() }
      let rows = try raw.read { db in
        try Row.fetchAll(db, sql: "SELECT * FROM event ORDER BY id")
      }
      #expect(rows.count == 3)
      #expect(rows[0]["id"] == call.id)
      #expect(rows[0]["kind"] == "timed")
      #expect(rows[0]["start_utc"] == "2024-03-10T07:30:00.123Z")
      #expect(rows[0]["civil_date"] == nil as String?)
      #expect(rows[1]["id"] == holiday.id)
      #expect(rows[1]["kind"] == "allDay")
      #expect(rows[1]["civil_date"] == "2024-12-25")
      #expect(rows[1]["start_utc"] == nil as String?)
      #expect(rows[2]["id"] == meeting.id)
      #expect(rows[2]["kind"] == "local")
      #expect(rows[2]["local_date_time"] == "2027-06-01T09:00:00")
      #expect(rows[2]["zone_id"] == "Europe/Berlin")
      #expect(rows[2]["start_utc"] == "2027-06-01T07:00:00.000Z")
      #expect(rows[2]["rfc9557"] == "2027-06-01T09:00:00+02:00[Europe/Berlin]")
      #expect(rows[2]["tzdata_version"] == "2026f")
    }
  }

  @Test("the file is an SQLite database on disk, and the temporary directory is removed afterwards")
  func realFile() throws {
    let path = try withTemporaryStore { store in
      try store.addEvent(title: "Call", at: instant("2024-03-10T07:30:00Z"))
      let header = try Data(contentsOf: URL(fileURLWithPath: store.path)).prefix(16)
      #expect(header == Data("SQLite format 3\0".utf8))
      return store.path
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path))
  }

  @Test("events read back the same after the file is closed and opened again")
  func reopen() throws {
    try withTemporaryStore { store in
      let added = [
        try store.addEvent(title: "Call", at: instant("2024-03-10T07:30:00.250Z")),
        try store.addAllDayEvent(title: "Holiday", on: day("2024-12-25")),
        try store.addLocalEvent(title: "Meeting", at: local("2027-06-01T09:00"), in: zone("Europe/Berlin")),
      ]
      try store.close()
      let reopened = try EventStore(path: store.path)
      defer { try? reopened.close() }
      #expect(try reopened.allEvents() == added)
      #expect(try reopened.event(id: added[2].id) == added[2])
      #expect(try reopened.event(id: 999) == nil)
    }
  }

  @Test("a local event keeps its wall-clock time and zone, with the instant and offset it resolved to")
  func localEvent() throws {
    try withTemporaryStore { store in
      let berlin = try zone("Europe/Berlin")
      let event = try store.addLocalEvent(title: "Meeting", at: local("2027-06-01T09:00"), in: berlin)
      guard case .local(let time) = event.time else {
        Issue.record("not a local event: \(event)")
        return
      }
      #expect(time.localDateTime == (try local("2027-06-01T09:00")))
      #expect(time.zoneIdentifier == "Europe/Berlin")
      #expect(time.resolvedInstant == (try instant("2027-06-01T07:00:00Z")))
      #expect(event.time.instant == time.resolvedInstant)
      #expect(time.tzdataVersion == "2026f")
      // The RFC 9557 column reads back, under the same rules, as the same instant.
      let zoned = try ZonedDateTime(rfc9557: time.rfc9557)
      #expect(zoned.date == time.resolvedInstant)
      #expect(zoned.localDateTime == time.localDateTime)
    }
  }

  @Test("instants are truncated to the millisecond, so text order is time order")
  func milliseconds() throws {
    try withTemporaryStore { store in
      // Written with a varying number of digits, "12:00:00.5Z" would sort
      // before "12:00:00Z".
      let half = try store.addEvent(title: "half", at: instant("2024-05-01T12:00:00.5Z"))
      try store.addEvent(title: "whole", at: instant("2024-05-01T12:00:00Z"))
      try store.addEvent(title: "just before", at: instant("2024-05-01T11:59:59.9999Z"))
      #expect(half.time == .instant(try instant("2024-05-01T12:00:00.500Z")))
      let utc = try Zone(identifier: "UTC", source: TZData.release2026f)
      let titles = try store.events(on: day("2024-05-01"), in: utc).map(\.title)
      #expect(titles == ["just before", "whole", "half"])
      let justBefore = try store.allEvents()[2]
      #expect(justBefore.time == .instant(try instant("2024-05-01T11:59:59.999Z")))
    }
  }

  @Test("an instant outside years 0000-9999 is refused rather than stored out of order")
  func outOfRange() throws {
    try withTemporaryStore { store in
      #expect(throws: EventStoreError.self) {
        try store.addEvent(title: "Ancient", at: instant("-000001-06-01T00:00:00Z"))
      }
      let stored = try store.allEvents()
      #expect(stored.isEmpty)
    }
  }

  @Test("CHECK constraints refuse a row that mixes kinds or an instant without three digits")
  func constraints() throws {
    try withTemporaryStore { store in
      let raw = try DatabaseQueue(path: store.path)
      defer { try? raw.close() }
      let bad = [
        "INSERT INTO event (title, kind, start_utc, civil_date) "
          + "VALUES ('mixed', 'timed', '2024-03-10T05:00:00.000Z', '2024-03-10')",
        "INSERT INTO event (title, kind, start_utc) VALUES ('short', 'timed', '2024-03-10T05:00:00Z')",
        "INSERT INTO event (title, kind, civil_date) VALUES ('no date', 'allDay', '10 March')",
        "INSERT INTO event (title, kind, local_date_time, zone_id) "
          + "VALUES ('unresolved', 'local', '2027-01-15T09:00:00', 'America/Vancouver')",
        "INSERT INTO event (title, kind, start_utc) VALUES ('odd', 'recurring', '2024-03-10T05:00:00.000Z')",
      ]
      for sql in bad {
        #expect(throws: DatabaseError.self, "\(sql)") {
          try raw.write { db in try db.execute(sql: sql) }
        }
      }
      #expect(try store.allEvents().isEmpty)
    }
  }
}
