import Foundation

/// Rounding a zoned difference to a smallest unit (Temporal's
/// RoundRelativeDuration with a time zone, ISO calendar): a calendar
/// smallest unit rounds by how far the end lies between two whole units on
/// the wall clock (NudgeToCalendarUnit); a time smallest unit rounds the
/// time part, moving it into one more day when it reaches the next day's
/// length (NudgeToZonedTime); then a unit that filled up carries into the
/// larger ones, up to the largest unit (BubbleRelativeDuration).
///
/// Every wall-clock move goes through the one path that adding uses, so a
/// move by nothing is the origin itself (see
/// ``ZonedDateTime/until(_:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``).
struct _RelativeRounding {
  let zone: Zone
  let origin: Instant
  let originLocal: Int64
  let destination: Instant
  let largestUnit: DateTimeUnit
  let smallestUnit: DateTimeUnit
  let increment: Int
  let mode: RoundingMode
  /// 1 when the destination is later, -1 when earlier.
  let sign: Int

  /// An instant as whole seconds since 1970 and a nanosecond.
  typealias Instant = (seconds: Int64, nanosecond: Int)

  /// The years, months, weeks and days of a date part.
  struct DatePart: Equatable {
    var years = 0, months = 0, weeks = 0, days = 0
  }

  func round(_ difference: Period) throws(DateMathError) -> Period {
    let date = DatePart(
      years: difference.years, months: difference.months, weeks: difference.weeks, days: difference.days)
    let time = try difference.timePart
    let nudged: (date: DatePart, time: Duration, instant: Instant, expanded: Bool)
    if smallestUnit.isCalendarUnit {
      nudged = try nudgeToCalendarUnit(date)
    } else {
      nudged = try nudgeToZonedTime(date, time)
    }
    var result = (date: nudged.date, time: nudged.time)
    if nudged.expanded && smallestUnit != .weeks {
      let startUnit = smallestUnit.rank < DateTimeUnit.days.rank ? smallestUnit : .days
      if let bubbled = try bubble(nudged.date, nudged.instant, from: startUnit) {
        result = (bubbled, .zero)
      }
    }
    let timePart = try Period(balancing: result.time, largestUnit: .hours)
    return try Period(
      years: result.date.years, months: result.date.months, weeks: result.date.weeks, days: result.date.days)
      + timePart
  }

  /// The origin moved by a date part on the wall clock (the origin itself
  /// when the part moves no date), as whole seconds; the nanosecond stays
  /// the origin's.
  func instant(_ part: DatePart) throws(DateMathError) -> Int64 {
    let period = Period(years: part.years, months: part.months, weeks: part.weeks, days: part.days)
    let (months, days) = try period.totals()
    return try zone.instant(
      moving: origin.seconds, local: originLocal, months: months, days: days, monthEnd: .clamp,
      nanosecond: origin.nanosecond, disambiguation: .compatible, period: period
    ).seconds
  }

  /// From an instant of the origin's nanosecond to the destination.
  func span(to seconds: Int64) -> Duration {
    _ExactTime.span(seconds, origin.nanosecond, destination.seconds, destination.nanosecond)
  }

  /// NudgeToCalendarUnit: the date part truncated to a multiple of the
  /// increment in the smallest unit (r1) or one increment further (r2),
  /// by the mode, from where the destination lies between the two. When a
  /// clamped month end makes the first window end before the destination
  /// (2017-01-31 + P1M is 2017-02-28, short of 2017-02-28T13:00), the
  /// window moves on by one increment (ComputeNudgeWindow's additional
  /// shift, tc39/proposal-temporal#3172; the spec shifts years and months,
  /// and DateMath weeks and days the same way, which the spec leaves
  /// undefined, tc39/proposal-temporal#3310).
  func nudgeToCalendarUnit(_ date: DatePart) throws(DateMathError)
    -> (date: DatePart, time: Duration, instant: Instant, expanded: Bool)
  {
    var (r1, start, end) = try window(date, shifted: false)
    var startInstant = try instant(start)
    var endInstant = try instant(end)
    guard startInstant != endInstant else { throw zeroLength(start) }
    // |destination − start| and |end − start|.
    func distances() -> (done: Duration, whole: Duration) {
      let fromStart = span(to: startInstant)
      let length = _ExactTime.span(startInstant, 0, endInstant, 0)
      return sign > 0 ? (fromStart, length) : (.zero - fromStart, .zero - length)
    }
    var (done, whole) = distances()
    let shifted = done > whole
    if shifted {
      (r1, start, end) = try window(date, shifted: true)
      startInstant = try instant(start)
      endInstant = try instant(end)
      guard startInstant != endInstant else { throw zeroLength(start) }
      (done, whole) = distances()
      guard done >= .zero, done <= whole else {
        throw DateMathError(
          .invalidArgument,
          "cannot round to \(smallestUnit) here: the end lies outside two \(smallestUnit) windows "
            + "in \(zone.identifier)")
      }
    }
    let useEnd: Bool
    if done <= .zero {
      useEnd = false
    } else if done >= whole {
      useEnd = true
    } else {
      let midpoint = _ExactRounding.compare(done * 2, whole)
      let lowerIsOdd = (abs(r1) / increment) % 2 == 1
      useEnd = mode.unsigned(negative: sign < 0).roundsUp(midpoint: midpoint, lowerIsOdd: lowerIsOdd)
    }
    return useEnd
      ? (end, .zero, (endInstant, origin.nanosecond), true)
      : (start, .zero, (startInstant, origin.nanosecond), shifted)
  }

  /// ComputeNudgeWindow: r1 and the date parts of the window's two ends,
  /// moved on by one increment when `shifted`.
  func window(_ date: DatePart, shifted: Bool) throws(DateMathError)
    -> (r1: Int, start: DatePart, end: DatePart)
  {
    let shift = shifted ? increment * sign : 0
    let r1: Int
    var start = DatePart()
    var end = DatePart()
    switch smallestUnit {
    case .years:
      r1 = date.years / increment * increment + shift
      start.years = r1
      end.years = r1 + increment * sign
    case .months:
      r1 = date.months / increment * increment + shift
      start = DatePart(years: date.years, months: r1)
      end = DatePart(years: date.years, months: r1 + increment * sign)
    case .weeks:
      // Weeks are counted from the date the years and months reach.
      let from = try CivilDate(uncheckedDays: Int(_Civil.floorDiv(originLocal, _Civil.secondsPerDay)))
        .adding(months: date.years * 12 + date.months)
      let weeks = from.until(try from.adding(days: date.days), largestUnit: .weeks).weeks
      r1 = (date.weeks + weeks) / increment * increment + shift
      start = DatePart(years: date.years, months: date.months, weeks: r1)
      end = DatePart(years: date.years, months: date.months, weeks: r1 + increment * sign)
    default:
      r1 = date.days / increment * increment + shift
      start = DatePart(years: date.years, months: date.months, weeks: date.weeks, days: r1)
      end = DatePart(years: date.years, months: date.months, weeks: date.weeks, days: r1 + increment * sign)
    }
    return (r1, start, end)
  }

  func zeroLength(_ start: DatePart) -> DateMathError {
    DateMathError(
      .invalidArgument,
      "cannot round to \(smallestUnit) here: the \(smallestUnit) after \(start.description) "
        + "has no length in \(zone.identifier) (a day that never happened)")
  }

  /// NudgeToZonedTime: the time part rounded to the increment; when it
  /// reaches the length of the day after the date part, one more day and
  /// the rest rounded again.
  func nudgeToZonedTime(_ date: DatePart, _ time: Duration) throws(DateMathError)
    -> (date: DatePart, time: Duration, instant: Instant, expanded: Bool)
  {
    let start = try instant(date)
    var nextDay = date
    nextDay.days += sign
    let end = try instant(nextDay)
    let daySpan = _ExactTime.span(start, 0, end, 0)
    let unit = (smallestUnit.nanoseconds ?? 1) * Int64(increment)
    let rounded = _ExactRounding.round(time, toMultipleOf: unit, mode)
    let beyond = rounded - daySpan
    // A day with no length (skipped) cannot take the time: keep it.
    let dayHasLength = sign > 0 ? daySpan > .zero : daySpan < .zero
    if dayHasLength && (sign > 0 ? beyond >= .zero : beyond <= .zero) {
      let rest = _ExactRounding.round(beyond, toMultipleOf: unit, mode)
      return (nextDay, rest, try _ExactTime.adding(rest, to: end, origin.nanosecond), true)
    }
    return (date, rounded, try _ExactTime.adding(rounded, to: start, origin.nanosecond), false)
  }

  /// BubbleRelativeDuration: from the unit above `startUnit` up to the
  /// largest unit, while the nudged instant reaches one more of the unit,
  /// the date part becomes that many (and nothing below it). Nil when
  /// nothing carries.
  func bubble(_ date: DatePart, _ nudged: Instant, from startUnit: DateTimeUnit) throws(DateMathError)
    -> DatePart?
  {
    guard startUnit != largestUnit else { return nil }
    var result: DatePart?
    var current = date
    var rank = startUnit.rank - 1
    while rank >= largestUnit.rank {
      let unit = DateTimeUnit.allCases[rank]
      rank -= 1
      if unit == .weeks && largestUnit != .weeks { continue }
      var end = DatePart()
      switch unit {
      case .years: end.years = current.years + sign
      case .months: end = DatePart(years: current.years, months: current.months + sign)
      default: end = DatePart(years: current.years, months: current.months, weeks: current.weeks + sign)
      }
      let endInstant = try instant(end)
      let beyond = _ExactTime.span(endInstant, origin.nanosecond, nudged.seconds, nudged.nanosecond)
      guard sign > 0 ? beyond >= .zero : beyond <= .zero else { break }
      current = end
      result = end
    }
    return result
  }
}

extension _RelativeRounding.DatePart: CustomStringConvertible {
  var description: String {
    Period(years: years, months: months, weeks: weeks, days: days).description
  }
}
