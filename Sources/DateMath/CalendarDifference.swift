import Foundation

/// The difference between two instants in calendar units, then exact time:
/// years, months and days on the wall clock of a zone, and the seconds left
/// over.
///
/// For `start` and `end` in a zone, adding ``period`` to `start` (with
/// ``ZonedCalendar/adding(_:to:disambiguation:)``) and then
/// ``remainingSeconds`` of exact time gives `end`. All fields have the sign
/// of `end − start`.
public struct CalendarDifference: Sendable, Hashable, CustomStringConvertible {
  /// Whole calendar units: years, months and days, or as the largest unit
  /// asked for allows.
  public let period: Period
  /// Exact seconds after the calendar part, with the sign of the
  /// difference; less than the length of the day it falls in.
  public let remainingSeconds: TimeInterval

  /// Creates a difference from its calendar part and exact remainder.
  public init(period: Period, remainingSeconds: TimeInterval) {
    self.period = period
    self.remainingSeconds = remainingSeconds
  }

  /// Such as `P1Y2M3D + 3600s`.
  public var description: String {
    remainingSeconds == 0 ? "\(period)" : "\(period) + \(remainingSeconds)s"
  }
}
