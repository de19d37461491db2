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

    @Flag(name: .long, help: "Print the answer as JSON (schema in docs/datecalc.md).")
    var json = false

    func run() throws {
      let calendar = try input { () throws(DateMathError) in try Zone(identifier: name) }
      let date: Date
      if let at {
        date = try at.placed(in: calendar).instant(in: calendar, policy: .compatible)
      } else {
        date = try CalcClock.now()
      }
      let offset = try answer { () throws(DateMathError) in try calendar.offset(at: date) }
      let isDST = try answer { () throws(DateMathError) in try calendar.isDaylightSavingTime(at: date) }
      let abbreviation = try answer { () throws(DateMathError) in try calendar.abbreviation(at: date) }
      let data = calendar.tzData
      let previous = try answer { () throws(DateMathError) in try calendar.previousTransition(before: date.addingTimeInterval(0.001)) }
      let next = try answer { () throws(DateMathError) in try calendar.nextTransition(after: date) }
      if json {
        Output.jsonAnswer(ZoneJSON(
          zone: calendar.identifier, at: InstantJSON(date, calendar), offset: offset.description,
          abbreviation: abbreviation, isDaylightSavingTime: isDST,
          previousTransition: previous.map { TransitionJSON($0, calendar) },
          nextTransition: next.map { TransitionJSON($0, calendar) }, tzdata: data.version,
          tzdataSource: data.kind.rawValue))
      } else {
        var lines = [
          "\(calendar.identifier): \(Output.instant(date, calendar))",
          "  offset \(offset), \(abbreviation), \(isDST ? "daylight saving time" : "standard time") (tz data \(data.version), \(data.kind.rawValue))",
        ]
        lines.append("  previous: " + (previous.map { Notes.describe($0, in: calendar) } ?? "none"))
        lines.append("  next:     " + (next.map { Notes.describe($0, in: calendar) } ?? "none: the offset does not change again"))
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

    @Flag(name: .long, help: "Print the answer as JSON (schema in docs/datecalc.md).")
    var json = false

    func run() throws {
      let calendar = try input { () throws(DateMathError) in try Zone(identifier: name) }
      let start: Date
      if let from {
        start = try from.placed(in: calendar).instant(in: calendar, policy: .compatible)
      } else {
        let now = try CalcClock.now()
        let year = try answer { () throws(DateMathError) in try calendar.localDate(for: now).year }
        start = try answer { () throws(DateMathError) in try calendar.startOfDay(CivilDate(year: year, month: 1, day: 1)) }
      }
      let end: Date
      if let to {
        end = try to.placed(in: calendar).instant(in: calendar, policy: .compatible)
      } else {
        end = try answer { () throws(DateMathError) in try calendar.adding(years: 1, to: start) }
      }
      guard start <= end else { throw CommandFailure.usage("--from must not be after --to") }
      let transitions = try answer { () throws(DateMathError) in try calendar.transitions(in: start..<end) }
      if json {
        Output.jsonAnswer(TransitionsJSON(zone: calendar.identifier, from: InstantJSON(start, calendar),
                                    to: InstantJSON(end, calendar), transitions: transitions.map { TransitionJSON($0, calendar) }))
      } else {
        print("\(transitions.count) transition\(transitions.count == 1 ? "" : "s") in \(calendar.identifier) from \(Output.instant(start, calendar)) to \(Output.instant(end, calendar))")
        for transition in transitions { print("  \(Notes.describe(transition, in: calendar))") }
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

  init(_ t: ZoneTransition, _ calendar: Zone) {
    at = InstantJSON(t.date, calendar)
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
