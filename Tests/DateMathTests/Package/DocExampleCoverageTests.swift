import Foundation
import Testing

/// Every public type shows a checked example on 90% of its public members
/// or more (the main four on all): a ```swift block in the member's doc
/// comment with at least one claim, which the doc snippet tests compile and
/// check (`Scripts/generate-doc-snippets.py`); a stored property may be
/// shown instead by a checked block of its file that reads it.
///
/// Run it alone with `swift test --skip-build --filter DocExampleCoverage`:
/// it prints each member without one as
/// `file:line: Type.member has no checked example`.
@Suite("Doc example coverage")
struct DocExampleCoverageTests {
  /// The types whose every public member needs a checked example: the
  /// members declared in the type or in any extension of it in
  /// Sources/DateMath (not the members of its nested types, which are
  /// types of their own here).
  static let requiredTypes = ["ZonedDateTime", "Zone", "Period", "Recurrence"]

  /// The exemption rule: a member needs no example when it is
  /// - deprecated (`@available(..., deprecated ...)`, or unavailable or
  ///   obsoleted): its doc comment names the replacement, and an example
  ///   would compile with a warning;
  /// - underscored (`_seriesStep`): a requirement of DateMath's own
  ///   protocol plumbing, hidden from DocC and shown in use by the API that
  ///   calls it (`series(every:…)`);
  /// - one of these requirements of standard protocols, which the type's
  ///   other examples show in use (`CustomStringConvertible`, `Equatable`,
  ///   `Comparable`, `Hashable`, `Codable`):
  static let protocolRequirements: Set<String> = [
    "description", "==(_:_:)", "<(_:_:)", "hash(into:)", "encode(to:)", "init(from:)",
  ]

  /// The share of a public type's members (exemptions aside) that must
  /// have a checked example, for every public type of DateMath and every
  /// type DateMath extends with public members (`Date`, `TimeZone`,
  /// `FormatStyle`...). `requiredTypes` need every one.
  static let minimumShare = 0.9

  @Test("every public type has a checked example on 90% of its public members, the main four on all")
  func everyPublicTypeHasCheckedExamples() throws {
    let root = DocSnippetTests.root
    var members: [Member] = []
    var publicTypes: [String] = []
    for file in try DocSnippets.sourceFiles(in: root) {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      let found = Self.declarations(in: text, file: file)
      members += found.members
      publicTypes += found.publicTypes
    }
    // The reader found the types, so the test cannot pass by reading nothing.
    #expect(publicTypes.count > 60, "the reader found only \(publicTypes.count) public types")
    for type in Self.requiredTypes {
      #expect(members.contains { $0.type == type && $0.exemption == nil }, "no public member of \(type) found")
    }
    let required = members.filter { $0.exemption == nil }
    let byType = Dictionary(grouping: required, by: \.type)
    var rows: [String] = []
    var failing: [Member] = []
    for (type, typeMembers) in byType.sorted(by: { $0.key < $1.key }) {
      let missing = typeMembers.filter { !Self.hasCheckedExample($0) }
      let covered = typeMembers.count - missing.count
      let share = Double(covered) / Double(typeMembers.count)
      let needed = Self.requiredTypes.contains(type) ? 1.0 : Self.minimumShare
      rows.append("\(type): \(covered) of \(typeMembers.count)\(share < needed ? " (below \(Int(needed * 100))%)" : "")")
      if share < needed { failing += missing }
    }
    let covered = required.filter(Self.hasCheckedExample).count
    print(
      """
      Doc example coverage: \(covered) of \(required.count) public members of \(byType.count) types \
      have a checked example (\(members.count - required.count) exempt)
      """)
    for row in rows { print("  " + row) }
    for member in failing {
      let line = "\(member.file):\(member.line): \(member.type).\(member.name) has no checked example"
      print(line)
      Issue.record(
        Comment(rawValue: line),
        sourceLocation: SourceLocation(
          fileID: "DateMath/\(member.file.split(separator: "/").last ?? "")",
          filePath: root.appendingPathComponent(member.file).path, line: member.line, column: 1))
    }
  }

  @Test("the declaration reader finds public members, their doc comments and exemptions")
  func reader() {
    let source = #"""
      /// A zone.
      public struct Zone: Sendable {
        /// Stored.
        public let identifier: String
        public static let utc = Zone()
        public var observed: Int = 0 { didSet {} }
        public var plain: Int
        /// Offset.
        ///
        /// ```swift
        /// 1  // 1
        /// ```
        @inlinable
        public func offset(at date: Date) -> Int { 0 }
        public init(
          identifier: String, source: TZDataSource = .default
        ) throws {}
        var internalThing: Int { 0 }
        public var isFixed: Bool { true }
        public static func < (lhs: Zone, rhs: Zone) -> Bool { true }
        @available(*, deprecated, renamed: "x")
        public var calendar: Int { 0 }
        public subscript(index: Int) -> Int { 0 }
        public enum Nested { public func hidden() {} }
        public struct Inner {
          public func alsoHidden() {}
        }
        func f() { let s = "}\(g("{"))", t = #"}"# }
        public static func after<T>(_ a: [String: Int], _ b: Dictionary<String, T>, c: (Int) -> Bool = { _ in true }) {}
      }
      extension Zone.Inner { public func notZone() {} }
      extension Zone: Hashable {
        /* } */
        public init?(_ text: String) {}
        public func hash(into hasher: inout Hasher) {}
        public static prefix func - (zone: Zone) -> Zone { zone }
      }
      extension ZoneTransition {
        public func notZoneEither() {}
      }
      """#
    let members = Self.members(of: ["Zone"], in: source, file: "Z.swift")
    let found = members.map {
      "\($0.line) \($0.name)\($0.stored ? " stored" : "") \($0.exemption ?? "-") \($0.docLines.map { "\($0)" } ?? "-")"
    }
    #expect(found == [
      "4 identifier stored - 3...3",
      "5 utc stored - -",
      "6 observed stored - -",
      "7 plain stored - -",
      "14 offset(at:) - 8...12",
      "15 init(identifier:source:) - -",
      "19 isFixed - -",
      "20 <(_:_:) protocol requirement -",
      "22 calendar deprecated -",
      "23 subscript(_:) - -",
      "29 after(_:_:c:) - -",
      "34 init(_:) - -",
      "35 hash(into:) protocol requirement -",
      "36 -(_:) - -",
    ])
  }

  /// A public member of a required type, as read from the source text.
  struct Member {
    let file: String
    /// The line of its keyword (`func`, `init`, `var`...), from 1.
    let line: Int
    let type: String
    /// As DocC names it: `offset(at:)`, `init(identifier:source:)`, `isFixed`.
    let name: String
    /// A stored property (`let`, or `var` without accessors).
    let stored: Bool
    /// Why it needs no example (the exemption rule), or nil.
    let exemption: String?
    /// The lines of its doc comment (from 1), or nil for none.
    let docLines: ClosedRange<Int>?
  }

  /// Whether a tested ```swift block with at least one claim (as the
  /// generator recorded it) lies in the member's doc comment; for a stored
  /// property, also whether a tested block in a doc comment of the same
  /// file reads it (`.name`) on a line that carries a claim, as a type's
  /// example shows its fields.
  static func hasCheckedExample(_ member: Member) -> Bool {
    let tested = DocSnippets.generated.filter { $0.block.file == member.file && $0.block.skip == nil && $0.claims > 0 }
    if let lines = member.docLines, tested.contains(where: { lines.contains($0.block.line) }) { return true }
    guard member.stored else { return false }
    return tested.contains { recorded in
      recorded.block.text.split(separator: "\n").contains { line in
        claimsSomething(line) && reads(member.name, in: line)
      }
    }
  }

  /// Whether a block's line is code with a trailing comment (a claim, in
  /// the generator's convention), not a comment line of its own.
  static func claimsSomething(_ line: Substring) -> Bool {
    let code = line.drop(while: \.isWhitespace)
    return !code.hasPrefix("//") && code.contains(" //")
  }

  /// Whether `line` reads the member `name` (`.name` not followed by more
  /// of an identifier).
  static func reads(_ name: String, in line: Substring) -> Bool {
    var rest = line[...]
    while let range = rest.range(of: "." + name) {
      let next = rest[range.upperBound...].first
      if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// The public `func`, `init`, `subscript`, `var` and `let` members of
  /// `types` declared in `source` (see `members(in:file:)`).
  static func members(of types: Set<String>, in source: String, file: String) -> [Member] {
    declarations(in: source, file: file).members.filter { types.contains($0.type) }
  }

  /// The public `func`, `init`, `subscript`, `var` and `let` members of
  /// every type declared or extended in `source`: the lines directly inside
  /// the body of a `struct`, `enum`, `class`, `actor` or `extension`, at
  /// any depth, each under its type's qualified name (`Zone.Inner` for a
  /// type nested in `Zone`, or declared by `extension Zone.Inner`). A
  /// member's doc comment is the run of `///` lines directly above it,
  /// attribute lines (`@inlinable`, `@available(...)`) in between.
  /// `publicTypes` are the qualified names of the public types declared
  /// in `source` (protocols included, which have no members of their own
  /// here: their requirements are documented where they are implemented).
  static func declarations(in source: String, file: String) -> (publicTypes: [String], members: [Member]) {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let depths = braceDepths(lines)
    var members: [Member] = []
    var publicTypes: [String] = []
    // The types whose bodies enclose the line: a name, and the depth of
    // the lines directly inside its body. A `protocol` or a function body
    // is a scope (nil) whose own lines are not read.
    var scopes: [(type: String?, depth: Int)] = []
    for (i, line) in lines.enumerated() {
      let depth = depths[i]
      while let last = scopes.last, last.depth > depth { scopes.removeLast() }
      let enclosing = scopes.last.flatMap { $0.depth == depth ? $0 : nil }
      guard depth == 0 || enclosing != nil, let declaration = declaration(line) else { continue }
      if ["struct", "enum", "class", "actor", "extension", "protocol"].contains(declaration.keyword),
        let name = typeDeclaration(line)
      {
        let qualified: String? =
          declaration.keyword == "protocol" ? nil
          : declaration.keyword == "extension" || depth == 0 ? name
          : enclosing?.type.map { "\($0).\(name)" }
        scopes.append((qualified, depth + 1))
        if declaration.keyword != "extension", declaration.modifiers.contains("public") {
          publicTypes.append(qualified ?? (enclosing?.type.map { "\($0).\(name)" } ?? name))
        }
        continue
      }
      guard let type = enclosing?.type,
        ["func", "init", "subscript", "var", "let"].contains(declaration.keyword),
        declaration.modifiers.contains("public") || declaration.modifiers.contains("open")
      else { continue }
      // Attribute lines and the doc comment above.
      var attributes = declaration.attributes
      var k = i - 1
      while k >= 0, lines[k].drop(while: \.isWhitespace).hasPrefix("@") {
        attributes.append(lines[k].trimmingCharacters(in: .whitespaces))
        k -= 1
      }
      let docEnd = k
      while k >= 0, isDocLine(lines[k]) { k -= 1 }
      let docLines = k + 1 <= docEnd ? (k + 2)...(docEnd + 1) : nil
      let rest = ([String(declaration.rest)] + lines[(i + 1)...].prefix(40)).joined(separator: "\n")
      let (name, stored) = memberName(keyword: declaration.keyword, rest: rest)
      let deprecated = attributes.contains {
        $0.hasPrefix("@available")
          && ["deprecated", "unavailable", "obsoleted"].contains(where: $0.contains)
      }
      let exemption: String? =
        if deprecated { "deprecated" } else if protocolRequirements.contains(name) {
          "protocol requirement"
        } else if name.hasPrefix("_") { "underscored" } else { nil }
      members.append(
        Member(
          file: file, line: i + 1, type: type, name: name, stored: stored, exemption: exemption,
          docLines: docLines))
    }
    return (publicTypes, members)
  }

  static func isDocLine(_ line: String) -> Bool {
    let code = line.drop(while: { $0 == " " || $0 == "\t" })
    return code.hasPrefix("///") && !code.hasPrefix("////")
  }

  static let modifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "static", "final", "mutating",
    "nonmutating", "nonisolated", "override", "convenience", "required", "dynamic", "lazy", "optional",
    "isolated", "consuming", "borrowing", "indirect", "prefix", "postfix", "infix",
  ]

  static func word(_ text: Substring) -> Substring {
    text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
  }

  /// The type a top-level `struct`, `enum`, `class`, `actor` or
  /// `extension` line declares (`Zone.Inner` for a nested one), or nil.
  static func typeDeclaration(_ line: String) -> String? {
    guard let declaration = declaration(line),
      ["struct", "enum", "class", "actor", "extension", "protocol"].contains(declaration.keyword)
    else { return nil }
    let rest = declaration.rest.drop(while: \.isWhitespace)
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return name.isEmpty ? nil : String(name)
  }

  /// A line's attributes, modifiers, keyword and the text after the
  /// keyword; nil when it does not start with a keyword.
  static func declaration(_ line: String) -> (attributes: [String], modifiers: [String], keyword: String, rest: Substring)? {
    var text = Substring(line).drop(while: \.isWhitespace)
    var attributes: [String] = []
    while text.first == "@" {
      var end = text.dropFirst().firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
      if end < text.endIndex, text[end] == "(" {
        var depth = 0
        repeat {
          if text[end] == "(" { depth += 1 } else if text[end] == ")" { depth -= 1 }
          end = text.index(after: end)
        } while depth > 0 && end < text.endIndex
      }
      attributes.append(String(text[..<end]))
      text = text[end...].drop(while: \.isWhitespace)
    }
    var modifiers: [String] = []
    while true {
      let next = word(text)
      let after = text.dropFirst(next.count)
      if Self.modifiers.contains(String(next))
          || (next == "class" && ["func", "var", "subscript", "let"].contains(String(word(after.drop(while: \.isWhitespace)))))
      {
        modifiers.append(String(next))
        text = after.hasPrefix("(set)") ? after.dropFirst(5) : after
        text = text.drop(while: \.isWhitespace)
        continue
      }
      guard !next.isEmpty else { return nil }
      return (attributes, modifiers, String(next), after)
    }
  }

  /// A member's name as DocC writes it, and whether it is a stored
  /// property; `rest` is the text after its keyword (with the lines after).
  static func memberName(keyword: String, rest: String) -> (name: String, stored: Bool) {
    var text = Substring(rest).drop(while: \.isWhitespace)
    switch keyword {
    case "var", "let":
      let name = word(text).replacingOccurrences(of: "`", with: "")
      guard keyword == "var" else { return (name, true) }
      // Computed: an accessor block `{` on the line, before any `= value`,
      // that is not only willSet/didSet observers.
      let line = text.prefix { $0 != "\n" }
      guard let brace = line.firstIndex(of: "{") else { return (name, true) }
      if let equals = line.firstIndex(of: "="), equals < brace { return (name, true) }
      let body = text[text.index(after: brace)...].drop(while: \.isWhitespace)
      return (name, body.hasPrefix("willSet") || body.hasPrefix("didSet"))
    case "func", "init", "subscript":
      var name = keyword
      var unlabeled = false  // an operator's parameters have no labels
      if keyword == "func" {
        let identifier = word(text)
        let operatorName = text.prefix { "/=-+!*%<>&|^~?.".contains($0) }
        name = String(identifier.isEmpty ? operatorName : identifier)
        unlabeled = identifier.isEmpty
        text = text.dropFirst(name.count)
      } else if text.first == "?" || text.first == "!" {
        text = text.dropFirst()
      }
      text = text.drop(while: \.isWhitespace)
      if text.first == "<" {  // generic parameters
        var depth = 0
        while let character = text.first {
          text = text.dropFirst()
          if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
          if depth == 0 { break }
        }
        text = text.drop(while: \.isWhitespace)
      }
      guard text.first == "(" else { return (name, false) }
      let labels = labels(parameters(text), isSubscript: keyword == "subscript")
      return (name + "(" + (unlabeled ? labels.map { _ in "_:" } : labels).joined() + ")", false)
    default:
      return (keyword, false)
    }
  }

  /// The parameters of the list `text` opens, split at its top-level commas.
  static func parameters(_ text: Substring) -> [Substring] {
    var result: [Substring] = []
    var depth = 0
    var start = text.index(after: text.startIndex)
    var previous: Character = " "
    for index in text.indices.dropFirst() {
      let character = text[index]
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">":
        if character == ">" && previous == "-" { break }  // the arrow of a function type
        if depth == 0 {
          result.append(text[start..<index])
          return result
        }
        depth -= 1
      case "," where depth == 0:
        result.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
      previous = character
    }
    return result
  }

  /// `at:`, `source:` for `(at date: Date, source: Source)`; a
  /// subscript's single name is not a label (`_:`).
  static func labels(_ parameters: [Substring], isSubscript: Bool) -> [String] {
    parameters.compactMap { parameter -> String? in
      let names = parameter.prefix { $0 != ":" }.split(whereSeparator: \.isWhitespace)
      guard let first = names.first else { return nil }
      let label = isSubscript && names.count < 2 ? "_" : first.replacingOccurrences(of: "`", with: "")
      return label + ":"
    }
  }

  /// The brace depth at the start of each line: `{` and `}` outside
  /// comments and string literals (with interpolations, raw and multi-line
  /// strings), and outside interpolations.
  static func braceDepths(_ lines: [String]) -> [Int] {
    enum Context {
      case code(parens: Int)
      case string(hashes: Int, multiline: Bool)
      case comment
    }
    var stack: [Context] = [.code(parens: 0)]
    var depth = 0
    var depths: [Int] = []
    for line in lines {
      depths.append(depth)
      let c = Array(line)
      func at(_ string: String, _ j: Int) -> Bool {
        var k = j
        for character in string {
          guard k < c.count, c[k] == character else { return false }
          k += 1
        }
        return true
      }
      var i = 0
      scanning: while i < c.count {
        switch stack[stack.count - 1] {
        case .comment:
          if at("*/", i) {
            stack.removeLast()
            i += 2
          } else if at("/*", i) {
            stack.append(.comment)
            i += 2
          } else {
            i += 1
          }
        case .string(let hashes, let multiline):
          let pounds = String(repeating: "#", count: hashes)
          if c[i] == "\\" && at(pounds + "(", i + 1) {
            stack.append(.code(parens: 1))
            i += 2 + hashes
          } else if c[i] == "\\" && at(pounds, i + 1) {
            i += 2 + hashes  // an escape
          } else if at((multiline ? "\"\"\"" : "\"") + pounds, i) {
            stack.removeLast()
            i += (multiline ? 3 : 1) + hashes
          } else {
            i += 1
          }
        case .code(let parens):
          if at("//", i) { break scanning }
          if at("/*", i) {
            stack.append(.comment)
            i += 2
            continue
          }
          var hashes = 0
          while i + hashes < c.count && c[i + hashes] == "#" { hashes += 1 }
          if at("\"", i + hashes) {
            let multiline = at("\"\"\"", i + hashes)
            stack.append(.string(hashes: hashes, multiline: multiline))
            i += hashes + (multiline ? 3 : 1)
            continue
          }
          if hashes > 0 {
            i += hashes
            continue
          }
          let interpolation = stack.count > 1
          switch c[i] {
          case "{" where !interpolation: depth += 1
          case "}" where !interpolation: depth -= 1
          case "(" where interpolation: stack[stack.count - 1] = .code(parens: parens + 1)
          case ")" where interpolation:
            if parens == 1 { stack.removeLast() } else { stack[stack.count - 1] = .code(parens: parens - 1) }
          default: break
          }
          i += 1
        }
      }
      // A single-line string does not go on to the next line.
      while stack.count > 1, case .string(_, multiline: false) = stack[stack.count - 1] {
        stack.removeLast()
      }
    }
    return depths
  }
}
