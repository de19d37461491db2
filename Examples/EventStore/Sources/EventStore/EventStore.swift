import DateMath
import Foundation
import GRDB

/// Events in an SQLite file, stored the way `docs/storage.md` says: timed
/// events as UTC instants, all-day events as civil dates, future local
/// events as a wall-clock time and an IANA zone (with the instant and the
/// RFC 9557 text they resolved to kept alongside).
///
///     let store = try EventStore(path: "/tmp/calendar.sqlite")
///     let vancouver = try Zone(identifier: "America/Vancouver")
///     try store.addLocalEvent(
///       title: "Dentist", at: CivilDateTime(parsing: "2027-01-15T09:00"), in: vancouver)
///     try store.events(on: CivilDate(parsing: "2027-01-15"), in: vancouver)
///
/// Every method is one access to a GRDB `DatabaseQueue`, so calls from
/// several threads are serialized; each change is one transaction.
public final class EventStore: Sendable {
  /// The database file.
  public let path: String
  let queue: DatabaseQueue

  /// Opens the SQLite file at `path`, creating it and its tables when
  /// needed.
  ///
  /// - Throws: a `GRDB.DatabaseError` when the file cannot be opened or
  ///   is not a database.
  public init(path: String) throws {
    self.path = path
    queue = try DatabaseQueue(path: path)
    try EventSchema.migrator.migrate(queue)
  }

  /// Closes the database. The store cannot be used afterwards.
  public func close() throws {
    try queue.close()
  }

  // MARK: Reading

  /// The event with row id `id`, or nil when there is none.
  public func event(id: Event.ID) throws -> Event? {
    try queue.read { db in
      try Row.fetchOne(db, sql: "SELECT * FROM event WHERE id = ?", arguments: [id])
        .map(EventRow.event(from:))
    }
  }

  /// Every event, in row id order.
  public func allEvents() throws -> [Event] {
    try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM event ORDER BY id").map(EventRow.event(from:))
    }
  }
}
