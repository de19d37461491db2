import Foundation

extension CalendarDate: LosslessStringConvertible, Codable {
  /// RFC 9557 text: the ISO 8601 date of the day, then the calendar as a
  /// `u-ca` annotation (`2024-03-10[u-ca=hebrew]`), as Temporal writes a
  /// `PlainDate`; an ``CalendarKind/iso8601`` date is the bare date.
  public var description: String {
    calendar == .iso8601 ? civilDate.description : civilDate.description + "[u-ca=" + calendar.rawValue + "]"
  }

  /// The date as its calendar's fields, `YEAR-MONTHCODE-DD`: the arithmetic
  /// year with at least 4 digits (a leading `-` below zero), the month code,
  /// the day (`5784-M05L-30`), as the tzcases format and datecalc write it.
  package var fieldsText: String {
    let digits = String(year.magnitude)
    return (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-"
      + monthCode.description + (day < 10 ? "-0" : "-") + String(day)
  }

  /// The date of RFC 9557 text such as `2024-03-10[u-ca=hebrew]`, or nil.
  public init?(_ description: String) {
    guard let date = try? CalendarDate(parsing: description) else { return nil }
    self = date
  }

  /// The date of RFC 9557 text: an ISO 8601 date, then optionally a
  /// `[u-ca=NAME]` annotation (also written critical, `[!u-ca=NAME]`) with
  /// one of ``CalendarKind``'s identifiers; no annotation means
  /// ``CalendarKind/iso8601``. Other tags are ignored unless critical.
  ///
  /// ```swift
  /// try CalendarDate(parsing: "2024-03-10[u-ca=hebrew]").monthCode  // M05L
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for other text, an
  ///   unknown calendar, two calendars, or a critical tag DateMath does not
  ///   know; ``DateMathError/Kind/outOfRange`` outside the calendar's
  ///   tables.
  public init(parsing text: String) throws(DateMathError) {
    let bracket = text.firstIndex(of: "[") ?? text.endIndex
    let date = try CivilDate(parsing: String(text[..<bracket]))
    var calendar: CalendarKind?
    var rest = text[bracket...]
    while !rest.isEmpty {
      guard rest.first == "[", let close = rest.firstIndex(of: "]") else {
        throw .invalidFormat(text, expected: "a date with RFC 9557 annotations, such as 2024-03-10[u-ca=hebrew]")
      }
      var tag = rest[rest.index(after: rest.startIndex)..<close]
      rest = rest[rest.index(after: close)...]
      let critical = tag.first == "!"
      if critical { tag = tag.dropFirst() }
      guard let equals = tag.firstIndex(of: "=") else {
        throw DateMathError(
          .invalidFormat, "\(DateMathError.quoted(text)): [\(tag)] is not a tag such as [u-ca=hebrew] (a date has no time zone)")
      }
      let key = tag[..<equals]
      let value = String(tag[tag.index(after: equals)...])
      if key == "u-ca" {
        guard let named = CalendarKind(identifier: value) else {
          throw DateMathError(
            .invalidFormat,
            "\(DateMathError.quoted(text)): unknown calendar \(DateMathError.quoted(value)); DateMath knows "
              + CalendarKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard calendar == nil || calendar == named else {
          throw DateMathError(.invalidFormat, "\(DateMathError.quoted(text)) names two calendars")
        }
        calendar = named
      } else if critical {
        throw DateMathError(
          .invalidFormat, "\(DateMathError.quoted(text)): critical tag [!\(tag)] is not one DateMath knows")
      }
    }
    self = try CalendarDate(date, in: calendar ?? .iso8601)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    self = try _decodeText(text, decoder) { text throws(DateMathError) in try CalendarDate(parsing: text) }
  }

  /// Encodes the RFC 9557 text of ``description``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
