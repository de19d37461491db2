// The wall-clock side of RFC 5545 recurrence: one rule with its DTSTART,
// expanded period by period into local date-times (seconds since
// 1970-01-01T00:00 on the wall clock), as python-dateutil's rrule does.
//
// A period is the FREQ unit that contains DTSTART, then every INTERVAL-th
// one after it: a year, a month, a week starting on WKST, a day, an hour, a
// minute or a second. Each period's set is built from the BYxxx parts
// (RFC 5545 §3.3.10's table: some expand the period, others limit it),
// BYSETPOS picks from the set, and times before DTSTART are dropped. COUNT
// and UNTIL are applied by the caller, which walks the periods. Any period
// can be computed directly from its index, so expansion starts anywhere
// without walking from DTSTART.
//
// With RFC 7529's RSCALE, years, months and the month and year days the
// filters read are the calendar's (_RecurrenceScale): YEARLY and MONTHLY
// periods build their days from the months and days the rule names, with
// SKIP settling the ones a year lacks; the other frequencies' periods are
// the same in every calendar and only their filters change.

struct _RecurrenceWallClock: Sendable {
  let frequency: RecurrenceRule.Frequency
  let interval: Int
  /// DTSTART, whole seconds.
  let start: Int64
  let startDay: Int
  let startYear: Int
  let startMonthIndex: Int  // year * 12 + month - 1
  let startWeek: Int  // the day WKST of DTSTART's week
  /// Sub-daily frequencies: the first period's start and the length of a
  /// step (INTERVAL units) in seconds.
  let subDailyBase: Int64
  let subDailyStep: Int64

  /// RSCALE: the calendar the rule counts in; nil for RFC 5545's Gregorian.
  let scale: _RecurrenceScale?
  /// An all-day recurrence (``Recurrence/isAllDay``): each date's
  /// occurrence is its first instant, also where midnight fell in a gap
  /// that began the evening before (America/Toronto 1919-03-31: 00:30).
  var isAllDay = false
  /// The calendar whose fields the day filters read: nil for Gregorian
  /// months (no RSCALE, or a Gregorian-family RSCALE).
  var filterCalendar: CalendarKind? { scale?.filterCalendar }

  // Day filters.
  let months: UInt32  // bit m for month m, bit 16 + m for leap month mL; 0: any
  let weekdays: UInt8  // bit w-1 for plain BYDAY weekdays
  let nthWeekdays: [(weekday: Int, n: Int)]
  let monthDays: UInt32  // bit d for BYMONTHDAY=d
  let negativeMonthDays: UInt32  // bit d for BYMONTHDAY=-d
  let hasMonthDays: Bool
  let yearDays: [Int]
  let weekNumbers: [Int]
  let weekStart: Int  // 1 (Monday) ... 7
  let clampsToMonthEnd: Bool  // clamp BYMONTHDAY past the month's end

  // Time parts: the sorted, distinct values each period's times take, and
  // (sub-daily frequencies) the filters a period's own hour, minute or
  // second must pass.
  let timesOfDay: [Int]  // seconds of day, DAILY and longer
  let minuteSeconds: [Int]  // HOURLY: minute * 60 + second within the hour
  let seconds: [Int]  // MINUTELY
  let hourFilter: UInt32?
  let minuteFilter: UInt64?
  let secondFilter: UInt64?
  let setPositions: [Int]

  /// Whether any period can have a time at all; false for rules such as
  /// `FREQ=MINUTELY;INTERVAL=60;BYMINUTE=30` from a DTSTART on the hour.
  private(set) var timesCanMatch = true

  static let lastYear = _Civil.maxYear

  init(_ rule: RecurrenceRule, start local: CivilDateTime, clampsToMonthEnd: Bool) {
    frequency = rule.frequency
    interval = rule.interval
    self.clampsToMonthEnd = clampsToMonthEnd
    let startSeconds = local.localSeconds
    start = startSeconds
    startDay = local.date.daysSince1970
    startYear = local.date.year
    startMonthIndex = local.date.year * 12 + local.date.month - 1
    weekStart = rule.weekStart.rawValue
    startWeek = startDay - (local.date.weekday.rawValue - weekStart + 7) % 7

    // python-dateutil's defaults, which RFC 5545 implies: the parts a
    // frequency needs and the rule leaves out come from DTSTART (its month
    // code and day in the RSCALE calendar).
    var monthMask = rule.byMonth.reduce(UInt32(0)) { $0 | 1 << MonthCode(unchecked: $1, false).filterKey }
      | rule.byLeapMonth.reduce(UInt32(0)) { $0 | 1 << MonthCode(unchecked: $1, true).filterKey }
    var defaultMonth: MonthCode?
    var byMonthDay = rule.byMonthDay
    var byDay = rule.byDay
    let startFields: (year: Int, month: Int, day: Int)?
    var startCode = MonthCode(unchecked: local.date.month, false)
    if let calendar = rule.calendar {
      startFields = calendar.fields(ofDay: startDay)
      if let f = startFields { startCode = calendar.rules.monthCode(year: f.year, month: f.month) }
    } else {
      startFields = (local.date.year, local.date.month, local.date.day)
    }
    let startDayOfMonth = startFields?.day ?? local.date.day
    if rule.byWeekNumber.isEmpty && rule.byYearDay.isEmpty && rule.byMonthDay.isEmpty && rule.byDay.isEmpty {
      switch rule.frequency {
      case .yearly:
        if monthMask == 0 {
          defaultMonth = startCode
          monthMask = 1 << startCode.filterKey
        }
        byMonthDay = [startDayOfMonth]
      case .monthly:
        byMonthDay = [startDayOfMonth]
      case .weekly:
        byDay = [.every(local.date.weekday)]
      default: break
      }
    }
    if let calendar = rule.calendar {
      let codes = rule.byMonth.map { MonthCode(unchecked: $0, false) } + rule.byLeapMonth.map { MonthCode(unchecked: $0, true) }
      scale = _RecurrenceScale(
        calendar: calendar, skip: rule.skip, clampsToMonthEnd: clampsToMonthEnd, start: startFields,
        monthCodes: codes + (defaultMonth.map { [$0] } ?? []), monthDays: byMonthDay)
    } else {
      scale = nil
    }
    months = monthMask
    weekdays = byDay.filter { $0.ordinal == nil }.reduce(0) { $0 | UInt8(1) << ($1.weekday.rawValue - 1) }
    nthWeekdays = byDay.compactMap { d in d.ordinal.map { (d.weekday.rawValue, $0) } }
    monthDays = byMonthDay.filter { $0 > 0 }.reduce(0) { $0 | UInt32(1) << $1 }
    negativeMonthDays = byMonthDay.filter { $0 < 0 }.reduce(0) { $0 | UInt32(1) << -$1 }
    hasMonthDays = !byMonthDay.isEmpty
    yearDays = rule.byYearDay
    weekNumbers = rule.byWeekNumber
    setPositions = rule.bySetPosition

    func sorted(_ values: [Int], default value: Int, expands: Bool) -> [Int] {
      expands ? Array(Set(values.isEmpty ? [value] : values)).sorted() : [value]
    }
    let f = rule.frequency
    // A time part expands periods longer than itself and limits the others.
    let hours = sorted(rule.byHour, default: local.hour, expands: f > .hourly)
    let minutes = sorted(rule.byMinute, default: local.minute, expands: f > .minutely)
    // Second 60 (a leap second) is valid RFC text but no time DateMath has.
    let secondValues = sorted(rule.bySecond.filter { $0 < 60 }, default: local.second, expands: f > .secondly)
    let secondsEmpty = !rule.bySecond.isEmpty && rule.bySecond.allSatisfy { $0 == 60 }
    timesOfDay = secondsEmpty ? [] : hours.flatMap { h in minutes.flatMap { m in secondValues.map { h * 3600 + m * 60 + $0 } } }
    minuteSeconds = secondsEmpty ? [] : minutes.flatMap { m in secondValues.map { m * 60 + $0 } }
    seconds = secondsEmpty ? [] : secondValues
    hourFilter = f <= .hourly && !rule.byHour.isEmpty ? rule.byHour.reduce(0) { $0 | UInt32(1) << $1 } : nil
    minuteFilter = f <= .minutely && !rule.byMinute.isEmpty ? rule.byMinute.reduce(0) { $0 | UInt64(1) << $1 } : nil
    secondFilter = f == .secondly && !rule.bySecond.isEmpty ? rule.bySecond.reduce(0) { $0 | UInt64(1) << $1 } : nil

    let unit: Int64 = f == .hourly ? 3600 : f == .minutely ? 60 : 1
    subDailyBase = startSeconds - _Civil.floorMod(startSeconds, unit)
    let (step, overflow) = unit.multipliedReportingOverflow(by: Int64(rule.interval))
    subDailyStep = overflow ? .max : step
    if f > .hourly { timesCanMatch = !timesOfDay.isEmpty }
    if f <= .hourly { timesCanMatch = subDailyTimesCanMatch(unit: unit) && !secondsEmpty }
    // BYSETPOS that no set can reach: a period holds at most this many
    // members (a sub-daily period's times, a day's times times its days).
    if let scale, scale.start == nil { timesCanMatch = false }
    if !rule.bySetPosition.isEmpty {
      let maxDays = f == .yearly ? 385 : f == .monthly ? 31 : f == .weekly ? 7 : 1
      let perDay = f == .hourly ? minuteSeconds.count : f == .minutely ? seconds.count : f == .secondly ? 1 : timesOfDay.count
      let largest = maxDays * perDay
      if !rule.bySetPosition.contains(where: { abs($0) <= largest }) { timesCanMatch = false }
    }
  }

  /// Sub-daily rules: whether any period start the steps reach passes the
  /// hour, minute and second filters. Period starts, as seconds of the day,
  /// are the base plus multiples of gcd(step, 86,400).
  private func subDailyTimesCanMatch(unit: Int64) -> Bool {
    guard subDailyStep != .max else { return true }
    var a = subDailyStep, b: Int64 = 86_400
    while b != 0 { (a, b) = (b, a % b) }
    let first = _Civil.floorMod(subDailyBase, a)
    var s = first
    while s < 86_400 {
      if timeMatches(secondOfDay: Int(s)) { return true }
      s += a
    }
    return false
  }

  @inline(__always)
  func timeMatches(secondOfDay s: Int) -> Bool {
    if let h = hourFilter, h & (1 << UInt32(s / 3600)) == 0 { return false }
    if let m = minuteFilter, m & (1 << UInt64(s / 60 % 60)) == 0 { return false }
    if let x = secondFilter, x & (1 << UInt64(s % 60)) == 0 { return false }
    return true
  }

  // MARK: Periods

  /// The index of the period that contains the wall-clock time, which may
  /// be negative (before DTSTART's period).
  func periodIndex(containing local: Int64) -> Int {
    let day = Int(_Civil.floorDiv(local, _Civil.secondsPerDay))
    func floorDiv(_ a: Int, _ b: Int) -> Int { Int(_Civil.floorDiv(Int64(a), Int64(b))) }
    if let scale, frequency >= .monthly {
      let (year, monthIndex) = scale.yearAndMonthIndex(ofDay: day)
      return frequency == .yearly
        ? floorDiv(year - scale.startYear, interval) : floorDiv(monthIndex - scale.startMonthIndex, interval)
    }
    switch frequency {
    case .yearly:
      return floorDiv(_Civil.civilFromDays(day).year - startYear, interval)
    case .monthly:
      let c = _Civil.civilFromDays(day)
      return floorDiv(c.year * 12 + c.month - 1 - startMonthIndex, interval)
    case .weekly:
      return floorDiv(floorDiv(day - startWeek, 7), interval)
    case .daily:
      return floorDiv(day - startDay, interval)
    case .hourly, .minutely, .secondly:
      let delta = local - subDailyBase
      return Int(_Civil.floorDiv(delta, subDailyStep))
    }
  }

  /// Fills `set` with period `k` (k ≥ 0), BYSETPOS applied; the caller
  /// drops what comes before DTSTART (``_PeriodSet/firstIndex(atOrAfter:)``,
  /// only ever in period 0). Returns false when the period starts after
  /// year 9999: the rule has no more periods.
  func fill(_ set: inout _PeriodSet, period k: Int) -> Bool {
    set.bases.removeAll(keepingCapacity: true)
    set.picks.removeAll(keepingCapacity: true)
    if let scale {
      if frequency >= .monthly {
        guard fillScaled(&set.bases, period: k, scale) else { return false }
        set.usesPicks = !setPositions.isEmpty
        if set.usesPicks { pickSetPositions(&set) }
        return true
      }
      // Past the calendar's range (its tables) no day matches: the rule
      // has no more periods.
      guard let first = firstDay(ofPeriod: k), first <= scale.days.upperBound else { return false }
    }
    switch frequency {
    case .yearly:
      let (y, o) = (interval).multipliedReportingOverflow(by: k)
      guard !o, startYear + y <= Self.lastYear else { return false }
      yearly(year: startYear + y, into: &set.bases)
    case .monthly:
      let (m, o) = interval.multipliedReportingOverflow(by: k)
      guard !o, m <= 12 * 20_000 else { return false }
      let index = startMonthIndex + m
      let year = Int(_Civil.floorDiv(Int64(index), 12))
      guard year <= Self.lastYear else { return false }
      monthly(year: year, month: index - year * 12 + 1, into: &set.bases)
    case .weekly:
      let (w, o) = interval.multipliedReportingOverflow(by: k)
      guard !o, w <= 53 * 20_000 else { return false }
      let first = startWeek + 7 * w
      guard first <= _Civil.maxDay else { return false }
      days(first...(first + 6), context: nil, into: &set.bases)
    case .daily:
      let (d, o) = interval.multipliedReportingOverflow(by: k)
      guard !o, d <= 366 * 20_000 else { return false }
      let day = startDay + d
      guard day <= _Civil.maxDay else { return false }
      days(day...day, context: nil, into: &set.bases)
    case .hourly, .minutely, .secondly:
      guard let periodStart = subDailyPeriodStart(k) else { return false }
      subDaily(periodStart, into: &set)
    }
    set.usesPicks = !setPositions.isEmpty
    if set.usesPicks { pickSetPositions(&set) }
    return true
  }

  /// The first day of DAILY, WEEKLY or shorter period `k`; nil past
  /// DateMath's range.
  private func firstDay(ofPeriod k: Int) -> Int? {
    switch frequency {
    case .weekly, .daily:
      let (periods, o) = interval.multipliedReportingOverflow(by: k)
      guard !o, periods <= 366 * 20_000 else { return nil }
      return frequency == .weekly ? startWeek + 7 * periods : startDay + periods
    default:
      return subDailyPeriodStart(k).map { Int(_Civil.floorDiv($0, _Civil.secondsPerDay)) }
    }
  }

  func subDailyPeriodStart(_ k: Int) -> Int64? {
    let (offset, o) = subDailyStep.multipliedReportingOverflow(by: Int64(k))
    guard !o, offset < _Limits.epochSeconds else { return nil }
    let periodStart = subDailyBase + offset
    guard _Civil.floorDiv(periodStart, _Civil.secondsPerDay) <= _Civil.maxDay else { return nil }
    return periodStart
  }

  /// The first period index after `k` (whose set was empty) that can have
  /// a member: sub-daily rules jump over the days, hours, minutes or
  /// seconds that a filter excludes, to the next one it lets through.
  func nextCandidatePeriod(after k: Int) -> Int {
    guard frequency <= .hourly, let periodStart = subDailyPeriodStart(k) else { return k + 1 }
    let day = _Civil.floorDiv(periodStart, _Civil.secondsPerDay)
    let secondOfDay = periodStart - day * _Civil.secondsPerDay
    let (hour, minute, second) = (Int(secondOfDay / 3600), Int(secondOfDay / 60 % 60), Int(secondOfDay % 60))
    let target: Int64
    if !dayMatches(Int(day), context: nil) {
      target = (day + 1) * _Civil.secondsPerDay
    } else if let h = hourFilter, h & (1 << UInt32(hour)) == 0 {
      target = day * _Civil.secondsPerDay + 3600 * Int64(Self.nextBit(UInt64(h), after: hour, wrap: 24))
    } else if frequency <= .minutely, let m = minuteFilter, m & (1 << UInt64(minute)) == 0 {
      target = periodStart - secondOfDay % 3600 + 60 * Int64(Self.nextBit(m, after: minute, wrap: 60))
    } else if frequency == .secondly, let x = secondFilter, x & (1 << UInt64(second)) == 0 {
      target = periodStart - Int64(second) + Int64(Self.nextBit(x, after: second, wrap: 60))
    } else {
      return k + 1
    }
    // The first period starting at or after target.
    let delta = target - subDailyBase
    let next = _Civil.floorDiv(delta + subDailyStep - 1, subDailyStep)
    return max(k + 1, Int(next))
  }

  /// The last period index before `k` that can have a member: the mirror
  /// of ``nextCandidatePeriod(after:)``.
  func previousCandidatePeriod(before k: Int) -> Int {
    guard frequency <= .hourly, let periodStart = subDailyPeriodStart(k) else { return k - 1 }
    let day = _Civil.floorDiv(periodStart, _Civil.secondsPerDay)
    let secondOfDay = periodStart - day * _Civil.secondsPerDay
    let (hour, minute, second) = (Int(secondOfDay / 3600), Int(secondOfDay / 60 % 60), Int(secondOfDay % 60))
    let target: Int64  // the last period starting before this
    if !dayMatches(Int(day), context: nil) {
      target = day * _Civil.secondsPerDay
    } else if let h = hourFilter, h & (1 << UInt32(hour)) == 0 {
      target = day * _Civil.secondsPerDay + 3600 * Int64(Self.previousBit(UInt64(h), before: hour, wrap: 24) + 1)
    } else if frequency <= .minutely, let m = minuteFilter, m & (1 << UInt64(minute)) == 0 {
      target = periodStart - secondOfDay % 3600 + 60 * Int64(Self.previousBit(m, before: minute, wrap: 60) + 1)
    } else if frequency == .secondly, let x = secondFilter, x & (1 << UInt64(second)) == 0 {
      target = periodStart - Int64(second) + Int64(Self.previousBit(x, before: second, wrap: 60) + 1)
    } else {
      return k - 1
    }
    let previous = _Civil.floorDiv(target - 1 - subDailyBase, subDailyStep)
    return min(k - 1, Int(previous))
  }

  /// The next value of a filter (bits of `mask`, below `wrap`) after `p`:
  /// a later one in this hour (minute, day), or the first of the next, as
  /// `wrap` + it. Every value skipped is one the filter leaves out.
  @inline(__always)
  private static func nextBit(_ mask: UInt64, after p: Int, wrap: Int) -> Int {
    let higher = mask & (~UInt64(0) << UInt64(p + 1))
    if higher != 0 && higher.trailingZeroBitCount < wrap { return higher.trailingZeroBitCount }
    return wrap + mask.trailingZeroBitCount
  }

  /// The previous value of a filter before `p`: an earlier one in this
  /// hour (minute, day), or the last of the one before, as it − `wrap`.
  @inline(__always)
  private static func previousBit(_ mask: UInt64, before p: Int, wrap: Int) -> Int {
    let inRange = mask & ((UInt64(1) << UInt64(wrap)) - 1)
    let lower = inRange & ((UInt64(1) << UInt64(p)) - 1)
    if lower != 0 { return 63 - lower.leadingZeroBitCount }
    return 63 - inRange.leadingZeroBitCount - wrap
  }

  // MARK: Building a period's set

  /// The range of days an ordinal BYDAY counts in: the month for MONTHLY
  /// (and YEARLY with BYMONTH), the year for YEARLY.
  typealias OrdinalRange = ClosedRange<Int>

  private func yearly(year: Int, into out: inout [Int64]) {
    if months != 0 {
      for month in 1...12 where months & (1 << month) != 0 {
        let first = _Civil.daysFromCivil(year: year, month: month, day: 1)
        let range = first...(first + _Civil.daysInMonth(year: year, month: month) - 1)
        days(range, context: nthWeekdays.isEmpty ? nil : range, into: &out)
      }
    } else {
      let first = _Civil.daysFromCivil(year: year, month: 1, day: 1)
      let range = first...(first + (_Civil.isLeapYear(year) ? 365 : 364))
      days(range, context: nthWeekdays.isEmpty ? nil : range, into: &out)
    }
  }

  private func monthly(year: Int, month: Int, into out: inout [Int64]) {
    guard months == 0 || months & (1 << month) != 0 else { return }
    let first = _Civil.daysFromCivil(year: year, month: month, day: 1)
    let range = first...(first + _Civil.daysInMonth(year: year, month: month) - 1)
    days(range, context: nthWeekdays.isEmpty ? nil : range, into: &out)
  }

  /// Appends 00:00 of every day in `range` that passes the day filters,
  /// walking the days' fields forward instead of converting each.
  func days(_ range: ClosedRange<Int>, context: OrdinalRange?, into out: inout [Int64]) {
    let lower = max(range.lowerBound, _Civil.minDay)
    let upper = min(range.upperBound, _Civil.maxDay)
    guard lower <= upper, !timesOfDay.isEmpty else { return }
    if let calendar = filterCalendar {
      walk(CalendarDayFields(lower, calendar), through: upper, context: context, built: false) { out.append(Int64($0) * _Civil.secondsPerDay) }
      return
    }
    // The Gregorian walk, the hot path of every rule: written out.
    var fields = DayFields(lower)
    while true {
      if matches(fields, context: context) { out.append(Int64(fields.day) * _Civil.secondsPerDay) }
      if fields.day == upper { return }
      fields.advance()
    }
  }

  /// Each day of an RSCALE calendar from `fields` through `upper` that
  /// passes the filters.
  func walk(
    _ fields: CalendarDayFields, through upper: Int, context: OrdinalRange?, built: Bool, _ found: (Int) -> Void
  ) {
    var fields = fields
    while true {
      if matches(fields, context: context, built: built) { found(fields.day) }
      if fields.day == upper { return }
      fields.advance()
    }
  }

  /// What the day filters look at, in the Gregorian calendar.
  struct DayFields {
    var day: Int
    var year: Int
    var month: Int
    var dayOfMonth: Int
    var weekday: Int  // 1 (Monday) ... 7
    var monthLength: Int
    var firstOfYear: Int

    init(_ day: Int) {
      let (year, month, dayOfMonth) = _Civil.civilFromDays(day)
      self.day = day
      self.year = year
      self.month = month
      self.dayOfMonth = dayOfMonth
      self.weekday = _Civil.isoWeekday(day)
      self.monthLength = _Civil.daysInMonth(year: year, month: month)
      self.firstOfYear = _Civil.daysFromCivil(year: year, month: 1, day: 1)
    }

    /// The next day's fields, without converting it.
    @inline(__always)
    mutating func advance() {
      day += 1
      weekday = weekday == 7 ? 1 : weekday + 1
      dayOfMonth += 1
      guard dayOfMonth > monthLength else { return }
      dayOfMonth = 1
      month += 1
      if month > 12 {
        month = 1
        year += 1
        firstOfYear = day
      }
      monthLength = _Civil.daysInMonth(year: year, month: month)
    }
  }

  /// What the day filters look at, in an RSCALE calendar.
  struct CalendarDayFields {
    var day: Int
    var weekday: Int
    let calendar: CalendarKind
    var monthKey = 0
    var dayOfMonth = 1
    var monthLength = 0
    var firstOfYear = 0
    var yearLength = 0
    /// False outside the calendar's range (its tables): no filter passes.
    var inRange = false

    init(_ day: Int, _ calendar: CalendarKind) {
      self.day = day
      self.weekday = _Civil.isoWeekday(day)
      self.calendar = calendar
      guard let (year, month, dayOfMonth) = calendar.fields(ofDay: day) else { return }
      let rules = calendar.rules
      self.monthKey = rules.monthCode(year: year, month: month).filterKey
      self.dayOfMonth = dayOfMonth
      self.monthLength = rules.daysInMonth(year: year, month: month)
      self.firstOfYear = rules.day(year: year, month: 1, day: 1)
      self.yearLength = rules.daysInYear(year)
      self.inRange = true
    }

    var isoYear: Int { _Civil.civilFromDays(day).year }

    /// The next day's fields, converted afresh at the start of a month.
    mutating func advance() {
      day += 1
      weekday = weekday == 7 ? 1 : weekday + 1
      dayOfMonth += 1
      if dayOfMonth > monthLength { self = CalendarDayFields(day, calendar) }
    }
  }

  private func subDaily(_ periodStart: Int64, into set: inout _PeriodSet) {
    let day = _Civil.floorDiv(periodStart, _Civil.secondsPerDay)
    let secondOfDay = Int(periodStart - day * _Civil.secondsPerDay)
    guard timeMatches(secondOfDay: secondOfDay), dayMatches(Int(day), context: nil) else { return }
    set.bases.append(periodStart)
  }

  /// An empty set for ``fill(_:period:)``, holding the rule's times: the
  /// times of a day (DAILY and longer), of an hour (HOURLY), of a minute
  /// (MINUTELY), or the period's start (SECONDLY). They are the same in
  /// every period, so they are set once, not per period.
  func makeSet() -> _PeriodSet {
    var set = _PeriodSet()
    switch frequency {
    case .hourly: set.times = minuteSeconds
    case .minutely: set.times = seconds
    case .secondly: set.times = seconds.isEmpty ? [] : [0]
    default: set.times = timesOfDay
    }
    return set
  }

  /// Whether any day of a 400-year Gregorian cycle (146,097 days, after
  /// which the calendar repeats) passes the day filters: false for rules
  /// such as `BYMONTH=2;BYMONTHDAY=30`, which match no day ever. Asked only
  /// after a long run of empty periods; ordinal BYDAY (MONTHLY and YEARLY
  /// only, whose periods are few) is not looked at.
  func anyDayMatches() -> Bool {
    if let calendar = filterCalendar {
      var any = false
      walk(CalendarDayFields(0, calendar), through: 146_096, context: nil, built: false) { _ in any = true }
      return any
    }
    var fields = DayFields(0)
    for _ in 0..<146_097 {
      if matches(fields, context: nil) { return true }
      fields.advance()
    }
    return false
  }

  /// Whether a day passes BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY and BYDAY.
  func dayMatches(_ day: Int, context: OrdinalRange?) -> Bool {
    guard let calendar = filterCalendar else { return matches(DayFields(day), context: context) }
    return matches(CalendarDayFields(day, calendar), context: context)
  }

  /// Whether a Gregorian day passes the day filters; `built` for a day an
  /// RSCALE period built from BYMONTH and BYMONTHDAY (and SKIP), which the
  /// other filters still limit.
  @inline(__always)
  func matches(_ f: DayFields, context: OrdinalRange?, built: Bool = false) -> Bool {
    passes(
      day: f.day, monthKey: f.month, dayOfMonth: f.dayOfMonth, monthLength: f.monthLength,
      firstOfYear: f.firstOfYear, yearLength: 0, year: f.year, weekday: f.weekday, context: context, built: built)
  }

  /// Whether an RSCALE calendar's day passes the day filters.
  @inline(__always)
  func matches(_ f: CalendarDayFields, context: OrdinalRange?, built: Bool = false) -> Bool {
    guard f.inRange else { return false }
    return passes(
      day: f.day, monthKey: f.monthKey, dayOfMonth: f.dayOfMonth, monthLength: f.monthLength,
      firstOfYear: f.firstOfYear, yearLength: f.yearLength, year: weekNumbers.isEmpty ? 0 : f.isoYear,
      weekday: f.weekday, context: context, built: built)
  }

  /// The filters, on a day's fields. `yearLength` 0 is a Gregorian year's,
  /// computed only when BYYEARDAY asks; `year` is the ISO year BYWEEKNO
  /// numbers weeks in.
  @inline(__always)
  private func passes(
    day: Int, monthKey: Int, dayOfMonth: Int, monthLength: Int, firstOfYear: Int, yearLength: Int, year: Int,
    weekday: Int, context: OrdinalRange?, built: Bool
  ) -> Bool {
    if !built && months != 0 && months & (1 << monthKey) == 0 { return false }
    if hasMonthDays && !built {
      let fromEnd = monthLength - dayOfMonth + 1
      var hit = monthDays & (1 << dayOfMonth) != 0 || negativeMonthDays & (1 << fromEnd) != 0
      // "The 31st, or the last day of a shorter month."
      if !hit && clampsToMonthEnd && dayOfMonth == monthLength { hit = monthDays >> (monthLength + 1) != 0 }
      if !hit { return false }
    }
    if !yearDays.isEmpty {
      let dayOfYear = day - firstOfYear + 1
      let length = yearLength != 0 ? yearLength : _Civil.isLeapYear(year) ? 366 : 365
      if !yearDays.contains(where: { $0 == dayOfYear || $0 == dayOfYear - length - 1 }) { return false }
    }
    if !weekNumbers.isEmpty && !weekNumberMatches(day, year: year) { return false }
    if weekdays != 0 || !nthWeekdays.isEmpty {
      var hit = weekdays & (1 << (weekday - 1)) != 0
      if !hit, let range = context {
        for (w, n) in nthWeekdays where w == weekday {
          if n > 0 ? (day - range.lowerBound) / 7 == n - 1 : (range.upperBound - day) / 7 == -n - 1 {
            hit = true
            break
          }
        }
      }
      if !hit { return false }
    }
    return true
  }

  /// The first day of week 1 of `year`: weeks start on WKST, and week 1 is
  /// the first with at least four days in the year (RFC 5545, ISO 8601).
  private func firstDayOfWeekOne(_ year: Int) -> Int {
    let jan1 = _Civil.daysFromCivil(year: year, month: 1, day: 1)
    let weekday = _Civil.isoWeekday(jan1)
    let back = (weekday - weekStart + 7) % 7
    return back <= 3 ? jan1 - back : jan1 - back + 7
  }

  private func weekNumberMatches(_ day: Int, year: Int) -> Bool {
    // The week-numbering year the day belongs to, its week and its weeks.
    var weekYear = year
    var first = firstDayOfWeekOne(year)
    if day < first {
      weekYear -= 1
      first = firstDayOfWeekOne(weekYear)
    } else {
      let next = firstDayOfWeekOne(year + 1)
      if day >= next {
        weekYear += 1
        first = next
      }
    }
    let week = (day - first) / 7 + 1
    let weeks = (firstDayOfWeekOne(weekYear + 1) - first) / 7
    return weekNumbers.contains { $0 == week || $0 == week - weeks - 1 }
  }

  /// BYSETPOS: the positions (1 is the first, -1 the last) of the
  /// period's whole set, as flat indices, ascending, once each.
  private func pickSetPositions(_ set: inout _PeriodSet) {
    let count = set.bases.count * set.times.count
    for p in setPositions {
      let i = p > 0 ? p - 1 : count + p
      if i >= 0 && i < count { set.picks.append(i) }
    }
    set.picks.sort()
    var unique = 0
    for (i, v) in set.picks.enumerated() where i == 0 || set.picks[i - 1] != v {
      set.picks[unique] = v
      unique += 1
    }
    set.picks.removeSubrange(unique...)
  }
}

/// One period's set, never listed: each member is a base (a day's 00:00
/// for DAILY and longer periods, the period's start for shorter ones) plus
/// a time offset, bases and times ascending; with BYSETPOS, the flat
/// indices picked. A YEARLY rule with every BYHOUR, BYMINUTE and BYSECOND
/// has 31 million members a year; they are counted, not stored.
struct _PeriodSet {
  var bases: [Int64] = []
  var times: [Int] = []
  var picks: [Int] = []
  var usesPicks = false

  var count: Int { usesPicks ? picks.count : bases.count * times.count }

  @inline(__always)
  func value(at i: Int) -> Int64 {
    let flat = usesPicks ? picks[i] : i
    return bases[flat / times.count] + Int64(times[flat % times.count])
  }

  /// The index of the first member at or after `local`.
  func firstIndex(atOrAfter local: Int64) -> Int {
    var low = 0, high = count
    while low < high {
      let mid = (low + high) / 2
      if value(at: mid) < local { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

extension MonthCode {
  /// The month's bit in a rule's BYMONTH mask: its number, plus 16 for a
  /// leap month.
  var filterKey: Int { number + (isLeap ? 16 : 0) }
}
