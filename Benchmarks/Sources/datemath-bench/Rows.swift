import DateMath
import Foundation

/// One operation done the plain Foundation way and the DateMath way.
struct Row: Sendable {
  let name: String
  let foundationWay: String
  let foundation: @Sendable (Int) -> Int
  let dateMath: @Sendable (Int) -> Int
}

extension Workload {
  /// The rows of the table, in the order of docs/performance.md. Both
  /// sides start from a `Date` and a zone and end with the answer (a
  /// `Date` where Foundation's is one): DateMath's way is to make a
  /// `ZonedDateTime` and ask it, the one path it has.
  func rows() -> [Row] {
    let w = self
    let isoFormatter = ISO8601DateFormatter()
    let isoStyle = Date.ISO8601FormatStyle()
    nonisolated(unsafe) let sharedFormatter = isoFormatter
    return [
      Row(name: "control", foundationWay: "integer arithmetic only: the machine's own 2-thread scaling",
          foundation: { j in Self.spin(j) }, dateMath: { j in Self.spin(j) }),
      Row(name: "offset", foundationWay: "TimeZone.secondsFromGMT(for:)",
          foundation: { j in w.zones[w.zone(j)].secondsFromGMT(for: w.instants[w.index(j)]) },
          dateMath: { j in (try? w.dateMathZones[w.zone(j)].offset(at: w.instants[w.index(j)]).seconds) ?? 0 }),
      Row(name: "localDateTime", foundationWay: "Calendar.dateComponents(Y…s, from:)",
          foundation: { j in
            w.foundationCalendars[w.zone(j)].dateComponents(
              [.year, .month, .day, .hour, .minute, .second], from: w.instants[w.index(j)]).hour ?? 0
          },
          dateMath: { j in (try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]).localDateTime.hour) ?? 0 }),
      Row(name: "startOfDay", foundationWay: "Calendar.startOfDay(for:)",
          foundation: { j in Int(w.foundationCalendars[w.zone(j)].startOfDay(for: w.instants[w.index(j)]).timeIntervalSince1970) },
          dateMath: { j in Int((try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]).startOfDay())?.date.timeIntervalSince1970 ?? 0) }),
      Row(name: "dayLength", foundationWay: "Calendar.dateInterval(of: .day, for:)",
          foundation: { j in Int(w.foundationCalendars[w.zone(j)].dateInterval(of: .day, for: w.instants[w.index(j)])?.duration ?? 0) },
          dateMath: { j in (try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]).dayInterval()).map { Int($0.upperBound.epochSeconds - $0.lowerBound.epochSeconds) } ?? 0 }),
      Row(name: "addDay", foundationWay: "Calendar.date(byAdding: .day, value: 1, to:)",
          foundation: { j in Int(w.foundationCalendars[w.zone(j)].date(byAdding: .day, value: 1, to: w.instants[w.index(j)])?.timeIntervalSince1970 ?? 0) },
          dateMath: { j in Int((try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]).adding(.days(1)))?.date.timeIntervalSince1970 ?? 0) }),
      Row(name: "addMonth", foundationWay: "Calendar.date(byAdding: .month, value: 1, to:)",
          foundation: { j in Int(w.foundationCalendars[w.zone(j)].date(byAdding: .month, value: 1, to: w.instants[w.index(j)])?.timeIntervalSince1970 ?? 0) },
          dateMath: { j in Int((try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]).adding(.months(1)))?.date.timeIntervalSince1970 ?? 0) }),
      Row(name: "resolve", foundationWay: "Calendar.date(from: DateComponents)",
          foundation: { j in Int(w.foundationCalendars[w.zone(j)].date(from: w.components[w.flat(j)])?.timeIntervalSince1970 ?? 0) },
          dateMath: { j in Int((try? ZonedDateTime(w.locals[w.flat(j)], in: w.dateMathZones[w.zone(j)]))?.date.timeIntervalSince1970 ?? 0) }),
      Row(name: "rfc3339Format", foundationWay: "Date.ISO8601FormatStyle (reused)",
          foundation: { j in isoStyle.format(w.instants[w.index(j)]).utf8.count },
          dateMath: { j in (try? w.instants[w.index(j)].rfc3339String())?.utf8.count ?? 0 }),
      Row(name: "rfc3339FormatFormatter", foundationWay: "ISO8601DateFormatter.string(from:) (reused)",
          foundation: { j in sharedFormatter.string(from: w.instants[w.index(j)]).utf8.count },
          dateMath: { j in (try? w.instants[w.index(j)].rfc3339String())?.utf8.count ?? 0 }),
      Row(name: "rfc3339Parse", foundationWay: "Date.ISO8601FormatStyle.parse (reused)",
          foundation: { j in Int((try? isoStyle.parse(w.texts[w.index(j)]))?.timeIntervalSince1970 ?? 0) },
          dateMath: { j in Int((try? Date(rfc3339: w.texts[w.index(j)]))?.timeIntervalSince1970 ?? 0) }),
      Row(name: "rfc3339ParseFormatter", foundationWay: "ISO8601DateFormatter.date(from:) (reused)",
          foundation: { j in Int(sharedFormatter.date(from: w.texts[w.index(j)])?.timeIntervalSince1970 ?? 0) },
          dateMath: { j in Int((try? Date(rfc3339: w.texts[w.index(j)]))?.timeIntervalSince1970 ?? 0) }),
      Row(name: "localeFormatNew", foundationWay: "a new DateFormatter per call",
          foundation: { j in
            let formatter = DateFormatter()
            formatter.locale = w.format.locale
            formatter.timeZone = w.zones[w.zone(j)]
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            return formatter.string(from: w.instants[w.index(j)]).utf8.count
          },
          // A new LocalizedFormat value per call: its compiled form comes
          // from the process-wide cache. Making it copies the shared
          // Locale (a retain and a release the two threads fight over:
          // about 13 ns on one thread, 105 ns on two), which bounds this
          // row's 2-thread scaling; a format kept is the cached row.
          dateMath: { j in
            let format = LocalizedFormat(date: .medium, time: .short, locale: w.format.locale)
            return (try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]).formatted(as: format))?.utf8.count ?? 0
          }),
      Row(name: "localeFormatCached", foundationWay: "one DateFormatter per zone, reused",
          foundation: Self.reusedFormatters(w),
          dateMath: { j in (try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]).formatted(as: w.format))?.utf8.count ?? 0 }),
      // A long date and a full time, whose pattern names the zone
      // ("Eastern Standard Time", "Nordamerikanische Ostküsten-Normalzeit"),
      // in en_US and de_DE by turns.
      // Timed warm, as the other rows: DateMath asks ICU for a zone's
      // names once per format, zone and stretch between transitions (about
      // 70 µs each; 4 zones × 40 years × 2 locales here), which the rounds
      // would otherwise meet anew as they walk through the instants.
      // The two formats are held as the other rows hold theirs, not read
      // out of an array: an array read copies the format, a retain and a
      // release of its shared Locale that two threads fight over (13 ns
      // on one thread, about 105 ns on two, measured here).
      Row(name: "localeFormatZoneName", foundationWay: "one DateFormatter per zone and locale, reused",
          foundation: Self.reusedFormatters(w, date: .long, time: .full, locales: w.zoneNameFormats.map(\.locale)),
          dateMath: { [english = w.zoneNameFormats[0], german = w.zoneNameFormats[1]] in
            Self.warmed(4 * Workload.instantCount) { j in
              guard let zoned = try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]) else { return 0 }
              let text = w.index(j) & 1 == 0 ? try? zoned.formatted(as: english) : try? zoned.formatted(as: german)
              return text?.utf8.count ?? 0
            }
          }()),
      Row(name: "formatStyle", foundationWay: "Date.FormatStyle, one per zone, reused",
          foundation: { j in w.foundationStyles[w.zone(j)].format(w.instants[w.index(j)]).utf8.count },
          dateMath: { j in
            (try? ZonedDateTime(w.instants[w.index(j)], in: w.dateMathZones[w.zone(j)]))?.formatted(w.style).utf8.count ?? 0
          }),
    ] + textRows() + calendarRows()
  }

  /// `body`, after one call for each j below `count`.
  static func warmed(_ count: Int, _ body: @escaping @Sendable (Int) -> Int) -> @Sendable (Int) -> Int {
    var total = 0
    for j in 0..<count { total &+= body(j) }
    Timing.sink &+= total
    return body
  }

  /// About 50 ns of register-only arithmetic.
  @inline(never)
  static func spin(_ j: Int) -> Int {
    var x = j
    for _ in 0..<40 { x = x &* 6364136223846793005 &+ 1442695040888963407 }
    return x
  }

  /// Foundation's best case for locale formatting: formatters made once.
  /// Not shared between threads (each thread gets its own set).
  static func reusedFormatters(
    _ w: Workload, date: DateFormatter.Style = .medium, time: DateFormatter.Style = .short, locales: [Locale]? = nil
  ) -> @Sendable (Int) -> Int {
    let locales = locales ?? [w.format.locale]
    let make: @Sendable () -> [DateFormatter] = {
      locales.flatMap { locale in
        w.zones.map { zone in
          let formatter = DateFormatter()
          formatter.locale = locale
          formatter.timeZone = zone
          formatter.dateStyle = date
          formatter.timeStyle = time
          return formatter
        }
      }
    }
    // Each set of formatters per thread under its own key.
    let perThread = ThreadLocalFormatters(key: "datemath-bench.formatters.\(date.rawValue).\(time.rawValue)", make: make)
    let zoneCount = w.zones.count
    return { j in
      let formatter = perThread.get()[(locales.count == 1 ? 0 : w.index(j) & 1) * zoneCount + w.zone(j)]
      return formatter.string(from: w.instants[w.index(j)]).utf8.count
    }
  }
}

/// A set of formatters per thread.
final class ThreadLocalFormatters: @unchecked Sendable {
  let key: String
  let make: @Sendable () -> [DateFormatter]
  init(key: String, make: @escaping @Sendable () -> [DateFormatter]) {
    self.key = key
    self.make = make
  }

  func get() -> [DateFormatter] {
    if let cached = Thread.current.threadDictionary[key] as? [DateFormatter] { return cached }
    let made = make()
    Thread.current.threadDictionary[key] = made
    return made
  }
}

