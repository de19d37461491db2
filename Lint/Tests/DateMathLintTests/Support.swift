import DateMathLintKit
import Foundation

/// Paths and helpers shared by the tests.
enum Support {
  /// Lint/Tests/DateMathLintTests.
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The rule fixtures: Fixtures/<rule-id>/Fires.swift and Quiet.swift.
  static let fixtures = testsDirectory.appendingPathComponent("Fixtures")

  /// Lints `source` with every rule and the default configuration.
  static func lint(_ source: String, path: String = "Test.swift", configuration: Configuration? = nil) -> [Finding] {
    Linter(configuration: configuration ?? Configuration(baseDirectory: "/")).lint(source: source, path: path)
  }

  /// A new empty temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("datemath-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `text` to `name` in `directory`.
  @discardableResult
  static func write(_ text: String, _ name: String, in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// The built `datemath-lint` executable, beside the test bundle.
  static func executable() -> URL? {
    var candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return candidates.map { $0.appendingPathComponent("datemath-lint") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
