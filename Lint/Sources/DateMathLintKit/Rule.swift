import SwiftSyntax

/// A syntactic check. Each rule reads one parsed file and answers the
/// places where its pattern occurs; suppression, configuration and
/// severity are applied by ``Linter``.
public protocol Rule: Sendable {
  /// The rule's identifier, rationale, severity and fix.
  static var descriptor: RuleDescriptor { get }
  /// The rule's findings in `file`, in any order.
  func check(_ file: LintedFile) -> [RuleHit]
}

/// Where a rule fired and what it says there, before the file's path,
/// suppressions and severity are applied.
public struct RuleHit: Sendable {
  /// The node the finding points at (its first token after leading trivia).
  public let position: AbsolutePosition
  /// The message, naming the fix.
  public let message: String
  /// The mechanical fix `--fix` applies, when there is one; empty when
  /// the fix needs a person.
  public let edits: [FixEdit]

  /// A hit at `node`, with the edits that fix it mechanically, if any.
  public init(_ node: some SyntaxProtocol, _ message: String, edits: [FixEdit] = []) {
    self.position = node.positionAfterSkippingLeadingTrivia
    self.message = message
    self.edits = edits
  }
}

/// A parsed source file, with what rules need to look things up.
public struct LintedFile: Sendable {
  /// The file's path as reported.
  public let path: String
  /// The syntax tree.
  public let tree: SourceFileSyntax
  /// Names bound in this file to a whole number of days in seconds
  /// (`let secondsPerDay = 86_400`), found once for every rule.
  public let dayLengthNames: Set<String>
  /// Whether the file imports DateMath at top level (`import DateMath`,
  /// `@testable import DateMath`, `import struct DateMath.Zone`, also
  /// inside a top-level `#if`): messages then write their fix with
  /// DateMath's calls, and otherwise with Foundation's alone.
  public let importsDateMath: Bool

  /// Every identifier written in the file, so that a rule whose pattern
  /// needs a name (`dateFormat`) skips a file without it.
  public let identifiers: Set<String>

  /// Parses nothing: wraps a tree already parsed.
  public init(path: String, tree: SourceFileSyntax) {
    self.path = path
    self.tree = tree
    var identifiers: Set<String> = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      if case .identifier(let name) = token.tokenKind { identifiers.insert(name) }
    }
    self.identifiers = identifiers
    self.dayLengthNames = DayLength.names(in: tree)
    self.importsDateMath = Self.importsDateMath(tree.statements)
  }

  /// Whether `statements`, or a `#if` clause among them, import DateMath.
  static func importsDateMath(_ statements: CodeBlockItemListSyntax) -> Bool {
    statements.contains { statement in
      if let decl = statement.item.as(ImportDeclSyntax.self) {
        return decl.path.first?.name.text == "DateMath"
      }
      if let condition = statement.item.as(IfConfigDeclSyntax.self) {
        return condition.clauses.contains { clause in
          clause.elements?.as(CodeBlockItemListSyntax.self).map(importsDateMath) ?? false
        }
      }
      return false
    }
  }
}
