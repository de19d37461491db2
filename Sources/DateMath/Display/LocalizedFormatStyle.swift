import Foundation

/// What DateMath's Foundation format styles share: a ``LocalizedFormat``
/// and the builder that picks its fields, as `Date.FormatStyle` does
/// (`.dateTime.year().month(.wide).day()`). Each field call puts the
/// field in the format's ICU skeleton (replacing that field's earlier
/// width); the locale decides order, separators and words.
///
/// The styles format through DateMath's compiled pattern engine (see
/// docs/formatting.md): the same text as ICU, from DateMath's own fields.
public protocol LocalizedFormatStyle: Foundation.FormatStyle where FormatOutput == String {
  /// The locale format this style formats with.
  var localizedFormat: LocalizedFormat { get set }
}

extension LocalizedFormatStyle {
  /// The same style in another locale.
  ///
  /// ```swift
  /// let noon = try ZonedDateTime(rfc9557: "2024-01-05T12:00:00+01:00[Europe/Berlin]")
  /// let monthYear = ZonedDateTime.FormatStyle.dateTime.month(.wide).year()
  /// noon.formatted(monthYear.locale(Locale(identifier: "en_US")))  // "January 2024"
  /// noon.formatted(monthYear.locale(Locale(identifier: "de_DE")))  // "Januar 2024"
  /// ```
  public func locale(_ locale: Locale) -> Self {
    var copy = self
    copy.localizedFormat.locale = locale
    return copy
  }

  /// The era: `AD` (`.abbreviated`), `Anno Domini` (`.wide`), `A` (`.narrow`).
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-01-05")
  /// day.formatted(.dateTime.year().era().locale(Locale(identifier: "en_US")))  // "2024 AD"
  /// day.formatted(.dateTime.year().era(.wide).locale(Locale(identifier: "en_US")))  // "2024 Anno Domini"
  /// ```
  public func era(_ width: LocalizedFormat.TextWidth = .abbreviated) -> Self {
    with("G", width.count(abbreviated: 1))
  }

  /// The year: `2024` (`.defaultDigits`), `24` (`.twoDigits`), or padded
  /// to `n` digits (`.padded(n)`).
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-01-05")
  /// day.formatted(.dateTime.year(.twoDigits).month().day().locale(Locale(identifier: "en_US")))  // "Jan 5, 24"
  /// day.formatted(.dateTime.year(.padded(5)).locale(Locale(identifier: "en_US")))  // "02024"
  /// ```
  public func year(_ digits: LocalizedFormat.YearDigits = .defaultDigits) -> Self {
    switch digits {
    case .defaultDigits: with("y", 1)
    case .twoDigits: with("y", 2)
    case .padded(let count): with("y", min(max(count, 1), 9))
    }
  }

  /// The quarter: `Q1` (`.abbreviated`), `1st quarter` (`.wide`), `1` (`.narrow`).
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-01-05")
  /// day.formatted(.dateTime.quarter().year().locale(Locale(identifier: "en_US")))  // "Q1 2024"
  /// day.formatted(.dateTime.quarter(.wide).year().locale(Locale(identifier: "de_DE")))  // "1. Quartal 2024"
  /// ```
  public func quarter(_ width: LocalizedFormat.TextWidth = .abbreviated) -> Self {
    with("Q", width.count(abbreviated: 3))
  }

  /// The month: `Jan` (`.abbreviated`), `January` (`.wide`), `J`
  /// (`.narrow`), `1` (`.defaultDigits`), `01` (`.twoDigits`).
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-01-05")
  /// day.formatted(.dateTime.month(.narrow).locale(Locale(identifier: "en_US")))  // "J"
  /// day.formatted(.dateTime.month(.wide).day().locale(Locale(identifier: "de_DE")))  // "5. Januar"
  /// ```
  public func month(_ style: LocalizedFormat.MonthStyle = .abbreviated) -> Self {
    switch style {
    case .defaultDigits: with("M", 1)
    case .twoDigits: with("M", 2)
    case .abbreviated: with("M", 3)
    case .wide: with("M", 4)
    case .narrow: with("M", 5)
    }
  }

  /// The day of the month: `5` (`.defaultDigits`) or `05` (`.twoDigits`).
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-01-05")
  /// day.formatted(.dateTime.day(.twoDigits).month(.twoDigits).year().locale(Locale(identifier: "de_DE")))  // "05.01.2024"
  /// day.formatted(.dateTime.month(.twoDigits).day(.twoDigits).locale(Locale(identifier: "en_US")))  // "01/05"
  /// ```
  public func day(_ digits: LocalizedFormat.Digits = .defaultDigits) -> Self {
    with("d", digits == .twoDigits ? 2 : 1)
  }

  /// The weekday: `Fri` (`.abbreviated`), `Friday` (`.wide`), `F`
  /// (`.narrow`), `Fr` (`.short`).
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-01-05")
  /// day.formatted(.dateTime.weekday(.short).locale(Locale(identifier: "en_US")))  // "Fr"
  /// day.formatted(.dateTime.weekday(.wide).year().month(.wide).day().locale(Locale(identifier: "en_US")))  // "Friday, January 5, 2024"
  /// ```
  public func weekday(_ width: LocalizedFormat.WeekdayWidth = .abbreviated) -> Self {
    switch width {
    case .abbreviated: with("E", 3)
    case .wide: with("E", 4)
    case .narrow: with("E", 5)
    case .short: with("E", 6)
    }
  }

  /// The hour on the locale's clock (12-hour with AM/PM in en_US, 24-hour
  /// in de_DE): `7` or, with `.twoDigits`, `07`.
  ///
  /// ```swift
  /// let evening = try CivilTime(hour: 19, minute: 5)
  /// evening.formatted(.dateTime.hour().locale(Locale(identifier: "en_US")))  // == "7\u{202F}PM"
  /// evening.formatted(.dateTime.hour().locale(Locale(identifier: "de_DE")))  // "19 Uhr"
  /// ```
  public func hour(_ digits: LocalizedFormat.Digits = .defaultDigits) -> Self {
    with("j", digits == .twoDigits ? 2 : 1)
  }

  /// The minute.
  ///
  /// ```swift
  /// let time = try CivilTime(hour: 19, minute: 5, second: 9)
  /// time.formatted(.dateTime.hour().minute().locale(Locale(identifier: "de_DE")))  // "19:05"
  /// time.formatted(.dateTime.minute().second().locale(Locale(identifier: "en_US")))  // "05:09"
  /// ```
  public func minute(_ digits: LocalizedFormat.Digits = .defaultDigits) -> Self {
    with("m", digits == .twoDigits ? 2 : 1)
  }

  /// The second.
  ///
  /// ```swift
  /// let time = try CivilTime(hour: 19, minute: 5, second: 9)
  /// time.formatted(.dateTime.hour().minute().second().locale(Locale(identifier: "de_DE")))  // "19:05:09"
  /// ```
  public func second(_ digits: LocalizedFormat.Digits = .defaultDigits) -> Self {
    with("s", digits == .twoDigits ? 2 : 1)
  }

  /// The fraction of the second, to `digits` digits (1 to 9; ICU shows
  /// milliseconds and zeros after them).
  ///
  /// ```swift
  /// let time = try CivilTime(hour: 19, minute: 5, second: 9, nanosecond: 123_456_789)
  /// let seconds = CivilTime.FormatStyle.dateTime.hour().minute().second()
  /// time.formatted(seconds.secondFraction(digits: 3).locale(Locale(identifier: "de_DE")))  // "19:05:09,123"
  /// time.formatted(seconds.secondFraction(digits: 6).locale(Locale(identifier: "de_DE")))  // "19:05:09,123000"
  /// ```
  public func secondFraction(digits: Int) -> Self {
    with("S", min(max(digits, 1), 9))
  }

  /// Puts `letter` × `count` in the skeleton, in place of that field's
  /// earlier width. A style made from date and time styles (as
  /// `.dateTime` is before a field is picked) becomes a skeleton with just
  /// this field.
  func with(_ letter: Character, _ count: Int) -> Self {
    var copy = self
    var skeleton = ""
    if case .template(let template) = localizedFormat.pattern { skeleton = template }
    let family = Self.families.first { $0.contains(letter) } ?? [letter]
    skeleton.removeAll { family.contains($0) }
    skeleton += String(repeating: letter, count: count)
    let order = Self.families.flatMap { $0 }
    let sorted = skeleton.sorted { (order.firstIndex(of: $0) ?? 99) < (order.firstIndex(of: $1) ?? 99) }
    // A template, not `.fields`: Foundation's builder keeps the hour as
    // wide as the locale's pattern has it (`07:08` in de_DE), where its
    // date and time styles narrow it to the skeleton's (`7:08`).
    copy.localizedFormat.pattern = .template(String(sorted))
    return copy
  }

  /// The skeleton letters of each field, in the order a skeleton lists them.
  static var families: [Set<Character>] {
    [["G"], ["y", "Y", "u"], ["Q", "q"], ["M", "L"], ["E", "c", "e"], ["d"], ["j", "h", "H", "k", "K"], ["m"], ["s"], ["S"],
     ["z", "v", "V", "O", "Z", "X", "x"]]
  }
}

extension LocalizedFormat {
  /// The width of a field shown as a word.
  public enum TextWidth: Sendable, Hashable, Codable {
    /// The short word: `AD`, `Q1`.
    case abbreviated
    /// The whole word: `Anno Domini`, `1st quarter`.
    case wide
    /// One letter or digit: `A`, `1`.
    case narrow

    func count(abbreviated: Int) -> Int {
      switch self {
      case .abbreviated: abbreviated
      case .wide: 4
      case .narrow: 5
      }
    }
  }

  /// How a weekday is shown.
  public enum WeekdayWidth: Sendable, Hashable, Codable {
    /// `Fri` in en_US.
    case abbreviated
    /// `Friday`.
    case wide
    /// `F`.
    case narrow
    /// `Fr`.
    case short
  }

  /// How a month is shown.
  public enum MonthStyle: Sendable, Hashable, Codable {
    /// `1`.
    case defaultDigits
    /// `01`.
    case twoDigits
    /// `Jan` in en_US.
    case abbreviated
    /// `January`.
    case wide
    /// `J`.
    case narrow
  }

  /// How a numeric field is shown.
  public enum Digits: Sendable, Hashable, Codable {
    /// As few digits as the value needs: `7`.
    case defaultDigits
    /// Two digits: `07`.
    case twoDigits
  }

  /// How a year is shown.
  public enum YearDigits: Sendable, Hashable, Codable {
    /// The whole year: `2024`.
    case defaultDigits
    /// Its last two digits: `24`.
    case twoDigits
    /// Zero-padded to this many digits (1 to 9): `.padded(5)` is `02024`.
    case padded(Int)
  }

  /// The format Foundation's `Date.FormatStyle(date:time:)` shows: the
  /// skeleton of its fields (`.numeric` is `yMd`, `.abbreviated` `yMMMd`,
  /// `.long` `yMMMMd`, `.complete` `yMMMMEEEEd`; `.shortened` is `jm`,
  /// `.standard` `jms`, `.complete` `jmsz`), not ICU's date and time
  /// styles (`.short` shows `1/5/24` where `.numeric` shows `1/5/2024`).
  ///
  /// ```swift
  /// let day = try CivilDate(parsing: "2024-01-05")
  /// let enUS = Locale(identifier: "en_US")
  /// try day.formatted(as: LocalizedFormat(.numeric, .omitted, locale: enUS))  // "1/5/2024"
  /// try day.formatted(as: LocalizedFormat(date: .short, time: .none, locale: enUS))  // "1/5/24"
  /// ```
  public init(_ date: Date.FormatStyle.DateStyle, _ time: Date.FormatStyle.TimeStyle, locale: Locale) {
    let dateSkeleton =
      switch date {
      case .omitted: ""
      case .numeric: "yMd"
      case .abbreviated: "yMMMd"
      case .long: "yMMMMd"
      case .complete: "yMMMMEEEEd"
      default: "yMd"
      }
    let timeSkeleton =
      switch time {
      case .omitted: ""
      case .shortened: "jm"
      case .standard: "jms"
      case .complete: "jmsz"
      default: "jm"
      }
    self.init(pattern: .fields(dateSkeleton + timeSkeleton), locale: locale)
  }
}
