import DateMath
import Foundation
import PropertyBased
import Testing

@Suite("RFC 3339 instants")
struct RFC3339Tests {
  @Test("parses any offset, Z, lower-case t and z, fractions", arguments: [
    ("2017-01-31T19:00:00Z", 1_485_889_200.0),
    ("2017-01-31T14:00:00-05:00", 1_485_889_200.0),
    ("2017-01-31t19:00:00z", 1_485_889_200.0),
    ("2017-01-31 19:00:00Z", 1_485_889_200.0),
    ("2017-02-01T00:30:00+05:30", 1_485_889_200.0),
    ("2017-01-31T19:00:00.25Z", 1_485_889_200.25),
    ("1970-01-01T00:00:00.000000001Z", 1e-9),
    ("1969-12-31T23:59:59.5Z", -0.5),
    ("2017-01-31T19:00:00-00:00", 1_485_889_200.0),
  ])
  func parsing(text: String, seconds: Double) throws {
    // Compared as Dates: a Date holds about 0.1 µs near 1970.
    #expect(try Date(rfc3339: text) == Date(timeIntervalSince1970: seconds))
  }

  @Test("extensions DateMath writes are read when asked: offset seconds, expanded years")
  func extensions() throws {
    let lmt = "1900-01-01T00:00:00+00:09:21"
    #expect(error { () throws(DateMathError) in try Date(rfc3339: lmt) }?.message
      .contains("RFC3339Extensions.offsetSeconds") == true)
    #expect(try Date(rfc3339: lmt, extensions: .offsetSeconds) == Date(timeIntervalSince1970: -2_208_989_361))
    #expect(error { () throws(DateMathError) in try Date(rfc3339: "+002024-01-01T00:00:00Z") }?.kind == .invalidFormat)
    #expect(try Date(rfc3339: "+002024-01-01T00:00:00Z", extensions: .expandedYears)
      == Date(rfc3339: "2024-01-01T00:00:00Z"))
    // Commas are ISO 8601's, never RFC 3339's.
    #expect(error { () throws(DateMathError) in try Date(rfc3339: "2017-01-31T19:00:00,5Z", extensions: .written) }?
      .message.contains("decimal sign") == true)
  }

  @Test("refuses what is not an RFC 3339 instant, saying why", arguments: [
    ("2017-01-31T19:00:00", "has no UTC offset"),
    ("2017-01-31T19:00:00-05:00[America/New_York]", "read it as a ZonedDateTime"),
    ("2017-01-31T19:00:00Zjunk", "unexpected text after the offset"),
    ("2017-01-31T19:00Z", "is not an RFC 3339 date-time"),
    ("2017-01-31", "is not an RFC 3339 date-time"),
    ("2017-01-31T19:00:00+24:00", "its UTC offset must be ±HH:MM"),
    ("2017-01-31T19:00:00.Z", "is not an RFC 3339 date-time"),
    ("", "is not an RFC 3339 date-time"),
  ])
  func refusals(text: String, reason: String) {
    let failure = error { () throws(DateMathError) in try Date(rfc3339: text) }
    #expect(failure?.kind == .invalidFormat)
    #expect(failure?.message.contains(reason) == true, "\(failure?.message ?? "")")
  }

  @Test("invalid fields are invalidDate errors")
  func invalidFields() {
    #expect(error { () throws(DateMathError) in try Date(rfc3339: "2017-02-30T00:00:00Z") }?.kind == .invalidDate)
    #expect(error { () throws(DateMathError) in try Date(rfc3339: "2017-01-31T24:00:00Z") }?.kind == .invalidDate)
  }

  @Test("a leap second reads as the last second of its minute, not the next day")
  func leapSecond() throws {
    #expect(try Date(rfc3339: "2016-12-31T23:59:60Z") == Date(rfc3339: "2016-12-31T23:59:59Z"))
    #expect(try Date(rfc3339: "2016-12-31T23:59:60.5Z") == Date(rfc3339: "2016-12-31T23:59:59.5Z"))
    #expect(try Date(rfc3339: "2017-01-01T08:59:60+09:00") == Date(rfc3339: "2016-12-31T23:59:59Z"))
    withKnownIssue("ISO8601DateFormatter reads 23:59:60Z as the next day's 00:00:00", isIntermittent: true) {
      #expect(ISO8601DateFormatter().date(from: "2016-12-31T23:59:60Z") == (try? Date(rfc3339: "2016-12-31T23:59:59Z")))
    }
  }

  @Test("formats in UTC with 0, 3, 6, 9 or exactly enough digits", arguments: [
    (FractionalSecondDigits.none, "2017-01-31T19:00:00Z"),
    (.milliseconds, "2017-01-31T19:00:00.250Z"),
    (.microseconds, "2017-01-31T19:00:00.250000Z"),
    (.nanoseconds, "2017-01-31T19:00:00.250000000Z"),
    (.exact, "2017-01-31T19:00:00.25Z"),
  ])
  func formatting(digits: FractionalSecondDigits, expected: String) throws {
    let date = Date(timeIntervalSince1970: 1_485_889_200.25)
    #expect(try date.rfc3339String(fractionalDigits: digits) == expected)
  }

  @Test("truncates to the chosen digits after taking the nearest nanosecond")
  func truncation() throws {
    let date = try Date(rfc3339: "2017-01-31T19:00:00.123Z")  // not exact in binary
    #expect(try date.rfc3339String(fractionalDigits: .milliseconds) == "2017-01-31T19:00:00.123Z")
    #expect(try date.rfc3339String(fractionalDigits: .none) == "2017-01-31T19:00:00Z")
    #expect(try Date(rfc3339: "2017-01-31T19:00:00.999999Z").rfc3339String(fractionalDigits: .milliseconds)
      == "2017-01-31T19:00:00.999Z")
  }

  @Test("years outside 0000–9999 use the expanded form")
  func expandedYears() throws {
    let date = try ZonedDateTime(CivilDateTime(parsing: "-000050-03-01T00:00:00"), in: .utc).date
    #expect(try date.rfc3339String() == "-000050-03-01T00:00:00Z")
    #expect(try Date(rfc3339: "-000050-03-01T00:00:00Z", extensions: .expandedYears) == date)
    #expect(error { () throws(DateMathError) in try Date.distantFuture.addingTimeInterval(1e12).rfc3339String() }?.kind == .outOfRange)
    // Year 10209 is within Date's reach but outside years -9999...9999.
    #expect(error { () throws(DateMathError) in try Date(timeIntervalSince1970: 2.6e11).rfc3339String() }?.kind == .outOfRange)
  }

  @Test("round trip over random dates from year 1 to 9999, at every precision", .tags(.property))
  func roundTrip() async {
    let dates = Gen.int64(in: -62_135_596_800...253_402_300_799)
    let fractions = Gen.int(in: 0...999_999_999)
    await propertyCheck(count: 3000, input: dates, fractions) { seconds, nanos in
      let date = Date(timeIntervalSince1970: Double(seconds) + Double(nanos) / 1e9)
      let exact = try date.rfc3339String(fractionalDigits: .exact)
      #expect(try Date(rfc3339: exact) == date, "\(exact)")
      for (digits, unit) in [
        (FractionalSecondDigits.none, 1.0), (.milliseconds, 1e-3), (.microseconds, 1e-6),
        (.nanoseconds, 1e-9),
      ] {
        // The same Date at the chosen precision: formatting the parsed Date
        // again gives a text that parses to it.
        let text = try date.rfc3339String(fractionalDigits: digits)
        let parsed = try Date(rfc3339: text)
        #expect(try Date(rfc3339: parsed.rfc3339String(fractionalDigits: digits)) == parsed, "\(text)")
        // Truncated: not later than the date and less than a unit earlier,
        // give or take the Date's own resolution (30 µs near year 9999).
        let behind = date.timeIntervalSince(parsed)
        #expect(behind > -4e-5 && behind < unit + 4e-5, "\(text) \(behind)")
      }
    }
  }

  @Test("exact round trip near 1970 and near 2001, where a Date is finer than a nanosecond")
  func exactNearEpochs() throws {
    for seconds in [1e-10, 0.1, 1.0 / 3.0, 12_345.678_901_234_5, -0.25, -86_399.999_999_999_9] {
      let date = Date(timeIntervalSince1970: seconds)
      #expect(try Date(rfc3339: date.rfc3339String()) == date)
    }
    // Date counts from 2001-01-01: in the second before it, and just after,
    // it holds ~1e-17 s.
    for seconds in [-0.001, -0.1, -1e-5, -1e-10, -1e-300, -Double.leastNonzeroMagnitude, -0.999_999_999_999, 1e-300, Double.leastNonzeroMagnitude, 0.001, -1.000_000_1, -2.5] {
      let date = Date(timeIntervalSinceReferenceDate: seconds)
      let text = try date.rfc3339String()
      #expect(try Date(rfc3339: text) == date, "\(seconds) \(text)")
    }
    #expect(try Date(timeIntervalSinceReferenceDate: -0.001).rfc3339String() == "2000-12-31T23:59:59.999Z")
    #expect(try Date(timeIntervalSinceReferenceDate: -0.001).rfc3339String(fractionalDigits: .milliseconds) == "2000-12-31T23:59:59.999Z")
  }

  @Test("exact round trip for random Dates within a day of 2001-01-01", .tags(.property))
  func exactNearReference() async {
    await propertyCheck(count: 3000, input: Gen.double(in: -86_400...86_400)) { seconds in
      let date = Date(timeIntervalSinceReferenceDate: seconds)
      let text = try date.rfc3339String()
      #expect(try Date(rfc3339: text) == date, "\(seconds) \(text)")
    }
  }

  @Test("second 60 only where it is 23:59 UTC")
  func secondSixtyElsewhere() {
    #expect(error { () throws(DateMathError) in try Date(rfc3339: "2017-01-31T12:34:60Z") }?.kind == .invalidDate)
    #expect(error { () throws(DateMathError) in try Date(rfc3339: "2016-12-31T23:59:60+01:00") }?.kind == .invalidDate)
  }

  @Test("the one-pass reader of the common form agrees with the general reader", .tags(.property))
  func commonFormAgrees() async {
    let offsets = Gen.int(in: -(23 * 60 + 59)...(23 * 60 + 59))
    await propertyCheck(count: 3000, input: Gen.int64(in: -62_135_596_800...253_402_300_799), Gen.int(in: 0...999_999_999), offsets) {
      seconds, nanos, minutes in
      let date = Date(timeIntervalSince1970: Double(seconds) + Double(nanos) / 1e9)
      let zone = Zone(timeZone: TimeZone(secondsFromGMT: minutes * 60) ?? .gmt)
      let text = try ZonedDateTime(date, in: zone).rfc3339String(fractionalDigits: .nanoseconds)
      // Ten fraction digits are legal RFC 3339 but not the common form:
      // the general reader takes them.
      let general = text.replacingOccurrences(of: #"(\.\d{9})"#, with: "$1" + "0", options: .regularExpression)
      #expect(general != text)
      #expect(try Date(rfc3339: text) == Date(rfc3339: general), "\(text) \(general)")
    }
  }

  @Test("the one-pass reader agrees with the general reader on every byte at every fixed position")
  func commonFormBytes() throws {
    // Each of the first 19 bytes of a common-form text replaced by each
    // byte value: the one-pass reader, which checks those bytes eight at a
    // time, must accept exactly what the general reader accepts (reached
    // by a tenth fraction digit), as the same instant, and refuse the rest.
    let texts = [
      "2024-02-29T23:59:59.123456789Z", "0000-01-01T00:00:00.000000000+00:00",
      "9999-12-31T09:30:00.000000001-05:30", "1999-09-19T19:19:19.999999999z",
    ]
    var compared = 0
    for text in texts {
      let bytes = Array(text.utf8)
      for position in 0..<19 {
        for value in UInt8.min...UInt8.max {
          var mutated = bytes
          mutated[position] = value
          let common = String(decoding: mutated, as: UTF8.self)
          let general = common.replacingOccurrences(of: #"(\.\d{9})"#, with: "$1" + "0", options: .regularExpression)
          guard general != common else { continue }  // the fraction moved: not comparable
          func read(_ text: String) -> String {
            do { return "\(try Date(rfc3339: text).timeIntervalSinceReferenceDate)" } catch { return "\(error.kind)" }
          }
          #expect(read(common) == read(general), "\(common)")
          compared += 1
        }
      }
    }
    #expect(compared > 4 * 19 * 200)
  }

  @Test("RFC 9557's one-pass reader agrees with the general reader", .tags(.property))
  func rfc9557CommonFormAgrees() async {
    // A second annotation (an elective tag, which changes nothing) keeps a
    // text from the one-pass reader; read twice, the first reading of a
    // name is the general reader's and remembers it for the second. (No
    // unknown name: the one-pass reader never takes one, and the
    // suggestions its error makes are slow.)
    let names = [
      "America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Asia/Kolkata", "UTC", "Europe/Paris",
      "America/Sao_Paulo", "Pacific/Chatham", "US/Eastern", "!Europe/London", "+05:30", "-00:00", "!-09:30",
      "+23:59", "Etc/GMT-14",
    ]
    let offsets = ["", "Z", "z", "-00:00", "+00:00", "+01:00", "-05:00", "+05:30", "+24:00", "+01:00:00"]
    let policies: [OffsetConflictPolicy] = [.reject, .keepInstant, .keepWallClock]
    await propertyCheck(
      count: 1500, input: Gen.int64(in: -62_135_596_800...253_402_300_799), Gen.int(in: 0...999_999_999),
      Gen.int(in: 0..<(names.count * (offsets.count + 1) * 4))
    ) { seconds, nanos, choice in
      let name = names[choice % names.count]
      let offsetChoice = choice / names.count % (offsets.count + 1)
      let digits: FractionalSecondDigits =
        [.exact, .none, .milliseconds, .nanoseconds][choice / names.count / (offsets.count + 1)]
      let zone = (try? Zone(identifier: name.hasPrefix("!") ? String(name.dropFirst()) : name)) ?? .utc
      guard let zoned = try? ZonedDateTime(epochSeconds: seconds, nanosecond: nanos, in: zone) else { return }
      // The date-time as written, then the zone's own offset (offsetChoice
      // 0) or another, then the name.
      let written = Array(zoned.rfc9557String(fractionalDigits: digits).utf8)
      let offsetStart = written.indices.first {
        $0 >= 19 && (written[$0] == UInt8(ascii: "+") || written[$0] == UInt8(ascii: "-"))
      }!
      let offsetEnd = written.firstIndex(of: UInt8(ascii: "["))!
      let offset = offsetChoice == 0
        ? String(decoding: written[offsetStart..<offsetEnd], as: UTF8.self) : offsets[offsetChoice - 1]
      let text = String(decoding: written[..<offsetStart], as: UTF8.self) + offset + "[\(name)]"
      for policy in policies {
        func read(_ text: String) -> String {
          do {
            let value = try ZonedDateTime(rfc9557: text, offsetConflict: policy)
            return "\(value) \(value.epochSeconds) \(value.nanosecond) \(value.zone.tzData)"
          } catch {
            return "\(error.kind): \(error.message)"
          }
        }
        let tagged = text + "[u-ca=iso8601]"
        let general = read(tagged).replacingOccurrences(of: tagged, with: text)
        #expect(read(text) == general, "\(text)")
        #expect(read(text) == general, "\(text), read again")
      }
    }
  }
}

/// Reproductions from issue 13 that the strict readers fix.
@Suite("RFC 3339 and RFC 9557 edge cases")
struct RFC3339EdgeCaseTests {
  @Test("sixteen or more zero digits do not lose the second before 2001")
  func zeroDigits() throws {
    for zeros in [1, 9, 15, 16, 17, 40] {
      let text = "2000-12-31T23:59:59." + String(repeating: "0", count: zeros) + "Z"
      #expect(try Date(rfc3339: text).rfc3339String() == "2000-12-31T23:59:59Z", "\(zeros) zeros")
    }
  }

  // Issue 22: databases and APIs write 9999-12-31T23:59:59.999999999Z for
  // "no end"; the nearest Double is in year 10000, and it was refused.
  @Test("the end-of-time sentinel reads as the greatest Date not after it; ZonedDateTime keeps it exactly")
  func endOfTimeSentinel() throws {
    let latest = Date.rfc3339LatestDate
    #expect(latest < Date(timeIntervalSince1970: 253_402_300_800))
    #expect(Date(timeIntervalSinceReferenceDate: latest.timeIntervalSinceReferenceDate.nextUp).timeIntervalSince1970
      >= 253_402_300_800)
    for text in [
      "9999-12-31T23:59:59.999999999Z", "9999-12-31T23:59:59.99999999999999Z", "9999-12-31t23:59:59.999999999z",
      "9999-12-31T18:59:59.999999999-05:00", "9999-12-31 23:59:59.999999999+00:00", "9999-12-31T23:59:60.999999999Z",
    ] {
      #expect(try Date(rfc3339: text) == latest, "\(text)")
    }
    // Below the last step the nearest Date is kept, as everywhere else.
    let earlier = try Date(rfc3339: "9999-12-31T23:59:59.99990Z")
    #expect(earlier < latest)
    #expect(try Date(rfc3339: earlier.rfc3339String()) == earlier)
    // 2⁻¹⁵ s below 10000-01-01 is 9999-12-31T23:59:59.999969482421875Z;
    // the shortest text that reads back to it is written.
    #expect(try latest.rfc3339String() == "9999-12-31T23:59:59.99997Z")
    #expect(try Date(rfc3339: latest.rfc3339String()) == latest)
    #expect(try Date(rfc3339: "9999-12-31T23:59:59Z").rfc3339String() == "9999-12-31T23:59:59Z")
    // Year 10000 is still out of range, by its UTC date.
    for text in ["+010000-01-01T00:00:00Z", "9999-12-31T23:00:00-01:00"] {
      let failure = error { () throws(DateMathError) in try Date(rfc3339: text, extensions: .expandedYears) }
      #expect(failure?.kind == .outOfRange, "\(text)")
    }
    // ZonedDateTime holds nanoseconds, so it keeps the instant exactly.
    #expect(try ZonedDateTime(rfc9557: "9999-12-31T23:59:59.999999999Z[UTC]").description
      == "9999-12-31T23:59:59.999999999+00:00[UTC]")
  }

  // Issue 22: the error blamed changed rules for an ordinary DST gap and
  // named no way to accept the text; without an offset, a gap time could
  // only be read with the compatible policy.
  @Test("a gap time with an offset: the error says it is a gap and what each policy gives", .tags(.dst))
  func gapWithOffset() throws {
    let text = "2027-03-14T02:30:00-04:00[America/New_York]"
    let failure = try #require(error { () throws(DateMathError) in try ZonedDateTime(rfc9557: text) })
    #expect(failure.kind == .offsetConflict)
    #expect(!failure.message.contains("rules may have changed"), "\(failure.message)")
    #expect(failure.message.contains("a time the clocks skipped there (2027-03-14 02:00 → 03:00 (-05:00 → -04:00, gap of 1h)"),
      "\(failure.message)")
    #expect(failure.message.contains(
      "choose offsetConflict: .keepInstant (2027-03-14T01:30:00-05:00[America/New_York]) "
        + "or .keepWallClock (2027-03-14T03:30:00-04:00[America/New_York])"), "\(failure.message)")
    #expect(try ZonedDateTime(rfc9557: text, offsetConflict: .keepInstant).description
      == "2027-03-14T01:30:00-05:00[America/New_York]")
    #expect(try ZonedDateTime(rfc9557: text, offsetConflict: .keepWallClock).description
      == "2027-03-14T03:30:00-04:00[America/New_York]")
    #expect(try ZonedDateTime(rfc9557: text, offsetConflict: .keepWallClock, disambiguation: .earlier).description
      == "2027-03-14T01:30:00-05:00[America/New_York]")
    // A real change of rules still says so, with both results.
    let changed = try #require(error { () throws(DateMathError) in
      try ZonedDateTime(rfc9557: "2030-07-01T09:00:00-05:00[America/New_York]")
    })
    #expect(changed.message.contains("which is -04:00 by the current rules; the zone's rules may have changed"))
    #expect(changed.message.contains(".keepInstant (2030-07-01T10:00:00-04:00[America/New_York]) "
      + "or .keepWallClock (2030-07-01T09:00:00-04:00[America/New_York])"), "\(changed.message)")
  }

  @Test("without an offset, disambiguation chooses how a gap or overlap time is read", .tags(.dst))
  func missingOffsetDisambiguation() throws {
    let gap = "2027-03-14T02:30:00[America/New_York]", twice = "2027-11-07T01:30:00[America/New_York]"
    func read(_ text: String, _ policy: Disambiguation) throws(DateMathError) -> String {
      try ZonedDateTime(rfc9557: text, disambiguation: policy, extensions: .missingOffset).description
    }
    #expect(try read(gap, .compatible) == "2027-03-14T03:30:00-04:00[America/New_York]")
    #expect(try read(gap, .earlier) == "2027-03-14T01:30:00-05:00[America/New_York]")
    #expect(try read(gap, .later) == "2027-03-14T03:30:00-04:00[America/New_York]")
    #expect(error { () throws(DateMathError) in try read(gap, .reject) }?.kind == .nonexistentLocalTime)
    #expect(try read(twice, .compatible) == "2027-11-07T01:30:00-04:00[America/New_York]")
    #expect(try read(twice, .later) == "2027-11-07T01:30:00-05:00[America/New_York]")
    #expect(error { () throws(DateMathError) in try read(twice, .reject) }?.kind == .ambiguousLocalTime)
    // With its offset, a repeated time needs no policy: the offset picks.
    #expect(try ZonedDateTime(rfc9557: "2027-11-07T01:30:00-05:00[America/New_York]", disambiguation: .reject)
      .description == "2027-11-07T01:30:00-05:00[America/New_York]")
  }

  @Test("Z, z and -00:00 before [zone] give the instant, never a conflict (RFC 9557 §2)", arguments: [
    "2024-03-10T07:30:00Z[America/New_York]", "2024-03-10T07:30:00z[America/New_York]",
    "2024-03-10T07:30:00-00:00[America/New_York]", "2024-03-10T07:30:00Z[-04:00]",
  ])
  func unknownLocalOffset(text: String) throws {
    let value = try ZonedDateTime(rfc9557: text)
    #expect(value.date == instant("2024-03-10T07:30:00Z"))
    #expect(value.localDateTime == (try CivilDateTime(parsing: "2024-03-10T03:30:00")))
    // +00:00 is a real offset, which New York does not have: a conflict.
    let plusZero = text.replacingOccurrences(of: "Z[", with: "+00:00[")
    if plusZero != text {
      #expect(error { () throws(DateMathError) in try ZonedDateTime(rfc9557: plusZero) }?.kind == .offsetConflict)
    }
  }

  @Test("annotations outside RFC 9557's grammar are refused", arguments: [
    "[America/New_York][U-CA=iso8601]", "[America/New_York][u-ca=]", "[America/New_York][=iso8601]",
    "[America/New_York][u-ca]", "[America/New_York][u-ca=iso 8601]", "[America/New_York][America/Chicago]",
    "[America/New_York][u-ca=iso8601][America/Chicago]", "[]", "[!]", "[America//New_York]", "[1America]",
    "[.]", "[..]", "[America/New_York ]", "[+0530]",
  ])
  func annotationGrammar(suffix: String) {
    let failure = error { () throws(DateMathError) in try ZonedDateTime(rfc9557: "2024-03-10T03:30:00-04:00" + suffix) }
    #expect(failure?.kind == .invalidFormat, "\(suffix): \(String(describing: failure))")
  }

  @Test("a name the grammar allows but tz data does not know is an unknown zone")
  func grammaticalButUnknown() {
    // "Z" is a valid time-zone-name in RFC 9557's grammar (a part of
    // letters), just not an IANA zone.
    #expect(error { () throws(DateMathError) in try ZonedDateTime(rfc9557: "2024-03-10T03:30:00-04:00[Z]") }?.kind
      == .unknownZone)
  }
}

@Suite("Instants at the range limits")
struct RangeLimitTests {
  @Test("a local time inside the range whose UTC date is outside it is out of range, and says so")
  func utcOutside() {
    // Kolkata's LMT is +05:53:28: -9999-01-01T03:00 there is -10000-12-31 UTC.
    let failure = error { () throws(DateMathError) in
      try Date(rfc3339: "-009999-01-01T03:00:00+05:53:28", extensions: .written)
    }
    #expect(failure?.kind == .outOfRange)
    #expect(failure?.message.contains("UTC date is outside the supported range") == true)
    // The same wall-clock time as a ZonedDateTime is out of range too.
    #expect(error { () throws(DateMathError) in
      try ZonedDateTime(rfc9557: "-009999-01-01T03:00:00+05:53:28[Asia/Kolkata]", extensions: .written)
    }?.kind == .outOfRange)
  }
}
