extension CalendarKind {
  /// The ISO dates this calendar covers: all of DateMath's range (years
  /// -9999 through 9999) for the arithmetic calendars, the span of the
  /// published tables for ``islamicUmalqura``, ``chinese`` and ``dangi``.
  ///
  /// ```swift
  /// CalendarKind.gregory.supportedRange.upperBound  // 9999-12-31
  /// CalendarKind.islamicUmalqura.supportedRange.upperBound  // 2077-11-16 — 30 Dhu al-Hijjah 1500, the tables' last day
  /// try CalendarDate(CivilDate(year: 2078, month: 1, day: 1), in: .islamicUmalqura)  // throws outOfRange
  /// ```
  public var supportedRange: ClosedRange<CivilDate> {
    let days = rules.supportedDays
    return CivilDate(uncheckedDays: days.lowerBound)...CivilDate(uncheckedDays: days.upperBound)
  }
}
