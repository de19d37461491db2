import DateMath
import Foundation
import Testing

/// The ```swift blocks of README.md, docs/*.md and the `///` doc comments
/// of Sources/DateMath, compiled and run with the results their comments
/// claim checked.
///
/// `Scripts/generate-doc-snippets.py` turns each block into a test in
/// `DocSnippets/` (its header states the comment convention: which comments
/// are claims and which are prose). This suite adds the test that keeps
/// them honest without Python: it reads the markdown and the sources again
/// and fails when a block is not exactly the one the tests were generated
/// from, or when a doc comment holds an indented code block (shown as code,
/// never checked) that `Scripts/doc-comment-allowlist.txt` does not excuse.
/// The code written in prose and in the comments of blocks is compiled by
/// `DocSnippets/ProseCode.generated.swift`; the suite finds it again and
/// fails when it is not the code that file compiles.
@Suite("Doc snippets")
struct DocSnippetTests {
  static let root = packageRoot()

  @Test("every swift block of the docs and doc comments is the one the tests were generated from")
  func generatedFromTheseDocs() throws {
    let regenerate = "run `python3 Scripts/generate-doc-snippets.py` and commit its output"
    let (onDisk, problems) = try DocSnippets.allBlocks(root: Self.root)
    for problem in problems {
      Issue.record("\(problem)")
    }
    let generated = DocSnippets.generated.map(\.block)
    for file in Set(onDisk.map(\.file) + generated.map(\.file)).sorted() {
      let now = onDisk.filter { $0.file == file }
      let then = generated.filter { $0.file == file }
      for (block, old) in zip(now, then) where block != old {
        let pairs = Array(
          zip(block.text.split(separator: "\n", omittingEmptySubsequences: false),
              old.text.split(separator: "\n", omittingEmptySubsequences: false)))
        let change =
          if block.text == old.text && block.skip == old.skip {
            "moved from line \(old.line)"
          } else if let i = pairs.firstIndex(where: { $0 != $1 }) {
            "differs from the generated tests at \(file):\(block.line + i + 1)"
          } else {
            "differs from the generated tests"
          }
        Issue.record("\(file) block \(block.index) (line \(block.line)) \(change): \(regenerate)")
      }
      for block in now.dropFirst(then.count) {
        Issue.record("\(file) block \(block.index) (line \(block.line)) has no generated test: \(regenerate)")
      }
      for old in then.dropFirst(now.count) {
        Issue.record("\(file) block \(old.index) (line \(old.line)) is gone from the docs but still tested: \(regenerate)")
      }
    }
  }

  @Test("the code in prose and comments is the code the generated file compiles")
  func proseCodeGeneratedFromTheseDocs() throws {
    let regenerate = "run `python3 Scripts/generate-doc-snippets.py` and commit its output"
    let generatedFile = "Tests/DateMathTests/DocSnippets/ProseCode.generated.swift"
    let onDisk = try DocSnippets.allProseCode(root: Self.root)
    #expect(onDisk.count > 0)
    let generated = DocSnippets.proseCode
    for file in Set(onDisk.map(\.file) + generated.map(\.file)).sorted() {
      let now = onDisk.filter { $0.file == file }
      let then = generated.filter { $0.file == file }
      if let i = Array(zip(now, then)).firstIndex(where: { $0.0 != $0.1 }) {
        let change =
          now[i].code == then[i].code
          ? "moved from line \(then[i].line)"
          : "is not what \(generatedFile) compiles (`\(then[i].code)`, line \(then[i].line))"
        Issue.record("\(file):\(now[i].line): the code `\(now[i].code)` in its prose or comments \(change): \(regenerate)")
      } else if now.count > then.count {
        let new = now[then.count]
        Issue.record("\(file):\(new.line): the code `\(new.code)` in its prose or comments is not compiled: \(regenerate)")
      } else if then.count > now.count {
        let old = then[now.count]
        Issue.record(
          "\(file): the code `\(old.code)` (line \(old.line)) is gone from its prose but still compiled: \(regenerate)")
      }
    }
  }

  @Test("code is found in prose spans and comment lines, and names and sketches are skipped")
  func proseCodeExtractor() {
    // The same case as the script's --self-test.
    let markdown = """
      Prose: `ZonedDateTime(Date(), in: .current)` lacks a try; `try ZonedDateTime(Date(),
        in: .current)` has one; `noon.adding(.days(1))` and `try ZonedDateTime(date, in: zone)`
      use variables; `Zone(identifier:)`, `Zone.instant(moving:…)`, `Calendar.current`,
      `ZonedDateTime.lengthOfDay()`, `Calendar.date(from: DateComponents)`, `Period.days(1) + x`,
      `DayClamp(requestedDay: 31, day: 2017-02-28)` and ``ZonedDateTime/now(in:)`` are names.

      ```swift
      // In an app, now is ZonedDateTime(Date(), in: .current); or try? Zone(identifier: "Europe/Paris").
        // (today is CivilDate.today(in: .current)). Not: try zoned.converted(to: Zone(identifier: "X"))
      let zone = Zone.current  // CivilDate.today(in: .current) is not read: a trailing comment
      ```
      ```text
      // Period.hours(2)
      ```
      `Period.hours(2)` \\`Period.days(3)`
      """
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let found = DocSnippets.proseCode(
      texts: lines, lineNumbers: Array(1...lines.count), types: ["ZonedDateTime", "Date", "Zone", "CivilDate",
      "Calendar", "DateComponents", "Period", "DayClamp"])
    #expect(found.map { "\($0.line): \($0.code)" } == [
      "1: ZonedDateTime(Date(), in: .current)",
      "1: try ZonedDateTime(Date(), in: .current)",
      #"8: ZonedDateTime(Date(), in: .current)"#,
      #"8: try? Zone(identifier: "Europe/Paris")"#,
      "9: CivilDate.today(in: .current)",
      "15: Period.hours(2)",
    ])
  }

  @Test("the extractor finds blocks, skip markers and refuses indented fences")
  func extractor() throws {
    let markdown = """
      Text
      ```swift
      let a = 1   // 1
      ```
      <!-- doc-snippet skip: Package.swift, not library code -->
      ```swift
      // swift-tools-version: 6.1
      ```
      ```sh
      swift test
      ```
      """
    let blocks = try DocSnippets.extract(markdown: markdown, file: "x.md")
    #expect(blocks == [
      .init(file: "x.md", index: 1, line: 2, skip: nil, text: "let a = 1   // 1"),
      .init(file: "x.md", index: 2, line: 6, skip: "Package.swift, not library code",
            text: "// swift-tools-version: 6.1"),
    ])
    #expect(throws: DocSnippets.Problem.self) {
      try DocSnippets.extract(markdown: "- list\n  ```swift\n  let a = 1\n  ```", file: "x.md")
    }
    for fence in ["  ```swift", "````swift", "~~~swift", "``` swift", "```Swift", "```swift "] {
      #expect(throws: DocSnippets.Problem.self, "\(fence)") {
        try DocSnippets.extract(markdown: "\(fence)\nlet a = 1\n```", file: "x.md")
      }
    }
    #expect(throws: DocSnippets.Problem.self) {
      try DocSnippets.extract(markdown: "```swift\nlet a = 1", file: "x.md")
    }
  }

  @Test("doc comment blocks are read as the generator reads them")
  func docCommentExtractor() throws {
    let source = """
      /// A type.
      ///
      /// ```swift
      /// let a = 1  // 1
      /// ```
      struct A {
        /// <!-- doc-snippet skip: not library code -->
        /// ```swift
        /// import Foundation
        /// ```
        //// ```swift (four slashes: not a doc comment)
        ///
        /// ```swift
        ///   let b = 2
        ///
        ///     indented inside a fence: not an indented block
        /// ```
        func f() {}
      }
      """
    let read = DocSnippets.extract(swiftSource: source, file: "S.swift", allowsIndentedCode: false)
    #expect(read.problems == [])
    #expect(read.blocks == [
      .init(file: "S.swift", index: 1, line: 3, skip: nil, text: "let a = 1  // 1"),
      .init(file: "S.swift", index: 2, line: 8, skip: "not library code", text: "import Foundation"),
      .init(file: "S.swift", index: 3, line: 13, skip: nil,
            text: "  let b = 2\n\n    indented inside a fence: not an indented block"),
    ])
    // Refused: a fence not closed in its own comment, a fence DocC would
    // show as Swift but that is not exactly ```swift, a /** comment.
    for (bad, line) in [
      ("/// ```swift\n/// let a = 1\nlet x = 1\n/// ```", 1), ("///  ```swift\n/// ```", 1),
      ("/// x\n/// ```Swift\n/// ```", 2), ("/** A type. */", 1),
    ] {
      let problems = DocSnippets.extract(swiftSource: bad, file: "S.swift", allowsIndentedCode: false).problems
      #expect(problems.count == 1 && problems[0].hasPrefix("S.swift:\(line): "), "\(bad): \(problems)")
    }
    let indented = "/// Text.\n///\n///     let a = 1\n///     a  // 1\n///\n///     let b = 2\nstruct A {}"
    let refused = DocSnippets.extract(swiftSource: indented, file: "S.swift", allowsIndentedCode: false)
    #expect(refused.indentedCode == [3])
    #expect(refused.problems.count == 1 && refused.problems[0].hasPrefix("S.swift:3: an indented code block"))
    #expect(refused.problems.first?.contains("```swift fence") == true)
    let allowed = DocSnippets.extract(swiftSource: indented, file: "S.swift", allowsIndentedCode: true)
    #expect(allowed.indentedCode == [3] && allowed.problems == [])
  }

  @Test("an indented code block is told from list items and paragraph lines")
  func indentedCodeStarts() {
    // The doc comment texts (after `/// `) and where indented code starts.
    let cases: [([String], [Int])] = [
      (["    code"], [0]),
      (["Text", "    more text, not code"], []),
      (["Text", "", "    code", "    code", "", "    code", "Text", "", "    code"], [2, 8]),
      (["- Parameters:", "  - a: the first,", "    continued.", "", "    A paragraph of the item."], []),
      (["- Parameters:", "  - a: the first.", "", "        code in the item"], [3]),
      (["- Item.", "", "Out of the list.", "", "    code"], [4]),
      (["1. Step.", "", "      A paragraph of the step.", "", "       code in the step"], [4]),
      (["```text", "", "    inside a fence", "```", "", "    code"], [5]),
      (["\tcode"], [0]),
    ]
    for (texts, starts) in cases {
      #expect(DocSnippets.indentedCodeStarts(texts) == starts, "\(texts)")
    }
  }

  @Test("the allow-list is read as the generator reads it")
  func allowList() throws {
    let list = try DocSnippets.AllowList(
      text: "# comment\n\nindented Sources/DateMath/A.swift\nskip Sources/DateMath/B.swift:12 a reason — here\n",
      file: "L.txt")
    #expect(list.indented == ["Sources/DateMath/A.swift"])
    #expect(list.skips == [.init(file: "Sources/DateMath/B.swift", line: 12): "a reason — here"])
    for bad in ["indented A.txt", "indented a b.swift", "skip B.swift:x reason", "skip B.swift:12", "skip B.swift 12 r", "ignore A.swift"] {
      #expect(throws: DocSnippets.Problem.self, "\(bad)") { try DocSnippets.AllowList(text: bad, file: "L.txt") }
    }
  }

  @Test("values render as the convention says")
  func rendering() throws {
    #expect(DocSnippets.render("11.03.2017, 12:00") == #""11.03.2017, 12:00""#)
    #expect(DocSnippets.render(82_800) == "82800")
    #expect(DocSnippets.render(23.0) == "23.0")
    #expect(DocSnippets.render(Optional<Int>.none) == "nil")
    #expect(DocSnippets.render(Optional(Period.days(1))) == "P1D")
    #expect(DocSnippets.render([try CivilDate(parsing: "2017-01-31"), try CivilDate(parsing: "2017-02-28")])
      == "[2017-01-31, 2017-02-28]")
    let date = try Date(rfc3339: "2017-03-12T05:00:00Z")
    #expect(DocSnippets.matches(date, "2017-03-12T00:00:00-05:00"))
    #expect(!DocSnippets.matches(date, "2017-03-12T00:00:00-04:00"))
    #expect(!DocSnippets.matches(date, "2017-03-12"))
    #expect(!DocSnippets.matches(Optional(date), "nil"))
    #expect(DocSnippets.matches(Optional<Date>.none, "nil"))
  }
}

/// What the generated tests call, and the markdown reader.
enum DocSnippets {
  /// One ```swift block: its file (relative to the package), its number
  /// among the file's swift blocks (from 1), the line of its opening
  /// fence, the reason it is skipped (or nil) and its text.
  struct Block: Equatable, Sendable {
    let file: String
    let index: Int
    let line: Int
    let skip: String?
    let text: String
  }

  /// A block as the generator recorded it (`Snippets.generated.swift`),
  /// with the number of claims its test checks (0 for a skipped block).
  struct Recorded: Sendable {
    let block: Block
    let claims: Int

    init(file: String, index: Int, line: Int, skip: String?, claims: Int, text: String) {
      block = Block(file: file, index: index, line: line, skip: skip, text: text)
      self.claims = claims
    }
  }

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  /// The folder whose `///` doc comments hold tested blocks.
  static let sources = "Sources/DateMath"
  /// The files whose doc comments are not converted yet (its header says how).
  static let allowListFile = "Scripts/doc-comment-allowlist.txt"

  /// Every block as the generator reads them, in its order: README.md,
  /// docs/*.md, then the doc comments of Sources/DateMath with the skips of
  /// the allow-list applied; and the problems it would refuse to generate
  /// from (each naming file:line): indented code blocks not excused, bad
  /// fences, allow-list entries that excuse nothing.
  static func allBlocks(root: URL) throws -> (blocks: [Block], problems: [String]) {
    var blocks = try markdownFiles(in: root).flatMap { try extract(file: $0, root: root) }
    let allowList = try AllowList(
      text: String(contentsOf: root.appendingPathComponent(allowListFile), encoding: .utf8), file: allowListFile)
    var problems: [String] = []
    var used: Set<AllowList.Place> = []
    let files = try sourceFiles(in: root)
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      let read = extract(swiftSource: text, file: file, allowsIndentedCode: allowList.indented.contains(file))
      problems += read.problems
      if allowList.indented.contains(file) && read.indentedCode.isEmpty {
        problems.append("\(allowListFile): `indented \(file)` excuses nothing: delete the line")
      }
      for block in read.blocks {
        let place = AllowList.Place(file: file, line: block.line)
        guard let reason = allowList.skips[place] else {
          blocks.append(block)
          continue
        }
        used.insert(place)
        blocks.append(
          Block(file: file, index: block.index, line: block.line, skip: block.skip ?? reason, text: block.text))
      }
    }
    for file in allowList.indented.subtracting(files).sorted() {
      problems.append("\(allowListFile): `indented \(file)` names no file of \(sources): delete the line")
    }
    for place in Set(allowList.skips.keys).subtracting(used).sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
      problems.append(
        "\(allowListFile): `skip \(place.file):\(place.line)` names no ```swift fence: fix or delete the line")
    }
    return (blocks, problems)
  }

  /// The Swift files of Sources/DateMath (all folders), sorted, relative to `root`.
  static func sourceFiles(in root: URL) throws -> [String] {
    guard let paths = FileManager.default.subpaths(atPath: root.appendingPathComponent(sources).path) else {
      throw Problem(description: "\(sources) cannot be listed")
    }
    return paths.filter { $0.hasSuffix(".swift") }.map { "\(sources)/\($0)" }.sorted()
  }

  /// `Scripts/doc-comment-allowlist.txt`: `#` comments, blank lines,
  /// `indented PATH` and `skip PATH:LINE REASON`.
  struct AllowList {
    struct Place: Hashable {
      let file: String
      let line: Int
    }

    /// Files whose doc comments may still hold indented code blocks.
    var indented: Set<String> = []
    /// Blocks recorded but not compiled, by the line of their fence.
    var skips: [Place: String] = [:]

    init(text: String, file: String) throws {
      for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.isEmpty || line.hasPrefix("#") { continue }
        func isPath(_ path: Substring) -> Bool {
          path.hasSuffix(".swift") && !path.contains(where: \.isWhitespace)
        }
        if line.hasPrefix("indented "), isPath(line.dropFirst("indented ".count)) {
          indented.insert(String(line.dropFirst("indented ".count)))
          continue
        }
        if line.hasPrefix("skip ") {
          let rest = line.dropFirst("skip ".count)
          if let space = rest.firstIndex(of: " "), let colon = rest[..<space].lastIndex(of: ":"),
            isPath(rest[..<colon]), let number = Int(rest[rest.index(after: colon)..<space]),
            rest[rest.index(after: colon)..<space].allSatisfy({ $0.isASCII && $0.isNumber }),
            let first = rest[rest.index(after: space)...].first, !first.isWhitespace
          {
            skips[Place(file: String(rest[..<colon]), line: number)] = String(rest[rest.index(after: space)...])
            continue
          }
        }
        throw Problem(description: "\(file):\(number + 1): not `indented PATH` or `skip PATH:LINE REASON`")
      }
    }
  }

  /// README.md, then docs/*.md sorted by name, relative to `root`.
  static func markdownFiles(in root: URL) throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  static func extract(file: String, root: URL) throws -> [Block] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    return try extract(markdown: text, file: file)
  }

  /// The blocks as the generator reads them: a line that is exactly
  /// ```swift opens one, the next line that is exactly ``` closes it, and
  /// `<!-- doc-snippet skip: REASON -->` on the line before the fence skips it.
  static func extract(markdown: String, file: String) throws -> [Block] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return try blocks(in: lines, lineNumbers: Array(1...lines.count), file: file, fencePlace: "at the start of a line")
  }

  /// The blocks of `lines` (a markdown file, or the text of one doc
  /// comment, `lineNumbers` giving each line's line in the file), indexed
  /// from 1.
  static func blocks(
    in lines: [String], lineNumbers: [Int], file: String, fencePlace: String, scope: String = ""
  ) throws -> [Block] {
    var blocks: [Block] = []
    var i = 0
    while i < lines.count {
      let line = lines[i]
      if isSwiftFence(line) && line != "```swift" {
        throw Problem(
          description: "\(file):\(lineNumbers[i]): a swift fence must be exactly ```swift \(fencePlace)")
      }
      if line == "```swift" {
        var skip: String?
        if i > 0, lines[i - 1].hasPrefix("<!-- doc-snippet skip: "), lines[i - 1].hasSuffix(" -->") {
          let reason = lines[i - 1].dropFirst("<!-- doc-snippet skip: ".count).dropLast(" -->".count)
          if reason.first.map({ !$0.isWhitespace }) == true { skip = String(reason) }
        }
        guard let end = lines[(i + 1)...].firstIndex(of: "```") else {
          throw Problem(description: "\(file):\(lineNumbers[i]): the swift block is not closed\(scope)")
        }
        blocks.append(
          Block(
            file: file, index: blocks.count + 1, line: lineNumbers[i], skip: skip,
            text: lines[(i + 1)..<end].joined(separator: "\n")))
        i = end
      }
      i += 1
    }
    return blocks
  }

  /// The blocks of the `///` doc comments of a Swift file, as the
  /// generator reads them: a doc comment is a run of consecutive `///`
  /// lines (not `////`), each read as its text after `///` and one space,
  /// and holds blocks as markdown does, each closed within it. Also the
  /// lines where indented code blocks start, and the problems (file:line):
  /// bad fences, `/**` doc comments, and indented code blocks unless
  /// `allowsIndentedCode`.
  static func extract(
    swiftSource: String, file: String, allowsIndentedCode: Bool
  ) -> (blocks: [Block], indentedCode: [Int], problems: [String]) {
    let lines = swiftSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [Block] = []
    var indented: [Int] = []
    var problems: [String] = []
    for (i, line) in lines.enumerated() {
      let code = line.drop(while: { $0 == " " || $0 == "\t" })
      if code.hasPrefix("/**") && !code.hasPrefix("/**/") && !code.hasPrefix("/***") {
        problems.append("\(file):\(i + 1): a /** doc comment is not read for examples: write /// lines")
      }
    }
    for comment in docComments(lines) {
      let numbers = comment.map { $0.index + 1 }
      let texts = comment.map(\.text)
      do {
        let found = try Self.blocks(
          in: texts, lineNumbers: numbers, file: file, fencePlace: "after `/// `", scope: " within its doc comment")
        for block in found {
          blocks.append(
            Block(file: file, index: blocks.count + 1, line: block.line, skip: block.skip, text: block.text))
        }
      } catch {
        problems.append("\(error)")
        continue
      }
      indented += indentedCodeStarts(texts).map { numbers[$0] }
    }
    if !allowsIndentedCode {
      problems += indented.map {
        "\(file):\($0): an indented code block in a doc comment is shown as code but never checked: "
          + "write it in a ```swift fence (```text for output that is not Swift)"
      }
    }
    return (blocks, indented, problems)
  }

  /// The doc comments of Swift source lines: runs of consecutive `///`
  /// lines, each line as its index and its text after `///` and one space.
  static func docComments(_ lines: [String]) -> [[(index: Int, text: String)]] {
    var comments: [[(index: Int, text: String)]] = []
    var current: [(index: Int, text: String)] = []
    for (i, line) in lines.enumerated() {
      let code = line.drop(while: { $0 == " " || $0 == "\t" })
      if code.hasPrefix("///") && !code.hasPrefix("////") {
        let text = code.dropFirst(3)
        current.append((i, String(text.first == " " ? text.dropFirst() : text)))
      } else if !current.isEmpty {
        comments.append(current)
        current = []
      }
    }
    if !current.isEmpty { comments.append(current) }
    return comments
  }

  /// The indexes of the doc comment lines (texts after `/// `) that start
  /// an indented code block as CommonMark reads one: indented 4 or more
  /// beyond the content of the list item it is in (if any), after a blank
  /// line or at the comment's start (it cannot interrupt a paragraph), and
  /// outside a fence. Tabs count to the next multiple of 4.
  static func indentedCodeStarts(_ texts: [String]) -> [Int] {
    var starts: [Int] = []
    var items: [Int] = []  // content columns of the open list items, innermost last
    var fence: String?
    var afterBlank = true
    var inCode = false
    for (i, raw) in texts.enumerated() {
      var text = ""
      for character in raw {
        if character == "\t" {
          text += String(repeating: " ", count: 4 - text.count % 4)
        } else {
          text.append(character)
        }
      }
      let stripped = text.drop(while: { $0 == " " })
      let indent = text.count - stripped.count
      if let open = fence {
        if stripped.hasPrefix(open) { fence = nil }
        afterBlank = false
        continue
      }
      if stripped.isEmpty {
        afterBlank = true
        continue
      }
      let item = listItemContentColumn(text)
      // A line left of an item's content ends the item after a blank line
      // or when it is another item; otherwise it continues its paragraph.
      while let column = items.last, indent < column, afterBlank || item != nil {
        items.removeLast()
      }
      let base = items.last ?? 0
      if indent >= base + 4 && (afterBlank || inCode) {
        if !inCode { starts.append(i) }
        inCode = true
      } else if indent < base + 4 {
        inCode = false
        if stripped.hasPrefix("```") || stripped.hasPrefix("~~~") {
          fence = String(stripped.prefix(3))
        } else if let item {
          items.append(item)
        }
      }
      afterBlank = false
    }
    return starts
  }

  /// The column where a list item's content starts (`- `, `* `, `+ `,
  /// `1. `, `1) ` after any spaces), or nil for a line that is not one.
  static func listItemContentColumn(_ text: String) -> Int? {
    let characters = Array(text)
    var i = 0
    while i < characters.count && characters[i] == " " { i += 1 }
    if i < characters.count && "-*+".contains(characters[i]) {
      i += 1
    } else {
      let digits = characters[i...].prefix(while: { $0.isASCII && $0.isNumber }).count
      guard (1...9).contains(digits), i + digits < characters.count, ".)".contains(characters[i + digits]) else {
        return nil
      }
      i += digits + 1
    }
    guard i == characters.count || characters[i] == " " else { return nil }
    while i < characters.count && characters[i] == " " { i += 1 }
    return i
  }

  /// Whether a markdown renderer would show the fence as Swift: indented,
  /// with more backticks or tildes, a space before the language, `Swift`.
  static func isSwiftFence(_ line: String) -> Bool {
    var rest = line.drop(while: \.isWhitespace)
    guard let mark = rest.first, mark == "`" || mark == "~" else { return false }
    let marks = rest.prefix(while: { $0 == mark })
    guard marks.count >= 3 else { return false }
    rest = rest.dropFirst(marks.count).drop(while: \.isWhitespace)
    return rest.lowercased().hasPrefix("swift")
  }

  /// A value as a claim writes it: an Optional as its value or `nil`, a
  /// String as a Swift literal, an array as `[a, b]`, a Date in RFC 3339
  /// UTC, anything else by its description.
  static func render<T>(_ value: T) -> String {
    let value: Any = value
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { render($0.value) } ?? "nil"
    }
    if let string = value as? String { return String(reflecting: string) }
    if let date = value as? Date { return (try? date.rfc3339String()) ?? "\(date)" }
    if mirror.displayStyle == .collection {
      return "[" + mirror.children.map { render($0.value) }.joined(separator: ", ") + "]"
    }
    return String(describing: value)
  }

  /// Whether `value` is what `claim` says: a Date is the instant of the
  /// claim read as RFC 3339; anything else renders as the claim.
  static func matches<T>(_ value: T, _ claim: String) -> Bool {
    if let date = unwrapped(value) as? Date {
      guard let claimed = try? Date(rfc3339: claim) else { return false }
      return date == claimed
    }
    return render(value) == claim
  }

  static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  /// A `// VALUE` claim.
  static func check<T>(
    _ value: T, _ claim: String, at place: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      matches(value, claim),
      "\(place): the docs claim \(claim), the code gives \(render(value))",
      sourceLocation: sourceLocation)
  }

  /// A `// throws` claim.
  static func expectThrows(
    kind: String?, containing fragment: String?, at place: String,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("\(place): the docs claim this throws, but it did not", sourceLocation: sourceLocation)
    } catch {
      if let kind {
        let actual = (error as? DateMathError)?.kind.rawValue ?? "\(type(of: error))"
        #expect(actual == kind, "\(place): the docs claim it throws \(kind); it threw \(actual): \(error)",
                sourceLocation: sourceLocation)
      }
      if let fragment {
        #expect("\(error)".contains(fragment),
                "\(place): the docs claim the error says \"\(fragment)\"; it says \"\(error)\"",
                sourceLocation: sourceLocation)
      }
    }
  }
}

/// The code written in prose and comments: inline code spans of the
/// markdown files and of the `///` doc comments, and the comment lines of
/// ```swift blocks. `Scripts/generate-doc-snippets.py` compiles each
/// expression it finds (`DocSnippets/ProseCode.generated.swift`); this
/// reader finds them again by the same rule (mirroring `prose_code` and the
/// functions it calls in the script) so that the test can tell when the docs
/// and the generated file differ.
extension DocSnippets {
  /// One expression: the file, the line it starts on, and its text.
  struct ProseCode: Equatable, Sendable, CustomStringConvertible {
    let file: String
    let line: Int
    let code: String

    var description: String { "\(file):\(line): \(code)" }
  }

  /// The Foundation types whose calls count as code; DateMath's are read
  /// from the sources (`publicTypes(in:)`).
  static let foundationTypes: Set<String> = [
    "Calendar", "Date", "DateComponents", "DateFormatter", "DateInterval",
    "ISO8601DateFormatter", "JSONDecoder", "JSONEncoder", "Locale", "TimeZone",
  ]
  static let proseKeywords: Set<String> = ["try", "true", "false", "nil"]
  /// Text that marks a span as a name or a sketch, not code: an elision, a
  /// selector such as `Zone(identifier:)`, a closure, an interpolation, a placeholder.
  static let notCode = ["…", "...", ":)", "{", "$", "\\(", "<#"]

  /// README.md, docs/*.md, the DocC articles, then the Swift files of
  /// Sources/DateMath, relative to `root`.
  static func proseFiles(in root: URL) throws -> [String] {
    let catalog = DocCArticleTests.catalog
    let articles = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    return try markdownFiles(in: root) + articles + sourceFiles(in: root)
  }

  /// DateMath's public top-level types (`public struct|enum|final class|protocol`
  /// at the start of a line of Sources/DateMath), and `foundationTypes`.
  static func publicTypes(in root: URL) throws -> Set<String> {
    var names = foundationTypes
    for file in try sourceFiles(in: root) {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        for prefix in ["public struct ", "public enum ", "public final class ", "public protocol "]
        where line.hasPrefix(prefix) {
          let rest = Array(line.dropFirst(prefix.count).unicodeScalars)
          if let first = rest.first, isIdentStart(first) {
            names.insert(string(rest[..<identEnd(rest, 0)]))
          }
        }
      }
    }
    return names
  }

  /// Every expression of every file of `proseFiles(in:)`, in order.
  static func allProseCode(root: URL) throws -> [ProseCode] {
    let types = try publicTypes(in: root)
    var found: [ProseCode] = []
    for file in try proseFiles(in: root) {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let pieces: [(texts: [String], numbers: [Int])] =
        file.hasSuffix(".swift")
        ? docComments(lines).map { ($0.map(\.text), $0.map { $0.index + 1 }) }
        : [(lines, Array(1...lines.count))]
      for piece in pieces {
        found += proseCode(texts: piece.texts, lineNumbers: piece.numbers, types: types)
          .map { ProseCode(file: file, line: $0.line, code: $0.code) }
      }
    }
    return found
  }

  /// The code of markdown text (a file's lines, or the texts of one doc
  /// comment's lines, `lineNumbers` being their lines in the file). In
  /// prose (outside fences), each inline code span that is exactly one of
  /// `expressions(in:types:)` and `isCode`; a paragraph (lines up to a
  /// blank line or a fence) is read as one text, so a span may continue on
  /// the next line, the line break and the indentation after it read as one
  /// space. In a ```swift block, each line that is a comment (`//` after any
  /// indentation): every expression of the comment's text that `isCode`.
  /// Other fences are not read.
  static func proseCode(texts: [String], lineNumbers: [Int], types: Set<String>) -> [(line: Int, code: String)] {
    var found: [(line: Int, code: String)] = []
    var paragraph: [Int] = []
    func flush() {
      let text = Array(paragraph.map { texts[$0] }.joined(separator: "\n").unicodeScalars)
      for (offset, content) in codeSpans(text) {
        var code: [Unicode.Scalar] = []
        var i = 0
        while i < content.count {
          if content[i] == "\n" {
            code.append(" ")
            i += 1
            while i < content.count && (content[i] == " " || content[i] == "\t") { i += 1 }
          } else {
            code.append(content[i])
            i += 1
          }
        }
        let trimmed = string(code.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
        if expressions(in: trimmed, types: types).first == trimmed && isCode(trimmed, types: types) {
          let line = text[..<offset].filter { $0 == "\n" }.count
          found.append((lineNumbers[paragraph[line]], trimmed))
        }
      }
      paragraph.removeAll()
    }
    var fence: String?
    var swift = false
    for (k, text) in texts.enumerated() {
      let stripped = text.drop(while: { $0 == " " || $0 == "\t" })
      if let open = fence {
        if stripped.hasPrefix(open) {
          fence = nil
        } else if swift && stripped.hasPrefix("//") {
          let comment = String(stripped.drop(while: { $0 == "/" }))
          found += expressions(in: comment, types: types).filter { isCode($0, types: types) }.map {
            (lineNumbers[k], $0)
          }
        }
        continue
      }
      if stripped.hasPrefix("```") || stripped.hasPrefix("~~~") {
        flush()
        fence = String(stripped.prefix(3))
        swift = text == "```swift"
      } else if stripped.contains(where: { $0 != " " && $0 != "\t" }) {
        paragraph.append(k)
      } else {
        flush()
      }
    }
    flush()
    return found
  }

  /// The inline code spans of markdown text: the offset of the opening
  /// backticks and the content. A run of n backticks opens a span that the
  /// next run of exactly n closes; a run with no closer, and a
  /// backslash-escaped character, are text.
  static func codeSpans(_ text: [Unicode.Scalar]) -> [(offset: Int, content: [Unicode.Scalar])] {
    var spans: [(offset: Int, content: [Unicode.Scalar])] = []
    var i = 0
    while i < text.count {
      if text[i] == "\\" {
        i += 2
        continue
      }
      guard text[i] == "`" else {
        i += 1
        continue
      }
      var run = i
      while run < text.count && text[run] == "`" { run += 1 }
      let width = run - i
      var j = run
      var close: Int?
      while j < text.count {
        guard text[j] == "`" else {
          j += 1
          continue
        }
        var k = j
        while k < text.count && text[k] == "`" { k += 1 }
        if k - j == width {
          close = j
          break
        }
        j = k
      }
      guard let close else {
        i = run
        continue
      }
      spans.append((i, Array(text[run..<close])))
      i = close + width
    }
    return spans
  }

  /// The expressions in a text: each name of `types` followed by `(` or
  /// `.`, not after a letter, digit, `_` or `.`, and not inside the
  /// parentheses of a call (`f(`; prose parentheses do not count), taken
  /// with its members, calls and subscripts, and the `try `, `try? ` or
  /// `try! ` just before it. Strings are skipped.
  static func expressions(in text: String, types: Set<String>) -> [String] {
    let t = Array(text.unicodeScalars)
    var found: [String] = []
    var calls: [Bool] = []  // for each open parenthesis: whether it is a call's
    var i = 0
    while i < t.count {
      let c = t[i]
      if c == "\"" {
        i = stringEnd(t, i)
        continue
      }
      if isIdentStart(c) && (i == 0 || !(isIdent(t[i - 1]) || t[i - 1] == ".")) {
        let end = identEnd(t, i)
        if types.contains(string(t[i..<end])), end < t.count, t[end] == "(" || t[end] == ".",
          !calls.contains(true)
        {
          guard let stop = expressionEnd(t, i) else { break }
          var start = i
          for word in ["try ", "try? ", "try! "] {
            let before = i - word.unicodeScalars.count
            if before >= 0 && string(t[before..<i]) == word && (before == 0 || !isIdent(t[before - 1])) {
              start = before
            }
          }
          found.append(string(t[start..<stop]))
          i = stop
          continue
        }
        i = end
        continue
      }
      if c == "(" {
        calls.append(i > 0 && (isIdent(t[i - 1]) || t[i - 1] == ")" || t[i - 1] == "]"))
      } else if c == ")" && !calls.isEmpty {
        calls.removeLast()
      }
      i += 1
    }
    return found
  }

  /// Whether an expression is checked: it calls something, is not a
  /// method's name (`Type.member()`), holds none of `notCode`, no bare date
  /// or time (`day: 2017-02-28`, as a value's description writes it), and
  /// names only `types` (each followed by `(` or `.`: a bare one stands for
  /// a value, as in `Calendar.date(from: DateComponents)`), members,
  /// argument labels and try/true/false/nil (any other name is a variable
  /// of the surrounding text).
  static func isCode(_ expression: String, types: Set<String>) -> Bool {
    guard expression.contains("("), !notCode.contains(where: { expression.contains($0) }) else { return false }
    let t = Array(expression.unicodeScalars)
    // `Type.member()`, after any try: the name of a method.
    var rest = t[...]
    for word in ["try ", "try? ", "try! "] where string(t.prefix(word.unicodeScalars.count)) == word {
      rest = t.dropFirst(word.unicodeScalars.count)
    }
    if let first = rest.first, isIdentStart(first) {
      let dot = identEnd(t, rest.startIndex)
      if dot + 1 < t.count, t[dot] == ".", isIdentStart(t[dot + 1]), identEnd(t, dot + 1) == t.count - 2,
        string(t.suffix(2)) == "()"
      {
        return false
      }
    }
    var i = 0
    while i < t.count {
      let c = t[i]
      if c == "\"" {
        i = stringEnd(t, i)
      } else if isDigit(c) {
        while i < t.count && (isIdent(t[i]) || t[i] == ".") { i += 1 }
        if i + 1 < t.count && (t[i] == "-" || t[i] == ":") && isDigit(t[i + 1]) { return false }
      } else if isIdentStart(c) {
        let end = identEnd(t, i)
        let name = string(t[i..<end])
        let member = i > 0 && t[i - 1] == "."
        let label = end < t.count && t[end] == ":"
        if !(member || label || types.contains(name) || proseKeywords.contains(name)) { return false }
        if !member && types.contains(name) && !(end < t.count && (t[end] == "(" || t[end] == ".")) { return false }
        i = end
      } else {
        i += 1
      }
    }
    return true
  }

  /// Where the expression that starts with the type name at `t[i]` ends:
  /// the name, then any `.member`, `(...)`, `[...]`, and `!` or `?` before
  /// a `.`. Nil if a bracket is not closed.
  static func expressionEnd(_ t: [Unicode.Scalar], _ start: Int) -> Int? {
    var i = identEnd(t, start)
    while i < t.count {
      if t[i] == ".", i + 1 < t.count, isIdentStart(t[i + 1]) {
        i = identEnd(t, i + 1)
      } else if t[i] == "(" || t[i] == "[" {
        guard let end = closing(t, i) else { return nil }
        i = end + 1
      } else if t[i] == "!" || t[i] == "?", i + 1 < t.count, t[i + 1] == "." {
        i += 1
      } else {
        break
      }
    }
    return i
  }

  /// The index of the bracket that closes the one at `t[i]`, or nil.
  static func closing(_ t: [Unicode.Scalar], _ start: Int) -> Int? {
    var stack: [Unicode.Scalar] = []
    var i = start
    while i < t.count {
      let c = t[i]
      if c == "\"" {
        i = stringEnd(t, i)
        continue
      }
      if c == "(" {
        stack.append(")")
      } else if c == "[" {
        stack.append("]")
      } else if c == ")" || c == "]" {
        guard stack.popLast() == c else { return nil }
        if stack.isEmpty { return i }
      }
      i += 1
    }
    return nil
  }

  /// The index after the string literal that opens at `t[i]` (a quote), or
  /// the end if it is not closed.
  static func stringEnd(_ t: [Unicode.Scalar], _ start: Int) -> Int {
    var i = start + 1
    while i < t.count && t[i] != "\"" {
      i += t[i] == "\\" ? 2 : 1
    }
    return min(i + 1, t.count)
  }

  static func identEnd(_ t: [Unicode.Scalar], _ start: Int) -> Int {
    var i = start
    while i < t.count && isIdent(t[i]) { i += 1 }
    return i
  }

  static func isIdentStart(_ c: Unicode.Scalar) -> Bool {
    c == "_" || (c.value >= 0x61 && c.value <= 0x7A) || (c.value >= 0x41 && c.value <= 0x5A)
  }

  static func isIdent(_ c: Unicode.Scalar) -> Bool { isIdentStart(c) || isDigit(c) }

  static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }

  static func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }

  static func string<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
