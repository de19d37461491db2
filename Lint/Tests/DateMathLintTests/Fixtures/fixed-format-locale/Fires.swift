import Foundation

final class Parser {
  let formatter = DateFormatter()

  init() {
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"  // expect: fixed-format-locale
  }

  func stamp(_ date: Date) -> String {
    let local = DateFormatter()
    local.dateFormat = "yyyy-MM-dd"  // expect: fixed-format-locale
    return local.string(from: date)
  }

  func userLocale(_ date: Date) -> String {
    let current = DateFormatter()
    current.locale = Locale.current
    current.dateFormat = "yyyyMMddHHmmss"  // expect: fixed-format-locale
    return current.string(from: date)
  }

  // A calendar pinned to ISO 8601 or Gregorian still leaves the locale's
  // 12/24-hour setting and digits; a pattern with an offset could be an
  // ISO8601DateFormatter.
  func pinned(_ date: Date) -> [String] {
    let iso = DateFormatter()
    iso.calendar = Calendar(identifier: .iso8601)
    iso.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"  // expect: fixed-format-locale
    let day = DateFormatter()
    day.calendar = Calendar(identifier: .gregorian)
    day.dateFormat = "yyyy-MM-dd"  // expect: fixed-format-locale
    return [iso.string(from: date), day.string(from: date)]
  }
}

// Set up in a closure passed the new formatter.
func with<T>(_ value: T, _ configure: (T) -> Void) -> T {
  configure(value)
  return value
}

enum Stamps {
  static let iso = with(DateFormatter()) { $0.dateFormat = "yyyy-MM-dd'T'HH:mm:ss" }  // expect: fixed-format-locale
  static let day = with(DateFormatter()) { f in
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd"  // expect: fixed-format-locale
  }
  static let compact = with(DateFormatter()) {
    $0.locale = .current
    $0.dateFormat = "yyyyMMdd"  // expect: fixed-format-locale
  }
}

// Made with self.init() in an extension of DateFormatter.
extension DateFormatter {
  static var logStamp: DateFormatter {
    let formatter = self.init()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ssZZZZZ"  // expect: fixed-format-locale
    return formatter
  }
}
