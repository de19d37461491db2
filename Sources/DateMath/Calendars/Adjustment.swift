/// Something DateMath adjusted to give an answer, as a value: a day the
/// target month lacks clamped to its last day, a leap month a year lacks
/// replaced, a last day kept by ``MonthEndPolicy/lastDay``, a wall-clock
/// time in a DST gap moved forward, the reading chosen in an overlap.
///
/// The `…ReportingAdjustments` variants of `adding` return them beside the
/// result (``ZonedDateTime/addingReportingAdjustments(_:in:disambiguation:monthEnd:)``,
/// ``CivilDate/addingReportingAdjustments(_:monthEnd:)``,
/// ``CalendarDate/addingReportingAdjustments(_:monthEnd:)``), so an app
/// can tell its user what happened without computing it again. Each
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
    case .overlapReading(let time, let offset, let first, let zone, let transition, let disambiguation):
      return "\(_ISO.clock(time)) happens twice in \(zone) (\(transition.clockChange)): used the "
        + "\(first ? "first" : "second") reading, \(offset) (disambiguation \(disambiguation.rawValue))"
    }
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
