import Foundation

/// A `TZID` whose `VTIMEZONE` in the file and whose IANA zone (the zone of
/// that identifier, or CLDR's zone for a Windows name) give different UTC
/// offsets within the expanded window: a file written with old rules
/// (Outlook's pre-2007 "Pacific Standard Time") or with today's rules for
/// past events (Google's São Paulo without the DST Brazil had until 2019).
///
/// ```swift
/// // A VTIMEZONE named America/New_York with the US rules of 1987-2006.
/// let ics = """
///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VTIMEZONE\r\nTZID:America/New_York\r
///   BEGIN:STANDARD\r\nDTSTART:19671029T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nTZOFFSETFROM:-0400\r
///   TZOFFSETTO:-0500\r\nEND:STANDARD\r\nBEGIN:DAYLIGHT\r\nDTSTART:19870405T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU\r
///   TZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\nBEGIN:VEVENT\r\nUID:1\r
///   DTSTART;TZID=America/New_York:20240320T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
///   """
/// let march = try Date(rfc3339: "2024-03-01T00:00:00Z")..<Date(rfc3339: "2024-04-01T00:00:00Z")
/// let file = try ICalendarDocument(parsing: ics)
/// let asWritten = try file.occurrences(in: march)
/// asWritten.map(\.start.description)  // ["2024-03-20T09:00:00-05:00[America/New_York]"]
/// asWritten.zoneDisagreements.map(\.description)  // ["TZID America/New_York (line 4): from 2024-03-10T07:00:00Z the VTIMEZONE of the file says -05:00 and IANA (America/New_York) says -04:00; the file was used"]
/// let iana = try file.occurrences(in: march, options: ICalendarExpansionOptions(zoneRules: .iana))
/// iana.map(\.start.description)  // ["2024-03-20T09:00:00-04:00[America/New_York]"]
///
/// let disagreement = asWritten.zoneDisagreements[0]
/// disagreement.tzid            // "America/New_York"
/// disagreement.line            // 4
/// disagreement.ianaIdentifier  // "America/New_York"
/// disagreement.date            // 2024-03-10T07:00:00Z
/// disagreement.fileOffset      // -05:00
/// disagreement.ianaOffset      // -04:00
/// disagreement.used            // file
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
    return "TZID \(tzid) (line \(line)): from \(when) the VTIMEZONE of the file says \(fileOffset) and IANA "
      + "(\(ianaIdentifier)) says \(ianaOffset); \(used == .file ? "the file" : "IANA") was used"
  }
}
