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

struct Entry { var day: Date?; var label: String? }

// A local used for display, or stored only after formatting.
func describe(_ entry: inout Entry, date: Date, formatter: DateFormatter) {
  let start = Calendar.current.startOfDay(for: date)
  entry.label = formatter.string(from: start)
}

// A calendar bound to Calendar.current but given the user's zone.
func userDay(_ entry: inout Entry, date: Date, zone: TimeZone) {
  var cal = Calendar.current
  cal.timeZone = zone
  let start = cal.startOfDay(for: date)
  entry.day = start
}
