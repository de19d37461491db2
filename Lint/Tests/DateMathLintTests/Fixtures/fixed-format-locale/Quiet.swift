import Foundation

enum Formats {
  static let api: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
    return formatter
  }()

  // A display format with month and weekday names follows the user on purpose.
  static func display(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "EEEE d MMMM yyyy"
    return formatter.string(from: date)
  }
}

// A formatter made elsewhere: its locale is not visible here.
func reuse(_ shared: DateFormatter) {
  shared.dateFormat = "yyyy-MM-dd"
}
