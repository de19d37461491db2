import Foundation

final class Subscription {
  var renewsAt: Date?
  let createdDay = Calendar.current.startOfDay(for: Date())  // expect: calendar-current-stored

  func renew(from date: Date) {
    self.renewsAt = Calendar.current.date(byAdding: .month, value: 1, to: date)  // expect: calendar-current-stored
  }
}

struct Record { var due: Date? }

func schedule(_ record: inout Record, created: Date) {
  record.due = Calendar.current.date(byAdding: .day, value: 30, to: created)  // expect: calendar-current-stored
}

// Through a local first: the stored value is still the machine's.
final class DayCache {
  var cachedStart: Date?
  var cachedEnd: Date?

  func refresh(now: Date) {
    let cal = Calendar.current
    let start = cal.startOfDay(for: now)  // expect: calendar-current-stored
    self.cachedStart = start
    guard let end = Calendar.current.date(byAdding: .day, value: 1, to: start) else { return }  // expect: calendar-current-stored
    self.cachedEnd = end
  }
}

func stamp(_ record: inout Record, at date: Date) {
  let due = Calendar.current.startOfDay(for: date)  // expect: calendar-current-stored
  record.due = due
}
