import Foundation

func starts(date: Date, calendar: Calendar) -> [Date?] {
  var components = calendar.dateComponents([.year, .month, .day], from: date)
  components.hour = 0  // expect: start-of-day-hour-zero
  components.minute = 0
  let fromComponents = calendar.date(from: components)
  return [
    calendar.date(bySettingHour: 0, minute: 0, second: 0, of: date),  // expect: start-of-day-hour-zero
    calendar.date(bySettingHour: 0, minute: 0, second: 0, of: date, matchingPolicy: .strict),  // expect: start-of-day-hour-zero
    calendar.date(bySetting: .hour, value: 0, of: date),  // expect: start-of-day-hour-zero
    calendar.date(from: DateComponents(year: 2018, month: 11, day: 4, hour: 0)),  // expect: start-of-day-hour-zero
    fromComponents,
  ]
}

// Components built by hand: the start of the day of the date they make.
func dayStart(calendar: Calendar) -> Date? {
  var parts = DateComponents()
  parts.year = 2018
  parts.month = 11
  parts.day = 4
  parts.hour = 0  // expect: start-of-day-hour-zero
  return calendar.date(from: parts)
}
