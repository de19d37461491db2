import Foundation

extension ZonedDateTime {
  /// This date-time shown for people in a locale's own pattern: `Jan 5,
  /// 2024 at 7:00 AM` (en_US), `05.01.2024, 07:00` (de_DE). The wall-clock
  /// time and the offset are this date-time's (DateMath's tz data), never
  /// an older Foundation's.
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2017-03-11T12:00:00-05:00[America/New_York]")
  /// try noon.formatted(as: LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE")))  // "11.03.2017, 12:00"
  /// try noon.formatted(as: LocalizedFormat(template: "yMMMd", locale: Locale(identifier: "en_GB")))  // "11 Mar 2017"
  /// ```
  ///
  /// Formatters are cached per format and zone and are safe to use from
  /// any number of threads and tasks at once.
  ///
  /// An offset that Foundation's formatters cannot show (seconds, as in
  /// `+05:00:07`, or more than 18 hours, as an RFC 9557 annotation may
  /// name) is still shown right for a pattern without zone fields: the
  /// wall-clock time is formatted as ``CivilDateTime/formatted(as:)``
  /// does. A named zone meets this only at an offset with seconds (a
  /// local mean time, before about 1900) where Foundation does not know
  /// the zone's name or its data for the zone disagrees with this zone's.
  ///
  /// In another calendar (``LocalizedFormat/CalendarSystem/specific(_:)``
  /// with `.hebrew`, `.persian`, `.islamicUmmAlQura`, `.chinese`…), the
  /// words are ICU's and the year, month and day are DateMath's
  /// (``CalendarDate``): where ICU's own calendar disagrees (the published
  /// Umm al-Qura tables, far Chinese months), the text names DateMath's
  /// date (its weekday too). On such a day a zone name is shown as its
  /// offset (`GMT+3`), and a pattern with a day-of-year or week field is
  /// refused (ICU would count it on its own day).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a local date before
  ///   1583 (Foundation's calendar is Julian before 1582-10-15 and would
  ///   show another day than DateMath's proleptic Gregorian one; use ISO
  ///   8601 text for those), outside a calendar's tables, or on a day
  ///   ICU's calendar lacks; ``DateMathError/Kind/invalidArgument`` for a
  ///   pattern with a zone field at an offset Foundation cannot show.
  public func formatted(as format: LocalizedFormat) throws(DateMathError) -> String {
    let local = localDateTime
    try _Display.checkGregorianEra(local.date, format)
    if let text = _CompiledFormat.text(self, format) { return try _Display.nonEmpty(text, format) }
    if let kind = _CalendarDisplay.kind(format.calendarIdentifier) {
      let shown = try _CalendarDisplay.icuDay(local.date, kind)
      if shown != local.date {
        // ICU's day with DateMath's fields, at this wall-clock time, in a
        // zone of this offset.
        guard _Display.showsZone(format) else {
          return try _Display.nonEmpty(
            _CalendarDisplay.text(format, real: local.date, shown: shown, time: local, zone: nil), format)
        }
        guard let fixed = Zone.foundationFixedZone(Int64(offset.seconds)) else {
          throw _Display.unshowableOffset(format, offset, of: zone)
        }
        return try _Display.nonEmpty(
          _CalendarDisplay.text(format, real: local.date, shown: shown, time: local, zone: fixed), format)
      }
    }
    let date = self.date
    guard let formatter = zone.formattingZone(at: date) else {
      guard !_Display.showsZone(format) else { throw _Display.unshowableOffset(format, offset, of: zone) }
      return try local.formatted(as: format)
    }
    return try _Display.nonEmpty(
      _Display.pool(.date, format, zone: formatter).withFormatter { $0.string(from: date) }, format)
  }

  /// Reads a date-time that a person typed in a locale's pattern, as a
  /// wall-clock time in `zone`, resolved by `disambiguation` (a time that
  /// does not exist or happens twice is never silently moved: choose
  /// `.reject` to refuse it).
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let enUS = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "en_US"))
  /// try ZonedDateTime(parsing: "Mar 12, 2017 at 2:30 AM", as: enUS, in: newYork)  // 2017-03-12T03:30:00-04:00[America/New_York]
  /// try ZonedDateTime(parsing: "Mar 12, 2017 at 2:30 AM", as: enUS, in: newYork, disambiguation: .reject)  // throws nonexistentLocalTime
  /// ```
  ///
  /// When the pattern has a zone field (`long` and `full` time styles, or a
  /// `z` in a template), the zone or offset typed in the text decides the
  /// instant and `disambiguation` is not needed; the result is seen in
  /// `zone`.
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` when the text does not
  ///   match the locale's pattern; ``DateMathError/Kind/outOfRange`` for a
  ///   date before 1583 (see ``formatted(as:)``); with `.reject`,
  ///   ``DateMathError/Kind/nonexistentLocalTime`` or
  ///   ``DateMathError/Kind/ambiguousLocalTime``.
  public init(
    parsing text: String, as format: LocalizedFormat, in zone: Zone,
    disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) {
    if _Display.showsZone(format) {
      // The text names its zone or offset: let the formatter, in this zone,
      // turn it into the instant it names.
      let read = _Display.pool(.date, format, zone: zone.timeZone).withFormatter { $0.date(from: text) }
      guard let read else { throw Self.notMatching(text, format) }
      try self.init(read, in: zone)
      if let kind = _CalendarDisplay.kind(format.calendarIdentifier) {
        // ICU read its own calendar's day: move to DateMath's day with the
        // same fields, keeping the wall-clock time.
        let icuDay = localDateTime.date
        let noon = _InstantSeconds(seconds: Int64(icuDay.daysSince1970) * _Civil.secondsPerDay + 43_200, fraction: 0).date
        let day = try _CalendarDisplay.day(readBy: noon, kind)
        if day != icuDay {
          let wall = CivilDateTime(unchecked: day, secondOfDay: localDateTime.secondOfDay, nanosecond: nanosecond)
          try self.init(wall, in: zone, disambiguation: disambiguation)
        }
      }
      try _Display.checkGregorianEra(localDateTime.date, format)
      return
    }
    // No zone in the text: its wall-clock time, resolved in `zone`.
    try self.init(CivilDateTime(parsing: text, as: format), in: zone, disambiguation: disambiguation)
  }

  static func notMatching(_ text: String, _ format: LocalizedFormat) -> DateMathError {
    _Display.notMatching(text, format, example: try? ZonedDateTime(epochSeconds: _Display.exampleSecond, in: .utc).formatted(as: format))
  }

  /// The range from this date-time to `end`, shown in this date-time's
  /// zone the way the locale writes intervals, sharing what the two ends
  /// share: `3 – 5 Jan 2024` (en_GB, template `yMMMd`), `Jan 3 – 5, 2024`
  /// (en_US). Formatted by Foundation's `DateIntervalFormatter` (ICU); in
  /// another calendar, on a day where ICU's calendar disagrees with
  /// DateMath's, each end is written on its own (`A – B`).
  ///
  /// ```swift
  /// let london = try Zone(identifier: "Europe/London")
  /// let start = try ZonedDateTime(CivilDateTime(parsing: "2024-01-03T10:00"), in: london)
  /// try start.formattedInterval(to: start.adding(.days(2)),
  ///                             as: LocalizedFormat(template: "yMMMd", locale: Locale(identifier: "en_GB")))  // == "3\u{2009}–\u{2009}5 Jan 2024" — thin spaces, as ICU 76 writes it
  /// ```
  ///
  /// - Throws: as ``formatted(as:)``.
  public func formattedInterval(to end: ZonedDateTime, as format: LocalizedFormat)
    throws(DateMathError) -> String
  {
    let end = try end.converted(to: zone)
    try _Display.checkGregorianEra(localDateTime.date, format)
    try _Display.checkGregorianEra(end.localDateTime.date, format)
    if let kind = _CalendarDisplay.kind(format.calendarIdentifier) {
      // Where ICU's calendar disagrees with DateMath's at either end, each
      // end is written on its own, with DateMath's fields.
      let (a, b) = (localDateTime.date, end.localDateTime.date)
      let (shownStart, shownEnd) = (try _CalendarDisplay.icuDay(a, kind), try _CalendarDisplay.icuDay(b, kind))
      if shownStart != a || shownEnd != b {
        return try formatted(as: format) + " – " + end.formatted(as: format)
      }
    }
    let (start, finish) = (date, end.date)
    // Where Foundation's (older) data disagrees with this zone's and the
    // two ends have different offsets, no one formatter zone shows both
    // right: each end is then formatted on its own.
    guard let formatter = zone.formattingZone(at: start), formatter == zone.formattingZone(at: finish) else {
      // With one offset at both ends and no zone field, the wall clocks are
      // the UTC clocks of the instants moved by that offset.
      if offset == end.offset, !_Display.showsZone(format) {
        let shift = TimeInterval(offset.seconds)
        return _Display.intervalPool(format, zone: TimeZone(identifier: "UTC") ?? .gmt).withFormatter {
          $0.string(from: start + shift, to: finish + shift)
        }
      }
      return try formatted(as: format) + " – " + end.formatted(as: format)
    }
    return _Display.intervalPool(format, zone: formatter).withFormatter {
      $0.string(from: start, to: finish)
    }
  }

  /// How far this date-time's local date is from `reference`'s, in words:
  /// "today", "tomorrow", "in 3 days", "yesterday", "2 days ago"
  /// ("morgen", "in 3 Tagen" in de_DE). Both dates are read on this
  /// date-time's wall clock, so a 23- or 25-hour day still counts as one
  /// and 23:00 to 01:00 the next day is "tomorrow".
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let late = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T23:00"), in: newYork)
  /// let early = try ZonedDateTime(CivilDateTime(parsing: "2017-03-12T01:00"), in: newYork)
  /// try early.relativeDayPhrase(relativeTo: late, locale: Locale(identifier: "en_US"))  // "tomorrow"
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when `reference`'s local
  ///   date here is outside the supported range.
  public func relativeDayPhrase(relativeTo reference: ZonedDateTime, locale: Locale)
    throws(DateMathError) -> String
  {
    let from = try reference.converted(to: zone).localDateTime.date
    return _Display.relativeDays(from.distance(to: localDateTime.date), locale: locale)
  }
}

extension CivilDate {
  /// This date shown for people in a locale's pattern, with no time-zone
  /// shift: `Jan 5, 2024` (en_US, date style medium), `2024年1月5日`
  /// (ja_JP). Time fields in the pattern show 00:00; zone fields are left
  /// out.
  ///
  /// ```swift
  /// let leapDay = try CivilDate(parsing: "2024-02-29")
  /// try leapDay.formatted(as: LocalizedFormat(date: .full, time: .none, locale: Locale(identifier: "ja_JP")))  // "2024年2月29日 木曜日"
  /// try CivilDate(parsing: "1582-10-14").formatted(as: LocalizedFormat(template: "yMMMd", locale: Locale(identifier: "en_US")))  // throws outOfRange
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates before 1583
  ///   (see ``ZonedDateTime/formatted(as:)``).
  public func formatted(as format: LocalizedFormat) throws(DateMathError) -> String {
    try CivilDateTime(unchecked: self, secondOfDay: 0, nanosecond: 0).formatted(as: format)
  }
}

extension CivilDateTime {
  /// This wall-clock time shown for people in a locale's pattern, with no
  /// time-zone shift: `Jan 5, 2024 at 7:00 AM`. Zone fields in the pattern
  /// (`long` and `full` time styles have them) are left out, since a
  /// wall-clock time has no zone.
  ///
  /// In another calendar, ICU's words name DateMath's year, month and day
  /// (see ``ZonedDateTime/formatted(as:)``).
  ///
  /// ```swift
  /// let wallClock = try CivilDateTime(parsing: "2024-03-31T02:30")
  /// try wallClock.formatted(as: LocalizedFormat(date: .medium, time: .long, locale: Locale(identifier: "en_US")))  // == "Mar 31, 2024 at 2:30:00\u{202F}AM"
  /// try CivilDateTime(parsing: "1500-03-01T12:00").formatted(as: LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "en_US")))  // throws outOfRange
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates before 1583
  ///   (see ``ZonedDateTime/formatted(as:)``), outside a calendar's
  ///   tables, or on a day ICU's calendar lacks.
  public func formatted(as format: LocalizedFormat) throws(DateMathError) -> String {
    try _Display.checkGregorianEra(date, format)
    if let text = _CompiledFormat.text(self, format) { return try _Display.nonEmpty(text, format) }
    if let kind = _CalendarDisplay.kind(format.calendarIdentifier) {
      // ICU's words for DateMath's year, month and day (see
      // ZonedDateTime.formatted(as:)).
      let shown = try _CalendarDisplay.icuDay(date, kind)
      if shown != date {
        return try _Display.nonEmpty(_CalendarDisplay.text(format, real: date, shown: shown, time: self, zone: nil), format)
      }
    }
    return try _Display.nonEmpty(_Display.icuText(self, format), format)
  }
}
