import Foundation
import Testing

/// The folders of Sources/DateMath are layers (issue 33): docs/layers.txt
/// lists them bottom first, and no folder's code names a declaration of a
/// folder above it, so the folders reference each other in no cycle. The
/// sources are read as text (`SourceLayers` says what counts as a
/// reference); a failure names the file and line of each reference.
///
/// A new folder goes into docs/layers.txt where its references put it; a
/// reference to a folder above is fixed by moving the helper it names down
/// to the layer that needs it (or the referring extension up), not by
/// reordering the list.
@Suite("Layering")
struct LayeringTests {
  static let root = packageRoot()
  static let layersFile = "docs/layers.txt"
  static let module = "Sources/DateMath"

  /// The layers, bottom first, and each Swift file of the module by its
  /// path inside the module.
  static func read() throws -> (layers: [String], files: [String: String]) {
    let layers = SourceLayers.layers(
      try String(contentsOf: root.appendingPathComponent(layersFile), encoding: .utf8))
    let folder = root.appendingPathComponent(module)
    var files: [String: String] = [:]
    let walker = FileManager.default.enumerator(atPath: folder.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
    return (layers, files)
  }

  static func location(_ reference: SourceLayers.Reference) -> SourceLocation {
    SourceLocation(
      fileID: "DateMath/\(reference.file.split(separator: "/").last ?? "")",
      filePath: root.appendingPathComponent("\(module)/\(reference.file)").path,
      line: reference.line, column: 1)
  }

  @Test("every Swift file of Sources/DateMath is in a layer of docs/layers.txt, and every layer holds files")
  func everyFileHasALayer() throws {
    let (layers, files) = try Self.read()
    #expect(layers.count >= 10, "docs/layers.txt lists too few layers: \(layers)")
    #expect(Set(layers).count == layers.count, "a layer is listed twice in docs/layers.txt")
    for path in files.keys.sorted() where SourceLayers.layer(of: path, in: layers) == nil {
      Issue.record("\(Self.module)/\(path) is in no layer of \(Self.layersFile): move it into a layer's folder")
    }
    for layer in layers where !files.keys.contains(where: { $0.hasPrefix(layer + "/") }) {
      Issue.record("\(Self.layersFile) lists \(layer)/, which holds no Swift file")
    }
  }

  @Test("no folder of Sources/DateMath references a folder above it in docs/layers.txt, and none references another in a cycle")
  func noUpwardReferenceAndNoCycle() throws {
    let (layers, files) = try Self.read()
    let edges = SourceLayers.references(files: files) { SourceLayers.layer(of: $0, in: layers) ?? "?" }
    // The reader found references, so the test cannot pass by reading nothing.
    #expect(edges.count >= 20, "only \(edges.count) references between folders were found")
    let rank = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
    for edge in edges.keys.sorted() {
      guard let from = rank[edge.from], let to = rank[edge.to], to > from else { continue }
      let references = edges[edge]!
      for reference in references.prefix(3) {
        Issue.record(
          Comment(
            rawValue: "\(edge.from)/ references \(edge.to)/, a layer above it in \(Self.layersFile): "
              + "\(reference) (\(references.count) reference\(references.count == 1 ? "" : "s") in all)"),
          sourceLocation: Self.location(reference))
      }
    }
    for cycle in SourceLayers.cycles(edges.keys) {
      let steps = zip(cycle, cycle.dropFirst() + [cycle[0]]).map { edges[SourceLayers.Edge(from: $0, to: $1)]![0] }
      Issue.record(
        Comment(
          rawValue: "the folders reference each other in a cycle: "
            + (cycle + [cycle[0]]).map { $0 + "/" }.joined(separator: " → ") + ": "
            + steps.map(\.description).joined(separator: "; ")),
        sourceLocation: Self.location(steps[0]))
    }
  }

  /// A small module in memory: `A` is the bottom layer, `B` above it.
  static func edges(_ files: [String: String]) -> [SourceLayers.Edge: [SourceLayers.Reference]] {
    SourceLayers.references(files: files) { SourceLayers.layer(of: $0, in: ["A", "B", "B/Inner"]) ?? "?" }
  }

  @Test("comments, strings and declarations are not references; code in an interpolation is")
  func reader() {
    let quiet = Self.edges([
      "A/Low.swift": "struct Low {}\n",
      "B/High.swift": #"""
        /// Uses ``Low``, in a doc comment.
        // Low, in a comment.
        /* Low, /* nested */ Low */
        let text = "Low \"Low\" Low"
        let raw = #"Low \(Low) "# + """
          Low
          """
        struct High {}
        """#,
    ])
    #expect(quiet.isEmpty)
    let loud = Self.edges([
      "A/Low.swift": "struct Low {}\n",
      "B/High.swift": #"let text = "\(Low())"\#n"#,
    ])
    #expect(loud[SourceLayers.Edge(from: "B", to: "A")] == [.init(file: "B/High.swift", line: 1, name: "Low")])
  }

  @Test("an extension member with a distinctive name is a reference; a shadowing nested type or local is not")
  func members() {
    let edges = Self.edges([
      "A/Zone.swift": "struct Zone {}\nstruct Period {}\n",
      "B/Zone+Display.swift": "extension Zone {\n  var displayName: String { \"\" }\n  func split() {}\n}\n",
      "A/Uses.swift": "func f(z: Zone) {\n  _ = z.displayName\n  z.split()\n}\n",
      "B/Nested.swift": "struct Table {\n  struct Period {}\n  let p: Period\n}\n",
    ])
    #expect(edges[SourceLayers.Edge(from: "A", to: "B")] == [.init(file: "A/Uses.swift", line: 2, name: "displayName")])
    #expect(edges[SourceLayers.Edge(from: "B", to: "A")]?.map(\.name) == ["Zone"])
  }

  @Test("a cycle is found with each of its steps, and a file goes to its innermost layer")
  func cycles() {
    let edges: [SourceLayers.Edge] = [
      .init(from: "Zones", to: "Core"), .init(from: "Zones", to: "ZonedDateTime"),
      .init(from: "ZonedDateTime", to: "Zones"), .init(from: "Text", to: "Zones"),
      .init(from: "Zones", to: "Text"), .init(from: "Text", to: "ZonedDateTime"),
    ]
    #expect(
      SourceLayers.cycles(edges) == [
        ["Text", "Zones"], ["ZonedDateTime", "Zones"], ["Text", "ZonedDateTime", "Zones"],
      ])
    #expect(SourceLayers.cycles(edges.filter { $0.to != "Zones" }).isEmpty)
    #expect(SourceLayers.layer(of: "B/Inner/X.swift", in: ["A", "B", "B/Inner"]) == "B/Inner")
    #expect(SourceLayers.layer(of: "B/X.swift", in: ["A", "B", "B/Inner"]) == "B")
    #expect(SourceLayers.layer(of: "X.swift", in: ["A", "B"]) == nil)
    #expect(SourceLayers.layers("# comment\n\nCore/   the bottom\nZones  zones\n") == ["Core", "Zones"])
  }
}
