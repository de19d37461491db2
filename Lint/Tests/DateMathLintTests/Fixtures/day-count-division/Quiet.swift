import Foundation

func quiet(start: Date, end: Date, bytes: Int) -> [Double] {
  [
    // A UTC day number: days since 1970 in UTC, right as such.
    (end.timeIntervalSince1970 / 86400).rounded(.down),
    // Hours, not days.
    end.timeIntervalSince(start) / 3600,
    // Not a time interval at all.
    Double(bytes) / 86400,
    // Days from a calendar.
    Double(Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0),
  ]
}

// In a function or a type that works in UTC every day has 86,400 s.
func utcDayCount(start: Date, end: Date) -> Int {
  var utc = Calendar(identifier: .gregorian)
  utc.timeZone = TimeZone(secondsFromGMT: 0)!
  return Int(end.timeIntervalSince(utc.startOfDay(for: start)) / 86400)
}

struct RetentionReport {
  static let zone = TimeZone(identifier: "UTC")!
  let created: Date

  func age(at now: Date) -> Int {
    Int(now.timeIntervalSince(created) / 86400)
  }
}

final class UsageMeter {
  private var calendar = Calendar(identifier: .gregorian)

  init() {
    calendar.timeZone = .gmt
  }

  func billedDays(from start: Date, to end: Date) -> Int {
    let elapsed = end.timeIntervalSince(start)
    return Int(elapsed / (24 * 60 * 60))
  }
}

// A length in days, not a count of dates: averaging per day over a span.
func dailyAverage(total: Double, earliest: Date, latest: Date) -> Double {
  let spanInDays = latest.timeIntervalSince(earliest) / 86400
  return total / max(spanInDays, 1)
}
