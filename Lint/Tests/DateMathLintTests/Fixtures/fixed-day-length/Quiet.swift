import Foundation

struct Cache {
  // 86400 as a cache lifetime: 24 hours of elapsed time is what is meant.
  let cacheTTL: TimeInterval = 86400
  var maxAge = 24 * 60 * 60

  func expiry(from now: Date) -> Date {
    let expiresAt = now.addingTimeInterval(cacheTTL)
    return expiresAt
  }

  func tokenExpiry(now: Date) -> Date {
    let tokenExpiry = now.addingTimeInterval(86400)
    return tokenExpiry
  }
}

func examples(date: Date, days: Int, timeout: TimeInterval) -> [Date] {
  [
    // A UTC day number turned into a date: right.
    Date(timeIntervalSince1970: TimeInterval(days) * 86400),
    Date(timeIntervalSinceReferenceDate: 86400),
    // An hour or a minute is exact.
    date.addingTimeInterval(3600),
    date.addingTimeInterval(60 * 60),
    // Half a day is not a day.
    date.addingTimeInterval(86400 / 2),
    date.addingTimeInterval(43200),
    date.addingTimeInterval(timeout),
  ]
}

func notDates(count: Int) -> Int {
  let total = count + 86400
  let ms = 86400 * 1000
  return total + ms
}

// In UTC every day has 86,400 s (DateMath's own relativeDays does this).
func utcDays(_ days: Int) -> Date {
  var utc = Calendar(identifier: .gregorian)
  utc.timeZone = TimeZone(identifier: "UTC") ?? .gmt
  let reference = Date(timeIntervalSince1970: 1_704_456_000)
  return reference.addingTimeInterval(Double(days) * 86_400)
}

// The day before, in a function that works in UTC: exact.
func utcYesterday(_ date: Date) -> Date {
  var utc = Calendar(identifier: .gregorian)
  utc.timeZone = TimeZone(identifier: "UTC") ?? .gmt
  return date.addingTimeInterval(-24 * 3600)
}

// Elapsed time under names that say so: a retention period, a look-ahead
// window, a cut-off, a TTL.
func housekeeping(now: Date, calendar: Calendar) -> [Date] {
  let start = calendar.startOfDay(for: now)
  let cutoff = now.addingTimeInterval(-30 * 86400)
  let retentionPeriod = start - 7 * 86400
  let lookaheadWindow = now + 86400
  let cacheTTL = start + 86400
  var window = start
  window += 86400
  let ttlEnd = now + 86400
  let TTL_END = now.addingTimeInterval(86400)
  return [cutoff, retentionPeriod, lookaheadWindow, cacheTTL, window, ttlEnd, TTL_END]
}

// Not dates: a count, a component, an interval's length.
func notDates(calendar: Calendar, now: Date) -> [Double] {
  let day = calendar.component(.day, from: now)
  let length = calendar.dateInterval(of: .day, for: now)?.duration ?? 0
  return [Double(day + 86400), length + 86400]
}

// A type that works in UTC: its methods add exact days.
struct UTCSchedule {
  let calendar: Calendar
  static let zone = TimeZone(secondsFromGMT: 0)!

  init() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.zone
    self.calendar = calendar
  }

  func nextDay(after date: Date) -> Date {
    calendar.startOfDay(for: date) + 86400
  }

  func sameTimeTomorrow(_ date: Date) -> Date {
    date.addingTimeInterval(86400)
  }
}

final class UTCBuckets {
  private var calendar = Calendar(identifier: .gregorian)

  init() {
    calendar.timeZone = TimeZone(identifier: "UTC")!
  }

  func bucketEnd(_ date: Date) -> Date {
    let start = calendar.startOfDay(for: date)
    return start + 86400
  }
}

extension UTCBuckets {
  func previousBucket(_ date: Date) -> Date {
    date - 86400
  }
}

// Elapsed time measured from now: age checks and cutoffs, not calendar days.
final class DiskCacheSweeper {
  var lastFlush = Date.distantPast

  // Compared with now: "three days have passed".
  func isDue() -> Bool {
    lastFlush.addingTimeInterval(3 * 24 * 60 * 60) < Date()
  }

  // An offset from now compared with another date: "older than a week".
  func isStale(_ published: Date, now: Date) -> Bool {
    published < now.addingTimeInterval(-7 * 86400)
  }

  // Named as a cutoff from now.
  func sweep(entries: [Date]) -> [Date] {
    let sixDaysAgo = Date(timeIntervalSinceNow: -6 * 24 * 60 * 60)
    return entries.filter { $0 >= sixDaysAgo }
  }

  // Returned from functions that say what they are.
  func todayCutoffDate() -> Date {
    Date(timeIntervalSinceNow: -(60 * 60 * 24))
  }

  func maximumDateAllowed() -> Date {
    Date().addingTimeInterval(60 * 60 * 24)
  }

  // Passed to a setter that names an expiry.
  func grantTrial(_ store: TrialStore) {
    store.setTrialExpiryDate(Date(timeIntervalSinceNow: 30 * 86400).timeIntervalSince1970)
  }
}

protocol TrialStore {
  func setTrialExpiryDate(_ seconds: TimeInterval)
}

// A typical day laid out as offsets from its start (a dosing profile, a
// chart of 24 hours): its end is the start plus 86,400 s by construction.
struct ProfileChart {
  var offsets: [TimeInterval]

  func points(now: Date) -> [Date] {
    offsets.map { Calendar.current.startOfDay(for: now).addingTimeInterval($0) }
  }

  func domain(now: Date) -> ClosedRange<Date> {
    Calendar.current.startOfDay(for: now)...Calendar.current.startOfDay(for: now).addingTimeInterval(60 * 60 * 24)
  }
}

// Offsets from now used as a query's bound or a window ending now.
func recentTotals() -> NSPredicate {
  NSPredicate(format: "date > %@ AND total > 0", Date().addingTimeInterval(-86400 * 7) as NSDate)
}

func clearRecent(_ store: EventStoreLike) {
  store.predicateForEvents(withStart: Date(timeIntervalSinceNow: -24 * 3600), end: Date())
  let last24Hours = Date().addingTimeInterval(-60 * 60 * 24)
  store.delete(since: last24Hours)
}

protocol EventStoreLike {
  func predicateForEvents(withStart: Date, end: Date)
  func delete(since: Date)
}
