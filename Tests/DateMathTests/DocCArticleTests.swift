import Foundation
import Testing

/// The DocC articles (`Sources/DateMath/DateMath.docc`) show only code the
/// doc snippet tests run: each of their ```swift blocks is a run of
/// consecutive lines of one tested ```swift block of README.md or docs/*.md,
/// so every result its comments claim is checked there, in context.
@Suite("DocC articles")
struct DocCArticleTests {
  static let catalog = "Sources/DateMath/DateMath.docc"

  @Test("every swift block of the DocC articles is an excerpt of a tested doc block")
  func excerptsOfTestedBlocks() throws {
    let root = DocSnippetTests.root
    let tested = try DocSnippets.markdownFiles(in: root)
      .flatMap { try DocSnippets.extract(file: $0, root: root) }
      .filter { $0.skip == nil }
    let articles = try FileManager.default
      .contentsOfDirectory(atPath: root.appendingPathComponent(Self.catalog).path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "\(Self.catalog)/\($0)" }
    #expect(!articles.isEmpty)
    var count = 0
    for file in articles {
      for block in try DocSnippets.extract(file: file, root: root) {
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
