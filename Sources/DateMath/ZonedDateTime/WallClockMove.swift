import Foundation

extension Zone {
  /// Moves an instant to another local day, keeping its wall-clock time of
  /// day, and gives the zone's offset there: the one path by which arithmetic (`adding`), stepping (`steps`,
  /// `series`) and difference (`until`) move a date.
  ///
  /// `seconds` is the instant (whole seconds since 1970), `local` its
  /// wall-clock time as local seconds, `day` the target day (days since
  /// 1970). When the day does not change, the answer is the instant itself,
  /// even at the second reading of a repeated time: moving by nothing
  /// changes nothing. Otherwise the wall-clock time on `day` is resolved by
  /// `disambiguation` (a gap is crossed forward by its length under
  /// `.compatible`; an overlap takes its first reading).
  @inline(__always)
  func instant(
    moving seconds: Int64, local: Int64, toDay day: Int64, nanosecond: @autoclosure () -> Int,
    disambiguation: Disambiguation
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    try instant(
      moving: seconds, local: local, fromDay: _Civil.floorDiv(local, _Civil.secondsPerDay), toDay: day,
      nanosecond: nanosecond(), disambiguation: disambiguation)
  }

  /// ``instant(moving:local:toDay:nanosecond:disambiguation:)`` with the
  /// local day of `local` already known (a division saved on hot paths).
  /// `nanosecond` only describes the time in an error, so it is computed
  /// only then (from a `Date` it costs a search for the shortest digits).
  @inline(__always)
  func instant(
    moving seconds: Int64, local: Int64, fromDay today: Int64, toDay day: Int64, nanosecond: @autoclosure () -> Int,
    disambiguation: Disambiguation
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    if day == today { return (seconds, local - seconds) }
    let target = day * _Civil.secondsPerDay + (local - today * _Civil.secondsPerDay)
    return try resolved(
      local: target, disambiguation: disambiguation,
      describing: CivilDateTime(localSeconds: target, nanosecond: nanosecond()))
  }

  /// The instant moved by `months` then `days` on the wall clock (the day
  /// of the month clamped to the target month's length), keeping the time
  /// of day, and the offset there; see
  /// ``instant(moving:local:toDay:nanosecond:disambiguation:)``.
  /// `period` names the move in errors.
  @inline(__always)
  func instant(
    moving seconds: Int64, local: Int64, months: Int, days: Int, nanosecond: @autoclosure () -> Int,
    disambiguation: Disambiguation, period: @autoclosure () -> Period
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    if months == 0 && days == 0 { return (seconds, local - seconds) }
    let day = _Civil.floorDiv(local, _Civil.secondsPerDay)
    guard (Int64(_Civil.minDay)...Int64(_Civil.maxDay)).contains(day) else {
      throw .outOfRange("the instant \(seconds) seconds since 1970")
    }
    let secondOfDay = local - day * _Civil.secondsPerDay
    let target: Int64
    if months == 0 {
      // days ≠ 0, so the date moves.
      let (moved, overflow) = Int(day).addingReportingOverflow(days)
      guard !overflow, (_Civil.minDay..._Civil.maxDay).contains(moved) else {
        throw .outOfRange("\(period()) after the instant \(seconds) seconds since 1970")
      }
      target = Int64(moved) * _Civil.secondsPerDay + secondOfDay
    } else {
      let moved = try CivilDate(uncheckedDays: Int(day)).adding(months: months).adding(days: days)
      if moved.daysSince1970 == Int(day) { return (seconds, local - seconds) }
      target = Int64(moved.daysSince1970) * _Civil.secondsPerDay + secondOfDay
    }
    return try resolved(
      local: target, disambiguation: disambiguation,
      describing: CivilDateTime(localSeconds: target, nanosecond: nanosecond()))
  }
}
