import DateMath
import Foundation

func anchored(start: Date, calendar: Calendar, zone: Zone) throws -> [Date] {
  var dates: [Date] = []
  // Counted from the anchor: no drift.
  for i in 1...12 {
    let date = calendar.date(byAdding: .month, value: i, to: start)!
    dates.append(date)
  }
  // Hours are exact: stepping them from the previous result is fine.
  var hour = start
  for _ in 0..<24 {
    hour = calendar.date(byAdding: .hour, value: 1, to: hour)!
    dates.append(hour)
  }
  // A step outside any loop.
  var once = start
  once = calendar.date(byAdding: .month, value: 1, to: once)!
  dates.append(once)
  // DateMath 0.2's anchored steps.
  dates += try zone.steps(from: start, every: .months(1), count: 12)
  for k in 0..<12 {
    dates.append(try zone.date(atStep: k, from: start, every: .months(1)))
  }
  return dates
}

// DateMath 0.3: the series counts every step from its anchor.
func anchoredSeries(start: ZonedDateTime) throws -> [ZonedDateTime] {
  var steps: [ZonedDateTime] = []
  let monthly = try start.series(every: .months(1))
  for k in 0..<12 {
    steps.append(try monthly.element(atStep: k))
  }
  steps += Array(try start.series(every: .days(1)).prefix(30))
  for i in 1...12 {
    steps.append(try start.adding(.months(i)))
  }
  // Hours and exact durations do not drift.
  var hourly = start
  for _ in 0..<24 {
    hourly = try hourly.adding(.hours(1))
    steps.append(hourly)
  }
  var exact = start
  for _ in 0..<7 {
    exact = try exact.adding(exactly: .seconds(86_400))
  }
  // Each step from another value, not from its own result.
  var next = start
  for _ in 0..<3 {
    next = try start.adding(.months(1))
  }
  return steps + [exact, next]
}

// Days on a CivilDate: no zone, no DST, nothing to drift by.
func everyDay(from first: CivilDate) throws -> [CivilDate] {
  var days: [CivilDate] = []
  var start = first
  while days.count < 30 {
    start = try start.adding(.days(1))
    days.append(start)
  }
  let weeks = sequence(first: first) { try? $0.adding(.weeks(1)) }
  return days + weeks.prefix(4)
}

// Fallbacks and unwraps on steps counted from the anchor, and on hours.
func anchoredWalks(from start: Date, to end: Date, calendar: Calendar) -> [Date] {
  var days: [Date] = []
  var current = start
  var offset = 0
  while current <= end {
    days.append(current)
    offset += 1
    current = calendar.date(byAdding: .day, value: offset, to: start) ?? end
  }
  var hour = start
  while hour < end {
    hour = calendar.date(byAdding: .hour, value: 1, to: hour) ?? end
  }
  var index = 0
  while let next = calendar.date(byAdding: .day, value: index, to: start), next <= end {
    days.append(next)
    index += 1
  }
  var last = start
  for k in 1...3 {
    last = calendar.date(byAdding: .month, value: k, to: start)!
  }
  return days + [last]
}
