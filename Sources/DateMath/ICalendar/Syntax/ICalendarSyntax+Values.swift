import Foundation

// iCalendar syntax, part 2: values (RFC 5545 §3.3). The one reader of
// DATE, DATE-TIME, DURATION, PERIOD and UTC-OFFSET text and of TZID names,
// used by ICalendarDocument's expansion, Recurrence(iCalendar:),
// RecurrenceRule's UNTIL, Zone(vtimezone:) and datecalc.

/// The iCalendar value types DateMath reads (RFC 5545 §3.3): DATE,
/// DATE-TIME (floating, UTC or with TZID), DURATION, PERIOD and
/// UTC-OFFSET, and TZID names.
package enum _ICalendarValue {
  /// A DATE or DATE-TIME as written, before its zone is known.
  package enum Time: Hashable, Sendable {
    /// `VALUE=DATE` (`20240330`): a whole day.
    case date(CivilDate)
    /// A wall-clock time, with its `TZID` or floating (nil).
    case local(CivilDateTime, tzid: String?)
    /// A UTC time (`…Z`).
    case utc(Date)
  }

  /// Why text is not a DATE or DATE-TIME.
  package enum DateTimeFailure: Error {
    /// Not `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ`.
    case form
    /// The right form, naming a day or time that does not exist (30
    /// February, 24:00:00) or one out of range; the error says which.
    case invalid(DateMathError)
  }

  /// A DATE (`19971224`), a floating DATE-TIME (`19971224T090000`) or a
  /// UTC one (`19971224T000000Z`): RFC 5545 §3.3.4 and §3.3.5. The `T`
  /// and `Z` may be lower case. A leap second (`…T235960`) is not read.
  package static func dateTime(_ text: Substring) -> Result<Time, DateTimeFailure> {
    var u = text.utf8
    guard u.count == 8 || u.count == 15 || u.count == 16 else { return .failure(.form) }
    func number(_ count: Int) -> Int? {
      var value = 0
      for _ in 0..<count {
        guard let byte = u.first, byte >= 0x30, byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
        u = u.dropFirst()
      }
      return value
    }
    guard let year = number(4), let month = number(2), let day = number(2) else { return .failure(.form) }
    let date: CivilDate
    do { date = try CivilDate(year: year, month: month, day: day) } catch { return .failure(.invalid(error)) }
    guard let t = u.first else { return .success(.date(date)) }
    u = u.dropFirst()
    guard t | 0x20 == UInt8(ascii: "t"), let hour = number(2), let minute = number(2), let second = number(2) else {
      return .failure(.form)
    }
    let local: CivilDateTime
    do { local = try CivilDateTime(date: date, time: CivilTime(hour: hour, minute: minute, second: second)) } catch {
      return .failure(.invalid(error))
    }
    guard let z = u.first else { return .success(.local(local, tzid: nil)) }
    guard z | 0x20 == UInt8(ascii: "z") else { return .failure(.form) }
    do { return .success(.utc(try ZonedDateTime(local, in: .utc).date)) } catch { return .failure(.invalid(error)) }
  }

  /// One DATE or DATE-TIME value of `property` (`item` is one of a list),
  /// checked against its `VALUE` parameter, with its `TZID`.
  package static func time(_ item: Substring, of property: ICalendarProperty) throws(DateMathError) -> Time {
    let kind = property.parameter("VALUE")?.uppercased()
    guard case .success(let parsed) = dateTime(item) else {
      throw Self.error(
        property.line,
        "\(property.name) \(DateMathError.quoted(item)) is not a date (20240330), a date-time (20240330T090000) or UTC (20240330T080000Z)")
    }
    switch parsed {
    case .date:
      guard kind == nil || kind == "DATE" || kind == "PERIOD" else {
        throw error(property.line, "\(property.name) \(DateMathError.quoted(item)) is a date but VALUE is \(kind!)")
      }
      return parsed
    case .local(let local, _):
      guard kind != "DATE" else {
        throw error(property.line, "\(property.name) \(DateMathError.quoted(item)) is a date-time but VALUE is DATE")
      }
      return .local(local, tzid: property.parameter("TZID"))
    case .utc:
      guard kind != "DATE" else {
        throw error(property.line, "\(property.name) \(DateMathError.quoted(item)) is a date-time but VALUE is DATE")
      }
      // RFC 5545 §3.3.5 forbids a TZID on a UTC time; one written anyway
      // is left unused, as calendar apps do: the time is UTC.
      return parsed
    }
  }

  /// The end of a PERIOD (RFC 5545 §3.3.9): a DATE-TIME or a DURATION.
  enum PeriodEnd {
    case time(Time)
    case duration(Period)
  }

  /// One item of a list value: a DATE or DATE-TIME, or with `VALUE=PERIOD`
  /// a period `start/end` or `start/duration`, whose start is the item's
  /// time. (A bare date-time under `VALUE=PERIOD` is read as itself.)
  static func timeOrPeriod(_ item: Substring, of property: ICalendarProperty) throws(DateMathError) -> (Time, PeriodEnd?) {
    guard property.parameter("VALUE")?.uppercased() == "PERIOD", let slash = item.firstIndex(of: "/") else {
      return (try time(item, of: property), nil)
    }
    let start = try time(item[..<slash], of: property)
    let tail = item[item.index(after: slash)...]
    if tail.first == "P" || tail.first == "+" || tail.first == "-" {
      return (start, .duration(try duration(tail, line: property.line, property: property.name)))
    }
    return (start, .time(try time(tail, of: property)))
  }

  /// A UTC-OFFSET (RFC 5545 §3.3.14): `±HHMM` or `±HHMMSS`, in seconds;
  /// `.failure(.form)` for other text, and `.failure(.invalid)` for hours
  /// past 23, minutes or seconds past 59. `-0000` is read as zero.
  static func utcOffset(_ text: Substring) -> Result<Int, DateTimeFailure> {
    let u = Array(text.utf8)
    guard u.count == 5 || u.count == 7, u[0] == UInt8(ascii: "+") || u[0] == UInt8(ascii: "-"),
      u.dropFirst().allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return .failure(.form) }
    func two(_ i: Int) -> Int { Int(u[i] - 0x30) * 10 + Int(u[i + 1] - 0x30) }
    guard two(1) < 24, two(3) < 60, u.count == 5 || two(5) < 60 else {
      return .failure(.invalid(DateMathError(.outOfRange, "\(DateMathError.quoted(text)) is out of range")))
    }
    let seconds = two(1) * 3600 + two(3) * 60 + (u.count == 7 ? two(5) : 0)
    return .success(u[0] == UInt8(ascii: "-") ? -seconds : seconds)
  }

  /// The zone a `TZID` names without a `VTIMEZONE`: an IANA identifier, a
  /// Windows name (as CLDR maps it), or an identifier after a
  /// `/vendor/version/` prefix (`/mozilla.org/20050126_1/America/New_York`).
  package static func zone(named tzid: String) throws(DateMathError) -> Zone {
    if let zone = try? Zone(identifier: tzid) { return zone }
    if let iana = Zone.ianaIdentifier(forWindowsName: tzid) { return try Zone(identifier: iana) }
    if tzid.hasPrefix("/") {
      let parts = tzid.split(separator: "/")
      for start in parts.indices.dropFirst() {
        if let zone = try? Zone(identifier: parts[start...].joined(separator: "/")) { return zone }
      }
    }
    throw DateMathError(.unknownZone, "\(DateMathError.quoted(tzid)) is not a zone")
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

  /// An error about the value of a property on `line` (0: made in code).
  static func error(_ line: Int, _ message: String) -> DateMathError {
    _ICalendarContentLines.error(message, line: line)
  }
}
