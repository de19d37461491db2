import DateMath
import Foundation
import GRDB

extension EventStore {
  /// The events of one local day in a user's zone: the all-day events on
  /// that date, then the timed and local events whose instant lies in the
  /// day's interval, in time order.
  ///
  /// The interval is DateMath's ``DateMath/ZonedDateTime/dayInterval()`` of
  /// the day's first instant (``DateMath/ZonedDateTime/init(startOf:in:)``),
  /// from that instant up to the next day's, half-open. It is not
  /// midnight plus 24 hours: America/New_York's 2024-03-10 lasts 23 hours
  /// and 2024-11-03 25, and America/Sao_Paulo's 2018-11-04 began at 01:00
  /// because its midnight never happened. A date that never happened in
  /// the zone at all (Pacific/Apia 2011-12-30) has no instants: only its
  /// all-day events are returned.
  ///
  /// Local events are matched by the instant stored with them, which is
  /// that of the tz data they were last resolved with.
  ///
  /// - Throws: a ``DateMath/DateMathError`` when the day is outside the
  ///   range DateMath supports.
  public func events(on day: CivilDate, in zone: Zone) throws -> [Event] {
    let interval = try Self.interval(of: day, in: zone)
    // An empty range ('' to '') when the day had no instants.
    let start = try interval.map { try StoredInstant.text($0.lowerBound.date) } ?? ""
    let end = try interval.map { try StoredInstant.text($0.upperBound.date) } ?? ""
    return try queue.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM event
          WHERE (kind = 'allDay' AND civil_date = :day)
             OR (kind IN ('timed', 'local') AND start_utc >= :start AND start_utc < :end)
          ORDER BY kind <> 'allDay', start_utc, id
          """,
        arguments: ["day": day.description, "start": start, "end": end]
      ).map(EventRow.event(from:))
    }
  }

  /// The day's interval, or nil for a date that never happened in the
  /// zone.
  static func interval(of day: CivilDate, in zone: Zone) throws -> Range<ZonedDateTime>? {
    let result = Result { () throws(DateMathError) in try ZonedDateTime(startOf: day, in: zone).dayInterval() }
    switch result {
    case .success(let interval): return interval
    case .failure(let error) where error.kind == .skippedDay: return nil
    case .failure(let error): throw error
    }
  }
}
