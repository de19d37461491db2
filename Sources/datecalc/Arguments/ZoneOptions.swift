import ArgumentParser
import DateMath
import Foundation

/// The `--zone` option shared by the commands.
struct ZoneOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The IANA time zone, such as America/New_York (default: the system zone).",
      valueName: "zone"))
  var zone: String?

  /// The chosen zone, or the system's; an unknown name is a usage error
  /// that suggests the closest known names.
  func calendar() throws -> ZonedCalendar {
    guard let zone else { return .current }
    do {
      return try ZonedCalendar(identifier: zone)
    } catch {
      throw ValidationError(error.message)
    }
  }
}

/// Parses a civil date, turning DateMath's message into a usage error.
func parseDate(_ text: String) throws -> CivilDate {
  do {
    return try CivilDate(parsing: text)
  } catch {
    throw ValidationError(error.message)
  }
}
