import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

/// A time as a person types it, read by ArgumentParser before it is placed
/// in a zone: `2017-01-31`, `2017-01-31T12:00`, `"2017-01-31 12:00"`, an
/// RFC 3339 instant, RFC 9557 text with its own zone, `now`, `today`,
/// `tomorrow` or `yesterday`.
///
/// Reading it checks only the text; ``placed(in:)`` then gives the words
/// their meaning in the zone the command reads times in (`today` is a
/// different date in Tokyo and in Honolulu). Declare it with
/// `transform: TimeInput.init(parsing:)` so that a bad value is reported
/// with its reason, not only as invalid.
struct TimeInput: ExpressibleByArgument, CustomStringConvertible {
  /// What the text says, before a zone is chosen.
  enum Form: Equatable {
    /// The clock, or `DATECALC_NOW`.
    case now
    /// `today` (0), `tomorrow` (1), `yesterday` (-1): days from today in
    /// the zone the time is read in.
    case day(offset: Int)
    /// A calendar date: `2017-01-31`.
    case date(CivilDate)
    /// A wall-clock time: `2017-01-31T12:00`, `2017-01-31 12:00`.
    case local(CivilDateTime)
    /// An instant, to the nanosecond as written: RFC 3339 (held in UTC,
    /// `zone` nil), or RFC 9557 with its own zone.
    case instant(ZonedDateTime, zone: Zone?)
    /// A date written in a calendar, `5784-M05L-30`: read with --calendar.
    case calendarDate(String)
  }

  /// A time placed in a zone: what the commands compute with.
  enum Placed: Equatable {
    /// A calendar date: `2017-01-31`, `today`.
    case date(CivilDate)
    /// A wall-clock time: `2017-01-31T12:00`.
    case local(CivilDateTime)
    /// An instant, to the nanosecond as written: `now`, RFC 3339 (held in
    /// UTC, `zone` nil), or RFC 9557 with its own zone.
    case instant(ZonedDateTime, zone: Zone?)
  }

  /// As typed.
  let text: String
  let form: Form

  var description: String { text }

  /// The forms `--help` names, for error messages.
  static let expected =
    "use YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS], an RFC 3339 instant such as 2017-01-31T19:00:00Z, "
    + "RFC 9557 (…[Zone]), now, today, tomorrow or yesterday"

  init?(argument: String) {
    guard let value = try? TimeInput(parsing: argument) else { return nil }
    self = value
  }

  /// Reads one of the forms of the root command's help; the error names
  /// the text and says what was expected.
  init(parsing text: String) throws(CommandFailure) {
    self.text = text
    form = try Self.form(of: text)
  }

  private static func form(of text: String) throws(CommandFailure) -> Form {
    switch text.lowercased() {
    case "now": return .now
    case "today": return .day(offset: 0)
    case "tomorrow": return .day(offset: 1)
    case "yesterday": return .day(offset: -1)
    default: break
    }
    if text.contains("[") {
      do {
        let zoned = try ZonedDateTime(rfc9557: text, extensions: [.expandedYears, .offsetSeconds, .missingOffset])
        return .instant(zoned, zone: zoned.zone)
      } catch let error where error.kind == .offsetConflict {
        // An offset the zone does not use there: say why, and what to type
        // instead.
        let zone = error.zoneIdentifier ?? "the zone"
        let why = error.zoneOffsets.isEmpty
          ? "the clocks skipped that time in \(zone) (a DST gap)"
          : "\(zone) is \(error.zoneOffsets.map(\.description).joined(separator: " or ")) there by the "
            + "current rules (they may have changed since the text was written)"
        throw CommandFailure.usage(
          "\(DateMathError.quoted(text)): offset \(error.writtenOffset?.description ?? "?") does not match: "
            + why + "; drop the offset to read the wall-clock time there, "
            + "or drop [zone] to keep the instant")
      } catch {
        throw CommandFailure.usage(error)
      }
    }
    if isCalendarDate(text) { return .calendarDate(text) }
    // A zone where the time belongs (start-of-day America/Sao_Paulo …).
    if text.first?.isLetter == true, (try? Zone(identifier: text)) != nil {
      throw CommandFailure.usage(
        "\(DateMathError.quoted(text)) is a time zone, not a time: give the time here and the zone "
          + "with --zone \(text)")
    }
    // Choose the form by shape, then let DateMath say what is wrong.
    guard let separator = text.dropFirst().firstIndex(where: { $0 == "T" || $0 == "t" || $0 == " " })
    else {
      if text.first?.isNumber == true || text.first == "-" || text.first == "+" {
        do {
          return .date(try CivilDate(parsing: text))
        } catch {
          // An amount where the time belongs (add 1d 2017-03-11T12:00).
          if (try? Amount.parse(text)) != nil {
            throw CommandFailure.usage(
              "\(DateMathError.quoted(text)) is an amount, not a time: the time comes first, then the amount")
          }
          throw CommandFailure.usage(error)
        }
      }
      throw CommandFailure.usage("\(DateMathError.quoted(text)) is not a time: \(expected)")
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
        return .instant(try exactInstant(withSeconds), zone: nil)
      }
      return .instant(try exactInstant(text), zone: nil)
    }
    return .local(try input { () throws(DateMathError) in try CivilDateTime(parsing: text) })
  }

  /// RFC 3339 text as an exact instant in UTC. `Date(rfc3339:)` checks
  /// the text and explains what is wrong with it; the instant itself is
  /// read to the nanosecond, never through a `Double`, which near a second's
  /// end would round 23:59:59.99999999 up into the next day.
  private static func exactInstant(_ text: String) throws(CommandFailure) -> ZonedDateTime {
    _ = try input { () throws(DateMathError) in try Date(rfc3339: text, extensions: .written) }
    do {
      return try ZonedDateTime(rfc9557: text + "[UTC]", offsetConflict: .keepInstant, extensions: .written)
    } catch {
      throw .usage(
        "\(DateMathError.quoted(text)) has more than 9 fractional digits that are not zero: "
          + "datecalc keeps times to the nanosecond")
    }
  }

  /// The time in `zone`: `now` read from the clock, `today`,
  /// `tomorrow` and `yesterday` counted from today's date there.
  func placed(in zone: Zone) throws(CommandFailure) -> Placed {
    switch form {
    case .now:
      let now = try CalcClock.now()
      return .instant(try answer { () throws(DateMathError) in try ZonedDateTime(now, in: .utc) }, zone: nil)
    case .day(let offset):
      let now = try CalcClock.now()
      return .date(try input { () throws(DateMathError) in
        try CivilDate.today(in: zone, now: now).adding(days: offset)
      })
    case .date(let day):
      return .date(day)
    case .local(let local):
      return .local(local)
    case .instant(let date, let zone):
      return .instant(date, zone: zone)
    case .calendarDate:
      throw .usage("\(DateMathError.quoted(text)) is a date in a calendar (year, month code, day): give --calendar, such as --calendar hebrew")
    }
  }

  /// `YEAR-MONTHCODE-DD`, such as 5784-M05L-30 or -0001-M01-01.
  static func isCalendarDate(_ text: String) -> Bool {
    let parts = (text.hasPrefix("-") ? text.dropFirst() : text[...]).split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 3 && (parts[1].hasPrefix("M") || parts[1].hasPrefix("m")) && parts[0].allSatisfy(\.isNumber)
  }
}

extension TimeInput.Placed {
  /// The time as a date-time in `zone`: an instant seen there, a
  /// wall-clock time resolved by `policy`, a date taken at the start of its
  /// day.
  func zoned(in zone: Zone, policy: Disambiguation) throws(CommandFailure) -> ZonedDateTime {
    try answer { () throws(DateMathError) in
      switch self {
      case .instant(let exact, _): try exact.converted(to: zone)
      case .local(let local): try ZonedDateTime(local, in: zone, disambiguation: policy)
      case .date(let day): try ZonedDateTime(startOf: day, in: zone)
      }
    }
  }

  /// The zone to show results in: the input's own (RFC 9557), else `zone`.
  func zone(or zone: Zone) -> Zone {
    if case .instant(_, let own?) = self { return own }
    return zone
  }
}
