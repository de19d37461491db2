extension ZonedDateTime {
  /// A wall-clock time in a zone, resolved as
  /// ``init(_:in:disambiguation:)`` resolves it, with what the resolution
  /// adjusted: nothing when the time happened once; a
  /// ``Adjustment/gapShifted(requested:used:zoneIdentifier:transition:disambiguation:)``
  /// when it falls in a gap (it never happened), an
  /// ``Adjustment/overlapReading(time:offset:isFirstReading:zoneIdentifier:transition:disambiguation:)``
  /// when it falls in an overlap (it happened twice).
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let (time, adjustments) = try ZonedDateTime.resolvingReportingAdjustments(
  ///   try CivilDateTime(parsing: "2017-03-12T02:30"), in: newYork)
  /// time  // 2017-03-12T03:30:00-04:00[America/New_York]
  /// adjustments.map(\.description)  // ["2017-03-12 02:30 does not exist in America/New_York (clocks went forward from 2017-03-12 02:00 to 03:00 (-05:00 → -04:00)): used 03:30 (disambiguation compatible)"]
  /// try ZonedDateTime.resolvingReportingAdjustments(
  ///   try CivilDateTime(parsing: "2017-11-05T01:30"), in: newYork, disambiguation: .later).adjustments.first?.description  // "2017-11-05 01:30 happens twice in America/New_York (clocks went back from 2017-11-05 02:00 to 01:00 (-04:00 → -05:00)): used the second reading, -05:00 (disambiguation later)"
  /// ```
  ///
  /// - Throws: as ``init(_:in:disambiguation:)``: with `.reject`, for a
  ///   time in a gap or an overlap.
  public static func resolvingReportingAdjustments(
    _ local: CivilDateTime, in zone: Zone, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> (result: ZonedDateTime, adjustments: [Adjustment]) {
    let result = try ZonedDateTime(local, in: zone, disambiguation: disambiguation)
    return (result, result.adjustments(reading: local, disambiguation: disambiguation))
  }

  /// The first instant of `day` in `zone`, as ``init(startOf:in:)`` finds
  /// it, with a ``Adjustment/dayStartedAfterMidnight(date:start:zoneIdentifier:transition:)``
  /// when midnight did not happen that day (the clocks jumped over it), so
  /// the day began later.
  ///
  /// ```swift
  /// let saoPaulo = try Zone(identifier: "America/Sao_Paulo")
  /// let (start, adjustments) = try ZonedDateTime.startOfDayReportingAdjustments(
  ///   try CivilDate(parsing: "2018-11-04"), in: saoPaulo)
  /// start  // 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
  /// adjustments.map(\.description)  // ["midnight did not exist in America/Sao_Paulo on 2018-11-04 (clocks went forward from 2018-11-04 00:00 to 01:00 (-03:00 → -02:00)): the day began at 01:00"]
  /// ```
  ///
  /// - Throws: as ``init(startOf:in:)``: ``DateMathError/Kind/skippedDay``
  ///   for a day that never happened (Pacific/Apia 2011-12-30).
  public static func startOfDayReportingAdjustments(_ day: CivilDate, in zone: Zone) throws(DateMathError)
    -> (result: ZonedDateTime, adjustments: [Adjustment])
  {
    let start = try ZonedDateTime(startOf: day, in: zone)
    guard start.localDateTime.secondOfDay != 0 || start.localDateTime.nanosecond != 0,
      case .gap(let transition) = zone.resolution(of: CivilDateTime(date: day, time: .midnight))
    else { return (start, []) }
    return (
      start,
      [
        .dayStartedAfterMidnight(
          date: day, start: start.localDateTime, zoneIdentifier: zone.identifier, transition: transition)
      ]
    )
  }

  /// What reading `local` as this value (its resolution in this zone by
  /// `disambiguation`) adjusted: nothing, a gap shift or an overlap's
  /// reading.
  func adjustments(reading local: CivilDateTime, disambiguation: Disambiguation) -> [Adjustment] {
    switch zone.resolution(of: local) {
    case .unique:
      return []
    case .gap(let transition):
      return [
        .gapShifted(
          requested: local, used: localDateTime, zoneIdentifier: zone.identifier, transition: transition,
          disambiguation: disambiguation)
      ]
    case .overlap(let earlier, _, let transition):
      return [
        .overlapReading(
          time: local, offset: offset, isFirstReading: date == earlier, zoneIdentifier: zone.identifier,
          transition: transition, disambiguation: disambiguation)
      ]
    }
  }
}
