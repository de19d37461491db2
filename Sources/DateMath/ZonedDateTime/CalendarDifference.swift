import Foundation

/// The difference between two instants in a zone: whole calendar units on
/// the zone's wall clock, then exact time, by Temporal's rules
/// (``Zone/until(from:to:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``).
///
/// Adding ``period`` to the start (with
/// ``Zone/adding(_:to:disambiguation:overflow:)``, which applies its
/// calendar part on the wall clock and its time part exactly) gives the
/// end. All fields have the sign of `end − start`.
public struct CalendarDifference: Sendable, Hashable, CustomStringConvertible {
  /// The whole difference: calendar units, then hours, minutes, seconds
  /// and nanoseconds.
  public let total: Period
  /// The calendar part: years, months, weeks and days.
  public var period: Period { total.calendarPart }
  /// The exact time after the calendar part, with the sign of the
  /// difference.
  public var remainder: Duration { total.timePart }
  /// ``remainder`` in seconds.
  public var remainingSeconds: TimeInterval {
    let (seconds, attoseconds) = remainder.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// Creates a difference from the whole period.
  public init(total: Period) {
    self.total = total
  }

  /// The ISO 8601 duration, such as `P1M1DT23H`.
  public var description: String { total.description }
}
