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

// The initializer keeps its formatter in a static: made once.
struct Reading {
  static let parser = ISO8601DateFormatter()
  static var cachedFormatter: DateFormatter?
  let at: Date

  init?(raw: String) {
    guard let at = Self.parser.date(from: raw) else { return nil }
    self.at = at
  }

  init(at: Date) {
    if Self.cachedFormatter == nil { Self.cachedFormatter = DateFormatter() }
    self.at = at
  }

  func stamp(with formatter: DateFormatter) -> String { formatter.string(from: at) }
}

func readings(_ raws: [String], dates: [Date], formatter: DateFormatter) -> [Reading] {
  var out = raws.compactMap { Reading(raw: $0) }
  for date in dates { out.append(Reading(at: date)) }
  // A method of another object with the same name as a helper here.
  _ = dates.map { formatter.string(from: $0) }
  // Passed by name: kept in a static, or a method of another value.
  out += raws.compactMap(Reading.init(raw:))
  _ = dates.map(formatter.string(from:))
  // A helper called once, outside any loop.
  _ = render(dates)
  // A factory called per zone: kept, not used per value.
  _ = [TimeZone.current].map { makeFormatter(zone: $0) }
  return out
}

func render(_ dates: [Date]) -> String {
  let formatter = DateFormatter()
  formatter.dateStyle = .medium
  return dates.map { formatter.string(from: $0) }.joined(separator: ", ")
}

func string(from date: Date) -> String {
  let formatter = DateFormatter()
  return formatter.string(from: date)
}

func makeFormatter(zone: TimeZone) -> DateFormatter {
  let formatter = DateFormatter()
  formatter.timeZone = zone
  return formatter
}

// A local function is part of the function around it: one call of
// `fields` makes a formatter per weekday field of one pattern.
func fields(_ pattern: [String], date: Date) -> String {
  func written(_ field: String) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = field
    return formatter.string(from: date)
  }
  var out = ""
  for field in pattern { out += field.hasPrefix("E") ? written(field) : field }
  return out
}

// Optional.map runs at most once.
func carbEntryStamp(_ taken: Date?) -> String {
  taken.map { ISO8601DateFormatter().string(from: $0) } ?? ISO8601DateFormatter().string(from: Date())
}
