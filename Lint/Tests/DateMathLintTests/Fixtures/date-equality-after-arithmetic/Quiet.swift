import Foundation

func checks(start: Date, deadline: Date, calendar: Calendar) -> [Bool] {
  let later = start.addingTimeInterval(60)
  return [
    start.addingTimeInterval(0.1) < deadline,
    later > deadline,
    start == deadline,
    // Whole seconds and binary fractions add exactly.
    start.addingTimeInterval(3600) == deadline,
    start.addingTimeInterval(1.5) == deadline,
    Date(timeInterval: -60, since: start) == deadline,
    // Calendar arithmetic keeps the fraction.
    calendar.date(byAdding: .day, value: 1, to: start) == deadline,
    calendar.isDate(start.addingTimeInterval(0.1), equalTo: deadline, toGranularity: .second),
    abs(start.addingTimeInterval(0.1).timeIntervalSince(deadline)) < 0.001,
  ]
}
