import Foundation

func checks(start: Date, deadline: Date, calendar: Calendar) -> [Bool] {
  let later = start.addingTimeInterval(60)
  return [
    start.addingTimeInterval(0.1) < deadline,
    later > deadline,
    start == deadline,
    calendar.isDate(start.addingTimeInterval(1), equalTo: deadline, toGranularity: .second),
    abs(start.addingTimeInterval(1).timeIntervalSince(deadline)) < 0.001,
  ]
}
