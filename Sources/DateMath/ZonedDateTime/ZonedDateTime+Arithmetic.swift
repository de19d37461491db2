extension ZonedDateTime {
  /// This date-time moved by `period` (Temporal's rule for
  /// `ZonedDateTime.add`): the calendar part on the wall clock (months
  /// first, the day of the month as `monthEnd` says, then days; the time
  /// of day kept), resolved by `disambiguation` when it lands in a gap or
  /// an overlap, then the time part as exact time. A calendar part that
  /// moves no date keeps the instant, even at the second reading of a
  /// repeated time.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let noon = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork)
  /// try noon.adding(.days(1))                      // 2017-03-12T12:00:00-04:00[America/New_York] — 23 h later
  /// try noon.adding(.hours(24))                    // 2017-03-12T13:00:00-04:00[America/New_York]
  /// try noon.adding(Period(days: 1, hours: 1))     // 2017-03-12T13:00:00-04:00[America/New_York]
  /// let night = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T02:30"), in: newYork)
  /// try night.adding(.days(1))                     // 2017-03-12T03:30:00-04:00[America/New_York] — 02:30 did not happen
  /// let endOfJanuary = try ZonedDateTime(CivilDateTime(parsing: "2017-01-31T09:00"), in: newYork)
  /// try endOfJanuary.adding(.months(1))                     // 2017-02-28T09:00:00-05:00[America/New_York]
  /// try endOfJanuary.adding(.months(1), monthEnd: .reject)  // throws invalidDate
  /// ```
  ///
  /// To step by a period again and again, use
  /// ``series(every:monthEnd:disambiguation:)``, which counts every step
  /// from the anchor: adding a month to the previous result drifts from
  /// the 31st to the 28th.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the result leaves
  ///   years -9999...9999; ``DateMathError/Kind/invalidDate`` for a clamp
  ///   under ``MonthEndPolicy/reject``, naming the month; with `.reject`,
  ///   ``DateMathError/Kind/nonexistentLocalTime`` or
  ///   ``DateMathError/Kind/ambiguousLocalTime``.
  @inlinable @inline(__always)
  public func adding(
    _ period: Period, disambiguation: Disambiguation = .compatible, monthEnd: MonthEndPolicy = .clamp
  ) throws(DateMathError) -> ZonedDateTime {
    try adding(period, in: .iso8601, disambiguation: disambiguation, monthEnd: monthEnd)
  }

  /// This date-time moved by `period` in `calendar`: the years, months,
  /// weeks and days on the wall clock as ``CalendarDate/adding(_:monthEnd:)``
  /// moves the local date (years keep the month code; a month code the new
  /// year lacks and a day past the month's end as `monthEnd` says), the
  /// time of day kept and resolved in the zone by `disambiguation` (a time
  /// in a DST gap moves forward by the gap with
  /// ``Disambiguation/compatible``; a repeated time is its first reading),
  /// then the time part added exactly. The one body of
  /// ``adding(_:disambiguation:monthEnd:)``, which is this with
  /// ``CalendarKind/iso8601``.
  ///
  /// ```swift
  /// let tehran = try Zone(identifier: "Asia/Tehran")
  /// let rentDue = try ZonedDateTime(CivilDateTime(parsing: "2025-02-18T09:00"), in: tehran)  // — 30 Bahman 1403
  /// try rentDue.adding(.months(1), in: .persian).localDateTime  // 2025-03-20T09:00:00 — 30 Esfand, 1403 is a leap year
  /// try rentDue.adding(.months(13), in: .persian).localDateTime  // 2026-03-20T09:00:00 — 29 Esfand 1404, clamped
  /// try rentDue.adding(.months(13), in: .persian, monthEnd: .reject)  // throws invalidDate
  /// ```
  ///
  /// - Throws: as ``CalendarDate/adding(_:monthEnd:)``;
  ///   ``DateMathError/Kind/nonexistentLocalTime`` or
  ///   ``DateMathError/Kind/ambiguousLocalTime`` with
  ///   ``Disambiguation/reject``.
  @inlinable @inline(__always)
  public func adding(
    _ period: Period, in calendar: CalendarKind, disambiguation: Disambiguation = .compatible,
    monthEnd: MonthEndPolicy = .clamp
  ) throws(DateMathError) -> ZonedDateTime {
    let (seconds, offset) = try zone.instant(
      moving: epochSeconds, local: localSeconds, by: period, in: calendar, monthEnd: monthEnd,
      nanosecond: nanosecond, disambiguation: disambiguation)
    guard period.hasTimePart else {
      return try ZonedDateTime(seconds, nanosecondField, offset: offset, zone: zone)
    }
    let (exact, nanosecond) = try _ExactTime.adding(period.timePart, to: seconds, self.nanosecond)
    return try ZonedDateTime(epochSeconds: exact, nanosecond: nanosecond, in: zone)
  }

  /// This date-time moved back by `period`:
  /// ``adding(_:disambiguation:monthEnd:)`` with the period negated.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let monday = try ZonedDateTime(CivilDateTime(parsing: "2017-03-13T12:00"), in: newYork)
  /// try monday.subtracting(.days(2))   // 2017-03-11T12:00:00-05:00[America/New_York]
  /// ```
  ///
  /// - Throws: as ``adding(_:disambiguation:monthEnd:)``.
  public func subtracting(
    _ period: Period, disambiguation: Disambiguation = .compatible, monthEnd: MonthEndPolicy = .clamp
  ) throws(DateMathError) -> ZonedDateTime {
    try adding(-period, disambiguation: disambiguation, monthEnd: monthEnd)
  }

  /// Exact elapsed time later (earlier when negative), whatever the wall
  /// clock does, to the nanosecond (a duration's finer part is truncated
  /// toward zero).
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let night = try ZonedDateTime(CivilDateTime(parsing: "2017-03-12T01:30"), in: newYork)
  /// try night.adding(exactly: .seconds(3600))   // 2017-03-12T03:30:00-04:00[America/New_York]
  /// try night.adding(exactly: .milliseconds(-1))  // 2017-03-12T01:29:59.999-05:00[America/New_York]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` beyond the supported range.
  public func adding(exactly duration: Duration) throws(DateMathError) -> ZonedDateTime {
    let (seconds, nanosecond) = try _ExactTime.adding(duration, to: epochSeconds, nanosecond)
    return try ZonedDateTime(epochSeconds: seconds, nanosecond: nanosecond, in: zone)
  }

  /// The same wall-clock time on another date, resolved by
  /// `disambiguation` when it falls in a gap or an overlap there.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let night = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T02:30"), in: newYork)
  /// try night.with(date: CivilDate(parsing: "2017-03-12"))   // 2017-03-12T03:30:00-04:00[America/New_York]
  /// try night.with(date: CivilDate(parsing: "2017-03-12"), disambiguation: .reject)  // throws nonexistentLocalTime
  /// ```
  ///
  /// - Throws: with `.reject`, ``DateMathError/Kind/nonexistentLocalTime``
  ///   or ``DateMathError/Kind/ambiguousLocalTime``;
  ///   ``DateMathError/Kind/outOfRange`` at the ends of the range.
  public func with(
    date day: CivilDate, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> ZonedDateTime {
    try ZonedDateTime(CivilDateTime(date: day, time: localDateTime.time), in: zone, disambiguation: disambiguation)
  }

  /// The same date at another time of day, resolved by `disambiguation`
  /// when that time falls in a gap or an overlap.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let evening = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T22:15"), in: newYork)
  /// try evening.with(time: CivilTime(hour: 9))   // 2017-03-11T09:00:00-05:00[America/New_York]
  /// ```
  ///
  /// - Throws: with `.reject`, ``DateMathError/Kind/nonexistentLocalTime``
  ///   or ``DateMathError/Kind/ambiguousLocalTime``.
  public func with(
    time: CivilTime, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> ZonedDateTime {
    try ZonedDateTime(
      CivilDateTime(date: localDateTime.date, time: time), in: zone, disambiguation: disambiguation)
  }

  /// The same instant seen in another zone.
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2017-03-11T12:00:00-05:00[America/New_York]")
  /// try noon.converted(to: Zone(identifier: "Asia/Kolkata"))   // 2017-03-11T22:30:00+05:30[Asia/Kolkata]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when its local date there
  ///   is outside the supported range.
  public func converted(to zone: Zone) throws(DateMathError) -> ZonedDateTime {
    try ZonedDateTime(epochSeconds: epochSeconds, nanosecond: nanosecond, in: zone)
  }
}

extension ZonedDateTime: Comparable {
  /// Ordered by instant; two date-times of one instant in different zones
  /// (or one zone from different tz data) are ordered by zone, so that the
  /// order agrees with `==`, which compares the zone too.
  public static func < (lhs: ZonedDateTime, rhs: ZonedDateTime) -> Bool {
    if lhs.epochSeconds != rhs.epochSeconds { return lhs.epochSeconds < rhs.epochSeconds }
    if lhs.nanosecondField != rhs.nanosecondField { return lhs.nanosecondField < rhs.nanosecondField }
    return lhs.zone.key < rhs.zone.key
  }
}

extension ZonedDateTime {
  /// This date-time moved by `period` as
  /// ``adding(_:in:disambiguation:monthEnd:)`` moves it, and what the move
  /// adjusted, as values (``Adjustment``): the date's month end or leap
  /// month, then the wall-clock time where the new date puts it in a gap
  /// (moved as `disambiguation` says) or an overlap (the reading chosen).
  /// A calendar part that moves no date keeps the instant and adjusts
  /// nothing.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let night = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T02:30"), in: newYork)
  /// let (next, adjustments) = try night.addingReportingAdjustments(.days(1))
  /// next  // 2017-03-12T03:30:00-04:00[America/New_York]
  /// adjustments.map(\.description)  // ["2017-03-12 02:30 does not exist in America/New_York (clocks went forward from 2017-03-12 02:00 to 03:00 (-05:00 → -04:00)): used 03:30 (disambiguation compatible)"]
  /// ```
  ///
  /// - Throws: as ``adding(_:in:disambiguation:monthEnd:)``.
  public func addingReportingAdjustments(
    _ period: Period, in calendar: CalendarKind = .iso8601, disambiguation: Disambiguation = .compatible,
    monthEnd: MonthEndPolicy = .clamp
  ) throws(DateMathError) -> (result: ZonedDateTime, adjustments: [Adjustment]) {
    let result = try adding(period, in: calendar, disambiguation: disambiguation, monthEnd: monthEnd)
    let start = try calendarDate(in: calendar)
    let (date, dateAdjustments) = try start.addingReportingAdjustments(period.calendarPart, monthEnd: monthEnd)
    guard date.daysSince1970 != start.daysSince1970 else { return (result, dateAdjustments) }
    // Where the date part alone lands: the wall-clock time resolved.
    let landed = try adding(period.calendarPart, in: calendar, disambiguation: disambiguation, monthEnd: monthEnd)
    let wall = CivilDateTime(date: date.civilDate, time: localDateTime.time)
    return (result, dateAdjustments + landed.adjustments(reading: wall, disambiguation: disambiguation))
  }
}
