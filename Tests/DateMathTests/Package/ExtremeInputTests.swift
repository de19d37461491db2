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
    let start = zoned("2020-01-01T00:00:00Z", in: .utc)
    #expect(!period.description.isEmpty)
    #expect(error { () throws(DateMathError) in try start.adding(period) }?.kind == .outOfRange)
    #expect(error { () throws(DateMathError) in try start.series(every: period).element(atStep: -1) }?.kind == .outOfRange)
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

  // Issue 22: "PST" suggested EST, HST and MST by spelling, zones nobody
  // typing PST means.
  @Test("an abbreviation suggests the zones that use it, not names spelled alike")
  func abbreviations() throws {
    let pst = error { () throws(DateMathError) in try Zone(identifier: "PST", source: .bundled) }
    #expect(pst?.kind == .unknownZone)
    #expect(pst?.suggestions == ["America/Los_Angeles"])
    #expect(pst?.message == #""PST" is a time-zone abbreviation, not a zone (it names an offset, which changes "#
      + "with DST and from place to place): name the place's IANA zone, such as America/Los_Angeles (Pacific Time)")
    let ist = error { () throws(DateMathError) in try Zone(identifier: "ist") }
    #expect(ist?.suggestions == ["Asia/Kolkata", "Europe/Dublin", "Asia/Jerusalem"])
    // tz data's own legacy zones are zones: EST is fixed at -05:00.
    #expect(try Zone(identifier: "EST").offset(at: Date(timeIntervalSince1970: 1_719_792_000)).seconds == -18_000)
    // A longer unknown name still gets spelling suggestions.
    #expect(error { () throws(DateMathError) in try Zone(identifier: "Europe/Pariss") }?.suggestions.first
      == "Europe/Paris")
  }

  @Test("unknown zones suggest the closest known names")
  func suggestions() {
    let failure = error { () throws(DateMathError) in try Zone(identifier: "America/Sao_Paolo") }
    #expect(failure?.suggestions.first == "America/Sao_Paulo")
    // The message names the source, so it is asked of the bundled 2026f data.
    let bundled = error { () throws(DateMathError) in try Zone(identifier: "America/Sao_Paolo", source: .bundled) }
    #expect(bundled?.message == #"unknown time zone "America/Sao_Paolo" in tz data bundled 2026f; did you mean America/Sao_Paulo?"#)
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
    #expect(try ZonedDateTime(now, in: first).formatted(as: format) == "01:00:30")
    #expect(try ZonedDateTime(now, in: second).formatted(as: format) == "01:01:00")
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
    let zonedNow = try ZonedDateTime(now, in: beyondFoundation)
    #expect(zonedNow.nextTransition() == nil)
    #expect(zonedNow.previousTransition() == nil)
    let day = try CivilDate(year: 2024, month: 3, day: 9)
    let start = try ZonedDateTime(startOf: day, in: beyondFoundation)
    #expect(start.date == instant("2024-03-09T19:00:07Z"))
    #expect(start.rfc3339String() == "2024-03-09T00:00:00-19:00:07")
    #expect(try start.lengthOfDay() == .seconds(86_400))
    #expect(zonedNow.localDateTime == (try CivilDateTime(parsing: "2024-03-09T12:29:53")))
    let local = try CivilDateTime(parsing: "2024-03-09T12:29:53")
    #expect(beyondFoundation.resolution(of: local) == .unique(now))
    #expect(try ZonedDateTime(local, in: beyondFoundation, disambiguation: .reject) == zonedNow)
    #expect(try zonedNow.adding(.months(1)).date == instant("2024-04-10T07:30:00Z"))
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
      let inTable = try ZonedDateTime(local, in: table, disambiguation: .reject)
      let inFixed = try ZonedDateTime(local, in: fixed, disambiguation: .reject)
      let at = inTable.date
      #expect(inFixed.date == at, "\(text)")
      #expect(inFixed.epochSeconds == inTable.epochSeconds && inFixed.offset == inTable.offset, "\(text)")
      #expect(fixed.resolution(of: local) == table.resolution(of: local), "\(text)")
      #expect(try fixed.offset(at: at) == table.offset(at: at), "\(text)")
      #expect(try ZonedDateTime(at, in: fixed).localDateTime == ZonedDateTime(at, in: table).localDateTime, "\(text)")
      #expect(try ZonedDateTime(startOf: local.date, in: fixed).date == ZonedDateTime(startOf: local.date, in: table).date, "\(text)")
      #expect(try inFixed.lengthOfDay() == inTable.lengthOfDay(), "\(text)")
      #expect(try ZonedDateTime(startOf: local.date, in: fixed).lengthOfDay() == ZonedDateTime(startOf: local.date, in: table).lengthOfDay(), "\(text)")
      // The same instant or the same error: from 9999-12-30T12:00-12:00 a
      // day later is 10000-01-01T00:00Z, whose UTC date no ZonedDateTime
      // has (0.2's adding(days:to:) returned it as a Date).
      #expect(
        outcome { () throws(DateMathError) in try inFixed.adding(.days(1)).date.timeIntervalSince1970 }
          == outcome { () throws(DateMathError) in try inTable.adding(.days(1)).date.timeIntervalSince1970 }, "\(text)")
      #expect(inFixed.nextTransition() == inTable.nextTransition(), "\(text)")
      #expect(inFixed.previousTransition() == inTable.previousTransition(), "\(text)")
    }
  }

  @Test("every zone's identifier reads back as the zone; other offset spellings are refused with a hint")
  func identifierRoundTrip() throws {
    var zones = [zone("America/New_York"), zone("US/Eastern"), Zone.utc]
    for seconds in [0, 19_800, -10, -(19 * 3600), 86_399, -86_399] {
      zones.append(try Zone(fixedOffset: UTCOffset(seconds: seconds)))
    }
    // Read back with the default tz data: the named zones here are the
    // default's too, except Zone.utc, which is always the bundled data's and
    // so reads back equal when the bundled data is the default (as on this
    // toolchain: TZDataSourceTests.defaultIsNewest).
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
    let shownWithSeconds = try ZonedDateTime(now, in: withSeconds).formatted(as: noZone)
    let shownBeyond = try ZonedDateTime(now, in: beyondFoundation).formatted(as: noZone)
    #expect(shownWithSeconds.contains("10 Mar 2024") && shownWithSeconds.contains("12:30:07"), "\(shownWithSeconds)")
    #expect(shownBeyond.contains("9 Mar 2024") && shownBeyond.contains("12:30:00"), "\(shownBeyond)")
    // An interval keeps the locale's shared form: the date once.
    let interval = try ZonedDateTime(now, in: beyondFoundation).formattedInterval(
      to: ZonedDateTime(instant("2024-03-10T09:30:00Z"), in: beyondFoundation), as: noZone)
    #expect(interval.contains("12:30:00") && interval.contains("14:30:00"), "\(interval)")
    #expect(interval.components(separatedBy: "2024").count == 2, "\(interval)")
    let withZone = LocalizedFormat(template: "yMMMdHmsz", locale: Locale(identifier: "en_GB"))
    let failure = error { () throws(DateMathError) in try ZonedDateTime(now, in: beyondFoundation).formatted(as: withZone) }
    #expect(failure?.kind == .invalidArgument)
    #expect(failure?.message.contains("cannot show the offset -19:00 (they stop at ±18 hours and whole minutes)") == true)
    // A named zone with an offset with seconds that Foundation does not
    // know under its name (a TZif file's zone at a local mean time): the
    // same, with the zone's name in the error.
    let lmt = try Zone(identifier: "Test/LMT", tzif: TZifBuilder.footerOnly("LMT4:56:02").data)
    let lmtShown = try ZonedDateTime(now, in: lmt).formatted(as: noZone)
    #expect(lmtShown.contains("10 Mar 2024") && lmtShown.contains("02:33:58"), "\(lmtShown)")
    let lmtFailure = error { () throws(DateMathError) in try ZonedDateTime(now, in: lmt).formatted(as: withZone) }
    #expect(lmtFailure?.message.contains("the offset -04:56:02 of Test/LMT") == true, "\(String(describing: lmtFailure))")
    // Whole minutes within 18 hours still go through Foundation, zone field and all.
    let kolkata = try Zone(fixedOffset: UTCOffset(seconds: 19_800))
    #expect(try ZonedDateTime(now, in: kolkata).formatted(as: withZone).contains("13:00:00"))
  }
}

/// A value, or the kind of the error that replaced it, as text: for
/// comparing two computations that must agree in both.
func outcome<T>(_ body: () throws(DateMathError) -> T) -> String {
  do { return "\(try body())" } catch { return "error: \(error.kind)" }
}

@Suite("The second reading of a repeated time", .tags(.dst))
struct OverlapIdentityTests {
  let newYork = zone("America/New_York")
  let secondReading = zoned("2017-11-05T01:30:00-05:00", in: zone("America/New_York"))

  @Test("adding nothing, step 0 and a zero difference keep the instant")
  func zeroMoves() throws {
    #expect(try secondReading.adding(.days(0)) == secondReading)
    #expect(try secondReading.adding(Period()) == secondReading)
    #expect(try secondReading.series(every: .days(1)).element(atStep: 0) == secondReading)
    #expect(try Array(secondReading.series(every: .weeks(1)).prefix(2)).first == secondReading)
    let zero = try secondReading.until(secondReading, largestUnit: .years)
    #expect(try zero.calendarPart == Period() && zero.timePart == .zero)
    let half = try secondReading.until(zoned("2017-11-05T02:00:00-05:00", in: newYork), largestUnit: .years)
    #expect(try half.calendarPart == Period() && half.timePart == .seconds(1800))
  }

  @Test("a real move resolves by the policy, whatever the direction")
  func movesFollowPolicy() throws {
    let before = try zoned("2017-11-04T01:30:00-04:00", in: newYork).adding(.days(1))
    let after = try zoned("2017-11-06T01:30:00-05:00", in: newYork).adding(.days(-1))
    #expect(before == zoned("2017-11-05T01:30:00-04:00", in: newYork))
    #expect(after == zoned("2017-11-05T01:30:00-04:00", in: newYork))
    #expect(try zoned("2017-11-06T01:30:00-05:00", in: newYork).adding(.days(-1), disambiguation: .later) == secondReading)
  }
}
