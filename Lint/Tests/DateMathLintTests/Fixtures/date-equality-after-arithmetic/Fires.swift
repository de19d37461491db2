import Foundation

func checks(start: Date, deadline: Date, calendar: Calendar) -> [Bool] {
  [
    start.addingTimeInterval(0.1) == deadline,  // expect: date-equality-after-arithmetic
    deadline == start.addingTimeInterval(3600),  // expect: date-equality-after-arithmetic
    calendar.date(byAdding: .day, value: 1, to: start) == deadline,  // expect: date-equality-after-arithmetic
    Date(timeInterval: 60, since: start) != deadline,  // expect: date-equality-after-arithmetic
  ]
}
