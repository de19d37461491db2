import DateMath
import Foundation

/// How an instant is written in a TEXT column: RFC 3339 in UTC with
/// exactly three fractional digits, `2024-03-10T05:00:00.000Z`.
///
/// Every such text has the same length and the same `Z`, so SQLite's text
/// order is time order and a range query needs no conversion. (With a
/// varying number of digits it would not be: `…:00.5Z` sorts before
/// `…:00Z`.) Years are limited to 0000–9999 for the same reason.
enum StoredInstant {
  /// The column text for `date`, truncated to the millisecond.
  static func text(_ date: Date) throws -> String {
    let text = try date.rfc3339String(fractionalDigits: .milliseconds)
    guard text.utf8.count == 24 else {
      throw EventStoreError("\(text) is outside years 0000-9999, which the store's text order needs")
    }
    return text
  }

  /// The instant a column's text names.
  static func date(_ text: String, column: String, id: Event.ID) throws -> Date {
    do {
      return try Date(rfc3339: text)
    } catch {
      throw EventStoreError("event \(id): \(column) \"\(text)\" is not RFC 3339: \(error.message)")
    }
  }
}
