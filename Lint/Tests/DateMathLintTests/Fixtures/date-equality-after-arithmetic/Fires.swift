import Foundation

func checks(start: Date, deadline: Date, elapsed: TimeInterval) -> [Bool] {
  [
    start.addingTimeInterval(0.1) == deadline,  // expect: date-equality-after-arithmetic
    deadline == start.addingTimeInterval(elapsed),  // expect: date-equality-after-arithmetic
    Date(timeInterval: elapsed, since: start) != deadline,  // expect: date-equality-after-arithmetic
    Date(timeIntervalSinceNow: -0.25 * elapsed) == deadline,  // expect: date-equality-after-arithmetic
  ]
}
