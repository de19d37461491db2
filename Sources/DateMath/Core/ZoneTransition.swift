import Foundation

/// A moment at which a zone's UTC offset changes.
///
/// Only changes of offset count: tz data also records changes of a zone's
/// abbreviation or DST flag that leave the offset alone (America/Adak
/// 1983-10-30), which Foundation's `nextDaylightSavingTimeTransition(after:)`
/// reports as transitions and DateMath does not.
///
/// ```swift
/// let newYork = try Zone(identifier: "America/New_York")
/// let year2017 = try newYork.transitions(in: Date(rfc3339: "2017-01-01T00:00:00Z")..<Date(rfc3339: "2018-01-01T00:00:00Z"))
/// year2017.map(\.date)          // [2017-03-12T07:00:00Z, 2017-11-05T06:00:00Z]
/// year2017[0].offsetBefore      // -05:00
/// year2017[0].offsetAfter       // -04:00
/// year2017.map(\.isGap)         // [true, false]
/// ```
public struct ZoneTransition: Sendable, Hashable {
  /// The instant of the change: the first instant with ``offsetAfter``.
  public let date: Date
  /// The offset in force just before ``date``.
  public let offsetBefore: UTCOffset
  /// The offset in force from ``date`` on.
  public let offsetAfter: UTCOffset

  /// Creates a transition, checking that it can exist.
  ///
  /// ```swift
  /// let spring = try ZoneTransition(
  ///   date: Date(rfc3339: "2017-03-12T07:00:00Z"), offsetBefore: UTCOffset(seconds: -18_000),
  ///   offsetAfter: UTCOffset(seconds: -14_400))
  /// spring.description  // "2017-03-12 02:00 → 03:00 (-05:00 → -04:00, gap of 1h) at 2017-03-12T07:00:00Z"
  /// try ZoneTransition(date: Date(rfc3339: "2017-03-12T07:00:00Z"), offsetBefore: .zero, offsetAfter: UTCOffset(seconds: 86_400))  // throws outOfRange
  /// ```
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

  /// Whether clocks jumped forward, leaving a gap of wall-clock times that
  /// never happened (spring forward); otherwise they were set back and the
  /// wall-clock times of the overlap happened twice (fall back).
  ///
  /// ```swift
  /// let lordHowe = try Zone(identifier: "Australia/Lord_Howe")
  /// let year2027 = try lordHowe.transitions(in: Date(rfc3339: "2027-01-01T00:00:00Z")..<Date(rfc3339: "2028-01-01T00:00:00Z"))
  /// year2027.map(\.isGap)  // [false, true] — back in April, forward in October (southern hemisphere)
  /// ```
  public var isGap: Bool { offsetAfter > offsetBefore }

  /// How far the clocks moved, in seconds: positive for a gap, negative for
  /// an overlap.
  ///
  /// ```swift
  /// let lordHowe = try Zone(identifier: "Australia/Lord_Howe")
  /// let year2027 = try lordHowe.transitions(in: Date(rfc3339: "2027-01-01T00:00:00Z")..<Date(rfc3339: "2028-01-01T00:00:00Z"))
  /// year2027.map(\.shift)  // [-1800, 1800] — Lord Howe's DST is half an hour
  /// ```
  public var shift: Int { offsetAfter.seconds - offsetBefore.seconds }
}
