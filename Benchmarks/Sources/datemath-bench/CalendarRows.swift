import DateMath
import Foundation

extension Workload {
  /// The world's calendars: a `Date` seen in a calendar (its UTC day's
  /// year, month and day) and one month added there, against Foundation's
  /// `Calendar(identifier:)` reused, `dateComponents([.year, .month, .day],
  /// from:)` and `date(byAdding: .month, value: 1, to:)` in UTC; java.time's
  /// `HijrahDate` (Umm al-Qura) in JavaTimeBench.java.
  func calendarRows() -> [Row] {
    let w = self
    let kinds: [(name: String, kind: CalendarKind, foundation: Calendar.Identifier)] = [
      ("Hebrew", .hebrew, .hebrew), ("Persian", .persian, .persian),
      ("UmmAlQura", .islamicUmalqura, .islamicUmmAlQura), ("Chinese", .chinese, .chinese),
    ]
    var rows: [Row] = []
    for (name, kind, identifier) in kinds {
      var calendar = Calendar(identifier: identifier)
      calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
      let foundationCalendar = calendar
      // Both ways must name the same day, or the timing means nothing
      // (Hebrew and Persian; ICU's Umm al-Qura and Chinese tables differ
      // from the published ones on some days, docs/calendars.md).
      if kind == .hebrew || kind == .persian {
        for j in 0..<64 {
          let date = w.instants[w.index(j)]
          let components = foundationCalendar.dateComponents([.year, .day], from: date)
          guard let ours = try? ZonedDateTime(date, in: .utc).calendarDate(in: kind),
            components.year == ours.year, components.day == ours.day
          else { fatalError("\(kind): Foundation and DateMath see \(date) differently") }
        }
      }
      rows.append(Row(
        name: "calendarTo\(name)", foundationWay: "Calendar(identifier: .\(identifier)).dateComponents([.year, .month, .day], from:)",
        foundation: { j in foundationCalendar.dateComponents([.year, .month, .day], from: w.instants[w.index(j)]).day ?? 0 },
        dateMath: { j in (try? ZonedDateTime(w.instants[w.index(j)], in: .utc).calendarDate(in: kind))?.day ?? 0 }))
      rows.append(Row(
        name: "calendarAddMonth\(name)", foundationWay: "Calendar(identifier: .\(identifier)).date(byAdding: .month, value: 1, to:)",
        foundation: { j in Int(foundationCalendar.date(byAdding: .month, value: 1, to: w.instants[w.index(j)])?.timeIntervalSince1970 ?? 0) },
        dateMath: { j in
          (try? ZonedDateTime(w.instants[w.index(j)], in: .utc).adding(.months(1), in: kind))
            .map { Int($0.epochSeconds) } ?? 0
        }))
    }
    return rows
  }
}
