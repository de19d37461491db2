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
    /// The locale format: its locale, pattern and calendar, which can be
    /// changed in place.
    ///
    /// ```swift
    /// let noon = try ZonedDateTime(rfc9557: "2024-03-31T12:00:00+02:00[Europe/Berlin]")
    /// var style = ZonedDateTime.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"))
    /// style.format(noon)  // == "Mar 31, 2024 at 12:00\u{202F}PM"
    /// style.localizedFormat.locale = Locale(identifier: "de_DE")
    /// style.format(noon)  // "31. März 2024, 12:00"
    /// ```
    public var localizedFormat: LocalizedFormat
    /// The zone text is read in (see ``parsing(in:disambiguation:)``); not
    /// encoded.
    var parsingZone: Zone?
    var parsingDisambiguation: Disambiguation = .compatible

    enum CodingKeys: String, CodingKey { case localizedFormat }

    /// A style with `format`: a template, ICU's own styles or a calendar
    /// other than Gregorian, which Foundation's date and time styles do
    /// not offer. The date shown is the date-time's own, in its zone.
    ///
    /// ```swift
    /// let newYear = try ZonedDateTime(rfc9557: "2025-01-01T00:00:00+09:00[Asia/Tokyo]")
    /// let monthDay = ZonedDateTime.FormatStyle(LocalizedFormat(template: "MMMMd", locale: Locale(identifier: "en_US")))
    /// newYear.formatted(monthDay)  // "January 1" — Tokyo's date; in UTC it is still December 31
    /// ```
    public init(_ format: LocalizedFormat) { localizedFormat = format }

    /// A style from Foundation's date and time styles, in `locale`.
    ///
    /// ```swift
    /// let leapDay = try ZonedDateTime(rfc9557: "2024-02-29T12:00:00+09:00[Asia/Tokyo]")
    /// let style = ZonedDateTime.FormatStyle(date: .complete, time: .omitted, locale: Locale(identifier: "ja_JP"))
    /// style.format(leapDay)  // "2024年2月29日 木曜日"
    /// ```
    public init(
      date: Date.FormatStyle.DateStyle = .numeric, time: Date.FormatStyle.TimeStyle = .shortened,
      locale: Locale = .autoupdatingCurrent
    ) {
      localizedFormat = LocalizedFormat(date, time, locale: locale)
    }

    /// The text of `value` (see the type's comment for what cannot be
    /// shown in the locale's pattern). A zone field names the zone at that
    /// instant, so the two 1:30s of a fall-back night read apart:
    ///
    /// ```swift
    /// let newYork = try Zone(identifier: "America/New_York")
    /// let first = try ZonedDateTime(CivilDateTime(parsing: "2024-11-03T01:30"), in: newYork, disambiguation: .earlier)
    /// let style = ZonedDateTime.FormatStyle(date: .omitted, time: .complete, locale: Locale(identifier: "en_US"))
    /// style.format(first)  // == "1:30:00\u{202F}AM EDT"
    /// try style.format(first.adding(.hours(1)))  // == "1:30:00\u{202F}AM EST"
    /// ```
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
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2024-01-05T12:00:00-05:00[America/New_York]")
  /// noon.formatted(.dateTime.locale(Locale(identifier: "de_DE")))  // "5.1.2024, 12:00"
  /// noon.formatted(.dateTime.weekday(.wide).hour().locale(Locale(identifier: "en_US")))  // == "Friday, 12\u{202F}PM"
  /// ```
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
    /// The locale format: its locale, pattern and calendar, which can be
    /// changed in place.
    ///
    /// ```swift
    /// let seven = try CivilDateTime(parsing: "2024-01-05T07:00")
    /// var style = CivilDateTime.FormatStyle(date: .numeric, time: .shortened, locale: Locale(identifier: "en_GB"))
    /// style.format(seven)  // "05/01/2024, 7:00"
    /// style.localizedFormat.locale = Locale(identifier: "ja_JP")
    /// style.format(seven)  // "2024/1/5 7:00"
    /// ```
    public var localizedFormat: LocalizedFormat

    /// A style with `format`: a template, ICU's own styles or a calendar
    /// other than Gregorian.
    ///
    /// ```swift
    /// let seven = try CivilDateTime(parsing: "2024-01-05T07:00")
    /// let thai = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "th_TH"), calendarSystem: .localeDefault)
    /// seven.formatted(CivilDateTime.FormatStyle(thai))  // "5 ม.ค. 2567 07:00" — the Buddhist year
    /// ```
    public init(_ format: LocalizedFormat) { localizedFormat = format }

    /// A style from Foundation's date and time styles, in `locale`.
    ///
    /// ```swift
    /// let seven = try CivilDateTime(parsing: "2024-01-05T07:00")
    /// CivilDateTime.FormatStyle(date: .abbreviated, time: .standard, locale: Locale(identifier: "en_US")).format(seven)  // == "Jan 5, 2024 at 7:00:00\u{202F}AM"
    /// ```
    public init(
      date: Date.FormatStyle.DateStyle = .numeric, time: Date.FormatStyle.TimeStyle = .shortened,
      locale: Locale = .autoupdatingCurrent
    ) {
      localizedFormat = LocalizedFormat(date, time, locale: locale)
    }

    /// The text of `value`.
    ///
    /// ```swift
    /// let style = CivilDateTime.FormatStyle(date: .numeric, time: .shortened, locale: Locale(identifier: "de_DE"))
    /// try style.format(CivilDateTime(parsing: "2024-03-31T02:30"))  // "31.3.2024, 2:30" — no zone, so no DST gap
    /// try style.format(CivilDateTime(parsing: "1500-03-01T12:00"))  // "1.3.1500, 12:00" — proleptic Gregorian
    /// ```
    public func format(_ value: CivilDateTime) -> String {
      if value.date.year >= 1, let text = _CompiledFormat.text(value, localizedFormat) { return text }
      return (try? value.formatted(as: localizedFormat)) ?? value.description
    }
  }

  /// This wall-clock time in `style`.
  ///
  /// ```swift
  /// let seven = try CivilDateTime(parsing: "2024-01-05T07:00")
  /// seven.formatted(.dateTime.year().month(.wide).day().hour().minute().locale(Locale(identifier: "de_DE")))  // "5. Januar 2024 um 07:00"
  /// ```
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == CivilDateTime {
    style.format(self)
  }
}

extension Foundation.FormatStyle where Self == CivilDateTime.FormatStyle {
  /// The builder of a wall-clock time's format: `.dateTime.hour().minute()`;
  /// with no field picked, a numeric date and a short time.
  ///
  /// ```swift
  /// let evening = try CivilDateTime(parsing: "2024-01-05T19:05")
  /// evening.formatted(.dateTime.locale(Locale(identifier: "fr_FR")))  // "05/01/2024 19:05"
  /// evening.formatted(.dateTime.hour().minute().locale(Locale(identifier: "en_US")))  // == "7:05\u{202F}PM"
  /// ```
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
    /// The locale format: its locale, pattern and calendar, which can be
    /// changed in place.
    ///
    /// ```swift
    /// let leapDay = try CivilDate(parsing: "2024-02-29")
    /// var style = CivilDate.FormatStyle(date: .long, locale: Locale(identifier: "en_GB"))
    /// style.format(leapDay)  // "29 February 2024"
    /// style.localizedFormat.locale = Locale(identifier: "fr_FR")
    /// style.format(leapDay)  // "29 février 2024"
    /// ```
    public var localizedFormat: LocalizedFormat

    /// A style with `format`: a template, ICU's own styles or a calendar
    /// other than Gregorian.
    ///
    /// ```swift
    /// let leapDay = try CivilDate(parsing: "2024-02-29")
    /// let thai = LocalizedFormat(date: .medium, time: .none, locale: Locale(identifier: "th_TH"), calendarSystem: .localeDefault)
    /// leapDay.formatted(CivilDate.FormatStyle(thai))  // "29 ก.พ. 2567" — the Buddhist year
    /// ```
    public init(_ format: LocalizedFormat) { localizedFormat = format }

    /// A style from Foundation's date style, in `locale`.
    ///
    /// ```swift
    /// let leapDay = try CivilDate(parsing: "2024-02-29")
    /// CivilDate.FormatStyle(date: .long, locale: Locale(identifier: "ar_EG")).format(leapDay)  // "٢٩ فبراير، ٢٠٢٤" — Arabic-Indic digits
    /// ```
    public init(date: Date.FormatStyle.DateStyle = .numeric, locale: Locale = .autoupdatingCurrent) {
      localizedFormat = LocalizedFormat(date, .omitted, locale: locale)
    }

    /// The text of `value` (at 00:00 should the pattern show a time).
    ///
    /// ```swift
    /// let leapDay = try CivilDate(parsing: "2024-02-29")
    /// CivilDate.FormatStyle(date: .numeric, locale: Locale(identifier: "en_US")).format(leapDay)  // "2/29/2024"
    /// CivilDate.FormatStyle(LocalizedFormat(template: "yMdjm", locale: Locale(identifier: "en_US"))).format(leapDay)  // == "2/29/2024, 12:00\u{202F}AM"
    /// ```
    public func format(_ value: CivilDate) -> String {
      CivilDateTime.FormatStyle(localizedFormat).format(CivilDateTime(unchecked: value, secondOfDay: 0, nanosecond: 0))
    }
  }

  /// This date in `style`.
  ///
  /// ```swift
  /// let leapDay = try CivilDate(parsing: "2024-02-29")
  /// leapDay.formatted(.dateTime.weekday(.wide).day().month(.wide).locale(Locale(identifier: "de_DE")))  // "Donnerstag, 29. Februar"
  /// ```
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == CivilDate {
    style.format(self)
  }
}

extension Foundation.FormatStyle where Self == CivilDate.FormatStyle {
  /// The builder of a date's format: `.dateTime.year().month().day()`;
  /// with no field picked, a numeric date.
  ///
  /// ```swift
  /// let leapDay = try CivilDate(parsing: "2024-02-29")
  /// leapDay.formatted(.dateTime.locale(Locale(identifier: "en_US")))  // "2/29/2024"
  /// leapDay.formatted(.dateTime.year().month().locale(Locale(identifier: "en_US")))  // "Feb 2024"
  /// ```
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
    /// The locale format: its locale, pattern and calendar, which can be
    /// changed in place.
    ///
    /// ```swift
    /// let time = try CivilTime(hour: 19, minute: 5)
    /// var style = CivilTime.FormatStyle(time: .shortened, locale: Locale(identifier: "en_US"))
    /// style.format(time)  // == "7:05\u{202F}PM"
    /// style.localizedFormat.locale = Locale(identifier: "en_GB")
    /// style.format(time)  // "19:05"
    /// ```
    public var localizedFormat: LocalizedFormat

    /// A style with `format`. A template keeps the hour as wide as the
    /// locale writes it, where Foundation's time styles narrow it:
    ///
    /// ```swift
    /// let time = try CivilTime(hour: 7, minute: 5)
    /// time.formatted(CivilTime.FormatStyle(LocalizedFormat(template: "jm", locale: Locale(identifier: "de_DE"))))  // "07:05"
    /// time.formatted(CivilTime.FormatStyle(time: .shortened, locale: Locale(identifier: "de_DE")))  // "7:05"
    /// ```
    public init(_ format: LocalizedFormat) { localizedFormat = format }

    /// A style from Foundation's time style, in `locale`.
    ///
    /// ```swift
    /// let time = try CivilTime(hour: 19, minute: 5)
    /// CivilTime.FormatStyle(time: .standard, locale: Locale(identifier: "ko_KR")).format(time)  // "오후 7:05:00"
    /// ```
    public init(time: Date.FormatStyle.TimeStyle = .shortened, locale: Locale = .autoupdatingCurrent) {
      localizedFormat = LocalizedFormat(.omitted, time, locale: locale)
    }

    /// The text of `value`.
    ///
    /// ```swift
    /// let style = CivilTime.FormatStyle(time: .shortened, locale: Locale(identifier: "en_US"))
    /// try style.format(CivilTime(hour: 0))  // == "12:00\u{202F}AM" — midnight is 12 AM
    /// ```
    public func format(_ value: CivilTime) -> String {
      CivilDateTime.FormatStyle(localizedFormat).format(CivilDate(unchecked: 2000, 1, 1).at(value))
    }
  }

  /// This time of day in `style`.
  ///
  /// ```swift
  /// let time = try CivilTime(hour: 19, minute: 5)
  /// time.formatted(.dateTime.hour().minute().locale(Locale(identifier: "ja_JP")))  // "19:05"
  /// ```
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == CivilTime {
    style.format(self)
  }
}

extension Foundation.FormatStyle where Self == CivilTime.FormatStyle {
  /// The builder of a time of day's format: `.dateTime.hour().minute()`;
  /// with no field picked, a short time.
  ///
  /// ```swift
  /// let time = try CivilTime(hour: 19, minute: 5)
  /// time.formatted(.dateTime.locale(Locale(identifier: "en_GB")))  // "19:05"
  /// time.formatted(.dateTime.hour().locale(Locale(identifier: "de_DE")))  // "19 Uhr"
  /// ```
  public static var dateTime: CivilTime.FormatStyle {
    CivilTime.FormatStyle(time: .shortened)
  }
}
