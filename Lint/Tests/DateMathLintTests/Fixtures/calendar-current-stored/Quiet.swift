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

// Types that show something on the device, where the machine's zone is the
// user's and the value lives as long as the screen.
final class ScheduleRowCell {
  private lazy var startOfDay = Calendar.current.startOfDay(for: Date())

  func label(offset: TimeInterval) -> Date { startOfDay.addingTimeInterval(offset) }
}

final class AgendaViewModel {
  private let systemCalendar = Calendar.current
  var selectedDay: Date

  init(now: Date) {
    let today = systemCalendar.startOfDay(for: now)
    self.selectedDay = today
  }
}

// A formatter set to the device's zone is not a calendar.
final class DueDateParser {
  var due: Date?

  func read(_ text: String) {
    let dayFormatter = DateFormatter()
    dayFormatter.locale = Locale(identifier: "en_US_POSIX")
    dayFormatter.dateFormat = "yyyy-MM-dd"
    dayFormatter.timeZone = .current
    self.due = dayFormatter.date(from: text)
  }
}
