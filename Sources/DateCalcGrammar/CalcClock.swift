import DateMath
import Foundation

/// The moment `now` stands for in datecalc: the clock, or `DATECALC_NOW`
/// (RFC 3339) when set, for reproducible scripts and tests.
package enum CalcClock {
  package static func now() throws(CommandFailure) -> Date {
    guard let fixed = ProcessInfo.processInfo.environment["DATECALC_NOW"] else { return Date() }
    do {
      return try Date(rfc3339: fixed)
    } catch {
      throw .usage("DATECALC_NOW: \(error.message)")
    }
  }
}
