import Foundation

extension Zone {
  /// An instant shown in this zone for people, in a locale's own pattern:
  /// `Jan 5, 2024 at 7:00 AM` (en_US), `5. Jan. 2024, 07:00` (de_DE).
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
  /// - Throws: ``DateMathError/Kind/outOfRange`` for an instant whose local
  ///   date is before 1583 (Foundation's calendar is Julian before
  ///   1582-10-15 and would show another day than DateMath's proleptic
  ///   Gregorian one; use ISO 8601 text for those) or out of the supported
  ///   range; ``DateMathError/Kind/invalidArgument`` for a pattern with a
  ///   zone field at an offset Foundation cannot show.
  public func format(_ date: Date, as format: LocalizedFormat) throws(DateMathError) -> String {
    let local = try localDateTime(for: date)
    try _Display.checkGregorianEra(local.date, format)
    guard let zone = formattingZone(at: date) else {
      guard !_Display.showsZone(format) else {
        let offset = try self.offset(at: date)
        throw DateMathError(
          .invalidArgument,
          "the \(_Display.describe(format)) shows a time zone, and Foundation's formatters cannot show "
            + "the offset \(offset)\(isFixedOffset ? "" : " of " + identifier) (they stop at ±18 hours and whole minutes): "
            + "use a pattern without zone fields, or RFC 9557 text")
      }
      return try local.formatted(as: format)
    }
    return try _Display.nonEmpty(
      _Display.pool(.date, format, zone: zone).withFormatter { $0.string(from: date) }, format)
  }

  /// Reads a date-time that a person typed in a locale's pattern, as a
  /// wall-clock time in this zone, and resolves it by `disambiguation`
  /// (a time that does not exist or happens twice is never silently
  /// moved: choose `.reject` to refuse it).
  ///
  ///     try newYork.parse("Mar 12, 2017 at 2:30 AM",
  ///                       as: LocalizedFormat(date: .medium, time: .short, locale: enUS))
  ///     // 2017-03-12T03:30:00-04:00 (compatible: 02:30 did not exist)
  ///
  /// When the pattern has a zone field (`long` and `full` time styles, or a
  /// `z` in a template), the zone or offset typed in the text decides the
  /// instant and `disambiguation` is not needed.
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` when the text does not
  ///   match the locale's pattern; ``DateMathError/Kind/outOfRange`` for a
  ///   date before 1583 (see ``format(_:as:)``); with `.reject`, the errors
  ///   of ``date(from:disambiguation:)``.
  public func parse(
    _ text: String, as format: LocalizedFormat, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    let pool = _Display.pool(.date, format, zone: utc)
    if _Display.showsZone(format) {
      // The text names its zone or offset: let the formatter, in this zone,
      // turn it into the instant it names.
      let read = _Display.pool(.date, format, zone: timeZone).withFormatter { $0.date(from: text) }
      guard let read else { throw notMatching(text, format) }
      try _Display.checkGregorianEra(localDate(for: read), format)
      return read
    }
    let read = pool.withFormatter { $0.date(from: text) }
    guard let read else { throw notMatching(text, format) }
    let local = try Zone.utc.localDateTime(for: read)
    try _Display.checkGregorianEra(local.date, format)
    return try date(from: local, disambiguation: disambiguation)
  }

  func notMatching(_ text: String, _ format: LocalizedFormat) -> DateMathError {
    let example = (try? self.format(Date(timeIntervalSince1970: 1_704_441_600), as: format)) ?? ""
    return DateMathError(
      .invalidFormat,
      "\(DateMathError.quoted(text)) does not match the \(format.locale.identifier) pattern"
        + (example.isEmpty ? "" : " (for example \(DateMathError.quoted(example)))"))
  }

  /// A range of instants shown in this zone the way the locale writes
  /// intervals, sharing what the two ends share: `3–5 Jan 2024` (en_GB,
  /// template `yMMMd`), `Jan 3 – 5, 2024` (en_US).
  ///
  /// - Throws: as ``format(_:as:)``.
  public func formatInterval(from start: Date, to end: Date, as format: LocalizedFormat)
    throws(DateMathError) -> String
  {
    try _Display.checkGregorianEra(localDate(for: start), format)
    try _Display.checkGregorianEra(localDate(for: end), format)
    // Where Foundation's (older) data disagrees with this calendar's and
    // the two ends have different offsets, no one formatter zone shows
    // both right: each end is then formatted on its own.
    guard let zone = formattingZone(at: start), zone == formattingZone(at: end) else {
      // With one offset at both ends and no zone field, the wall clocks are
      // the UTC clocks of the instants moved by that offset.
      let offset = try self.offset(at: start)
      if offset == (try self.offset(at: end)), !_Display.showsZone(format) {
        let shift = TimeInterval(offset.seconds)
        return _Display.intervalPool(format, zone: TimeZone(identifier: "UTC") ?? .gmt).withFormatter {
          $0.string(from: start + shift, to: end + shift)
        }
      }
      return try self.format(start, as: format) + " – " + self.format(end, as: format)
    }
    return _Display.intervalPool(format, zone: zone).withFormatter {
      $0.string(from: start, to: end)
    }
  }

  /// How far `date`'s local date is from `reference`'s, in words:
  /// "today", "tomorrow", "in 3 days", "yesterday", "2 days ago"
  /// ("morgen", "in 3 Tagen" in de_DE).
  ///
  /// The distance is counted in local calendar dates in this zone
  /// (``daysBetween(_:_:)``), so a 23- or 25-hour day still counts as one
  /// and 23:00 to 01:00 the next day is "tomorrow".
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates outside the
  ///   supported range.
  public func relativeDayPhrase(for date: Date, relativeTo reference: Date, locale: Locale)
    throws(DateMathError) -> String
  {
    _Display.relativeDays(try daysBetween(reference, date), locale: locale)
  }
}

extension CivilDate {
  /// This date shown for people in a locale's pattern, with no time-zone
  /// shift: `Jan 5, 2024` (en_US, date style medium), `2024年1月5日`
  /// (ja_JP). Time fields in the pattern show 00:00; zone fields are left
  /// out.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates before 1583
  ///   (see ``Zone/format(_:as:)``).
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
  /// - Throws: ``DateMathError/Kind/outOfRange`` for dates before 1583
  ///   (see ``Zone/format(_:as:)``).
  public func formatted(as format: LocalizedFormat) throws(DateMathError) -> String {
    try _Display.checkGregorianEra(date, format)
    let instant = try Zone.utc.date(from: self)
    return try _Display.nonEmpty(
      _Display.pool(.civil, format, zone: TimeZone(identifier: "UTC") ?? .gmt)
        .withFormatter { $0.string(from: instant) },
      format)
  }
}
