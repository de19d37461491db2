/// A day of the week, numbered as in ISO 8601: Monday is 1, Sunday is 7.
///
/// DateMath never reads a locale's first weekday for date math; use
/// `Locale` and `Calendar` only for display.
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Comparable,
  CustomStringConvertible
{
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

  /// ISO order: Monday first, Sunday last.
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The English name, such as "Monday".
  public var description: String {
    switch self {
    case .monday: "Monday"
    case .tuesday: "Tuesday"
    case .wednesday: "Wednesday"
    case .thursday: "Thursday"
    case .friday: "Friday"
    case .saturday: "Saturday"
    case .sunday: "Sunday"
    }
  }
}
