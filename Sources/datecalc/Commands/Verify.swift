import ArgumentParser
import DateMath
import Foundation
import TZCases

extension DateCalc {
  /// `datecalc verify [PATH...]`: runs tzcases files against this platform.
  struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run tzcases files and report every case that fails.",
      discussion: """
        Checks DateMath and this machine's tz data against the expected \
        answers of an independent oracle. With no PATH, runs the package's \
        corpus (./Fixtures/tzcases, or the one beside the sources datecalc was \
        built from). Directories are searched for *.tzcases files.

        Each file runs against a tz data source of the release its "# tzdata" \
        header names (bundled, foundation or system; see datecalc tzdata); \
        when none has it, against the default source, with one warning naming \
        both releases. With --tzdata, every file runs against that source, \
        with a warning for each other release.

        Prints a line per file, each failing case with its FILE:LINE, and a \
        last line "N passed, N failed". Exit status: 0 when every case passed, \
        1 when any failed or a line could not be read, 64 for a usage error.

        Examples:
          datecalc verify
          datecalc verify Fixtures/tzcases/curated
          datecalc verify my-cases.tzcases --json
        """)

    @Argument(help: ArgumentHelp("tzcases files or directories.", valueName: "path"))
    var paths: [String] = []

    @Flag(help: "Print a JSON report instead of text.")
    var json = false

    @OptionGroup var tzdata: TZDataHelpOption

    func run() throws {
      let files: [String]
      do {
        files = try TZCaseRunner.files(at: paths.isEmpty ? [try Self.defaultCorpus()] : paths)
      } catch let error as TZCaseRunnerError {
        throw ValidationError(error.message)
      }
      let fallback = TZDataSource.default
      // A source given to this run is the one to check; otherwise each
      // file gets a source of its own release.
      let available = TZDataOption.givenOnCommandLine ? [fallback] : TZDataSource.available
      let reports = files.map { TZCaseRunner.run(file: $0, available: available, fallback: fallback) }
      let warnings = Set(reports.compactMap(\.versionWarning)).sorted()
      let passed = reports.map(\.passed).reduce(0, +)
      let failed = reports.map(\.failed).reduce(0, +)
      for warning in warnings {
        FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
      }
      if json {
        print(try VerifyReport(reports, platform: fallback.version).jsonText())
      } else {
        for report in reports {
          let status = report.failed == 0 ? "ok  " : "FAIL"
          let data = report.source.kind.rawValue + " " + report.source.version
          print("\(status) \(report.path) (tz data \(data)): \(report.passed) passed, \(report.failed) failed")
          for problem in report.problems { print("  \(problem)") }
          for failure in report.failures {
            print(failure.failureDescription.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
          }
        }
        print("\(passed) passed, \(failed) failed")
      }
      if failed > 0 { throw ExitCode.failure }
    }

    /// `./Fixtures/tzcases`, else the corpus beside the sources this binary
    /// was built from.
    static func defaultCorpus() throws -> String {
      let local = "Fixtures/tzcases"
      if FileManager.default.fileExists(atPath: local) { return local }
      let packaged = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(local).path
      if FileManager.default.fileExists(atPath: packaged) { return packaged }
      throw ValidationError(
        "no tzcases corpus at ./\(local) or \(packaged): give the files or directories to run")
    }
  }
}

/// The `--json` report of `datecalc verify` (schema in docs/datecalc.md).
struct VerifyReport: Encodable {
  struct Failure: Encodable {
    let location: String
    let line: Int
    let `case`: String
    let expected: String
    let actual: String
  }
  struct File: Encodable {
    let path: String
    let tzdata: String?
    /// The source the cases ran against: "bundled 2026f".
    let source: String
    let warning: String?
    let passed: Int
    let failed: Int
    let failures: [Failure]
  }
  let platformTZData: String
  let passed: Int
  let failed: Int
  let files: [File]

  init(_ reports: [TZCaseFileReport], platform: String) {
    platformTZData = platform
    passed = reports.map(\.passed).reduce(0, +)
    failed = reports.map(\.failed).reduce(0, +)
    files = reports.map { report in
      File(
        path: report.path, tzdata: report.tzdataVersion,
        source: "\(report.source.kind.rawValue) \(report.source.version)",
        warning: report.versionWarning, passed: report.passed,
        failed: report.failed,
        failures: report.problems.map {
          Failure(location: $0.location.description, line: $0.location.line, case: "", expected: "", actual: "unreadable line: \($0.message)")
        }
          + report.failures.map {
            Failure(
              location: $0.testCase.location.description, line: $0.testCase.location.line,
              case: $0.testCase.description, expected: $0.testCase.expected.joined(separator: " "),
              actual: $0.actual)
          })
    }
  }

  func jsonText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
