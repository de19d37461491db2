import DateMath
import Foundation
import GRDB

/// Reading an `event` row (EventSchema) into an ``Event``.
enum EventRow {
  /// The event a row holds; an ``EventStoreError`` when a column does
  /// not parse.
  static func event(from row: Row) throws -> Event {
    let id: Event.ID = row["id"]
    let title: String = row["title"]
    let kind: String = row["kind"]
    switch kind {
    case "timed":
      return Event(id: id, title: title, time: .instant(try instant(row, id: id)))
    case "allDay":
      let text: String = row["civil_date"]
      guard let day = CivilDate(text) else {
        throw EventStoreError("event \(id): civil_date \"\(text)\" is not a date")
      }
      return Event(id: id, title: title, time: .allDay(day))
    case "local":
      let text: String = row["local_date_time"]
      guard let local = CivilDateTime(text) else {
        throw EventStoreError("event \(id): local_date_time \"\(text)\" is not a date-time")
      }
      let time = LocalEventTime(
        localDateTime: local, zoneIdentifier: row["zone_id"],
        resolvedInstant: try instant(row, id: id), rfc9557: row["rfc9557"],
        tzdataVersion: row["tzdata_version"])
      return Event(id: id, title: title, time: .local(time))
    default:
      throw EventStoreError("event \(id): unknown kind \"\(kind)\"")
    }
  }

  /// The row's `start_utc`.
  static func instant(_ row: Row, id: Event.ID) throws -> Date {
    try StoredInstant.date(row["start_utc"], column: "start_utc", id: id)
  }
}
