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

  /// The time from `other` to this date-time with the years, months and
  /// weeks of `calendar`, as Temporal's `since`: the negation of
  /// ``until(_:in:largestUnit:)``, so month ends count from this
  /// date-time, as ``CivilDate/since(_:largestUnit:)`` counts them.
  ///
  /// ```swift
  /// let jerusalem = try Zone(identifier: "Asia/Jerusalem")
  /// let start = try ZonedDateTime(CivilDateTime(parsing: "2024-03-09T12:00"), in: jerusalem)  // — 29 Adar I 5784
  /// let end = try ZonedDateTime(CivilDateTime(parsing: "2025-03-30T08:00"), in: jerusalem)    // — 1 Nisan 5785
  /// try start.until(end, in: .hebrew, largestUnit: .years)  // P1YT20H
  /// try end.since(start, in: .hebrew, largestUnit: .years)  // P1Y1M1DT20H — counted back from the end, then negated
  /// ```
  ///
  /// - Throws: as ``until(_:in:largestUnit:)``.
  public func since(_ other: ZonedDateTime, in calendar: CalendarKind, largestUnit: DateTimeUnit = .days)
    throws(DateMathError) -> Period
  {
    try -until(other, in: calendar, largestUnit: largestUnit)
  }
}
