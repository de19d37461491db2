import Foundation

func display(_ date: Date) -> String {
  // Computed for display on this device, in a local: the device's zone is right.
  let start = Calendar.current.startOfDay(for: date)
  return start.description
}

final class Model {
  var renewsAt: Date?
  let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    return calendar
  }()

  func renew(from date: Date) {
    renewsAt = calendar.date(byAdding: .month, value: 1, to: date)
    let weekday = Calendar.current.component(.weekday, from: date)
    _ = weekday
  }
}
