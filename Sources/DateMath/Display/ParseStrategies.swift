import Foundation

/// Foundation's `ParseStrategy` for DateMath's values: text written in a
/// locale's pattern (as the matching format style writes it) read back,
/// with DateMath's errors. Reading goes through ICU (a `DateFormatter` set
/// up as the format says), then DateMath builds the value from the fields.

extension ZonedDateTime {
  /// Reads a zoned date-time written in a locale's pattern.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let style = ZonedDateTime.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"))
  /// try ZonedDateTime("Mar 12, 2017 at 3:30 AM", strategy: style.parsing(in: newYork).parseStrategy)  // 2017-03-12T03:30:00-04:00[America/New_York]
  /// ```
  ///
  /// A text whose pattern has a zone field (a `complete` time, a `z` in
  /// the fields) names its own zone or offset, which decides the instant;
  /// the result is seen in `zone`. Without one, the wall-clock time is
  /// read in `zone` and resolved by `disambiguation`: a time in a DST gap
  /// or overlap is never moved silently with `.reject`.
  public struct ParseStrategy: Foundation.ParseStrategy, Sendable, Hashable, Codable {
    /// The locale format the text is written in.
    ///
    /// ```swift
    /// let berlin = try Zone(identifier: "Europe/Berlin")
    /// var strategy = ZonedDateTime.ParseStrategy(format: LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "en_US")), in: berlin)
    /// strategy.localizedFormat.locale = Locale(identifier: "de_DE")
    /// try strategy.parse("27.10.2024, 02:30")  // 2024-10-27T02:30:00+02:00[Europe/Berlin]
    /// ```
    public var localizedFormat: LocalizedFormat
    /// The zone the text's wall-clock time is read in.
    ///
    /// ```swift
    /// let enUS = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "en_US"))
    /// var strategy = ZonedDateTime.ParseStrategy(format: enUS, in: .utc)
    /// try strategy.parse("Nov 3, 2024 at 1:30 AM")  // 2024-11-03T01:30:00+00:00[UTC]
    /// strategy.zone = try Zone(identifier: "America/New_York")
    /// try strategy.parse("Nov 3, 2024 at 1:30 AM")  // 2024-11-03T01:30:00-04:00[America/New_York]
    /// ```
    public var zone: Zone
    /// How a wall-clock time in a gap or an overlap is resolved.
    ///
    /// ```swift
    /// let newYork = try Zone(identifier: "America/New_York")
    /// let enUS = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "en_US"))
    /// var strategy = ZonedDateTime.ParseStrategy(format: enUS, in: newYork)
    /// strategy.disambiguation = .later
    /// try strategy.parse("Nov 3, 2024 at 1:30 AM")  // 2024-11-03T01:30:00-05:00[America/New_York] — the second 1:30
    /// strategy.disambiguation = .reject
    /// try strategy.parse("Nov 3, 2024 at 1:30 AM")  // throws ambiguousLocalTime
    /// ```
    public var disambiguation: Disambiguation

    /// A strategy reading `format` in `zone`.
    ///
    /// ```swift
    /// let newYork = try Zone(identifier: "America/New_York")
    /// let enUS = LocalizedFormat(template: "yMdjm", locale: Locale(identifier: "en_US"))
    /// let strict = ZonedDateTime.ParseStrategy(format: enUS, in: newYork, disambiguation: .reject)
    /// try strict.parse("3/10/2024, 2:30 AM")  // throws nonexistentLocalTime
    /// try strict.parse("3/10/2024, 3:30 AM")  // 2024-03-10T03:30:00-04:00[America/New_York]
    /// ```
    public init(format: LocalizedFormat, in zone: Zone, disambiguation: Disambiguation = .compatible) {
      localizedFormat = format
      self.zone = zone
      self.disambiguation = disambiguation
    }

    /// The zoned date-time `value` shows.
    ///
    /// - Throws: ``DateMathError`` of kind
    ///   ``DateMathError/Kind/invalidFormat`` when `value` does not match
    ///   the pattern, ``DateMathError/Kind/outOfRange`` before 1583, and
    ///   with `.reject` ``DateMathError/Kind/nonexistentLocalTime`` or
    ///   ``DateMathError/Kind/ambiguousLocalTime``.
    ///
    /// A text with a zone field names its own instant, so even `.reject`
    /// reads a time of the fall-back overlap that names its zone:
    ///
    /// ```swift
    /// let newYork = try Zone(identifier: "America/New_York")
    /// let withZone = LocalizedFormat(template: "yMdjmsz", locale: Locale(identifier: "en_US"))
    /// let strategy = ZonedDateTime.ParseStrategy(format: withZone, in: newYork, disambiguation: .reject)
    /// try strategy.parse("11/3/2024, 1:30:00 AM EST")  // 2024-11-03T01:30:00-05:00[America/New_York]
    /// try strategy.parse("11/3/2024 1:30")  // throws invalidFormat
    /// ```
    public func parse(_ value: String) throws -> ZonedDateTime {
      try ZonedDateTime(parsing: value, as: localizedFormat, in: zone, disambiguation: disambiguation)
    }

    enum CodingKeys: String, CodingKey { case localizedFormat, zone, disambiguation }

    /// Decodes the format, the zone's identifier and the disambiguation.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      localizedFormat = try container.decode(LocalizedFormat.self, forKey: .localizedFormat)
      zone = try Zone(identifier: container.decode(String.self, forKey: .zone))
      let policy = try container.decode(String.self, forKey: .disambiguation)
      guard let disambiguation = Disambiguation(rawValue: policy) else {
        throw DecodingError.dataCorruptedError(
          forKey: .disambiguation, in: container, debugDescription: "unknown disambiguation \(DateMathError.quoted(policy))")
      }
      self.disambiguation = disambiguation
    }

    /// Encodes the format, the zone's identifier and the disambiguation.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(localizedFormat, forKey: .localizedFormat)
      try container.encode(zone.identifier, forKey: .zone)
      try container.encode(disambiguation.rawValue, forKey: .disambiguation)
    }
  }

  /// Reads `value` with `strategy`, such as a format style's
  /// `parseStrategy`.
  ///
  /// ```swift
  /// let berlin = try Zone(identifier: "Europe/Berlin")
  /// let style = ZonedDateTime.FormatStyle(date: .numeric, time: .shortened, locale: Locale(identifier: "de_DE"))
  /// try ZonedDateTime("31.10.2027, 2:30", strategy: style.parsing(in: berlin, disambiguation: .later).parseStrategy)  // 2027-10-31T02:30:00+01:00[Europe/Berlin]
  /// ```
  ///
  /// - Throws: what `strategy` throws (see ``ParseStrategy/parse(_:)``).
  public init<Strategy: Foundation.ParseStrategy>(_ value: Strategy.ParseInput, strategy: Strategy) throws
  where Strategy.ParseOutput == ZonedDateTime {
    self = try strategy.parse(value)
  }
}

extension ZonedDateTime.FormatStyle: ParseableFormatStyle {
  /// The same style, reading text back in `zone` (a zoned date-time's
  /// text needs a zone to be read in; the style formats any zone's).
  ///
  /// ```swift
  /// let berlin = try Zone(identifier: "Europe/Berlin")
  /// let style = ZonedDateTime.FormatStyle(date: .numeric, time: .shortened, locale: Locale(identifier: "de_DE"))
  /// try ZonedDateTime("27.10.2024, 2:30", strategy: style.parsing(in: berlin).parseStrategy)  // 2024-10-27T02:30:00+02:00[Europe/Berlin]
  /// try ZonedDateTime("27.10.2024, 2:30", strategy: style.parsing(in: berlin, disambiguation: .later).parseStrategy)  // 2024-10-27T02:30:00+01:00[Europe/Berlin]
  /// ```
  public func parsing(in zone: Zone, disambiguation: Disambiguation = .compatible) -> Self {
    var copy = self
    copy.parsingZone = zone
    copy.parsingDisambiguation = disambiguation
    return copy
  }

  /// Reads text in this style's format, in the zone named with
  /// ``parsing(in:disambiguation:)``, or UTC if none was named (the text's
  /// zone field, where the pattern has one, still decides the instant).
  ///
  /// ```swift
  /// let style = ZonedDateTime.FormatStyle(date: .numeric, time: .shortened, locale: Locale(identifier: "en_US"))
  /// try ZonedDateTime("1/5/2024, 7:00 AM", strategy: style.parseStrategy)  // 2024-01-05T07:00:00+00:00[UTC] — no zone named: UTC
  /// let newYork = try Zone(identifier: "America/New_York")
  /// try ZonedDateTime("1/5/2024, 7:00 AM", strategy: style.parsing(in: newYork).parseStrategy)  // 2024-01-05T07:00:00-05:00[America/New_York]
  /// ```
  public var parseStrategy: ZonedDateTime.ParseStrategy {
    ZonedDateTime.ParseStrategy(format: localizedFormat, in: parsingZone ?? .utc, disambiguation: parsingDisambiguation)
  }
}

extension CivilDateTime {
  /// Reads a wall-clock time written in a locale's pattern (zone fields
  /// left out, as ``CivilDateTime/FormatStyle`` writes it).
  ///
  /// ```swift
  /// let style = CivilDateTime.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_GB"))
  /// try CivilDateTime("5 Jan 2024 at 7:00", strategy: style.parseStrategy)  // 2024-01-05T07:00:00
  /// ```
  public struct ParseStrategy: Foundation.ParseStrategy, Sendable, Hashable, Codable {
    /// The locale format the text is written in.
    ///
    /// ```swift
    /// var strategy = CivilDateTime.ParseStrategy(format: LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE")))
    /// try strategy.parse("31.03.2024, 02:30")  // 2024-03-31T02:30:00
    /// strategy.localizedFormat.locale = Locale(identifier: "en_US")
    /// try strategy.parse("Mar 31, 2024 at 2:30 AM")  // 2024-03-31T02:30:00
    /// ```
    public var localizedFormat: LocalizedFormat

    /// A strategy reading `format`.
    ///
    /// ```swift
    /// let strategy = CivilDateTime.ParseStrategy(format: LocalizedFormat(template: "yMdjm", locale: Locale(identifier: "en_GB")))
    /// try strategy.parse("29/02/2024, 19:05")  // 2024-02-29T19:05:00
    /// try strategy.parse("2024-02-29T19:05")  // throws invalidFormat
    /// ```
    public init(format: LocalizedFormat) { localizedFormat = format }

    /// The wall-clock time `value` shows.
    ///
    /// - Throws: ``DateMathError`` of kind
    ///   ``DateMathError/Kind/invalidFormat`` when `value` does not match
    ///   the pattern; ``DateMathError/Kind/outOfRange`` before 1583.
    ///
    /// ```swift
    /// let strategy = CivilDateTime.ParseStrategy(format: LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE")))
    /// try strategy.parse("29.02.2024, 12:00")  // 2024-02-29T12:00:00
    /// try strategy.parse("29.02.2023, 12:00")  // throws invalidFormat
    /// try strategy.parse("01.03.1500, 12:00")  // throws outOfRange
    /// ```
    public func parse(_ value: String) throws -> CivilDateTime {
      try CivilDateTime(parsing: value, as: localizedFormat)
    }
  }

  /// Reads `value` with `strategy`.
  ///
  /// ```swift
  /// let style = CivilDateTime.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"))
  /// try CivilDateTime("Mar 31, 2024 at 2:30 AM", strategy: style.parseStrategy)  // 2024-03-31T02:30:00
  /// ```
  public init<Strategy: Foundation.ParseStrategy>(_ value: Strategy.ParseInput, strategy: Strategy) throws
  where Strategy.ParseOutput == CivilDateTime {
    self = try strategy.parse(value)
  }

  /// Reads a wall-clock time that a person typed in a locale's pattern
  /// (zone fields left out). No zone is involved, so no time is in a gap.
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` when the text does not
  ///   match the locale's pattern; ``DateMathError/Kind/outOfRange`` for a
  ///   date before 1583 (Foundation's calendar is Julian before
  ///   1582-10-15).
  ///
  /// ```swift
  /// let deDE = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE"))
  /// try CivilDateTime(parsing: "31.03.2024, 02:30", as: deDE)  // 2024-03-31T02:30:00 — in Berlin's DST gap, but no zone here
  /// try CivilDateTime(parsing: "31.03.2024 02:30", as: deDE)  // throws invalidFormat
  /// ```
  public init(parsing text: String, as format: LocalizedFormat) throws(DateMathError) {
    let utc = _CompiledFormats.utc
    let read = _Display.pool(.civil, format, zone: utc).withFormatter { $0.date(from: text) }
    guard let read else {
      throw _Display.notMatching(
        text, format, example: try? ZonedDateTime(epochSeconds: _Display.exampleSecond, in: .utc).localDateTime.formatted(as: format))
    }
    var local = try ZonedDateTime(read, in: .utc).localDateTime
    if let kind = _CalendarDisplay.kind(format.calendarIdentifier) {
      // The year, month and day ICU read, as DateMath's calendar has them.
      let day = try _CalendarDisplay.day(readBy: read, kind)
      local = CivilDateTime(unchecked: day, secondOfDay: local.secondOfDay, nanosecond: local.nanosecond)
    }
    try _Display.checkGregorianEra(local.date, format)
    self = local
  }
}

extension CivilDateTime.FormatStyle: ParseableFormatStyle {
  /// Reads text in this style's format.
  ///
  /// ```swift
  /// let style = CivilDateTime.FormatStyle(date: .numeric, time: .shortened, locale: Locale(identifier: "ja_JP"))
  /// let text = try style.format(CivilDateTime(parsing: "2024-02-29T19:05"))  // "2024/2/29 19:05"
  /// try CivilDateTime(text, strategy: style.parseStrategy)  // 2024-02-29T19:05:00
  /// ```
  public var parseStrategy: CivilDateTime.ParseStrategy { CivilDateTime.ParseStrategy(format: localizedFormat) }
}

extension CivilDate {
  /// Reads a date written in a locale's pattern (as ``CivilDate/FormatStyle``
  /// writes it); time fields, if the pattern has any, are read and dropped.
  ///
  /// ```swift
  /// let style = CivilDate.FormatStyle(date: .long, locale: Locale(identifier: "fr_FR"))
  /// try CivilDate("29 février 2024", strategy: style.parseStrategy)  // 2024-02-29
  /// ```
  public struct ParseStrategy: Foundation.ParseStrategy, Sendable, Hashable, Codable {
    /// The locale format the text is written in.
    ///
    /// ```swift
    /// var strategy = CivilDate.ParseStrategy(format: LocalizedFormat(template: "yMd", locale: Locale(identifier: "de_DE")))
    /// try strategy.parse("29.2.2024")  // 2024-02-29
    /// strategy.localizedFormat.locale = Locale(identifier: "en_US")
    /// try strategy.parse("2/29/2024")  // 2024-02-29
    /// ```
    public var localizedFormat: LocalizedFormat

    /// A strategy reading `format`.
    ///
    /// ```swift
    /// let strategy = CivilDate.ParseStrategy(format: LocalizedFormat(template: "yMd", locale: Locale(identifier: "de_DE")))
    /// try strategy.parse("29.2.2023")  // throws invalidFormat — 2023 has no February 29
    /// ```
    public init(format: LocalizedFormat) { localizedFormat = format }

    /// The date `value` shows.
    ///
    /// - Throws: as ``CivilDateTime/ParseStrategy/parse(_:)``.
    ///
    /// ```swift
    /// let strategy = CivilDate.ParseStrategy(format: LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE")))
    /// try strategy.parse("31.03.2024, 02:30")  // 2024-03-31 — the time is read and dropped
    /// ```
    public func parse(_ value: String) throws -> CivilDate {
      try CivilDateTime(parsing: value, as: localizedFormat).date
    }
  }

  /// Reads `value` with `strategy`.
  ///
  /// ```swift
  /// let style = CivilDate.FormatStyle(date: .numeric, locale: Locale(identifier: "ja_JP"))
  /// try CivilDate("2024/2/29", strategy: style.parseStrategy)  // 2024-02-29
  /// ```
  public init<Strategy: Foundation.ParseStrategy>(_ value: Strategy.ParseInput, strategy: Strategy) throws
  where Strategy.ParseOutput == CivilDate {
    self = try strategy.parse(value)
  }
}

extension CivilDate.FormatStyle: ParseableFormatStyle {
  /// Reads text in this style's format.
  ///
  /// ```swift
  /// let style = CivilDate.FormatStyle(date: .long, locale: Locale(identifier: "en_GB"))
  /// let text = try style.format(CivilDate(parsing: "2024-02-29"))  // "29 February 2024"
  /// try CivilDate(text, strategy: style.parseStrategy)  // 2024-02-29
  /// ```
  public var parseStrategy: CivilDate.ParseStrategy { CivilDate.ParseStrategy(format: localizedFormat) }
}

extension CivilTime {
  /// Reads a time of day written in a locale's pattern (as
  /// ``CivilTime/FormatStyle`` writes it).
  ///
  /// ```swift
  /// let style = CivilTime.FormatStyle(time: .shortened, locale: Locale(identifier: "en_US"))
  /// try CivilTime("7:05\u{202F}PM", strategy: style.parseStrategy)  // 19:05:00
  /// ```
  public struct ParseStrategy: Foundation.ParseStrategy, Sendable, Hashable, Codable {
    /// The locale format the text is written in.
    ///
    /// ```swift
    /// var strategy = CivilTime.ParseStrategy(format: LocalizedFormat(template: "jm", locale: Locale(identifier: "en_US")))
    /// try strategy.parse("7:05 PM")  // 19:05:00
    /// strategy.localizedFormat.locale = Locale(identifier: "de_DE")
    /// try strategy.parse("19:05")  // 19:05:00
    /// ```
    public var localizedFormat: LocalizedFormat

    /// A strategy reading `format`.
    ///
    /// ```swift
    /// let strategy = CivilTime.ParseStrategy(format: LocalizedFormat(template: "jm", locale: Locale(identifier: "de_DE")))
    /// try strategy.parse("7:05")  // 07:05:00
    /// try strategy.parse("7:05 PM")  // throws invalidFormat
    /// ```
    public init(format: LocalizedFormat) { localizedFormat = format }

    /// The time of day `value` shows.
    ///
    /// - Throws: as ``CivilDateTime/ParseStrategy/parse(_:)``.
    ///
    /// ```swift
    /// let strategy = CivilTime.ParseStrategy(format: LocalizedFormat(template: "jms", locale: Locale(identifier: "en_US")))
    /// try strategy.parse("12:30:15 AM")  // 00:30:15 — 12 AM is midnight
    /// ```
    public func parse(_ value: String) throws -> CivilTime {
      try CivilDateTime(parsing: value, as: localizedFormat).time
    }
  }

  /// Reads `value` with `strategy`.
  ///
  /// ```swift
  /// let style = CivilTime.FormatStyle(time: .standard, locale: Locale(identifier: "ko_KR"))
  /// try CivilTime("오후 7:05:00", strategy: style.parseStrategy)  // 19:05:00
  /// ```
  public init<Strategy: Foundation.ParseStrategy>(_ value: Strategy.ParseInput, strategy: Strategy) throws
  where Strategy.ParseOutput == CivilTime {
    self = try strategy.parse(value)
  }
}

extension CivilTime.FormatStyle: ParseableFormatStyle {
  /// Reads text in this style's format.
  ///
  /// ```swift
  /// let style = CivilTime.FormatStyle(time: .shortened, locale: Locale(identifier: "en_US"))
  /// let text = try style.format(CivilTime(hour: 0, minute: 30))  // == "12:30\u{202F}AM"
  /// try CivilTime(text, strategy: style.parseStrategy)  // 00:30:00
  /// ```
  public var parseStrategy: CivilTime.ParseStrategy { CivilTime.ParseStrategy(format: localizedFormat) }
}
