import DateMath
import Foundation
import Testing

/// The README's "Use it in your package" lines, as a newcomer pastes them
/// (issue 22: the README never said how to depend on DateMath). The block
/// goes into a client package beside a checkout named `DateMath`, and
/// SwiftPM loads the package graph: a wrong package or product name, or a
/// manifest that does not compile, fails here. The version the README and
/// CHANGELOG name is the library's.
@Suite("README install lines")
struct InstallSnippetTests {
  static let root = packageRoot()

  /// The first ```swift block after the "## Use it in your package" heading.
  static func installBlock() throws -> String {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Use it in your package").dropFirst().first)
    let fenced = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
    return try #require(fenced.components(separatedBy: "\n```").first)
  }

  @Test("the README names the version of this library and of the CHANGELOG")
  func version() throws {
    let block = try Self.installBlock()
    #expect(block.contains(#"from: "\#(dateMathVersion)""#), "\(block)")
    let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let firstRelease = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
    #expect(firstRelease?.hasPrefix("## \(dateMathVersion)") == true, "\(firstRelease ?? "")")
  }

  @Test("a client package with the README's lines loads, and finds the DateMath product",
        .enabled(if: ProcessInfo.processInfo.environment["DATEMATH_SKIP_SWIFTPM_TESTS"] == nil))
  func clientManifest() throws {
    let block = try Self.installBlock()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("datemath-install-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let client = folder.appendingPathComponent("MyApp")
    try FileManager.default.createDirectory(
      at: client.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
    // A checkout named DateMath beside the client, as the README says.
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("DateMath"), withDestinationURL: Self.root)
    // The block is the client's whole manifest, as a newcomer pastes it.
    let manifest = block + "\n"
    #expect(manifest.hasPrefix("// swift-tools-version:"), "\(block)")
    try manifest.write(to: client.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "import DateMath\nprint(ZonedDateTime.now(in: .current))\n"
      .write(to: client.appendingPathComponent("Sources/MyApp/main.swift"), atomically: true, encoding: .utf8)
    // The package graph: the manifest compiles, and the product is found.
    let run = try Self.swift(["package", "--package-path", client.path, "show-dependencies", "--format", "json"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains(#""name" : "DateMath""#) || run.output.contains(#""name": "DateMath""#), "\(run.output)")
    // A misspelt product is refused at the same step: the check can fail.
    let wrong = manifest.replacingOccurrences(of: #".product(name: "DateMath""#, with: #".product(name: "DataMath""#)
    try wrong.write(to: client.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let refused = try Self.swift(["package", "--package-path", client.path, "show-dependencies"])
    #expect(refused.status != 0, "\(refused.output)")
    #expect(refused.output.contains("product 'DataMath' required by package 'myapp'"), "\(refused.output)")
  }

  static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
