extension DayClamp {
  /// The same clamp as an ``Adjustment``, whose description is this one's.
  ///
  /// ```swift
  /// let clamp = try CivilDate(parsing: "2017-01-31").dayClamp(adding: .months(1))
  /// clamp?.adjustment?.description  // "2017-02 has 28 days: day 31 became 2017-02-28"
  /// ```
  public var adjustment: Adjustment? {
    (try? CalendarDate(day, in: .iso8601)).map { .dayClamped(requestedDay: requestedDay, date: $0) }
  }
}
