import Foundation

func counts(start: Date, end: Date, secondsPerDay: Double) -> [Int] {
  let elapsed = end.timeIntervalSince(start)
  return [
    Int(end.timeIntervalSince(start) / 86400),  // expect: day-count-division
    Int(end.timeIntervalSince(start) / (24 * 60 * 60)),  // expect: day-count-division
    Int(end.timeIntervalSince(start) / 3600 / 24),  // expect: day-count-division
    Int(start.timeIntervalSinceNow / 86_400),  // expect: day-count-division
    Int(elapsed / 86400),  // expect: day-count-division
    Int(end.timeIntervalSince(start)) / 86400,  // expect: day-count-division
    Int((end.timeIntervalSince1970 - start.timeIntervalSince1970) / 86400),  // expect: day-count-division
    Int(end.timeIntervalSince(start) / secondsPerDay),  // expect: day-count-division
  ]
}
