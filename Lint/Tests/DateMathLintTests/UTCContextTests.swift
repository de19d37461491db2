import DateMathLintKit
import Foundation
import Testing

/// What makes a type work in UTC for fixed-day-length and day-count-division.
@Suite("UTC types")
struct UTCContextTests {
  static func ids(_ source: String) -> [String] { Support.lint(source).map(\.ruleID) }

  @Test("a formatter or coder pinned to UTC does not make its type UTC")
  func formatterInUTC() {
    let source = """
      import Foundation

      struct ReminderAPI {
        static let iso: DateFormatter = {
          let f = DateFormatter()
          f.timeZone = TimeZone(identifier: "UTC")
          return f
        }()
        let encoder: JSONEncoder = { let e = JSONEncoder(); e.dateEncodingStrategy = .iso8601; return e }()

        func tomorrow(_ date: Date) -> Date { date.addingTimeInterval(86400) }
        func days(_ a: Date, _ b: Date) -> Int { Int(b.timeIntervalSince(a) / 86400) }
      }
      """
    #expect(Self.ids(source) == ["fixed-day-length", "day-count-division"])
  }

  @Test("a calendar or zone pinned to UTC in a property, a static or an initializer does")
  func calendarInUTC() {
    for member in [
      "static let zone = TimeZone(secondsFromGMT: 0)!",
      "let zone: TimeZone = .gmt",
      "let calendar: Calendar = { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: \"UTC\")!; return c }()",
      "var calendar = Calendar(identifier: .gregorian)\n  init() { calendar.timeZone = TimeZone(identifier: \"Etc/UTC\")! }",
    ] {
      let source = """
        import Foundation

        struct Buckets {
          \(member)

          func tomorrow(_ date: Date) -> Date { date.addingTimeInterval(86400) }
          func days(_ a: Date, _ b: Date) -> Int { Int(b.timeIntervalSince(a) / 86400) }
        }
        """
      #expect(Self.ids(source).isEmpty, "\(member)")
    }
  }
}
