import DateMath
import Foundation

/// The results of running one tzcases file.
public struct TZCaseFileReport: Sendable {
  /// The file's path as it was given.
  public let path: String
  /// The file's `# tzdata` version, if it has one.
  public let tzdataVersion: String?
  /// The tz data the cases ran against.
  public let source: TZDataSource
  /// Set when no available source has the file's release: the cases ran
  /// against ``source`` instead, and this says so, naming both releases.
  public let versionWarning: String?
  /// The number of cases that passed.
  public let passed: Int
  /// The cases that failed.
  public let failures: [TZCaseResult]
  /// Lines that could not be read (each counts as a failure).
  public let problems: [TZCaseProblem]

  /// Failed cases plus unreadable lines.
  public var failed: Int { failures.count + problems.count }
}

/// Finds, parses and runs tzcases files.
public enum TZCaseRunner {
  /// The `.tzcases` files at `paths`: files as given, directories
  /// (symbolic links to directories included) searched recursively,
  /// sorted by path within each directory.
  ///
  /// - Throws: ``TZCaseRunnerError`` for a path that does not exist or a
  ///   directory with no `.tzcases` file.
  public static func files(at paths: [String]) throws -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw TZCaseRunnerError("no such file or directory: \(path)")
      }
      guard isDirectory.boolValue else {
        result.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      // The walk starts at the directory a symbolic link points to
      // (FileManager's enumerator does not follow one it starts at), and
      // the files keep the path as given.
      let walked = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
      let found = (manager.enumerator(atPath: walked)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".tzcases") }
        .sorted()
        .map { "\(base)/\($0)" }
      guard !found.isEmpty else {
        throw TZCaseRunnerError("no .tzcases files in \(path)")
      }
      result += found
    }
    return result
  }

  /// The source to run a file computed with tz data `version` against:
  /// `fallback` when it has that release, else the first of `available`
  /// that has it, bundled and Foundation's before the system's (a
  /// system directory may carry pre-1970 "backzone" data that IANA's
  /// default build, and so the oracle, leaves out); else `fallback` with a
  /// warning naming both releases.
  public static func source(
    forVersion version: String?, available: [TZDataSource] = TZDataSource.available,
    fallback: TZDataSource = .default
  ) -> (source: TZDataSource, warning: String?) {
    guard let version else { return (fallback, nil) }
    if fallback.version == version { return (fallback, nil) }
    let preferred = available.filter { $0.kind != .system } + available.filter { $0.kind == .system }
    if let match = preferred.first(where: { $0.version == version }) { return (match, nil) }
    let why = available.count == 1 && available.first == fallback ? "only \(fallback) was given" : "no source here has it"
    return (
      fallback,
      "the cases were computed with tz data \(version); \(why), "
        + "so they run against \(fallback) and may fail where the releases differ"
    )
  }

  /// Parses and runs one file, against the first of `available` whose
  /// release its `# tzdata` header names (``source(forVersion:available:fallback:)``),
  /// else against `fallback`. A file that cannot be read, or is not UTF-8
  /// text, is reported as a problem of that file (`FILE:1`), so a run over
  /// many files goes on.
  public static func run(
    file path: String, available: [TZDataSource] = TZDataSource.available,
    fallback: TZDataSource = .default
  ) -> TZCaseFileReport {
    func unreadable(_ why: String) -> TZCaseFileReport {
      TZCaseFileReport(
        path: path, tzdataVersion: nil, source: fallback, versionWarning: nil, passed: 0,
        failures: [], problems: [TZCaseProblem(TZCaseLocation(file: path, line: 1), why)])
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return unreadable("cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return unreadable("not UTF-8 text")
    }
    let parsed = TZCaseFile(path: path, text: text)
    let (source, warning) = source(
      forVersion: parsed.tzdataVersion, available: available, fallback: fallback)
    var passed = 0
    var failures: [TZCaseResult] = []
    for testCase in parsed.cases {
      let result = TZCaseEvaluator.evaluate(testCase, source: source)
      if result.passed { passed += 1 } else { failures.append(result) }
    }
    return TZCaseFileReport(
      path: path, tzdataVersion: parsed.tzdataVersion, source: source, versionWarning: warning,
      passed: passed, failures: failures, problems: parsed.problems)
  }
}

/// A file or directory that could not be run.
public struct TZCaseRunnerError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public let message: String
  init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
