import DateMath
import Foundation
import Testing

/// A wall-clock time resolved by each policy; "nonexistent" and "ambiguous"
/// stand for the errors of `.reject`.
struct ResolveCase: Sendable, CustomTestStringConvertible {
  let zone: String
  let local: String
  let compatible: String
  let earlier: String
  let later: String
  let reject: String
  var testDescription: String { "\(zone) \(local)" }
}

@Suite("Wall-clock time to instant", .tags(.dst))
struct ResolutionTests {
  static let cases: [ResolveCase] = [
    // Gaps: earlier = L − G on the old offset, later/compatible = L + G on the new.
    ResolveCase(zone: "America/New_York", local: "2017-03-12T02:30:00",
                compatible: "2017-03-12T03:30:00-04:00", earlier: "2017-03-12T01:30:00-05:00",
                later: "2017-03-12T03:30:00-04:00", reject: "nonexistent"),
    ResolveCase(zone: "America/New_York", local: "2017-03-12T02:00:00",
                compatible: "2017-03-12T03:00:00-04:00", earlier: "2017-03-12T01:00:00-05:00",
                later: "2017-03-12T03:00:00-04:00", reject: "nonexistent"),
    ResolveCase(zone: "America/New_York", local: "2017-03-12T03:00:00",
                compatible: "2017-03-12T03:00:00-04:00", earlier: "2017-03-12T03:00:00-04:00",
                later: "2017-03-12T03:00:00-04:00", reject: "2017-03-12T03:00:00-04:00"),
    ResolveCase(zone: "America/New_York", local: "2017-03-12T01:59:59",
                compatible: "2017-03-12T01:59:59-05:00", earlier: "2017-03-12T01:59:59-05:00",
                later: "2017-03-12T01:59:59-05:00", reject: "2017-03-12T01:59:59-05:00"),
    ResolveCase(zone: "America/Sao_Paulo", local: "2018-11-04T00:00:00",
                compatible: "2018-11-04T01:00:00-02:00", earlier: "2018-11-03T23:00:00-03:00",
                later: "2018-11-04T01:00:00-02:00", reject: "nonexistent"),
    ResolveCase(zone: "Australia/Lord_Howe", local: "2024-10-06T02:15:00",
                compatible: "2024-10-06T02:45:00+11:00", earlier: "2024-10-06T01:45:00+10:30",
                later: "2024-10-06T02:45:00+11:00", reject: "nonexistent"),
    ResolveCase(zone: "Pacific/Apia", local: "2011-12-30T12:00:00",
                compatible: "2011-12-31T12:00:00+14:00", earlier: "2011-12-29T12:00:00-10:00",
                later: "2011-12-31T12:00:00+14:00", reject: "nonexistent"),
    // Overlaps: earlier/compatible = first occurrence, later = second.
    ResolveCase(zone: "America/New_York", local: "2017-11-05T01:30:00",
                compatible: "2017-11-05T01:30:00-04:00", earlier: "2017-11-05T01:30:00-04:00",
                later: "2017-11-05T01:30:00-05:00", reject: "ambiguous"),
    ResolveCase(zone: "America/New_York", local: "2017-11-05T01:00:00",
                compatible: "2017-11-05T01:00:00-04:00", earlier: "2017-11-05T01:00:00-04:00",
                later: "2017-11-05T01:00:00-05:00", reject: "ambiguous"),
    ResolveCase(zone: "America/New_York", local: "2017-11-05T02:00:00",
                compatible: "2017-11-05T02:00:00-05:00", earlier: "2017-11-05T02:00:00-05:00",
                later: "2017-11-05T02:00:00-05:00", reject: "2017-11-05T02:00:00-05:00"),
    ResolveCase(zone: "Europe/Dublin", local: "2017-10-29T01:30:00",
                compatible: "2017-10-29T01:30:00+01:00", earlier: "2017-10-29T01:30:00+01:00",
                later: "2017-10-29T01:30:00+00:00", reject: "ambiguous"),
    ResolveCase(zone: "Australia/Lord_Howe", local: "2024-04-07T01:45:00",
                compatible: "2024-04-07T01:45:00+11:00", earlier: "2024-04-07T01:45:00+11:00",
                later: "2024-04-07T01:45:00+10:30", reject: "ambiguous"),
    ResolveCase(zone: "America/Havana", local: "2013-11-03T00:30:00",
                compatible: "2013-11-03T00:30:00-04:00", earlier: "2013-11-03T00:30:00-04:00",
                later: "2013-11-03T00:30:00-05:00", reject: "ambiguous"),
    ResolveCase(zone: "America/Juneau", local: "1867-10-18T20:00:00",
                compatible: "1867-10-18T20:00:00+15:02:19", earlier: "1867-10-18T20:00:00+15:02:19",
                later: "1867-10-18T20:00:00-08:57:41", reject: "ambiguous"),
  ]

  @Test("each policy at gaps, overlaps and their edges", arguments: cases)
  func policies(_ c: ResolveCase) throws {
    let zone = zone(c.zone)
    let wallClock = local(c.local)
    for (policy, expected) in [
      (Disambiguation.compatible, c.compatible), (.earlier, c.earlier), (.later, c.later),
      (.reject, c.reject),
    ] {
      switch expected {
      case "nonexistent", "ambiguous":
        let failure = error { () throws(DateMathError) in
          try ZonedDateTime(wallClock, in: zone, disambiguation: policy)
        }
        #expect(failure?.kind == (expected == "nonexistent" ? .nonexistentLocalTime : .ambiguousLocalTime))
        #expect(failure?.zoneIdentifier == c.zone)
        #expect(failure?.transition != nil)
      default:
        let resolved = try ZonedDateTime(wallClock, in: zone, disambiguation: policy)
        #expect(resolved.date == instant(expected), "\(policy)")
        #expect(resolved == zoned(expected, in: zone), "\(policy)")
        #expect(resolved.rfc3339String() == expected, "\(policy)")
      }
    }
  }

  @Test("candidates: none in a gap, two in an overlap, one otherwise", arguments: cases)
  func candidates(_ c: ResolveCase) {
    let candidates = zone(c.zone).resolution(of: local(c.local)).candidates
    switch c.reject {
    case "nonexistent": #expect(candidates.isEmpty)
    case "ambiguous": #expect(candidates == [instant(c.earlier), instant(c.later)])
    default: #expect(candidates == [instant(c.compatible)])
    }
  }

  @Test("reject errors say what, where and when")
  func rejectMessages() {
    let newYork = zone("America/New_York")
    let gap = error { () throws(DateMathError) in
      try ZonedDateTime(local("2017-03-12T02:30"), in: newYork, disambiguation: .reject)
    }
    #expect(gap?.message == "2017-03-12T02:30:00 does not exist in America/New_York: clocks went forward from 2017-03-12 02:00 to 03:00 (-05:00 → -04:00) at 2017-03-12T07:00:00Z")
    #expect(gap?.transition == (try? ZoneTransition(
      date: instant("2017-03-12T07:00:00Z"), offsetBefore: UTCOffset(seconds: -18_000),
      offsetAfter: UTCOffset(seconds: -14_400))))
    let overlap = error { () throws(DateMathError) in
      try ZonedDateTime(local("2017-11-05T01:30"), in: newYork, disambiguation: .reject)
    }
    #expect(overlap?.message == "2017-11-05T01:30:00 happens twice in America/New_York: at 2017-11-05T05:30:00Z (-04:00) and at 2017-11-05T06:30:00Z (-05:00); clocks went back from 2017-11-05 02:00 to 01:00 (-04:00 → -05:00)")
    #expect(overlap?.candidates == [instant("2017-11-05T05:30:00Z"), instant("2017-11-05T06:30:00Z")])
  }

  @Test("the resolution names the transition")
  func resolutionKinds() {
    let newYork = zone("America/New_York")
    guard case .gap(let gap) = newYork.resolution(of: local("2017-03-12T02:30")) else {
      Issue.record("not a gap"); return
    }
    #expect(gap.isGap && gap.shift == 3600)
    #expect(gap.wallClockBefore == local("2017-03-12T02:00"))
    #expect(gap.wallClockAfter == local("2017-03-12T03:00"))
    guard case .overlap(_, _, let fold) = newYork.resolution(of: local("2017-11-05T01:30")) else {
      Issue.record("not an overlap"); return
    }
    #expect(!fold.isGap && fold.shift == -3600)
  }

  @Test("fractions of a second survive resolution")
  func fractions() throws {
    let kolkata = zone("Asia/Kolkata")
    let resolved = try ZonedDateTime(local("2024-01-01T12:00:00.250"), in: kolkata)
    #expect(resolved.date == instant("2024-01-01T06:30:00.250Z"))
    #expect(resolved == zoned("2024-01-01T06:30:00.250Z", in: kolkata))
    #expect(try ZonedDateTime(resolved.date, in: kolkata).localDateTime == local("2024-01-01T12:00:00.250"))
    // 0.123 is not a binary fraction and Date holds ~60 ns here: the
    // nanosecond read back from the Date is still the one written.
    for text in ["2024-01-01T12:00:00.123", "2017-06-30T23:59:59.999", "1999-12-31T00:00:00.000001"] {
      let date = try ZonedDateTime(local(text), in: kolkata).date
      #expect(try ZonedDateTime(date, in: kolkata).localDateTime == local(text))
    }
  }

  @Test("offset at an instant, including local mean time with seconds", arguments: [
    ("America/New_York", "2017-03-12T06:59:59Z", "-05:00"),
    ("America/New_York", "2017-03-12T07:00:00Z", "-04:00"),
    ("Europe/Paris", "1900-01-01T00:00:00Z", "+00:09:21"),
    ("Asia/Kolkata", "1900-01-01T00:00:00Z", "+05:21:10"),
    ("Africa/Monrovia", "1970-01-01T00:00:00Z", "-00:44:30"),
    ("Asia/Kathmandu", "2024-01-01T00:00:00Z", "+05:45"),
    ("Pacific/Kiritimati", "2024-01-01T00:00:00Z", "+14:00"),
    ("America/New_York", "1800-01-01T00:00:00Z", "-04:56:02"),
    ("America/New_York", "2400-07-01T00:00:00Z", "-04:00"),
  ])
  func offsets(zoneName: String, at: String, expected: String) throws {
    #expect(try zone(zoneName).offset(at: instant(at)).description == expected)
  }
}
