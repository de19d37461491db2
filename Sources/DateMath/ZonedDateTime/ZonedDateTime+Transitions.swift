extension ZonedDateTime {
  /// The zone's next change of UTC offset after this instant, or nil when
  /// its offset never changes again (or not before year 10000). Changes of
  /// abbreviation or DST flag that keep the offset are not transitions.
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2017-03-11T12:00:00-05:00[America/New_York]")
  /// noon.nextTransition()   // 2017-03-12 02:00 → 03:00 (-05:00 → -04:00, gap of 1h) at 2017-03-12T07:00:00Z
  /// try ZonedDateTime(rfc9557: "2017-03-11T12:00:00+00:00[UTC]").nextTransition()  // nil
  /// ```
  public func nextTransition() -> ZoneTransition? {
    zone.transition(after: epochSeconds).flatMap(Zone.checked)
  }

  /// The zone's last change of UTC offset before this instant, or nil
  /// when there is none (the zone has always had one offset).
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2017-03-12T12:00:00-04:00[America/New_York]")
  /// noon.previousTransition()   // 2017-03-12 02:00 → 03:00 (-05:00 → -04:00, gap of 1h) at 2017-03-12T07:00:00Z
  /// ```
  public func previousTransition() -> ZoneTransition? {
    // A transition at this whole second is before a later nanosecond.
    zone.transition(before: nanosecond > 0 ? epochSeconds + 1 : epochSeconds).flatMap(Zone.checked)
  }
}
