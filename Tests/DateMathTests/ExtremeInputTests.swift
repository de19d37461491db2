import DateMath
import Foundation
import Testing

/// Inputs at the edges of Int and of the supported range: every one must
/// give an answer or a DateMathError, never a trap.
@Suite("Extreme inputs")
struct ExtremeInputTests {
  @Test("periods with Int.min and Int.max fields are outOfRange errors", arguments: [
    Period(years: .min), Period(months: .min), Period(weeks: .min), Period(days: .min),
    Period(years: .max), Period(weeks: .max), Period(years: .max, months: .max),
  ])
  func extremePeriods(period: Period) {
    let start = instant("2020-01-01T00:00:00Z")
    #expect(!period.description.isEmpty)
    #expect(error { () throws(DateMathError) in try Zone.utc.adding(period, to: start) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try Zone.utc.date(atStep: -1, from: start, every: period) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try period.multiplied(by: 2) }?.kind == .outOfRange)
  }

  @Test("descriptions of extreme values")
  func descriptions() {
    #expect(Period(years: .min).description == "-P9223372036854775808Y")
    #expect(Period(months: 1, days: -1).description == "P1M-1D")
    #expect(UTCOffset(seconds: .min).description == "-2562047788015215:30:08")
    #expect(ISOWeekDate.weeksInYear(.max) == ISOWeekDate.weeksInYear(Int.max % 400 + 2000))
    #expect(ISOWeekDate.weeksInYear(.min) == 52 || ISOWeekDate.weeksInYear(.min) == 53)
  }

  @Test("a very long unknown identifier fails at once, with no suggestions")
  func longIdentifier() {
    let clock = ContinuousClock()
    let started = clock.now
    let failure = error { () throws(DateMathError) in
      try Zone(identifier: String(repeating: "x", count: 100_000))
    }
    #expect(failure?.kind == .unknownZone)
    #expect(failure?.suggestions == [])
    #expect(clock.now - started < .seconds(5))
  }

  @Test("unknown zones suggest the closest known names")
  func suggestions() {
    let failure = error { () throws(DateMathError) in try Zone(identifier: "America/Sao_Paolo") }
    #expect(failure?.suggestions.first == "America/Sao_Paulo")
    #expect(failure?.message == #"unknown time zone "America/Sao_Paolo" in tz data bundled 2026f; did you mean America/Sao_Paulo?"#)
    #expect(error { () throws(DateMathError) in try Zone(identifier: "europe/london") }?.suggestions == ["Europe/London"])
    #expect(error { () throws(DateMathError) in try Zone(identifier: "") }?.kind == .unknownZone)
  }

  @Test("fixed-offset zones that Foundation names alike keep their own offsets")
  func fixedOffsetZones() throws {
    let a = try #require(TimeZone(secondsFromGMT: 3630))
    let b = try #require(TimeZone(secondsFromGMT: 3660))
    try #require(a.secondsFromGMT() == 3630 && b.secondsFromGMT() == 3660)
    let first = Zone(timeZone: a)
    let second = Zone(timeZone: b)
    let now = instant("2024-01-01T00:00:00Z")
    #expect(try first.offset(at: now).seconds == a.secondsFromGMT(for: now))
    #expect(try second.offset(at: now).seconds == b.secondsFromGMT(for: now))
    #expect(first != second)
    // Formatting tells them apart too, to the second: 01:00:30 and
    // 01:01:00 (a DateFormatter in Foundation's zone of 3630 s shows
    // 01:00:00, since ICU keeps such offsets to the minute).
    let format = LocalizedFormat(template: "Hms", locale: Locale(identifier: "en_GB"))
    #expect(try first.format(now, as: format) == "01:00:30")
    #expect(try second.format(now, as: format) == "01:01:00")
  }

  @Test("a fixed offset is stored as the offset: one word, no table, the same answers everywhere")
  func fixedOffsetStorage() throws {
    #expect(MemoryLayout<Zone>.size == MemoryLayout<UnsafeRawPointer>.size)
    let kolkata = try Zone(fixedOffset: UTCOffset(seconds: 19_800))
    let beyondFoundation = try Zone(fixedOffset: UTCOffset(seconds: -(19 * 3600 + 7)))
    #expect(kolkata.isFixedOffset && beyondFoundation.isFixedOffset)
    #expect(!zone("Asia/Kolkata").isFixedOffset)
    // Equal by offset, and never equal to a named zone of the same offset.
    #expect(kolkata == (try Zone(fixedOffset: UTCOffset(seconds: 19_800))))
    #expect(Set([kolkata, try Zone(fixedOffset: UTCOffset(seconds: 19_800)), beyondFoundation]).count == 2)
    #expect((try Zone(fixedOffset: UTCOffset(seconds: 0))) != Zone.utc)
    #expect(kolkata != zone("Asia/Kolkata"))
    #expect(kolkata.identifier == "+05:30" && beyondFoundation.identifier == "-19:00:07")
    let now = instant("2024-03-10T07:30:00Z")
    #expect(try beyondFoundation.offset(at: now).seconds == -(19 * 3600 + 7))
    #expect(try beyondFoundation.abbreviation(at: now) == "-19:00:07")
    #expect(try !beyondFoundation.isDaylightSavingTime(at: now))
    #expect(try beyondFoundation.transitions(in: instant("1800-01-01T00:00:00Z")..<instant("2300-01-01T00:00:00Z")).isEmpty)
    #expect(try beyondFoundation.nextTransition(after: now) == nil)
    #expect(try beyondFoundation.previousTransition(before: now) == nil)
    let day = try CivilDate(year: 2024, month: 3, day: 9)
    #expect(try beyondFoundation.startOfDay(day) == instant("2024-03-09T19:00:07Z"))
    #expect(try beyondFoundation.lengthOfDay(day) == 86_400)
    #expect(try beyondFoundation.localDateTime(for: now) == CivilDateTime(parsing: "2024-03-09T12:29:53"))
    let local = try CivilDateTime(parsing: "2024-03-09T12:29:53")
    #expect(beyondFoundation.resolution(of: local) == .unique(now))
    #expect(try beyondFoundation.date(from: local, disambiguation: .reject) == now)
    #expect(try beyondFoundation.adding(months: 1, to: now) == instant("2024-04-10T07:30:00Z"))
  }

  @Test(
    "a fixed offset answers as a named zone of that offset and no transitions does, up to 9999",
    arguments: [("+14:00", "Etc/GMT-14"), ("-12:00", "Etc/GMT+12"), ("+00:00", "Etc/UTC")])
  func fixedOffsetMatchesTable(offset: String, name: String) throws {
    let fixed = try Zone(fixedOffset: try #require(UTCOffset(offset)))
    let table = zone(name)
    try #require(fixed.isFixedOffset && !table.isFixedOffset)
    for text in ["1583-01-01T00:00:00", "1970-01-01T00:00:00", "2199-12-31T23:59:59", "2200-01-01T00:00:00",
      "2500-06-01T12:00:00", "9999-12-30T12:00:00"]
    {
      let local = try CivilDateTime(parsing: text)
      let at = try table.date(from: local, disambiguation: .reject)
      #expect(try fixed.date(from: local, disambiguation: .reject) == at, "\(text)")
      #expect(fixed.resolution(of: local) == table.resolution(of: local), "\(text)")
      #expect(try fixed.offset(at: at) == table.offset(at: at), "\(text)")
      #expect(try fixed.localDateTime(for: at) == table.localDateTime(for: at), "\(text)")
      #expect(try fixed.startOfDay(local.date) == table.startOfDay(local.date), "\(text)")
      #expect(try fixed.lengthOfDay(local.date) == table.lengthOfDay(local.date), "\(text)")
      #expect(try fixed.adding(days: 1, to: at) == table.adding(days: 1, to: at), "\(text)")
      #expect(try fixed.nextTransition(after: at) == table.nextTransition(after: at), "\(text)")
      #expect(try fixed.previousTransition(before: at) == table.previousTransition(before: at), "\(text)")
    }
  }

  @Test("every zone's identifier reads back as the zone; other offset spellings are refused with a hint")
  func identifierRoundTrip() throws {
    var zones = [zone("America/New_York"), zone("US/Eastern"), Zone.utc]
    for seconds in [0, 19_800, -10, -(19 * 3600), 86_399, -86_399] {
      zones.append(try Zone(fixedOffset: UTCOffset(seconds: seconds)))
    }
    for zone in zones {
      #expect(try Zone(identifier: zone.identifier) == zone, "\(zone)")
    }
    // A fixed offset needs no data: the same zone from any source.
    for zone in zones where zone.isFixedOffset {
      #expect(try Zone(identifier: zone.identifier, source: .foundation) == zone, "\(zone)")
    }
    #expect(try Zone(identifier: "-00:00:10").offset(at: Date()).seconds == -10)
    for text in ["+5:30", "-00:00", "+24:00", "+05:30:00", "+0530", "05:30", "+05:30\u{0}"] {
      let failure = error { () throws(DateMathError) in try Zone(identifier: text) }
      #expect(failure?.kind == .unknownZone, "\(text)")
      #expect(failure?.zoneIdentifier == text)
      if text.hasPrefix("+") || text.hasPrefix("-") {
        #expect(failure?.message.contains("a fixed offset is written ±HH:MM or ±HH:MM:SS") == true, "\(text)")
      }
    }
    let notAnOffset = error { () throws(DateMathError) in try Zone(identifier: "-h") }
    #expect(notAnOffset?.message.contains("fixed offset") == false)
  }

  @Test("an offset of Int.min seconds is an error, not a trap")
  func extremeFixedOffset() {
    for seconds in [Int.min, Int.max, 86_400, -86_400] {
      let failure = error { () throws(DateMathError) in try Zone(fixedOffset: UTCOffset(seconds: seconds)) }
      #expect(failure?.kind == .invalidArgument, "\(seconds)")
    }
  }

  @Test("an offset Foundation's formatters cannot show is formatted from the wall clock, or refused with a zone field")
  func formattingOffsetsFoundationCannotShow() throws {
    let now = instant("2024-03-10T07:30:00Z")
    let withSeconds = try Zone(fixedOffset: UTCOffset(seconds: 5 * 3600 + 7))  // 12:30:07 local
    let beyondFoundation = try Zone(fixedOffset: UTCOffset(seconds: -19 * 3600))  // 2024-03-09 12:30:00 local
    let noZone = LocalizedFormat(template: "yMMMdHms", locale: Locale(identifier: "en_GB"))
    // Foundation's own fixed zones show 12:30:00 GMT+5 and 07:30:00 GMT.
    let shownWithSeconds = try withSeconds.format(now, as: noZone)
    let shownBeyond = try beyondFoundation.format(now, as: noZone)
    #expect(shownWithSeconds.contains("10 Mar 2024") && shownWithSeconds.contains("12:30:07"), "\(shownWithSeconds)")
    #expect(shownBeyond.contains("9 Mar 2024") && shownBeyond.contains("12:30:00"), "\(shownBeyond)")
    // An interval keeps the locale's shared form: the date once.
    let interval = try beyondFoundation.formatInterval(from: now, to: instant("2024-03-10T09:30:00Z"), as: noZone)
    #expect(interval.contains("12:30:00") && interval.contains("14:30:00"), "\(interval)")
    #expect(interval.components(separatedBy: "2024").count == 2, "\(interval)")
    let withZone = LocalizedFormat(template: "yMMMdHmsz", locale: Locale(identifier: "en_GB"))
    let failure = error { () throws(DateMathError) in try beyondFoundation.format(now, as: withZone) }
    #expect(failure?.kind == .invalidArgument)
    #expect(failure?.message.contains("cannot show the offset -19:00 (they stop at ±18 hours and whole minutes)") == true)
    // A named zone with an offset with seconds that Foundation does not
    // know under its name (a TZif file's zone at a local mean time): the
    // same, with the zone's name in the error.
    let lmt = try Zone(identifier: "Test/LMT", tzif: TZifBuilder.footerOnly("LMT4:56:02").data)
    let lmtShown = try lmt.format(now, as: noZone)
    #expect(lmtShown.contains("10 Mar 2024") && lmtShown.contains("02:33:58"), "\(lmtShown)")
    let lmtFailure = error { () throws(DateMathError) in try lmt.format(now, as: withZone) }
    #expect(lmtFailure?.message.contains("the offset -04:56:02 of Test/LMT") == true, "\(String(describing: lmtFailure))")
    // Whole minutes within 18 hours still go through Foundation, zone field and all.
    let kolkata = try Zone(fixedOffset: UTCOffset(seconds: 19_800))
    #expect(try kolkata.format(now, as: withZone).contains("13:00:00"))
  }
}

@Suite("The second reading of a repeated time", .tags(.dst))
struct OverlapIdentityTests {
  let newYork = zone("America/New_York")
  let secondReading = instant("2017-11-05T01:30:00-05:00")

  @Test("adding nothing, step 0 and a zero difference keep the instant")
  func zeroMoves() throws {
    #expect(try newYork.adding(days: 0, to: secondReading) == secondReading)
    #expect(try newYork.adding(Period(), to: secondReading) == secondReading)
    #expect(try newYork.date(atStep: 0, from: secondReading, every: .days(1)) == secondReading)
    #expect(try newYork.steps(from: secondReading, every: .weeks(1), count: 2).first == secondReading)
    let zero = try newYork.difference(from: secondReading, to: secondReading)
    #expect(zero.period == Period() && zero.remainingSeconds == 0)
    let half = try newYork.difference(from: secondReading, to: instant("2017-11-05T02:00:00-05:00"))
    #expect(half.period == Period() && half.remainingSeconds == 1800)
  }

  @Test("a real move resolves by the policy, whatever the direction")
  func movesFollowPolicy() throws {
    let before = try newYork.adding(days: 1, to: instant("2017-11-04T01:30:00-04:00"))
    let after = try newYork.adding(days: -1, to: instant("2017-11-06T01:30:00-05:00"))
    #expect(before == instant("2017-11-05T01:30:00-04:00"))
    #expect(after == instant("2017-11-05T01:30:00-04:00"))
    #expect(try newYork.adding(days: -1, to: instant("2017-11-06T01:30:00-05:00"), disambiguation: .later) == secondReading)
  }
}
