import DateMath
import Foundation
import Testing

/// DateMath's Foundation format styles: the same text as Foundation's own
/// `Date.FormatStyle` set up the same way, builders, Codable, and dates
/// Foundation cannot show.
@Suite("Format styles")
struct FormatStyleTests {
  static let instants: [Int64] = [1_704_474_000, 951_782_400, 1_710_054_000, 1_000_000_000, 1_699_999_999]

  /// Foundation's style for the same instant, zone and locale, Gregorian.
  static func foundation(_ style: Date.FormatStyle, _ zoned: ZonedDateTime, _ locale: Locale) -> String {
    var style = style
    style.locale = locale
    style.timeZone = TimeZone(identifier: zoned.zone.identifier)!
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    style.calendar = calendar
    return style.format(zoned.date)
  }

  @Test("date and time styles give Foundation's text", arguments: ["en_US", "de_DE", "ja_JP", "ar_EG", "fr_FR"])
  func styles(_ identifier: String) throws {
    let locale = Locale(identifier: identifier)
    let zone = try Zone(identifier: "Asia/Kolkata")
    let dates: [Date.FormatStyle.DateStyle] = [.omitted, .numeric, .abbreviated, .long, .complete]
    let times: [Date.FormatStyle.TimeStyle] = [.omitted, .shortened, .standard]
    for seconds in Self.instants {
      let zoned = try ZonedDateTime(epochSeconds: seconds, in: zone)
      for date in dates {
        for time in times where !(date == .omitted && time == .omitted) {
          let ours = zoned.formatted(ZonedDateTime.FormatStyle(date: date, time: time, locale: locale))
          #expect(ours == Self.foundation(Date.FormatStyle(date: date, time: time), zoned, locale), "\(identifier) \(date) \(time)")
        }
      }
    }
  }

  @Test("the builder picks the fields Foundation's builder picks")
  func builder() throws {
    let zoned = try ZonedDateTime(rfc9557: "2024-01-05T07:08:09-05:00[America/New_York]")
    for identifier in ["en_US", "de_DE", "es_ES", "zh_Hans_CN"] {
      let locale = Locale(identifier: identifier)
      #expect(
        zoned.formatted(.dateTime.year().month(.wide).day().locale(locale))
          == Self.foundation(.dateTime.year().month(.wide).day(), zoned, locale))
      #expect(
        zoned.formatted(.dateTime.weekday(.wide).day().month(.abbreviated).locale(locale))
          == Self.foundation(.dateTime.weekday(.wide).day().month(.abbreviated), zoned, locale))
      #expect(
        zoned.formatted(.dateTime.hour().minute().locale(locale))
          == Self.foundation(.dateTime.hour().minute(), zoned, locale))
    }
    // A later width of a field replaces the earlier one.
    let enUS = Locale(identifier: "en_US")
    #expect(zoned.formatted(.dateTime.month(.wide).month(.abbreviated).locale(enUS)) == "Jan")
  }

  @Test("styles are Codable and Hashable")
  func codable() throws {
    let style = ZonedDateTime.FormatStyle.dateTime.year().month(.wide).locale(Locale(identifier: "de_DE"))
    let data = try JSONEncoder().encode(style)
    let decoded = try JSONDecoder().decode(ZonedDateTime.FormatStyle.self, from: data)
    #expect(decoded == style)
    let zoned = try ZonedDateTime(rfc9557: "2024-03-05T07:08:09+01:00[Europe/Berlin]")
    #expect(zoned.formatted(decoded) == "März 2024")
  }

  @Test("wall-clock times and dates; a date before 1583 in the proleptic Gregorian calendar")
  func civil() throws {
    let deDE = Locale(identifier: "de_DE")
    let local = try CivilDateTime(parsing: "2024-02-29T23:59:59")
    #expect(local.formatted(CivilDateTime.FormatStyle(date: .numeric, time: .standard, locale: deDE)) == "29.2.2024, 23:59:59")
    #expect(try CivilDate(parsing: "2024-02-29").formatted(CivilDate.FormatStyle(date: .long, locale: deDE)) == "29. Februar 2024")
    // Foundation's calendar would show the Julian 1500-02-19; the engine
    // shows DateMath's date.
    #expect(try CivilDate(parsing: "1500-03-01").formatted(CivilDate.FormatStyle(date: .numeric, locale: deDE)) == "1.3.1500")
    // Zone names too: the engine copies the zone's name and writes the date.
    // Foundation cannot show the proleptic 1500-03-01; it shows 1600-03-01
    // (Gregorian there) in the same pattern, which differs only in the year.
    let early = try ZonedDateTime(CivilDateTime(parsing: "1500-03-01T12:00"), in: .utc)
    let later = try ZonedDateTime(CivilDateTime(parsing: "1600-03-01T12:00"), in: .utc)
    // DateMath's UTC is a fixed offset of zero, which Foundation names as
    // its TimeZone(secondsFromGMT: 0).
    var foundation = Date.FormatStyle(date: .long, time: .complete, locale: deDE, timeZone: TimeZone(secondsFromGMT: 0)!)
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.locale = deDE
    foundation.calendar = gregorian
    let expected = foundation.format(later.date).replacingOccurrences(of: "1600", with: "1500")
    #expect(expected.contains("1500"))
    #expect(early.formatted(ZonedDateTime.FormatStyle(date: .long, time: .complete, locale: deDE)) == expected)
    // Another calendar is ICU's: before 1583 the text is RFC 9557's.
    let buddhist = ZonedDateTime.FormatStyle(
      LocalizedFormat(date: .long, time: .none, locale: Locale(identifier: "th_TH"), calendarSystem: .localeDefault))
    #expect(early.formatted(buddhist) == early.rfc9557String())
  }
}
