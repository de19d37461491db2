import Foundation

/// A `TZID` whose `VTIMEZONE` in the file and whose IANA zone (the zone of
/// that identifier, or CLDR's zone for a Windows name) give different UTC
/// offsets within the expanded window: a file written with old rules
/// (Outlook's pre-2007 "Pacific Standard Time") or with today's rules for
/// past events (Google's São Paulo without the DST Brazil had until 2019).
///
/// ```swift
/// // A VTIMEZONE named America/New_York with the US rules of 1987-2006.
/// // occurrences.zoneDisagreements.first?.description:
/// // "TZID America/New_York (line 8): from 2024-03-10T07:00:00Z the file's VTIMEZONE
/// //  says -05:00, IANA's America/New_York says -04:00; the file's rules were used"
/// ```
public struct ICalendarZoneDisagreement: Sendable, Hashable, CustomStringConvertible {
  /// The `TZID`, as the file writes it.
  public var tzid: String
  /// The line of the file's `VTIMEZONE`.
  public var line: Int
  /// The IANA identifier compared with (the `TZID` itself, or the IANA
  /// zone of a Windows name).
  public var ianaIdentifier: String
  /// The first instant in the window at which the two offsets differ.
  public var date: Date
  /// The file's `VTIMEZONE` offset there.
  public var fileOffset: UTCOffset
  /// IANA's offset there.
  public var ianaOffset: UTCOffset
  /// Which rules the expansion used for this `TZID`.
  public var used: ICalendarExpansionOptions.ZoneRules

  /// One line: the `TZID`, where they part, both offsets, and which was used.
  public var description: String {
    let when = (try? ZonedDateTime(date, in: .utc).localDateTime).map { "\($0)Z" } ?? "\(date)"
    return "TZID \(tzid) (line \(line)): from \(when) the file's VTIMEZONE says \(fileOffset), "
      + "IANA's \(ianaIdentifier) says \(ianaOffset); the \(used == .file ? "file's" : "IANA") rules were used"
  }
}
