// RFC 7529: a recurrence rule counted in another calendar (RSCALE), and
// what becomes of the dates a year lacks (SKIP).
//
// YEARLY and MONTHLY periods are the calendar's years and months: a Hebrew
// leap year has 13 months, and MONTHLY counts each. A period's days are
// built, not filtered: each month BYMONTH names (in a YEARLY period, a leap
// month the year lacks is dropped, or replaced by the month before or
// after it; BYMONTH only limits MONTHLY periods), then
// each day BYMONTHDAY names (a day past the month's end is dropped, or
// becomes the month's last day or the next month's first). The month is
// settled first, then the day, in the same direction. The other filters
// (BYDAY, BYYEARDAY) then limit the days built, read in the calendar.

/// The calendar side of one RSCALE rule: a class, so that a Gregorian
/// rule's wall clock (copied as it is walked) carries one nil word.
final class _RecurrenceScale: Sendable {
  let calendar: CalendarKind
  let skip: RecurrenceRule.Skip
  /// ``Recurrence/InvalidDatePolicy/clamp``: a day past the month's end
  /// becomes its last day, as SKIP=BACKWARD does.
  let clampsToMonthEnd: Bool
  /// DTSTART's year, month and day in the calendar; nil when DTSTART is
  /// outside the calendar's range (its tables), and the rule has no
  /// occurrences.
  let start: (year: Int, month: Int, day: Int)?
  let startYear: Int
  /// `monthsBefore(startYear) + month - 1`: months counted across years.
  let startMonthIndex: Int
  /// BYMONTH (or DTSTART's month, YEARLY's default); empty for every month.
  let monthCodes: [MonthCode]
  /// BYMONTHDAY (or DTSTART's day, the default); empty for every day.
  let monthDays: [Int]
  /// The days both the calendar and DateMath cover.
  let days: ClosedRange<Int>
  /// The calendar whose fields the day filters read: nil for a calendar
  /// with Gregorian months (Japanese, Buddhist, ROC, Gregorian).
  let filterCalendar: CalendarKind?

  init(
    calendar: CalendarKind, skip: RecurrenceRule.Skip, clampsToMonthEnd: Bool,
    start: (year: Int, month: Int, day: Int)?, monthCodes: [MonthCode], monthDays: [Int]
  ) {
    self.calendar = calendar
    self.skip = skip
    self.clampsToMonthEnd = clampsToMonthEnd
    self.start = start
    let rules = calendar.rules
    startYear = start?.year ?? 0
    startMonthIndex = start.map { rules.monthsBefore($0.year) + $0.month - 1 } ?? 0
    // Codes in the order of the year's months (a leap month after its
    // namesake), each once.
    self.monthCodes = Array(Set(monthCodes)).sorted()
    self.monthDays = Array(Set(monthDays)).sorted()
    let supported = rules.supportedDays
    days = max(supported.lowerBound, _Civil.minDay)...min(supported.upperBound, _Civil.maxDay)
    filterCalendar = calendar.hasGregorianYears ? nil : calendar
  }

  var rules: any _CalendarRules.Type { calendar.rules }

  /// The calendar year and month index of `day`, a day outside the
  /// calendar's range counted as its first or last day.
  func yearAndMonthIndex(ofDay day: Int) -> (year: Int, monthIndex: Int) {
    let clamped = min(max(day, days.lowerBound), days.upperBound)
    guard let (year, month, _) = calendar.fields(ofDay: clamped) else { return (startYear, startMonthIndex) }
    var result = (year, rules.monthsBefore(year) + month - 1)
    // Past the last day: a period after every one the calendar has.
    if day > days.upperBound { result = (year + 1, result.1 + 1) }
    if day < days.lowerBound { result = (year - 1, result.1 - 1) }
    return result
  }

  /// The year and month that stand for `code` in `year`: the month
  /// itself, or for a leap month the year lacks, the month before it
  /// (SKIP=BACKWARD) or after it (FORWARD); nil when the date is omitted.
  func month(_ code: MonthCode, in year: Int) -> (year: Int, month: Int)? {
    let rules = self.rules
    if let month = rules.month(year: year, code: code) { return (year, month) }
    guard code.isLeap, skip != .omit,
      let base = rules.month(year: year, code: MonthCode(unchecked: code.number, false))
    else { return nil }
    if skip == .backward { return (year, base) }
    return base < rules.monthsInYear(year) ? (year, base + 1) : (year + 1, 1)
  }

  /// Appends the days BYMONTHDAY names in a month, settled by SKIP.
  func monthDays(year: Int, month: Int, into out: inout [Int]) {
    let rules = self.rules
    let length = rules.daysInMonth(year: year, month: month)
    let first = rules.day(year: year, month: month, day: 1)
    for d in monthDays {
      let i = d > 0 ? d : length + d + 1
      if i >= 1 && i <= length {
        out.append(first + i - 1)
      } else if d > 0 {
        if skip == .backward || (skip == .omit && clampsToMonthEnd) { out.append(first + length - 1) }
        if skip == .forward { out.append(first + length) }
      } else {
        // A negative day before the month's first.
        if skip == .backward { out.append(first - 1) }
        if skip == .forward { out.append(first) }
      }
    }
  }
}

extension _RecurrenceWallClock {
  /// An RSCALE rule's YEARLY or MONTHLY period `k`: 00:00 of each of its
  /// days, ascending, once each. False when the period is past the
  /// calendar's range.
  ///
  /// A day SKIP moved into the next period's month (or, for a negative
  /// BYMONTHDAY, the previous one's) that that period has itself counts
  /// there, once (RFC 5545 §3.8.5.3), so COUNT counts it once.
  func fillScaled(_ out: inout [Int64], period k: Int, _ scale: _RecurrenceScale) -> Bool {
    guard !timesOfDay.isEmpty else { return true }
    guard let (days, own) = scaledDays(period: k, scale) else { return false }
    var previous = Int.min
    for day in days where day != previous {
      previous = day
      if !own.contains(day), let owner = scaledOwner(ofDay: day, scale), owner != k,
        let (ownerDays, _) = scaledDays(period: owner, scale), ownerDays.contains(day)
      {
        continue
      }
      out.append(Int64(day) * _Civil.secondsPerDay)
    }
    return true
  }

  /// The period whose own year or month holds `day`, if that year or month
  /// is a period of the rule (INTERVAL may skip it).
  private func scaledOwner(ofDay day: Int, _ scale: _RecurrenceScale) -> Int? {
    let (year, monthIndex) = scale.yearAndMonthIndex(ofDay: day)
    let steps = frequency == .yearly ? year - scale.startYear : monthIndex - scale.startMonthIndex
    guard steps >= 0, steps % interval == 0 else { return nil }
    return steps / interval
  }

  /// Period `k`'s days, sorted (a day may appear twice), and the days of
  /// its own year or month; nil past the calendar's range.
  private func scaledDays(period k: Int, _ scale: _RecurrenceScale) -> (days: [Int], own: ClosedRange<Int>)? {
    let rules = scale.rules
    let (steps, overflow) = interval.multipliedReportingOverflow(by: k)
    guard !overflow, steps <= 13 * 20_000 else { return nil }
    var found: [Int] = []
    let own: ClosedRange<Int>
    if frequency == .yearly {
      let year = scale.startYear + steps
      guard rules.supportedYears.contains(year), rules.day(year: year, month: 1, day: 1) <= scale.days.upperBound
      else { return nil }
      let first = rules.day(year: year, month: 1, day: 1)
      own = first...(first + rules.daysInYear(year) - 1)
      if scale.monthCodes.isEmpty {
        if scale.monthDays.isEmpty {
          daysOfRange(own, context: own, scale, into: &found)
        } else {
          for month in 1...rules.monthsInYear(year) {
            builtDays(year: year, month: month, context: own, scale, into: &found)
          }
        }
      } else {
        for code in scale.monthCodes {
          guard let (y, m) = scale.month(code, in: year), rules.supportedYears.contains(y) else { continue }
          builtDays(year: y, month: m, context: nil, scale, into: &found)
        }
      }
    } else {
      let index = scale.startMonthIndex + steps
      let (year, month) = rules.yearMonth(ofMonthIndex: index)
      guard rules.supportedYears.contains(year), rules.day(year: year, month: month, day: 1) <= scale.days.upperBound
      else { return nil }
      let first = rules.day(year: year, month: month, day: 1)
      own = first...(first + rules.daysInMonth(year: year, month: month) - 1)
      // BYMONTH limits MONTHLY: a month the year lacks is no period to
      // settle, so SKIP does not replace it (libical and RFC 7529's
      // reading: SKIP settles dates a period builds).
      if scale.monthCodes.isEmpty || scale.monthCodes.contains(rules.monthCode(year: year, month: month)) {
        builtDays(year: year, month: month, context: nil, scale, into: &found)
      }
    }
    return (found.filter(scale.days.contains).sorted(), own)
  }

  /// The days of a month the period holds: those BYMONTHDAY names (with
  /// SKIP), or all of them, limited by the other filters. `context` is the
  /// range an ordinal BYDAY counts in when it is not the month.
  private func builtDays(
    year: Int, month: Int, context: OrdinalRange?, _ scale: _RecurrenceScale, into found: inout [Int]
  ) {
    let rules = scale.rules
    let first = rules.day(year: year, month: month, day: 1)
    let monthRange = first...(first + rules.daysInMonth(year: year, month: month) - 1)
    if scale.monthDays.isEmpty {
      daysOfRange(monthRange, context: context ?? monthRange, scale, into: &found)
      return
    }
    var candidates: [Int] = []
    scale.monthDays(year: year, month: month, into: &candidates)
    for day in candidates where scale.days.contains(day) {
      let passes = filterCalendar.map { matches(CalendarDayFields(day, $0), context: context ?? monthRange, built: true) }
        ?? matches(DayFields(day), context: context ?? monthRange, built: true)
      if passes { found.append(day) }
    }
  }

  /// The days of `range` that pass the filters other than BYMONTH and
  /// BYMONTHDAY (which built the range).
  private func daysOfRange(
    _ range: ClosedRange<Int>, context: OrdinalRange, _ scale: _RecurrenceScale, into found: inout [Int]
  ) {
    let lower = max(range.lowerBound, scale.days.lowerBound)
    let upper = min(range.upperBound, scale.days.upperBound)
    guard lower <= upper else { return }
    let context = nthWeekdays.isEmpty ? nil : context
    if let calendar = filterCalendar {
      walk(CalendarDayFields(lower, calendar), through: upper, context: context, built: true) { found.append($0) }
      return
    }
    var fields = DayFields(lower)
    while true {
      if matches(fields, context: context, built: true) { found.append(fields.day) }
      if fields.day == upper { return }
      fields.advance()
    }
  }
}
