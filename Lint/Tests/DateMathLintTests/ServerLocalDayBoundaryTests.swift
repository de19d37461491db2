import DateMathLintKit
import Foundation
import Testing

/// server-local-day-boundary decides what is server code by the file's
/// imports alone.
@Suite("server-local-day-boundary")
struct ServerLocalDayBoundaryTests {
  static let id = "server-local-day-boundary"

  @Test("reads files that import Vapor, Hummingbird, NIO, NIOCore or NIOHTTP1, and no others")
  func serverImportsOnly() throws {
    let source = try FixtureTests.read(Self.id, "Fires.swift")
    let expected = FixtureTests.expectedLines(source, Self.id)
    for module in ["Vapor", "Hummingbird", "NIO", "NIOCore", "NIOHTTP1"] {
      let server = source.replacingOccurrences(of: "import Vapor", with: "import \(module)")
      #expect(Support.lint(server).filter { $0.ruleID == Self.id }.map(\.line) == expected, "\(module)")
    }
    for other in ["import SwiftUI", "import Dispatch", "// import Vapor"] {
      let app = source.replacingOccurrences(of: "import Vapor", with: other)
      // A server target's path alone does not make a file server code.
      #expect(Support.lint(app, path: "Sources/Server/main.swift").filter { $0.ruleID == Self.id }.isEmpty, "\(other)")
    }
  }
}
