import DateMath
import Foundation
import GRDB

extension EventStore {
  /// Resolves every future local event again with the tz data `source`,
  /// stores the new instants, RFC 9557 texts and release, and reports the
  /// events whose instant moved.
  ///
  /// Run it when the tz data changes (a new DateMath, a new system
  /// zoneinfo). A local event is a wall-clock time in a zone: after a rule
  /// change it stays at 09:00 local and its instant moves. Under 2025b,
  /// 2027-01-15T09:00 in America/Vancouver is 17:00Z (-08:00); under 2026f,
  /// where Vancouver stays on -07:00 from 2026-11-01, it is 16:00Z.
  ///
  /// "Future" means a stored instant at or after `now`: an event that has
  /// happened keeps the instant it happened at. Timed and all-day events
  /// are never touched. Everything runs in one transaction, so on an error
  /// (a zone the new data does not know) nothing changes.
  ///
  /// - Throws: a ``DateMath/DateMathError`` when a zone or a wall-clock
  ///   time cannot be resolved with `source`.
  @discardableResult
  public func reresolveLocalEvents(with source: TZDataSource, from now: Date = Date()) throws
    -> TZDataChangeReport
  {
    let nowText = try StoredInstant.text(now)
    return try queue.write { db in
      let rows = try Row.fetchAll(
        db,
        sql: "SELECT * FROM event WHERE kind = 'local' AND start_utc >= ? ORDER BY id",
        arguments: [nowText])
      var zones: [String: Zone] = [:]
      var moved: [InstantChange] = []
      for row in rows {
        let event = try EventRow.event(from: row)
        guard case .local(let old) = event.time else { continue }
        let zone: Zone
        if let known = zones[old.zoneIdentifier] {
          zone = known
        } else {
          zone = try Zone(identifier: old.zoneIdentifier, source: source)
          zones[old.zoneIdentifier] = zone
        }
        let new = try LocalResolution(old.localDateTime, in: zone)
        try db.execute(
          sql: "UPDATE event SET start_utc = ?, rfc9557 = ?, tzdata_version = ? WHERE id = ?",
          arguments: [new.startUTC, new.rfc9557, new.tzdataVersion, event.id])
        let oldText: String = row["start_utc"]
        if new.startUTC != oldText {
          moved.append(
            InstantChange(
              eventID: event.id, localDateTime: old.localDateTime, zoneIdentifier: old.zoneIdentifier,
              oldInstant: old.resolvedInstant,
              newInstant: try StoredInstant.date(new.startUTC, column: "start_utc", id: event.id),
              oldRFC9557: old.rfc9557, newRFC9557: new.rfc9557))
        }
      }
      return TZDataChangeReport(tzdataVersion: source.version, examined: rows.count, moved: moved)
    }
  }
}
