import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc zone ZONE`.
  struct ZoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "zone",
      abstract: "A zone now: offset, abbreviation, DST, the previous and next transitions.",
      discussion: """
        --at shows the zone at another time instead of now.

        Examples:
          datecalc zone America/New_York
          datecalc zone Europe/Dublin --at 2024-07-01T12:00:00Z --json
        """)

    @Argument(help: ArgumentHelp("An IANA zone, such as Europe/Dublin, or a fixed offset such as +05:30 (after --, a negative one: -- -03:00).", valueName: "zone"))
    var name: String

    @Option(
      help: ArgumentHelp("The time to look at (default: now).", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var at: TimeInput?

    @Flag(name: .long, help: "Print the answer as one JSON object; an error as {\"error\": {kind, message, exitCode}}.")
    var json = false

    @OptionGroup var tzdata: TZDataHelpOption

    func run() throws {
      let zone = try input { () throws(DateMathError) in try Zone(identifier: name) }
      let zoned: ZonedDateTime
      if let at {
        zoned = try at.placed(in: zone).zoned(in: zone, policy: .compatible)
      } else {
        let now = try CalcClock.now()
        zoned = try answer { () throws(DateMathError) in try ZonedDateTime(now, in: zone) }
      }
      let date = zoned.date
      let isDST = try answer { () throws(DateMathError) in try zone.isDaylightSavingTime(at: date) }
      let abbreviation = try answer { () throws(DateMathError) in try zone.abbreviation(at: date) }
      let data = zone.tzData
      // A transition at this very instant is the previous one.
      let previous = try answer { () throws(DateMathError) in try zoned.adding(exactly: .milliseconds(1)).previousTransition() }
      let next = zoned.nextTransition()
      if json {
        Output.jsonAnswer(ZoneJSON(
          zone: zone.identifier, at: InstantJSON(zoned), offset: zoned.offset.description,
          abbreviation: abbreviation, isDaylightSavingTime: isDST,
          previousTransition: try previous.map { t throws(CommandFailure) in try TransitionJSON(t, zone) },
          nextTransition: try next.map { t throws(CommandFailure) in try TransitionJSON(t, zone) }, tzdata: data.version,
          tzdataSource: data.kind.rawValue))
      } else {
        var lines = [
          "\(zone.identifier): \(Output.instant(zoned))",
          "  offset \(zoned.offset), \(abbreviation), \(isDST ? "daylight saving time" : "standard time") (tz data \(data.version), \(data.kind.rawValue))",
        ]
        lines.append("  previous: " + (previous.map { Notes.describe($0) } ?? "none"))
        lines.append("  next:     " + (next.map { Notes.describe($0) } ?? "none: the offset does not change again"))
        Output.text(lines, notes: [])
      }
    }
  }

  /// `datecalc transitions ZONE [--from] [--to]`.
  struct Transitions: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Every change of UTC offset of a zone in a range.",
      discussion: """
        Only changes of offset count: a change of abbreviation or DST flag \
        alone is not a transition. Default range: this year.

        Examples:
          datecalc transitions America/Sao_Paulo --from 2017-01-01 --to 2020-01-01
          datecalc transitions Pacific/Apia --from 2011-01-01 --to 2012-01-01 --json
        """)

    @Argument(help: ArgumentHelp("An IANA zone.", valueName: "zone"))
    var name: String

    @Option(
      help: ArgumentHelp(
        "Start of the range (a date or time; default: 1 January this year).", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var from: TimeInput?

    @Option(
      help: ArgumentHelp("End of the range, exclusive (default: a year after --from).", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var to: TimeInput?

    @Flag(name: .long, help: "Print the answer as one JSON object; an error as {\"error\": {kind, message, exitCode}}.")
    var json = false

    @OptionGroup var tzdata: TZDataHelpOption

    func run() throws {
      let zone = try input { () throws(DateMathError) in try Zone(identifier: name) }
      let start: ZonedDateTime
      if let from {
        start = try from.placed(in: zone).zoned(in: zone, policy: .compatible)
      } else {
        let now = try CalcClock.now()
        start = try answer { () throws(DateMathError) in
          let year = try ZonedDateTime(now, in: zone).localDateTime.date.year
          return try ZonedDateTime(startOf: CivilDate(year: year, month: 1, day: 1), in: zone)
        }
      }
      let end: ZonedDateTime
      if let to {
        end = try to.placed(in: zone).zoned(in: zone, policy: .compatible)
      } else {
        end = try answer { () throws(DateMathError) in try start.adding(.years(1)) }
      }
      guard start.date <= end.date else { throw CommandFailure.usage("--from must not be after --to") }
      let transitions = try answer { () throws(DateMathError) in try zone.transitions(in: start.date..<end.date) }
      if json {
        Output.jsonAnswer(TransitionsJSON(zone: zone.identifier, from: InstantJSON(start),
                                    to: InstantJSON(end), transitions: try transitions.map { t throws(CommandFailure) in try TransitionJSON(t, zone) }))
      } else {
        print("\(transitions.count) transition\(transitions.count == 1 ? "" : "s") in \(zone.identifier) from \(Output.instant(start)) to \(Output.instant(end))")
        for transition in transitions { print("  \(Notes.describe(transition))") }
      }
    }
  }
}

struct TransitionJSON: Encodable {
  let at: InstantJSON
  let offsetBefore: String
  let offsetAfter: String
  /// gap or overlap.
  let kind: String
  let shiftSeconds: Int
  let wallClockBefore: String
  let wallClockAfter: String

  init(_ t: ZoneTransition, _ zone: Zone) throws(CommandFailure) {
    at = InstantJSON(try answer { () throws(DateMathError) in try ZonedDateTime(t.date, in: zone) })
    offsetBefore = t.offsetBefore.description
    offsetAfter = t.offsetAfter.description
    kind = t.isGap ? "gap" : "overlap"
    shiftSeconds = t.shift
    wallClockBefore = t.wallClockBefore.description
    wallClockAfter = t.wallClockAfter.description
  }
}

struct ZoneJSON: Encodable {
  let zone: String
  let at: InstantJSON
  let offset: String
  let abbreviation: String
  let isDaylightSavingTime: Bool
  let previousTransition: TransitionJSON?
  let nextTransition: TransitionJSON?
  /// The IANA release the answer comes from, such as "2026f".
  let tzdata: String
  /// Where it was read: bundled, system, foundation, directory, bundleFile.
  let tzdataSource: String
}

struct TransitionsJSON: Encodable {
  let zone: String
  let from: InstantJSON
  let to: InstantJSON
  let transitions: [TransitionJSON]
}
