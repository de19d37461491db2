import Foundation

/// How to show a date to people: a locale, the locale's own pattern for a
/// style or a skeleton template, and the calendar system used for display.
///
/// ```swift
/// let format = LocalizedFormat(template: "yMMMdjm", locale: Locale(identifier: "en_GB"))
/// let seven = try ZonedDateTime(rfc9557: "2024-01-05T07:00:00-05:00[America/New_York]")
/// try seven.formatted(as: format)   // "5 Jan 2024 at 07:00"
/// ```
///
/// Templates are ICU skeletons: the fields you want, in any order (`yMMMd`,
/// `jm` for the locale's 12- or 24-hour clock); the locale decides the
/// order, separators and wording. Display uses the Gregorian calendar
/// unless you ask for the locale's own (Buddhist years for `th_TH`):
/// the calendar system is never taken from the device implicitly.
public struct LocalizedFormat: Sendable, Hashable, Codable {
  /// The length of a date or time part in a style-based format.
  public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leave the part out.
    case none
    /// `1/5/24`, `7:00 AM` in en_US.
    case short
    /// `Jan 5, 2024`, `7:00:00 AM` in en_US.
    case medium
    /// `January 5, 2024`, `7:00:00 AM EST` in en_US.
    case long
    /// `Friday, January 5, 2024`, `7:00:00 AM Eastern Standard Time`.
    case full
  }

  /// What to show.
  public enum Pattern: Sendable, Hashable, Codable {
    /// The locale's date and time styles.
    case styles(date: Style, time: Style)
    /// The locale's best pattern for an ICU skeleton such as `yMMMd`.
    case template(String)
    /// The locale's best pattern for a skeleton, with the hour as wide as
    /// the skeleton asks (`j`: `7:05` in de_DE, where `.template("jm")`
    /// shows `07:05`): what Foundation's `Date.FormatStyle` shows, and what
    /// DateMath's format styles (``ZonedDateTime/FormatStyle``) use.
    case fields(String)
  }

  /// The calendar system used for display. In the calendars DateMath
  /// computes in (``CalendarKind``), the words are ICU's and the year,
  /// month and day DateMath's, even where ICU's own calendar disagrees
  /// (see ``ZonedDateTime/formatted(as:)``).
  public enum CalendarSystem: Sendable, Hashable, Codable {
    /// Gregorian, whatever the locale (the default).
    case gregorian
    /// The locale's own calendar: Buddhist for `th_TH`, Gregorian for most.
    case localeDefault
    /// A named calendar, such as `.japanese` or `.islamicUmmAlQura`.
    case specific(Calendar.Identifier)
  }

  /// What to show.
  ///
  /// ```swift
  /// let leapDay = try CivilDate(parsing: "2024-02-29")
  /// var format = LocalizedFormat(template: "yMMMd", locale: Locale(identifier: "en_US"))
  /// try leapDay.formatted(as: format)  // "Feb 29, 2024"
  /// format.pattern = .template("MMMMd")
  /// try leapDay.formatted(as: format)  // "February 29"
  /// ```
  public var pattern: Pattern {
    didSet { compiled = .make() }
  }
  /// The locale whose patterns, words and digits are used.
  ///
  /// ```swift
  /// let leapDay = try CivilDate(parsing: "2024-02-29")
  /// var format = LocalizedFormat(template: "yMMMd", locale: Locale(identifier: "en_US"))
  /// format.locale = Locale(identifier: "ja_JP")
  /// try leapDay.formatted(as: format)  // "2024年2月29日"
  /// ```
  public var locale: Locale {
    didSet { compiled = .make() }
  }
  /// The calendar system used for display: Gregorian unless you ask for
  /// another, whatever the locale's own.
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-01-05")
  /// var format = LocalizedFormat(date: .medium, time: .none, locale: Locale(identifier: "th_TH"))
  /// try day.formatted(as: format)  // "5 ม.ค. 2024"
  /// format.calendarSystem = .localeDefault
  /// try day.formatted(as: format)  // "5 ม.ค. 2567" — the Buddhist year
  /// ```
  public var calendarSystem: CalendarSystem {
    didSet { compiled = .make() }
  }
  /// This value's compiled forms, filled on first use: formatting with a
  /// kept format goes straight to its program. Not part of the value.
  var compiled = _CompiledForms.make()

  enum CodingKeys: String, CodingKey {
    case pattern, locale, calendarSystem
  }

  /// Whether two formats show the same: same pattern, locale and calendar.
  public static func == (lhs: LocalizedFormat, rhs: LocalizedFormat) -> Bool {
    lhs.pattern == rhs.pattern && lhs.locale == rhs.locale && lhs.calendarSystem == rhs.calendarSystem
  }

  /// Hashes the pattern, locale and calendar.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
    hasher.combine(locale)
    hasher.combine(calendarSystem)
  }

  /// A format from the locale's date and time styles (ICU's: `.short`
  /// writes a two-digit year in en_US).
  ///
  /// ```swift
  /// let seven = try CivilDateTime(parsing: "2024-01-05T07:00")
  /// try seven.formatted(as: LocalizedFormat(date: .short, time: .short, locale: Locale(identifier: "en_US")))  // == "1/5/24, 7:00\u{202F}AM"
  /// let japanese = LocalizedFormat(date: .long, time: .none, locale: Locale(identifier: "ja_JP"), calendarSystem: .specific(.japanese))
  /// try seven.formatted(as: japanese)  // "令和6年1月5日"
  /// ```
  public init(
    date: Style, time: Style, locale: Locale, calendarSystem: CalendarSystem = .gregorian
  ) {
    self.init(pattern: .styles(date: date, time: time), locale: locale, calendarSystem: calendarSystem)
  }

  /// A format from an ICU skeleton template, such as `yMMMd` or `jm`.
  /// The locale decides the order, the words and the clock (`j`: 12- or
  /// 24-hour), and the hour is as wide as the locale's pattern has it.
  ///
  /// ```swift
  /// let evening = try CivilDateTime(parsing: "2024-01-05T19:05")
  /// try evening.formatted(as: LocalizedFormat(template: "jm", locale: Locale(identifier: "en_US")))  // == "7:05\u{202F}PM"
  /// try evening.formatted(as: LocalizedFormat(template: "jm", locale: Locale(identifier: "de_DE")))  // "19:05"
  /// ```
  public init(template: String, locale: Locale, calendarSystem: CalendarSystem = .gregorian) {
    self.init(pattern: .template(template), locale: locale, calendarSystem: calendarSystem)
  }

  /// A format from a pattern.
  ///
  /// ```swift
  /// let seven = try CivilDateTime(parsing: "2024-01-05T07:05")
  /// try seven.formatted(as: LocalizedFormat(pattern: .fields("jm"), locale: Locale(identifier: "de_DE")))  // "7:05"
  /// try seven.formatted(as: LocalizedFormat(pattern: .template("jm"), locale: Locale(identifier: "de_DE")))  // "07:05"
  /// ```
  public init(pattern: Pattern, locale: Locale, calendarSystem: CalendarSystem = .gregorian) {
    self.pattern = pattern
    self.locale = locale
    self.calendarSystem = calendarSystem
  }

  /// The Foundation calendar identifier for display.
  var calendarIdentifier: Calendar.Identifier {
    switch calendarSystem {
    case .gregorian: .gregorian
    case .localeDefault: locale.calendar.identifier
    case .specific(let identifier): identifier
    }
  }
}
