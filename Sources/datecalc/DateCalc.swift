import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

/// `datecalc`: quick, explained answers to date questions.
///
/// Exit status: 0 for an answer; 1 when the question has no answer (a day
/// that never happened, a time rejected by `--policy reject`, a failed
/// `verify`); 64 for a usage error (bad input, unknown zone, unknown option).
@main
struct DateCalc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "datecalc",
    abstract: "Date math that is right on DST days, month ends and leap days.",
    discussion: """
      Every answer is computed by the DateMath library from IANA tz data \
      (here \(TZDataOption.inUse)), with notes when DST, a gap, an overlap, a \
      clamped month end or a skipped day affected it. --tzdata bundled, \
      system, foundation or a directory, before or after the command, \
      chooses the tz data (default: the newest release available; also \
      DATEMATH_TZDATA); datecalc tzdata lists them.

      Times: RFC 3339 (2017-01-31T19:00:00Z, 2017-01-31T14:00-05:00), RFC 9557 \
      (…-05:00[America/New_York]), local dates and times (2017-01-31, \
      2017-01-31T12:00, "2017-01-31 12:00") read in --zone (default: the \
      system zone), now, today, tomorrow, yesterday.

      Exit status: 0 answer, 1 no answer (skipped day, rejected time, failed \
      verify), 64 usage error. With --json, an answer is one JSON object (ics: \
      an array of them) and an error {"error": {kind, message, exitCode}}; \
      the Datecalc article of DateMath's documentation describes them.

      Examples:
        datecalc add 2017-01-31T12:00 +1month --zone America/Denver
        datecalc start-of-day 2018-11-04 --zone America/Sao_Paulo
        datecalc calc "2017-01-31T12:00 America/Denver + 1 month"
      """,
    version: "datecalc \(dateMathVersion) (DateMath \(dateMathVersion), tz data \(TZDataOption.inUse))",
    subcommands: [
      Add.self, Step.self, Recur.self, ICS.self, StartOfDay.self, Resolve.self, Convert.self, Diff.self,
      ZoneCommand.self, Transitions.self, Week.self, Format.self, Verify.self, Calc.self,
      TZData.self,
    ])

  @OptionGroup var tzdata: TZDataHelpOption

  /// Runs the command; errors become one line on standard error (and a
  /// JSON object on standard output with --json) and an exit status.
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    do {
      arguments = try TZDataOption.apply(arguments)
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let failure as CommandFailure {
      Output.fail(failure, json: CommonMistakes.wantsJSON(arguments))
      Foundation.exit(failure.exitCode)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      var message = self.message(for: error)
      message += negativeValueHint(message, arguments)
      if let meant = CommonMistakes.message(for: message, arguments) { message = meant }
      if !message.isEmpty {
        Output.fail(
          CommandFailure(kind: "usage", message: message, exitCode: code.rawValue),
          json: CommonMistakes.wantsJSON(arguments))
      }
      Foundation.exit(code.rawValue)
    }
  }
}

extension DateCalc {
  /// When ArgumentParser's `message` is that an option has no value, and
  /// the value is there but begins with "-" (`--every -1mo` reads -1mo as
  /// an option), says to write it with "=": `--every=-1mo`. Empty otherwise.
  static func negativeValueHint(_ message: String, _ arguments: [String]) -> String {
    for (option, value) in zip(arguments, arguments.dropFirst())
    where message.hasPrefix("Missing value for '\(option) ") && value.count > 1 && value.hasPrefix("-") {
      let second = value[value.index(after: value.startIndex)]
      guard second.isNumber || second == "P" || second == "p" else { continue }
      return " (a value that starts with \"-\" reads as an option: write \(option)=\(value))"
    }
    return ""
  }
}
