import Foundation

// Every fix datemath-lint's messages give in a file that does not import
// DateMath, written where it goes and compiled with the tests. FixTextTests
// lints each rule's Fires.swift fixture as such a file and finds the code of
// every message's fix here verbatim; the names are the fixtures' own
// (`date`, `start`, `calendar`, the formatters), and `k` is a step number.

/// fixed-day-length: a calendar day added, counted from the term's
/// multiple, negative when subtracted; the end of a day.
func fixedDayLengthFixes(date: Date, calendar: Calendar, n: Double, now: Date) -> [Date] {
  var out: [Date] = []
  out.append(calendar.date(byAdding: .day, value: 1, to: date)!)
  out.append(calendar.date(byAdding: .day, value: -1, to: date)!)
  out.append(calendar.date(byAdding: .day, value: 7, to: date)!)
  out.append(calendar.date(byAdding: .day, value: Int(n), to: date)!)
  out.append(calendar.date(byAdding: .day, value: 1, to: Date())!)
  out.append(calendar.date(byAdding: .day, value: -30, to: now)!)
  out.append(calendar.dateInterval(of: .day, for: now)!.end)
  out.append(calendar.date(byAdding: .day, value: 1, to: now.addingTimeInterval(3600))!)
  out.append(calendar.date(byAdding: .day, value: -1, to: now.addingTimeInterval(-43200))!)
  var startDate = date
  startDate = calendar.date(byAdding: .day, value: 1, to: startDate)!
  out.append(startDate)
  return out
}

/// fixed-day-length on a calendar's answers and the names bound to them:
/// the day added to that date, the end of the day for a start of day plus
/// one, and `+=` / `-=` written back.
func fixedDayLengthFixes(now: Date, calendar: Calendar, last: Date?) -> [Date] {
  var out: [Date] = []
  out.append(calendar.dateInterval(of: .day, for: now)!.end)
  out.append(calendar.date(byAdding: .day, value: 1, to: calendar.date(byAdding: .month, value: 1, to: now)!)!)
  out.append(calendar.date(byAdding: .day, value: -1, to: (calendar.date(byAdding: .month, value: 1, to: now) ?? now))!)
  out.append(calendar.date(byAdding: .day, value: -1, to: calendar.dateInterval(of: .month, for: now)!.end)!)
  if let firstOfWeek = calendar.dateInterval(of: .weekOfYear, for: now)?.start {
    out.append(calendar.date(byAdding: .day, value: 7, to: firstOfWeek)!)
  }
  let midnight = calendar.startOfDay(for: now)
  out.append(calendar.date(byAdding: .day, value: 1, to: midnight)!)
  let parsed = calendar.date(from: DateComponents(year: 2024, month: 3, day: 9))!
  out.append(calendar.date(byAdding: .day, value: -1, to: parsed)!)
  let created = Date(timeIntervalSince1970: 1_710_000_000)
  out.append(calendar.date(byAdding: .day, value: 1, to: created)!)
  var run = calendar.startOfDay(for: now)
  run = calendar.date(byAdding: .day, value: 1, to: run)!
  var previous: Date = now
  previous = calendar.date(byAdding: .day, value: -1, to: previous)!
  if let last { out.append(calendar.date(byAdding: .day, value: 1, to: last)!) }
  let settlementDate = calendar.date(byAdding: .day, value: 1, to: now)!
  out.append(settlementDate)
  return out + [run, previous]
}

/// day-count-division: local calendar days between the days' starts.
func dayCountDivisionFixes(start: Date, end: Date, calendar: Calendar) -> [Int] {
  [
    calendar.dateComponents([.day], from: calendar.startOfDay(for: start), to: calendar.startOfDay(for: end)).day!,
    calendar.dateComponents([.day], from: calendar.startOfDay(for: Date()), to: calendar.startOfDay(for: start)).day!,
  ]
}

/// start-of-day-hour-zero: the start of the day, asked for.
func startOfDayFixes(date: Date, calendar: Calendar) -> [Date] {
  var parts = DateComponents()
  parts.year = 2018
  parts.month = 11
  parts.day = 4
  return [
    calendar.startOfDay(for: date),
    calendar.startOfDay(for: calendar.date(from: DateComponents(year: 2018, month: 11, day: 4, hour: 12))!),
    calendar.startOfDay(for: calendar.date(from: parts)!),
  ]
}

/// cumulative-calendar-step: step k counted from the anchor.
func cumulativeCalendarStepFixes(start: Date, anchor: Date, calendar: Calendar) -> [Date] {
  var dates: [Date] = []
  for k in 1...12 {
    dates.append(calendar.date(byAdding: .month, value: k, to: start)!)
    dates.append(calendar.date(byAdding: .day, value: k, to: start)!)
    dates.append(calendar.date(byAdding: .month, value: 3 * k, to: start)!)
    dates.append(calendar.date(byAdding: .weekOfYear, value: k, to: start)!)
    dates.append(calendar.date(byAdding: DateComponents(year: -k, day: -k), to: start)!)
    dates.append(calendar.date(byAdding: .day, value: k, to: anchor)!)
    dates.append(calendar.date(byAdding: .month, value: k, to: anchor)!)
  }
  return dates
}

/// date-format-pattern: the pattern with the field corrected.
func dateFormatPatternFixes() -> [DateFormatter] {
  let (a, b, c, d) = (DateFormatter(), DateFormatter(), DateFormatter(), DateFormatter())
  let (e, f, g, h) = (DateFormatter(), DateFormatter(), DateFormatter(), DateFormatter())
  a.dateFormat = "yyyy-MM-dd"
  b.dateFormat = "yyyy-MM-dd"
  c.dateFormat = "yyyy-MM-dd HH:mm"
  d.dateFormat = "dd/MM/yyyy"
  e.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSZ"
  f.dateFormat = "yyyy-MM-dd"
  g.dateFormat = "dd.MM.yyyy HH:mm"
  h.dateFormat = "MM/dd/yyyy"
  return [a, b, c, d, e, f, g, h]
}

/// fixed-format-locale: the POSIX locale on the formatter, or an ISO 8601
/// formatter for a timestamp with an offset.
func fixedFormatLocaleFixes(string: String) -> [Any?] {
  let (formatter, local, current, iso, day) = (DateFormatter(), DateFormatter(), DateFormatter(), DateFormatter(), DateFormatter())
  formatter.locale = Locale(identifier: "en_US_POSIX")
  local.locale = Locale(identifier: "en_US_POSIX")
  current.locale = Locale(identifier: "en_US_POSIX")
  iso.locale = Locale(identifier: "en_US_POSIX")
  day.locale = Locale(identifier: "en_US_POSIX")
  return [formatter, local, current, iso, day, ISO8601DateFormatter().date(from: string)]
}

/// fixed-format-locale in a set-up closure passed the new formatter: the
/// locale set on the closure's parameter (`$0`, or the name it gives).
private func with<T>(_ value: T, _ configure: (T) -> Void) -> T {
  configure(value)
  return value
}

enum FixedFormatLocaleClosureFixes {
  static let iso = with(DateFormatter()) {
    $0.locale = Locale(identifier: "en_US_POSIX")
    $0.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
  }
  static let day = with(DateFormatter()) { f in
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd"
  }
}

/// timezone-abbreviation and timezone-identifier: a region's identifier or
/// a fixed offset.
func timeZoneFixes(name: String) -> [TimeZone?] {
  [
    TimeZone(identifier: "Asia/Kolkata"),
    TimeZone(identifier: "America/New_York"),
    TimeZone(identifier: "America/Los_Angeles"),
    TimeZone(identifier: "Europe/Paris"),
    TimeZone(identifier: name),
    TimeZone(secondsFromGMT: -18_000),
  ]
}

/// formatter-in-hot-path: one formatter, made once.
@MainActor enum HotPathDateFormatter { static let formatter = DateFormatter() }
@MainActor enum HotPathISO8601Formatter { static let formatter = ISO8601DateFormatter() }
// RelativeDateTimeFormatter is Apple's only (Foundation on Linux has none),
// as the code such a message is given in is.
#if canImport(Darwin)
@MainActor enum HotPathRelativeFormatter { static let formatter = RelativeDateTimeFormatter() }
#endif

/// calendar-current-stored: a calendar in the user's zone.
final class CalendarCurrentStoredFixes {
  struct Record { var due: Date? }
  var renewsAt: Date?
  let createdDay: Date

  init(userZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = userZone
    createdDay = calendar.startOfDay(for: Date())
  }

  func renew(from date: Date, calendar: Calendar) {
    self.renewsAt = calendar.date(byAdding: .month, value: 1, to: date)
  }

  func schedule(_ record: inout Record, created: Date, calendar: Calendar) {
    record.due = calendar.date(byAdding: .day, value: 30, to: created)
  }

  // Through a local first.
  var cachedStart: Date?
  var cachedEnd: Date?

  func refresh(now: Date, userZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = userZone
    let start = calendar.startOfDay(for: now)
    self.cachedStart = start
    guard let end = calendar.date(byAdding: .day, value: 1, to: start) else { return }
    self.cachedEnd = end
  }

  func stamp(_ record: inout Record, at date: Date, calendar: Calendar) {
    let due = calendar.startOfDay(for: date)
    record.due = due
  }
}

/// server-local-day-boundary: the same call on a calendar in the user's
/// zone, and the user's zone where `.current` was.
struct ServerLocalDayBoundaryFixes {
  struct Order { var placedAt: Date; var total: Double }

  func todaysOrders(_ orders: [Order], userZone: TimeZone) -> [Order] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = userZone
    return orders.filter { calendar.isDateInToday($0.placedAt) }
  }

  func bucket(_ orders: [Order], userZone: TimeZone) -> [Date: Double] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = userZone
    var totals: [Date: Double] = [:]
    for order in orders {
      let day = calendar.startOfDay(for: order.placedAt)
      totals[day, default: 0] += order.total
    }
    return totals
  }

  func answers(now: Date, a: Date, b: Date, date: Date, userZone: TimeZone) -> [Any?] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = userZone
    return [
      calendar.dateInterval(of: .day, for: now),
      calendar.isDate(a, inSameDayAs: b),
      calendar.dateComponents([.year, .month, .day], from: date).day,
      calendar.date(bySettingHour: 9, minute: 0, second: 0, of: date),
    ]
  }

  func weekday(_ date: Date, userZone: TimeZone) -> Int {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = userZone
    return gregorian.component(.weekday, from: date)
  }

  func localParts(_ date: Date, calendar: Calendar, userZone: TimeZone) -> DateComponents {
    calendar.dateComponents(in: userZone, from: date)
  }
}

/// wall-clock-without-zone: the offset written with the time, also in a
/// set-up closure (a static's initializer, or one passed the formatter).
func wallClockFixes() -> [DateFormatter] {
  let (formatter, local) = (DateFormatter(), DateFormatter())
  formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
  local.dateFormat = "yyyy-MM-dd HH:mmXXXXX"
  return [formatter, local]
}

enum WallClockClosureFixes {
  static let wallClock: DateFormatter = {
    let wall = DateFormatter()
    wall.locale = Locale(identifier: "en_US_POSIX")
    wall.dateFormat = "yyyy-MM-dd'T'HH:mmXXXXX"
    return wall
  }()

  static func legacyEncoder() -> JSONEncoder {
    let stamp = with(DateFormatter()) {
      $0.locale = Locale(identifier: "en_US_POSIX")
      $0.dateFormat = "yyyy-MM-dd HH:mm:ssXXXXX"
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(stamp)
    return encoder
  }
}

/// date-equality-after-arithmetic: a tolerance.
func dateEqualityFixes(start: Date, deadline: Date, elapsed: TimeInterval) -> [Bool] {
  [
    abs(start.addingTimeInterval(0.1).timeIntervalSince(deadline)) < 0.001,
    abs(deadline.timeIntervalSince(start.addingTimeInterval(elapsed))) < 0.001,
    abs(Date(timeInterval: elapsed, since: start).timeIntervalSince(deadline)) >= 0.001,
    abs(Date(timeIntervalSinceNow: -0.25 * elapsed).timeIntervalSince(deadline)) < 0.001,
  ]
}
