import Foundation

/// A moment at which a zone's UTC offset changes.
///
/// Only changes of offset count: tz data also records changes of a zone's
/// abbreviation or DST flag that leave the offset alone (America/Adak
/// 1983-10-30), which Foundation's `nextDaylightSavingTimeTransition(after:)`
/// reports as transitions and DateMath does not.
public struct ZoneTransition: Sendable, Hashable {
  /// The instant of the change: the first instant with ``offsetAfter``.
  public let date: Date
  /// The offset in force just before ``date``.
  public let offsetBefore: UTCOffset
  /// The offset in force from ``date`` on.
  public let offsetAfter: UTCOffset

  /// Creates a transition.
  public init(date: Date, offsetBefore: UTCOffset, offsetAfter: UTCOffset) {
    self.date = date
    self.offsetBefore = offsetBefore
    self.offsetAfter = offsetAfter
  }

  /// Whether clocks jumped forward, leaving a gap of wall-clock times that
  /// never happened (spring forward); otherwise they were set back and the
  /// wall-clock times of the overlap happened twice (fall back).
  public var isGap: Bool { offsetAfter > offsetBefore }

  /// How far the clocks moved, in seconds: positive for a gap, negative for
  /// an overlap.
  public var shift: Int { offsetAfter.seconds - offsetBefore.seconds }

  /// The wall-clock time at which the clocks were changed, read on the old
  /// offset: 02:00 for New York's spring-forward of 2017-03-12.
  public var wallClockBefore: CivilDateTime { wallClock(offsetBefore) }

  /// The wall-clock time the clocks were changed to: 03:00 for New York's
  /// spring-forward of 2017-03-12.
  public var wallClockAfter: CivilDateTime { wallClock(offsetAfter) }

  private func wallClock(_ offset: UTCOffset) -> CivilDateTime {
    CivilDateTime(
      localSeconds: Int64(date.timeIntervalSince1970.rounded(.down))
        + Int64(offset.seconds),
      nanosecond: 0)
  }
}
