import Foundation

extension CalendarDate: LosslessStringConvertible, Codable {
  /// The date as its calendar writes it: the year, the month code and the
  /// day, then the calendar (`5784-M05L-30 hebrew`, 30 Adar I 5784), the
  /// form `datecalc --calendar` shows and reads; an
  /// ``CalendarKind/iso8601`` date is its plain ISO date (`2024-03-10`).
  /// The year is the arithmetic ``year`` with at least 4 digits (a
  /// leading `-` below zero). ``init(_:)`` reads it back.
  ///
  /// For interchange use ``rfc9557String()``, the ISO date with a `u-ca`
  /// annotation that Temporal and other libraries read.
  ///
  /// ```swift
  /// let adarI = try CalendarDate(CivilDate(parsing: "2024-03-10"), in: .hebrew)
  /// adarI.description      // "5784-M05L-30 hebrew"
  /// adarI.rfc9557String()  // "2024-03-10[u-ca=hebrew]"
  /// try CalendarDate(CivilDate(parsing: "2024-03-10"), in: .iso8601).description  // "2024-03-10"
  /// ```
  public var description: String {
    calendar == .iso8601 ? civilDate.description : fieldsText + " " + calendar.rawValue
  }

  /// RFC 9557 text, as Temporal writes a `PlainDate`: the ISO 8601 date
  /// of the day, then the calendar as a `u-ca` annotation
  /// (`2024-03-10[u-ca=hebrew]`); an ``CalendarKind/iso8601`` date is the
  /// bare date. ``init(parsing:)`` reads it back, and `Codable` uses it.
  ///
  /// ```swift
  /// try CalendarDate(year: 1403, monthCode: MonthCode("M12"), day: 30, in: .persian).rfc9557String()  // "2025-03-20[u-ca=persian]"
  /// ```
  public func rfc9557String() -> String {
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

  /// The date of ``description``'s form (`5784-M05L-30 hebrew`, a day
  /// that exists in that calendar) or of RFC 9557 text such as
  /// `2024-03-10[u-ca=hebrew]` (``init(parsing:)``); nil for anything
  /// else.
  ///
  /// ```swift
  /// CalendarDate("5784-M05L-30 hebrew")?.civilDate  // 2024-03-10
  /// CalendarDate("2024-03-10[u-ca=hebrew]")?.description  // "5784-M05L-30 hebrew"
  /// CalendarDate("5785-M05L-30 hebrew")  // nil — 5785 has no Adar I
  /// ```
  public init?(_ description: String) {
    if let space = description.lastIndex(of: " ") {
      guard let calendar = CalendarKind(identifier: String(description[description.index(after: space)...])),
        let date = Self.fields(description[..<space], in: calendar)
      else { return nil }
      self = date
      return
    }
    guard let date = try? CalendarDate(parsing: description) else { return nil }
    self = date
  }

  /// `YEAR-MONTHCODE-DD` in `calendar`, as ``fieldsText`` writes it, or
  /// nil.
  private static func fields(_ text: Substring, in calendar: CalendarKind) -> CalendarDate? {
    let negative = text.hasPrefix("-")
    let parts = (negative ? text.dropFirst() : text).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count >= 4, parts[0].allSatisfy(\.isASCII), parts[2].count == 2,
      parts[2].allSatisfy(\.isASCII), let year = Int(parts[0]), let day = Int(parts[2]),
      let code = try? MonthCode(String(parts[1]))
    else { return nil }
    return try? CalendarDate(year: negative ? -year : year, monthCode: code, day: day, in: calendar)
  }

  /// The date of RFC 9557 text: an ISO 8601 date, then annotations read
  /// by RFC 9557 §3.3's rules, as ``ZonedDateTime`` reads them:
  ///
  /// - `[u-ca=NAME]` (also critical, `[!u-ca=NAME]`) with one of
  ///   ``CalendarKind``'s identifiers gives the calendar; none gives
  ///   ``CalendarKind/iso8601``.
  /// - An elective tag DateMath cannot act on is ignored: an unknown key
  ///   (`[x-foo=bar]`), or a calendar DateMath does not know
  ///   (`[u-ca=julian]`, read as ISO 8601, the calendar the date is written
  ///   in; Temporal refuses it). A critical one is refused.
  /// - Two `u-ca` tags: the first is used, unless one is critical and they
  ///   differ, which is refused.
  /// - Keys are lower case only: `[U-CA=hebrew]` is refused.
  /// - A time-zone annotation is refused: a date has no zone.
  ///
  /// ```swift
  /// try CalendarDate(parsing: "2024-03-10[u-ca=hebrew]").monthCode  // M05L
  /// try CalendarDate(parsing: "2024-03-10[u-ca=julian]").calendar  // iso8601
  /// try CalendarDate(parsing: "2024-03-10[U-CA=hebrew]")  // throws invalidFormat
  /// try CalendarDate(parsing: "2024-03-10[u-ca=hebrew][!u-ca=persian]")  // throws invalidFormat
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for other text, with
  ///   ``DateMathError/position`` at the offending character or annotation;
  ///   ``DateMathError/Kind/invalidDate`` for a date that does not exist;
  ///   ``DateMathError/Kind/outOfRange`` outside the calendar's tables.
  public init(parsing text: String) throws(DateMathError) {
    let (date, calendar) = try _ISOScanner.reading(text) { scanner throws(DateMathError) in
      let date = try scanner.civilDate(text)
      let start = scanner.index
      let suffix = try _RFC9557Suffix.read(&scanner, text)
      guard scanner.isAtEnd else {
        throw .invalidFormat(
          text, expected: "a date with RFC 9557 annotations, such as 2024-03-10[u-ca=hebrew]",
          at: scanner.position(start))
      }
      if let zone = suffix.timeZone {
        throw DateMathError(
          .invalidFormat,
          "\(DateMathError.quoted(text)): a date has no time zone, so its first annotation must be a tag such as "
            + "[u-ca=hebrew]", position: TextPosition(column: zone.column))
      }
      return (date, suffix.calendar)
    }
    self = try CalendarDate(date, in: calendar ?? .iso8601)
  }

  /// Decodes RFC 9557 text (``init(parsing:)``).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    self = try _decodeText(text, decoder) { text throws(DateMathError) in try CalendarDate(parsing: text) }
  }

  /// Encodes ``rfc9557String()``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rfc9557String())
  }
}
