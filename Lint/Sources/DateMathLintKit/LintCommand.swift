import Foundation

/// The `datemath-lint` command line, as a function of its arguments so
/// that tests run it in-process. `main.swift` only calls ``run(_:)`` and
/// exits with its status.
public enum LintCommand {
  /// Exit status 0: nothing at or above `--fail-on` was found.
  public static let success: Int32 = 0
  /// Exit status 1: findings at or above `--fail-on`.
  public static let findings: Int32 = 1
  /// Exit status 2: `--fix` left a file unwritten because writing it was
  /// not safe (it changed after it was read, it is read-only, or a write
  /// failed); the reason is on standard error.
  public static let fixNotWritten: Int32 = 2
  /// Exit status 64 (EX_USAGE): a bad option, path or configuration.
  public static let usageError: Int32 = 64

  /// The text of `--help`.
  public static let usage = """
    USAGE: datemath-lint [OPTIONS] PATH...

    Finds date-math mistakes in Swift sources (files, or directories walked
    for *.swift) and names the DateMath or Foundation call that fixes each.

    OPTIONS:
      --format text|json|sarif|xcode
                                 Output format (default text:
                                 file:line:column: severity: [rule-id] message;
                                 xcode: the same for a build log, with absolute
                                 paths and errors shown as warnings)
      --fail-on note|warning|error|never
                                 Exit 1 when a finding is at or above this
                                 severity (default note: any finding)
      --config PATH              Configuration file, or a folder to look for
                                 one in (default: .datemath-lint.yml, .yaml
                                 or .json in the current directory)
      --no-config                Ignore any configuration file
      --max-file-size BYTES      Skip larger files (default 4194304)
      --test-code note|same|off  Findings in test code (Tests/ and *Tests/
                                 folders, *Tests.swift, *Test.swift,
                                 *.test.swift): notes marked (test code)
                                 (default), the rules' own severities, or
                                 not linted
      --fix                      Apply the mechanical fixes (YYYY→yyyy, DD→dd,
                                 ss.sss→ss.SSS, mm/MM swapped, en_US_POSIX on a
                                 fixed format, a loop's step counted from its
                                 anchor), then report what is left for a person
      --dry-run                  With --fix: print the fixes as a unified diff
                                 and write nothing
      --explain RULE-ID          Print a rule's rationale, example and fix
      --list-rules               Print every rule's identifier, severity and summary
      --version                  Print the version
      -h, --help                 Print this help

    Suppress one finding with `// datemath-lint:disable:next rule-id` on the
    line before (or `disable:this` on the line), a whole file with
    `// datemath-lint:disable-file rule-id`. Exit status: 0 nothing to report,
    1 findings at or above --fail-on, 2 --fix left a file unwritten (changed
    while it ran, or read-only), 64 usage error. See docs/lint.md.

    """

  /// What a run printed and its exit status.
  public struct Outcome: Sendable {
    /// Standard output.
    public var output = ""
    /// Standard error.
    public var errors = ""
    /// The exit status.
    public var status: Int32 = 0
  }

  /// Runs the command with `arguments` (without the program name).
  public static func run(_ arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath)
    -> Outcome
  {
    var outcome = Outcome()
    func usageError(_ message: String) -> Outcome {
      outcome.errors += "datemath-lint: error: \(message)\nRun 'datemath-lint --help' for usage.\n"
      outcome.status = Self.usageError
      return outcome
    }
    var format = "text"
    var failOn: Severity? = .note
    var configPath: String?
    var useConfig = true
    var maxFileSize: Int?
    var fix = false
    var dryRun = false
    var testCode: Configuration.TestCode?
    var paths: [String] = []
    var index = 0
    func value(_ option: String) -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    var onlyPaths = false
    while index < arguments.count {
      var argument = arguments[index]
      var inline: String?
      if !onlyPaths, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        inline = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      func take() -> String? { inline ?? value(argument) }
      switch onlyPaths ? "" : argument {
      case "-h", "--help":
        outcome.output = usage
        return outcome
      case "--version":
        outcome.output = LintVersion.current + "\n"
        return outcome
      case "--list-rules":
        for descriptor in RuleRegistry.descriptors {
          outcome.output += "\(descriptor.id)  \(descriptor.severity.rawValue)  \(descriptor.summary)\n"
        }
        return outcome
      case "--explain":
        guard let id = take() else { return usageError("--explain needs a rule identifier") }
        guard let descriptor = id == Finding.skippedFileRule ? RuleRegistry.skippedFile : RuleRegistry.descriptor(id)
        else {
          let known = RuleRegistry.descriptors.map(\.id).joined(separator: ", ")
          return usageError("unknown rule '\(id)' (known: \(known))")
        }
        outcome.output = descriptor.explanation + "\n"
        return outcome
      case "--format":
        guard let given = take(), ["text", "json", "sarif", "xcode"].contains(given) else {
          return usageError("--format takes text, json, sarif or xcode")
        }
        format = given
      case "--fail-on":
        guard let given = take() else { return usageError("--fail-on takes note, warning, error or never") }
        if given == "never" {
          failOn = nil
        } else if let severity = Severity(rawValue: given) {
          failOn = severity
        } else {
          return usageError("--fail-on takes note, warning, error or never, not '\(given)'")
        }
      case "--config":
        guard let given = take() else { return usageError("--config needs a path") }
        configPath = given
      case "--no-config":
        useConfig = false
      case "--max-file-size":
        guard let given = take(), let size = Int(given), size > 0 else {
          return usageError("--max-file-size takes a positive number of bytes")
        }
        maxFileSize = size
      case "--fix":
        fix = true
      case "--dry-run":
        dryRun = true
      case "--test-code":
        guard let given = take() else { return usageError("--test-code takes note, same or off") }
        guard let policy = Configuration.TestCode(rawValue: given) else {
          return usageError("--test-code takes note, same or off, not '\(given)'")
        }
        testCode = policy
      case "--":
        onlyPaths = true
      default:
        if !onlyPaths, argument.hasPrefix("-"), argument != "-" {
          return usageError("unknown option '\(argument)'")
        }
        paths.append(argument)
      }
      index += 1
    }
    guard !paths.isEmpty else { return usageError("give at least one file or directory to lint") }
    if dryRun, !fix { return usageError("--dry-run goes with --fix (it shows the fixes without writing them)") }
    if dryRun, format != "text" { return usageError("--fix --dry-run prints a diff; --format \(format) does not apply") }

    var configuration = Configuration(baseDirectory: currentDirectory)
    if useConfig {
      // --config may name a folder: its configuration file, if it has one
      // (the build-tool plugin names the package's folder).
      var folder = currentDirectory
      var isDirectory: ObjCBool = false
      if let given = configPath {
        let path = given.hasPrefix("/") ? given : (currentDirectory as NSString).appendingPathComponent(given)
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
          folder = path
          configuration = Configuration(baseDirectory: path)
        }
      }
      let candidate =
        (isDirectory.boolValue ? nil : configPath)
        ?? Configuration.defaultNames.map { (folder as NSString).appendingPathComponent($0) }
        .first { FileManager.default.fileExists(atPath: $0) }
      if let candidate {
        let path = candidate.hasPrefix("/") ? candidate : (currentDirectory as NSString).appendingPathComponent(candidate)
        do {
          configuration = try Configuration.load(path: path)
        } catch {
          return usageError(error.description)
        }
      }
    }
    if let maxFileSize { configuration.maxFileSize = maxFileSize }
    if let testCode { configuration.testCode = testCode }

    let collector = FileCollector(configuration: configuration, baseDirectory: currentDirectory)
    let (files, missing) = collector.collect(paths)
    guard missing.isEmpty else { return usageError("no such file or directory: \(missing.joined(separator: ", "))") }
    let linter = Linter(configuration: configuration)
    var report = linter.lint(files: files)
    // Paths below the current directory are shown relative to it (absolute
    // in a build log, which Xcode and SwiftPM read from another directory).
    let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    func display(_ path: String) -> String {
      format != "xcode" && path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
    var fixed: FixRun.Outcome?
    if fix {
      let run = FixRun(linter: linter, dryRun: dryRun).run(report, displayPath: display)
      report = run.report
      fixed = run
    }
    for i in report.findings.indices { report.findings[i].path = display(report.findings[i].path) }

    if let fixed {
      outcome.errors += fixed.notes
      let verb = dryRun ? "would fix" : "fixed"
      outcome.errors +=
        "datemath-lint: \(verb) \(fixed.fixedCount) finding\(fixed.fixedCount == 1 ? "" : "s") in "
        + "\(fixed.fileCount) file\(fixed.fileCount == 1 ? "" : "s"); the findings below are left for a person\n"
    }
    if let fixed, dryRun {
      outcome.output = fixed.diff
      // A dry run's report goes to standard error, after the diff's notes.
      outcome.errors += TextReporter.render(report.findings)
    } else {
      switch format {
      case "json": outcome.output = JSONReporter.render(report)
      case "sarif": outcome.output = SARIFReporter.render(report, baseDirectory: currentDirectory)
      case "xcode": outcome.output = TextReporter.render(report.findings, buildLog: true)
      default: outcome.output = TextReporter.render(report.findings)
      }
    }
    let counts = Dictionary(grouping: report.findings, by: \.severity).mapValues(\.count)
    let summary = Severity.allCases.reversed().compactMap { severity in
      counts[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
    }
    outcome.errors +=
      "datemath-lint: \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s")"
      + (summary.isEmpty ? "" : " (\(summary.joined(separator: ", ")))")
      + " in \(report.fileCount) file\(report.fileCount == 1 ? "" : "s") (\(report.lineCount) lines)\n"
    if let failOn, report.findings.contains(where: { $0.severity >= failOn }) {
      outcome.status = findings
    }
    // A dry run that would change a file fails, as `--check` tools do.
    if let fixed, dryRun, !fixed.diff.isEmpty { outcome.status = findings }
    // A fix that could not be written safely is never a success.
    if let fixed, fixed.refusedCount > 0 { outcome.status = fixNotWritten }
    return outcome
  }
}
