import DateMath
import Foundation
import Testing

/// Locale formatting in the world's calendars: ICU's words, DateMath's
/// year, month and day. Where ICU's own calendar agrees with DateMath's, the
/// text is exactly Foundation's; where it does not (month starts recorded in
/// FoundationCalendarDefectTests, from the corpus where two independent
/// sources agree), the text names DateMath's date.
@Suite("Locale formatting in other calendars", .tags(.calendars))
struct CalendarFormattingTests {
  let en = Locale(identifier: "en_US")

  func format(_ id: Calendar.Identifier, _ locale: Locale, template: String = "yMMMMd") -> LocalizedFormat {
    LocalizedFormat(template: template, locale: locale, calendarSystem: .specific(id))
  }

  /// Foundation's own text of a day, in UTC.
  func foundationText(_ day: CivilDate, _ format: LocalizedFormat, _ id: Calendar.Identifier) -> String {
    let formatter = DateFormatter()
    formatter.locale = format.locale
    var calendar = Calendar(identifier: id)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate("yMMMMd")
    return formatter.string(from: Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400))
  }

  @Test("where ICU's calendar agrees with DateMath's, the text is Foundation's", arguments: [
    (Calendar.Identifier.hebrew, CalendarKind.hebrew, "he_IL"), (.persian, .persian, "fa_IR"),
    (.islamicUmmAlQura, .islamicUmalqura, "ar_SA"), (.islamicCivil, .islamicCivil, "en_US"),
    (.chinese, .chinese, "zh_CN"), (.dangi, .dangi, "ko_KR"), (.coptic, .coptic, "en_US"),
    (.ethiopicAmeteMihret, .ethiopic, "am_ET"), (.indian, .indian, "hi_IN"),
  ])
  func agreesWithFoundation(_ id: Calendar.Identifier, _ kind: CalendarKind, _ locale: String) throws {
    let format = format(id, Locale(identifier: locale))
    var foundation = Calendar(identifier: id)
    foundation.timeZone = TimeZone(identifier: "UTC")!
    var checked = 0
    var day = max(try CivilDate(parsing: "1930-01-01"), kind.supportedRange.lowerBound)
    let last = min(try CivilDate(parsing: "2070-12-31"), kind.supportedRange.upperBound)
    while day <= last {
      let ours = try CalendarDate(day, in: kind)
      let noon = Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400 + 43_200)
      let seen = foundation.dateComponents([.month, .day, .isLeapMonth], from: noon)
      if seen.day == ours.day {
        #expect(try day.formatted(as: format) == foundationText(day, format, id), "\(kind) \(day)")
        checked += 1
      }
      day = try day.adding(days: 31)
    }
    #expect(checked > 900)
  }

  @Test("where ICU's calendar disagrees, the text names DateMath's date")
  func disagreement() throws {
    // 5806-M03 (Kislev) begins 2045-11-10 in the corpus; ICU calls the day
    // 30 Heshvan.
    let kislev = try CivilDate(parsing: "2045-11-10")
    #expect(try kislev.formatted(as: format(.hebrew, en)) == "Kislev 1, 5806")
    #expect(foundationText(kislev, format(.hebrew, en), .hebrew) == "Heshvan 30, 5806")
    let full = LocalizedFormat(date: .full, time: .none, locale: Locale(identifier: "he_IL"), calendarSystem: .specific(.hebrew))
    let hebrewText = try kislev.formatted(as: full)
    #expect(hebrewText.contains("בכסלו"))
    #expect(try CivilDateTime(parsing: hebrewText, as: full).date == kislev)
    // Chinese 1914-M10 begins 1914-11-17 in the corpus; ICU calls it the
    // 30th of the ninth month.
    let tenth = try CivilDate(parsing: "1914-11-17")
    #expect(try tenth.formatted(as: format(.chinese, en)).hasPrefix("Tenth Month 1,"))
  }

  @Test("on such a day the weekday is the day's own, and a day-of-year field is refused")
  func weekday() throws {
    // Sunday 2045-12-24 is 15 Tevet 5806 (ICU: 16 Tevet, a Monday); ICU's
    // Umm al-Qura calendar begins 1343 a day late (the published tables:
    // 1 Muharram 1343 is 1924-08-01), so Tuesday 1924-09-02 is 3 Safar.
    let full = { (id: Calendar.Identifier) in LocalizedFormat(date: .full, time: .none, locale: self.en, calendarSystem: .specific(id)) }
    #expect(try CivilDate(parsing: "2045-12-24").formatted(as: full(.hebrew)) == "Sunday, 15 Tevet 5806")
    #expect(try CivilDate(parsing: "1924-09-02").formatted(as: full(.islamicUmmAlQura)) == "Tuesday, Safar 3, 1343 AH")
    let dayOfYear = LocalizedFormat(pattern: .template("yMMMdD"), locale: en, calendarSystem: .specific(.hebrew))
    #expect {
      try CivilDate(parsing: "2045-12-24").formatted(as: dayOfYear)
    } throws: { ($0 as? DateMathError)?.kind == .invalidArgument }
    // A local mean time offset (seconds) with a zone field is refused, as
    // on every other day, rather than rounded.
    let riyadh = try Zone(identifier: "Asia/Riyadh")
    let lmt = try ZonedDateTime(CivilDateTime(parsing: "1946-06-10T10:00"), in: riyadh)
    let withZone = LocalizedFormat(date: .full, time: .full, locale: en, calendarSystem: .specific(.islamicUmmAlQura))
    #expect(throws: DateMathError.self) { try lmt.formatted(as: withZone) }
    #expect(try lmt.formatted(as: full(.islamicUmmAlQura)) == "Monday, Rajab 11, 1365 AH")  // hijridate: 1365-07-11
  }

  @Test("a zoned date-time on such a day keeps its wall-clock time; its zone name becomes an offset")
  func zoned() throws {
    let newYork = try Zone(identifier: "America/New_York")
    let z = try ZonedDateTime(CivilDateTime(parsing: "2045-11-10T09:30"), in: newYork)
    let long = LocalizedFormat(date: .long, time: .long, locale: en, calendarSystem: .specific(.hebrew))
    // (ICU puts a narrow no-break space before AM.)
    let text = try z.formatted(as: long)
    #expect(text.replacingOccurrences(of: "\u{202F}", with: " ") == "1 Kislev 5806 at 9:30:00 AM GMT-5")
    #expect(try ZonedDateTime(parsing: text, as: long, in: newYork) == z)
    // A day where the two agree keeps the zone's name.
    let agreed = try ZonedDateTime(CivilDateTime(parsing: "2024-03-10T09:30"), in: newYork)
    #expect(try agreed.formatted(as: long).replacingOccurrences(of: "\u{202F}", with: " ") == "30 Adar I 5784 at 9:30:00 AM EDT")
    // An interval that meets such a day is written end by end.
    let interval = try z.formattedInterval(to: z.adding(.days(1)), as: format(.hebrew, en))
    #expect(interval == "Kislev 1, 5806 – Kislev 2, 5806")
  }

  @Test("errors: outside a calendar's tables, a cyclic year without its cycle, Amete Alem on Linux")
  func errors() throws {
    #expect(throws: DateMathError.self) { try CivilDate(parsing: "2150-01-01").formatted(as: format(.chinese, en)) }
    #expect {
      try CivilDateTime(parsing: "Fourth Monthbis 10, 37", as: format(.chinese, en))
    } throws: { ($0 as? DateMathError)?.message.contains("of the first 60-year cycle") == true }
    #if os(Linux)
      #expect {
        try CivilDate(parsing: "2024-02-10").formatted(as: format(.ethiopicAmeteAlem, en))
      } throws: { ($0 as? DateMathError)?.kind == .invalidArgument }
    #endif
  }
}
