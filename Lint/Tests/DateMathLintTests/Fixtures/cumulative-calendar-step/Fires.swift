import DateMath
import Foundation

func billingDates(start: Date, calendar: Calendar, zone: Zone) throws -> [Date] {
  var dates: [Date] = []
  var date = start
  for _ in 0..<12 {
    date = calendar.date(byAdding: .month, value: 1, to: date)!  // expect: cumulative-calendar-step
    dates.append(date)
  }
  var day = start
  while dates.count < 30 {
    guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }  // expect: cumulative-calendar-step
    day = next
    dates.append(day)
  }
  var renewal = start
  repeat {
    // DateMath 0.2's Date-taking forms: old code still has them.
    renewal = try zone.adding(months: 1, to: renewal)  // expect: cumulative-calendar-step
    dates.append(renewal)
  } while dates.count < 50
  var quarter = start
  for _ in 0..<4 {
    quarter = calendar.date(byAdding: DateComponents(month: 3), to: quarter)!  // expect: cumulative-calendar-step
  }
  let monthly = sequence(first: start) { calendar.date(byAdding: .month, value: 1, to: $0) }  // expect: cumulative-calendar-step
  dates += monthly.prefix(3)
  var old = start
  for _ in 0..<3 {
    old = try zone.adding(.months(1), to: old, overflow: .constrain)  // expect: cumulative-calendar-step
  }
  return dates
}

// DateMath 0.3: a ZonedDateTime moved by a Period.
func renewals(start: ZonedDateTime, zone: Zone, date: Date) throws -> [ZonedDateTime] {
  var steps: [ZonedDateTime] = []
  var current = start
  for _ in 0..<12 {
    current = try current.adding(.months(1))  // expect: cumulative-calendar-step
    steps.append(current)
  }
  var night = try ZonedDateTime(date, in: zone)
  while steps.count < 30 {
    night = try night.adding(.days(1), disambiguation: .later)  // expect: cumulative-calendar-step
    steps.append(night)
  }
  var weekly: ZonedDateTime = start
  repeat {
    guard let next = try? weekly.adding(.weeks(1)) else { break }  // expect: cumulative-calendar-step
    weekly = next
    steps.append(weekly)
  } while steps.count < 40
  var endOfMonth = try ZonedDateTime(date, in: zone).startOfDay()
  for _ in 0..<3 {
    endOfMonth = try endOfMonth.adding(.months(1), monthEnd: .lastDay)  // expect: cumulative-calendar-step
  }
  var back = start
  for _ in 0..<3 {
    back = try back.subtracting(Period(years: 1, days: 1))  // expect: cumulative-calendar-step
  }
  steps += sequence(first: start) { try? $0.adding(.months(1)) }.prefix(3)  // expect: cumulative-calendar-step
  steps += sequence(first: try ZonedDateTime(date, in: zone)) { day in try? day.adding(.days(1)) }.prefix(3)  // expect: cumulative-calendar-step
  return steps + [back, endOfMonth]
}

// A month step clamps on any date type: 01-31, 02-29, 03-29.
func dueDays() throws -> [CivilDate] {
  var due = try CivilDate(parsing: "2024-01-31")
  var days: [CivilDate] = []
  for _ in 0..<12 {
    due = try due.adding(.months(1))  // expect: cumulative-calendar-step
    days.append(due)
  }
  return days
}

// Day-by-day walks written with a fallback, or bound in a while-let condition.
func agenda(from start: Date, to end: Date, calendar: Calendar) -> [Date] {
  var days: [Date] = []
  var current = calendar.startOfDay(for: start)
  while current <= end {
    days.append(current)
    current = calendar.date(byAdding: .day, value: 1, to: current) ?? current  // expect: cumulative-calendar-step
  }
  var cursor = start
  for _ in 0..<7 {
    cursor = calendar.date(byAdding: .day, value: 1, to: cursor) ?? cursor.addingTimeInterval(86400)  // expect: cumulative-calendar-step
  }
  var month = start
  repeat {
    days.append(month)
    month = calendar.date(byAdding: .month, value: 1, to: month) ?? end  // expect: cumulative-calendar-step
  } while month < end
  var day = start
  while let next = calendar.date(byAdding: .day, value: 1, to: day), next <= end {  // expect: cumulative-calendar-step
    days.append(next)
    day = next
  }
  return days + [cursor]
}
