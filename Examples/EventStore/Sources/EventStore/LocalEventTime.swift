import DateMath
import Foundation

/// A wall-clock time in a zone, as stored for a future local event, and
/// the instant it was last resolved to.
///
/// ``localDateTime`` and ``zoneIdentifier`` are the event; the other
/// properties are derived from them by one release of the tz database
/// (``tzdataVersion``) and are recomputed by
/// ``EventStore/reresolveLocalEvents(with:from:)`` when the tz data
/// changes.
public struct LocalEventTime: Sendable, Hashable {
  /// The wall-clock date and time, such as `2027-01-15T09:00:00`.
  public let localDateTime: CivilDateTime
  /// The IANA zone identifier, such as `America/Vancouver`.
  public let zoneIdentifier: String
  /// The instant the wall-clock time resolved to (to the millisecond),
  /// under ``tzdataVersion``.
  public let resolvedInstant: Date
  /// The same resolution as RFC 9557 text, with the offset that was used:
  /// `2027-01-15T09:00:00-08:00[America/Vancouver]`.
  public let rfc9557: String
  /// The IANA release the instant was resolved with, such as `"2026f"`.
  public let tzdataVersion: String

  /// A stored local time and its resolution.
  public init(
    localDateTime: CivilDateTime, zoneIdentifier: String, resolvedInstant: Date,
    rfc9557: String, tzdataVersion: String
  ) {
    self.localDateTime = localDateTime
    self.zoneIdentifier = zoneIdentifier
    self.resolvedInstant = resolvedInstant
    self.rfc9557 = rfc9557
    self.tzdataVersion = tzdataVersion
  }
}
