import DateMath
import Foundation
import TZCases
import Testing

/// The fixture corpus, one test per file. Expected values come from the
/// independent oracle in `Fixtures/generator` (Python zoneinfo over IANA
/// tzdata, cross-checked with java.time), never from DateMath.
@Suite("tzcases corpus", .tags(.dst, .leap))
struct TZCasesCorpusTests {
  static let root = packageRoot()
    .appendingPathComponent("Fixtures/tzcases").path

  static let files: [String] = (try? TZCaseRunner.files(at: [root])) ?? []

  @Test("the corpus is there and large")
  func corpusPresent() throws {
    let files = try TZCaseRunner.files(at: [Self.root])
    #expect(files.count > 500)
  }

  @Test("every case in the file passes", arguments: files)
  func file(_ path: String) throws {
    let report = TZCaseRunner.run(file: path)
    let name = String(path.dropFirst(Self.root.count + 1))
    for problem in report.problems {
      Issue.record("\(name): \(problem)")
    }
    for failure in report.failures {
      Issue.record(Comment(rawValue: failure.failureDescription))
    }
    #expect(report.passed > 0, "\(name) has no passing case")
  }
}
