extension ZonedDateTime {
  /// The first instant of a civil date in a zone: local midnight, or, when
  /// midnight fell in a gap, the instant the clocks jumped (in
  /// America/Sao_Paulo 2018-11-04 began at 01:00); when a date occurred
  /// twice (clocks set back across midnight), its first occurrence. Never
  /// "set the hour to 0 and hope".
  ///
  /// ```swift
  /// let saoPaulo = try Zone(identifier: "America/Sao_Paulo")
  /// try ZonedDateTime(startOf: CivilDate(parsing: "2018-11-04"), in: saoPaulo)  // 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
  /// try ZonedDateTime(startOf: CivilDate(parsing: "2011-12-30"), in: Zone(identifier: "Pacific/Apia"))  // throws skippedDay
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/skippedDay`` for a date that never
  ///   happened in the zone (Pacific/Apia 2011-12-30);
  ///   ``DateMathError/Kind/outOfRange`` at the ends of the range.
  public init(startOf day: CivilDate, in zone: Zone) throws(DateMathError) {
    let (seconds, offset) = try zone.firstInstant(of: day)
    try self.init(seconds, 0, offset: offset, zone: zone)
  }

  /// The first instant of this date-time's local day: midnight, or the
  /// first time after a gap when midnight did not happen.
  ///
  /// ```swift
  /// let saoPaulo = try Zone(identifier: "America/Sao_Paulo")
  /// let noon = try ZonedDateTime(CivilDateTime(parsing: "2018-11-04T12:00"), in: saoPaulo)
  /// try noon.startOfDay()   // 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside the supported range.
  public func startOfDay() throws(DateMathError) -> ZonedDateTime {
    let (seconds, offset) = try zone.firstInstant(ofDay: localDay)
    return try ZonedDateTime(seconds, 0, offset: offset, zone: zone)
  }

  /// The first instant after this one whose local date is later: where
  /// this day ends. The next local midnight, or, when that midnight fell
  /// in a gap, the instant the clocks jumped; after a day that was
  /// followed by a skipped one, the start of the next day that happened.
  ///
  /// ```swift
  /// let apia = try Zone(identifier: "Pacific/Apia")
  /// let evening = try ZonedDateTime(CivilDateTime(parsing: "2011-12-29T18:00"), in: apia)
  /// try evening.startOfNextDay()   // 2011-12-31T00:00:00+14:00[Pacific/Apia] — 12-30 never happened
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside the supported range.
  public func startOfNextDay() throws(DateMathError) -> ZonedDateTime {
    let (seconds, offset) = zone.nextDayStart(after: epochSeconds, day: localDay)
    return try ZonedDateTime(seconds, 0, offset: offset, zone: zone)
  }

  /// The first instant of the local day before this one: the start of the
  /// day that holds the instant just before ``startOfDay()``, so a day that
  /// never happened is passed over.
  ///
  /// ```swift
  /// let apia = try Zone(identifier: "Pacific/Apia")
  /// let morning = try ZonedDateTime(CivilDateTime(parsing: "2011-12-31T09:00"), in: apia)
  /// try morning.startOfPreviousDay()   // 2011-12-29T00:00:00-10:00[Pacific/Apia]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` at the start of the
  ///   supported range.
  public func startOfPreviousDay() throws(DateMathError) -> ZonedDateTime {
    let start = try zone.firstInstant(ofDay: localDay).seconds
    return try ZonedDateTime(epochSeconds: start - 1, in: zone).startOfDay()
  }

  /// The local day that holds this instant, as a half-open range: from
  /// ``startOfDay()`` up to ``startOfNextDay()``, so it always contains
  /// this date-time. It spans 24 hours on most days; 23 or 25 on DST days;
  /// 23.5 or 24.5 in Australia/Lord_Howe. A date that happened in two
  /// parts, split by a repeated midnight (Antarctica/Casey 2010-03-04:
  /// clocks went back from 2010-03-05 02:00 +11:00 to 03-04 23:00 +08:00),
  /// runs from its first instant to the end of the part that holds this
  /// instant, 27 hours there, and overlaps the next date's first part;
  /// ``lengthOfDay()`` measures to where that next date first starts.
  ///
  /// ```swift
  /// let lordHowe = try Zone(identifier: "Australia/Lord_Howe")
  /// let day = try ZonedDateTime(CivilDateTime(parsing: "2027-04-04T12:00"), in: lordHowe).dayInterval()
  /// day.lowerBound                               // 2027-04-04T00:00:00+11:00[Australia/Lord_Howe]
  /// day.lowerBound.duration(to: day.upperBound)  // 88200.0 seconds — 24.5 hours
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside the supported range.
  public func dayInterval() throws(DateMathError) -> Range<ZonedDateTime> {
    let first = try zone.firstInstant(ofDay: localDay)
    let next = zone.nextDayStart(after: epochSeconds, day: localDay)
    return try ZonedDateTime(first.seconds, 0, offset: first.offset, zone: zone)..<ZonedDateTime(
      next.seconds, 0, offset: next.offset, zone: zone)
  }

  /// The length of this date-time's local day, from its first instant to
  /// the first instant of the next date that happened (Temporal's
  /// `hoursInDay`, as exact time): 24 hours on most days; 23 or 25 hours
  /// on DST days; 23.5 or 24.5 in Australia/Lord_Howe. For a date split in
  /// two by a repeated midnight it is measured to where the next date first
  /// starts, so it can be shorter than ``dayInterval()``, which holds this
  /// instant.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// try ZonedDateTime(CivilDateTime(parsing: "2017-03-12T12:00"), in: newYork).lengthOfDay()  // 82800.0 seconds
  /// try ZonedDateTime(startOf: CivilDate(parsing: "2018-11-04"),
  ///                   in: Zone(identifier: "America/Sao_Paulo")).lengthOfDay() == .seconds(23 * 3600)  // true
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside the supported range.
  public func lengthOfDay() throws(DateMathError) -> Duration {
    let start = try zone.firstInstant(ofDay: localDay).seconds
    return .seconds(zone.nextDayStart(after: start, day: localDay).seconds - start)
  }

  /// The local date as days since 1970 (a division: no date fields).
  var localDay: Int64 { _Civil.floorDiv(localSeconds, _Civil.secondsPerDay) }
}
