import DateMath
import Foundation
import GRDB

extension EventStore {
  /// Adds an event at a fixed instant, stored in UTC to the millisecond
  /// (the returned event holds the stored, truncated instant).
  ///
  /// - Throws: ``EventStoreError`` for an instant outside years 0000–9999
  ///   UTC.
  @discardableResult
  public func addEvent(title: String, at instant: Date) throws -> Event {
    let text = try StoredInstant.text(instant)
    return try insert(
      title: title, kind: "timed",
      columns: ["start_utc": text])
  }

  /// Adds an all-day event: a civil date, the same date in every zone.
  @discardableResult
  public func addAllDayEvent(title: String, on day: CivilDate) throws -> Event {
    try insert(title: title, kind: "allDay", columns: ["civil_date": day.description])
  }

  /// Adds a local event: a wall-clock time in `zone`, resolved to an
  /// instant by the zone's tz data (``DateMath/Zone/tzData``).
  ///
  /// A time in a gap moves forward by the gap's length and a repeated time
  /// takes its first occurrence (``DateMath/Disambiguation/compatible``),
  /// here and in ``reresolveLocalEvents(with:from:)``, so that an event's
  /// instant changes only when the rules do.
  ///
  /// - Throws: a ``DateMath/DateMathError`` when the time cannot be
  ///   resolved; ``EventStoreError`` for an instant outside years
  ///   0000–9999 UTC.
  @discardableResult
  public func addLocalEvent(title: String, at local: CivilDateTime, in zone: Zone) throws -> Event {
    let resolved = try LocalResolution(local, in: zone)
    return try insert(
      title: title, kind: "local",
      columns: [
        "local_date_time": local.description,
        "zone_id": zone.identifier,
        "start_utc": resolved.startUTC,
        "rfc9557": resolved.rfc9557,
        "tzdata_version": resolved.tzdataVersion,
      ])
  }

  /// Inserts one row and reads it back.
  func insert(title: String, kind: String, columns: [String: String]) throws -> Event {
    let names = ["title", "kind"] + columns.keys.sorted()
    var values: [(any DatabaseValueConvertible)?] = [title, kind]
    values += columns.keys.sorted().map { columns[$0] }
    return try queue.write { db in
      try db.execute(
        sql: "INSERT INTO event (\(names.joined(separator: ", "))) VALUES "
          + "(\(Array(repeating: "?", count: names.count).joined(separator: ", ")))",
        arguments: StatementArguments(values))
      let row = try Row.fetchOne(
        db, sql: "SELECT * FROM event WHERE id = ?", arguments: [db.lastInsertedRowID])
      guard let row else { throw EventStoreError("the inserted event cannot be read back") }
      return try EventRow.event(from: row)
    }
  }
}
