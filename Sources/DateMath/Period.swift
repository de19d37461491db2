/// An amount of calendar time: years, months, weeks and days.
///
/// A period is not a duration. One day is 23, 24 or 25 hours depending on
/// the day and the zone; one month is 28 to 31 days. Apply a period with
/// ``ZonedCalendar/adding(_:to:disambiguation:)``, which keeps the wall-clock
/// time; add exact time with ``ZonedCalendar/adding(exactly:to:)``.
///
/// Years and months are applied first, as one count of months, with the day
/// clamped to the end of the target month; then weeks and days. So
/// 2017-01-31 + P1M1D is 2017-03-01 (via 02-28), as in java.time and
/// Temporal.
public struct Period: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Years: 12 months each, applied together with ``months``.
  public var years: Int
  /// Months, applied with ``years`` and clamped to the target month's end.
  public var months: Int
  /// Weeks: 7 days each, applied together with ``days``.
  public var weeks: Int
  /// Calendar days, applied after years and months.
  public var days: Int

  /// Creates a period; any field may be negative.
  public init(years: Int = 0, months: Int = 0, weeks: Int = 0, days: Int = 0) {
    self.years = years
    self.months = months
    self.weeks = weeks
    self.days = days
  }

  /// `n` calendar days (each 23, 24 or 25 hours, as the zone's clocks say).
  public static func days(_ n: Int) -> Period { Period(days: n) }
  /// `n` weeks of 7 calendar days.
  public static func weeks(_ n: Int) -> Period { Period(weeks: n) }
  /// `n` months, the day clamped to the target month's last day.
  public static func months(_ n: Int) -> Period { Period(months: n) }
  /// `n` years (29 February becomes 28 February in common years).
  public static func years(_ n: Int) -> Period { Period(years: n) }

  /// Whether every field is zero.
  public var isZero: Bool { years == 0 && months == 0 && weeks == 0 && days == 0 }

  /// Whether the period moves no date: its months (years × 12 + months)
  /// and its days (weeks × 7 + days) both add up to zero, as in `P0D`,
  /// `P1Y-12M` or `P1W-7D`. A period whose totals overflow is not zero in
  /// total.
  public var isZeroInTotal: Bool {
    guard let totals = try? totals() else { return false }
    return totals.months == 0 && totals.days == 0
  }

  /// The ISO 8601 form, such as `P1Y2M3D`, `P2W`, `-P1M` or `P0D`. A
  /// period whose fields have mixed signs (ISO 8601 has no such thing) is
  /// written with a sign on each negative field: `P1M-1D`.
  public var description: String {
    if isZero { return "P0D" }
    let fields = [years, months, weeks, days]
    let negative = fields.allSatisfy { $0 <= 0 }
    var text = negative ? "-P" : "P"
    for (value, unit) in zip(fields, ["Y", "M", "W", "D"]) where value != 0 {
      text += "\(negative ? String(value.magnitude) : String(value))\(unit)"
    }
    return text
  }

  /// The period multiplied by `factor`.
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
      days: try times(days))
  }

  /// Years and months as one count of months, and weeks and days as one
  /// count of days.
  func totals() throws(DateMathError) -> (months: Int, days: Int) {
    let (yearMonths, o1) = years.multipliedReportingOverflow(by: 12)
    let (months, o2) = yearMonths.addingReportingOverflow(self.months)
    let (weekDays, o3) = weeks.multipliedReportingOverflow(by: 7)
    let (days, o4) = weekDays.addingReportingOverflow(self.days)
    guard !(o1 || o2 || o3 || o4) else { throw .outOfRange("the period \(self)") }
    return (months, days)
  }
}
