import Foundation

extension Zone {
  /// Every change of UTC offset at or after `range.lowerBound` and before
  /// `range.upperBound`, in order. Changes of abbreviation or DST flag that
  /// keep the offset are not transitions (Foundation's
  /// `nextDaylightSavingTimeTransition(after:)` reports them). From a
  /// point in time, ``ZonedDateTime/nextTransition()`` and
  /// ``ZonedDateTime/previousTransition()`` find the nearest one.
  ///
  /// ```swift
  /// let lordHowe = try Zone(identifier: "Australia/Lord_Howe")
  /// let year = try Date(rfc3339: "2027-01-01T00:00:00Z")..<Date(rfc3339: "2028-01-01T00:00:00Z")
  /// try lordHowe.transitions(in: year).map(\.shift)  // [-1800, 1800] — half-hour DST
  /// try lordHowe.transitions(in: year).last  // 2027-10-03 02:00 → 02:30 (+10:30 → +11:00, gap of 30m) at 2027-10-02T15:30:00Z
  /// ```
  ///
  /// Each ``ZoneTransition`` has its instant (``ZoneTransition/date``), the
  /// offsets on either side, and the wall clock the zone's people saw
  /// (``ZoneTransition/wallClockBefore`` → ``ZoneTransition/wallClockAfter``);
  /// ``ZoneTransition/isGap`` tells a spring-forward (a gap of wall-clock
  /// times that never happened) from a fall-back (an overlap that happened
  /// twice).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for bounds that are not
  ///   finite or lie beyond about ±12,700 years from 1970.
  public func transitions(in range: Range<Date>) throws(DateMathError) -> [ZoneTransition] {
    let low = try _InstantSeconds(range.lowerBound)
    _ = try _InstantSeconds(range.upperBound)
    var result: [ZoneTransition] = []
    // Strictly after low − 1 second is at or after the whole second of low.
    var cursor = low.fraction > 0 ? low.seconds : low.seconds - 1
    while let next = transition(after: cursor),
      _date(next.time) < range.upperBound
    {
      if _date(next.time) >= range.lowerBound, let transition = Self.checked(next) {
        result.append(transition)
      }
      cursor = next.time
    }
    return result
  }

  /// A transition from the table as public API, or nil when its wall-clock
  /// times fall outside years -9999...9999.
  static func checked(_ t: (time: Int64, before: Int64, after: Int64)) -> ZoneTransition? {
    try? ZoneTransition(
      date: _date(t.time), offsetBefore: UTCOffset(seconds: Int(t.before)),
      offsetAfter: UTCOffset(seconds: Int(t.after)))
  }
}
