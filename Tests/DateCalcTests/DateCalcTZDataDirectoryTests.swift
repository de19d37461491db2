import Foundation
import Testing

/// `--tzdata`, `DATEMATH_TZDATA`, `TZDIR` and `verify` with directories
/// that are incomplete, unversioned, symbolic links or implausible.
@Suite("datecalc: tz data directories")
struct DateCalcTZDataDirectoryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A new empty folder, removed by `cleanUp`.
  static func folder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("datecalc-\(name)-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A zoneinfo directory with TZif files of the repository's fuzz seeds
  /// under `files` names (`"UTC"` → Fuzz/Seeds/tzif/UTC.tzif) and a
  /// `tzdata.zi` of `zi` when given.
  static func zoneinfo(_ files: [String], zi: String?) throws -> URL {
    let folder = try folder("zoneinfo")
    for name in files {
      let target = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      let seed = root.appendingPathComponent("Fuzz/Seeds/tzif/\(name.replacingOccurrences(of: "/", with: "_")).tzif")
      try FileManager.default.copyItem(at: seed, to: target)
    }
    if let zi { try Data(zi.utf8).write(to: folder.appendingPathComponent("tzdata.zi")) }
    return folder
  }

  @Test("verify follows a symbolic link to a directory of tzcases files")
  func verifySymlink() throws {
    let folder = try Self.folder("verify-link")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = folder.appendingPathComponent("cases")
    try FileManager.default.createDirectory(at: cases, withIntermediateDirectories: true)
    try "# tzcases 1\noffset America/New_York 2017-03-12T07:00:00Z => -04:00\n"
      .write(to: cases.appendingPathComponent("one.tzcases"), atomically: true, encoding: .utf8)
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: cases)
    let run = try datecalc(arguments: ["verify", link.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(link.path + "/one.tzcases (tz data"))
    #expect(run.stdout.hasSuffix("1 passed, 0 failed\n"))
  }

  @Test("a zone tzdata.zi lists but whose file is missing is named as missing; diff reports it and goes on")
  func missingFile() throws {
    let folder = try Self.zoneinfo(
      ["UTC", "America/New_York"],
      zi: "# version 2026f\nZ UTC 0 - UTC\nZ America/New_York -5 - E%sT\nZ Europe/London 0 - GMT\nL Europe/London GB\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let zone = try datecalc(arguments: ["--tzdata", folder.path, "zone", "GB"])
    #expect(zone.status != 0)
    #expect(zone.stderr.contains(folder.path + "/Europe/London"))
    #expect(zone.stderr.contains("missing"))
    #expect(!zone.stderr.contains("did you mean"))
    let diff = try datecalc(
      arguments: ["tzdata", "diff", folder.path, "bundled", "--from", "2024-01-01", "--to", "2025-01-01"])
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(diff.stdout.contains("unreadable: Europe/London: \(folder.path)/Europe/London"))
    #expect(diff.stdout.contains("unreadable: GB: \(folder.path)/Europe/London"))
  }

  @Test("--tzdata NAME of a directory here suggests ./NAME")
  func relativeDirectory() throws {
    let folder = try Self.folder("relative")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("tzd2"), withIntermediateDirectories: true)
    let run = try datecalc(arguments: ["--tzdata", "tzd2", "zone", "UTC"], directory: folder)
    #expect(run.status == 64)
    #expect(run.stderr.contains("./tzd2"), "\(run.stderr)")
  }

  @Test("a directory that names no release is not called older than the bundled one")
  func unversioned() throws {
    let folder = try Self.zoneinfo(["UTC"], zi: nil)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try datecalc(arguments: ["--tzdata", folder.path, "zone", "UTC"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("(tz data unknown, directory)"))
    #expect(!run.stdout.contains("older than"), "\(run.stdout)")
    #expect(!run.stderr.contains("older than"))
  }

  @Test("TZDIR with an implausible release, or without common zones, does not become the default")
  func implausibleSystem() throws {
    let year = Calendar(identifier: .gregorian).component(.year, from: Date())
    let common = "Z UTC 0 - UTC\nZ Europe/London 0 - GMT\nZ America/New_York -5 - E%sT\nZ Asia/Tokyo 9 - JST\n"
    for zi in ["# version 9999z\n" + common, "# version \(year + 1)a\nZ Test/One 0 - UTC\n"] {
      let folder = try Self.zoneinfo([], zi: zi)
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try datecalc(arguments: ["tzdata", "--json"], environment: ["TZDIR": folder.path])
      let json = try #require(run.json, "\(run.stdout)")
      #expect((json["inUse"] as? String)?.hasPrefix("bundled ") == true, "\(zi): \(run.stdout)")
    }
  }
}
