import DateMath
import Foundation

/// A time as a person types it, before it is placed in a zone.
enum TimeInput: Equatable {
  /// A calendar date: `2017-01-31`, `today`.
  case date(CivilDate)
  /// A wall-clock time: `2017-01-31T12:00`, `2017-01-31 12:00`.
  case local(CivilDateTime)
  /// An instant: `now`, RFC 3339, or RFC 9557 with its own zone.
  case instant(Date, zone: Zone?)

  /// Reads one of the forms of the root command's help.
  static func parse(_ text: String, in calendar: Zone) throws(CommandFailure) -> TimeInput {
    let word = text.lowercased()
    switch word {
    case "now":
      return .instant(try CommonOptions.now(), zone: nil)
    case "today", "tomorrow", "yesterday":
      let now = try CommonOptions.now()
      let today = try input { () throws(DateMathError) in try calendar.localDate(for: now) }
      let shift = word == "today" ? 0 : word == "tomorrow" ? 1 : -1
      return .date(try input { () throws(DateMathError) in try today.adding(days: shift) })
    default:
      break
    }
    if text.contains("[") {
      do {
        let zoned = try ZonedDateTime(rfc9557: text)
        return .instant(zoned.date, zone: zoned.zone)
      } catch let error where !error.candidates.isEmpty || error.message.contains("keepInstant") {
        // An offset the zone does not use there: say what to type instead.
        let message = error.message.replacingOccurrences(
          of: "(choose keepInstant or keepWallClock)",
          with: "(drop the offset to read the wall-clock time by today's rules, or drop [zone] to keep the instant)")
        throw CommandFailure.usage(message)
      } catch {
        throw CommandFailure.usage(error)
      }
    }
    // Choose the form by shape, then let DateMath say what is wrong.
    guard let separator = text.dropFirst().firstIndex(where: { $0 == "T" || $0 == "t" || $0 == " " })
    else {
      if text.first?.isNumber == true || text.first == "-" || text.first == "+" {
        return .date(try input { () throws(DateMathError) in try CivilDate(parsing: text) })
      }
      throw CommandFailure.usage(
        "\"\(text)\" is not a time: use YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS], an RFC 3339 "
          + "instant such as 2017-01-31T19:00:00Z, RFC 9557 (…[Zone]), now, today, "
          + "tomorrow or yesterday")
    }
    let timePart = text[separator...]
    if timePart.hasSuffix("Z") || timePart.hasSuffix("z") || timePart.contains("+")
      || timePart.contains("-")
    {
      // RFC 3339 needs seconds; people often leave them out (T14:00-05:00).
      let clock = timePart.dropFirst()
      if clock.count > 5, clock.prefix(5).allSatisfy({ $0.isNumber || $0 == ":" }),
        let sign = clock.dropFirst(5).first, "Zz+-".contains(sign)
      {
        let withSeconds = String(text[..<clock.index(clock.startIndex, offsetBy: 5)]) + ":00"
          + String(clock.dropFirst(5))
        return .instant(try input { () throws(DateMathError) in try Date(rfc3339: withSeconds) }, zone: nil)
      }
      return .instant(try input { () throws(DateMathError) in try Date(rfc3339: text) }, zone: nil)
    }
    return .local(try input { () throws(DateMathError) in try CivilDateTime(parsing: text) })
  }

  /// The instant: wall-clock times resolved by `policy` in `calendar`, a
  /// date taken at the start of its day there.
  func instant(in calendar: Zone, policy: Disambiguation) throws(CommandFailure) -> Date {
    switch self {
    case .instant(let date, _):
      return date
    case .local(let local):
      return try answer { () throws(DateMathError) in
        try calendar.date(from: local, disambiguation: policy)
      }
    case .date(let day):
      return try answer { () throws(DateMathError) in try calendar.startOfDay(day) }
    }
  }

  /// The zone to show results in: the input's own (RFC 9557), else `calendar`.
  func zone(or calendar: Zone) -> Zone {
    if case .instant(_, let zone?) = self { return zone }
    return calendar
  }
}
