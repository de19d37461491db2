import Foundation

/// A moment at which a zone's UTC offset changes.
///
/// Only changes of offset count: tz data also records changes of a zone's
/// abbreviation or DST flag that leave the offset alone (America/Adak
/// 1983-10-30), which Foundation's `nextDaylightSavingTimeTransition(after:)`
/// reports as transitions and DateMath does not.
public struct ZoneTransition: Sendable, Hashable, CustomStringConvertible {
  /// The instant of the change: the first instant with ``offsetAfter``.
  public let date: Date
  /// The offset in force just before ``date``.
  public let offsetBefore: UTCOffset
  /// The offset in force from ``date`` on.
  public let offsetAfter: UTCOffset

  /// Creates a transition, checking that it can exist.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when an offset is a day
  ///   or more from UTC, or the wall-clock times on either side fall outside
  ///   years -9999...9999.
  public init(date: Date, offsetBefore: UTCOffset, offsetAfter: UTCOffset)
    throws(DateMathError)
  {
    let instant = try _InstantSeconds(date)
    for offset in [offsetBefore, offsetAfter] where offset.seconds.magnitude >= 86_400 {
      throw .outOfRange("the UTC offset \(offset)")
    }
    for offset in [offsetBefore, offsetAfter] {
      let day = _Civil.floorDiv(instant.seconds + Int64(offset.seconds), _Civil.secondsPerDay)
      guard _Civil.isSupportedDay(day) else {
        throw .outOfRange("a transition at \(date.timeIntervalSince1970) seconds since 1970")
      }
    }
    self.init(unchecked: date, offsetBefore, offsetAfter)
  }

  init(unchecked date: Date, _ offsetBefore: UTCOffset, _ offsetAfter: UTCOffset) {
    self.date = date
    self.offsetBefore = offsetBefore
    self.offsetAfter = offsetAfter
  }

  /// `2017-03-12T07:00:00Z -05:00 → -04:00 (gap of 1h)`.
  public var description: String {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let size = shift.magnitude
    var amount = "\(size / 3600)h"
    if size % 3600 != 0 { amount += " \(size / 60 % 60)m" }
    if size % 60 != 0 { amount += " \(size % 60)s" }
    return "\(_ISO.utc(seconds)) \(offsetBefore) → \(offsetAfter) "
      + "(\(isGap ? "gap" : "overlap") of \(amount))"
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
