import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc calc "EXPR"`: the small calculator language of
  /// docs/datecalc.md, translated into one of the other commands.
  struct Calc: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Evaluate a date expression.",
      discussion: """
        Grammar:
          expr   := "start of day" time | time "in" ZONE
                  | time (("+" | "-") amount)+ | time "-" time | time
          time   := moment [ZONE]
          moment := now | day [CLOCK] | DATE [CLOCK] | DATE"T"HH:MM[:SS]
                  | RFC 3339 instant | RFC 9557 text
          day    := today | tomorrow | yesterday | (next | last) WEEKDAY
          CLOCK  := H:MM | HH:MM[:SS]
          amount := NUMBER UNIT | 1y2mo3d | P1M2D | PT36H
        A zone after a time is where it is read (default: --zone, else the \
        system zone). Each form answers as the matching command does.

        Days are counted on the local dates of that zone: "next monday" is the \
        first Monday strictly after today (7 days later on a Monday), "last \
        monday" the last one strictly before today; weekdays may be written \
        mon to sun. A CLOCK after a day is a wall-clock time on it, resolved \
        in the zone by --policy (default compatible: in a DST gap it moves \
        forward by the gap, with a note). A day that never happened in the \
        zone (Pacific/Apia 2011-12-30) is an error, exit status 1.

        Examples:
          datecalc calc "2017-01-31T12:00 America/Denver + 1 month"
          datecalc calc "today + 2 weeks"
          datecalc calc "tomorrow 09:00 Europe/London in America/New_York"
          datecalc calc "next monday 9:00 + 2w" --zone Asia/Tokyo
          datecalc calc "2024-03-10 - 2024-01-01"
          datecalc calc "now in Asia/Kathmandu"
          datecalc calc "start of day 2018-11-04 America/Sao_Paulo"
        """)

    /// The expression's words. A word that starts with "-" (a negative
    /// year, -000593-06-16) is part of it, not an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The expression, in quotes.", valueName: "expr"))
    var expression: [String]

    @OptionGroup var common: CommonOptions
    @OptionGroup var policy: PolicyOption

    func run() throws {
      var translator = CalcTranslator(expression: expression.joined(separator: " "), zone: common.zone)
      let command = try translator.translate()
      var arguments = [command.name] + command.options
      if common.json { arguments.append("--json") }
      if ["add", "convert", "diff"].contains(command.name) {
        arguments += ["--policy", policy.policy.rawValue]
      }
      // Everything from the expression comes after "--": a value that
      // starts with "-" (-000593-06-16, -P1D) is never read as an option.
      var parsed = try DateCalc.parseAsRoot(arguments + ["--"] + command.values)
      try parsed.run()
    }
  }
}
