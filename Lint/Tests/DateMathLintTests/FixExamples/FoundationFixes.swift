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
}

/// wall-clock-without-zone: the offset written with the time.
func wallClockFixes() -> [DateFormatter] {
  let (formatter, local) = (DateFormatter(), DateFormatter())
  formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
  local.dateFormat = "yyyy-MM-dd HH:mmXXXXX"
  return [formatter, local]
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
