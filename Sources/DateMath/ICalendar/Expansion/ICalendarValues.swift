import Foundation

/// The iCalendar value types expansion reads (RFC 5545 §3.3): DATE,
/// DATE-TIME (floating, UTC or with TZID), DURATION and PERIOD.
enum _ICalendarValue {
  /// A DATE or DATE-TIME as written, before its zone is known.
  enum Time: Hashable {
    /// `VALUE=DATE` (`20240330`): a whole day.
    case date(CivilDate)
    /// A wall-clock time, with its `TZID` or floating (nil).
    case local(CivilDateTime, tzid: String?)
    /// A UTC time (`…Z`).
    case utc(Date)
  }

  /// One DATE or DATE-TIME value of `property` (`item` is one of a list).
  static func time(_ item: Substring, of property: ICalendarProperty) throws(DateMathError) -> Time {
    let kind = property.parameter("VALUE")?.uppercased()
    let parsed: RecurrenceRule.Until
    do { parsed = try RecurrenceRule.until(item) } catch {
      throw Self.error(
        property.line,
        "\(property.name) \(DateMathError.quoted(item)) is not a date (20240330), a date-time (20240330T090000) or UTC (20240330T080000Z)")
    }
    switch parsed {
    case .date(let date):
      guard kind == nil || kind == "DATE" || kind == "PERIOD" else {
        throw error(property.line, "\(property.name) \(DateMathError.quoted(item)) is a date but VALUE is \(kind!)")
      }
      return .date(date)
    case .local(let local):
      guard kind != "DATE" else {
        throw error(property.line, "\(property.name) \(DateMathError.quoted(item)) is a date-time but VALUE is DATE")
      }
      return .local(local, tzid: property.parameter("TZID"))
    case .instant(let date):
      guard kind != "DATE" else {
        throw error(property.line, "\(property.name) \(DateMathError.quoted(item)) is a date-time but VALUE is DATE")
      }
      return .utc(date)
    }
  }

  /// An RFC 5545 DURATION (§3.3.6): `P15DT5H0M20S`, `-PT15M`, `P7W`,
  /// as a period whose days and weeks are nominal (moved on the wall
  /// clock) and whose time is exact. Weeks and days mixed (`P1W2D`) and
  /// time parts in any order are read too.
  static func duration(_ text: Substring, line: Int, property: String) throws(DateMathError) -> Period {
    let bad = error(
      line, "\(property) \(DateMathError.quoted(text)) is not a duration (PT1H30M, P1D, -PT15M, P2W)")
    var u = text.utf8
    var negative = false
    if let sign = u.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      u = u.dropFirst()
    }
    guard u.first == UInt8(ascii: "P"), u.count > 1 else { throw bad }
    u = u.dropFirst()
    var period = Period()
    var inTime = false
    var number: Int?
    var seen: Set<UInt8> = []
    for byte in u {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let (times, o1) = (number ?? 0).multipliedReportingOverflow(by: 10)
        let (value, o2) = times.addingReportingOverflow(Int(byte - 0x30))
        guard !o1, !o2, value <= 1_000_000_000 else { throw bad }
        number = value
      case UInt8(ascii: "T"):
        guard !inTime, number == nil else { throw bad }
        inTime = true
      default:
        guard let n = number, !seen.contains(byte) else { throw bad }
        seen.insert(byte)
        switch (byte, inTime) {
        case (UInt8(ascii: "W"), false): period.weeks = n
        case (UInt8(ascii: "D"), false): period.days = n
        case (UInt8(ascii: "H"), true): period.hours = n
        case (UInt8(ascii: "M"), true): period.minutes = n
        case (UInt8(ascii: "S"), true): period.seconds = n
        default: throw bad
        }
        number = nil
      }
    }
    guard number == nil, !seen.isEmpty, !(inTime && !seen.contains(where: { "HMS".utf8.contains($0) })) else {
      throw bad
    }
    return negative ? try -period : period
  }

  static func error(_ line: Int, _ message: String) -> DateMathError {
    DateMathError(.invalidFormat, (line > 0 ? "line \(line): " : "") + message)
  }
}
