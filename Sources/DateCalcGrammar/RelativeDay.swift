import DateMath

/// A day named from today in a calc expression: `today`, `tomorrow`,
/// `yesterday`, `next monday`, `last friday` (weekdays in full or as
/// `mon`, `tue`, `wed`, `thu`, `fri`, `sat`, `sun`, in any case).
///
/// The phrase names a date only once it is counted on some zone's calendar
/// (see ``date(from:)``): at 2024-01-05T23:00Z it is already Saturday in
/// Europe/Berlin and still Friday in America/New_York, so `tomorrow` is
/// Sunday in one and Saturday in the other.
package struct RelativeDay: Equatable, CustomStringConvertible {
  package enum Rule: Equatable {
    /// Days from today: 0 today, 1 tomorrow, -1 yesterday.
    case days(Int)
    /// The first such weekday strictly after today.
    case next(Weekday)
    /// The last such weekday strictly before today.
    case last(Weekday)
  }

  package let rule: Rule
  /// As typed: "next monday".
  package let text: String

  package var description: String { text }

  static let weekdays: [String: Weekday] = [
    "monday": .monday, "mon": .monday, "tuesday": .tuesday, "tue": .tuesday, "tues": .tuesday,
    "wednesday": .wednesday, "wed": .wednesday, "thursday": .thursday, "thu": .thursday,
    "thur": .thursday, "thurs": .thursday, "friday": .friday, "fri": .friday,
    "saturday": .saturday, "sat": .saturday, "sunday": .sunday, "sun": .sunday,
  ]

  /// Reads a phrase at the start of `tokens`: the phrase and the number of
  /// tokens it took, or nil when they do not start with one.
  ///
  /// - Throws: a usage error that says what was expected and names the
  ///   word, when `next` or `last` is not followed by a weekday
  ///   (`next blursday`).
  package static func read(_ tokens: ArraySlice<String>) throws(CommandFailure) -> (RelativeDay, Int)? {
    guard let first = tokens.first?.lowercased() else { return nil }
    switch first {
    case "today": return (RelativeDay(rule: .days(0), text: first), 1)
    case "tomorrow": return (RelativeDay(rule: .days(1), text: first), 1)
    case "yesterday": return (RelativeDay(rule: .days(-1), text: first), 1)
    case "next", "last":
      let word = tokens.dropFirst().first
      guard let word, let weekday = weekdays[word.lowercased()] else {
        throw .usage(
          "a weekday after \(DateMathError.quoted(first)) (monday to sunday, or mon to sun), not "
            + (word.map { "\(DateMathError.quoted($0))" } ?? "the end"))
      }
      let text = "\(first) \(word.lowercased())"
      return (RelativeDay(rule: first == "next" ? .next(weekday) : .last(weekday), text: text), 2)
    default:
      return nil
    }
  }

  /// The date this phrase names when today is `today`: `next monday` is
  /// 1 to 7 days later (7 on a Monday), `last monday` 1 to 7 days earlier.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` past year 9999.
  package func date(from today: CivilDate) throws(DateMathError) -> CivilDate {
    switch rule {
    case .days(let days):
      return try today.adding(days: days)
    case .next(let weekday):
      let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
      return try today.adding(days: ahead == 0 ? 7 : ahead)
    case .last(let weekday):
      let back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
      return try today.adding(days: -(back == 0 ? 7 : back))
    }
  }
}
