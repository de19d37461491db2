import Foundation

enum Shared {
  static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    return formatter
  }()
  static let iso = ISO8601DateFormatter()
}

final class Screen {
  lazy var formatter = DateFormatter()
  let stored = DateFormatter()

  init() {
    let once = DateFormatter()
    once.dateStyle = .long
  }

  func title(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateStyle = .full
    return formatter.string(from: date)
  }

  func labels(_ dates: [Date]) -> [String] {
    let formatter = DateFormatter()  // made once, before the loop
    var out: [String] = []
    for date in dates { out.append(formatter.string(from: date)) }
    return out
  }
}

// A factory: one formatter per zone, made once and kept (as in DateMath's
// own benchmark).
func formatters(for zones: [TimeZone]) -> [DateFormatter] {
  zones.map { zone in
    let formatter = DateFormatter()
    formatter.timeZone = zone
    return formatter
  }
}
