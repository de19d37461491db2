import DateMath
import Foundation
import Testing

/// The RFC 3339 / RFC 9557 parse table of issue 13: each string, valid or
/// invalid, with the section of the RFC that decides it. The rows are in
/// `RFCTableTests+Rows.swift`, written by `Fixtures/generator/rfc_table.py`,
/// which computes every expected value with Python's `datetime` and
/// `zoneinfo` (over the pinned PyPI tz data), never with DateMath, and
/// checks every verdict against its own reading of the grammars.
enum RFCTable {
  enum Reader: Sendable {
    /// `Date(rfc3339:extensions:)`.
    case rfc3339
    /// `ZonedDateTime(rfc9557:offsetConflict:disambiguation:extensions:)`, conflicts rejected.
    case rfc9557
  }

  enum Expected: Sendable {
    /// A valid RFC 3339 row: the `Date` nearest the exact instant (seconds
    /// since 2001, the value a `Date` stores) and the instant in UTC.
    case instant(reference: Double, utc: String)
    /// A valid RFC 9557 row: its canonical text, epoch seconds and
    /// nanosecond.
    case zoned(String, epochSeconds: Int64, nanosecond: Int)
    /// The RFC makes the text invalid; the error kind its section implies.
    case invalid(DateMathError.Kind)
    /// Valid syntax whose offset the zone does not have at that wall-clock
    /// time (RFC 9557 §3.4): offsetConflict, naming both offsets.
    case conflict(written: String, zoneOffsets: [String])
    /// Valid syntax that DateMath refuses by a documented rule (unknown
    /// zone, an unknown critical tag, no zone, out of range, precision).
    case refused(DateMathError.Kind)
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let reader: Reader
    let text: String
    let extensions: RFC3339Extensions
    let expected: Expected
    let section: String

    init(_ reader: Reader, _ text: String, _ extensions: RFC3339Extensions, _ expected: Expected, _ section: String) {
      (self.reader, self.text, self.extensions, self.expected, self.section) =
        (reader, text, extensions, expected, section)
    }

    /// The text with invisible and non-ASCII characters escaped, the
    /// extensions, and the section.
    var testDescription: String {
      let shown = text.unicodeScalars.map { scalar in
        (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
      }.joined()
      let shownText = shown.count > 80 ? shown.prefix(60) + "…(\(text.unicodeScalars.count) scalars)" : shown[...]
      let names = [
        (RFC3339Extensions.expandedYears, ".expandedYears"), (.offsetSeconds, ".offsetSeconds"),
        (.missingOffset, ".missingOffset"),
      ].filter { extensions.contains($0.0) }.map(\.1)
      return "\"\(shownText)\"\(names.isEmpty ? "" : " [\(names.joined(separator: ", "))]") — \(section)"
    }
  }

  /// What a reader did with a row's text.
  enum Outcome {
    case date(Date)
    case zoned(ZonedDateTime)
    case failure(DateMathError)
  }

  static func read(_ row: Row) -> Outcome {
    do throws(DateMathError) {
      switch row.reader {
      case .rfc3339: return .date(try Date(rfc3339: row.text, extensions: row.extensions))
      case .rfc9557:
        return .zoned(try ZonedDateTime(rfc9557: row.text, offsetConflict: .reject, extensions: row.extensions))
      }
    } catch {
      return .failure(error)
    }
  }

  /// Records an issue for each way the reader's outcome differs from the row.
  static func check(_ row: Row, sourceLocation: SourceLocation = #_sourceLocation) {
    let outcome = read(row)
    switch (row.expected, outcome) {
    case (.instant(let reference, let utc), .date(let date)):
      #expect(
        date.timeIntervalSinceReferenceDate == reference,
        "\(utc): read as \(date.timeIntervalSinceReferenceDate) s since 2001, the nearest Date is \(reference)",
        sourceLocation: sourceLocation)
    case (.zoned(let text, let epochSeconds, let nanosecond), .zoned(let value)):
      #expect(value.rfc9557String() == text, sourceLocation: sourceLocation)
      #expect(value.epochSeconds == epochSeconds, sourceLocation: sourceLocation)
      #expect(value.nanosecond == nanosecond, sourceLocation: sourceLocation)
    case (.invalid(let kind), .failure(let error)), (.refused(let kind), .failure(let error)):
      #expect(error.kind == kind, "\(error.message)", sourceLocation: sourceLocation)
    case (.conflict(let written, let zoneOffsets), .failure(let error)):
      #expect(error.kind == .offsetConflict, "\(error.message)", sourceLocation: sourceLocation)
      #expect(error.writtenOffset?.description == written, sourceLocation: sourceLocation)
      #expect(
        Set(error.zoneOffsets.map(\.description)) == Set(zoneOffsets), "\(error.message)",
        sourceLocation: sourceLocation)
    case (_, .failure(let error)):
      Issue.record("expected \(row.expected), got \(error.kind): \(error.message)", sourceLocation: sourceLocation)
    case (_, .date(let date)):
      Issue.record(
        "expected \(row.expected), read \(String(describing: try? date.rfc3339String()))",
        sourceLocation: sourceLocation)
    case (_, .zoned(let value)):
      Issue.record("expected \(row.expected), read \(value)", sourceLocation: sourceLocation)
    }
  }
}

@Suite("RFC 3339 / RFC 9557 parse table (issue 13)")
struct RFCTableTests {
  @Test("Date(rfc3339:extensions:): each row valid or invalid by its RFC section", arguments: RFCTable.rfc3339Rows)
  func rfc3339(_ row: RFCTable.Row) {
    RFCTable.check(row)
  }

  @Test(
    "ZonedDateTime(rfc9557:offsetConflict:disambiguation:extensions:): each row valid or invalid by its RFC section",
    arguments: RFCTable.rfc9557Rows)
  func rfc9557(_ row: RFCTable.Row) {
    RFCTable.check(row)
  }

  @Test("the table has at least 200 rows, valid and invalid, for both readers")
  func size() {
    let rows = RFCTable.rfc3339Rows + RFCTable.rfc9557Rows
    #expect(rows.count >= 200)
    for reader in [RFCTable.Reader.rfc3339, .rfc9557] {
      let mine = rows.filter { $0.reader == reader }
      #expect(mine.contains { if case .invalid = $0.expected { true } else { false } })
      #expect(mine.contains {
        switch $0.expected {
        case .instant, .zoned: true
        default: false
        }
      })
    }
    #expect(RFCTable.rfc3339Rows.allSatisfy { $0.reader == .rfc3339 })
    #expect(RFCTable.rfc9557Rows.allSatisfy { $0.reader == .rfc9557 })
  }

  /// Rows on which DateMath disagrees with the RFC. Each expects what the
  /// RFC says; when DateMath is fixed, the known issue stops occurring and
  /// this test fails, so the row moves into the table.
  @Test("known deviations from the RFCs", arguments: RFCTable.knownDeviations)
  func knownDeviation(_ row: RFCTable.Row) {
    withKnownIssue("DateMath deviates here: \(row.section)") {
      RFCTable.check(row)
    }
  }
}
