import DateMath
import Foundation

/// A wall-clock time in a zone resolved to the columns a local event
/// stores: the instant, the RFC 9557 text and the tz release.
struct LocalResolution: Equatable {
  /// `start_utc`.
  let startUTC: String
  /// `rfc9557`.
  let rfc9557: String
  /// `tzdata_version`.
  let tzdataVersion: String

  /// Resolves `local` in `zone` with the compatible policy (gaps forward,
  /// overlaps first).
  init(_ local: CivilDateTime, in zone: Zone) throws {
    let zoned = try ZonedDateTime(local, in: zone, disambiguation: .compatible)
    startUTC = try StoredInstant.text(zoned.date)
    rfc9557 = zoned.rfc9557String()
    tzdataVersion = zone.tzData.version
  }
}
