import DateMath
import Foundation
import Testing

/// The TZif reader on files whose content is known byte by byte: each
/// version, and each way a file can be broken. A TZif file is untrusted
/// input: every broken file must be a clear `invalidTZData` error naming
/// the reason, never a trap and never a silent answer.
@Suite("TZif reader", .tags(.dst))
struct TZifReaderTests {
  /// A zone with one change: UTC until 2000-01-01T00:00:00Z, then +01:00.
  static func oneChange(version: Int) -> TZifBuilder {
    var builder = TZifBuilder()
    builder.version = version
    builder.times = [946_684_800]
    builder.typeIndices = [1]
    builder.types = [.init(offset: 0, isDST: false, designation: "UTC"), .init(offset: 3600, isDST: false, designation: "CET")]
    builder.footer = version == 1 ? "" : "CET-1"
    return builder
  }

  @Test("versions 1 to 4 read the same zone", arguments: [1, 2, 3, 4])
  func versions(version: Int) throws {
    let zone = try Zone(identifier: "Test/One", tzif: Self.oneChange(version: version).data)
    #expect(try zone.offset(at: instant("1999-12-31T23:59:59Z")).seconds == 0)
    #expect(try zone.offset(at: instant("2000-01-01T00:00:00Z")).seconds == 3600)
    #expect(try zone.offset(at: instant("9999-06-01T00:00:00Z")).seconds == 3600)
    #expect(try zone.abbreviation(at: instant("2000-06-01T00:00:00Z")) == "CET")
    #expect(try zone.abbreviation(at: instant("1990-06-01T00:00:00Z")) == "UTC")
    let transition = try #require(zoned("1999-01-01T00:00:00Z", in: zone).nextTransition())
    #expect(transition.date == instant("2000-01-01T00:00:00Z"))
    #expect(zoned("2000-01-01T00:00:00Z", in: zone).nextTransition() == nil)
    #expect(zone.tzData.kind == .file)
    #expect(zone.tzData.version == "unknown")
  }

  @Test("transitions listed after 2200 are kept, then the footer rules")
  func lateTransitions() throws {
    var builder = TZifBuilder()
    builder.version = 3
    builder.types = [.init(offset: 0, isDST: false, designation: "AAA"), .init(offset: 3600, isDST: false, designation: "BBB"), .init(offset: 7200, isDST: false, designation: "CCC")]
    builder.times = [instant("2100-01-01T00:00:00Z"), instant("2300-01-01T00:00:00Z")].map { Int64($0.timeIntervalSince1970) }
    builder.typeIndices = [1, 2]
    builder.footer = "CCC-2"
    let zone = try Zone(identifier: "Test/Late", tzif: builder.data)
    #expect(try zone.offset(at: instant("2250-01-01T00:00:00Z")).seconds == 3600)
    #expect(try zone.abbreviation(at: instant("2250-01-01T00:00:00Z")) == "BBB")
    let next = try #require(zoned("2150-01-01T00:00:00Z", in: zone).nextTransition())
    #expect(next.date == instant("2300-01-01T00:00:00Z"))
    #expect(try zone.offset(at: instant("2400-01-01T00:00:00Z")).seconds == 7200)
    #expect(zoned("2400-01-01T00:00:00Z", in: zone).previousTransition()?.date == instant("2300-01-01T00:00:00Z"))
  }

  @Test("transition times far beyond any date (year 10^11) are read without trapping", arguments: [
    Int64(1) << 62, -(Int64(1) << 62), Int64.max, Int64.min + 1,
  ])
  func extremeTransitionTimes(time: Int64) throws {
    var builder = TZifBuilder()
    builder.version = 2
    builder.types = [.init(offset: 0, isDST: false, designation: "AAA"), .init(offset: 3600, isDST: false, designation: "BBB")]
    builder.times = [time]
    builder.typeIndices = [1]
    builder.footer = "BBB-1CCC,M3.5.0,M10.5.0/3"
    // Either a clear refusal or a zone that answers inside the range.
    do {
      let zone = try Zone(identifier: "Test/Extreme\(time)", tzif: builder.data)
      let offset = try zone.offset(at: instant("2024-07-01T00:00:00Z")).seconds
      #expect([0, 3600, 7200].contains(offset))
    } catch {
      #expect(error.kind == .invalidTZData)
    }
  }

  @Test("a gap exactly at 2200-01-01T00:00Z, where the table hands over to the footer")
  func gapAtTableEnd() throws {
    // DST from day 0 at 00:00 to J60 at 00:00: clocks go forward at every
    // new year's midnight, 2200 included.
    let zone = try Zone(identifier: "Test/Edge", tzif: TZifBuilder.footerOnly("AAA0BBB-1,0/0,J60/0").data)
    let local = try CivilDateTime(parsing: "2200-01-01T00:30:00")
    do {
      _ = try ZonedDateTime(local, in: zone, disambiguation: .reject)
      Issue.record("a time in the gap was accepted")
    } catch {
      #expect(error.kind == .nonexistentLocalTime)
      #expect(error.transition?.date == instant("2200-01-01T00:00:00Z"))
      #expect(error.transition?.offsetAfter.seconds == 3600)
    }
    #expect(try ZonedDateTime(local, in: zone) == zoned("2200-01-01T01:30:00+01:00", in: zone))
    #expect(zoned("2199-12-31T00:00:00Z", in: zone).nextTransition()?.date == instant("2200-01-01T00:00:00Z"))
  }

  @Test("a last transition before 1800 hands over to the footer's state in 1800")
  func footerBefore1800() throws {
    var builder = TZifBuilder()
    builder.version = 2
    builder.types = [.init(offset: 36_000, isDST: false, designation: "LMT"), .init(offset: 36_000, isDST: false, designation: "AEST")]
    builder.times = [-6_013_094_400]  // 1779-06-15, southern winter: standard time
    builder.typeIndices = [1]
    builder.footer = "AEST-10AEDT,M10.1.0,M4.1.0/3"
    let zone = try Zone(identifier: "Test/South", tzif: builder.data)
    let january = instant("1800-01-15T00:00:00Z")
    #expect(try zone.offset(at: january).seconds == 39_600)
    #expect(try zone.abbreviation(at: january) == "AEDT")
  }

  @Test("daylight time that overshoots the year is daylight time all year, as in tzcode")
  func overshootingDaylightTime() throws {
    let zone = try Zone(identifier: "Test/Over", tzif: TZifBuilder.footerOnly("EST5EDT,0/0,J365/26").data)
    #expect(try zone.offset(at: instant("2030-07-01T00:00:00Z")).seconds == -14_400)
    #expect(try zone.offset(at: instant("2030-01-01T02:00:00Z")).seconds == -14_400)
    #expect(try zone.isDaylightSavingTime(at: instant("2030-07-01T00:00:00Z")))
  }

  @Test("a zone from TZif bytes is its own source: equal bytes and name, equal sources")
  func fileSources() throws {
    let data = Self.oneChange(version: 2).data
    let a = try Zone(identifier: "Test/A", tzif: data)
    let b = try Zone(identifier: "Test/B", tzif: data)
    #expect(a.tzData != b.tzData)
    #expect(a != b)
    #expect(try Zone(identifier: "Test/A", tzif: data) == a)
    #expect(try Zone(identifier: "Test/A", tzif: data, version: "2026f") != a)
  }

  @Test("a footer that contradicts the last transition is refused (RFC 8536 §3.3)")
  func footerAgainstLastTransition() {
    var builder = Self.oneChange(version: 2)
    builder.footer = "MST4"
    #expect {
      try Zone(identifier: "Test/Contradiction", tzif: builder.data)
    } throws: { error in
      (error as? DateMathError)?.message.contains("gives offset -14400 s at the last transition, which sets 3600 s") == true
    }
  }

  @Test("a rule that keeps one offset for years still reports its next change")
  func rareChanges() throws {
    // Found by the fuzzer: start and end fall on one instant in years
    // whose January has four Sundays, so +02:00 lasts from 2198-01-28 to
    // 2202-01-31 (zoneinfo agrees on the offsets).
    let zone = try Zone(identifier: "Test/Rare", tzif: TZifBuilder.footerOnly("AAA0BBB-2,M1.4.0/1,M1.5.0/3").data)
    let range = instant("2196-07-01T00:00:00Z")..<instant("2203-07-01T00:00:00Z")
    let found = try zone.transitions(in: range)
    let next = try #require(zoned("2199-12-01T00:00:00Z", in: zone).nextTransition())
    #expect(next.date > instant("2202-01-01T00:00:00Z"))
    #expect(found.contains { $0.date == next.date })
    let previous = try #require(zoned("2203-07-01T00:00:00Z", in: zone).previousTransition())
    #expect(previous.date > instant("2203-01-01T00:00:00Z"))
    for transition in found {
      #expect(try zone.offset(at: transition.date) == transition.offsetAfter)
      #expect(try zone.offset(at: transition.date.addingTimeInterval(-1)) == transition.offsetBefore)
    }
  }

  @Test("a file's version is reported when given")
  func versionGiven() throws {
    let zone = try Zone(identifier: "Test/One", tzif: Self.oneChange(version: 2).data, version: "2026f")
    #expect(zone.tzData.version == "2026f")
  }

  @Test("leap-second (right/) files: transition times lose their leap seconds")
  func leapSeconds() throws {
    var builder = Self.oneChange(version: 2)
    // 22 leap seconds before 2000 in the file's count.
    builder.times = [946_684_800 + 22]
    builder.leapSeconds = [(78_796_800, 1), (94_694_401, 2)] + (3...22).map { (94_694_401 + Int64($0) * 10_000_000, Int32($0)) }
    let zone = try Zone(identifier: "Test/Leap", tzif: builder.data)
    let transition = try #require(zoned("1999-01-01T00:00:00Z", in: zone).nextTransition())
    #expect(transition.date == instant("2000-01-01T00:00:00Z"))
  }

  /// A broken file and the words its error must contain.
  struct Broken: CustomTestStringConvertible, Sendable {
    let name: String
    let data: Data
    let reason: String
    var testDescription: String { name }
  }

  static var broken: [Broken] {
    let good = oneChange(version: 2)
    let goodData = good.data
    func with(_ change: (inout TZifBuilder) -> Void) -> Data {
      var builder = good
      change(&builder)
      return builder.data
    }
    func patched(_ offset: Int, _ bytes: [UInt8], in data: Data = goodData) -> Data {
      var copy = data
      copy.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
      return copy
    }
    // The second header starts after the first header (44 bytes) and the
    // 32-bit block: 1 time × 5 + 2 types × 6 + 8 designation bytes + 2 × 2
    // indicators = 29 bytes.
    let secondHeader = 44 + 29
    return [
      Broken(name: "empty", data: Data(), reason: "truncated"),
      Broken(name: "not TZif", data: Data("TZxf2".utf8) + Data(count: 60), reason: "does not start with \"TZif\""),
      Broken(name: "unknown version", data: patched(4, [UInt8(ascii: "9")]), reason: "unknown version byte"),
      Broken(name: "truncated header", data: goodData.prefix(30), reason: "truncated"),
      Broken(name: "truncated data", data: goodData.prefix(secondHeader + 44 + 10), reason: "truncated"),
      Broken(name: "no footer", data: goodData.dropLast(7), reason: "footer"),
      Broken(name: "bytes after the footer", data: goodData + Data("x".utf8), reason: "follow the footer"),
      Broken(name: "typecnt zero", data: patched(secondHeader + 36, [0, 0, 0, 0]), reason: "typecnt is 0"),
      Broken(name: "isutcnt neither 0 nor typecnt", data: patched(secondHeader + 20, [0, 0, 0, 1]), reason: "isutcnt is 1"),
      Broken(name: "counts larger than the file", data: patched(secondHeader + 32, [0x7F, 0xFF, 0xFF, 0xFF]), reason: "more than the file could hold"),
      Broken(name: "counts larger than what remains", data: patched(secondHeader + 32, [0, 0x0F, 0, 0]), reason: "truncated"),
      Broken(name: "type index out of range", data: with { $0.typeIndices = [7] }, reason: "names local time type 7"),
      Broken(name: "times not ascending", data: with { $0.times = [10, 10]; $0.typeIndices = [1, 0] }, reason: "not ascending"),
      Broken(name: "offset beyond 26 hours", data: with { $0.types[1].offset = 100_000 }, reason: "offsets under 24 hours"),
      Broken(name: "offset of 24 hours", data: with { $0.types[1].offset = 86_400 }, reason: "offsets under 24 hours"),
      Broken(name: "offset of -2^31", data: with { $0.types[1].offset = Int32.min }, reason: "offsets under 24 hours"),
      Broken(name: "a 17-byte designation", data: with { $0.types[1].designation = String(repeating: "A", count: 17) }, reason: "at most 16"),
      Broken(name: "TZ string offset of 24 hours", data: with { $0.footer = "AAA-24BBB,M3.5.0,M10.5.0" }, reason: "24 hours or more"),
      Broken(name: "TZ string daylight offset of 24 hours", data: with { $0.footer = "AAA-23BBB-24,M3.5.0,M10.5.0" }, reason: "24 hours or more"),
      // The 64-bit block: 8-byte time, 1 index, then 6-byte types
      // (offset, isdst, designation index), then "UTC\0CET\0".
      Broken(name: "isdst not 0 or 1", data: patched(secondHeader + 44 + 9 + 10, [2]), reason: "isdst 2"),
      Broken(name: "designation index out of range", data: patched(secondHeader + 44 + 9 + 11, [200]), reason: "designation byte 200"),
      Broken(name: "designation without NUL", data: patched(secondHeader + 44 + 9 + 12 + 7, [UInt8(ascii: "X")]), reason: "no terminating NUL"),
      Broken(name: "invalid TZ string", data: with { $0.footer = "CET-1CEST,M3.5.0,M13.5.0" }, reason: "Mm.w.d needs m in 1...12"),
      Broken(name: "TZ string hours over 24", data: with { $0.footer = "CET-25" }, reason: "more than 24"),
      Broken(name: "TZ string with a short name", data: with { $0.footer = "CE-1" }, reason: "at least 3 letters"),
      Broken(name: "TZ string with a control byte", data: with { $0.footer = "CET-1\u{1}" }, reason: "printable ASCII"),
      Broken(name: "transition time past 2^60", data: with { $0.times = [Int64.max] }, reason: "outside ±2^60"),
      Broken(name: "oversized", data: Data(count: 2 << 20), reason: "more than any tz file"),
    ]
  }

  @Test("broken files are refused with the reason", arguments: broken)
  func brokenFiles(_ file: Broken) {
    do {
      _ = try Zone(identifier: "Test/Broken", tzif: file.data)
      Issue.record("accepted \(file.name)")
    } catch {
      #expect(error.kind == .invalidTZData)
      #expect(error.message.contains(file.reason), "\(error.message)")
      #expect(error.message.contains("TZif data for Test/Broken"), "\(error.message)")
    }
  }

  @Test("mutated real files are read or refused, never trap; those read give answers")
  func mutations() throws {
    // Real files: the 2025b bundle's own TZif files are not reachable from
    // here, so mutate files built from real zones' shapes and the test's
    // own builder, plus every 4-byte count field.
    var seeds: [Data] = [Self.oneChange(version: 2).data, Self.oneChange(version: 1).data]
    var newYork = TZifBuilder()
    newYork.version = 3
    newYork.types = [.init(offset: -17_762, isDST: false, designation: "LMT"), .init(offset: -14_400, isDST: true, designation: "EDT"), .init(offset: -18_000, isDST: false, designation: "EST")]
    newYork.times = (0..<40).map { -2_717_650_800 + Int64($0) * 15_778_800 }
    newYork.typeIndices = (0..<40).map { $0 % 2 == 0 ? 2 : 1 }
    newYork.footer = "EST5EDT,M3.2.0,M11.1.0"
    seeds.append(newYork.data)
    var random = SplitMix(state: 20_261_123)
    var read = 0
    var refused = 0
    for round in 0..<6_000 {
      var data = seeds[round % seeds.count]
      for _ in 0..<(1 + Int(random.next() % 4)) {
        switch random.next() % 4 {
        case 0 where !data.isEmpty:
          let index = Int(random.next() % UInt64(data.count))
          data[index] = UInt8(truncatingIfNeeded: random.next())
        case 1 where !data.isEmpty:
          data = data.prefix(Int(random.next() % UInt64(data.count)))
        case 2:
          let index = Int(random.next() % UInt64(max(data.count - 4, 1)))
          if index + 4 <= data.count {
            data.replaceSubrange(index..<(index + 4), with: [0, 0, 0, UInt8(random.next() % 8)])
          }
        default:
          data.append(UInt8(truncatingIfNeeded: random.next()))
        }
      }
      do {
        let zone = try Zone(identifier: "Fuzz/\(round)", tzif: data)
        for probe in ["1850-01-01T00:00:00Z", "2024-03-10T07:00:00Z", "2300-07-01T00:00:00Z", "9999-06-01T00:00:00Z"] {
          let date = instant(probe)
          // What is answered is consistent: the day contains the instant,
          // the next change is later and changes the offset.
          if let zoned = try? ZonedDateTime(date, in: zone) {
            if let start = try? zoned.startOfDay() { #expect(start <= zoned) }
            if let next = zoned.nextTransition() {
              #expect(next.date > date)
              #expect(next.offsetBefore != next.offsetAfter)
            }
          }
          if let offset = try? zone.offset(at: date) {
            #expect(abs(offset.seconds) < 86_400)
          }
          _ = try? zone.abbreviation(at: date)
        }
        read += 1
      } catch {
        #expect(error.kind == .invalidTZData)
        refused += 1
      }
    }
    #expect(read > 100)
    #expect(refused > 1_000)
  }
}
