import Foundation

/// The folders of Sources/DateMath as layers: which folder's code names which
/// other folder's declarations, read from the sources (no compiler), and the
/// declared order of the layers (docs/layers.txt). `LayeringTests` fails on a
/// cycle of folders or a reference to a folder above.
///
/// A file belongs to the longest layer path that holds it (`Zones/TZData/`
/// is part of `Zones`; `Recurrence/Expansion` is its own layer). What
/// counts as a layer's declaration (a "symbol" it provides):
/// - a type declared with `struct`, `enum`, `class`, `actor`, `protocol` or
///   `typealias`: at the top level always (Swift makes those names unique),
///   nested when no other layer declares that name in any way;
/// - a top-level `func`, `let` or `var` (`_decodeText`);
/// - a member (`func`, `var`, `let`) of an `extension` of a type declared
///   in another layer (or in Foundation) whose name is distinctive (`_`
///   first, or two words or more) and declared by no other layer:
///   `Zone.formattingZone(at:)` declared in one layer and called in
///   another is a reference, though it names no type; `split`, which
///   `String` also has, is not read as one.
///
/// A reference is an identifier token in another layer's file, with
/// comments and string literals removed first (interpolated code counts),
/// so a doc comment or a message naming a type does not count. A layer
/// that declares a nested type of a top-level type's name reads its own
/// there. Not seen: a member reached through inference without naming its
/// type (`zdt.offset`), and a conformance used without a name (string
/// interpolation of a value whose `description` another layer provides);
/// the names of types are what hold the layers.
enum SourceLayers {
  /// An identifier or one punctuation byte of Swift code, with its line.
  struct Token: Equatable, Sendable {
    var text: String
    var line: Int
    var isIdentifier: Bool { text.first.map { $0 == "_" || $0.isLetter } ?? false }
  }

  /// A reference from one folder's file to another folder's symbol.
  struct Reference: Equatable, Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var name: String
    var description: String { "\(file):\(line) (\(name))" }
  }

  /// The tokens of Swift source `text`: identifiers (a backquoted one
  /// without its quotes) and the punctuation `{ } ( ) . : ,`, without
  /// comments, string literals (the code of an interpolation is kept),
  /// numbers, other operators and `#` directives' `#`.
  static func tokens(_ text: String) -> [Token] {
    var scanner = Scanner(bytes: Array(text.utf8))
    scanner.code(untilParen: false)
    return scanner.tokens
  }

  private struct Scanner {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var tokens: [Token] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    func at(_ offset: Int) -> UInt8 { i + offset < bytes.count ? bytes[i + offset] : 0 }

    static func isIdentifierStart(_ b: UInt8) -> Bool {
      (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95
    }
    static func isIdentifierByte(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 48 && b <= 57) }

    /// Code up to the end, or (in an interpolation) up to the `)` that
    /// closes it, which it consumes.
    mutating func code(untilParen: Bool) {
      var parens = 0
      while i < bytes.count {
        let b = bytes[i]
        switch b {
        case 10:
          line += 1
          i += 1
        case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
          while i < bytes.count && bytes[i] != 10 { i += 1 }
        case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
          blockComment()
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
          var hashes = 0
          while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
          if at(hashes) == UInt8(ascii: "\"") {
            i += hashes
            string(hashes: hashes)
          } else {
            i += max(hashes, 1)
          }
        case UInt8(ascii: "`"):
          var j = i + 1
          while j < bytes.count && Self.isIdentifierByte(bytes[j]) { j += 1 }
          if j < bytes.count && bytes[j] == UInt8(ascii: "`") && j > i + 1 {
            emit(i + 1, j)
            i = j + 1
          } else {
            i += 1
          }
        case _ where Self.isIdentifierStart(b):
          var j = i + 1
          while j < bytes.count && Self.isIdentifierByte(bytes[j]) { j += 1 }
          emit(i, j)
          i = j
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          while i < bytes.count && Self.isIdentifierByte(bytes[i]) { i += 1 }
        case UInt8(ascii: "("):
          parens += 1
          emit(i, i + 1)
          i += 1
        case UInt8(ascii: ")"):
          if untilParen && parens == 0 {
            i += 1
            return
          }
          parens -= 1
          emit(i, i + 1)
          i += 1
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "."), UInt8(ascii: ":"),
          UInt8(ascii: ","):
          emit(i, i + 1)
          i += 1
        default:
          i += 1
        }
      }
    }

    mutating func emit(_ start: Int, _ end: Int) {
      tokens.append(Token(text: String(decoding: bytes[start..<end], as: UTF8.self), line: line))
    }

    /// A `/* */` comment, nested ones included.
    mutating func blockComment() {
      var depth = 0
      while i < bytes.count {
        if bytes[i] == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
          depth += 1
          i += 2
        } else if bytes[i] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/") {
          depth -= 1
          i += 2
          if depth == 0 { return }
        } else {
          if bytes[i] == 10 { line += 1 }
          i += 1
        }
      }
    }

    /// A string literal from its opening quote (after any `#`s): `"…"` or
    /// `"""…"""`, raw with `hashes` `#`s; the code of `\(…)` is scanned.
    mutating func string(hashes: Int) {
      let multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
      i += multiline ? 3 : 1
      let quotes = multiline ? 3 : 1
      while i < bytes.count {
        let b = bytes[i]
        if b == 10 {
          line += 1
          i += 1
        } else if b == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ at(1 + $0) == UInt8(ascii: "#") }) {
          i += 1 + hashes
          if at(0) == UInt8(ascii: "(") {
            i += 1
            code(untilParen: true)
          } else if at(0) == 10 {
            // A line continuation: the newline is counted above.
          } else {
            i += 1
          }
        } else if b == UInt8(ascii: "\"")
          && (0..<quotes).allSatisfy({ at($0) == UInt8(ascii: "\"") })
          && (0..<hashes).allSatisfy({ at(quotes + $0) == UInt8(ascii: "#") })
        {
          i += quotes + hashes
          return
        } else {
          i += 1
        }
      }
    }
  }

  /// What one file declares, read from its tokens.
  struct Declarations {
    /// Types declared at the top level, and top-level `func`/`let`/`var`.
    var topLevel: Set<String> = []
    /// Types declared inside another declaration.
    var nestedTypes: Set<String> = []
    /// The members (`func`, `var`, `let`) declared directly in a top-level
    /// `extension`, with the extended type's name.
    var extensionMembers: [(type: String, name: String)] = []
    /// Every name the file declares or uses as a label (`name:`).
    var declared: Set<String> = []
  }

  static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
  static let valueKeywords: Set<String> = ["func", "let", "var", "case"]

  /// The declarations of one file's tokens.
  static func declarations(_ tokens: [Token]) -> Declarations {
    enum Scope { case type, extension_(String), other }
    var result = Declarations()
    var scopes: [Scope] = []
    var pending: Scope = .other
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      switch token.text {
      case "{":
        scopes.append(pending)
        pending = .other
      case "}":
        _ = scopes.popLast()
        pending = .other
      case "extension" where scopes.isEmpty:
        if let next, next.isIdentifier { pending = .extension_(next.text) }
      case let keyword where typeKeywords.contains(keyword):
        // `class func`, `class var`: a modifier, not a type.
        if let next, next.isIdentifier, !valueKeywords.contains(next.text), !typeKeywords.contains(next.text) {
          if scopes.isEmpty { result.topLevel.insert(next.text) } else { result.nestedTypes.insert(next.text) }
          result.declared.insert(next.text)
          if keyword != "typealias" { pending = .type }
          index += 1
        }
      case let keyword where valueKeywords.contains(keyword):
        if let next, next.isIdentifier {
          result.declared.insert(next.text)
          if keyword != "case" && scopes.isEmpty {
            result.topLevel.insert(next.text)
          } else if keyword != "case", scopes.count == 1, case .extension_(let type) = scopes[0] {
            result.extensionMembers.append((type, next.text))
          }
          index += 1
        }
      default:
        if token.isIdentifier, next?.text == ":" { result.declared.insert(token.text) }
      }
      index += 1
    }
    return result
  }

  /// The references of each layer to the others, for the files of a
  /// module: `files` maps a path relative to the module's folder
  /// ("Zones/Zone.swift") to its text, and `folder` gives a path's layer.
  static func references(files: [String: String], folder: (String) -> String) -> [Edge: [Reference]] {
    var tokens: [String: [Token]] = [:]
    var declarations: [String: Declarations] = [:]
    for (path, text) in files {
      tokens[path] = Self.tokens(text)
      declarations[path] = Self.declarations(tokens[path]!)
    }
    // Who provides each name.
    var topLevelOwner: [String: String] = [:]
    var declaredIn: [String: Set<String>] = [:]  // folder → names it declares in any way
    var nestedTypesIn: [String: Set<String>] = [:]
    for (path, found) in declarations {
      let f = folder(path)
      for name in found.topLevel { topLevelOwner[name] = f }
      declaredIn[f, default: []].formUnion(found.declared)
      nestedTypesIn[f, default: []].formUnion(found.nestedTypes)
    }
    var providers: [String: Set<String>] = [:]  // name → folders providing it
    for (path, found) in declarations {
      let f = folder(path)
      for name in found.nestedTypes where topLevelOwner[name] == nil { providers[name, default: []].insert(f) }
      for (type, name) in found.extensionMembers
      where topLevelOwner[type] != f && topLevelOwner[name] == nil && isDistinctive(name) {
        providers[name, default: []].insert(f)
      }
    }
    // A nested type or an extension member is a symbol of its folder when
    // no other folder declares that name in any way (as a member, a local,
    // a label): then a token of that name elsewhere can only mean it.
    var owner = topLevelOwner
    for (name, folders) in providers where folders.count == 1 {
      let f = folders.first!
      if !declaredIn.contains(where: { $0.key != f && $0.value.contains(name) }) { owner[name] = f }
    }

    var edges: [Edge: [Reference]] = [:]
    for path in files.keys.sorted() {
      let f = folder(path)
      let nested = nestedTypesIn[f] ?? []
      let list = tokens[path]!
      for (index, token) in list.enumerated() where token.isIdentifier {
        guard let target = owner[token.text], target != f else { continue }
        // Declaring the name, not naming it.
        if index > 0, typeKeywords.contains(list[index - 1].text) || valueKeywords.contains(list[index - 1].text) {
          continue
        }
        // A folder's own nested type of a top-level type's name.
        if nested.contains(token.text) { continue }
        edges[Edge(from: f, to: target), default: []].append(
          Reference(file: path, line: token.line, name: token.text))
      }
    }
    return edges
  }

  /// Whether an extension member's name is distinctive enough to be read
  /// as that member wherever it appears: `_`-prefixed or of two words or
  /// more (`formattingZone`, `rfc9557String`), not a one-word name that
  /// Foundation's and the standard library's types also have (`split`,
  /// `clock`, `encode`).
  static func isDistinctive(_ name: String) -> Bool {
    name.hasPrefix("_") || name.dropFirst().contains { $0.isUppercase || $0.isNumber }
  }

  /// The layer of a file: the longest of `layers` (folder paths such as
  /// "Zones" or "ICalendar/Syntax") that holds it, or nil.
  static func layer(of path: String, in layers: [String]) -> String? {
    layers.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
  }

  /// A layer naming another layer's symbols.
  struct Edge: Hashable, Comparable, Sendable, CustomStringConvertible {
    var from: String
    var to: String
    static func < (a: Edge, b: Edge) -> Bool { (a.from, a.to) < (b.from, b.to) }
    var description: String { "\(from.isEmpty ? "(top)" : from) → \(to.isEmpty ? "(top)" : to)" }
  }

  /// The cycles of the folder graph: for each edge between two folders of
  /// a strongly connected set, the shortest cycle through it, as its
  /// folders in order (the first folder is not repeated at the end).
  static func cycles(_ edges: some Collection<Edge>) -> [[String]] {
    var successors: [String: [String]] = [:]
    for edge in edges where edge.from != edge.to { successors[edge.from, default: []].append(edge.to) }
    for key in successors.keys { successors[key]!.sort() }
    let nodes = Set(edges.flatMap { [$0.from, $0.to] }).sorted()
    // Tarjan's strongly connected components.
    var indexOf: [String: Int] = [:]
    var low: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var components: [[String]] = []
    var counter = 0
    func connect(_ v: String) {
      indexOf[v] = counter
      low[v] = counter
      counter += 1
      stack.append(v)
      onStack.insert(v)
      for w in successors[v] ?? [] {
        if indexOf[w] == nil {
          connect(w)
          low[v] = min(low[v]!, low[w]!)
        } else if onStack.contains(w) {
          low[v] = min(low[v]!, indexOf[w]!)
        }
      }
      if low[v] == indexOf[v] {
        var component: [String] = []
        while let w = stack.popLast() {
          onStack.remove(w)
          component.append(w)
          if w == v { break }
        }
        if component.count > 1 { components.append(component.sorted()) }
      }
    }
    for v in nodes where indexOf[v] == nil { connect(v) }
    // For each edge inside a component, the shortest cycle through it
    // (breadth first from its target back to its source, inside the
    // component), each cycle once, starting from its least folder.
    var found: [[String]] = []
    for component in components.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let inside = Set(component)
      for from in component {
        for to in successors[from] ?? [] where inside.contains(to) {
          var previous: [String: String] = [to: to]
          var queue = [to]
          var head = 0
          while head < queue.count, previous[from] == nil {
            let v = queue[head]
            head += 1
            for w in successors[v] ?? [] where inside.contains(w) && previous[w] == nil {
              previous[w] = v
              queue.append(w)
            }
          }
          var path = [from]
          var v = from
          while v != to {
            v = previous[v]!
            path.append(v)
          }
          // path is from, (back from `from` to `to`); the cycle is from → to → … → from.
          var cycle = [from] + path.dropFirst().reversed()
          let least = cycle.indices.min { cycle[$0] < cycle[$1] }!
          cycle = Array(cycle[least...] + cycle[..<least])
          if !found.contains(cycle) { found.append(cycle) }
        }
      }
    }
    return found.sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
  }

  /// The layers of docs/layers.txt, bottom first: each line that is not
  /// blank or a `#` comment starts with a folder name (a trailing `/` is
  /// allowed), then its description.
  static func layers(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
      var name = String(trimmed.prefix { !$0.isWhitespace })
      if name.hasSuffix("/") { name.removeLast() }
      return name
    }
  }
}
