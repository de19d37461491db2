import DateMath
import Foundation

/// When an event happens, in the form the store keeps it.
///
/// The three cases follow `docs/storage.md`: an instant is stored in UTC,
/// an all-day event as a civil date, and a future local event as its
/// wall-clock time and zone, so that a tz rule change moves its instant
/// and not its wall-clock time.
public enum EventTime: Sendable, Hashable {
  /// A fixed instant (a call at 17:00 UTC, a payment, a launch), stored as
  /// RFC 3339 UTC text to the millisecond.
  case instant(Date)
  /// A whole civil date (a birthday, a holiday), the same date in every
  /// zone: it has no instant.
  case allDay(CivilDate)
  /// A wall-clock time in an IANA zone (a dentist appointment at 09:00 in
  /// Vancouver next year), with the instant it resolved to.
  case local(LocalEventTime)

  /// The instant the event starts at: the stored instant, or the local
  /// time's instant under the tz data it was last resolved with; nil for
  /// an all-day event.
  public var instant: Date? {
    switch self {
    case .instant(let date): date
    case .allDay: nil
    case .local(let local): local.resolvedInstant
    }
  }
}
