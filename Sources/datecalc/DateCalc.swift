import ArgumentParser
import DateMath

/// `datecalc`: quick, explained answers to date questions.
@main
struct DateCalc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "datecalc",
    abstract: "Date math that is right on DST days, month ends and leap days.",
    discussion: """
      Every answer is computed by the DateMath library from Foundation's tz \
      data (version \(ZonedCalendar.tzDataVersion)).
      """,
    version: "datecalc \(dateMathVersion) (DateMath \(dateMathVersion), tz data \(ZonedCalendar.tzDataVersion))",
    subcommands: [StartOfDay.self, Verify.self])
}
