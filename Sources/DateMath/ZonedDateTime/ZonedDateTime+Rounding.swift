import Foundation

extension ZonedDateTime {
  /// This date-time rounded to a multiple of `increment` `unit`s, by
  /// `mode` (Temporal's `ZonedDateTime.prototype.round`; the default
  /// `.halfExpand` rounds a midpoint up).
  ///
  /// - A time unit rounds the wall-clock time (03:24:30 to the hour is
  ///   03:00; to 30 minutes, 03:30), then reads it in the zone keeping this
  ///   date-time's offset when the zone has it there: rounding the second
  ///   reading of a repeated time (New York 2017-11-05T01:29:50-05:00) to
  ///   the minute gives 01:30-05:00, not the first reading an hour
  ///   earlier. A rounded time in a gap (01:59:30 to the minute, the day
  ///   clocks skip 02:00–03:00) is read as ``Disambiguation/compatible``:
  ///   03:00-04:00.
  /// - `.days` rounds between the start of this local day and the start
  ///   of the next, however long the day is: in São Paulo 2018-11-04 began
  ///   at 01:00 and lasted 23 hours, so 12:00 rounds down to 01:00 and
  ///   13:00 up to the next midnight. A day runs from its first instant to
  ///   the next day's first instant; where a midnight happens twice, a
  ///   piece of the day after the next day has begun (Antarctica/Casey
  ///   2010-03-04T23:10+08:00, after 2010-03-05T00:00+11:00) counts as the
  ///   day's last nanosecond, as Temporal decided in 2026
  ///   (proposal-temporal#3315): `.floor` gives 2010-03-04T00:00+11:00,
  ///   `.halfExpand` and `.ceil` 2010-03-05T00:00+11:00.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let time = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T03:24:30"), in: newYork)
  /// try time.rounded(to: .hours)                    // 2017-03-11T03:00:00-05:00[America/New_York]
  /// try time.rounded(to: .minutes, increment: 30)   // 2017-03-11T03:30:00-05:00[America/New_York]
  /// let later = try ZonedDateTime(rfc9557: "2017-11-05T01:29:50-05:00[America/New_York]")
  /// try later.rounded(to: .minutes)                 // 2017-11-05T01:30:00-05:00[America/New_York]
  /// ```
  ///
  /// - Parameters:
  ///   - unit: `.days` or an exact unit, hours down to nanoseconds.
  ///   - increment: 1 for days; for hours a divisor of 24 below 24, for
  ///     minutes and seconds of 60, for sub-second units of 1000.
  ///   - mode: how to round (default ``RoundingMode/halfExpand``).
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for years, months or
  ///   weeks, or an increment the unit does not take;
  ///   ``DateMathError/Kind/outOfRange`` at the ends of the range.
  public func rounded(
    to unit: DateTimeUnit, increment: Int = 1, mode: RoundingMode = .halfExpand
  ) throws(DateMathError) -> ZonedDateTime {
    if unit == .days {
      guard increment == 1 else {
        throw DateMathError(.invalidArgument, "days round with an increment of 1 only (got \(increment))")
      }
      let start = try zone.firstInstant(ofDay: localDay).seconds
      // The day ends where the next one first starts; when the next one
      // never happened (Pacific/Apia 2011-12-30) or has no date (past
      // 9999-12-31), at the first instant after this one whose date is
      // later.
      let end =
        (localDay < Int64(_Civil.maxDay) ? zone.firstInstant(onLocalDay: localDay + 1)?.seconds : nil)
        ?? zone.nextDayStart(after: epochSeconds, day: localDay).seconds
      // A piece of this date after the next date has begun (a midnight
      // that happens twice: Antarctica/Casey 2010-03-04T23:10+08:00 is after
      // 2010-03-05T00:00+11:00) counts as the day's last nanosecond, as
      // Temporal decided (proposal-temporal#3315).
      let progress =
        epochSeconds >= end
        ? _ExactTime.span(start, 0, end, 0) - .nanoseconds(1)
        : _ExactTime.span(start, 0, epochSeconds, nanosecond)
      let rounded = _ExactRounding.round(progress, toMultipleOf: (end - start) * 1_000_000_000, mode)
      return try ZonedDateTime(epochSeconds: rounded == .zero ? start : end, in: zone)
    }
    guard let length = unit.nanoseconds else {
      throw DateMathError(
        .invalidArgument, "a date-time rounds to days or a smaller unit, not \(unit)")
    }
    try unit.checkIncrement(increment)
    if length * Int64(increment) == 1 { return self }
    let local = localDateTime
    let timeOfDay = Duration.seconds(local.secondOfDay) + .nanoseconds(nanosecond)
    let rounded = _ExactRounding.round(timeOfDay, toMultipleOf: length * Int64(increment), mode)
    let (seconds, attoseconds) = rounded.components
    let target = Int64(local.date.daysSince1970) * _Civil.secondsPerDay + seconds
    let nanosecond = Int(attoseconds / 1_000_000_000)
    // Offset "prefer": this offset when the zone has it at the rounded
    // wall-clock time, else the compatible reading.
    let instant = try zone.resolved(
      local: target, nanosecond: nanosecond, disambiguation: .compatible,
      preferredOffset: Int64(offsetSeconds)
    ).seconds
    return try ZonedDateTime(epochSeconds: instant, nanosecond: nanosecond, in: zone)
  }
}
