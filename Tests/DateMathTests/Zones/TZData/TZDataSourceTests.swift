import DateMath
import Foundation
import Testing

/// Where tz data comes from: the sources, their releases, the default, and
/// identifiers.
@Suite("tz data sources")
struct TZDataSourceTests {
  static let fixtures = packageRoot()
    .appendingPathComponent("Fixtures/tzdata")

  @Test("the bundled data is IANA 2026f, with every name of PyPI tzdata 2026.6")
  func bundled() {
    let bundled = TZDataSource.bundled
    #expect(bundled.kind == .bundled)
    #expect(bundled.version == "2026f")
    // tzdata 2026.6's tzdata.zi: 345 zones and 253 links.
    #expect(bundled.identifiers.count == 598)
    #expect(bundled.canonicalIdentifier(for: "US/Eastern") == "America/New_York")
    #expect(bundled.canonicalIdentifier(for: "America/New_York") == "America/New_York")
    #expect(bundled.canonicalIdentifier(for: "BST") == nil)
  }

  @Test("every bundled identifier loads, links share their target's offsets")
  func everyBundledZoneLoads() throws {
    let probe = instant("2027-01-15T12:00:00Z")
    for identifier in TZDataSource.bundled.identifiers {
      let zone = try Zone(identifier: identifier, source: .bundled)
      let canonical = try #require(TZDataSource.bundled.canonicalIdentifier(for: identifier))
      let target = try Zone(identifier: canonical, source: .bundled)
      #expect(try zone.offset(at: probe) == target.offset(at: probe), "\(identifier)")
      #expect(zone.tzData == .bundled)
    }
  }

  @Test("on this machine the default is the newest release: bundled 2026f over 2025b")
  func defaultIsNewest() {
    // The toolchain here carries 2025b; on a machine with newer data this
    // test says which source won.
    let newest = TZDataSource.available.map(\.version).max { TZDataSource.isVersion($1, newerThan: $0) }
    #expect(TZDataSource.default.version == newest)
    if TimeZone.timeZoneDataVersion == "2025b" {
      #expect(TZDataSource.default == .bundled)
      #expect(TZDataSource.defaultReason.hasPrefix("newest available"))
    }
  }

  @Test(
    "versions compare by year, then letter",
    arguments: [
      ("2026f", "2025b", true), ("2025b", "2026f", false), ("2026f", "2026a", true),
      ("2025z", "2025aa", false), ("2025aa", "2025z", true), ("2026f", "2026f", false),
      ("2026f", "unknown", true), ("unknown", "2025b", false), ("2026F", "2025b", false),
      // Not plausible IANA releases: believed by no source.
      ("9999z", "2026f", false), ("1969a", "unknown", false), ("2026", "2025b", false),
    ])
  func versionOrder(a: String, b: String, newer: Bool) {
    #expect(TZDataSource.isVersion(a, newerThan: b) == newer)
  }

  @Test("the default source by name, as DATEMATH_TZDATA and --tzdata take it")
  func namedSources() throws {
    #expect(try TZDataSource(named: "bundled") == .bundled)
    #expect(try TZDataSource(named: "foundation") == .foundation)
    #expect(try TZDataSource(named: "foundation").version == TimeZone.timeZoneDataVersion)
    #expect(throws: DateMathError.self) { try TZDataSource(named: "newest") }
    #expect(throws: DateMathError.self) { try TZDataSource(named: "/no/such/dir") }
    let file = try TZDataSource(named: Self.fixtures.appendingPathComponent("tzdata-2025b.dmtz").path)
    #expect(file.kind == .bundleFile)
    #expect(file.version == "2025b")
  }

  @Test(
    "names that are not IANA identifiers are refused, with a suggestion",
    arguments: ["BST", "IST", "PST", "CEST", "America/Sao_Paolo", "../../etc/passwd", "EST\u{0}x", ""])
  func refused(name: String) {
    for source in [TZDataSource.bundled, .foundation] {
      #expect {
        try Zone(identifier: name, source: source)
      } throws: { error in
        (error as? DateMathError)?.kind == .unknownZone
      }
    }
  }

  @Test("ICU's BST is refused with IANA suggestions; Foundation would read it as Asia/Dhaka")
  func britishSummerTime() throws {
    #expect(TimeZone(identifier: "BST")?.secondsFromGMT(for: instant("2024-07-01T00:00:00Z")) == 21_600)
    do {
      _ = try Zone(identifier: "BST")
      Issue.record("BST accepted")
    } catch {
      #expect(error.kind == .unknownZone)
      #expect(error.suggestions.first == "Europe/London")
      #expect(error.message.contains("is a time-zone abbreviation, not a zone"))
    }
  }

  @Test(
    "IANA names that look like abbreviations stay valid",
    arguments: ["EST", "MST", "HST", "EST5EDT", "CST6CDT", "UTC", "GMT", "Etc/GMT+5", "Factory"])
  func abbreviationLikeNames(name: String) throws {
    _ = try Zone(identifier: name)
    _ = try Zone(identifier: name, source: .foundation)
  }

  @Test("a zoneinfo directory: version, names, links, bad files named")
  func directory() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("datemath-zoneinfo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Test"), withIntermediateDirectories: true)
    try TZifReaderTests.oneChange(version: 2).data.write(to: root.appendingPathComponent("Test/One"))
    try Data("TZif2 but not really".utf8).write(to: root.appendingPathComponent("Test/Broken"))
    try Data("# version 2027a\nZ Test/One 0 - UTC\nZ Test/Broken 0 - UTC\nL Test/One Test/Link\n".utf8)
      .write(to: root.appendingPathComponent("tzdata.zi"))
    let source = try TZDataSource(contentsOf: root.path)
    #expect(source.kind == .directory)
    #expect(source.version == "2027a")
    #expect(source.identifiers == ["Test/Broken", "Test/Link", "Test/One"])
    #expect(source.canonicalIdentifier(for: "Test/Link") == "Test/One")
    let link = try Zone(identifier: "Test/Link", source: source)
    #expect(try link.offset(at: instant("2001-01-01T00:00:00Z")).seconds == 3600)
    #expect(link.tzData == source)
    do {
      _ = try Zone(identifier: "Test/Broken", source: source)
      Issue.record("a broken file was read")
    } catch {
      #expect(error.kind == .invalidTZData)
      #expect(error.message.contains(root.path + "/Test/Broken"))
    }
    #expect(throws: DateMathError.self) { try Zone(identifier: "tzdata.zi", source: source) }
    // A directory and the system source of one path are different sources.
    #expect(source != (try TZDataSource(contentsOf: root.path + "/.")))
    #expect(source.kind == .directory)
    #expect(throws: DateMathError.self) { try Zone(identifier: "Test/../Test/One", source: source) }
  }

  @Test("a FIFO in a zoneinfo directory is not opened (it would block)")
  func fifo() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("datemath-fifo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Test"), withIntermediateDirectories: true)
    try #require(mkfifo(root.appendingPathComponent("Test/Fifo").path, 0o600) == 0)
    let source = try TZDataSource(contentsOf: root.path)
    #expect(throws: DateMathError.self) { try Zone(identifier: "Test/Fifo", source: source) }
    #expect(source.identifiers.isEmpty)
  }

  @Test(
    "the system's zoneinfo: its release, and every zone it lists loads",
    .enabled(if: (try? TZDataSource.system()) != nil, "this machine has no zoneinfo directory"))
  func system() throws {
    let system = try TZDataSource.system()
    #expect(system.version == "unknown" || TZDataSource.isRelease(system.version))
    var loaded = 0
    for identifier in system.identifiers {
      _ = try Zone(identifier: identifier, source: system)
      loaded += 1
    }
    #expect(loaded > 300)
  }

  @Test("a zone keeps its source when the default changes")
  func zonesKeepTheirSource() throws {
    let vancouver = try Zone(identifier: "America/Vancouver", source: .bundled)
    let old = try Zone(identifier: "America/Vancouver", source: .foundation)
    #expect(vancouver != old)
    #expect(vancouver.tzData.version == "2026f")
    #expect(old.tzData.kind == .foundation)
  }

  @Test(
    "a release is four digits of a plausible year and lower-case letters",
    arguments: [
      ("2026f", true), ("1996l", true), ("2025aa", true), ("9999z", false), ("1969a", false),
      ("2026", false), ("2026F", false), ("02026f", false), ("2026f ", false), ("", false),
    ])
  func plausibleRelease(text: String, plausible: Bool) {
    #expect(TZDataSource.isRelease(text) == plausible)
  }

  @Test("a directory whose tzdata.zi claims 9999z has no known release")
  func implausibleVersion() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("datemath-9999z-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("# version 9999z\nZ UTC 0 - UTC\n".utf8).write(to: root.appendingPathComponent("tzdata.zi"))
    #expect(try TZDataSource(contentsOf: root.path).version == "unknown")
  }

  @Test("a zone tzdata.zi lists whose file is missing or no file is invalid tz data naming the file")
  func missingFile() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("datemath-missing-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Test/Folder"), withIntermediateDirectories: true)
    try TZifReaderTests.oneChange(version: 2).data.write(to: root.appendingPathComponent("Test/One"))
    try Data("Z Test/One 0 - UTC\nZ Test/Gone 0 - UTC\nL Test/Gone Test/Link\nZ Test/Folder 0 - UTC\n".utf8)
      .write(to: root.appendingPathComponent("tzdata.zi"))
    let source = try TZDataSource(contentsOf: root.path)
    for (name, file, reason) in [
      ("Test/Gone", "Test/Gone", "is missing"), ("Test/Link", "Test/Gone", "is missing"),
      ("Test/Folder", "Test/Folder", "is not a regular file"),
    ] {
      do {
        _ = try Zone(identifier: name, source: source)
        Issue.record("\(name) loaded")
      } catch {
        #expect(error.kind == .invalidTZData, "\(name): \(error.message)")
        #expect(error.message.contains("\(root.path)/\(file) \(reason)"), "\(error.message)")
        #expect(error.zoneIdentifier == name)
        #expect(error.suggestions.isEmpty)
      }
    }
    _ = try Zone(identifier: "Test/One", source: source)
  }

  @Test("a directory without tzdata.zi is scanned 3 levels deep and 10,000 entries at most")
  func boundedScan() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("datemath-scan-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let tzif = TZifReaderTests.oneChange(version: 2).data
    for zone in ["UTC", "Test/One", "Test/Deep/Three", "Test/Deep/er/Four", "Test/Deep/er/and/Five"] {
      let file = root.appendingPathComponent(zone)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try tzif.write(to: file)
    }
    let junk = root.appendingPathComponent("Junk")
    try FileManager.default.createDirectory(at: junk, withIntermediateDirectories: true)
    for index in 0..<200 { try Data().write(to: junk.appendingPathComponent("file\(index)")) }
    // IANA names are at most 3 components deep; nothing deeper is listed.
    #expect(try TZDataSource(contentsOf: root.path).identifiers == ["Test/Deep/Three", "Test/One", "UTC"])
    #expect(_ZoneinfoScan.depthLimit == 3)
    #expect(_ZoneinfoScan.entryLimit == 10_000)
    let whole = _ZoneinfoScan(root.path)
    #expect(!whole.isTruncated)
    #expect(whole.visited < 220)
    // A walk of any directory stops after the limit of entries.
    let bounded = _ZoneinfoScan(root.path, entryLimit: 50)
    #expect(bounded.visited == 50)
    #expect(bounded.isTruncated)
    #expect(bounded.names.count <= 3)
  }
}
