import Foundation
import Testing

/// The DocC articles (`Sources/DateMath/DateMath.docc`) and docs/ are one
/// prose tree: an article shows sections of README.md or docs/*.md, copied
/// into marked regions by `Scripts/generate-docc-articles.py` (its header
/// says how), and has no section of its own outside `## Topics`. These
/// tests apply the script's rules again, without Python, and fail when a
/// region is not its section as generated. They also check that the
/// articles show only code the doc snippet tests run: each of their
/// ```swift blocks is a run of consecutive lines of one tested ```swift
/// block of README.md or docs/*.md, so every result its comments claim is
/// checked there, in context.
@Suite("DocC articles")
struct DocCArticleTests {
  static let catalog = "Sources/DateMath/DateMath.docc"
  static let regenerate = "run `python3 Scripts/generate-docc-articles.py` and commit its output"

  static func articles() throws -> [String] {
    try FileManager.default
      .contentsOfDirectory(atPath: DocSnippetTests.root.appendingPathComponent(catalog).path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
  }

  static func read(_ file: String) throws -> [String] {
    try String(contentsOf: DocSnippetTests.root.appendingPathComponent(file), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("every region of an article is its section of README.md or docs/, as generated")
  func regionsAreTheirSections() throws {
    let types = try DocSnippets.publicTypes(in: DocSnippetTests.root).subtracting(DocSnippets.foundationTypes)
    var regions = 0
    for file in try Self.articles() {
      let lines = try Self.read(file)
      for region in try ArticleRegion.all(in: lines, file: file) {
        regions += 1
        let page = try Self.read(region.page)
        let section = try #require(
          ArticleRegion.section(of: page, heading: region.heading),
          "\(file):\(region.line): \(region.page) has no section \"\(region.heading)\"")
        let expected = ArticleRegion.forDocC(section, types: types)
        if region.body != expected {
          let at = Array(zip(region.body, expected)).firstIndex { $0.0 != $0.1 } ?? min(region.body.count, expected.count)
          Issue.record(
            """
            \(file):\(region.bodyLine + at): the region from \(region.page) "\(region.heading)" (line \
            \(region.line)) is not that section as generated: \(Self.regenerate)
            """)
        }
      }
    }
    #expect(regions > 0)
  }

  @Test("an article has no section of its own: its headings are its title, Overview, Topics and Topics' groups")
  func noSectionsOfTheirOwn() throws {
    for file in try Self.articles() {
      let lines = try Self.read(file)
      let inRegion = try ArticleRegion.lineMask(lines, file: file)
      var fenced = false
      var inTopics = false
      for (index, line) in lines.enumerated() where !inRegion[index] {
        if ArticleRegion.isFence(line) { fenced.toggle() }
        guard !fenced, let level = ArticleRegion.headingLevel(line) else { continue }
        if line == "## Topics" { inTopics = true }
        let allowed = level == 1 || line == "## Overview" || line == "## Topics" || (inTopics && level == 3)
        #expect(
          allowed,
          """
          \(file):\(index + 1): "\(line)" is a section of the article's own; write it in docs/ and \
          show it with a region (Scripts/generate-docc-articles.py)
          """)
      }
    }
  }

  @Test("the region rules: headings one level deeper, repository links as text, types as symbol links")
  func regionRules() {
    let page = """
      # Title

      Intro with [a link](tzdata.md) and `Zone`.

      ## First

      Text `ZonedDateTime` and ``Zone`` and `zone` and [web](https://example.com).

      ```sh
      # not a heading, `Zone`, [x](y.md)
      ```

      ### Inner

      More.

      ## Second

      Last.
      """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let types: Set<String> = ["Zone", "ZonedDateTime"]
    #expect(ArticleRegion.section(of: page, heading: "intro").map { ArticleRegion.forDocC($0, types: types) }
      == ["Intro with a link and ``Zone``."])
    #expect(ArticleRegion.section(of: page, heading: "## First").map { ArticleRegion.forDocC($0, types: types) } == [
      "### First", "",
      "Text ``ZonedDateTime`` and ``Zone`` and `zone` and [web](https://example.com).", "",
      "```sh", "# not a heading, `Zone`, [x](y.md)", "```", "",
      "#### Inner", "", "More.",
    ])
    #expect(ArticleRegion.section(of: page, heading: "## Second") == ["## Second", "", "Last."])
    #expect(ArticleRegion.section(of: page, heading: "## Third") == nil)
  }

  @Test("every swift block of the DocC articles is an excerpt of a tested doc block")
  func excerptsOfTestedBlocks() throws {
    let root = DocSnippetTests.root
    let tested = try DocSnippets.markdownFiles(in: root)
      .flatMap { try DocSnippets.extract(file: $0, root: root) }
      .filter { $0.skip == nil }
    let articles = try Self.articles()
    #expect(!articles.isEmpty)
    var count = 0
    for file in articles {
      // A block its page skips (Package.swift text) comes with its skip
      // marker, and is checked as its page's by the region test.
      for block in try DocSnippets.extract(file: file, root: root) where block.skip == nil {
        count += 1
        let lines = Self.lines(block.text)
        let source = tested.first { Self.contains(Self.lines($0.text), lines) }
        #expect(
          source != nil,
          """
          \(file) block \(block.index) (line \(block.line)) is not an excerpt of a tested \
          swift block of README.md or docs/*.md: copy its lines from one unchanged
          """)
      }
    }
    #expect(count > 0)
  }

  static func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Whether `part` (not empty) occurs in `whole` as consecutive lines.
  static func contains(_ whole: [Substring], _ part: [Substring]) -> Bool {
    guard !part.isEmpty, part.count <= whole.count else { return false }
    return (0...(whole.count - part.count)).contains { start in
      whole[start..<(start + part.count)].elementsEqual(part)
    }
  }
}

/// A marked region of a DocC article, and the rules of
/// `Scripts/generate-docc-articles.py` that fill it.
struct ArticleRegion {
  /// The page it shows (README.md or docs/NAME.md) and the section's
  /// heading line, or `intro`.
  var page: String
  var heading: String
  /// The line of its start marker, and of its body's first line (1-based).
  var line: Int
  var bodyLine: Int
  /// The lines between the markers, without leading and trailing blank lines.
  var body: [String]

  static var start: Regex<(Substring, Substring, Substring)> { #/^<!-- from (\S+\.md): (.+) -->$/# }
  static var end: Regex<(Substring, Substring)> { #/^<!-- end from (\S+\.md) -->$/# }

  static func isFence(_ line: String) -> Bool {
    let stripped = line.drop { $0 == " " || $0 == "\t" }
    return stripped.hasPrefix("```") || stripped.hasPrefix("~~~")
  }

  /// The level of a markdown heading line (`## X` is 2), or nil.
  static func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
    return hashes
  }

  /// Every region of an article's lines; throws on a region that is not closed.
  static func all(in lines: [String], file: String) throws -> [ArticleRegion] {
    var found: [ArticleRegion] = []
    var index = 0
    while index < lines.count {
      guard let match = lines[index].wholeMatch(of: start) else {
        #expect(lines[index].wholeMatch(of: end) == nil, "\(file):\(index + 1): an end marker without its start")
        index += 1
        continue
      }
      let page = String(match.1)
      guard let close = lines[(index + 1)...].firstIndex(where: { $0.wholeMatch(of: end) != nil || $0.wholeMatch(of: start) != nil }),
        lines[close].wholeMatch(of: end)?.1 == match.1
      else {
        throw RegionError(description: "\(file):\(index + 1): no `<!-- end from \(page) -->` closes this region")
      }
      var first = index + 1
      var body = Array(lines[first..<close])
      while let line = body.first, line.trimmingCharacters(in: .whitespaces).isEmpty {
        body.removeFirst()
        first += 1
      }
      while let line = body.last, line.trimmingCharacters(in: .whitespaces).isEmpty { body.removeLast() }
      found.append(ArticleRegion(page: page, heading: String(match.2), line: index + 1, bodyLine: first + 1, body: body))
      index = close + 1
    }
    return found
  }

  /// Which lines of an article are inside a region, its markers included.
  static func lineMask(_ lines: [String], file: String) throws -> [Bool] {
    var mask = Array(repeating: false, count: lines.count)
    for region in try all(in: lines, file: file) {
      var index = region.line - 1
      repeat {
        mask[index] = true
        index += 1
      } while index < lines.count && lines[index - 1].wholeMatch(of: end) == nil
    }
    return mask
  }

  /// The lines of `heading`'s section of a page (its heading line
  /// included), or for `intro` the lines after the title up to the first
  /// `##` heading; leading and trailing blank lines dropped. Nil when the
  /// page has no such section.
  static func section(of page: [String], heading: String) -> [String]? {
    var fenced = false
    var start: Int?
    var limit = 0
    var stop = page.count
    for (index, line) in page.enumerated() {
      if isFence(line) {
        fenced.toggle()
        continue
      }
      guard !fenced, let level = headingLevel(line) else { continue }
      if start == nil {
        if heading == "intro" && level == 1 {
          (start, limit) = (index + 1, 2)
        } else if line == heading {
          (start, limit) = (index, level)
        }
      } else if level <= limit {
        stop = index
        break
      }
    }
    guard let start else { return nil }
    var lines = Array(page[start..<stop])
    while let line = lines.first, line.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
    while let line = lines.last, line.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
    return lines
  }

  static var link: Regex<(Substring, Substring, Substring)> { #/\[([^\]]*)\]\(([^)\s]*)\)/# }
  static var span: Regex<(Substring, Substring)> { #/`([A-Za-z_][A-Za-z0-9_]*)`/# }

  /// A section's lines as an article shows them: headings one level
  /// deeper; a link without a scheme replaced by its text; a code span
  /// that is exactly one of `types` made a symbol link. Code fences unchanged.
  static func forDocC(_ lines: [String], types: Set<String>) -> [String] {
    var fenced = false
    return lines.map { line in
      if isFence(line) {
        fenced.toggle()
        return line
      }
      if fenced { return line }
      var line = headingLevel(line) != nil ? "#" + line : line
      line = line.replacing(link) { match in
        match.2.contains("://") || match.2.hasPrefix("mailto:") ? String(match.0) : String(match.1)
      }
      return spansLinked(line, types: types)
    }
  }

  /// `line` with each single-backtick code span that is exactly a name in
  /// `types` written as a double-backtick symbol link.
  static func spansLinked(_ line: String, types: Set<String>) -> String {
    var result = ""
    var rest = Substring(line)
    while let match = rest.firstMatch(of: span) {
      let before = rest[..<match.range.lowerBound]
      let after = rest[match.range.upperBound...]
      let doubled = before.last == "`" || after.first == "`"
      result += before
      result += !doubled && types.contains(String(match.1)) ? "``\(match.1)``" : String(match.0)
      rest = after
    }
    return result + rest
  }

  struct RegionError: Error, CustomStringConvertible {
    var description: String
  }
}
