import Foundation

extension Zone {
  /// The first change of UTC offset strictly after `date`, or nil when the
  /// zone's offset never changes again (or not before year 10000).
  ///
  /// Changes of abbreviation or DST flag that keep the offset are skipped
  /// (Foundation's `nextDaylightSavingTimeTransition(after:)` reports them).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or lies beyond about ±12,700 years from 1970.
  public func nextTransition(after date: Date) throws(DateMathError) -> ZoneTransition? {
    let instant = try _InstantSeconds(date)
    return transition(after: instant.seconds).flatMap(Self.checked)
  }

  /// The last change of UTC offset strictly before `date`, or nil when
  /// there is none (the zone has always had one offset).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or lies beyond about ±12,700 years from 1970.
  public func previousTransition(before date: Date) throws(DateMathError) -> ZoneTransition? {
    let instant = try _InstantSeconds(date)
    // A transition at `date` itself is not before a fractional `date`.
    let bound = instant.fraction > 0 ? instant.seconds + 1 : instant.seconds
    return transition(before: bound).flatMap(Self.checked)
  }

  /// Every change of UTC offset at or after `range.lowerBound` and before
  /// `range.upperBound`, in order.
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
