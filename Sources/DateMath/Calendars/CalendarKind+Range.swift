extension CalendarKind {
  /// The ISO dates this calendar covers: all of DateMath's range (years
  /// -9999 through 9999) for the arithmetic calendars, the span of the
  /// published tables for ``islamicUmalqura``, ``chinese`` and ``dangi``.
  public var supportedRange: ClosedRange<CivilDate> {
    let days = rules.supportedDays
    return CivilDate(uncheckedDays: days.lowerBound)...CivilDate(uncheckedDays: days.upperBound)
  }
}
