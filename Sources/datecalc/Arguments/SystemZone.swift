import DateMath
import Foundation

/// The system zone, for commands given no `--zone`: `Zone.current`, which
/// reads `TZ` as glibc does (`:America/New_York`, a zoneinfo path, a POSIX
/// rule), else `/etc/localtime`.
enum SystemZone {
  /// The zone, found once per run; a `TZ` that is not understood is UTC,
  /// with one warning on standard error.
  static let zone: Zone = {
    let (zone, problem) = Zone.current(environment: ProcessInfo.processInfo.environment)
    if let problem { FileHandle.standardError.write(Data("warning: \(problem)\n".utf8)) }
    return zone
  }()

  /// The zone `name` names: an IANA name or a fixed offset, or the system
  /// zone's own name, which `Zone(identifier:)` cannot read when `TZ` is a
  /// POSIX rule (`EST5EDT,M3.2.0,M11.1.0`) or a TZif file outside a
  /// zoneinfo directory (calc converts a bare time to the system zone by
  /// its name).
  static func zone(named name: String) throws(DateMathError) -> Zone {
    do {
      return try Zone(identifier: name)
    } catch {
      if name == Zone.current.identifier { return zone }
      throw error
    }
  }
}
