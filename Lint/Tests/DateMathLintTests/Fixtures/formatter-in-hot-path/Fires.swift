import Foundation

struct UITableView {}
struct IndexPath {}
protocol View {}
struct Text: View { init(_ text: String) {} }

final class Rows {
  let dates: [Date] = []

  func labels() -> [String] {
    var out: [String] = []
    for date in dates {
      let formatter = DateFormatter()  // expect: formatter-in-hot-path
      formatter.dateStyle = .short
      out.append(formatter.string(from: date))
    }
    out += dates.map { ISO8601DateFormatter().string(from: $0) }  // expect: formatter-in-hot-path
    return out
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> String {
    let formatter = DateFormatter()  // expect: formatter-in-hot-path
    formatter.dateStyle = .medium
    return formatter.string(from: Date())
  }
}

struct DateRow: View {
  let date: Date
  var body: some View {
    let formatter = RelativeDateTimeFormatter()  // expect: formatter-in-hot-path
    return Text(formatter.localizedString(for: date, relativeTo: Date()))
  }
}

// One call away: the initializer or helper called per element makes the
// formatter.
struct Event {
  let start: Date

  init?(raw: String) {
    let parser = ISO8601DateFormatter()
    parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    guard let start = parser.date(from: raw) else { return nil }
    self.start = start
  }
}

struct Feed {
  func events(_ raws: [String]) -> [Event] {
    var events: [Event] = []
    for raw in raws {
      if let event = Event(raw: raw) { events.append(event) }  // expect: formatter-in-hot-path
    }
    return events + raws.compactMap { Event(raw: $0) }  // expect: formatter-in-hot-path
  }

  func stamps(_ dates: [Date]) -> [String] {
    dates.map { stamp($0) }  // expect: formatter-in-hot-path
  }

  func byReference(_ raws: [String], _ dates: [Date]) -> ([Event], [String]) {
    let events = raws.compactMap(Event.init(raw:))  // expect: formatter-in-hot-path
    let stamps = dates.map(stamp)  // expect: formatter-in-hot-path
    return (events, stamps)
  }

  func labels(_ dates: [Date], zone: TimeZone) -> [String] {
    var out: [String] = []
    for date in dates { out.append(Self.label(date, in: zone)) }  // expect: formatter-in-hot-path
    return out
  }

  func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: date)
  }

  static func label(_ date: Date, in zone: TimeZone, style: DateFormatter.Style = .short) -> String {
    let formatter = DateFormatter()
    formatter.timeZone = zone
    formatter.dateStyle = style
    return formatter.string(from: date)
  }
}
