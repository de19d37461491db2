import Foundation
import Testing

/// The exact `--help` of every datecalc command against a golden file,
/// `Fixtures/help/<command>.txt` beside this file (`tzdata diff` is
/// `tzdata-diff.txt`, the root command `datecalc.txt`), at 80 columns.
///
/// After changing a command's help on purpose, rewrite the files and review
/// the change with git:
///
///     DATECALC_UPDATE_HELP=1 swift test --skip-build --filter DateCalcHelpTests
///     git diff Tests/DateCalcTests/Fixtures/help
@Suite("datecalc --help")
struct DateCalcHelpTests {
  /// Every command of `DateCalc.configuration.subcommands`, nested ones
  /// included, and the root command (no words).
  static let commands: [[String]] = [
    [], ["add"], ["step"], ["recur"], ["ics"], ["start-of-day"], ["resolve"], ["convert"], ["diff"], ["zone"],
    ["transitions"], ["week"], ["format"], ["verify"], ["calc"], ["tzdata"], ["tzdata", "list"],
    ["tzdata", "diff"],
  ]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/help")

  /// Issue 22: examples that wrapped mid-command at 80 columns could not be
  /// pasted. Every line of an Examples section is a command, a `\`
  /// continuation of one (indented further), or a shell assignment, and
  /// fits in 80 columns.
  @Test("every help example can be pasted: no line wraps at 80 columns", arguments: commands)
  func examplesFit(command: [String]) throws {
    let run = try datecalc(arguments: command + ["--help"], environment: ["COLUMNS": "80"])
    var inExamples = false
    for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Examples:") {
        inExamples = true
        continue
      }
      guard inExamples else { continue }
      if line.isEmpty || line.hasPrefix("USAGE:") { break }
      #expect(line.hasPrefix("  "), "\(command): \"\(line)\" is a wrapped piece of an example")
      #expect(line.count <= 80, "\(command): \"\(line)\" is wider than 80 columns")
    }
  }

  /// Issue 22: --policy's help gave its values and default twice, once in
  /// its text and once in ArgumentParser's "(values: …; default: …)".
  @Test("no option's help names its default twice", arguments: commands)
  func defaultsOnce(command: [String]) throws {
    let run = try datecalc(arguments: command + ["--help"], environment: ["COLUMNS": "80"])
    guard let options = run.stdout.components(separatedBy: "OPTIONS:\n").last else { return }
    var entries: [String] = []
    for line in options.split(separator: "\n") {
      if line.hasPrefix("  -") { entries.append(String(line)) } else if !entries.isEmpty { entries[entries.count - 1] += " " + line }
    }
    for entry in entries {
      let words = entry.split(whereSeparator: { $0 == " " })
      #expect(words.count { $0.lowercased().hasPrefix("default") || $0.lowercased().hasPrefix("(default") } <= 1, "\(command): \(entry)")
    }
  }

  /// Issue 22: --tzdata works with every command, before or after its
  /// name, but no help listed it under OPTIONS.
  @Test("every command's help lists --tzdata under OPTIONS", arguments: commands)
  func tzdataListed(command: [String]) throws {
    let run = try datecalc(arguments: command + ["--help"], environment: ["COLUMNS": "80"])
    let options = try #require(run.stdout.components(separatedBy: "OPTIONS:\n").last)
    #expect(options.contains("  --tzdata <source>"), "\(command)")
  }

  /// Issue 22: "See docs/datecalc.md" means nothing to someone who has
  /// only the binary.
  @Test("no help sends the reader to a file of the repository", arguments: commands)
  func noRepositoryPaths(command: [String]) throws {
    let run = try datecalc(arguments: command + ["--help"], environment: ["COLUMNS": "80"])
    for path in ["docs/", "Sources/", "Fixtures/tzcases"] {
      let lines = run.stdout.split(separator: "\n").filter { $0.contains(path) && !$0.contains("datecalc verify") }
      #expect(lines.isEmpty || path == "Fixtures/tzcases" && lines.allSatisfy { $0.contains("./Fixtures/tzcases") },
              "\(command): \(lines)")
    }
  }

  @Test("--help prints the golden text", arguments: commands)
  func help(command: [String]) throws {
    let name = command.isEmpty ? "datecalc" : command.joined(separator: "-")
    let file = Self.folder.appendingPathComponent("\(name).txt")
    // COLUMNS fixes the width ArgumentParser wraps the help at.
    let run = try datecalc(arguments: command + ["--help"], environment: ["COLUMNS": "80"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    if ProcessInfo.processInfo.environment["DATECALC_UPDATE_HELP"] == "1" {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try run.stdout.write(to: file, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: file, encoding: .utf8)
    let difference =
      "datecalc \((command + ["--help"]).joined(separator: " ")) differs from \(name).txt "
      + "(- golden, + actual; DATECALC_UPDATE_HELP=1 rewrites it):\n"
      + lineDifference(from: golden, to: run.stdout)
    #expect(run.stdout == golden, "\(difference)")
  }

  @Test("every command has a golden file, and every golden file a command")
  func coverage() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }
    let names = Self.commands.map { $0.isEmpty ? "datecalc" : $0.joined(separator: "-") }
    #expect(Set(files) == Set(names.map { "\($0).txt" }))
    // A command missing from the list would go untested: the root help
    // lists every subcommand.
    let root = try datecalc(arguments: ["--help"], environment: ["COLUMNS": "80"]).stdout
    // Names sit at two spaces; wrapped abstracts are indented further.
    let listed = (root.components(separatedBy: "SUBCOMMANDS:").last ?? "").split(separator: "\n")
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
      .filter { $0 != "See" }
    #expect(Set(listed).isSubset(of: Set(Self.commands.compactMap(\.first))), "\(listed)")
    #expect(!listed.isEmpty)
  }

  @Test("the difference names each changed line, golden first")
  func differenceText() {
    #expect(lineDifference(from: "a\nb\nc\n", to: "a\nB\nc\n") == "2: - b\n2: + B\n")
    #expect(lineDifference(from: "a\n", to: "a\nnew\n") == "2: + new\n")
    #expect(lineDifference(from: "same", to: "same") == "")
  }
}

/// The lines removed from `old` and inserted into `new`, numbered (the
/// line in `old` for a removal, in `new` for an insertion): "2: - b".
func lineDifference(from old: String, to new: String) -> String {
  let a = old.components(separatedBy: "\n")
  let b = new.components(separatedBy: "\n")
  let changes = b.difference(from: a)
  let removed = changes.removals.compactMap { change -> (Int, String)? in
    guard case .remove(let offset, let line, _) = change else { return nil }
    return (offset, line)
  }
  let inserted = changes.insertions.compactMap { change -> (Int, String)? in
    guard case .insert(let offset, let line, _) = change else { return nil }
    return (offset, line)
  }
  return removed.sorted { $0.0 < $1.0 }.map { "\($0.0 + 1): - \($0.1)\n" }.joined()
    + inserted.sorted { $0.0 < $1.0 }.map { "\($0.0 + 1): + \($0.1)\n" }.joined()
}
