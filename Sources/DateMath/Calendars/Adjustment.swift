/// Something DateMath adjusted to give an answer, as a value: a day the
/// target month lacks clamped to its last day, a leap month a year lacks
/// replaced, a last day kept by ``MonthEndPolicy/lastDay``, a wall-clock
/// time in a DST gap moved forward, the reading chosen in an overlap; and
/// for a recurrence, a date it names that does not exist, skipped or moved
/// (RFC 5545 §3.3.10, RFC 7529 SKIP), a day the zone skipped, two
/// wall-clock times that are one instant.
///
/// The `…ReportingAdjustments` variants of `adding` return them beside the
/// result (``ZonedDateTime/addingReportingAdjustments(_:in:disambiguation:monthEnd:)``,
/// ``CivilDate/addingReportingAdjustments(_:monthEnd:)``,
/// ``CalendarDate/addingReportingAdjustments(_:monthEnd:)``), so an app
/// can tell its user what happened without computing it again, and so
/// does ``Recurrence/occurrencesReportingAdjustments(in:limit:)``. Each
/// ``description`` is the one sentence for that adjustment: `datecalc`
/// prints these, and a change of clocks is always
/// ``ZoneTransition/clockChange``.
///
/// ```swift
/// let rent = try CivilDate(parsing: "2017-01-31")
/// let (due, adjustments) = try rent.addingReportingAdjustments(.months(1))
/// due  // 2017-02-28
/// adjustments.map(\.description)  // ["2017-02 has 28 days: day 31 became 2017-02-28"]
/// ```
public enum Adjustment: Sendable, Hashable, CustomStringConvertible {
  /// A day the target month lacks became its last day
  /// (``MonthEndPolicy/clamp``, or ``MonthEndPolicy/lastDay`` from a day
  /// that was not a last day): `date` is the month's last day, before any
  /// weeks and days were added.
  case dayClamped(requestedDay: Int, date: CalendarDate)
  /// A leap month the target year lacks (Hebrew Adar I, `M05L`, in a common
  /// year) became the month that stands for it (`M06`): `date` is where the
  /// move landed, before any weeks and days were added.
  case monthCodeClamped(requested: MonthCode, date: CalendarDate)
  /// ``MonthEndPolicy/lastDay`` moved a last day of a month (`from`) to the
  /// last day of the target month (`date`), past the day a clamp keeps:
  /// 2017-02-28 + 1 month is 2017-03-31, not 2017-03-28.
  case lastDayKept(from: CalendarDate, date: CalendarDate)
  /// A wall-clock time in a gap (it never happened) was replaced by
  /// `used`, as `disambiguation` says: with ``Disambiguation/compatible``
  /// the time moved forward by the gap (02:30 → 03:30).
  case gapShifted(
    requested: CivilDateTime, used: CivilDateTime, zoneIdentifier: String, transition: ZoneTransition,
    disambiguation: Disambiguation)
  /// A wall-clock time in an overlap (it happened twice) was read at
  /// `offset`, its first reading when `isFirstReading`, as `disambiguation`
  /// says.
  case overlapReading(
    time: CivilDateTime, offset: UTCOffset, isFirstReading: Bool, zoneIdentifier: String,
    transition: ZoneTransition, disambiguation: Disambiguation)

  /// A date a recurrence rule names that its calendar does not have
  /// (30 February; Adar I in a common Hebrew year) had no occurrence: RFC
  /// 5545 skips it (``Recurrence/InvalidDatePolicy/skip``), and so does RFC
  /// 7529's `SKIP=OMIT`.
  case dateSkipped(MissingDate)
  /// A date a recurrence rule names that its calendar does not have was
  /// moved to `date`: a day past a month's end to the month's last day
  /// (``Recurrence/InvalidDatePolicy/clamp``, or RFC 7529 `SKIP=BACKWARD`),
  /// or to the next month's first day (`SKIP=FORWARD`).
  case dateMoved(MissingDate, date: CalendarDate)
  /// A wall-clock time fell on a day the zone skipped (Pacific/Apia
  /// 2011-12-30): a recurrence has no occurrence then.
  case dayNeverHappened(time: CivilDateTime, zoneIdentifier: String, transition: ZoneTransition)
  /// Midnight did not happen on `date` in `zoneIdentifier` (the clocks
  /// jumped over it, `transition`): the day began at `start`, 01:00 on
  /// São Paulo's 2018-11-04.
  case dayStartedAfterMidnight(date: CivilDate, start: CivilDateTime, zoneIdentifier: String, transition: ZoneTransition)
  /// Two wall-clock times are one instant (an hourly rule's 02:00, in a
  /// spring-forward gap, and its 03:00): a recurrence has one occurrence.
  case sameInstant(CivilDateTime, CivilDateTime, zoneIdentifier: String)

  /// An override in a calendar file (`RECURRENCE-ID`, or a later instance
  /// of a `RANGE=THISANDFUTURE` one when `thisAndFuture`) moved the
  /// instance its series put at `from`, on `offset` in `zoneIdentifier`.
  case instanceMoved(from: CivilDateTime, offset: UTCOffset, zoneIdentifier: String, thisAndFuture: Bool)
  /// The clocks changed during an occurrence (`transitions`, in
  /// `zoneIdentifier`): it lasts `exactSeconds`, and `wallClockSeconds` on
  /// the wall clock (an all-day event's days count 24 hours each there).
  case clocksChangedDuring(exactSeconds: Int64, wallClockSeconds: Int64, zoneIdentifier: String, transitions: [ZoneTransition])
  /// An occurrence is on another UTC offset than its series' one before it
  /// (`previous`, on `previousOffset`; the series' DTSTART when
  /// `isSeriesStart`), since the clocks changed in between (`transitions`).
  case clocksChangedSince(
    previous: CivilDateTime, previousOffset: UTCOffset, isSeriesStart: Bool, zoneIdentifier: String,
    transitions: [ZoneTransition])

  /// A date that a recurrence rule names and its calendar lacks.
  public enum MissingDate: Sendable, Hashable, CustomStringConvertible {
    /// A day past the end of the month whose last day is `lastDay`.
    case pastMonthEnd(lastDay: CalendarDate)
    /// A leap month (`M05L`) that the years `years` of `calendar` lack
    /// (one year, or a run of years between two occurrences).
    case leapMonth(MonthCode, years: ClosedRange<Int>, calendar: CalendarKind)

    /// "2024-02 has 29 days"; "hebrew year 5785 has no month M05L";
    /// "chinese years 2021–2057 (37 years) have no month M04L".
    public var description: String {
      switch self {
      case .pastMonthEnd(let lastDay):
        return "\(Adjustment.month(of: lastDay)) has \(lastDay.daysInMonth) days"
      case .leapMonth(let code, let years, let calendar):
        if years.count == 1 { return "\(calendar) year \(years.lowerBound) has no month \(code)" }
        return "\(calendar) years \(years.lowerBound)–\(years.upperBound) (\(years.count) years) have no month \(code)"
      }
    }
  }

  /// The one sentence for this adjustment: "2017-02 has 28 days: day 31
  /// became 2017-02-28"; "hebrew year 5785 has no month M05L: clamped to
  /// M06"; "2017-03-12 02:30 does not exist in America/New_York (clocks
  /// went forward from 2017-03-12 02:00 to 03:00 (-05:00 → -04:00)): used
  /// 03:30 (disambiguation compatible)".
  public var description: String {
    switch self {
    case .dayClamped(let requested, let date):
      return "\(Self.month(of: date)) has \(date.daysInMonth) days: day \(requested) became \(Self.text(date))"
    case .monthCodeClamped(let requested, let date):
      return "\(date.calendar) year \(date.year) has no month \(requested): clamped to \(date.monthCode)"
    case .lastDayKept(let from, let date):
      let clamped = date.calendar == .iso8601
        ? "\(Self.month(of: date))-\(_ISO.pad(from.day, 2))"
        : "\(_ISO.year(date.year))-\(date.monthCode)-\(_ISO.pad(from.day, 2))"
      return "\(Self.text(from)) is the last day of its month, so the result is on the last day of "
        + "\(Self.month(of: date)) too, \(Self.text(date)) (month end lastDay; clamp gives \(clamped))"
    case .gapShifted(let requested, let used, let zone, let transition, let disambiguation):
      let usedText = used.date == requested.date ? _ISO.clock(used).split(separator: " ").last.map(String.init) ?? "" : _ISO.clock(used)
      return "\(_ISO.clock(requested)) does not exist in \(zone) (\(transition.clockChange)): used "
        + "\(usedText) (disambiguation \(disambiguation.rawValue))"
    case .dateSkipped(let missing):
      // What would have kept it: the month-end policy for ISO dates,
      // RFC 7529's SKIP in a rule's own calendar.
      if case .pastMonthEnd(let lastDay) = missing, lastDay.calendar == .iso8601 {
        return "\(missing): skipped, as RFC 5545 says (clamping gives \(Self.text(lastDay)))"
      }
      return "\(missing): skipped (SKIP=BACKWARD or FORWARD would move it)"
    case .dateMoved(let missing, let date):
      return "\(missing): moved to \(Self.text(date))"
    case .dayNeverHappened(let time, let zone, let transition):
      let clock = _ISO.clock(time).split(separator: " ").last.map(String.init) ?? ""
      return "\(time.date) never happened in \(zone) (\(transition.clockChange)): no occurrence at \(clock)"
    case .dayStartedAfterMidnight(let date, let start, let zone, let transition):
      let clock = _ISO.clock(start).split(separator: " ").last.map(String.init) ?? ""
      return "midnight did not exist in \(zone) on \(date) (\(transition.clockChange)): the day began at \(clock)"
    case .sameInstant(let first, let second, let zone):
      let secondText = first.date == second.date ? _ISO.clock(second).split(separator: " ").last.map(String.init) ?? "" : _ISO.clock(second)
      return "\(_ISO.clock(first)) and \(secondText) are the same instant in \(zone): one occurrence"
    case .instanceMoved(let from, let offset, let zone, let thisAndFuture):
      return "moved from \(_ISO.clock(from)) (\(offset)) in \(zone)" + (thisAndFuture ? " by RANGE=THISANDFUTURE" : "")
    case .clocksChangedDuring(let exact, let wall, let zone, let transitions):
      return "\(Self.length(exact)) long, \(Self.length(wall)) on the wall clock: \(Self.changes(transitions, in: zone))"
    case .clocksChangedSince(let previous, let previousOffset, let isStart, let zone, let transitions):
      return "\(Self.changes(transitions, in: zone)) since \(isStart ? "DTSTART" : "the previous occurrence"), "
        + "\(_ISO.clock(previous)) (\(previousOffset))"
    case .overlapReading(let time, let offset, let first, let zone, let transition, let disambiguation):
      return "\(_ISO.clock(time)) happens twice in \(zone) (\(transition.clockChange)): used the "
        + "\(first ? "first" : "second") reading, \(offset) (disambiguation \(disambiguation.rawValue))"
    }
  }

  /// "8h", "8h 30m", "45m", "30s": a length in hours, minutes and seconds.
  static func length(_ seconds: Int64) -> String {
    let whole = seconds.magnitude
    var parts: [String] = []
    if whole >= 3600 { parts.append("\(whole / 3600)h") }
    if whole % 3600 >= 60 { parts.append("\(whole % 3600 / 60)m") }
    if whole % 60 != 0 || parts.isEmpty { parts.append("\(whole % 60)s") }
    return (seconds < 0 ? "-" : "") + parts.joined(separator: " ")
  }

  /// Each change of clocks (``ZoneTransition/clockChange``) in `zone`, or
  /// how many there were when more than three.
  static func changes(_ transitions: [ZoneTransition], in zone: String) -> String {
    transitions.count > 3
      ? "the UTC offset changed \(transitions.count) times in \(zone)"
      : transitions.map(\.clockChange).joined(separator: ", ") + " in \(zone)"
  }

  /// "2017-02", or "5785-M06 (hebrew)" in a calendar other than ISO 8601.
  static func month(of date: CalendarDate) -> String {
    date.calendar == .iso8601
      ? "\(_ISO.year(date.year))-\(_ISO.pad(date.month, 2))"
      : "\(_ISO.year(date.year))-\(date.monthCode) (\(date.calendar))"
  }

  /// "2017-02-28", or "5785-M06-29" in a calendar other than ISO 8601.
  static func text(_ date: CalendarDate) -> String {
    date.calendar == .iso8601 ? date.civilDate.description : date.fieldsText
  }
}
