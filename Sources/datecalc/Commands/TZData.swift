import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc tzdata [list | diff A B]`.
  struct TZData: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "tzdata",
      abstract: "The tz data sources on this machine, and where two of them disagree.",
      discussion: """
        Sources: bundled (compiled into DateMath), system ($TZDIR or \
        /usr/share/zoneinfo), foundation (Foundation's TimeZone), or a path: \
        a directory of TZif files or a bundle file of \
        Scripts/make_tzdata_bundle.py. The default is the newest release; \
        --tzdata or DATEMATH_TZDATA chooses another.

        Examples:
          datecalc tzdata
          datecalc tzdata diff foundation bundled --from 2026-01-01 --to 2030-01-01
        """,
      subcommands: [List.self, Diff.self],
      defaultSubcommand: List.self)

    @OptionGroup var tzdata: TZDataHelpOption
  }
}

extension DateCalc.TZData {
  /// `datecalc tzdata list`.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the sources, their releases, and the one in use.")

    @Flag(name: .long, help: "Print the answer as one JSON object; an error as {\"error\": {kind, message, exitCode}}.")
    var json = false

    @OptionGroup var tzdata: TZDataHelpOption

    func run() throws {
      let inUse = TZDataSource.default
      let sources = TZDataSource.available + (TZDataSource.available.contains(inUse) ? [] : [inUse])
      let rows = sources.map { source in
        SourceJSON(
          source: source.kind.rawValue, version: source.version, path: source.path,
          identifiers: source.identifiers.count, inUse: source == inUse)
      }
      if json {
        Output.json(ListJSON(inUse: inUse.description, reason: TZDataSource.defaultReason, sources: rows))
        return
      }
      print("tz data in use: \(inUse) (\(TZDataSource.defaultReason))")
      for row in rows {
        let mark = row.inUse ? "*" : " "
        let kind = row.source.padding(toLength: 11, withPad: " ", startingAt: 0)
        let version = row.version.padding(toLength: 8, withPad: " ", startingAt: 0)
        print("\(mark) \(kind) \(version) \(row.identifiers) identifiers\(row.path.map { "  \($0)" } ?? "")")
      }
    }
  }

  /// `datecalc tzdata diff A B [--from] [--to]`.
  struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The zones and instants where two tz data sources give different UTC offsets.",
      discussion: """
        Answers "what changes for my users if I update?": every identifier \
        whose offset differs between the two sources in [--from, --to), with \
        each stretch of time where it differs. Times are UTC (a date is its \
        midnight UTC). A zone whose data one source cannot read is listed as \
        unreadable, and the others are still compared. Exit status 0 whether \
        or not they differ.

        Examples:
          datecalc tzdata diff foundation bundled --from 2026-01-01 --to 2030-01-01
          datecalc tzdata diff system /path/to/zoneinfo --json
        """)

    @Argument(help: ArgumentHelp("The first source: bundled, system, foundation or a path.", valueName: "a"))
    var first: String

    @Argument(help: ArgumentHelp("The second source.", valueName: "b"))
    var second: String

    @Option(
      help: ArgumentHelp("Start of the range (default: 1 January this year, UTC).", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var from: TimeInput?

    @Option(
      help: ArgumentHelp("End of the range, exclusive (default: 10 years after --from).", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var to: TimeInput?

    @Flag(name: .long, help: "Print the answer as one JSON object; an error as {\"error\": {kind, message, exitCode}}.")
    var json = false

    @OptionGroup var tzdata: TZDataHelpOption

    func run() throws {
      let a = try input { () throws(DateMathError) in try TZDataSource(named: first) }
      let b = try input { () throws(DateMathError) in try TZDataSource(named: second) }
      let utc = Zone.utc
      let start: Date
      if let from {
        start = try from.placed(in: utc).zoned(in: utc, policy: .compatible).date
      } else {
        let now = try CalcClock.now()
        start = try answer { () throws(DateMathError) in
          let year = try ZonedDateTime(now, in: utc).localDateTime.date.year
          return try ZonedDateTime(startOf: CivilDate(year: year, month: 1, day: 1), in: utc).date
        }
      }
      let end: Date
      if let to {
        end = try to.placed(in: utc).zoned(in: utc, policy: .compatible).date
      } else {
        end = try answer { () throws(DateMathError) in try ZonedDateTime(start, in: utc).adding(.years(10)).date }
      }
      guard start < end else { throw CommandFailure.usage("--from must be before --to") }
      let report = try answer { () throws(DateMathError) in
        try TZDataComparison(a, b, in: start..<end)
      }
      if json {
        Output.json(report.json)
        return
      }
      print(
        "\(report.differing.count) identifier\(report.differing.count == 1 ? "" : "s") differ between "
          + "\(a) and \(b) from \(Output.utc(start)) to \(Output.utc(end))")
      for zone in report.differing {
        print("\(zone.identifier)\(zone.linkTarget.map { " (link to \($0))" } ?? "")")
        for stretch in zone.stretches {
          print(
            "  \(Output.utc(stretch.start)) to \(Output.utc(stretch.end)): "
              + "\(stretch.first) (\(a.kind.rawValue) \(a.version)) vs \(stretch.second) (\(b.kind.rawValue) \(b.version))")
        }
      }
      if !report.onlyInFirst.isEmpty {
        print("only in \(a): \(report.onlyInFirst.joined(separator: ", "))")
      }
      if !report.onlyInSecond.isEmpty {
        print("only in \(b): \(report.onlyInSecond.joined(separator: ", "))")
      }
      for (identifier, reason) in report.unreadable {
        print("unreadable: \(identifier): \(reason)")
      }
    }
  }

  struct SourceJSON: Encodable {
    let source: String
    let version: String
    let path: String?
    let identifiers: Int
    let inUse: Bool
  }

  struct ListJSON: Encodable {
    let inUse: String
    let reason: String
    let sources: [SourceJSON]
  }
}

/// Where two tz data sources give different offsets in a range of time.
struct TZDataComparison {
  struct Stretch {
    let start: Date
    let end: Date
    let first: UTCOffset
    let second: UTCOffset
  }

  struct DifferingZone {
    let identifier: String
    let linkTarget: String?
    let stretches: [Stretch]
  }

  let first: TZDataSource
  let second: TZDataSource
  let range: Range<Date>
  let differing: [DifferingZone]
  let onlyInFirst: [String]
  let onlyInSecond: [String]
  /// Identifiers whose data one of the sources could not read, and why.
  let unreadable: [(identifier: String, reason: String)]

  init(_ first: TZDataSource, _ second: TZDataSource, in range: Range<Date>) throws(DateMathError) {
    self.first = first
    self.second = second
    self.range = range
    let a = Set(first.identifiers)
    let b = Set(second.identifiers)
    onlyInFirst = a.subtracting(b).sorted()
    onlyInSecond = b.subtracting(a).sorted()
    var differing: [DifferingZone] = []
    var unreadable: [(identifier: String, reason: String)] = []
    for identifier in a.intersection(b).sorted() {
      let stretches: [Stretch]
      do {
        let x = try Zone(identifier: identifier, source: first)
        let y = try Zone(identifier: identifier, source: second)
        stretches = try Self.stretches(x, y, in: range)
      } catch where error.kind == .invalidTZData {
        unreadable.append((identifier, error.message))
        continue
      }
      guard !stretches.isEmpty else { continue }
      let target = second.canonicalIdentifier(for: identifier) ?? first.canonicalIdentifier(for: identifier)
      differing.append(
        DifferingZone(identifier: identifier, linkTarget: target == identifier ? nil : target, stretches: stretches))
    }
    self.differing = differing
    self.unreadable = unreadable
  }

  /// The stretches of `range` in which the two zones' offsets differ:
  /// between any two consecutive transitions of either, the offsets are
  /// constant, so one comparison per stretch is exact.
  static func stretches(_ x: Zone, _ y: Zone, in range: Range<Date>)
    throws(DateMathError) -> [Stretch]
  {
    let changes = try (x.transitions(in: range) + y.transitions(in: range)).map(\.date)
    let bounds = Array(Set(changes + [range.lowerBound])).sorted() + [range.upperBound]
    var result: [Stretch] = []
    for (start, end) in zip(bounds, bounds.dropFirst()) where start < end {
      let (p, q) = (try x.offset(at: start), try y.offset(at: start))
      guard p != q else { continue }
      if let last = result.last, last.end == start, last.first == p, last.second == q {
        result[result.count - 1] = Stretch(start: last.start, end: end, first: p, second: q)
      } else {
        result.append(Stretch(start: start, end: end, first: p, second: q))
      }
    }
    return result
  }

  var json: JSON {
    JSON(
      first: "\(first.kind.rawValue) \(first.version)", second: "\(second.kind.rawValue) \(second.version)",
      from: (try? range.lowerBound.rfc3339String()) ?? "", to: (try? range.upperBound.rfc3339String()) ?? "",
      zones: differing.map { zone in
        JSON.DifferingZone(
          identifier: zone.identifier, linkTarget: zone.linkTarget,
          stretches: zone.stretches.map {
            JSON.Stretch(
              from: (try? $0.start.rfc3339String()) ?? "", to: (try? $0.end.rfc3339String()) ?? "",
              firstOffset: $0.first.description, secondOffset: $0.second.description)
          })
      },
      onlyInFirst: onlyInFirst, onlyInSecond: onlyInSecond,
      unreadable: unreadable.map { JSON.Unreadable(identifier: $0.identifier, reason: $0.reason) })
  }

  /// The `--json` answer of `datecalc tzdata diff`.
  struct JSON: Encodable {
    struct Stretch: Encodable {
      let from: String
      let to: String
      let firstOffset: String
      let secondOffset: String
    }
    struct DifferingZone: Encodable {
      let identifier: String
      let linkTarget: String?
      let stretches: [Stretch]
    }
    struct Unreadable: Encodable {
      let identifier: String
      let reason: String
    }
    let first: String
    let second: String
    let from: String
    let to: String
    let zones: [DifferingZone]
    let onlyInFirst: [String]
    let onlyInSecond: [String]
    let unreadable: [Unreadable]
  }
}
