import Foundation

/// A recurring event: RFC 5545's recurrence set. DTSTART (a wall-clock time
/// in a zone), one or more ``RecurrenceRule``s, extra dates (RDATE), and
/// exceptions (EXDATE and EXRULE).
///
/// ```swift
/// let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3")
/// let meeting = Recurrence(
///   start: try CivilDateTime(parsing: "2024-01-26T09:00:00"),
///   in: try Zone(identifier: "America/New_York"), rule: rule)
/// meeting.occurrences().map(\.description)  // ["2024-01-26T09:00:00-05:00[America/New_York]", "2024-02-23T09:00:00-05:00[America/New_York]", "2024-03-29T09:00:00-04:00[America/New_York]"]
/// ```
///
/// The rules are expanded on the wall clock, then each wall-clock time
/// becomes an instant as RFC 5545 §3.3.5 says:
/// - **Gap.** A time that does not exist (New York 2024-03-10T02:30) is read
///   with the UTC offset before the gap, which is
///   ``Disambiguation/compatible``: 03:30 -04:00.
/// - **Overlap.** A time that happens twice (2024-11-03T01:30) is its first
///   occurrence, -04:00.
/// - **Skipped days.** A day that never happened (Pacific/Apia 2011-12-30)
///   has no occurrence.
/// - **Invalid dates.** A date that does not exist (30 February; the 31st
///   of a 30-day month) is skipped, unless ``invalidDates`` is
///   ``InvalidDatePolicy/clamp``.
///
/// Occurrences come in order of their instants. Two wall-clock times that
/// become the same instant (an HOURLY rule's 02:00 and 03:00 on a
/// spring-forward day) are one occurrence; COUNT counts the rule's
/// wall-clock times. DTSTART is an occurrence only when it matches a rule
/// (python-dateutil's reading; RFC 5545 counts it always; add it with
/// ``dates`` to get the RFC's). A rule is expanded from any point without
/// walking from DTSTART, except that a rule with COUNT is counted from
/// DTSTART.
public struct Recurrence: Sendable, Hashable {
  /// What a rule's date that does not exist becomes. The words are those
  /// of ``MonthEndPolicy``, which moving a date by months uses: `clamp`
  /// means the same in both; a rule may also `skip` a date.
  public enum InvalidDatePolicy: String, Sendable, Hashable, CaseIterable {
    /// Skipped, as RFC 5545 says: `FREQ=MONTHLY` from 31 January has no
    /// occurrence in February, April, June, September or November. The
    /// default.
    case skip
    /// A positive BYMONTHDAY (or DTSTART's day) past the end of a month is
    /// clamped to that month's last day, as ``MonthEndPolicy/clamp``
    /// clamps: from 31 January, 29 February 2024, 31 March, 30 April…
    /// (Google Calendar's and banks' "the 31st or the last day"). From 29
    /// February, yearly: 28 February in common years. Negative BYMONTHDAY
    /// values past the month's start are still skipped.
    case clamp
  }

  /// DTSTART: the first wall-clock time, in whole seconds (a fraction of a
  /// second is dropped, as RFC 5545 has none).
  ///
  /// ```swift
  /// let daily = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-01-15T09:00:00.75"), in: .utc,
  ///   rule: try RecurrenceRule(parsing: "FREQ=DAILY"))
  /// daily.start  // 2024-01-15T09:00:00
  /// ```
  public var start: CivilDateTime
  /// The zone of every wall-clock time (DTSTART's TZID).
  ///
  /// ```swift
  /// // 09:00 every day, on New York's clock: 23 hours apart across the spring-forward night.
  /// let daily = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-03-09T09:00"), in: try Zone(identifier: "America/New_York"),
  ///   rule: try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2"))
  /// daily.zone.identifier  // "America/New_York"
  /// daily.occurrences().map(\.description)  // ["2024-03-09T09:00:00-05:00[America/New_York]", "2024-03-10T09:00:00-04:00[America/New_York]"]
  /// ```
  public var zone: Zone
  /// RRULE: the rules whose occurrences make up the set.
  ///
  /// ```swift
  /// // Mondays at 09:00 and Thursdays at 14:00: two rules, as one rule has one set of times.
  /// let mondays = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO;COUNT=2")
  /// let thursdays = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=TH;BYHOUR=14;COUNT=2")
  /// let meetings = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-03-04T09:00"), in: try Zone(identifier: "America/New_York"),
  ///   rules: [mondays, thursdays])
  /// meetings.rules.count  // 2
  /// meetings.occurrences().map(\.description)  // ["2024-03-04T09:00:00-05:00[America/New_York]", "2024-03-07T14:00:00-05:00[America/New_York]", "2024-03-11T09:00:00-04:00[America/New_York]", "2024-03-14T14:00:00-04:00[America/New_York]"]
  /// ```
  public var rules: [RecurrenceRule]
  /// RDATE: extra occurrences.
  ///
  /// ```swift
  /// // An extra session given on London's clock is the same instant on New York's.
  /// let extra = try ZonedDateTime(rfc9557: "2024-03-20T13:00:00+00:00[Europe/London]")
  /// let weekly = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-03-04T09:00"), in: try Zone(identifier: "America/New_York"),
  ///   rules: [try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=2")], dates: [extra])
  /// weekly.dates.count  // 1
  /// weekly.occurrences().map(\.description)  // ["2024-03-04T09:00:00-05:00[America/New_York]", "2024-03-11T09:00:00-04:00[America/New_York]", "2024-03-20T09:00:00-04:00[America/New_York]"]
  /// ```
  public var dates: [ZonedDateTime]
  /// EXRULE: rules whose occurrences are taken out (at the same instant).
  /// They are read beside the rules; after 1,024 occurrences in a row taken
  /// out, a rule that exception rules without COUNT or UNTIL provably take
  /// out entirely (the same rule, or every one of its days and times) is no
  /// longer read, so that `RRULE:FREQ=MINUTELY` with `EXRULE:FREQ=MINUTELY`
  /// answers "no occurrences" at once instead of reading to year 9999.
  ///
  /// ```swift
  /// // Every day but weekends, from Thursday 7 March 2024.
  /// let weekdays = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-03-07T09:00"), in: try Zone(identifier: "America/New_York"),
  ///   rules: [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=5")],
  ///   exceptionRules: [try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=SA,SU")])
  /// weekdays.exceptionRules.map(\.description)  // ["FREQ=WEEKLY;BYDAY=SA,SU"]
  /// weekdays.occurrences().map(\.localDateTime.date)  // [2024-03-07, 2024-03-08, 2024-03-11]
  /// ```
  public var exceptionRules: [RecurrenceRule]
  /// EXDATE: occurrences taken out (at the same instant).
  ///
  /// ```swift
  /// // An EXDATE written in UTC, as a file often has it, takes out 09:00 EST.
  /// let holiday = try ZonedDateTime(rfc9557: "2024-12-23T14:00:00+00:00[UTC]")
  /// let standup = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-12-16T09:00"), in: try Zone(identifier: "America/New_York"),
  ///   rules: [try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=3")], exceptionDates: [holiday])
  /// standup.exceptionDates.count  // 1
  /// standup.occurrences().map(\.localDateTime.date)  // [2024-12-16, 2024-12-30]
  /// ```
  public var exceptionDates: [ZonedDateTime]
  /// What a date that does not exist becomes.
  ///
  /// ```swift
  /// // Rent on the 31st, or on the month's last day.
  /// let rent = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-01-31T09:00"), in: .utc,
  ///   rule: try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3"), invalidDates: .clamp)
  /// rent.invalidDates  // clamp
  /// rent.occurrences().map(\.localDateTime.date)  // [2024-01-31, 2024-02-29, 2024-03-31]
  /// ```
  public var invalidDates: InvalidDatePolicy
  /// Whether DTSTART is a date (`DTSTART;VALUE=DATE`), an all-day event:
  /// `start` is then 00:00, and each occurrence is its day's first instant
  /// (01:00 in Sao Paulo on 2018-11-04, whose midnight never happened).
  ///
  /// ```swift
  /// let daily = Recurrence(
  ///   start: try CivilDateTime(parsing: "2018-11-03T00:00"), in: try Zone(identifier: "America/Sao_Paulo"),
  ///   rules: [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3")], isAllDay: true)
  /// daily.isAllDay  // true
  /// daily.occurrences().map(\.description)  // ["2018-11-03T00:00:00-03:00[America/Sao_Paulo]", "2018-11-04T01:00:00-02:00[America/Sao_Paulo]", "2018-11-05T00:00:00-02:00[America/Sao_Paulo]"]
  /// ```
  public var isAllDay: Bool

  /// A recurrence of one rule from DTSTART `start` in `zone`.
  ///
  /// ```swift
  /// let start = try CivilDateTime(parsing: "2024-01-31T09:00")
  /// let monthly = try RecurrenceRule(parsing: "FREQ=MONTHLY;COUNT=3")
  /// let utc = Zone.utc
  /// Recurrence(start: start, in: utc, rule: monthly).occurrences().map(\.localDateTime.date)  // [2024-01-31, 2024-03-31, 2024-05-31]
  /// Recurrence(start: start, in: utc, rule: monthly, invalidDates: .clamp).occurrences().map(\.localDateTime.date)  // [2024-01-31, 2024-02-29, 2024-03-31]
  /// ```
  public init(
    start: CivilDateTime, in zone: Zone, rule: RecurrenceRule, invalidDates: InvalidDatePolicy = .skip
  ) {
    self.init(start: start, in: zone, rules: [rule], invalidDates: invalidDates)
  }

  /// A recurrence set with every part of RFC 5545's: rules (RRULE), extra
  /// dates (RDATE), exception rules (EXRULE) and dates (EXDATE), each
  /// exception matched by instant.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let daily = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=4")
  /// let skip = try ZonedDateTime(rfc9557: "2024-03-02T09:00:00-05:00[America/New_York]")
  /// let extra = try ZonedDateTime(rfc9557: "2024-03-10T12:00:00-04:00[America/New_York]")
  /// let set = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-03-01T09:00"), in: newYork, rules: [daily],
  ///   dates: [extra], exceptionDates: [skip])
  /// set.occurrences().map(\.localDateTime.date)  // [2024-03-01, 2024-03-03, 2024-03-04, 2024-03-10]
  /// ```
  public init(
    start: CivilDateTime, in zone: Zone, rules: [RecurrenceRule], dates: [ZonedDateTime] = [],
    exceptionRules: [RecurrenceRule] = [], exceptionDates: [ZonedDateTime] = [],
    invalidDates: InvalidDatePolicy = .skip, isAllDay: Bool = false
  ) {
    self.start = start.nanosecond == 0 ? start : CivilDateTime(localSeconds: start.localSeconds, nanosecond: 0)
    self.zone = zone
    self.rules = rules
    self.dates = dates
    self.exceptionRules = exceptionRules
    self.exceptionDates = exceptionDates
    self.invalidDates = invalidDates
    self.isAllDay = isAllDay
  }

}
