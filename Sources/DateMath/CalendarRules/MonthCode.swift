import Foundation

/// A month's identity within its year, as Temporal names it: `M01` through
/// `M13`, with an `L` for a leap month (`M05L`, Adar I of a Hebrew leap
/// year; `M04L`, a Chinese leap fourth month).
///
/// A month code stays the same from year to year where the month ordinal
/// does not: Nisan is `M07` in every Hebrew year, the 7th month of a common
/// year and the 8th of a leap year. Adding years keeps the code; a code the
/// new year lacks (`M05L` in a common Hebrew year) is clamped to the
/// month that stands for it (`M06`, Adar) or rejected, by the caller's
/// ``MonthEndPolicy``.
///
/// ```swift
/// let adarI = try MonthCode("M05L")
/// adarI.number  // 5
/// adarI.isLeap  // true
/// ```
public struct MonthCode: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The month's number, 1 through 13.
  public let number: Int
  /// Whether the code names a leap month (`L`).
  public let isLeap: Bool

  /// The code of month `number` (1 through 13), a leap month with
  /// `isLeap`; throws ``DateMathError/Kind/invalidDate`` otherwise.
  ///
  /// ```swift
  /// try MonthCode(number: 2, isLeap: true)  // M02L — the Chinese leap month after month 2, as in 2023
  /// try MonthCode(number: 14)               // throws invalidDate: month codes run from M01 to M13
  /// ```
  public init(number: Int, isLeap: Bool = false) throws(DateMathError) {
    guard (1...13).contains(number) else {
      throw DateMathError(.invalidDate, "month code number \(number) does not exist: month codes run from M01 to M13")
    }
    self.init(unchecked: number, isLeap)
  }

  /// The code written as `M01`…`M13`, with `L` for a leap month (`M05L`).
  /// Throws ``DateMathError/Kind/invalidFormat`` for text of another shape
  /// and ``DateMathError/Kind/invalidDate`` for a code of that shape no
  /// calendar has (`M00`, `M14`), as Temporal does.
  ///
  /// ```swift
  /// try MonthCode("M05L") < MonthCode("M06")  // true — Adar I comes before Adar
  /// try MonthCode("M5")                       // throws invalidFormat
  /// try MonthCode("M14")                      // throws invalidDate
  /// ```
  public init(_ text: String) throws(DateMathError) {
    let bytes = Array(text.utf8)
    let leap = bytes.count == 4 && bytes[3] == UInt8(ascii: "L")
    guard bytes.count == 3 || leap, bytes[0] == UInt8(ascii: "M"),
      case let (tens, ones) = (Int(bytes[1] &- 0x30), Int(bytes[2] &- 0x30)), tens < 10, ones < 10
    else {
      throw DateMathError.invalidFormat(text, expected: "a month code such as M01, M12, M13 or M05L")
    }
    try self.init(number: tens * 10 + ones, isLeap: leap)
  }

  init(unchecked number: Int, _ isLeap: Bool) {
    self.number = number
    self.isLeap = isLeap
  }

  /// `M01`…`M13`, `M05L`.
  public var description: String {
    (number < 10 ? "M0" : "M") + String(number) + (isLeap ? "L" : "")
  }

  /// In year order within a calendar: a leap month follows the month of
  /// its number (`M05` < `M05L` < `M06`), as the codes sort as text.
  public static func < (lhs: MonthCode, rhs: MonthCode) -> Bool {
    (lhs.number, lhs.isLeap ? 1 : 0) < (rhs.number, rhs.isLeap ? 1 : 0)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do { try self.init(text) } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
