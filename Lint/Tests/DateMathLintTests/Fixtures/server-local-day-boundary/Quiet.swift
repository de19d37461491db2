import Foundation
import Hummingbird

struct Booking { var start: Date; var day: Date? }

struct BookingService {
  let userZone: TimeZone

  // The user's zone, set explicitly: the day is the user's.
  func userDay(_ booking: Booking) -> Date {
    var calendar = Calendar.current
    calendar.timeZone = userZone
    return calendar.startOfDay(for: booking.start)
  }

  func sameDay(_ a: Date, _ b: Date) -> Bool {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    return utc.isDate(a, inSameDayAs: b)
  }

  // Hours and minutes do not depend on where the day begins.
  func minutes(_ date: Date) -> Int {
    Calendar.current.component(.minute, from: date)
  }

  func later(_ date: Date) -> Date? {
    Calendar.current.date(byAdding: .hour, value: 2, to: date)
  }

  // Stored in a property: calendar-current-stored reports it.
  func mark(_ booking: inout Booking) {
    booking.day = Calendar.current.startOfDay(for: booking.start)
  }

  // A zone passed in.
  func parts(_ date: Date, in zone: TimeZone) -> DateComponents {
    Calendar.current.dateComponents(in: zone, from: date)
  }
}
