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
