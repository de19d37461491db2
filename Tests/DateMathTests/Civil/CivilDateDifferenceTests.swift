import DateMath
import Foundation
import Testing

/// Date-to-date differences by Temporal's rules
/// (`Temporal.PlainDate.prototype.until`). Each expected value is worked
/// out by hand from the spec's CalendarDateUntil: whole years, then whole
/// months while this date's day, unclamped, is not passed, then days from
/// the clamped date.
@Suite("CivilDate differences", .tags(.civil, .leap))
struct CivilDateDifferenceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let from: String
    let to: String
    let unit: DateTimeUnit
    let expected: String
    var testDescription: String { "\(from) → \(to) in \(unit): \(expected)" }
  }

  static let cases: [Case] = [
    // A clamped month end is not a whole month (Temporal, jiff, java.time).
    Case(from: "2017-01-31", to: "2017-02-28", unit: .months, expected: "P28D"),
    Case(from: "2017-01-31", to: "2017-03-01", unit: .months, expected: "P1M1D"),
    Case(from: "2017-01-31", to: "2017-03-30", unit: .months, expected: "P1M30D"),
    Case(from: "2017-01-31", to: "2017-03-31", unit: .months, expected: "P2M"),
    Case(from: "2024-01-31", to: "2024-02-29", unit: .months, expected: "P29D"),
    // Leap days: a year from 29 February is not reached on 28 February.
    Case(from: "2020-02-29", to: "2021-02-28", unit: .years, expected: "P11M30D"),
    Case(from: "2020-02-29", to: "2021-03-01", unit: .years, expected: "P1Y1D"),
    Case(from: "2020-02-29", to: "2024-02-29", unit: .years, expected: "P4Y"),
    Case(from: "2020-02-28", to: "2021-02-28", unit: .years, expected: "P1Y"),
    // The age question: six years, whatever happened to midnights between.
    Case(from: "2018-11-04", to: "2024-11-04", unit: .years, expected: "P6Y"),
    Case(from: "2018-11-04", to: "2024-11-03", unit: .years, expected: "P5Y11M30D"),
    Case(from: "2018-11-04", to: "2024-11-04", unit: .months, expected: "P72M"),
    Case(from: "2018-11-04", to: "2024-11-04", unit: .weeks, expected: "P313W1D"),
    Case(from: "2018-11-04", to: "2024-11-04", unit: .days, expected: "P2192D"),
    // Backwards: counted from the start date, day clamped the same way.
    Case(from: "2017-03-31", to: "2017-02-28", unit: .months, expected: "-P1M"),
    Case(from: "2017-03-31", to: "2017-02-27", unit: .months, expected: "-P1M1D"),
    Case(from: "2017-03-01", to: "2017-01-31", unit: .months, expected: "-P1M1D"),
    Case(from: "2024-11-04", to: "2018-11-04", unit: .years, expected: "-P6Y"),
    Case(from: "2017-02-28", to: "2017-01-31", unit: .days, expected: "-P28D"),
    // Across year ends and the same day.
    Case(from: "2023-12-31", to: "2024-01-01", unit: .years, expected: "P1D"),
    Case(from: "2023-12-15", to: "2025-01-14", unit: .years, expected: "P1Y30D"),
    Case(from: "2024-05-05", to: "2024-05-05", unit: .years, expected: "PT0S"),
    Case(from: "-000001-03-01", to: "0000-03-01", unit: .years, expected: "P1Y"),
  ]

  @Test("until, by Temporal's rules", arguments: cases)
  func until(_ c: Case) throws {
    let start = try CivilDate(parsing: c.from)
    let end = try CivilDate(parsing: c.to)
    let period = start.until(end, largestUnit: c.unit)
    #expect(period.description == c.expected)
    // Forward results land on the end when added back.
    if end >= start { #expect(try start.adding(period) == end) }
    // Never mixed signs.
    let fields = [period.years, period.months, period.weeks, period.days]
    #expect(fields.allSatisfy { $0 >= 0 } || fields.allSatisfy { $0 <= 0 })
  }

  @Test("since is until negated, as in Temporal")
  func since() throws {
    let a = try CivilDate(parsing: "2017-03-31")
    let b = try CivilDate(parsing: "2017-02-28")
    #expect(a.since(b, largestUnit: .months).description == "P1M")
    #expect(b.until(a, largestUnit: .months).description == "P1M3D")
  }

  @Test("today in a zone is the zone's date, not UTC's")
  func today() throws {
    let now = instant("2024-01-05T03:00:00Z")
    #expect(try CivilDate.today(in: Zone(identifier: "Europe/Berlin"), now: now).description == "2024-01-05")
    #expect(try CivilDate.today(in: Zone(identifier: "America/New_York"), now: now).description == "2024-01-04")
  }

  @Test("ranges of dates iterate day by day, leap day included")
  func ranges() throws {
    let days = Array(try CivilDate(parsing: "2024-02-27")...CivilDate(parsing: "2024-03-01"))
    #expect(days.map(\.description) == ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"])
    let mondays = stride(from: try CivilDate(parsing: "2024-01-01"), to: try CivilDate(parsing: "2024-02-01"), by: 7)
    #expect(mondays.map(\.weekday).allSatisfy { $0 == .monday })
    #expect(Array(mondays).count == 5)
    let last = try CivilDate(parsing: "9999-12-31")
    #expect(last.advanced(by: 1) == last)
    #expect(last.advanced(by: .min).description == "-009999-01-01")
  }
}
