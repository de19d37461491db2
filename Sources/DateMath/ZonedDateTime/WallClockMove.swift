extension Zone {
  /// Moves an instant to another local day, keeping its wall-clock time of
  /// day, and gives the zone's offset there: the one path by which adding,
  /// series and differences (``ZonedDateTime/until(_:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``
  /// and its rounding) move a date.
  ///
  /// `seconds` is the instant (whole seconds since 1970), `local` its
  /// wall-clock time as local seconds, `today` its local day and `day` the
  /// target day (days since 1970). When the day does not change, the
  /// answer is the instant itself, even at the second reading of a
  /// repeated time: moving by nothing changes nothing. Otherwise the
  /// wall-clock time on `day` is resolved by `disambiguation` (a gap is
  /// crossed forward by its length under `.compatible`; an overlap takes
  /// its first reading). `nanosecond` only names the time in an error.
  @inline(__always)
  func instant(
    moving seconds: Int64, local: Int64, fromDay today: Int64, toDay day: Int64,
    nanosecond: Int, disambiguation: Disambiguation
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    if day == today { return (seconds, local - seconds) }
    let target = day * _Civil.secondsPerDay + (local - today * _Civil.secondsPerDay)
    return try resolved(local: target, nanosecond: nanosecond, disambiguation: disambiguation)
  }

  /// The instant moved by `months` then `days` on the wall clock, the day
  /// of the month as `monthEnd` says (``CivilDate/adding(_:monthEnd:)``'s
  /// rule), keeping the time of day, and the offset there; see
  /// ``instant(moving:local:fromDay:toDay:nanosecond:disambiguation:)``.
  /// `period` names the move in errors.
  @inline(__always) @usableFromInline
  func instant(
    moving seconds: Int64, local: Int64, months: Int, days: Int, monthEnd: MonthEndPolicy,
    nanosecond: Int, disambiguation: Disambiguation, period: @autoclosure () -> Period
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    if months == 0 && days == 0 { return (seconds, local - seconds) }
    let day = _Civil.floorDiv(local, _Civil.secondsPerDay)
    guard _Civil.isSupportedDay(day) else {
      throw .outOfRange("the instant \(seconds) seconds since 1970")
    }
    let target: Int64
    if months == 0 {
      // days ≠ 0: only the day count moves, no date fields are built.
      let (moved, overflow) = day.addingReportingOverflow(Int64(days))
      guard !overflow, _Civil.isSupportedDay(moved) else {
        throw .outOfRange("\(period()) after the instant \(seconds) seconds since 1970")
      }
      target = moved
    } else {
      target = Int64(
        try CivilDate(uncheckedDays: Int(day)).addingMonths(months, monthEnd: monthEnd, describing: period())
          .adding(days: days).daysSince1970)
    }
    return try instant(
      moving: seconds, local: local, fromDay: day, toDay: target, nanosecond: nanosecond,
      disambiguation: disambiguation)
  }

  /// The instant and offset of the wall-clock time `local` moved by the
  /// date part of `period` in `calendar`, resolved by `disambiguation`:
  /// the calendars that count ISO months take the fast path above, the
  /// others move a ``CalendarDate``.
  @inline(__always) @usableFromInline
  func instant(
    moving seconds: Int64, local: Int64, by period: Period, in calendar: CalendarKind, monthEnd: MonthEndPolicy,
    nanosecond: Int, disambiguation: Disambiguation
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    switch calendar {
    case .iso8601, .gregory, .japanese, .buddhist, .roc:
      let (months, days) = try period.totals()
      return try instant(
        moving: seconds, local: local, months: months, days: days, monthEnd: monthEnd, nanosecond: nanosecond,
        disambiguation: disambiguation, period: period)
    default:
      return try instant(
        moving: seconds, local: local, calendarPart: period.calendarPart, in: calendar, monthEnd: monthEnd,
        nanosecond: nanosecond, disambiguation: disambiguation)
    }
  }

  /// The calendar path of ``instant(moving:local:by:in:monthEnd:nanosecond:disambiguation:)``.
  @usableFromInline
  func instant(
    moving seconds: Int64, local: Int64, calendarPart period: Period, in calendar: CalendarKind,
    monthEnd: MonthEndPolicy, nanosecond: Int, disambiguation: Disambiguation
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    let today = _Civil.floorDiv(local, _Civil.secondsPerDay)
    let date = try CalendarDate(daysSince1970: Int(today), in: calendar)
    let moved = try date.adding(period, monthEnd: monthEnd)
    return try instant(
      moving: seconds, local: local, fromDay: today, toDay: Int64(moved.daysSince1970), nanosecond: nanosecond,
      disambiguation: disambiguation)
  }
}
