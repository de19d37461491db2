import DateMath
import Foundation

/// A local event whose instant moved when it was resolved again with
/// other tz data.
public struct InstantChange: Sendable, Hashable, CustomStringConvertible {
  /// The event's row id.
  public let eventID: Event.ID
  /// Its wall-clock time, which did not change.
  public let localDateTime: CivilDateTime
  /// Its zone.
  public let zoneIdentifier: String
  /// The instant under the old tz data.
  public let oldInstant: Date
  /// The instant under the new tz data.
  public let newInstant: Date
  /// The old resolution as RFC 9557 text, with the old offset.
  public let oldRFC9557: String
  /// The new resolution as RFC 9557 text, with the new offset.
  public let newRFC9557: String

  /// A change as found by ``EventStore/reresolveLocalEvents(with:from:)``.
  public init(
    eventID: Event.ID, localDateTime: CivilDateTime, zoneIdentifier: String,
    oldInstant: Date, newInstant: Date, oldRFC9557: String, newRFC9557: String
  ) {
    self.eventID = eventID
    self.localDateTime = localDateTime
    self.zoneIdentifier = zoneIdentifier
    self.oldInstant = oldInstant
    self.newInstant = newInstant
    self.oldRFC9557 = oldRFC9557
    self.newRFC9557 = newRFC9557
  }

  /// How far the instant moved: negative when it is now earlier.
  public var shift: TimeInterval { newInstant.timeIntervalSince(oldInstant) }

  /// One report line: `event 3: 2027-01-15T17:00:00Z -> 2027-01-15T16:00:00Z
  /// (2027-01-15T09:00:00 America/Vancouver, -08:00 -> -07:00)`.
  public var description: String {
    let old = (try? oldInstant.rfc3339String()) ?? "\(oldInstant)"
    let new = (try? newInstant.rfc3339String()) ?? "\(newInstant)"
    return "event \(eventID): \(old) -> \(new) (\(localDateTime) \(zoneIdentifier), "
      + "\(Self.offset(oldRFC9557)) -> \(Self.offset(newRFC9557)))"
  }

  /// The offset in RFC 9557 text: what stands between the seconds and `[`.
  static func offset(_ rfc9557: String) -> Substring {
    let beforeZone = rfc9557.prefix { $0 != "[" }
    guard let sign = beforeZone.lastIndex(where: { $0 == "+" || $0 == "-" || $0 == "Z" }) else {
      return beforeZone
    }
    return beforeZone[sign...]
  }
}
