import DateMath
import Foundation

/// One recurrence rule expanded by Foundation's `Calendar.RecurrenceRule`
/// and by DateMath's `Recurrence`: each call takes the first
/// ``RecurrenceRow/perCall`` occurrences from DTSTART, so ns per call ÷
/// perCall is ns per occurrence. python-dateutil runs the same rules
/// (Benchmarks/dateutil_recur.py) for the third column.
struct RecurrenceRow: Sendable {
  static let perCall = 100
  let name: String
  let rule: String
  let foundationWay: @Sendable (Int) -> Int
  let dateMathWay: @Sendable (Int) -> Int

  /// DTSTART 2024-01-26T09:00 in New York (a Friday, the month's last).
  static let start = "2024-01-26T09:00:00"
  static let zone = "America/New_York"
  static let rules = [
    ("recur.daily", "FREQ=DAILY"),
    ("recur.monthlyLastFriday", "FREQ=MONTHLY;BYDAY=-1FR"),
    ("recur.yearlySetPos", "FREQ=YEARLY;BYMONTH=3;BYDAY=SU;BYSETPOS=-1"),
  ]

  static func rows() throws -> [RecurrenceRow] {
    let zone = try Zone(identifier: Self.zone)
    let local = try CivilDateTime(parsing: Self.start)
    let dtstart = try ZonedDateTime(local, in: zone).date
    return try rules.map { name, text in
      let rule = try RecurrenceRule(parsing: text)
      let recurrence = Recurrence(start: local, in: zone, rule: rule)
      guard let foundation = rule.foundationRule(in: zone) else { throw CocoaError(.featureUnsupported) }
      return RecurrenceRow(
        name: name, rule: text,
        foundationWay: { _ in
          var sum = 0
          for date in foundation.recurrences(of: dtstart).prefix(perCall) { sum &+= Int(date.timeIntervalSince1970) }
          return sum
        },
        dateMathWay: { _ in
          var sum = 0
          for o in recurrence.occurrences().prefix(perCall) { sum &+= Int(o.epochSeconds) }
          return sum
        })
    }
  }

  /// Expansion from any point: the first occurrence after 2026-11-23T12:00Z
  /// of a daily rule since 1970-01-01T09:00 in New York, one per call.
  static let farQuery = "2026-11-23T12:00:00Z"

  static func farRow() throws -> RecurrenceRow {
    let zone = try Zone(identifier: Self.zone)
    let local = try CivilDateTime(parsing: "1970-01-01T09:00:00")
    let dtstart = try ZonedDateTime(local, in: zone).date
    let rule = try RecurrenceRule(parsing: "FREQ=DAILY")
    let recurrence = Recurrence(start: local, in: zone, rule: rule)
    guard let foundation = rule.foundationRule(in: zone) else { throw CocoaError(.featureUnsupported) }
    let query = try Date(rfc3339: farQuery)
    return RecurrenceRow(
      name: "recur.next2026From1970", rule: "FREQ=DAILY",
      foundationWay: { j in
        let after = query.addingTimeInterval(Double(j % 64) * 3600)
        return Int(foundation.recurrences(of: dtstart, in: after..<after.addingTimeInterval(4 * 86_400))
          .first(where: { _ in true })?.timeIntervalSince1970 ?? 0)
      },
      dateMathWay: { j in
        Int(recurrence.next(after: query.addingTimeInterval(Double(j % 64) * 3600))?.epochSeconds ?? 0)
      })
  }
}
