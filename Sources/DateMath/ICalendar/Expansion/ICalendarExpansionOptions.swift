/// How ``ICalendarDocument/occurrences(in:options:)`` turns a file's
/// components into occurrences: which rules a `TZID` names, what a
/// floating time is read in, and what to do with a component it cannot
/// read.
///
/// The defaults follow RFC 5545 where it decides and calendar apps where it
/// is silent: a `TZID` means the file's own `VTIMEZONE` of that name;
/// Windows names (`W. Europe Standard Time`) and IANA identifiers without a
/// `VTIMEZONE` are looked up; floating times and all-day events are read in
/// the calendar's `X-WR-TIMEZONE`, else in ``floatingZone``.
///
/// ```swift
/// let options = ICalendarExpansionOptions(floatingZone: .utc, mode: .strict)
/// options.zoneRules     // file
/// options.unknownZones  // error
/// options.calendarZone  // google
/// options.floatingZone?.identifier  // "UTC"
/// options.mode          // strict
/// ```
public struct ICalendarExpansionOptions: Sendable, Hashable {
  /// Which rules a `TZID` that names an IANA zone follows when the file
  /// also holds a `VTIMEZONE` for it.
  public enum ZoneRules: String, Sendable, Hashable, CaseIterable {
    /// The file's `VTIMEZONE`, as RFC 5545 §3.2.19 says ("the TZID
    /// parameter … specify[s] the identifier for the time zone definition
    /// … in the iCalendar object"), and as libical reads it. A file
    /// written with old rules keeps them. The default.
    case file
    /// IANA's rules for a `TZID` that is an IANA identifier, whatever the
    /// file's `VTIMEZONE` says, as Google Calendar, Apple Calendar and
    /// python's icalendar read files: a `VTIMEZONE` written with today's
    /// rules then cannot move past events. Other `TZID`s (Windows names,
    /// made-up names) still follow the file's `VTIMEZONE`.
    case iana
  }

  /// What a `TZID` that neither the file nor any zone database knows
  /// becomes.
  public enum UnknownZonePolicy: String, Sendable, Hashable, CaseIterable {
    /// An error naming the `TZID`, its line, and the zones it may have
    /// meant. The default.
    case error
    /// A floating time: the wall clock as written, read in the floating
    /// zone, with a note in ``ICalendarOccurrences/notes``.
    case floating
  }

  /// What Google's `X-WR-TIMEZONE` (the calendar's zone) does.
  public enum CalendarZonePolicy: String, Sendable, Hashable, CaseIterable {
    /// As Google Calendar and the readers built to match it
    /// (`x-wr-timezone`, used by `recurring-ical-events`): floating times
    /// and all-day events are read in it, and a component whose `DTSTART`
    /// is in UTC is moved onto its wall clock before its rules are
    /// expanded, so a weekly event written `DTSTART:20250303T080000Z`
    /// under `X-WR-TIMEZONE:Europe/Berlin` stays at 09:00 Berlin time after
    /// the clocks change. The default.
    case google
    /// Only floating times and all-day events are read in it; a UTC
    /// `DTSTART` stays UTC, and its weekly occurrences keep 08:00 UTC, as
    /// RFC 5545 §3.3.5 (form #2) says and libical reads.
    case floatingOnly
    /// Not used at all.
    case ignore
  }

  /// How a component that cannot be read (a bad date or duration), and
  /// what real files get wrong, are handled.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// The expansion throws, naming the line.
    case strict
    /// The default. A component that cannot be read is left out, and
    /// what real files get wrong is read as python's icalendar and libical
    /// read it: a floating `DTEND` beside a zoned `DTSTART` on the start's
    /// clock, an invalid `RRULE` dropped (`DTSTART` still counts), a
    /// date-time `RECURRENCE-ID` of an all-day series as its date, one
    /// master per `UID` (the highest `SEQUENCE`, then the last). Each gets
    /// a note in ``ICalendarOccurrences/notes``, at most ten of a kind
    /// and then a count.
    case lenient
  }

  /// Which rules an IANA `TZID` with a `VTIMEZONE` follows (default
  /// ``ZoneRules/file``).
  public var zoneRules: ZoneRules
  /// What an unknown `TZID` becomes (default ``UnknownZonePolicy/error``).
  public var unknownZones: UnknownZonePolicy
  /// What `X-WR-TIMEZONE` does (default ``CalendarZonePolicy/google``).
  public var calendarZone: CalendarZonePolicy
  /// The zone of floating times and all-day events when the calendar has
  /// no `X-WR-TIMEZONE` (or it is not used): an all-day event starts at
  /// the first instant of its date there (01:00 in São Paulo on
  /// 2018-11-04, whose midnight never happened). nil (the default) is the
  /// system's zone, ``Zone/current``, as calendar apps show them.
  public var floatingZone: Zone?
  /// Strict or lenient (default ``Mode/lenient``).
  public var mode: Mode

  /// Options; the defaults are described on each property.
  ///
  /// An all-day event is read in the floating zone: on 2018-11-04 in São
  /// Paulo, whose midnight never happened, it starts at 01:00 and lasts 23
  /// hours.
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:election\r
  ///   DTSTART;VALUE=DATE:20181104\r\nSUMMARY:Election day\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
  ///   """
  /// let november = try Date(rfc3339: "2018-11-01T00:00:00Z")..<Date(rfc3339: "2018-11-10T00:00:00Z")
  /// let options = ICalendarExpansionOptions(floatingZone: try Zone(identifier: "America/Sao_Paulo"))
  /// let day = Array(try ICalendarDocument(parsing: ics).occurrences(in: november, options: options))[0]
  /// day.start  // 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
  /// day.end    // 2018-11-05T00:00:00-02:00[America/Sao_Paulo]
  /// ```
  public init(
    zoneRules: ZoneRules = .file, unknownZones: UnknownZonePolicy = .error,
    calendarZone: CalendarZonePolicy = .google, floatingZone: Zone? = nil, mode: Mode = .lenient
  ) {
    self.zoneRules = zoneRules
    self.unknownZones = unknownZones
    self.calendarZone = calendarZone
    self.floatingZone = floatingZone
    self.mode = mode
  }
}
