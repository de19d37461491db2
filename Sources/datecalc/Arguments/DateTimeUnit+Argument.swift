import ArgumentParser
import DateCalcGrammar
import DateMath

/// `diff --in UNIT`: DateMath's largest unit of a difference, read by
/// ArgumentParser (`years`, `months`, `weeks`, `days` for the calendar
/// part; `hours`, `minutes`, `seconds` for elapsed time alone). A singular
/// (`day`) is read as its plural.
extension DateTimeUnit: ExpressibleByArgument {
  public init?(argument: String) {
    let name = argument.lowercased()
    // Sub-second units round; as the largest unit they say nothing more
    // than seconds, so diff does not take them.
    guard let unit = DateTimeUnit(rawValue: name) ?? DateTimeUnit(rawValue: name + "s"),
      ![.milliseconds, .microseconds, .nanoseconds].contains(unit)
    else {
      return nil
    }
    self = unit
  }

  /// For `transform:`: the unit, or an error that names the text and the
  /// units there are (ArgumentParser's own would list them on seven lines).
  static func parse(_ text: String) throws(CommandFailure) -> DateTimeUnit {
    guard let unit = DateTimeUnit(argument: text) else {
      throw .usage(
        "--in takes years, months, weeks, days, hours, minutes or seconds (got \(DateMathError.quoted(text)))")
    }
    return unit
  }

  /// The seconds in one of an exact unit (hours, minutes, seconds), nil
  /// for a calendar unit.
  var seconds: Double? {
    switch self {
    case .hours: 3600
    case .minutes: 60
    case .seconds: 1
    case .milliseconds: 1e-3
    case .microseconds: 1e-6
    case .nanoseconds: 1e-9
    case .years, .months, .weeks, .days: nil
    }
  }
}
