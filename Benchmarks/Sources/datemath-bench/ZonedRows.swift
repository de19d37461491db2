import DateMath
import Foundation

/// One operation on a `ZonedDateTime` that is already held (DateMath's
/// working type, as jiff's `Zoned` rows measure it), against Foundation's
/// way from a `Date` and a `Calendar`.
struct ZonedRow: Sendable {
  let name: String
  let foundationWay: String
  let foundation: @Sendable (Int) -> Int
  let zoned: @Sendable (Int) -> Int
}

extension Workload {
  /// The rows of the ZonedDateTime table of docs/performance.md; their
  /// names are those of jiff's peer benchmark (`../shared/peers/jiff`).
  func zonedRows() -> [ZonedRow] {
    let w = self
    return [
      ZonedRow(
        name: "zdt.localDateTime", foundationWay: "Calendar.dateComponents(Y…s, from:)",
        foundation: { j in
          w.foundationCalendars[w.zone(j)].dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: w.instants[w.index(j)]).hour ?? 0
        },
        zoned: { j in w.zoned[w.flat(j)].localDateTime.hour }),
      ZonedRow(
        name: "zdt.startOfDay", foundationWay: "Calendar.startOfDay(for:)",
        foundation: { j in Int(w.foundationCalendars[w.zone(j)].startOfDay(for: w.instants[w.index(j)]).timeIntervalSince1970) },
        zoned: { j in Int((try? w.zoned[w.flat(j)].startOfDay())?.epochSeconds ?? 0) }),
      ZonedRow(
        name: "zdt.lengthOfDay", foundationWay: "Calendar.dateInterval(of: .day, for:)",
        foundation: { j in Int(w.foundationCalendars[w.zone(j)].dateInterval(of: .day, for: w.instants[w.index(j)])?.duration ?? 0) },
        zoned: { j in Int((try? w.zoned[w.flat(j)].lengthOfDay())?.components.seconds ?? 0) }),
      ZonedRow(
        name: "zdt.addDay", foundationWay: "Calendar.date(byAdding: .day, value: 1, to:)",
        foundation: { j in Int(w.foundationCalendars[w.zone(j)].date(byAdding: .day, value: 1, to: w.instants[w.index(j)])?.timeIntervalSince1970 ?? 0) },
        zoned: { j in Int((try? w.zoned[w.flat(j)].adding(.days(1)))?.epochSeconds ?? 0) }),
      ZonedRow(
        name: "zdt.addMonth", foundationWay: "Calendar.date(byAdding: .month, value: 1, to:)",
        foundation: { j in Int(w.foundationCalendars[w.zone(j)].date(byAdding: .month, value: 1, to: w.instants[w.index(j)])?.timeIntervalSince1970 ?? 0) },
        zoned: { j in Int((try? w.zoned[w.flat(j)].adding(.months(1)))?.epochSeconds ?? 0) }),
      ZonedRow(
        name: "zdt.untilDays", foundationWay: "Calendar.dateComponents([.day, .hour…], from:to:)",
        foundation: { j in
          w.foundationCalendars[w.zone(j)].dateComponents(
            [.day, .hour, .minute, .second, .nanosecond], from: w.instants[w.index(j)],
            to: w.instants[w.index(j + 4)]).day ?? 0
        },
        zoned: { j in (try? w.zoned[w.flat(j)].until(w.zoned[w.flat(j + 4)], largestUnit: .days).days) ?? 0 }),
    ]
  }
}
