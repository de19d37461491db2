import Foundation

extension ZonedDateTime {
  /// The local date of this instant in `calendar`: the day its wall clock
  /// shows in its zone, seen in that calendar.
  ///
  /// ```swift
  /// let jerusalem = try Zone(identifier: "Asia/Jerusalem")
  /// let evening = try ZonedDateTime(CivilDateTime(parsing: "2024-03-10T20:00"), in: jerusalem)
  /// try evening.calendarDate(in: .hebrew).monthCode  // M05L — the civil day, not the Hebrew day that began at sunset
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the calendar's tables
  ///   do not cover the day.
  public func calendarDate(in calendar: CalendarKind) throws(DateMathError) -> CalendarDate {
    try CalendarDate(daysSince1970: Int(_Civil.floorDiv(localSeconds, _Civil.secondsPerDay)), in: calendar)
  }

  /// This date-time moved by `period` in `calendar`: the years, months,
  /// weeks and days on the wall clock as ``CalendarDate/adding(_:overflow:)``
  /// moves the local date (a month code the new year lacks and a day past
  /// the month's end as `overflow` says), the time of day kept and
  /// resolved in the zone by `disambiguation` (a time in a DST gap moves
  /// forward by the gap with ``Disambiguation/compatible``; a repeated
  /// time is its first reading), then the time part added exactly, as
  /// ``adding(_:disambiguation:monthEnd:)`` does in ISO 8601.
  ///
  /// ```swift
  /// let tehran = try Zone(identifier: "Asia/Tehran")
  /// let rentDue = try ZonedDateTime(CivilDateTime(parsing: "2025-02-18T09:00"), in: tehran)  // — 30 Bahman 1403
  /// try rentDue.adding(.months(1), in: .persian).localDateTime  // 2025-03-20T09:00:00 — 30 Esfand, 1403 is a leap year
  /// ```
  ///
  /// - Throws: as ``CalendarDate/adding(_:overflow:)``;
  ///   ``DateMathError/Kind/nonexistentLocalTime`` or
  ///   ``DateMathError/Kind/ambiguousLocalTime`` with
  ///   ``Disambiguation/reject``.
  public func adding(
    _ period: Period, in calendar: CalendarKind, overflow: CalendarDate.Overflow = .constrain,
    disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> ZonedDateTime {
    let today = _Civil.floorDiv(localSeconds, _Civil.secondsPerDay)
    let date = try CalendarDate(daysSince1970: Int(today), in: calendar)
    let moved = try date.adding(period.calendarPart, overflow: overflow)
    let (seconds, offset) = try zone.instant(
      moving: epochSeconds, local: localSeconds, fromDay: today, toDay: Int64(moved.daysSince1970),
      nanosecond: nanosecond, disambiguation: disambiguation)
    guard period.hasTimePart else {
      return try ZonedDateTime(seconds, nanosecondField, offset: offset, zone: zone)
    }
    let (exact, nanosecond) = try _ExactTime.adding(period.timePart, to: seconds, self.nanosecond)
    return try ZonedDateTime(epochSeconds: exact, nanosecond: nanosecond, in: zone)
  }

  /// The time from this date-time to `other` with the years, months and
  /// weeks of `calendar`, as Temporal's `ZonedDateTime.until` with that
  /// calendar: calendar units counted on the wall-clock dates (a last day
  /// that is not whole does not count), the rest exact, truncated to the
  /// nanosecond. With `largestUnit` below days, the calendar does not
  /// matter; see ``until(_:largestUnit:smallestUnit:roundingIncrement:roundingMode:)``.
  ///
  /// ```swift
  /// let jerusalem = try Zone(identifier: "Asia/Jerusalem")
  /// let start = try ZonedDateTime(CivilDateTime(parsing: "2024-03-09T12:00"), in: jerusalem)  // — 29 Adar I 5784
  /// let end = try ZonedDateTime(CivilDateTime(parsing: "2025-03-30T08:00"), in: jerusalem)    // — 1 Nisan 5785
  /// try start.until(end, in: .hebrew, largestUnit: .years)  // P1YT20H
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the calendar's tables
  ///   do not cover a date on the way.
  public func until(_ other: ZonedDateTime, in calendar: CalendarKind, largestUnit: DateTimeUnit = .days)
    throws(DateMathError) -> Period
  {
    guard largestUnit.isCalendarUnit, largestUnit != .days, largestUnit != .weeks else {
      return try until(other, largestUnit: largestUnit)
    }
    return try calendarDifference(to: other, largestUnit: largestUnit, calendar: calendar)
  }
}
