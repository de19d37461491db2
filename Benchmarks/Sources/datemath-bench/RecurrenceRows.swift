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
    let dtstart = try zone.date(from: local)
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
}
