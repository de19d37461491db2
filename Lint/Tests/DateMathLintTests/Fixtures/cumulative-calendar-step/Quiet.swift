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
  dates += try zone.steps(from: start, every: .months(1), count: 12)
  for k in 0..<12 {
    dates.append(try zone.date(atStep: k, from: start, every: .months(1)))
  }
  return dates
}
