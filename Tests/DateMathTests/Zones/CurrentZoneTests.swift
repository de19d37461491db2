import DateMath
import Foundation
import Testing

/// `Zone.current`: the system's zone from `TZ` as glibc reads it, else
/// from `/etc/localtime`, named as the configuration names it.
@Suite("the system's zone (TZ, /etc/localtime)")
struct CurrentZoneTests {
  struct TZCase: Sendable, CustomTestStringConvertible {
    let tz: String
    let identifier: String
    /// The offset on 2024-07-03 and on 2024-01-03.
    let summer: Int
    let winter: Int
    var testDescription: String { "TZ=\(tz)" }
  }

  static let cases = [
    TZCase(tz: "America/New_York", identifier: "America/New_York", summer: -14_400, winter: -18_000),
    TZCase(tz: ":America/New_York", identifier: "America/New_York", summer: -14_400, winter: -18_000),
    TZCase(tz: "/usr/share/zoneinfo/Asia/Tokyo", identifier: "Asia/Tokyo", summer: 32_400, winter: 32_400),
    TZCase(tz: ":/usr/share/zoneinfo/Asia/Tokyo", identifier: "Asia/Tokyo", summer: 32_400, winter: 32_400),
    TZCase(tz: "UTC", identifier: "UTC", summer: 0, winter: 0),
    TZCase(tz: "", identifier: "UTC", summer: 0, winter: 0),
    TZCase(tz: ":", identifier: "UTC", summer: 0, winter: 0),
    TZCase(tz: "EST5EDT", identifier: "EST5EDT", summer: -14_400, winter: -18_000),
    TZCase(tz: "EST5EDT,M3.2.0,M11.1.0", identifier: "EST5EDT,M3.2.0,M11.1.0", summer: -14_400, winter: -18_000),
    TZCase(tz: ":EST5EDT,M3.2.0,M11.1.0", identifier: "EST5EDT,M3.2.0,M11.1.0", summer: -14_400, winter: -18_000),
    TZCase(tz: "<+0330>-3:30", identifier: "<+0330>-3:30", summer: 12_600, winter: 12_600),
    TZCase(tz: "JST-9", identifier: "JST-9", summer: 32_400, winter: 32_400),
    // POSIX signs: GMT+5 is five hours behind, as in glibc.
    TZCase(tz: "GMT+5", identifier: "GMT+5", summer: -18_000, winter: -18_000),
  ]

  @Test("TZ is read as glibc reads it", arguments: cases)
  func tz(_ c: TZCase) throws {
    // Files under /usr/share/zoneinfo are needed only for the path forms.
    if c.tz.contains("/usr/") {
      try #require(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Asia/Tokyo"))
    }
    let (zone, problem) = Zone.current(environment: ["TZ": c.tz])
    #expect(problem == nil)
    #expect(zone.identifier == c.identifier)
    #expect(try zone.offset(at: instant("2024-07-03T12:00:00Z")).seconds == c.summer)
    #expect(try zone.offset(at: instant("2024-01-03T12:00:00Z")).seconds == c.winter)
  }

  @Test("a POSIX rule zone has the rule's abbreviations")
  func ruleAbbreviations() throws {
    let (zone, _) = Zone.current(environment: ["TZ": "EST5EDT,M3.2.0,M11.1.0"])
    #expect(try zone.abbreviation(at: instant("2024-07-03T12:00:00Z")) == "EDT")
    #expect(try zone.abbreviation(at: instant("2024-01-03T12:00:00Z")) == "EST")
    #expect(zone == Zone.current(environment: ["TZ": "EST5EDT,M3.2.0,M11.1.0"]).zone)
  }

  @Test("a TZ that is neither a zone, a file nor a rule is UTC, and says so", arguments: ["Nope", ":Nope", "/no/such/file", "EST5EDT,M13.1.0,M11.1.0", "A\u{0}B"])
  func notUnderstood(_ tz: String) {
    let (zone, problem) = Zone.current(environment: ["TZ": tz])
    #expect(zone == .utc)
    #expect(problem == "TZ=\(DateMathError.quoted(tz)) not understood, using UTC")
  }

  @Test("TZ names a file: under zoneinfo/ by its name, a TZif file elsewhere by its path, TZDIR's for a name the data lacks")
  func files() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("datemath-current-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let tzif = TZifReaderTests.oneChange(version: 2).data
    for path in ["zoneinfo/Asia/Tokyo", "zoneinfo/right/Test", "elsewhere/myzone"] {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try tzif.write(to: file)
    }
    // Under a zoneinfo directory the name is read from the tz data.
    let tokyo = Zone.current(environment: ["TZ": root.path + "/zoneinfo/Asia/Tokyo"]).zone
    #expect(tokyo.identifier == "Asia/Tokyo")
    #expect(try tokyo.offset(at: instant("2024-07-03T12:00:00Z")).seconds == 32_400)
    // A name the tz data lacks is the file's own data.
    let right = Zone.current(environment: ["TZ": root.path + "/zoneinfo/right/Test"]).zone
    #expect(right.identifier == root.path + "/zoneinfo/right/Test")
    #expect(try right.offset(at: instant("2001-01-01T00:00:00Z")).seconds == 3600)
    let mine = Zone.current(environment: ["TZ": root.path + "/elsewhere/myzone"]).zone
    #expect(mine.identifier == root.path + "/elsewhere/myzone")
    let relative = Zone.current(environment: ["TZ": "right/Test", "TZDIR": root.path + "/zoneinfo"])
    #expect(relative.problem == nil)
    #expect(relative.zone.identifier == "right/Test")
  }

  @Test("without TZ: the name /etc/localtime links to, UTC when there is none")
  func localtime() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("datemath-localtime-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("zoneinfo/Etc/UTC")
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try TZifReaderTests.oneChange(version: 2).data.write(to: target)
    let link = root.appendingPathComponent("localtime")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    #expect(Zone.current(environment: [:], localtime: link.path).zone.identifier == "Etc/UTC")
    #expect(Zone.current(environment: [:], localtime: root.appendingPathComponent("none").path).zone == .utc)
    // Never Foundation's GMT for UTC.
    #expect(Zone.current(environment: ["TZ": "UTC"]).zone.identifier == "UTC")
  }
}
