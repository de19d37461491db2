import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc start-of-day DATE|TIME`.
  struct StartOfDay: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "start-of-day",
      abstract: "The start, end and length of a local day.",
      discussion: """
        A day does not always start at midnight: when clocks skip midnight \
        (America/Sao_Paulo on 2018-11-04) it starts when they jump; it can last \
        23, 24.5 or 25 hours, or never happen at all (Pacific/Apia 2011-12-30, \
        exit status 1). For a time, the day is the local date of that time.

        Examples:
          datecalc start-of-day 2018-11-04 --zone America/Sao_Paulo
          datecalc start-of-day 2011-12-30 --zone Pacific/Apia
          datecalc start-of-day now --zone Australia/Lord_Howe --json
        """)

    @Argument(
      help: ArgumentHelp("A local date (YYYY-MM-DD) or a time.", valueName: "date-or-time"),
      transform: TimeInput.init(parsing:))
    var time: TimeInput

    @OptionGroup var common: CommonOptions

    func run() throws {
      let base = try common.chosenZone()
      let typed = try time.placed(in: base)
      let zone = typed.zone(or: base)
      let day: CivilDate
      switch typed {
      case .date(let date): day = date
      case .local(let local): day = local.date
      case .instant(let exact, _):
        day = try answer { () throws(DateMathError) in try exact.converted(to: zone).localDateTime.date }
      }
      let (start, adjustments) = try answer { () throws(DateMathError) in
        try ZonedDateTime.startOfDayReportingAdjustments(day, in: zone)
      }
      let end = try answer { () throws(DateMathError) in try start.startOfNextDay() }
      let length = Int(try answer { () throws(DateMathError) in try start.lengthOfDay() }.components.seconds)
      let transitions = (try? zone.transitions(in: start.date..<end.date)) ?? []
      var notes = adjustments.map(\.description)
      notes += transitions.filter { $0.date != start.date }.map { Notes.describe($0) }
      let next = end.localDateTime.date
      if day.distance(to: next) > 1, let skipped = try? day.adding(days: 1) {
        notes.append("the next day that happened was \(next): \(skipped) was skipped")
      }
      if length != 86_400 { notes.append("this day lasted \(Output.duration(seconds: Double(length))), not 24h") }
      if common.json {
        Output.jsonAnswer(DayJSON(
          date: day.description, zone: zone.identifier, start: InstantJSON(start),
          end: InstantJSON(end), lengthSeconds: length, notes: notes))
      } else {
        Output.text(
          ["\(day) in \(zone.identifier) starts at \(Output.instant(start))",
           "  ends at  \(Output.instant(end))",
           "  length   \(Output.duration(seconds: Double(length))) (\(length) s)"],
          notes: notes)
      }
    }
  }
}

struct DayJSON: Encodable {
  let date: String
  let zone: String
  let start: InstantJSON
  let end: InstantJSON
  let lengthSeconds: Int
  let notes: [String]
}
