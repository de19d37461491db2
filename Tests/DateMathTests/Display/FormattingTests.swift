import DateMath
import Foundation
import Testing

/// One locale's renderings of 2024-01-05T12:00:00Z (07:00 in New York).
struct LocaleRow: Sendable, CustomTestStringConvertible {
  let locale: String
  let mediumShort: String
  let template: String
  let longDateOwnCalendar: String
  let interval: String
  let inThreeDays: String
  let civilFull: String
  var testDescription: String { locale }
  init(_ row: (String, String, String, String, String, String, String)) {
    (locale, mediumShort, template, longDateOwnCalendar, interval, inThreeDays, civilFull) = row
  }
}

/// These strings pin the CLDR data of the ICU inside this toolchain's
/// Foundation (Swift 6.3.1, ICU 76): the locale's medium/short styles, the
/// best pattern for the skeleton `yMMMdjm` (12- or 24-hour clock by
/// locale), its long date in its own calendar (Buddhist era 2567 for
/// th_TH), its interval format for `yMMMd`, its "in 3 days" phrase, and its
/// full date-time style with the zone field removed for a wall-clock value.
/// They include the invisible characters CLDR uses: U+202F before AM/PM,
/// U+2009 around en dashes, U+200F marks in Arabic. A new ICU may change
/// them; that is the point of pinning them.
@Suite("Locale formatting")
struct FormattingTests {
  static let rows: [LocaleRow] = [
    LocaleRow(("en_US", "Jan 5, 2024 at 7:00\u{202F}AM", "Jan 5, 2024 at 7:00\u{202F}AM", "January 5, 2024", "Jan 3\u{2009}–\u{2009}5, 2024", "in 3 days", "Friday, January 5, 2024 at 7:00:00\u{202F}AM")),
    LocaleRow(("en_GB", "5 Jan 2024 at 07:00", "5 Jan 2024 at 07:00", "5 January 2024", "3\u{2009}–\u{2009}5 Jan 2024", "in 3 days", "Friday, 5 January 2024 at 07:00:00")),
    LocaleRow(("de_DE", "05.01.2024, 07:00", "5. Jan. 2024, 07:00", "5. Januar 2024", "3.–5. Jan. 2024", "in 3 Tagen", "Freitag, 5. Januar 2024 um 07:00:00")),
    LocaleRow(("fr_FR", "5 janv. 2024 à 07:00", "5 janv. 2024 à 07:00", "5 janvier 2024", "3–5 janv. 2024", "dans 3 jours", "vendredi 5 janvier 2024 à 07:00:00")),
    LocaleRow(("ja_JP", "2024/01/05 7:00", "2024年1月5日 7:00", "2024年1月5日", "2024年1月3日～5日", "3 日後", "2024年1月5日 金曜日 7時00分00秒")),
    LocaleRow(("zh_Hans_CN", "2024年1月5日 07:00", "2024年1月5日 07:00", "2024年1月5日", "2024年1月3日至5日", "3天后", "2024年1月5日 星期五 07:00:00")),
    LocaleRow(("ar_EG", "٠٥\u{200F}/٠١\u{200F}/٢٠٢٤، ٧:٠٠\u{A0}ص", "٥ يناير، ٢٠٢٤، ٧:٠٠\u{A0}ص", "٥ يناير، ٢٠٢٤", "٣–٥ يناير ٢٠٢٤", "خلال ٣ أيام", "الجمعة، ٥ يناير، ٢٠٢٤، ٧:٠٠:٠٠\u{A0}ص")),
    LocaleRow(("hi_IN", "5 जन॰ 2024, पू 7:00", "5 जन॰ 2024, पू 7:00", "5 जनवरी 2024", "3–5 जन॰ 2024", "3 दिन में", "शुक्रवार, 5 जनवरी 2024, पू 7:00:00")),
    LocaleRow(("he_IL", "5 בינו׳ 2024, 7:00", "5 בינו׳ 2024, 7:00", "5 בינואר 2024", "3–5 בינו׳ 2024", "בעוד 3 ימים", "יום שישי, 5 בינואר 2024 בשעה 7:00:00")),
    LocaleRow(("th_TH", "5 ม.ค. 2024 07:00", "5 ม.ค. 2024 07:00", "5 มกราคม 2567", "3–5 ม.ค. 2024", "ในอีก 3 วัน", "วันศุกร์ที่ 5 มกราคม ค.ศ. 2024 เวลา 7 นาฬิกา 00 นาที 00 วินาที")),
  ]

  static let newYork = try? Zone(identifier: "America/New_York")

  @Test("styles, templates, calendars, intervals, relative days and civil values", arguments: rows)
  func locale(_ row: LocaleRow) throws {
    let newYork = zone("America/New_York")
    let locale = Locale(identifier: row.locale)
    let date = zoned("2024-01-05T12:00:00Z", in: newYork)
    #expect(try date.formatted(as: LocalizedFormat(date: .medium, time: .short, locale: locale)) == row.mediumShort)
    #expect(try date.formatted(as: LocalizedFormat(template: "yMMMdjm", locale: locale)) == row.template)
    #expect(try date.formatted(as: LocalizedFormat(date: .long, time: .none, locale: locale, calendarSystem: .localeDefault)) == row.longDateOwnCalendar)
    #expect(try zoned("2024-01-03T17:00:00Z", in: newYork).formattedInterval(
      to: zoned("2024-01-05T17:00:00Z", in: newYork),
      as: LocalizedFormat(template: "yMMMd", locale: locale)) == row.interval)
    #expect(try zoned("2024-01-08T17:00:00Z", in: newYork).relativeDayPhrase(relativeTo: date, locale: locale) == row.inThreeDays)
    #expect(try CivilDateTime(parsing: "2024-01-05T07:00").formatted(as: LocalizedFormat(date: .full, time: .full, locale: locale)) == row.civilFull)
  }

  @Test("the display calendar is Gregorian unless asked: th_TH")
  func thaiCalendar() throws {
    let thai = Locale(identifier: "th_TH")
    let day = try CivilDate(parsing: "2024-01-05")
    #expect(try day.formatted(as: LocalizedFormat(date: .long, time: .none, locale: thai)) == "5 มกราคม ค.ศ. 2024")  // Gregorian, with the era "AD"
    #expect(try day.formatted(as: LocalizedFormat(date: .long, time: .none, locale: thai, calendarSystem: .localeDefault)) == "5 มกราคม 2567")
    #expect(try day.formatted(as: LocalizedFormat(date: .long, time: .none, locale: Locale(identifier: "en_US"), calendarSystem: .specific(.japanese))) == "January 5, Reiwa 6")
  }

  @Test("civil values are shown without any zone shift")
  func civilNoShift() throws {
    // 23:30 on New Year's Eve stays 23:30 31 Dec whatever the process zone.
    let local = try CivilDateTime(parsing: "2023-12-31T23:30")
    #expect(try local.formatted(as: LocalizedFormat(template: "yMMMdHm", locale: Locale(identifier: "en_GB"))) == "31 Dec 2023 at 23:30")
  }

  @Test("parsing typed text resolves gaps and overlaps by the policy", .tags(.dst))
  func parsing() throws {
    let newYork = zone("America/New_York")
    let enUS = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "en_US"))
    func parse(_ text: String, as format: LocalizedFormat, disambiguation: Disambiguation = .compatible)
      throws(DateMathError) -> ZonedDateTime
    {
      try ZonedDateTime(parsing: text, as: format, in: newYork, disambiguation: disambiguation)
    }
    #expect(try parse("Jan 5, 2024 at 7:00\u{202F}AM", as: enUS) == zoned("2024-01-05T07:00:00-05:00", in: newYork))
    #expect(try parse("Mar 12, 2017 at 2:30\u{202F}AM", as: enUS) == zoned("2017-03-12T03:30:00-04:00", in: newYork))
    #expect(try parse("Mar 12, 2017 at 2:30\u{202F}AM", as: enUS, disambiguation: .earlier) == zoned("2017-03-12T01:30:00-05:00", in: newYork))
    #expect(error { () throws(DateMathError) in try parse("Mar 12, 2017 at 2:30\u{202F}AM", as: enUS, disambiguation: .reject) }?.kind == .nonexistentLocalTime)
    #expect(try parse("Nov 5, 2017 at 1:30\u{202F}AM", as: enUS, disambiguation: .later) == zoned("2017-11-05T01:30:00-05:00", in: newYork))
    let german = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE"))
    #expect(try parse("05.01.2024, 07:00", as: german) == zoned("2024-01-05T07:00:00-05:00", in: newYork))
    let failure = error { () throws(DateMathError) in try parse("5 Jan 2024", as: enUS) }
    #expect(failure?.kind == .invalidFormat)
    #expect(failure?.message.contains("for example") == true)
  }

  @Test("relative days count local dates, not 24-hour periods", .tags(.dst))
  func relativeDays() throws {
    let newYork = zone("America/New_York")
    let enUS = Locale(identifier: "en_US")
    let lateSaturday = zoned("2017-03-11T23:30:00-05:00", in: newYork)
    #expect(try zoned("2017-03-12T00:30:00-05:00", in: newYork).relativeDayPhrase(relativeTo: lateSaturday, locale: enUS) == "tomorrow")
    #expect(try zoned("2017-03-11T00:00:00-05:00", in: newYork).relativeDayPhrase(relativeTo: lateSaturday, locale: enUS) == "today")
    #expect(try zoned("2017-03-09T12:00:00-05:00", in: newYork).relativeDayPhrase(relativeTo: lateSaturday, locale: enUS) == "2 days ago")
  }

  @Test("dates before 1583 are refused, not shown on the Julian calendar")
  func julianEra() {
    let day = CivilDate("1000-01-01")!
    #expect(error { () throws(DateMathError) in try day.formatted(as: LocalizedFormat(date: .long, time: .none, locale: Locale(identifier: "en_US"))) }?.kind == .outOfRange)
  }

  @Test("text formatted in any style parses back to the same instant", arguments: [
    "en_US", "de_DE", "ja_JP", "fr_FR", "en_GB",
  ])
  func formatThenParse(localeIdentifier: String) throws {
    let newYork = zone("America/New_York")
    let locale = Locale(identifier: localeIdentifier)
    // A time with whole minutes and seconds, outside any DST change.
    let date = zoned("2024-01-05T12:34:56Z", in: newYork)
    let formats = [
      LocalizedFormat(date: .short, time: .short, locale: locale),
      LocalizedFormat(date: .medium, time: .medium, locale: locale),
      LocalizedFormat(date: .long, time: .long, locale: locale),
      LocalizedFormat(date: .full, time: .full, locale: locale),
      LocalizedFormat(template: "yMMMdjmsz", locale: locale),
    ]
    for format in formats {
      let text = try date.formatted(as: format)
      let back = try ZonedDateTime(parsing: text, as: format, in: newYork)
      let shown = format.pattern == .styles(date: .short, time: .short) ? 60.0 : 1.0
      #expect(abs(back.date.timeIntervalSince(date.date)) < shown, "\(format.pattern) \(text) → \(back)")
      #expect(back.zone == newYork)
    }
  }

  @Test("typed dates before 1583 are refused, not read on the Julian calendar")
  func julianParse() {
    let enUS = LocalizedFormat(date: .medium, time: .none, locale: Locale(identifier: "en_US"))
    #expect(error { () throws(DateMathError) in try ZonedDateTime(parsing: "Jan 5, 1500", as: enUS, in: .utc) }?.kind == .outOfRange)
  }
}
