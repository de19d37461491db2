import ArgumentParser
import DateCalcGrammar

/// An amount option (`step --every`), read by ArgumentParser. Declare it
/// with `transform: Amount.parse` so that a bad value is reported with its
/// reason, not only as invalid.
extension Amount: ExpressibleByArgument {
  package init?(argument: String) {
    guard let amount = try? Amount.parse(argument) else { return nil }
    self = amount
  }
}
