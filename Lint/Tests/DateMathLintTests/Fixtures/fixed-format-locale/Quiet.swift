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

func with<T>(_ value: T, _ configure: (T) -> Void) -> T {
  configure(value)
  return value
}

// A locale set in the set-up closure, or on the name it is bound to.
enum Stamps {
  static let iso = with(DateFormatter()) {
    $0.locale = Locale(identifier: "en_US_POSIX")
    $0.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
  }
  static let day = with(DateFormatter()) { formatter in
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
  }
  static func later() -> DateFormatter {
    let stamp = with(DateFormatter()) { $0.dateFormat = "yyyy-MM-dd HH:mm" }
    stamp.locale = Locale(identifier: "en_US_POSIX")
    return stamp
  }
  // A display template in a closure follows the user on purpose.
  static let display = with(DateFormatter()) { $0.dateFormat = "EEEE d MMMM" }
}

// self.init() of another type is not a formatter.
struct LogLine {
  var stamp = ""
  static var sample: LogLine {
    var line = self.init()
    line.stamp = "2024-03-10"
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ssZZZZZ"
    return line
  }
}

// The user's locale chosen on purpose for a time of day in a debug log.
enum DebugLog {
  static let clock = with(DateFormatter()) {
    $0.dateFormat = "HH:mm:ss.SSS"
    $0.locale = Locale.current
  }
}
