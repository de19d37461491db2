import DateMath
import Foundation

/// One operation done with `Zone`'s `Date`-taking methods and with
/// `ZonedDateTime`, the working type, which should cost no more.
struct ZonedRow: Sendable {
  let name: String
  let zoneWay: @Sendable (Int) -> Int
  let zonedWay: @Sendable (Int) -> Int
}

extension Workload {
  /// The rows of the ZonedDateTime table of docs/performance.md.
  func zonedRows() -> [ZonedRow] {
    let w = self
    return [
      ZonedRow(
        name: "localDateTime",
        zoneWay: { j in (try? w.calendars[w.zone(j)].localDateTime(for: w.instants[w.index(j)]).hour) ?? 0 },
        zonedWay: { j in w.zoned[w.flat(j)].localDateTime.hour }),
      ZonedRow(
        name: "startOfDay",
        zoneWay: { j in Int((try? w.calendars[w.zone(j)].startOfDay(for: w.instants[w.index(j)]))?.timeIntervalSince1970 ?? 0) },
        zonedWay: { j in Int((try? w.zoned[w.flat(j)].startOfDay())?.epochSeconds ?? 0) }),
      ZonedRow(
        name: "addDay",
        zoneWay: { j in Int((try? w.calendars[w.zone(j)].adding(days: 1, to: w.instants[w.index(j)]))?.timeIntervalSince1970 ?? 0) },
        zonedWay: { j in Int((try? w.zoned[w.flat(j)].adding(.days(1)))?.epochSeconds ?? 0) }),
      ZonedRow(
        name: "addMonth",
        zoneWay: { j in Int((try? w.calendars[w.zone(j)].adding(months: 1, to: w.instants[w.index(j)]))?.timeIntervalSince1970 ?? 0) },
        zonedWay: { j in Int((try? w.zoned[w.flat(j)].adding(.months(1)))?.epochSeconds ?? 0) }),
      ZonedRow(
        name: "untilDays",
        zoneWay: { j in
          (try? w.calendars[w.zone(j)].until(
            from: w.instants[w.index(j)], to: w.instants[w.index(j + 4)], largestUnit: .days).days) ?? 0
        },
        zonedWay: { j in (try? w.zoned[w.flat(j)].until(w.zoned[w.flat(j + 4)], largestUnit: .days).days) ?? 0 }),
    ]
  }
}
