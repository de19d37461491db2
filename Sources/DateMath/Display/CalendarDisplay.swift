import Foundation

// Locale formatting in the world's calendars: ICU's words, DateMath's
// fields. ICU converts a day into its own calendar, and its conversions
// disagree with DateMath's (the published Umm al-Qura tables, Chinese and
// Dangi month starts far from today, a stretch of Hebrew years: see
// docs/calendars.md). So the day is converted by DateMath, and ICU is asked
// to write the day it calls by the same year, month and day: the same day,
// except where the two calendars disagree, where ICU's words then name
// DateMath's date. Going back (parsing), ICU's fields are read and DateMath
// finds the day.

enum _CalendarDisplay {
  /// The DateMath calendar a display calendar is, where its months are not
  /// the Gregorian ones; nil for the Gregorian family (whose days ICU and
  /// DateMath share) and for the calendars DateMath does not compute in
  /// (the astronomical `islamic`, the Indian lunisolar calendars), which
  /// stay ICU's.
  static func kind(_ identifier: Calendar.Identifier) -> CalendarKind? { kinds[identifier] }

  private static let kinds: [Calendar.Identifier: CalendarKind] = Dictionary(
    uniqueKeysWithValues: CalendarKind.allCases.filter { !$0.hasGregorianYears }.map { ($0.foundationIdentifier, $0) })

  /// Whether Foundation's Amete Alem calendar is one: on Linux it is the
  /// Gregorian calendar under another name (FoundationCalendarDefectTests),
  /// and its words would name another day. 2024-02-10 is 2 Yekatit 7516.
  static let ameteAlemWorks: Bool = {
    var calendar = Calendar(identifier: .ethiopicAmeteAlem)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let c = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: 1_707_566_400))
    return c.year == 7516 && c.month == 6 && c.day == 2
  }()

  /// ICU's calendars, in UTC, one per kind, made once.
  private static let calendars: [CalendarKind: Calendar] = {
    var all: [CalendarKind: Calendar] = [:]
    for kind in CalendarKind.allCases where !kind.hasGregorianYears {
      var calendar = Calendar(identifier: kind.foundationIdentifier)
      calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
      all[kind] = calendar
    }
    return all
  }()

  private static let fieldSet: Set<Calendar.Component> = [.era, .year, .month, .day, .isLeapMonth]

  /// ICU's era, year, month and leap flag for DateMath's calendar date.
  static func components(_ date: CalendarDate) -> DateComponents {
    var c = DateComponents()
    let code = date.monthCode
    switch date.calendar {
    case .hebrew:
      // ICU numbers Hebrew months in a 13-month frame: Adar I is 6 and
      // Adar (Adar II) 7 in every year.
      c.year = date.year
      c.month = code.isLeap ? 6 : code.number <= 5 ? code.number : code.number + 1
    case .chinese, .dangi:
      // 60-year cycles counted from 2637 BCE (Dangi as Chinese in ICU).
      let extended = date.year + 2637 - 1
      c.era = _CalendarMath.floorDiv(extended, 60) + 1
      c.year = _CalendarMath.floorMod(extended, 60) + 1
      c.month = code.number
      c.isLeapMonth = code.isLeap
    case .coptic, .ethiopic:
      // Before year 1, ICU's era 0: 1 − year (Coptic), year + 5500 (Amete
      // Alem).
      c.era = date.year >= 1 ? 1 : 0
      c.year = date.year >= 1 ? date.year : date.calendar == .coptic ? 1 - date.year : date.year + 5500
      c.month = date.month
    default:
      c.year = date.year
      c.month = date.month
    }
    c.day = date.day
    return c
  }

  /// The ISO day ICU calls by `day`'s fields in `kind`: `day` itself where
  /// ICU and DateMath agree.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` outside a calendar's
  ///   tables, or when ICU's own calendar has no day with these fields (a
  ///   30th it gives 29 days).
  static func icuDay(_ day: CivilDate, _ kind: CalendarKind) throws(DateMathError) -> CivilDate {
    try checkAmeteAlem(kind)
    let date = try CalendarDate(day, in: kind)
    guard let calendar = calendars[kind] else { return day }
    let wanted = components(date)
    guard let found = calendar.date(from: wanted) else { throw cannotWrite(date) }
    let back = calendar.dateComponents(fieldSet, from: found)
    guard back.year == wanted.year, back.month == wanted.month, back.day == wanted.day,
      wanted.era == nil || back.era == wanted.era, (back.isLeapMonth ?? false) == (wanted.isLeapMonth ?? false)
    else { throw cannotWrite(date) }
    let seconds = Int64(found.timeIntervalSince1970.rounded(.down))
    return CivilDate(uncheckedDays: Int(_Civil.floorDiv(seconds, _Civil.secondsPerDay)))
  }

  /// The ISO day DateMath calls by the fields ICU read from `instant`
  /// (UTC), for parsing text written in `kind`.
  static func day(readBy instant: Date, _ kind: CalendarKind) throws(DateMathError) -> CivilDate {
    try checkAmeteAlem(kind)
    guard let calendar = calendars[kind] else {
      return CivilDate(uncheckedDays: Int(_Civil.floorDiv(Int64(instant.timeIntervalSince1970.rounded(.down)), _Civil.secondsPerDay)))
    }
    let c = calendar.dateComponents(fieldSet, from: instant)
    guard let icuYear = c.year, let month = c.month, let day = c.day else {
      throw DateMathError(.invalidFormat, "ICU read no \(kind) date from the text")
    }
    let year: Int
    let code: MonthCode
    switch kind {
    case .hebrew:
      year = icuYear
      code = MonthCode(unchecked: month == 6 ? 5 : month <= 5 ? month : month - 1, month == 6)
    case .chinese, .dangi:
      year = ((c.era ?? 1) - 1) * 60 + icuYear - 2637
      code = MonthCode(unchecked: month, c.isLeapMonth ?? false)
    case .coptic, .ethiopic:
      year = c.era == 0 ? (kind == .coptic ? 1 - icuYear : icuYear - 5500) : icuYear
      code = MonthCode(unchecked: month, false)
    default:
      year = icuYear
      code = MonthCode(unchecked: month, false)
    }
    do {
      return try CalendarDate(year: year, monthCode: code, day: day, in: kind, monthEnd: .reject).civilDate
    } catch where (kind == .chinese || kind == .dangi) && error.kind == .outOfRange {
      throw DateMathError(
        .invalidFormat,
        "ICU read the text's year as year \(icuYear) of the first 60-year cycle (\(year)), outside the tables: "
          + "it does not read the cycle back from this pattern; \(kind) text in the .short and .medium styles reads back")
    }
  }

  static func checkAmeteAlem(_ kind: CalendarKind) throws(DateMathError) {
    guard kind == .ethioaa, !ameteAlemWorks else { return }
    throw DateMathError(
      .invalidArgument,
      "Foundation's Amete Alem calendar is the Gregorian calendar on this platform, so ICU has no words for "
        + "ethioaa dates: use .ethiopicAmeteMihret (the same months, years of the Mihret era)")
  }

  /// ICU's text, in `format`, of the wall-clock time `wall` on `shown`,
  /// the day ICU's calendar calls by DateMath's fields of `real`: the
  /// weekday fields are `real`'s (they are written as literal text), and
  /// a pattern with a field that counts days another way (day of year,
  /// week, day of week in month, Julian day) is refused, since ICU would
  /// count them on its own day. `zone` is the formatter's zone, nil for a
  /// wall-clock time (zone fields left out).
  static func text(
    _ format: LocalizedFormat, real: CivilDate, shown: CivilDate, time wall: CivilDateTime, zone: TimeZone?
  ) throws(DateMathError) -> String {
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    let base = _Display.pool(zone == nil ? .civil : .date, format, zone: zone ?? utc)
    let pattern = base.withFormatter { $0.dateFormat ?? "" }
    let calendar = _Display.calendar(format, utc)
    func written(_ fieldPattern: String, _ day: CivilDate) -> String {
      let formatter = DateFormatter()
      formatter.locale = format.locale
      formatter.calendar = calendar
      formatter.timeZone = utc
      formatter.dateFormat = fieldPattern
      return formatter.string(from: Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400 + 43_200))
    }
    // Literal text (the weekday's words among it) is gathered and quoted
    // as one run: two quoted runs side by side would read as a quote.
    var rewritten = ""
    var literal = ""
    func flush() {
      if !literal.isEmpty { rewritten += "'" + literal.replacingOccurrences(of: "'", with: "''") + "'" }
      literal = ""
    }
    for token in _DatePattern(pattern).tokens {
      switch token {
      case .literal(let text):
        literal += text
      case .field(let letter, let count):
        let field = _DatePattern.text(letter, count)
        if "Eec".contains(letter) {
          literal += written(field, real)
        } else if "DFwWYgU".contains(letter) {
          throw DateMathError(
            .invalidArgument,
            "ICU's \(real) in its \(calendarName(format)) calendar is another day than DateMath's, and the "
              + "pattern's field \(field) would be counted on ICU's day: use a pattern without it")
        } else {
          flush()
          rewritten += field
        }
      }
    }
    flush()
    let formatter = DateFormatter()
    formatter.locale = format.locale
    formatter.calendar = _Display.calendar(format, zone ?? utc)
    formatter.timeZone = zone ?? utc
    formatter.dateFormat = rewritten
    let localSeconds = Int64(shown.daysSince1970) * _Civil.secondsPerDay + Int64(wall.secondOfDay)
    let offset = Int64(zone?.secondsFromGMT() ?? 0)
    let instant = _InstantSeconds(seconds: localSeconds - offset, fraction: Double(wall.nanosecond) / 1e9).date
    return formatter.string(from: instant)
  }

  static func calendarName(_ format: LocalizedFormat) -> String {
    kind(format.calendarIdentifier)?.rawValue ?? "\(format.calendarIdentifier)"
  }

  static func cannotWrite(_ date: CalendarDate) -> DateMathError {
    DateMathError(
      .outOfRange,
      "ICU's \(date.calendar) calendar has no day \(date.fieldsText), which DateMath's has "
        + "(the two disagree here: see docs/calendars.md): it cannot write it in words; "
        + "use the RFC 9557 form (\(date.rfc9557String())) or CalendarDate's fields")
  }
}
