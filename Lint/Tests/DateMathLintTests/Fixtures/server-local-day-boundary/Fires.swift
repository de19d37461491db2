import Foundation
import Vapor

struct Order { var placedAt: Date; var total: Double }

struct DailyReportController {
  let calendar = Calendar.current

  func todaysOrders(_ orders: [Order], now: Date) -> [Order] {
    orders.filter { Calendar.current.isDateInToday($0.placedAt) }  // expect: server-local-day-boundary
  }

  func bucket(_ orders: [Order]) -> [Date: Double] {
    var totals: [Date: Double] = [:]
    for order in orders {
      let day = calendar.startOfDay(for: order.placedAt)  // expect: server-local-day-boundary
      totals[day, default: 0] += order.total
    }
    return totals
  }

  func window(for now: Date) -> DateInterval? {
    Calendar.current.dateInterval(of: .day, for: now)  // expect: server-local-day-boundary
  }

  func sameDay(_ a: Date, _ b: Date) -> Bool {
    let cal = Calendar.autoupdatingCurrent
    return cal.isDate(a, inSameDayAs: b)  // expect: server-local-day-boundary
  }

  func dayOfMonth(_ date: Date) -> Int? {
    Calendar.current.dateComponents([.year, .month, .day], from: date).day  // expect: server-local-day-boundary
  }

  func weekday(_ date: Date) -> Int {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone.current
    return gregorian.component(.weekday, from: date)  // expect: server-local-day-boundary
  }

  func localParts(_ date: Date, calendar: Calendar) -> DateComponents {
    calendar.dateComponents(in: .current, from: date)  // expect: server-local-day-boundary
  }

  func opening(_ date: Date) -> Date? {
    Calendar.current.date(bySettingHour: 9, minute: 0, second: 0, of: date)  // expect: server-local-day-boundary
  }
}
