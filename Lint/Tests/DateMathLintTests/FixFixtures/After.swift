// Input of FixTests: every mechanical fix of `datemath-lint --fix`, and the
// shapes it must leave for a person. After.swift is this file fixed; both
// are type-checked by the test. Written for the test, not copied.
import Foundation

/// Week-based year, day of the year and seconds twice, with a user locale.
func receiptStamp(_ date: Date) -> String {
  let stamper = DateFormatter()
  stamper.timeZone = TimeZone(identifier: "UTC")
  stamper.locale = Locale(identifier: "en_US_POSIX")
  stamper.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
  return stamper.string(from: date)
}

/// Minutes for the month; the locale is already fixed.
func parseDay(_ text: String) -> Date? {
  let parser = DateFormatter()
  parser.locale = Locale(identifier: "en_US_POSIX")
  parser.dateFormat = "yyyy-MM-dd"
  return parser.date(from: text)
}

/// The month for minutes, on a display time with a name: no locale fix.
struct Clock {
  let formatter = DateFormatter()

  func label(_ date: Date) -> String {
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "EEEE HH:mm"
    return formatter.string(from: date)
  }
}

/// A 12-hour clock without a marker: HH or a marker, a person decides.
func shortTime(_ date: Date) -> String {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.dateFormat = "hh:mm"
  return formatter.string(from: date)
}

/// A fixed format set on one line with other statements: left as it is.
func compact(_ date: Date) -> String {
  let f = DateFormatter(); f.dateFormat = "yyyyMMdd"; return f.string(from: date)
}

/// Monthly steps fed back: counted from the anchor after the fix.
func billingDates(from start: Date, until end: Date, calendar: Calendar) -> [Date] {
  var dates: [Date] = []
  var current = start
  var monthOffset = 0
  while current < end {
    dates.append(current)
    monthOffset += 1
    current = calendar.date(byAdding: .month, value: monthOffset, to: start)!
  }
  return dates
}

/// Weekly steps through a guard: counted from the anchor after the fix.
func weeklyMeetings(from first: Date, count: Int) -> [Date] {
  let calendar = Calendar(identifier: .gregorian)
  var meetings: [Date] = []
  var meeting = first
  var dayOffset = 0
  for _ in 0..<count {
    meetings.append(meeting)
    dayOffset += 7
    guard let next = calendar.date(byAdding: .day, value: dayOffset, to: first) else { break }
    meeting = next
  }
  return meetings
}

/// The running date is also reset inside the loop: left for a person.
func resetting(from start: Date, calendar: Calendar) -> [Date] {
  var out: [Date] = []
  var day = start
  while out.count < 10 {
    out.append(day)
    if calendar.isDateInWeekend(day) { day = start }
    day = calendar.date(byAdding: .day, value: 1, to: day)!
  }
  return out
}

/// The running date starts from an expression, not a name: left for a person.
func fromToday(calendar: Calendar) -> [Date] {
  var out: [Date] = []
  var day = calendar.startOfDay(for: Date())
  while out.count < 3 {
    out.append(day)
    day = calendar.date(byAdding: .day, value: 1, to: day)!
  }
  return out
}
