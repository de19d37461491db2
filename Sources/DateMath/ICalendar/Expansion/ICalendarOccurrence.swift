import Foundation

/// One occurrence of an event, to-do or journal entry of a calendar file:
/// an instance of its recurrence set, a moved or cancelled instance
/// (`RECURRENCE-ID`), or a one-off component.
///
/// A Google Calendar export whose weekly meeting was moved once and
/// cancelled once:
///
/// ```swift
/// let google = """
///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nX-WR-TIMEZONE:America/New_York\r
///   BEGIN:VEVENT\r\nDTSTART;TZID=America/New_York:20240305T100000\r\nDTEND;TZID=America/New_York:20240305T103000\r
///   RRULE:FREQ=WEEKLY;BYDAY=TU\r\nUID:sync@google.com\r\nSUMMARY:Sync\r\nEND:VEVENT\r
///   BEGIN:VEVENT\r\nDTSTART;TZID=America/New_York:20240313T150000\r\nDTEND;TZID=America/New_York:20240313T153000\r
///   RECURRENCE-ID;TZID=America/New_York:20240312T100000\r\nUID:sync@google.com\r\nSUMMARY:Sync (moved)\r\nEND:VEVENT\r
///   BEGIN:VEVENT\r\nDTSTART;TZID=America/New_York:20240319T100000\r\nDTEND;TZID=America/New_York:20240319T103000\r
///   RECURRENCE-ID;TZID=America/New_York:20240319T100000\r\nSTATUS:CANCELLED\r\nUID:sync@google.com\r\nSUMMARY:Sync\r
///   END:VEVENT\r\nEND:VCALENDAR\r\n
///   """
/// let march = try Date(rfc3339: "2024-03-04T00:00:00Z")..<Date(rfc3339: "2024-03-25T00:00:00Z")
/// let sync = Array(try ICalendarDocument(parsing: google).occurrences(in: march))
/// sync.map(\.start.description)  // ["2024-03-05T10:00:00-05:00[America/New_York]", "2024-03-13T15:00:00-04:00[America/New_York]", "2024-03-19T10:00:00-04:00[America/New_York]"]
/// sync.map(\.isMoved)      // [false, true, false]
/// sync.map(\.isCancelled)  // [false, false, true]
/// sync[1].summary          // "Sync (moved)"
/// sync[1].recurrenceID     // 2024-03-12T10:00:00-04:00[America/New_York]
/// sync[1].end              // 2024-03-13T15:30:00-04:00[America/New_York]
/// sync[1].uid              // "sync@google.com"
/// sync[1].origin           // override
/// sync[0].origin           // series
/// sync[1].component["RECURRENCE-ID"]?.value  // "20240312T100000"
/// sync.map(\.isAllDay)     // [false, false, false]
/// sync.map(\.isFloating)   // [false, false, false]
/// ```
public struct ICalendarOccurrence: Sendable, Hashable {
  /// Where an occurrence comes from.
  public enum Origin: String, Sendable, Hashable, CaseIterable {
    /// The component's own `DTSTART`, `RRULE` or `RDATE` (a one-off event
    /// too).
    case series
    /// A component with `RECURRENCE-ID`, at its own `DTSTART`: an instance
    /// moved, changed or cancelled.
    case override
    /// An instance after a `RECURRENCE-ID;RANGE=THISANDFUTURE` override,
    /// moved and reshaped as that override was (RFC 5545 §3.8.4.4): its
    /// wall-clock time shifted by the override's shift, its length the
    /// override's, its properties the override's.
    case thisAndFuture
  }

  /// The `UID`, shared by a series and its overrides ("" when missing).
  public var uid: String
  /// When it starts: `DTSTART` (or a to-do's `DUE` when it has no
  /// `DTSTART`) of this instance. A wall-clock time the clocks skipped is
  /// read with the offset before the gap (02:30 → 03:30 on a spring-forward
  /// night), a time that happened twice is its first reading (RFC 5545
  /// §3.3.5). An all-day event starts at the first instant of its date in
  /// the floating zone (not at 00:00 where midnight was skipped). Its zone
  /// is the `TZID`'s: the IANA zone when the file's `VTIMEZONE` gives the
  /// same offsets as the IANA zone of that name (or CLDR's zone of a
  /// Windows name) within a year of the window, so that Outlook's
  /// `W. Europe Standard Time` reads `[Europe/Berlin]`; else the file's
  /// rules, named by the `TZID`.
  public var start: ZonedDateTime
  /// When it ends: the start plus the component's length. `DTEND` (and a
  /// to-do's `DUE`) gives every instance the same exact length (RFC 5545
  /// §3.8.5.3), so an overnight event over a change still lasts 8 hours;
  /// `DURATION` counts days on the wall clock and hours exactly (`P1D` is
  /// 23 hours on a spring-forward day, `PT24H` always 24); an all-day event
  /// ends at the first instant of its end date; with neither, a timed
  /// component ends when it starts, an all-day one after its day. `DTEND`
  /// in another zone (a flight) gives the end in that zone.
  public var end: ZonedDateTime
  /// Whether it is a date (`VALUE=DATE`), an all-day event: ``start`` and
  /// ``end`` are then the first instants of their dates.
  public var isAllDay: Bool
  /// Whether its times are floating (no `TZID`, no `Z`): the same wall
  /// clock wherever it is read, here read in the floating zone.
  public var isFloating: Bool
  /// The instance of the series this is (its original start, the value of
  /// `RECURRENCE-ID` for an override), or nil for a component that does
  /// not recur.
  public var recurrenceID: ZonedDateTime?
  /// Where it comes from.
  public var origin: Origin
  /// The component it comes from: the series' master, or the override.
  /// Its properties (`SUMMARY`, `LOCATION`, `X-…`) and its `VALARM`s.
  public var component: ICalendarComponent

  /// A `VEVENT`, `VTODO` or `VJOURNAL`.
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VTODO\r\nUID:taxes\r
  ///   DUE:20240415T230000Z\r\nSTATUS:needs-action\r\nSUMMARY:File taxes\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
  ///   """
  /// let april = try Date(rfc3339: "2024-04-01T00:00:00Z")..<Date(rfc3339: "2024-05-01T00:00:00Z")
  /// let todo = Array(try ICalendarDocument(parsing: ics).occurrences(in: april))[0]
  /// todo.componentName  // "VTODO"
  /// todo.start          // 2024-04-15T23:00:00+00:00[UTC]
  /// ```
  public var componentName: String { component.name }
  /// `STATUS`, upper-cased, or nil.
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:trip\r
  ///   DTSTART:20240415T080000Z\r\nSTATUS:tentative\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
  ///   """
  /// let april = try Date(rfc3339: "2024-04-01T00:00:00Z")..<Date(rfc3339: "2024-05-01T00:00:00Z")
  /// Array(try ICalendarDocument(parsing: ics).occurrences(in: april))[0].status  // "TENTATIVE"
  /// ```
  public var status: String? { component["STATUS"]?.value.uppercased() }
  /// Whether the instance is cancelled (`STATUS:CANCELLED`). Cancelled
  /// instances are listed, not dropped, so that a calendar can show them
  /// struck out; an `EXDATE` removes an instance altogether.
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:gym\r
  ///   DTSTART:20240401T170000Z\r\nRRULE:FREQ=DAILY;COUNT=3\r\nEXDATE:20240403T170000Z\r\nEND:VEVENT\r
  ///   BEGIN:VEVENT\r\nUID:gym\r\nRECURRENCE-ID:20240402T170000Z\r\nDTSTART:20240402T170000Z\r\nSTATUS:CANCELLED\r
  ///   END:VEVENT\r\nEND:VCALENDAR\r\n
  ///   """
  /// let april = try Date(rfc3339: "2024-04-01T00:00:00Z")..<Date(rfc3339: "2024-05-01T00:00:00Z")
  /// let gym = Array(try ICalendarDocument(parsing: ics).occurrences(in: april))
  /// gym.map(\.isCancelled)  // [false, true]
  /// ```
  public var isCancelled: Bool { status == "CANCELLED" }
  /// Whether an override or a `THISANDFUTURE` range moved the instance
  /// from where the series put it (its start is not its
  /// ``recurrenceID``).
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:class\r
  ///   DTSTART:20240401T170000Z\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:class\r
  ///   RECURRENCE-ID;RANGE=THISANDFUTURE:20240415T170000Z\r\nDTSTART:20240415T180000Z\r\nEND:VEVENT\r
  ///   END:VCALENDAR\r\n
  ///   """
  /// let april = try Date(rfc3339: "2024-04-01T00:00:00Z")..<Date(rfc3339: "2024-05-01T00:00:00Z")
  /// let classes = Array(try ICalendarDocument(parsing: ics).occurrences(in: april))
  /// classes.map(\.start.localDateTime.description)  // ["2024-04-01T17:00:00", "2024-04-08T17:00:00", "2024-04-15T18:00:00", "2024-04-22T18:00:00"]
  /// classes.map(\.isMoved)  // [false, false, true, true]
  /// ```
  public var isMoved: Bool {
    guard origin != .series, let recurrenceID else { return false }
    return start.epochSeconds != recurrenceID.epochSeconds
  }
  /// `SUMMARY` as text (RFC 5545 §3.3.11 escapes read), or nil.
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:lunch\r
  ///   DTSTART:20240415T120000Z\r\nSUMMARY:Lunch\\, then review\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
  ///   """
  /// let april = try Date(rfc3339: "2024-04-01T00:00:00Z")..<Date(rfc3339: "2024-05-01T00:00:00Z")
  /// Array(try ICalendarDocument(parsing: ics).occurrences(in: april))[0].summary  // "Lunch, then review"
  /// ```
  public var summary: String? { component["SUMMARY"]?.textValue }

  /// A calendar occurrence, as an app that merges its own events with a
  /// file's makes one.
  ///
  /// ```swift
  /// let start = try ZonedDateTime(CivilDateTime(parsing: "2024-03-10T09:00"), in: try Zone(identifier: "America/New_York"))
  /// let local = ICalendarOccurrence(
  ///   uid: "local-1", start: start, end: try start.adding(.hours(1)), isAllDay: false, isFloating: false,
  ///   recurrenceID: nil, origin: .series, component: ICalendarComponent(name: "VEVENT"))
  /// local.end      // 2024-03-10T10:00:00-04:00[America/New_York]
  /// local.isMoved  // false
  /// ```
  public init(
    uid: String, start: ZonedDateTime, end: ZonedDateTime, isAllDay: Bool, isFloating: Bool,
    recurrenceID: ZonedDateTime?, origin: Origin, component: ICalendarComponent
  ) {
    self.uid = uid
    self.start = start
    self.end = end
    self.isAllDay = isAllDay
    self.isFloating = isFloating
    self.recurrenceID = recurrenceID
    self.origin = origin
    self.component = component
  }
}
