import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension Disambiguation: ExpressibleByArgument {}

extension MonthEndPolicy: ExpressibleByArgument {
  public init?(argument: String) {
    switch argument {
    case "clamp": self = .clamp
    case "last-day", "lastDay": self = .lastDay
    case "reject": self = .reject
    default: return nil
    }
  }

  public static var allValueStrings: [String] { ["clamp", "last-day", "reject"] }

  /// The option's word for the policy: `clamp`, `last-day`, `reject`.
  var argument: String {
    switch self {
    case .clamp: "clamp"
    case .lastDay: "last-day"
    case .reject: "reject"
    }
  }
}

/// `--zone` and `--json`, shared by every command.
struct CommonOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The IANA time zone local times are read in, such as America/New_York, or a fixed offset such as +05:30 (--zone=-03:00) (default: the system zone).",
      valueName: "zone"))
  var zone: String?

  @Flag(name: .long, help: "Print the answer as one JSON object; an error as {\"error\": {kind, message, exitCode}}.")
  var json = false

  @OptionGroup var tzdata: TZDataHelpOption

  /// The chosen zone, or the system's (`SystemZone`); an unknown name is a
  /// usage error that suggests the closest known names (the zones an
  /// abbreviation such as PST stands for). A legacy zone named like an
  /// abbreviation (EST, CET) is used as tz data defines it, with a note on
  /// standard error saying what it is.
  func chosenZone() throws(CommandFailure) -> Zone {
    guard let zone else { return SystemZone.zone }
    do {
      let chosen = try SystemZone.zone(named: zone)
      if let note = _ZoneAbbreviations.legacyNote(for: zone) {
        FileHandle.standardError.write(Data("note: \(note)\n".utf8))
      }
      return chosen
    } catch {
      throw .usage(error)
    }
  }
}

/// `--month-end`, for commands that move dates by months.
struct MonthEndOption: ParsableArguments {
  @Option(
    name: .customLong("month-end"),
    help: ArgumentHelp(
      "A day the target month lacks (31 January + 1 month): clamp (the month's last day), last-day (a last day stays the last day: 28 Feb + 1 month is 31 Mar) or reject (an error).",
      valueName: "policy"))
  var monthEnd: MonthEndPolicy = .clamp
}

/// `--policy`, for commands that turn wall-clock times into instants.
struct PolicyOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "How a wall-clock time in a DST gap or overlap becomes an instant: compatible takes the later reading in a gap and the first in an overlap; earlier and later take that side; reject refuses the time.",
      valueName: "policy"))
  var policy: Disambiguation = .compatible
}

/// `--tzdata`, as every command's help lists it. The option itself is read
/// and taken out of the arguments before they are parsed
/// (``TZDataOption/apply(_:)``), so that it also works before the
/// command's name; this property never receives a value.
struct TZDataHelpOption: ParsableArguments {
  @Option(
    name: .customLong("tzdata"),
    help: ArgumentHelp(
      "The tz data to read zones from: bundled, system, foundation, or a zoneinfo directory or bundle file (default: the newest release available, or DATEMATH_TZDATA; datecalc tzdata lists them).",
      valueName: "source"))
  var source: String?
}
