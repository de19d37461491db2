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
