import Foundation

let secondsPerDay: TimeInterval = 86_400

func reminders(date: Date, calendar: Calendar, n: Double) -> [Date] {
  var out: [Date] = []
  out.append(date.addingTimeInterval(86400))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(86_400.0))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(24 * 60 * 60))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(60*60*24))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(-86400))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(-24 * 3600))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(-24 * 60 * 60))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(7 * 86400))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(n * 86400))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(TimeInterval(86400)))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(secondsPerDay))  // expect: fixed-day-length
  out.append(date.addingTimeInterval(.days(1)))  // expect: fixed-day-length
  out.append(date.advanced(by: 86400))  // expect: fixed-day-length
  out.append(Date(timeIntervalSinceNow: 86400))  // expect: fixed-day-length
  out.append(Date(timeInterval: 86400, since: date))  // expect: fixed-day-length
  out.append(Date() + 86400)  // expect: fixed-day-length
  out.append(date - 24 * 60 * 60)  // expect: fixed-day-length
  out.append(calendar.date(byAdding: .second, value: 86400, to: date)!)  // expect: fixed-day-length
  var startDate = date
  startDate += 86400  // expect: fixed-day-length
  out.append(startDate)
  return out
}

// A whole term is quoted and counted (`30 * 86400` is 30 days back), the
// start of a day plus a day is the end of that day, and seconds beside the
// days stay seconds.
func followUps(now: Date, calendar: Calendar) -> [Date] {
  [
    now - 30 * 86400,  // expect: fixed-day-length
    calendar.startOfDay(for: now).addingTimeInterval(86400),  // expect: fixed-day-length
    now.addingTimeInterval(86400 + 3600),  // expect: fixed-day-length
    now - 1.5 * 86400,  // expect: fixed-day-length
  ]
}

// Calendar answers are dates too, and so are names bound to them.
func nextRuns(now: Date, calendar: Calendar, last: Date?) -> [Date] {
  var out: [Date] = []
  out.append(calendar.startOfDay(for: now) + 86400)  // expect: fixed-day-length
  out.append(calendar.date(byAdding: .month, value: 1, to: now)! + 86400)  // expect: fixed-day-length
  out.append((calendar.date(byAdding: .month, value: 1, to: now) ?? now) - 86_400)  // expect: fixed-day-length
  out.append(calendar.dateInterval(of: .month, for: now)!.end - 24 * 60 * 60)  // expect: fixed-day-length
  if let firstOfWeek = calendar.dateInterval(of: .weekOfYear, for: now)?.start {
    out.append(firstOfWeek + 7 * 86400)  // expect: fixed-day-length
  }
  let midnight = calendar.startOfDay(for: now)
  out.append(midnight + 86400)  // expect: fixed-day-length
  let parsed = calendar.date(from: DateComponents(year: 2024, month: 3, day: 9))!
  out.append(parsed - 86400)  // expect: fixed-day-length
  let created = Date(timeIntervalSince1970: 1_710_000_000)
  out.append(created + 86400)  // expect: fixed-day-length
  var run = calendar.startOfDay(for: now)
  run += 86400  // expect: fixed-day-length
  var previous: Date = now
  previous -= 24 * 60 * 60  // expect: fixed-day-length
  if let last { out.append(last + 86400) }  // expect: fixed-day-length
  // T+1 settlement: "ttl" inside a word is not a time-to-live.
  let settlementDate = now + 86400  // expect: fixed-day-length
  out.append(settlementDate)
  return out + [run, previous]
}

extension TimeInterval {
  static func days(_ n: Double) -> TimeInterval { n * 86_400 }
}
