import Foundation

extension ZoneTransition: CustomStringConvertible {
  /// The change as a wall clock in the zone saw it, then its offsets, its
  /// size and its instant: `2017-03-12 02:00 → 03:00 (-05:00 → -04:00, gap
  /// of 1h) at 2017-03-12T07:00:00Z` for New York's spring-forward,
  /// `2027-10-03 02:00 → 02:30 (+10:30 → +11:00, gap of 30m) at …` for
  /// Lord Howe's half-hour DST, `2017-11-05 02:00 → 01:00 (-04:00 → -05:00,
  /// overlap of 1h) at …` for a fall-back. The second clock gives its date
  /// too when the change crossed midnight (Pacific/Apia 2011-12-30 00:00 →
  /// 2011-12-31 00:00).
  public var description: String {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let size = shift.magnitude
    var parts: [String] = []
    if size >= 3600 { parts.append("\(size / 3600)h") }
    if size % 3600 >= 60 { parts.append("\(size / 60 % 60)m") }
    if size % 60 != 0 { parts.append("\(size % 60)s") }
    let before = wallClockBefore, after = wallClockAfter
    var afterClock = _ISO.clock(after)
    if after.date == before.date, let space = afterClock.firstIndex(of: " ") {
      afterClock = String(afterClock[afterClock.index(after: space)...])
    }
    return "\(_ISO.clock(before)) → \(afterClock) (\(offsetBefore) → \(offsetAfter), "
      + "\(isGap ? "gap" : "overlap") of \(parts.joined(separator: " "))) at \(_ISO.utc(seconds))"
  }

  /// The one sentence for this change of clocks, used by errors, by the
  /// descriptions of ``Adjustment`` and by `datecalc`'s notes: "clocks went
  /// forward from 2017-03-12 02:00 to 03:00 (-05:00 → -04:00)", "clocks went
  /// back from 2017-11-05 02:00 to 01:00 (-04:00 → -05:00)". The second date
  /// is written when it differs (Pacific/Apia 2011-12-30: "from 2011-12-30
  /// 00:00 to 2011-12-31 00:00").
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let spring = try newYork.transitions(in: Date(rfc3339: "2017-03-01T00:00:00Z")..<Date(rfc3339: "2017-04-01T00:00:00Z"))
  /// spring.first?.clockChange  // "clocks went forward from 2017-03-12 02:00 to 03:00 (-05:00 → -04:00)"
  /// ```
  public var clockChange: String {
    let before = wallClockBefore, after = wallClockAfter
    var afterClock = _ISO.clock(after)
    if after.date == before.date, let space = afterClock.firstIndex(of: " ") {
      afterClock = String(afterClock[afterClock.index(after: space)...])
    }
    return "clocks went \(isGap ? "forward" : "back") from \(_ISO.clock(before)) to \(afterClock) "
      + "(\(offsetBefore) → \(offsetAfter))"
  }

  /// The wall-clock time at which the clocks were changed, read on the old
  /// offset: 02:00 for New York's spring-forward of 2017-03-12.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let fall = try newYork.transitions(in: Date(rfc3339: "2017-11-01T00:00:00Z")..<Date(rfc3339: "2017-12-01T00:00:00Z"))
  /// fall.first?.wallClockBefore  // 2017-11-05T02:00:00 — on -04:00
  /// ```
  public var wallClockBefore: CivilDateTime { wallClock(offsetBefore) }

  /// The wall-clock time the clocks were changed to: 03:00 for New York's
  /// spring-forward of 2017-03-12.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let fall = try newYork.transitions(in: Date(rfc3339: "2017-11-01T00:00:00Z")..<Date(rfc3339: "2017-12-01T00:00:00Z"))
  /// fall.first?.wallClockAfter  // 2017-11-05T01:00:00 — back an hour, on -05:00
  /// ```
  public var wallClockAfter: CivilDateTime { wallClock(offsetAfter) }

  private func wallClock(_ offset: UTCOffset) -> CivilDateTime {
    CivilDateTime(
      localSeconds: Int64(date.timeIntervalSince1970.rounded(.down))
        + Int64(offset.seconds),
      nanosecond: 0)
  }
}
