import DateMath
import Foundation

extension Workload {
  /// The world's calendars, each side from its own date type, as the
  /// zdt. rows: an ISO date (`CivilDate`, the instant's UTC day) seen in a
  /// calendar, and one month added to a date held in the calendar
  /// (`CalendarDate`), against Foundation's `Calendar(identifier:)` reused
  /// in UTC from the `Date`: `dateComponents([.year, .month, .day], from:)`
  /// and `date(byAdding: .month, value: 1, to:)`. java.time's `HijrahDate`
  /// (Umm al-Qura) is in JavaTimeBench.java, from an `Instant`.
  func calendarRows() -> [Row] {
    let w = self
    let kinds: [(name: String, kind: CalendarKind, foundation: Calendar.Identifier)] = [
      ("Hebrew", .hebrew, .hebrew), ("Persian", .persian, .persian),
      ("UmmAlQura", .islamicUmalqura, .islamicUmmAlQura), ("Chinese", .chinese, .chinese),
    ]
    var rows: [Row] = []
    let civil = instants.map { (try? ZonedDateTime($0, in: .utc).localDateTime.date) ?? (try! CivilDate(daysSince1970: 0)) }
    for (name, kind, identifier) in kinds {
      let held = civil.map { try? CalendarDate($0, in: kind) }
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
        dateMath: { j in (try? CalendarDate(civil[w.index(j)], in: kind))?.day ?? 0 }))
      rows.append(Row(
        name: "calendarAddMonth\(name)", foundationWay: "Calendar(identifier: .\(identifier)).date(byAdding: .month, value: 1, to:)",
        foundation: { j in Int(foundationCalendar.date(byAdding: .month, value: 1, to: w.instants[w.index(j)])?.timeIntervalSince1970 ?? 0) },
        dateMath: { j in (try? held[w.index(j)]?.adding(.months(1)))?.daysSince1970 ?? 0 }))
    }
    return rows
  }
}
