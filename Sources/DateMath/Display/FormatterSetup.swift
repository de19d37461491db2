import Foundation

/// Formatter set-up shared by the formatting helpers.
enum _Display {
  static let firstGregorianYear = 1583

  /// The formatted text, or an error when the pattern showed nothing: an
  /// ICU skeleton of letters that are no fields (`n`) formats as "".
  static func nonEmpty(_ text: String, _ format: LocalizedFormat) throws(DateMathError) -> String {
    guard text.isEmpty else { return text }
    throw DateMathError(
      .invalidArgument,
      "the \(describe(format)) shows no field in \(format.locale.identifier): use ICU skeleton "
        + "letters such as y, M, d, E, j, m, s (yMMMd, jm)")
  }

  /// The format as an error message names it: `template "yMMMd"`,
  /// `styles medium,short`.
  static func describe(_ format: LocalizedFormat) -> String {
    switch format.pattern {
    case .template(let template): return "template " + DateMathError.quoted(template)
    case .fields(let fields): return "fields " + DateMathError.quoted(fields)
    case .styles(let date, let time): return "styles \(date),\(time)"
    }
  }

  /// Whether the locale's pattern for `format` has a time-zone field
  /// (`long` and `full` time styles do, and templates with z, v, O…).
  static func showsZone(_ format: LocalizedFormat) -> Bool {
    pool(.date, format, zone: TimeZone(identifier: "UTC") ?? .gmt).withFormatter {
      withoutZoneFields($0.dateFormat) != $0.dateFormat.trimmingCharacters(in: .whitespaces)
    }
  }

  /// The instant whose text parse errors show as an example:
  /// 2024-01-05T08:00:00Z.
  static let exampleSecond: Int64 = 1_704_441_600

  /// The error for `text` that does not match `format`, with `example`, the
  /// format's text of ``exampleSecond``, when there is one.
  static func notMatching(_ text: String, _ format: LocalizedFormat, example: String?) -> DateMathError {
    let example = example ?? ""
    return DateMathError(
      .invalidFormat,
      "\(DateMathError.quoted(text)) does not match the \(format.locale.identifier) pattern"
        + (example.isEmpty ? "" : " (for example \(DateMathError.quoted(example)))"))
  }

  static func checkGregorianEra(_ day: CivilDate, _ format: LocalizedFormat) throws(DateMathError) {
    guard day.year < firstGregorianYear else { return }
    throw DateMathError(
      .outOfRange,
      "\(day) is before 1583: locale formatting goes through Foundation's calendar, "
        + "which is Julian before 1582-10-15 and would show another day; "
        + "use the ISO 8601 form (\(day)) instead")
  }

  /// The error for a pattern with a zone field at an offset Foundation's
  /// formatters cannot show (seconds, or beyond ±18 hours).
  static func unshowableOffset(_ format: LocalizedFormat, _ offset: UTCOffset, of zone: Zone) -> DateMathError {
    DateMathError(
      .invalidArgument,
      "the \(describe(format)) shows a time zone, and Foundation's formatters cannot show "
        + "the offset \(offset)\(zone.isFixedOffset ? "" : " of " + zone.identifier) (they stop at ±18 hours and whole minutes): "
        + "use a pattern without zone fields, or RFC 9557 text")
  }

  /// ICU's text of a wall-clock time, zone fields left out.
  static func icuText(_ wall: CivilDateTime, _ format: LocalizedFormat) -> String {
    let instant = _InstantSeconds(seconds: wall.localSeconds, fraction: Double(wall.nanosecond) / 1e9).date
    return pool(.civil, format, zone: TimeZone(identifier: "UTC") ?? .gmt).withFormatter { $0.string(from: instant) }
  }

  static func pool(_ kind: _FormatterKey.Kind, _ format: LocalizedFormat, zone: TimeZone)
    -> _FormatterPool<DateFormatter>
  {
    _FormatterCache.shared.pool(_FormatterKey(kind, format, zone)) { formatter(kind, format, zone: zone) }
  }

  /// A new formatter for `format` in `zone`; `.civil` leaves zone fields out.
  static func formatter(_ kind: _FormatterKey.Kind, _ format: LocalizedFormat, zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = format.locale
    formatter.calendar = calendar(format, zone)
    formatter.timeZone = zone
    switch format.pattern {
    case .styles(let date, let time):
      formatter.dateStyle = style(date)
      formatter.timeStyle = style(time)
    case .template(let template):
      formatter.setLocalizedDateFormatFromTemplate(template)
    case .fields(let fields):
      formatter.setLocalizedDateFormatFromTemplate(fields)
      formatter.dateFormat = _DatePattern.withHourWidth(formatter.dateFormat, of: fields)
    }
    if kind == .civil { formatter.dateFormat = withoutZoneFields(formatter.dateFormat) }
    return formatter
  }

  static func intervalPool(_ format: LocalizedFormat, zone: TimeZone)
    -> _FormatterPool<DateIntervalFormatter>
  {
    _FormatterCache.shared.pool(_FormatterKey(.interval, format, zone)) {
      let formatter = DateIntervalFormatter()
      formatter.locale = format.locale
      formatter.calendar = calendar(format, zone)
      formatter.timeZone = zone
      switch format.pattern {
      case .styles(let date, let time):
        formatter.dateStyle = intervalStyle(date)
        formatter.timeStyle = intervalStyle(time)
      case .template(let template), .fields(let template):
        formatter.dateTemplate = template
      }
      return formatter
    }
  }

  static func calendar(_ format: LocalizedFormat, _ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: format.calendarIdentifier)
    calendar.locale = format.locale
    calendar.timeZone = zone
    return calendar
  }

  static func style(_ style: LocalizedFormat.Style) -> DateFormatter.Style {
    switch style {
    case .none: .none
    case .short: .short
    case .medium: .medium
    case .long: .long
    case .full: .full
    }
  }

  static func intervalStyle(_ style: LocalizedFormat.Style) -> DateIntervalFormatter.Style {
    switch style {
    case .none: .none
    case .short: .short
    case .medium: .medium
    case .long: .long
    case .full: .full
    }
  }

  /// A date-format pattern without its time-zone fields (z, Z, O, v, V, X,
  /// x) and the separator before each.
  static func withoutZoneFields(_ pattern: String) -> String {
    let zoneLetters: Set<Character> = ["z", "Z", "O", "v", "V", "X", "x"]
    var result = ""
    var quoted = false
    for character in pattern {
      if character == "'" { quoted.toggle() }
      if !quoted && zoneLetters.contains(character) {
        while let last = result.last, last == " " || last == "\u{202F}" || last == "\u{00A0}" {
          result.removeLast()
        }
        continue
      }
      result.append(character)
    }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// "in 3 days" and its kin, from the locale's CLDR data.
  static func relativeDays(_ days: Int, locale: Locale) -> String {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    // Two instants exactly `days` UTC days apart: the formatter then counts
    // exactly `days` calendar days between them.
    let reference = Date(timeIntervalSince1970: 1_704_456_000)  // 2024-01-05T12:00:00Z
    let target = reference.addingTimeInterval(Double(days) * 86_400)
    #if canImport(Darwin)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
        return anchored(target, reference, locale, utc)
      }
      let formatter = RelativeDateTimeFormatter()
      formatter.locale = locale
      formatter.calendar = utc
      formatter.dateTimeStyle = .named
      formatter.unitsStyle = .full
      return formatter.localizedString(from: DateComponents(day: days))
    #else
      return anchored(target, reference, locale, utc)
    #endif
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
  static func anchored(_ target: Date, _ reference: Date, _ locale: Locale, _ calendar: Calendar)
    -> String
  {
    Date.AnchoredRelativeFormatStyle(
      anchor: target, allowedFields: [.day], presentation: .named, unitsStyle: .wide,
      locale: locale, calendar: calendar, capitalizationContext: .standalone
    ).format(reference)
  }
}
