import DateMath
import Foundation
import Testing

/// DateMath's TZif reader against Foundation: over the same IANA release
/// the two must agree everywhere; over different releases they may differ
/// only where IANA changed the rules.
@Suite("Sameness of TZif data with Foundation", .tags(.dst))
struct TZDataSamenessTests {
  static let release2025b = TZDataSourceTests.fixtures.appendingPathComponent("tzdata-2025b.dmtz").path

  /// Both zones' offsets one second before and at every transition of
  /// either in `range`; returns the instants where they differ.
  static func differences(_ a: Zone, _ b: Zone, in range: Range<Date>) throws -> [Date] {
    let changes = try (a.transitions(in: range) + b.transitions(in: range)).map(\.date)
    var differing: [Date] = []
    for probe in Set(changes.flatMap { [$0.addingTimeInterval(-1), $0] } + [range.lowerBound]).sorted()
    where try a.offset(at: probe) != b.offset(at: probe) {
      differing.append(probe)
    }
    return differing
  }

  @Test(
    "TZif files of release 2025b give Foundation 2025b's offsets at every transition ±1 s, every zone, 1800–2200",
    .enabled(if: foundationIs2025b, "Foundation's tz data is not 2025b"))
  func sameRelease() throws {
    let files = try TZDataSource(contentsOf: Self.release2025b)
    #expect(files.version == "2025b")
    let range = instant("1800-01-01T00:00:00Z")..<instant("2200-01-01T00:00:00Z")
    var zones = 0
    for identifier in files.identifiers where TZDataSource.foundation.canonicalIdentifier(for: identifier) != nil {
      let ours = try Zone(identifier: identifier, source: files)
      let foundation = try Zone(identifier: identifier, source: .foundation)
      #expect(try Self.differences(ours, foundation, in: range).isEmpty, "\(identifier)")
      zones += 1
    }
    #expect(zones > 590)
  }

  /// Every identifier whose UTC offsets differ between IANA 2025b and
  /// 2026f, with its first and last differing instant (1800–2200), from
  /// `Fixtures/generator/changes-2025b-2026f.txt` (Python over the PyPI
  /// tzdata releases, independent of DateMath): Canada's Pacific, Mountain
  /// and Central zones and Cuba on year-round daylight time from November
  /// 2026, Morocco back on +00:00, Moldova's transitions at 02:00/03:00
  /// local since 2022, and corrections of history (Brazil 1965, Bogotá
  /// 1992, Tijuana 1953–1975, Tehran 1979, Dublin 1925, the EST5EDT-style
  /// zones before 1967).
  static let changed: [(String, String, String)] = [
    ("Africa/Casablanca", "2026-09-20T01:00:00Z", "2200-12-31T23:59:59Z"),
    ("Africa/El_Aaiun", "2026-09-20T01:00:00Z", "2200-12-31T23:59:59Z"),
    ("America/Araguaina", "1965-03-31T02:00:00Z", "1966-03-01T02:59:59Z"),
    ("America/Bahia", "1965-03-31T02:00:00Z", "1966-03-01T02:59:59Z"),
    ("America/Belem", "1965-03-31T02:00:00Z", "1966-03-01T02:59:59Z"),
    ("America/Boa_Vista", "1965-03-31T03:00:00Z", "1966-03-01T03:59:59Z"),
    ("America/Bogota", "1992-05-02T05:00:00Z", "1992-05-03T04:59:59Z"),
    ("America/Campo_Grande", "1965-03-31T03:00:00Z", "1966-03-01T03:59:59Z"),
    ("America/Cuiaba", "1965-03-31T03:00:00Z", "1966-03-01T03:59:59Z"),
    ("America/Edmonton", "2026-11-01T08:00:00Z", "2200-12-31T23:59:59Z"),
    ("America/Eirunepe", "1965-03-31T04:00:00Z", "1966-03-01T04:59:59Z"),
    ("America/Ensenada", "1953-04-26T09:00:00Z", "1975-10-26T08:59:59Z"),
    ("America/Fortaleza", "1965-03-31T02:00:00Z", "1966-03-01T02:59:59Z"),
    ("America/Havana", "2026-11-01T05:00:00Z", "2027-03-14T04:59:59Z"),
    ("America/Inuvik", "2026-11-01T08:00:00Z", "2200-12-31T23:59:59Z"),
    ("America/Maceio", "1965-03-31T02:00:00Z", "1966-03-01T02:59:59Z"),
    ("America/Manaus", "1965-03-31T03:00:00Z", "1966-03-01T03:59:59Z"),
    ("America/Noronha", "1965-03-31T01:00:00Z", "1966-03-01T01:59:59Z"),
    ("America/Porto_Acre", "1965-03-31T04:00:00Z", "1966-03-01T04:59:59Z"),
    ("America/Porto_Velho", "1965-03-31T03:00:00Z", "1966-03-01T03:59:59Z"),
    ("America/Rainy_River", "2026-11-01T07:00:00Z", "2200-12-31T23:59:59Z"),
    ("America/Recife", "1965-03-31T02:00:00Z", "1966-03-01T02:59:59Z"),
    ("America/Rio_Branco", "1965-03-31T04:00:00Z", "1966-03-01T04:59:59Z"),
    ("America/Santa_Isabel", "1953-04-26T09:00:00Z", "1975-10-26T08:59:59Z"),
    ("America/Santarem", "1965-03-31T03:00:00Z", "1966-03-01T03:59:59Z"),
    ("America/Sao_Paulo", "1965-03-31T02:00:00Z", "1966-03-01T02:59:59Z"),
    ("America/Tijuana", "1953-04-26T09:00:00Z", "1975-10-26T08:59:59Z"),
    ("America/Vancouver", "2026-11-01T09:00:00Z", "2200-12-31T23:59:59Z"),
    ("America/Winnipeg", "2026-11-01T07:00:00Z", "2200-12-31T23:59:59Z"),
    ("America/Yellowknife", "2026-11-01T08:00:00Z", "2200-12-31T23:59:59Z"),
    ("Asia/Tehran", "1979-05-25T20:30:00Z", "1979-05-26T20:29:59Z"),
    ("Brazil/Acre", "1965-03-31T04:00:00Z", "1966-03-01T04:59:59Z"),
    ("Brazil/DeNoronha", "1965-03-31T01:00:00Z", "1966-03-01T01:59:59Z"),
    ("Brazil/East", "1965-03-31T02:00:00Z", "1966-03-01T02:59:59Z"),
    ("Brazil/West", "1965-03-31T03:00:00Z", "1966-03-01T03:59:59Z"),
    ("CST6CDT", "1800-01-01T00:00:00Z", "1966-10-30T06:59:59Z"),
    ("Canada/Central", "2026-11-01T07:00:00Z", "2200-12-31T23:59:59Z"),
    ("Canada/Mountain", "2026-11-01T08:00:00Z", "2200-12-31T23:59:59Z"),
    ("Canada/Pacific", "2026-11-01T09:00:00Z", "2200-12-31T23:59:59Z"),
    ("Cuba", "2026-11-01T05:00:00Z", "2027-03-14T04:59:59Z"),
    ("EST5EDT", "1800-01-01T00:00:00Z", "1966-10-30T05:59:59Z"),
    ("Eire", "1925-09-20T02:00:00Z", "1925-10-04T01:59:59Z"),
    ("Europe/Chisinau", "2022-03-27T00:00:00Z", "2200-10-26T00:59:59Z"),
    ("Europe/Dublin", "1925-09-20T02:00:00Z", "1925-10-04T01:59:59Z"),
    ("Europe/Tiraspol", "2022-03-27T00:00:00Z", "2200-10-26T00:59:59Z"),
    ("Iran", "1979-05-25T20:30:00Z", "1979-05-26T20:29:59Z"),
    ("MST7MDT", "1800-01-01T00:00:00Z", "1966-10-30T07:59:59Z"),
    ("Mexico/BajaNorte", "1953-04-26T09:00:00Z", "1975-10-26T08:59:59Z"),
    ("PST8PDT", "1800-01-01T00:00:00Z", "1966-10-30T08:59:59Z"),
  ]

  @Test(
    "bundled 2026f differs from Foundation 2025b only in the zones and periods IANA changed",
    .enabled(if: foundationIs2025b, "Foundation's tz data is not 2025b"))
  func changedReleases() throws {
    let range = instant("1800-01-01T00:00:00Z")..<instant("2200-01-01T00:00:00Z")
    let expected = Dictionary(uniqueKeysWithValues: Self.changed.map { ($0.0, (instant($0.1), instant($0.2))) })
    var differing: Set<String> = []
    for identifier in TZDataSource.bundled.identifiers where TZDataSource.foundation.canonicalIdentifier(for: identifier) != nil {
      let ours = try Zone(identifier: identifier, source: .bundled)
      let foundation = try Zone(identifier: identifier, source: .foundation)
      let found = try Self.differences(ours, foundation, in: range)
      guard let first = found.first, let last = found.last else { continue }
      differing.insert(identifier)
      guard let period = expected[identifier] else {
        Issue.record("\(identifier) differs at \(first), a zone IANA did not change")
        continue
      }
      #expect(first >= period.0 && last <= period.1, "\(identifier): \(first) … \(last)")
    }
    #expect(differing == Set(expected.keys))
  }

  @Test(
    "formatting shows Foundation's zone names only where its data agrees with the zone's",
    .enabled(if: foundationIs2025b, "Foundation's tz data is not 2025b"))
  func formattingNames() throws {
    let full = LocalizedFormat(date: .none, time: .full, locale: Locale(identifier: "en_US"))
    // July 2027: -07:00 in both releases, but 2025b's "daylight time"
    // lies between changes 2026f no longer has.
    // The zones are the bundled 2026f data's, whatever the default.
    let vancouver = try Zone(identifier: "America/Vancouver", source: .bundled)
    let july = try zoned("2027-07-01T19:00:00Z", in: vancouver).formatted(as: full)
    #expect(!july.contains("Daylight"), "\(july)")
    #expect(july.contains("GMT-07:00") || july.contains("GMT-7"), "\(july)")
    // Where the releases agree, Foundation's names stay.
    let newYork = try Zone(identifier: "America/New_York", source: .bundled)
    #expect(try zoned("2027-07-01T16:00:00Z", in: newYork).formatted(as: full).contains("Eastern Daylight Time"))
    #expect(try zoned("2025-07-01T19:00:00Z", in: vancouver).formatted(as: full).contains("Pacific Daylight Time"))
  }

  @Test("America/Vancouver: -07:00 under 2026f from 2026-11-01, -08:00 under Foundation's 2025b")
  func vancouver() throws {
    let winter = instant("2026-11-23T12:00:00Z")
    // 2026f is the bundled release (the default here; TZDataSourceTests
    // checks which source is the default).
    #expect(try Zone(identifier: "America/Vancouver", source: .bundled).offset(at: winter).seconds == -25_200)
    #expect(try Zone(identifier: "America/Vancouver", source: .bundled).tzData.version == "2026f")
    if TimeZone.timeZoneDataVersion == "2025b" {
      #expect(try Zone(identifier: "America/Vancouver", source: .foundation).offset(at: winter).seconds == -28_800)
    }
  }
}
