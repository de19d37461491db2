@testable import DateMath
import Foundation
import Testing

/// The compiled pattern engine against ICU: every format the engine writes
/// must be byte for byte what a `DateFormatter` set up the same way (locale,
/// zone, pattern, Gregorian calendar) writes. A sample of locales runs in
/// `swift test`; `DATEMATH_FULL_SAMENESS=1` runs every locale Foundation
/// lists (Scripts/format-sameness.sh).
@Suite("Locale formatting engine: the same text as ICU")
struct FormatEngineSamenessTests {
  static let full = ProcessInfo.processInfo.environment["DATEMATH_FULL_SAMENESS"] == "1"

  /// Locales of many scripts, digits and clocks, then every 25th of the rest.
  static var locales: [String] {
    let chosen = [
      "en_US", "en_GB", "de_DE", "fr_FR", "es_MX", "ja_JP", "zh_Hans_CN", "zh_Hant_TW", "ko_KR", "ar_EG",
      "ar_SA", "ar_AE", "fa_IR", "he_IL", "hi_IN", "bn_BD", "mr_IN", "ne_NP", "my_MM", "th_TH", "ru_RU",
      "pl_PL", "uk_UA", "cs_CZ", "fi_FI", "hu_HU", "tr_TR", "vi_VN", "id_ID", "sw_KE", "am_ET", "el_GR",
      "ca_ES", "pt_BR", "nb_NO", "es_419", "en_IN", "ur_PK", "ps_AF", "dz_BT",
    ]
    let all = Locale.availableIdentifiers.sorted()
    if full { return all }
    return chosen + all.enumerated().filter { $0.offset % 50 == 0 }.map(\.element)
  }

  static let templates = [
    "yMd", "yMMMd", "yMMMMEEEEd", "MMMd", "MMMMy", "yQQQ", "yQQQQ", "EEE", "EEEE", "jm", "jms", "Hm", "hm", "j",
    "yMMMdjm", "MMMEd", "yMEd", "MMMMd", "yMMM", "Md", "MEd", "ms", "Bhm", "hmmss", "yMMMMd", "LLLL", "d",
    "GyMMMd", "Ehm", "yMMMEd", "yMMMMEEEEdjmmss",
    // Zone fields (left out of wall-clock times).
    "jmz", "jmzzzz", "jmv", "jmvvvv", "jmVVVV", "jmO", "jmOOOO", "HmX", "Hmxxx", "yMMMdjmszzzz",
  ]

  static var formats: [LocalizedFormat.Pattern] {
    let styles = LocalizedFormat.Style.allCases
    let pairs = styles.flatMap { date in styles.map { (date, $0) } }.filter { $0 != (.none, .none) }
    return pairs.map { .styles(date: $0.0, time: $0.1) } + templates.map { .template($0) }
  }

  /// Wall-clock times from 1583 to 9999: leap days, midnight, noon, every
  /// hour (day-period words change by the hour), and seeded random ones;
  /// in the full run also the times the compiler checks each program at.
  static var times: [CivilDateTime] {
    var times = full ? _FormatCompiler.checkTimes : []
    times += [
      _ICUProbe.at(1583, 1, 1), _ICUProbe.at(2000, 2, 29, 23, 59, 59), _ICUProbe.at(1900, 3, 1, 12, 30),
      _ICUProbe.at(9999, 1, 1, 0, 0, 1), _ICUProbe.at(1969, 12, 31, 23, 59, 59, millisecond: 999),
    ]
    times += (0..<24).map { _ICUProbe.at(2027, 3, 14, $0, $0 % 3 == 0 ? 0 : 17) }
    var generator = SplitMix(state: 0x1583_9999)
    let first = CivilDate(unchecked: 1583, 1, 1).daysSince1970
    let last = CivilDate(unchecked: 9999, 12, 31).daysSince1970
    for _ in 0..<(full ? 200 : 12) {
      let day = first + Int(generator.next() % UInt64(last - first + 1))
      let second = Int(generator.next() % 86_400)
      let millisecond = Int(generator.next() % 1000)
      times.append(CivilDateTime(unchecked: CivilDate(uncheckedDays: day), secondOfDay: second, nanosecond: millisecond * 1_000_000))
    }
    return times
  }

  @Test("wall-clock times (CivilDateTime) in every style and template: 0 differences, coverage printed")
  func civil() throws {
    let utc = TimeZone(identifier: "UTC")!
    var engine = 0, icu = 0, compared = 0
    var differences: [String] = []
    var reasons: [String: Int] = [:]
    let times = Self.times
    for identifier in Self.locales {
      let locale = Locale(identifier: identifier)
      for pattern in Self.formats {
        let format = LocalizedFormat(pattern: pattern, locale: locale)
        let compiled = _CompiledFormat.of(format, .civil)
        guard compiled.program != nil else {
          icu += 1
          reasons[compiled.fallbackReason ?? "?", default: 0] += 1
          continue
        }
        engine += 1
        let formatter = Self.formatter(locale, utc, pattern: compiled.pattern)
        for local in times {
          let expected = formatter.string(from: _ICUProbe.date(local))
          let written = try local.formatted(as: format)
          compared += 1
          if written != expected, differences.count < 20 {
            differences.append("\(identifier) \(pattern) \(local): \(written.debugDescription) ≠ ICU \(expected.debugDescription)")
          }
        }
      }
    }
    let total = engine + icu
    print("engine: \(engine) of \(total) formats (\(String(format: "%.2f", 100 * Double(engine) / Double(max(total, 1))))%), \(compared) texts compared")
    for (reason, count) in reasons.sorted(by: { $0.value > $1.value }).prefix(12) { print("  ICU \(count)×: \(reason)") }
    for difference in differences { print("  ≠ " + difference) }
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    #expect(engine > 0)
  }

  /// Zones with DST, half-hour, 45-minute and negative-DST rules, zones
  /// that changed names (metazones) or offsets, and fixed offsets, at
  /// instants up to 2025 (where Foundation's tz data and DateMath's agree,
  /// so both sides show the same wall clock and names).
  static let zones = [
    "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Asia/Kolkata", "Europe/Dublin",
    "America/Sao_Paulo", "Pacific/Chatham", "Etc/GMT+5", "America/Indiana/Knox", "Europe/London",
    "America/St_Johns", "Asia/Tehran", "Pacific/Apia",
  ]

  @Test("zoned date-times in every style and template: 0 differences")
  func zoned() throws {
    var generator = SplitMix(state: 0x2025)
    var differences: [String] = []
    var compared = 0, engine = 0, icu = 0
    var reasons: [String: Int] = [:]
    // Seeded random instants from 1903 to 2025, and for each the second
    // before and after a transition near it (where names change).
    var instants = (0..<(Self.full ? 60 : 5)).map { _ in
      Int64(generator.next() % UInt64(1_750_000_000 + 2_100_000_000)) - 2_100_000_000
    }
    instants += [1_710_054_000 - 1, 1_710_054_000, 1_730_613_600 - 1, 1_730_613_600, 0]
    for identifier in Self.locales.prefix(Self.full ? Int.max : 12) {
      let locale = Locale(identifier: identifier)
      for pattern in Self.formats {
        let format = LocalizedFormat(pattern: pattern, locale: locale)
        let compiled = _CompiledFormat.of(format, .date)
        if compiled.program != nil {
          engine += 1
        } else {
          icu += 1
          reasons[compiled.fallbackReason ?? "?", default: 0] += 1
        }
        for name in Self.zones {
          let zone = try Zone(identifier: name)
          // Set up as the format says (styles or template), not from the
          // pattern alone: ICU's style patterns can carry a numbering
          // system (bo's short date shows Tibetan digits) that the pattern
          // text does not show.
          let formatter = Self.formatter(locale, TimeZone(identifier: name)!, pattern: pattern)
          #expect(formatter.dateFormat == compiled.pattern)
          for seconds in instants {
            let zoned = try ZonedDateTime(epochSeconds: seconds, in: zone)
            guard Self.dataAgree(zoned, formatter.timeZone) else { continue }
            let expected = formatter.string(from: zoned.date)
            let written = try zoned.formatted(as: format)
            compared += 1
            if written != expected, differences.count < 20 {
              differences.append("\(identifier) \(pattern) \(zoned): \(written.debugDescription) ≠ ICU \(expected.debugDescription)")
            }
          }
        }
      }
    }
    let total = engine + icu
    print("zoned: engine: \(engine) of \(total) formats (\(String(format: "%.2f", 100 * Double(engine) / Double(max(total, 1))))%), \(compared) texts compared, \(differences.count) differences")
    for (reason, count) in reasons.sorted(by: { $0.value > $1.value }).prefix(12) { print("  ICU \(count)×: \(reason)") }
    for difference in differences { print("  ≠ " + difference) }
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  /// Issue 37: a format remembered a fallback. In af, Asia/Kolkata has no
  /// name before 1970 (ICU writes "GMT+05:30") and none past year 9999,
  /// and "Indië-standaardtyd" between: the stretch made at an old instant
  /// was checked at its ends only, which agree, and every later time was
  /// written "GMT+05:30" (112,776 of 7.6 million texts). So here, in one
  /// process and with a template no other test uses, old instants come
  /// first, then newer ones and back, in zones with and without changes.
  @Test("an old instant first, then new ones: the names of each time, not a remembered fallback")
  func oldInstantFirst() throws {
    var differences: [String] = []
    var compared = 0
    let instants: [Int64] = [
      -461_644_500, -2_208_988_800, 1_710_054_000, 1_893_456_000, 0, 4_102_444_800, -1_000_000_000, 1_600_000_000,
    ]
    let locales = ["af", "en_US", "de_DE", "ja_JP", "hi_IN", "ar_EG", "ru_RU", "zu_ZA", "sw_KE", "ta_IN", "pt_BR", "ko_KR"]
    let zones = ["Asia/Kolkata", "UTC", "Asia/Tokyo", "Africa/Lagos", "America/Sao_Paulo", "Europe/Moscow", "Asia/Kathmandu"]
    for identifier in locales {
      let locale = Locale(identifier: identifier)
      let format = LocalizedFormat(template: "Hmmsszzzz", locale: locale)
      for name in zones {
        let zone = try Zone(identifier: name)
        let formatter = Self.formatter(locale, TimeZone(identifier: name)!, pattern: format.pattern)
        for seconds in instants {
          let zoned = try ZonedDateTime(epochSeconds: seconds, in: zone)
          guard Self.dataAgree(zoned, formatter.timeZone) else { continue }
          let expected = formatter.string(from: zoned.date)
          let written = try zoned.formatted(as: format)
          compared += 1
          if written != expected, differences.count < 20 {
            differences.append("\(identifier) \(zoned): \(written.debugDescription) ≠ ICU \(expected.debugDescription)")
          }
        }
      }
    }
    #expect(compared > 400)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  /// Zone names densely: every day from 1970 to 2025 and the seconds
  /// either side of each transition, in zones whose names change (DST,
  /// 184 days from a change for generic names, metazone moves).
  @Test("zone names every day and at every transition, 1970–2025: 0 differences")
  func zoneNamesDensely() throws {
    var differences: [String] = []
    var compared = 0
    let days = Self.full ? 1 : 7
    // With generic names (v: cut 184 days from changes) and without.
    for (identifier, template) in [("en_US", "yMMMdjmszzzzvvvvVVVVOz"), ("de_DE", "yMMMdjmszzzzvvvvVVVVOz"), ("ja_JP", "yMMMdjmszzzzvvvvVVVVOz"), ("en_US", "yMMMdjmszzzzOOOO"), ("fr_FR", "jmz")] {
      let locale = Locale(identifier: identifier)
      let format = LocalizedFormat(template: template, locale: locale)
      for name in Self.zones {
        let zone = try Zone(identifier: name)
        let formatter = Self.formatter(locale, TimeZone(identifier: name)!, pattern: format.pattern)
        var instants = Array(stride(from: Int64(0), to: 1_750_000_000, by: days * 86_400))
        let halfYear: Int64 = 184 * 86_400
        for transition in try zone.transitions(in: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 1_750_000_000)) {
          let second = Int64(transition.date.timeIntervalSince1970)
          let near: [Int64] = [second - 1, second, second + halfYear - 1, second + halfYear, second - halfYear - 1, second - halfYear]
          instants += near
        }
        for seconds in instants where seconds >= 0 {
          let zoned = try ZonedDateTime(epochSeconds: seconds, in: zone)
          guard Self.dataAgree(zoned, formatter.timeZone) else { continue }
          let expected = formatter.string(from: zoned.date)
          let written = try zoned.formatted(as: format)
          compared += 1
          if written != expected, differences.count < 20 {
            differences.append("\(identifier) \(zoned): \(written.debugDescription) ≠ ICU \(expected.debugDescription)")
          }
        }
      }
    }
    print("zone names: \(compared) texts compared, \(differences.count) differences")
    #expect(_CompiledFormat.of(LocalizedFormat(template: "yMMMdjmszzzzvvvvVVVVOz", locale: Locale(identifier: "en_US")), .date).program != nil)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  /// Whether Foundation's tz data and DateMath's agree about `zoned`'s
  /// offset and the transitions around it (they differ where the tz
  /// database was corrected after Foundation's copy, Iran 1978–1980 in
  /// tz 2025a for one: there DateMath shows its own offset, which a
  /// Foundation zone cannot name).
  static func dataAgree(_ zoned: ZonedDateTime, _ zone: TimeZone) -> Bool {
    func offset(_ seconds: Int64) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
    guard offset(zoned.epochSeconds) == zoned.offset.seconds else { return false }
    for transition in [zoned.previousTransition(), zoned.nextTransition()].compactMap({ $0 }) {
      let second = Int64(transition.date.timeIntervalSince1970)
      if offset(second - 1) != transition.offsetBefore.seconds || offset(second) != transition.offsetAfter.seconds { return false }
    }
    return true
  }

  /// A formatter set up independently of DateMath's: locale, zone,
  /// Gregorian calendar, and the locale's styles or template.
  static func formatter(_ locale: Locale, _ zone: TimeZone, pattern: LocalizedFormat.Pattern) -> DateFormatter {
    let formatter = Self.formatter(locale, zone, pattern: "")
    let styles: [LocalizedFormat.Style: DateFormatter.Style] = [.none: .none, .short: .short, .medium: .medium, .long: .long, .full: .full]
    switch pattern {
    case .styles(let date, let time):
      formatter.dateStyle = styles[date]!
      formatter.timeStyle = styles[time]!
    case .template(let template), .fields(let template):
      formatter.setLocalizedDateFormatFromTemplate(template)
    }
    return formatter
  }

  /// A formatter set up independently of DateMath's: locale, zone,
  /// Gregorian calendar, and the pattern.
  static func formatter(_ locale: Locale, _ zone: TimeZone, pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = zone
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = zone
    if !pattern.isEmpty { formatter.dateFormat = pattern }
    return formatter
  }
}
