import Foundation

func quiet(date: Date, calendar: Calendar) -> [Date?] {
  // hour: 0 in components that name no day: a time of day for display.
  let midnight = DateComponents(hour: 0, minute: 0)
  let label = DateComponentsFormatter().string(from: midnight)
  var alarm = calendar.dateComponents([.year, .month, .day], from: date)
  alarm.hour = 0
  alarm.minute = 30  // 00:30 is a time, not the start of the day
  _ = label
  return [
    calendar.startOfDay(for: date),
    calendar.date(bySettingHour: 0, minute: 30, second: 0, of: date),
    calendar.date(bySettingHour: 9, minute: 0, second: 0, of: date),
    calendar.date(from: alarm),
    calendar.date(from: DateComponents(year: 2024, month: 1, day: 1, hour: 9)),
  ]
}
