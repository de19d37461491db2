import DateMath
import Foundation
import Testing

/// Reading text back with the format styles' parse strategies, the zone
/// builder against Foundation's, and a time of day's style.
@Suite("Parse strategies and zone names in format styles")
struct ParseStrategyTests {
  @Test("zoned text read back gives the instant, in several locales, styles and zones", arguments: ["en_US", "de_DE", "ja_JP", "ar_EG", "hi_IN"])
  func zonedRoundTrip(_ identifier: String) throws {
    let locale = Locale(identifier: identifier)
    for name in ["America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"] {
      let zone = try Zone(identifier: name)
      for seconds: Int64 in [1_704_474_000, 951_782_400, 1_000_000_020] {
        let zoned = try ZonedDateTime(epochSeconds: seconds, in: zone)
        for style in [
          ZonedDateTime.FormatStyle(date: .abbreviated, time: .standard, locale: locale),
          ZonedDateTime.FormatStyle(date: .numeric, time: .complete, locale: locale),
        ] {
          let text = zoned.formatted(style)
          let read = try ZonedDateTime(text, strategy: style.parsing(in: zone).parseStrategy)
          #expect(read == zoned, "\(identifier) \(name) \(text)")
        }
      }
    }
  }

  @Test("a wall-clock time in a DST gap: resolved as asked, or refused with .reject")
  func gap() throws {
    let newYork = try Zone(identifier: "America/New_York")
    let style = ZonedDateTime.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"))
    let text = "Mar 12, 2017 at 2:30\u{202F}AM"
    #expect(try ZonedDateTime(text, strategy: style.parsing(in: newYork).parseStrategy).rfc9557String() == "2017-03-12T03:30:00-04:00[America/New_York]")
    #expect(try ZonedDateTime(text, strategy: style.parsing(in: newYork, disambiguation: .earlier).parseStrategy).rfc9557String() == "2017-03-12T01:30:00-05:00[America/New_York]")
    #expect(throws: DateMathError.self) { try ZonedDateTime(text, strategy: style.parsing(in: newYork, disambiguation: .reject).parseStrategy) }
    do {
      _ = try ZonedDateTime(text, strategy: style.parsing(in: newYork, disambiguation: .reject).parseStrategy)
    } catch let error as DateMathError {
      #expect(error.kind == .nonexistentLocalTime)
    }
  }

  @Test("text that does not match says so, with an example")
  func mismatch() throws {
    let style = CivilDate.FormatStyle(date: .long, locale: Locale(identifier: "fr_FR"))
    do {
      _ = try CivilDate("31 juin 2024 bis", strategy: style.parseStrategy)
      Issue.record("no error")
    } catch let error as DateMathError {
      #expect(error.kind == .invalidFormat)
      #expect(error.message.contains("fr_FR"))
      #expect(error.message.contains("5 janvier 2024"))
    }
  }

  @Test("wall-clock times, dates and times of day read back")
  func civil() throws {
    for identifier in ["en_GB", "de_DE", "ko_KR", "fa_IR"] {
      let locale = Locale(identifier: identifier)
      let local = try CivilDateTime(parsing: "2024-02-29T23:59:59")
      let style = CivilDateTime.FormatStyle(date: .numeric, time: .standard, locale: locale)
      #expect(try CivilDateTime(local.formatted(style), strategy: style.parseStrategy) == local, "\(identifier)")
      let day = local.date
      let dateStyle = CivilDate.FormatStyle(date: .complete, locale: locale)
      #expect(try CivilDate(day.formatted(dateStyle), strategy: dateStyle.parseStrategy) == day, "\(identifier)")
      let time = try CivilTime(hour: 19, minute: 5, second: 7)
      let timeStyle = CivilTime.FormatStyle(time: .standard, locale: locale)
      #expect(try CivilTime(time.formatted(timeStyle), strategy: timeStyle.parseStrategy) == time, "\(identifier)")
    }
  }

  @Test("a time of day's style gives Foundation's text for the time")
  func timeOfDay() throws {
    let time = try CivilTime(hour: 19, minute: 5)
    for identifier in ["en_US", "de_DE", "ja_JP"] {
      let locale = Locale(identifier: identifier)
      var foundation = Date.FormatStyle(date: .omitted, time: .shortened)
      foundation.locale = locale
      foundation.timeZone = TimeZone(identifier: "UTC")!
      foundation.calendar = Calendar(identifier: .gregorian)
      #expect(time.formatted(CivilTime.FormatStyle(time: .shortened, locale: locale)) == foundation.format(Date(timeIntervalSince1970: 68_700)))
    }
  }

  @Test("the zone builder names the zone as Foundation's builder does")
  func zoneBuilder() throws {
    let cases: [(ZonedDateTime.FormatStyle.ZoneStyle, Date.FormatStyle.Symbol.TimeZone)] = [
      (.specificName(.abbreviated), .specificName(.short)), (.specificName(.wide), .specificName(.long)),
      (.genericName(.abbreviated), .genericName(.short)), (.genericName(.wide), .genericName(.long)),
      (.location, .genericLocation), (.localizedGMT(.abbreviated), .localizedGMT(.short)),
      (.localizedGMT(.wide), .localizedGMT(.long)),
    ]
    for name in ["America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata"] {
      for seconds: Int64 in [1_704_474_000, 1_720_000_000] {
        let zoned = try ZonedDateTime(epochSeconds: seconds, in: Zone(identifier: name))
        for identifier in ["en_US", "de_DE", "ja_JP"] {
          let locale = Locale(identifier: identifier)
          for (ours, theirs) in cases {
            var foundation = Date.FormatStyle.dateTime.hour().minute().timeZone(theirs)
            foundation.locale = locale
            foundation.timeZone = TimeZone(identifier: name)!
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            foundation.calendar = calendar
            #expect(
              zoned.formatted(.dateTime.hour().minute().timeZone(ours).locale(locale)) == foundation.format(zoned.date),
              "\(name) \(identifier) \(ours)")
          }
        }
      }
    }
  }

  @Test("parse strategies are Codable")
  func codable() throws {
    let strategy = ZonedDateTime.ParseStrategy(
      format: LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE")),
      in: try Zone(identifier: "Europe/Berlin"), disambiguation: .reject)
    let decoded = try JSONDecoder().decode(ZonedDateTime.ParseStrategy.self, from: JSONEncoder().encode(strategy))
    #expect(decoded == strategy)
    // An unknown zone in the JSON is DateMath's error, not a guess.
    let json = try #require(String(data: JSONEncoder().encode(strategy), encoding: .utf8))
    #expect(json.contains("Europe\\/Berlin") || json.contains("Europe/Berlin"))
    let bad = json.replacingOccurrences(of: "Europe\\/Berlin", with: "Mars\\/Olympus").replacingOccurrences(of: "Europe/Berlin", with: "Mars/Olympus")
    #expect(throws: DateMathError.self) { try JSONDecoder().decode(ZonedDateTime.ParseStrategy.self, from: Data(bad.utf8)) }
  }
}
