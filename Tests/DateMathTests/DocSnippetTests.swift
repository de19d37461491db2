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
@Suite("Doc snippets")
struct DocSnippetTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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
