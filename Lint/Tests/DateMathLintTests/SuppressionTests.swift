import DateMathLintKit
import Testing

/// `// datemath-lint:disable:next`, `disable:this` and `disable-file`.
@Suite("Suppression")
struct SuppressionTests {
  @Test("disable:next silences the named rule on the next line only")
  func next() {
    let source = """
      import Foundation
      // datemath-lint:disable:next fixed-day-length
      let a = Date().addingTimeInterval(86400)
      let b = Date().addingTimeInterval(86400)

      """
    #expect(Support.lint(source).map(\.line) == [4])
  }

  @Test("disable:next with another rule's name silences nothing")
  func otherRule() {
    let source = """
      import Foundation
      // datemath-lint:disable:next timezone-abbreviation
      let a = Date().addingTimeInterval(86400)

      """
    #expect(Support.lint(source).map(\.line) == [3])
  }

  @Test("disable:this on the line, several rules, and all")
  func thisAndAll() {
    let source = """
      import Foundation
      let a = Date().addingTimeInterval(86400)  // datemath-lint:disable:this fixed-day-length
      let z = TimeZone(abbreviation: "EST"); let b = Date().addingTimeInterval(86400)  // datemath-lint:disable:this fixed-day-length, timezone-abbreviation
      // datemath-lint:disable:next all
      let y = TimeZone(abbreviation: "IST"); let c = Date().addingTimeInterval(86400)
      // datemath-lint:disable:next
      let d = Date().addingTimeInterval(86400)

      """
    #expect(Support.lint(source).isEmpty)
  }

  @Test("disable-file silences a rule in the whole file and leaves the others")
  func file() {
    let source = """
      // datemath-lint:disable-file fixed-day-length
      import Foundation
      let a = Date().addingTimeInterval(86400)
      let z = TimeZone(abbreviation: "EST")
      let b = Date().addingTimeInterval(86400)

      """
    #expect(Support.lint(source).map(\.ruleID) == ["timezone-abbreviation"])
  }

  @Test("the directive in a string literal is not a comment")
  func notAComment() {
    let source = """
      import Foundation
      let s = "datemath-lint:disable-file fixed-day-length"
      let a = Date().addingTimeInterval(86400)

      """
    #expect(Support.lint(source).map(\.line) == [3])
  }
}
