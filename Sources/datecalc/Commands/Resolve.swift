import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc resolve LOCAL [--policy P]`.
  struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Turn a wall-clock time into an instant, explaining a DST gap or overlap.",
      discussion: """
        A wall-clock time can fall in a gap (clocks jumped over it) or an overlap \
        (it happened twice). --policy chooses: compatible (default: after the \
        gap, the first of two), earlier, later, or reject (exit status 1, \
        naming both candidates of an overlap).

        Examples:
          datecalc resolve 2017-03-12T02:30 --zone America/New_York
          datecalc resolve "2017-11-05 01:30" --zone America/New_York --policy later
          datecalc resolve 2017-11-05T01:30 --zone America/New_York --policy reject
        """)

    @Argument(
      help: ArgumentHelp("A wall-clock time, YYYY-MM-DDTHH:MM[:SS].", valueName: "local"),
      transform: TimeInput.init(parsing:))
    var local: TimeInput

    @OptionGroup var common: CommonOptions
    @OptionGroup var policy: PolicyOption

    func run() throws {
      let zone = try common.chosenZone()
      let wallClock: CivilDateTime
      switch try local.placed(in: zone) {
      case .local(let value): wallClock = value
      case .date(let day): wallClock = try input { () throws(DateMathError) in try CivilDateTime(date: day) }
      case .instant:
        throw CommandFailure.usage("\(DateMathError.quoted("\(local)")) is already an instant: give a wall-clock time without an offset")
      }
      let resolution = zone.resolution(of: wallClock)
      let (result, adjustments) = try answer { () throws(DateMathError) in
        try ZonedDateTime.resolvingReportingAdjustments(wallClock, in: zone, disambiguation: policy.policy)
      }
      let notes = adjustments.map(\.description)
      let kind: String
      switch resolution {
      case .unique: kind = "unique"
      case .gap: kind = "gap"
      case .overlap: kind = "overlap"
      }
      // From the wall-clock time, to the nanosecond: a candidate Date would
      // round 23:59:59.99999999 into the next day.
      let readings: [Disambiguation]
      switch resolution {
      case .unique: readings = [.compatible]
      case .gap: readings = []
      case .overlap: readings = [.earlier, .later]
      }
      let candidates = readings.compactMap { try? ZonedDateTime(wallClock, in: zone, disambiguation: $0) }
      if common.json {
        Output.jsonAnswer(ResolveJSON(
          local: wallClock.description, zone: zone.identifier, policy: policy.policy.rawValue,
          kind: kind, candidates: candidates.map { InstantJSON($0) },
          result: InstantJSON(result), notes: notes))
      } else {
        var lines = [Output.instant(result)]
        if case .overlap = resolution, candidates.count == 2 {
          lines.append("  candidates: \(Output.instant(candidates[0])), \(Output.instant(candidates[1]))")
        }
        Output.text(lines, notes: notes)
      }
    }
  }
}

struct ResolveJSON: Encodable {
  let local: String
  let zone: String
  let policy: String
  /// unique, gap or overlap.
  let kind: String
  let candidates: [InstantJSON]
  let result: InstantJSON
  let notes: [String]
}
