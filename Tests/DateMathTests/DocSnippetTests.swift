import DateMath
import Foundation
import Testing

/// The ```swift blocks of README.md and docs/*.md, compiled and run with
/// the results their comments claim checked.
///
/// `Scripts/generate-doc-snippets.py` turns each block into a test in
/// `DocSnippets/` (its header states the comment convention: which comments
/// are claims and which are prose). This suite adds the test that keeps
/// them honest without Python: it reads the markdown again and fails when
/// a block is not exactly the one the tests were generated from.
@Suite("Doc snippets")
struct DocSnippetTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("every swift block of the docs is the one the tests were generated from")
  func generatedFromTheseDocs() throws {
    let regenerate = "run `python3 Scripts/generate-doc-snippets.py` and commit its output"
    let onDisk = try DocSnippets.markdownFiles(in: Self.root).flatMap { file in
      try DocSnippets.extract(file: file, root: Self.root)
    }
    let generated = DocSnippets.generated
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

  struct Problem: Error, CustomStringConvertible {
    let description: String
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
    var blocks: [Block] = []
    var i = 0
    while i < lines.count {
      let line = lines[i]
      if isSwiftFence(line) && line != "```swift" {
        throw Problem(description: "\(file):\(i + 1): a swift fence must be exactly ```swift at the start of a line")
      }
      if line == "```swift" {
        var skip: String?
        if i > 0, lines[i - 1].hasPrefix("<!-- doc-snippet skip: "), lines[i - 1].hasSuffix(" -->") {
          let reason = lines[i - 1].dropFirst("<!-- doc-snippet skip: ".count).dropLast(" -->".count)
          if reason.first.map({ !$0.isWhitespace }) == true { skip = String(reason) }
        }
        guard let end = lines[(i + 1)...].firstIndex(of: "```") else {
          throw Problem(description: "\(file):\(i + 1): the swift block is not closed")
        }
        blocks.append(
          Block(
            file: file, index: blocks.count + 1, line: i + 1, skip: skip,
            text: lines[(i + 1)..<end].joined(separator: "\n")))
        i = end
      }
      i += 1
    }
    return blocks
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
