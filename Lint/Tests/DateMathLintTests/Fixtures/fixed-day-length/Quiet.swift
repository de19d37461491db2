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
