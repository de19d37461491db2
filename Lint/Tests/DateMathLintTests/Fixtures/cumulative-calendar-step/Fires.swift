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
    renewal = try zone.adding(months: 1, to: renewal)  // expect: cumulative-calendar-step
    dates.append(renewal)
  } while dates.count < 50
  var quarter = start
  for _ in 0..<4 {
    quarter = calendar.date(byAdding: DateComponents(month: 3), to: quarter)!  // expect: cumulative-calendar-step
  }
  let monthly = sequence(first: start) { calendar.date(byAdding: .month, value: 1, to: $0) }  // expect: cumulative-calendar-step
  dates += monthly.prefix(3)
  return dates
}
