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
}
