import DateMath
import Foundation
import Testing

// Every fix datemath-lint's messages give in a file that imports DateMath,
// written where it goes and compiled against DateMath. FixTextTests (in
// DateMathLintTests) lints each rule's Fires.swift fixture with
// `import DateMath` and finds the code of every message's fix here
// verbatim; the names are the fixtures' own (`date`, `start`, `zone`, the
// formatters), and `k` is a step number.

/// fixed-day-length: a calendar day added in a zone; the end of a day.
func fixedDayLengthFixes(date: Date, zone: Zone, n: Double, now: Date) throws -> [Date] {
  var out: [Date] = []
  out.append(try ZonedDateTime(date, in: zone).adding(.days(1)).date)
  out.append(try ZonedDateTime(date, in: zone).adding(.days(-1)).date)
  out.append(try ZonedDateTime(date, in: zone).adding(.days(7)).date)
  out.append(try ZonedDateTime(date, in: zone).adding(.days(Int(n))).date)
  out.append(try ZonedDateTime(Date(), in: zone).adding(.days(1)).date)
  out.append(try ZonedDateTime(now, in: zone).adding(.days(-30)).date)
  out.append(try ZonedDateTime(now, in: zone).startOfNextDay().date)
  out.append(try ZonedDateTime(now.addingTimeInterval(3600), in: zone).adding(.days(1)).date)
  out.append(try ZonedDateTime(now.addingTimeInterval(-43200), in: zone).adding(.days(-1)).date)
  var startDate = date
  startDate = try ZonedDateTime(startDate, in: zone).adding(.days(1)).date
  out.append(startDate)
  return out
}

/// fixed-day-length on a calendar's answers and the names bound to them:
/// the day added in a zone, and `+=` / `-=` written back.
func fixedDayLengthFixes(now: Date, zone: Zone, calendar: Calendar, last: Date?) throws -> [Date] {
  var out: [Date] = []
  out.append(try ZonedDateTime(now, in: zone).startOfNextDay().date)
  out.append(try ZonedDateTime(calendar.date(byAdding: .month, value: 1, to: now)!, in: zone).adding(.days(1)).date)
  out.append(try ZonedDateTime((calendar.date(byAdding: .month, value: 1, to: now) ?? now), in: zone).adding(.days(-1)).date)
  out.append(try ZonedDateTime(calendar.dateInterval(of: .month, for: now)!.end, in: zone).adding(.days(-1)).date)
  if let firstOfWeek = calendar.dateInterval(of: .weekOfYear, for: now)?.start {
    out.append(try ZonedDateTime(firstOfWeek, in: zone).adding(.days(7)).date)
  }
  let midnight = calendar.startOfDay(for: now)
  out.append(try ZonedDateTime(midnight, in: zone).adding(.days(1)).date)
  let parsed = calendar.date(from: DateComponents(year: 2024, month: 3, day: 9))!
  out.append(try ZonedDateTime(parsed, in: zone).adding(.days(-1)).date)
  let created = Date(timeIntervalSince1970: 1_710_000_000)
  out.append(try ZonedDateTime(created, in: zone).adding(.days(1)).date)
  var run = calendar.startOfDay(for: now)
  run = try ZonedDateTime(run, in: zone).adding(.days(1)).date
  var previous: Date = now
  previous = try ZonedDateTime(previous, in: zone).adding(.days(-1)).date
  if let last { out.append(try ZonedDateTime(last, in: zone).adding(.days(1)).date) }
  let settlementDate = try ZonedDateTime(now, in: zone).adding(.days(1)).date
  out.append(settlementDate)
  return out + [run, previous]
}

/// day-count-division: the distance between the local dates.
func dayCountDivisionFixes(start: Date, end: Date, zone: Zone) throws -> [Int] {
  [
    try ZonedDateTime(start, in: zone).localDateTime.date.distance(to: ZonedDateTime(end, in: zone).localDateTime.date),
    try ZonedDateTime(Date(), in: zone).localDateTime.date.distance(to: ZonedDateTime(start, in: zone).localDateTime.date),
  ]
}

/// start-of-day-hour-zero: the start of the day, asked for.
func startOfDayFixes(date: Date, zone: Zone, calendar: Calendar = Calendar(identifier: .gregorian)) throws -> [Date] {
  var parts = DateComponents()
  parts.year = 2018
  parts.month = 11
  parts.day = 4
  return [
    try ZonedDateTime(date, in: zone).startOfDay().date,
    try ZonedDateTime(startOf: CivilDate(year: 2018, month: 11, day: 4), in: zone).date,
    try ZonedDateTime(calendar.date(from: parts)!, in: zone).startOfDay().date,
  ]
}

/// cumulative-calendar-step: step k counted from the anchor, for a `Date`
/// anchor, a `ZonedDateTime` one and a `CivilDate` one.
func cumulativeCalendarStepFixes(start: Date, anchor: Date, zone: Zone) throws -> [Date] {
  var dates: [Date] = []
  for k in 1...12 {
    dates.append(try ZonedDateTime(start, in: zone).adding(.months(k)).date)
    dates.append(try ZonedDateTime(start, in: zone).adding(.days(k)).date)
    dates.append(try ZonedDateTime(start, in: zone).adding(.months(3 * k)).date)
    dates.append(try ZonedDateTime(anchor, in: zone).adding(.days(k)).date)
  }
  return dates
}

func cumulativeCalendarStepFixes(start: ZonedDateTime, anchor: ZonedDateTime) throws -> [ZonedDateTime] {
  var steps: [ZonedDateTime] = []
  for k in 1...12 {
    steps.append(try start.adding(.months(k)))
    steps.append(try start.adding(.weeks(k)))
    steps.append(try start.subtracting(Period(years: k, days: k)))
    steps.append(try anchor.adding(.days(k), disambiguation: .later))
    steps.append(try anchor.adding(.months(k), monthEnd: .lastDay))
    steps.append(try anchor.adding(.days(k)))
  }
  return steps
}

func cumulativeCalendarStepFixes(anchor: CivilDate) throws -> [CivilDate] {
  try (1...12).map { k in try anchor.adding(.months(k)) }
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

/// fixed-format-locale: the POSIX locale on the formatter, or DateMath's
/// parsers.
func fixedFormatLocaleFixes(string: String) throws -> [Any] {
  let (formatter, local, current, iso, day) = (DateFormatter(), DateFormatter(), DateFormatter(), DateFormatter(), DateFormatter())
  formatter.locale = Locale(identifier: "en_US_POSIX")
  local.locale = Locale(identifier: "en_US_POSIX")
  current.locale = Locale(identifier: "en_US_POSIX")
  iso.locale = Locale(identifier: "en_US_POSIX")
  day.locale = Locale(identifier: "en_US_POSIX")
  return [
    formatter, local, current, iso, day,
    try CivilDateTime(parsing: string), try CivilDate(parsing: string), try Date(rfc3339: string),
  ]
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
/// a fixed offset, as a `TimeZone` or a DateMath `Zone`.
func timeZoneFixes(name: String) throws -> [Any?] {
  [
    TimeZone(identifier: "Asia/Kolkata"), try Zone(identifier: "Asia/Kolkata"),
    TimeZone(identifier: "America/New_York"), try Zone(identifier: "America/New_York"),
    TimeZone(identifier: "America/Los_Angeles"), try Zone(identifier: "America/Los_Angeles"),
    try Zone(identifier: "Europe/Paris"),
    TimeZone(identifier: name), try Zone(identifier: name),
    TimeZone(secondsFromGMT: -18_000), try Zone(fixedOffset: UTCOffset(seconds: -18_000)),
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

/// calendar-current-stored: computed in the user's zone; in a stored
/// property's initializer, where `try` cannot be, a calendar in that zone.
final class CalendarCurrentStoredFixes {
  struct Record { var due: Date? }
  var renewsAt: Date?
  let createdDay: Date

  init(userZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = userZone
    createdDay = calendar.startOfDay(for: Date())
  }

  func renew(from date: Date, zone: Zone) throws {
    self.renewsAt = try ZonedDateTime(date, in: zone).adding(.months(1)).date
  }

  func schedule(_ record: inout Record, created: Date, zone: Zone) throws {
    record.due = try ZonedDateTime(created, in: zone).adding(.days(30)).date
  }

  // Through a local first.
  var cachedStart: Date?
  var cachedEnd: Date?

  func refresh(now: Date, zone: Zone) throws {
    let start = try ZonedDateTime(now, in: zone).startOfDay().date
    self.cachedStart = start
    self.cachedEnd = try ZonedDateTime(start, in: zone).adding(.days(1)).date
  }

  func stamp(_ record: inout Record, at date: Date, zone: Zone) throws {
    let due = try ZonedDateTime(date, in: zone).startOfDay().date
    record.due = due
  }
}

/// server-local-day-boundary: the day decided in the user's zone.
struct ServerLocalDayBoundaryFixes {
  struct Order { var placedAt: Date; var total: Double }

  func todaysOrders(_ orders: [Order], zone: Zone) throws -> [Order] {
    try orders.filter { try ZonedDateTime($0.placedAt, in: zone).localDateTime.date == ZonedDateTime.now(in: zone).localDateTime.date }
  }

  func bucket(_ orders: [Order], zone: Zone) throws -> [Date: Double] {
    var totals: [Date: Double] = [:]
    for order in orders {
      let day = try ZonedDateTime(order.placedAt, in: zone).startOfDay().date
      totals[day, default: 0] += order.total
    }
    return totals
  }

  func window(for now: Date, zone: Zone) throws -> DateInterval {
    let day = try ZonedDateTime(now, in: zone).dayInterval()
    return DateInterval(start: day.lowerBound.date, end: day.upperBound.date)
  }

  func sameDay(_ a: Date, _ b: Date, zone: Zone) throws -> Bool {
    try ZonedDateTime(a, in: zone).localDateTime.date == ZonedDateTime(b, in: zone).localDateTime.date
  }

  func dayOfMonth(_ date: Date, zone: Zone) throws -> Int {
    try ZonedDateTime(date, in: zone).localDateTime.date.day
  }

  func weekday(_ date: Date, zone: Zone) throws -> Weekday {
    try ZonedDateTime(date, in: zone).localDateTime.date.weekday
  }

  func localParts(_ date: Date, zone: Zone) throws -> CivilDateTime {
    try ZonedDateTime(date, in: zone).localDateTime
  }

  func opening(_ date: Date, zone: Zone) throws -> Date {
    try ZonedDateTime(date, in: zone).with(time: CivilTime(hour: 9, minute: 0, second: 0)).date
  }
}

/// wall-clock-without-zone: the offset written with the time, or DateMath's
/// RFC 3339 strategies.
func wallClockFixes() -> (JSONEncoder, JSONDecoder) {
  let (formatter, local) = (DateFormatter(), DateFormatter())
  formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
  local.dateFormat = "yyyy-MM-dd HH:mmXXXXX"
  let (encoder, decoder) = (JSONEncoder(), JSONDecoder())
  encoder.dateEncodingStrategy = .rfc3339()
  decoder.dateDecodingStrategy = .rfc3339
  return (encoder, decoder)
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

/// The examples run, and the ones the rules' rationales cite give the right
/// answers.
@Suite("DateMath fix examples")
struct DateMathFixExampleTests {
  @Test("the start of São Paulo's 2018-11-04 is 01:00; a day after 2024-03-09 noon in New York is noon")
  func answers() throws {
    let saoPaulo = try Zone(identifier: "America/Sao_Paulo")
    let start = try startOfDayFixes(date: Date(rfc3339: "2018-11-04T14:00:00Z"), zone: saoPaulo)
    #expect(start[0] == (try Date(rfc3339: "2018-11-04T03:00:00Z")))
    #expect(start[1] == start[0])
    let newYork = try Zone(identifier: "America/New_York")
    let days = try fixedDayLengthFixes(date: Date(rfc3339: "2024-03-09T17:00:00Z"), zone: newYork, n: 1, now: Date())
    #expect(days[0] == (try Date(rfc3339: "2024-03-10T16:00:00Z")))
    let london = try Zone(identifier: "Europe/London")
    let counts = try dayCountDivisionFixes(
      start: Date(rfc3339: "2024-03-31T00:00:00Z"), end: Date(rfc3339: "2024-04-01T00:00:00+01:00"), zone: london)
    #expect(counts[0] == 1)
  }
}
