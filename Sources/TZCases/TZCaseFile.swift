import DateMath

/// A parsed tzcases file: its header and its cases, plus the lines that
/// could not be read (each a failure of the file, never a crash).
public struct TZCaseFile: Sendable {
  /// The file's path as it was given.
  public let path: String
  /// The format version from `# tzcases N`, or nil when the header is
  /// missing (itself reported in ``problems``).
  public let formatVersion: Int?
  /// The IANA release from `# tzdata VERSION`, such as `2025b`.
  public let tzdataVersion: String?
  /// The case lines, in file order.
  public let cases: [TZCase]
  /// Lines that are not valid case lines, and header problems.
  public let problems: [TZCaseProblem]

  /// Parses the text of a tzcases file. Never throws: malformed lines are
  /// collected in ``problems`` with their `FILE:LINE`.
  public init(path: String, text: String) {
    self.path = path
    var cases: [TZCase] = []
    var problems: [TZCaseProblem] = []
    var formatVersion: Int?
    var tzdataVersion: String?
    var lineNumber = 0
    // Lines as editors and grep -n number them: ended by LF or CRLF (one
    // Character in Swift). A form feed, U+0085 or U+2028 is not a line
    // break there, so it is not one here: FILE:LINE stays right.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      lineNumber += 1
      let location = TZCaseLocation(file: path, line: lineNumber)
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("#") {
        let words = trimmed.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.count == 2, words[0] == "tzcases", formatVersion == nil, cases.isEmpty {
          formatVersion = Int(words[1])
          if formatVersion != 1 && formatVersion != 2 {
            problems.append(
              TZCaseProblem(location, "unsupported format version \(DateMathError.quoted(words[1])) (this reader knows versions 1 and 2)"))
          }
        } else if words.count == 2, words[0] == "tzdata", tzdataVersion == nil, cases.isEmpty {
          tzdataVersion = String(words[1])
        }
        continue
      }
      switch Self.parseCase(trimmed, location) {
      case .success(let parsed):
        if formatVersion == 1, Self.version2Operations.contains(parsed.operation) {
          problems.append(
            TZCaseProblem(location, "\(parsed.operation) is a version 2 operation: the file must start with \"# tzcases 2\""))
        } else {
          cases.append(parsed)
        }
      case .failure(let problem): problems.append(problem)
      }
    }
    if formatVersion == nil {
      problems.insert(
        TZCaseProblem(TZCaseLocation(file: path, line: 1), "missing header \"# tzcases 1\""), at: 0)
    }
    self.formatVersion = formatVersion
    self.tzdataVersion = tzdataVersion
    self.cases = cases
    self.problems = problems
  }

  /// Operations that version 1 files may not use (`../shared/tzcases-v2.md`).
  static let version2Operations: Set<String> = Set(["difference", "recur"]).union(TZCaseEvaluator.calendarOperations)

  static func parseCase(_ line: Substring, _ location: TZCaseLocation)
    -> Result<TZCase, TZCaseProblem>
  {
    var body = line
    var note: String?
    if let hash = line.firstIndex(of: "#") {
      body = line[..<hash]
      note = String(line[line.index(after: hash)...].drop { $0 == " " || $0 == "\t" })
    }
    let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let arrow = tokens.firstIndex(of: "=>") else {
      return .failure(TZCaseProblem(location, "no \"=>\" between the inputs and the expected result"))
    }
    guard arrow > 0 else {
      return .failure(TZCaseProblem(location, "no operation before \"=>\""))
    }
    let expected = Array(tokens[(arrow + 1)...])
    guard !expected.isEmpty else {
      return .failure(TZCaseProblem(location, "no expected result after \"=>\""))
    }
    guard !expected.contains("=>") else {
      return .failure(TZCaseProblem(location, "more than one \"=>\""))
    }
    return .success(
      TZCase(
        location: location, operation: tokens[0], arguments: Array(tokens[1..<arrow]),
        expected: expected, note: note))
  }
}

/// A line that could not be read as a case, or a bad header.
public struct TZCaseProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where.
  public let location: TZCaseLocation
  /// What is wrong, in words.
  public let message: String

  init(_ location: TZCaseLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// `FILE:LINE: message`.
  public var description: String { "\(location): \(message)" }
}
