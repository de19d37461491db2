import Foundation

extension ZonedDateTime {
  /// Foundation's `FormatStyle` for a zoned date-time, so that
  /// `zoned.formatted(date: .long, time: .shortened)`,
  /// `zoned.formatted(.dateTime.year().month(.wide).day())` and SwiftUI's
  /// `Text(zoned, format: …)` format through DateMath.
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2024-01-05T12:00:00-05:00[America/New_York]")
  /// noon.formatted(ZonedDateTime.FormatStyle(date: .long, time: .shortened).locale(Locale(identifier: "en_US")))  // == "January 5, 2024 at 12:00\u{202F}PM" — a narrow no-break space, as ICU 72 and later write it
  /// noon.formatted(.dateTime.year().month(.wide).day().locale(Locale(identifier: "de_DE")))  // "5. Januar 2024"
  /// ```
  ///
  /// The wall-clock fields are the date-time's own (DateMath's tz data);
  /// zone names are ICU's for the zone at that instant (a name such as
  /// "Eastern Daylight Time" where Foundation's tz data agrees with
  /// DateMath's, "GMT-04:00" where it does not). A format the engine writes
  /// also shows dates before 1583, in the proleptic Gregorian calendar;
  /// where ICU formats (calendars other than Gregorian) a date before
  /// 1583, or an offset ICU cannot show, comes out as RFC 9557 text, as
  /// `format` cannot throw. Use ``ZonedDateTime/formatted(as:)`` to get an
  /// error instead.
  public struct FormatStyle: LocalizedFormatStyle, Sendable, Hashable, Codable {
    /// The locale format.
    public var localizedFormat: LocalizedFormat
    /// The zone text is read in (see ``parsing(in:disambiguation:)``); not
    /// encoded.
    var parsingZone: Zone?
    var parsingDisambiguation: Disambiguation = .compatible

    enum CodingKeys: String, CodingKey { case localizedFormat }

    /// A style with `format`.
    public init(_ format: LocalizedFormat) { localizedFormat = format }

    /// A style from Foundation's date and time styles, in `locale`.
    public init(
      date: Date.FormatStyle.DateStyle = .numeric, time: Date.FormatStyle.TimeStyle = .shortened,
      locale: Locale = .autoupdatingCurrent
    ) {
      localizedFormat = LocalizedFormat(date, time, locale: locale)
    }

    /// The text of `value` (see the type's comment for what cannot be
    /// shown in the locale's pattern).
    public func format(_ value: ZonedDateTime) -> String {
      value.styleText(localizedFormat)
    }
  }

  /// This date-time in Foundation's date and time styles, in the current
  /// locale unless you name one: `zoned.formatted(date: .long, time:
  /// .shortened)`.
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2024-01-05T12:00:00+01:00[Europe/Berlin]")
  /// noon.formatted(date: .long, time: .shortened, locale: Locale(identifier: "de_DE"))  // "5. Januar 2024 um 12:00"
  /// ```
  public func formatted(
    date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, locale: Locale = .autoupdatingCurrent
  ) -> String {
    FormatStyle(date: date, time: time, locale: locale).format(self)
  }

  /// This date-time in `style`: `zoned.formatted(.dateTime.hour().minute())`.
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2024-01-05T12:00:00+01:00[Europe/Berlin]")
  /// noon.formatted(.dateTime.year().month(.wide).locale(Locale(identifier: "de_DE")))  // "Januar 2024"
  /// ```
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == ZonedDateTime {
    style.format(self)
  }

  /// The text of a format style: the engine's where it writes the format
  /// (any year from 1), else ``formatted(as:)``, else RFC 9557 text.
  func styleText(_ format: LocalizedFormat) -> String {
    let local = localDateTime
    if local.date.year >= 1, let text = _CompiledFormat.text(self, format) { return text }
    return (try? formatted(as: format)) ?? rfc9557String()
  }
}

extension ZonedDateTime.FormatStyle {
  /// How a zone is named in a format.
  public enum ZoneStyle: Sendable, Hashable, Codable {
    /// The name for the time of year: `PST`, `Pacific Standard Time`
    /// (`.abbreviated`, `.wide`; `.narrow` is abbreviated). Where the
    /// locale has no such name, ICU writes the offset (`GMT-8`).
    case specificName(LocalizedFormat.TextWidth)
    /// The name for the zone all year: `PT`, `Pacific Time`.
    case genericName(LocalizedFormat.TextWidth)
    /// The zone's place: `Los Angeles Time`.
    case location
    /// The offset from GMT: `GMT-8` (`.abbreviated`), `GMT-08:00` (`.wide`).
    case localizedGMT(LocalizedFormat.TextWidth)
  }

  /// The zone, named as `style` says: the zone's name at that instant
  /// (standard or daylight, from ICU's names for the zone where
  /// Foundation's tz data agrees with DateMath's, else the offset).
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2024-07-05T12:00:00-07:00[America/Los_Angeles]")
  /// noon.formatted(.dateTime.hour().minute().timeZone(.specificName(.wide)).locale(Locale(identifier: "en_US")))  // == "12:00\u{202F}PM Pacific Daylight Time"
  /// ```
  public func timeZone(_ style: ZoneStyle = .specificName(.abbreviated)) -> Self {
    switch style {
    case .specificName(let width): with("z", width == .wide ? 4 : 1)
    case .genericName(let width): with("v", width == .wide ? 4 : 1)
    case .location: with("V", 4)
    case .localizedGMT(let width): with("O", width == .wide ? 4 : 1)
    }
  }
}

extension Foundation.FormatStyle where Self == ZonedDateTime.FormatStyle {
  /// The builder of a zoned date-time's format: `.dateTime.year().month()`;
  /// with no field picked, a numeric date and a short time.
  public static var dateTime: ZonedDateTime.FormatStyle {
    ZonedDateTime.FormatStyle(LocalizedFormat(.numeric, .shortened, locale: .autoupdatingCurrent))
  }
}

extension CivilDateTime {
  /// Foundation's `FormatStyle` for a wall-clock time, with no zone: zone
  /// fields in the locale's pattern are left out.
  ///
  /// ```swift
  /// let seven = try CivilDateTime(parsing: "2024-01-05T07:00")
  /// seven.formatted(CivilDateTime.FormatStyle(date: .abbreviated, time: .shortened).locale(Locale(identifier: "en_GB")))  // "5 Jan 2024 at 7:00"
  /// ```
  ///
  /// Dates before 1583 are shown in the proleptic Gregorian calendar where
  /// the engine writes the format, else as ISO 8601 text.
  public struct FormatStyle: LocalizedFormatStyle, Sendable, Hashable, Codable {
    /// The locale format.
    public var localizedFormat: LocalizedFormat

    /// A style with `format`.
    public init(_ format: LocalizedFormat) { localizedFormat = format }

    /// A style from Foundation's date and time styles, in `locale`.
    public init(
      date: Date.FormatStyle.DateStyle = .numeric, time: Date.FormatStyle.TimeStyle = .shortened,
      locale: Locale = .autoupdatingCurrent
    ) {
      localizedFormat = LocalizedFormat(date, time, locale: locale)
    }

    /// The text of `value`.
    public func format(_ value: CivilDateTime) -> String {
      if value.date.year >= 1, let text = _CompiledFormat.text(value, localizedFormat) { return text }
      return (try? value.formatted(as: localizedFormat)) ?? value.description
    }
  }

  /// This wall-clock time in `style`.
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == CivilDateTime {
    style.format(self)
  }
}

extension Foundation.FormatStyle where Self == CivilDateTime.FormatStyle {
  /// The builder of a wall-clock time's format: `.dateTime.hour().minute()`.
  public static var dateTime: CivilDateTime.FormatStyle {
    CivilDateTime.FormatStyle(LocalizedFormat(.numeric, .shortened, locale: .autoupdatingCurrent))
  }
}

extension CivilDate {
  /// Foundation's `FormatStyle` for a date, with no zone and no time.
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-02-29")
  /// day.formatted(CivilDate.FormatStyle(date: .long).locale(Locale(identifier: "fr_FR")))  // "29 février 2024"
  /// ```
  public struct FormatStyle: LocalizedFormatStyle, Sendable, Hashable, Codable {
    /// The locale format.
    public var localizedFormat: LocalizedFormat

    /// A style with `format`.
    public init(_ format: LocalizedFormat) { localizedFormat = format }

    /// A style from Foundation's date style, in `locale`.
    public init(date: Date.FormatStyle.DateStyle = .numeric, locale: Locale = .autoupdatingCurrent) {
      localizedFormat = LocalizedFormat(date, .omitted, locale: locale)
    }

    /// The text of `value` (at 00:00 should the pattern show a time).
    public func format(_ value: CivilDate) -> String {
      CivilDateTime.FormatStyle(localizedFormat).format(CivilDateTime(unchecked: value, secondOfDay: 0, nanosecond: 0))
    }
  }

  /// This date in `style`.
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == CivilDate {
    style.format(self)
  }
}

extension Foundation.FormatStyle where Self == CivilDate.FormatStyle {
  /// The builder of a date's format: `.dateTime.year().month().day()`;
  /// with no field picked, a numeric date.
  public static var dateTime: CivilDate.FormatStyle {
    CivilDate.FormatStyle(date: .numeric)
  }
}

extension CivilTime {
  /// Foundation's `FormatStyle` for a time of day, with no date and no
  /// zone: `7:05 PM` (en_US, `.shortened`), `19:05` (de_DE). Date fields
  /// added with the builder show 2000-01-01.
  ///
  /// ```swift
  /// let time = try CivilTime(hour: 19, minute: 5)
  /// time.formatted(CivilTime.FormatStyle(time: .shortened, locale: Locale(identifier: "de_DE")))  // "19:05"
  /// ```
  public struct FormatStyle: LocalizedFormatStyle, Sendable, Hashable, Codable {
    /// The locale format.
    public var localizedFormat: LocalizedFormat

    /// A style with `format`.
    public init(_ format: LocalizedFormat) { localizedFormat = format }

    /// A style from Foundation's time style, in `locale`.
    public init(time: Date.FormatStyle.TimeStyle = .shortened, locale: Locale = .autoupdatingCurrent) {
      localizedFormat = LocalizedFormat(.omitted, time, locale: locale)
    }

    /// The text of `value`.
    public func format(_ value: CivilTime) -> String {
      CivilDateTime.FormatStyle(localizedFormat).format(CivilDate(unchecked: 2000, 1, 1).at(value))
    }
  }

  /// This time of day in `style`.
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == CivilTime {
    style.format(self)
  }
}

extension Foundation.FormatStyle where Self == CivilTime.FormatStyle {
  /// The builder of a time of day's format: `.dateTime.hour().minute()`;
  /// with no field picked, a short time.
  public static var dateTime: CivilTime.FormatStyle {
    CivilTime.FormatStyle(time: .shortened)
  }
}
