/// An amount of time as ISO 8601 writes it, `P1Y2M3DT4H5M6.5S`: calendar
/// units (years, months, weeks, days) and exact time (hours, minutes,
/// seconds, nanoseconds).
///
/// The two halves are applied differently, because a calendar day is not
/// 24 hours. ``ZonedDateTime/adding(_:disambiguation:monthEnd:)`` moves the
/// wall-clock date by the calendar part, keeping the time of day, and then
/// adds the time part as exact elapsed time (Temporal's rule): in New York
/// 2017-03-11T12:00-05:00 + `P1D` is 2017-03-12T12:00-04:00 (23 hours
/// later), but + `PT24H` is 13:00.
///
/// Years and months are applied first, as one count of months, with the day
/// clamped to the end of the target month; then weeks and days. So
/// 2017-01-31 + P1M1D is 2017-03-01 (via 02-28), as in java.time and
/// Temporal.
///
/// Fields may have different signs (`Period(months: 1, days: -1)`), which
/// ISO 8601 cannot write; see ``description``.
///
/// ```swift
/// let newYork = try Zone(identifier: "America/New_York")
/// let noon = try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork)
/// try noon.adding(.days(1))                       // 2017-03-12T12:00:00-04:00[America/New_York]
/// try noon.adding(Period(parsing: "PT24H"))       // 2017-03-12T13:00:00-04:00[America/New_York]
/// try Period(parsing: "P1Y2M3DT4H5M6.5S").months  // 2
/// ```
public struct Period: Sendable, Hashable {
  /// Years: 12 months each, applied together with ``months``.
  public var years: Int
  /// Months, applied with ``years`` and clamped to the target month's end.
  public var months: Int
  /// Weeks: 7 days each, applied together with ``days``.
  public var weeks: Int
  /// Calendar days, applied after years and months.
  public var days: Int
  /// Exact hours of 3,600 seconds (not calendar hours: across a DST
  /// change, `PT1H` after 01:30 can be 03:30 on the wall clock).
  public var hours: Int
  /// Exact minutes of 60 seconds.
  public var minutes: Int
  /// Exact seconds.
  public var seconds: Int
  /// Exact nanoseconds, added to ``seconds``.
  ///
  /// ```swift
  /// try Period(parsing: "PT6.5S").nanoseconds                 // 500000000
  /// Period(seconds: 1, nanoseconds: 250_000_000).description  // "PT1.25S"
  /// ```
  public var nanoseconds: Int

  /// Creates a period; any field may be negative.
  ///
  /// ```swift
  /// Period(months: 1, days: 2, hours: 3)   // P1M2DT3H
  /// Period()                               // PT0S
  /// ```
  public init(
    years: Int = 0, months: Int = 0, weeks: Int = 0, days: Int = 0,
    hours: Int = 0, minutes: Int = 0, seconds: Int = 0, nanoseconds: Int = 0
  ) {
    self.years = years
    self.months = months
    self.weeks = weeks
    self.days = days
    self.hours = hours
    self.minutes = minutes
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// `n` calendar days (each 23, 24 or 25 hours, as the zone's clocks say).
  ///
  /// ```swift
  /// Period.days(3)   // P3D
  /// ```
  public static func days(_ n: Int) -> Period { Period(days: n) }
  /// `n` weeks of 7 calendar days.
  ///
  /// ```swift
  /// Period.weeks(2)   // P2W
  /// ```
  public static func weeks(_ n: Int) -> Period { Period(weeks: n) }
  /// `n` months, the day of the month as a ``MonthEndPolicy`` says where
  /// the target month is shorter (clamped by default).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2017-01-31").adding(.months(1))   // 2017-02-28
  /// ```
  public static func months(_ n: Int) -> Period { Period(months: n) }
  /// `n` years (29 February becomes 28 February in common years).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-29").adding(.years(1))   // 2025-02-28
  /// ```
  public static func years(_ n: Int) -> Period { Period(years: n) }
  /// `n` exact hours: across a DST change, not the same as the wall clock.
  ///
  /// ```swift
  /// let night = try ZonedDateTime(rfc9557: "2017-03-12T01:30:00-05:00[America/New_York]")
  /// try night.adding(.hours(1))   // 2017-03-12T03:30:00-04:00[America/New_York]
  /// ```
  public static func hours(_ n: Int) -> Period { Period(hours: n) }
  /// `n` exact minutes.
  ///
  /// ```swift
  /// Period.minutes(90)   // PT90M
  /// ```
  public static func minutes(_ n: Int) -> Period { Period(minutes: n) }
  /// `n` exact seconds.
  ///
  /// ```swift
  /// Period.seconds(45)   // PT45S
  /// ```
  public static func seconds(_ n: Int) -> Period { Period(seconds: n) }

  /// Whether every field is zero (``isZeroInTotal`` also counts fields
  /// that cancel out).
  ///
  /// ```swift
  /// Period().isZero                          // true
  /// Period(years: 1, months: -12).isZero     // false
  /// ```
  public var isZero: Bool { self == Period() }

  /// The calendar part: years, months, weeks and days.
  ///
  /// ```swift
  /// try Period(parsing: "P1DT12H").calendarPart   // P1D
  /// ```
  public var calendarPart: Period { Period(years: years, months: months, weeks: weeks, days: days) }

  /// Whether any of hours, minutes, seconds or nanoseconds is not zero.
  ///
  /// ```swift
  /// try Period(parsing: "P1DT12H").hasTimePart   // true
  /// Period.days(1).hasTimePart                   // false
  /// ```
  public var hasTimePart: Bool { hours != 0 || minutes != 0 || seconds != 0 || nanoseconds != 0 }

  /// The time part as exact elapsed time.
  ///
  /// ```swift
  /// try Period(parsing: "P1DT1H30M").timePart   // 5400.0 seconds
  /// try Period(hours: .max).timePart            // throws outOfRange
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for hours, minutes or
  ///   seconds of more than 2⁶² seconds (about 146 billion years), which a
  ///   `Duration` cannot hold in total.
  public var timePart: Duration {
    get throws(DateMathError) {
      let bound = 1 << 62
      guard hours.magnitude <= bound / 3600, minutes.magnitude <= bound / 60, seconds.magnitude <= bound else {
        throw .outOfRange("the time part of \(self)")
      }
      return .seconds(hours) * 3600 + .seconds(minutes) * 60 + .seconds(seconds) + .nanoseconds(nanoseconds)
    }
  }

  /// Whether the period moves nothing: its months (years × 12 + months),
  /// its days (weeks × 7 + days) and its exact time all add up to zero, as
  /// in `PT0S`, `P1Y-12M`, `P1W-7D` or `PT1H-60M`. A period whose totals
  /// overflow is not zero in total.
  ///
  /// ```swift
  /// Period(years: 1, months: -12).isZeroInTotal   // true
  /// Period(months: 1, days: -30).isZeroInTotal    // false — a month is not 30 days
  /// ```
  public var isZeroInTotal: Bool {
    guard let totals = try? totals() else { return false }
    return totals.months == 0 && totals.days == 0 && (try? timePart) == .zero
  }

  /// The period multiplied by `factor`, field by field.
  ///
  /// ```swift
  /// try Period(months: 1, days: 2).multiplied(by: 3)   // P3M6D
  /// try Period.days(Int.max).multiplied(by: 2)         // throws outOfRange
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` on integer overflow.
  public func multiplied(by factor: Int) throws(DateMathError) -> Period {
    func times(_ value: Int) throws(DateMathError) -> Int {
      let (product, overflow) = value.multipliedReportingOverflow(by: factor)
      guard !overflow else { throw .outOfRange("\(self) × \(factor)") }
      return product
    }
    return Period(
      years: try times(years), months: try times(months), weeks: try times(weeks),
      days: try times(days), hours: try times(hours), minutes: try times(minutes),
      seconds: try times(seconds), nanoseconds: try times(nanoseconds))
  }

  /// Years and months as one count of months, and weeks and days as one
  /// count of days.
  @usableFromInline
  func totals() throws(DateMathError) -> (months: Int, days: Int) {
    let (yearMonths, o1) = years.multipliedReportingOverflow(by: 12)
    let (months, o2) = yearMonths.addingReportingOverflow(self.months)
    let (weekDays, o3) = weeks.multipliedReportingOverflow(by: 7)
    let (days, o4) = weekDays.addingReportingOverflow(self.days)
    guard !(o1 || o2 || o3 || o4) else { throw .outOfRange("the period \(self)") }
    return (months, days)
  }

  /// Refuses a period that moves nothing, such as `P1Y-12M`, where a
  /// series needs a step.
  func checkMoves() throws(DateMathError) {
    guard !isZeroInTotal else {
      throw DateMathError(
        .invalidArgument,
        "a step of \(self) is zero in total and never moves: give a period that does")
    }
  }

  /// Exact time as hours, minutes, seconds and nanoseconds, none larger
  /// than `largestUnit` (hours for a calendar unit), all with the sign of
  /// `duration` (truncated toward zero, never rounded).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the largest field
  ///   does not fit in an `Int`.
  init(balancing duration: Duration, largestUnit: DateTimeUnit) throws(DateMathError) {
    let (seconds, attoseconds) = duration.components
    try self.init(balancingSeconds: seconds, nanoseconds: Int(attoseconds / 1_000_000_000), largestUnit: largestUnit)
  }

  /// ``init(balancing:largestUnit:)`` of `seconds` and `nanoseconds` of the
  /// same sign (or zero).
  @inline(__always)
  init(balancingSeconds seconds: Int64, nanoseconds: Int, largestUnit: DateTimeUnit) throws(DateMathError) {
    switch largestUnit {
    case .seconds, .milliseconds, .microseconds, .nanoseconds:
      guard let whole = Int(exactly: seconds) else { throw .outOfRange("\(seconds) s") }
      self.init(seconds: whole, nanoseconds: nanoseconds)
    case .minutes:
      guard let minutes = Int(exactly: seconds / 60) else { throw .outOfRange("\(seconds) s") }
      self.init(minutes: minutes, seconds: Int(seconds % 60), nanoseconds: nanoseconds)
    default:
      guard let hours = Int(exactly: seconds / 3600) else { throw .outOfRange("\(seconds) s") }
      self.init(
        hours: hours, minutes: Int(seconds % 3600 / 60), seconds: Int(seconds % 60), nanoseconds: nanoseconds)
    }
  }

  /// All eight fields, largest first.
  var fields: [Int] { [years, months, weeks, days, hours, minutes, seconds, nanoseconds] }
}
