// COUNT counted without listing the times. A rule with COUNT is counted
// from DTSTART (RFC 5545), so an expansion far from DTSTART first counts
// the wall-clock times before it: _WallClockWalker.fastForward(toLocal:)
// counts whole days (sub-daily rules whose step is at most a day) or whole
// periods (the others) without making their times, and once it has counted
// one cycle after which the counts repeat, it adds whole cycles at once:
//
// - the Gregorian calendar repeats every 146,097 days (400 years, a whole
//   number of weeks), and so do a rule's day filters and its months;
// - a sub-daily rule's periods start at the same times of day again after
//   lcm(step, a day), so a day's count is set by the offset of its first
//   period and by its day filters.
//
// `FREQ=SECONDLY;INTERVAL=7;COUNT=2147483647` asked about the year 9000
// counts 7 days, jumps to the day COUNT runs out (in 2500) and reads that
// day period by period. Counting is on the wall clock, as the walker reads
// it (COUNT counts the rule's wall-clock times, before they become
// instants), so DST gaps and overlaps change nothing here. RSCALE rules are
// counted without cycles: their calendars (and tables) do not repeat with
// the Gregorian one.

extension _RecurrenceWallClock {
  /// Whether a day filter (BYMONTH, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYDAY)
  /// can pass one day and not another.
  var hasDayFilters: Bool {
    months != 0 || weekdays != 0 || !nthWeekdays.isEmpty || hasMonthDays || !yearDays.isEmpty
      || !weekNumbers.isEmpty
  }

  /// The days after which the day filters give the same answers again:
  /// 146,097 (400 Gregorian years) with a filter, 1 without; nil for an
  /// RSCALE rule.
  var filterCycleDays: Int? { scale != nil ? nil : hasDayFilters ? 146_097 : 1 }

  /// The number of periods after which the periods' sets have the same
  /// sizes again (from period 1 on: period 0 is cut by DTSTART); nil for
  /// RSCALE rules and when it is past `Int`.
  var cyclePeriods: Int? {
    guard let filterDays = filterCycleDays else { return nil }
    switch frequency {
    case .yearly: return _lcm(interval, 400).map { $0 / interval }
    case .monthly: return _lcm(interval, 4_800).map { $0 / interval }
    case .weekly:
      let (days, o) = interval.multipliedReportingOverflow(by: 7)
      return o ? nil : _lcm(days, filterDays).map { $0 / days }
    case .daily: return _lcm(interval, filterDays).map { $0 / interval }
    case .hourly, .minutely, .secondly:
      guard subDailyStep != .max else { return nil }
      let step = Int(subDailyStep)
      return _lcm(step, 86_400 * filterDays).map { $0 / step }
    }
  }

  /// The members of a sub-daily period whose start passes the filters:
  /// its times (of the hour, the minute), or as many as BYSETPOS picks.
  var membersPerSubDailyPeriod: Int {
    let perPeriod = frequency == .hourly ? minuteSeconds.count : frequency == .minutely ? seconds.count : seconds.isEmpty ? 0 : 1
    guard !setPositions.isEmpty else { return perPeriod }
    return Set(setPositions.compactMap { p -> Int? in
      let i = p > 0 ? p - 1 : perPeriod + p
      return i >= 0 && i < perPeriod ? i : nil
    }).count
  }
}

/// A sub-daily rule's count on a whole day whose day filters pass, by the
/// offset from midnight of the day's first period (a step of at most a
/// day): the periods that start that day, and their members. Offsets are
/// congruent modulo gcd(step, 86,400), so there are step / gcd of them.
struct _SubDailyDayCounts {
  let rule: _RecurrenceWallClock
  let step: Int64
  let gcd: Int64
  private let members: Int
  private var table: [Int32]  // by offset / gcd; -1: not counted yet

  init(_ rule: _RecurrenceWallClock) {
    self.rule = rule
    step = rule.subDailyStep
    gcd = Int64(_gcd(Int(step), 86_400))
    members = rule.membersPerSubDailyPeriod
    table = Array(repeating: -1, count: Int(step / gcd))
  }

  /// The days after which the offsets come round again.
  var offsetCycleDays: Int { Int(step / gcd) }

  mutating func day(offset: Int64) -> (periods: Int64, members: Int) {
    let periods = (_Civil.secondsPerDay - offset + step - 1) / step
    let i = Int(offset / gcd)
    if table[i] < 0 {
      var n: Int32 = 0
      var s = offset
      while s < _Civil.secondsPerDay {
        if rule.timeMatches(secondOfDay: Int(s)) { n += Int32(members) }
        s += step
      }
      table[i] = n
    }
    return (periods, Int(table[i]))
  }
}

extension _WallClockWalker {
  /// A rule with COUNT: counts the wall-clock times before the day before
  /// the day of `target` without making them (then ``next()`` reads on from
  /// there), and stops before the day or period in which COUNT runs out.
  /// Whole cycles whose counts repeat are added at once (see above).
  mutating func fastForward(toLocal target: Int64) {
    guard let count = limits.count, isBetweenPeriods, !finished else { return }
    if rule.frequency <= .hourly && rule.subDailyStep <= _Civil.secondsPerDay {
      countDays(before: target, count: count)
    } else {
      countPeriods(before: target, count: count)
    }
  }

  /// Sub-daily rules with a step of at most a day: DTSTART's day period by
  /// period, then day by day.
  private mutating func countDays(before target: Int64, count: Int) {
    let secondsPerDay = _Civil.secondsPerDay
    let lastDay = _Civil.floorDiv(target, secondsPerDay) - 1
    let firstFullDay = Int64(rule.startDay) + 1
    guard firstFullDay < lastDay, var periodStart = rule.subDailyPeriodStart(period) else { return }
    var day = _Civil.floorDiv(periodStart, secondsPerDay)
    if day < firstFullDay {
      // DTSTART's day, whose first periods DTSTART cuts: counted period by
      // period.
      var n = 0
      var k = period
      var scratch = rule.makeSet()
      while day < firstFullDay {
        guard rule.fill(&scratch, period: k) else { return }
        n += scratch.count - (k == 0 ? scratch.firstIndex(atOrAfter: rule.start) : 0)
        k += 1
        guard let next = rule.subDailyPeriodStart(k) else { return }
        periodStart = next
        day = _Civil.floorDiv(periodStart, secondsPerDay)
      }
      guard produced + n < count else { return }
      produced += n
      period = k
    }
    // From here on, only from the first period of a day.
    guard periodStart - rule.subDailyStep < day * secondsPerDay else { return }
    var end = min(lastDay, Int64(_Civil.maxDay))
    if let until = limits.untilLocal { end = min(end, _Civil.floorDiv(until, secondsPerDay)) }
    var counts = _SubDailyDayCounts(rule)
    var offset = periodStart - day * secondsPerDay
    let filtered = rule.hasDayFilters || rule.scale != nil
    var cycle = rule.filterCycleDays.flatMap { _lcm(counts.offsetCycleDays, $0) }.map(Int64.init)
    let mark = (day: day, period: period, produced: produced)
    while day < end {
      if let c = cycle, day - mark.day == c {
        // One whole cycle counted: add as many more as fit.
        let perCycle = produced - mark.produced
        var jumps = (end - day) / c
        if perCycle > 0 { jumps = min(jumps, Int64((count - produced - 1) / perCycle)) }
        let n = Int(jumps)
        day += jumps * c
        period += n * (period - mark.period)
        produced += n * perCycle
        cycle = nil
        continue
      }
      let (periods, members) = counts.day(offset: offset)
      let n = !filtered || rule.dayMatches(Int(day), context: nil) ? members : 0
      guard produced + n < count else { return }
      produced += n
      period += Int(periods)
      offset += periods * rule.subDailyStep - secondsPerDay
      day += 1
    }
  }

  /// Other rules: period by period, every period before the one that holds
  /// the day before the day of `target`.
  private mutating func countPeriods(before target: Int64, count: Int) {
    var lastDay = min(_Civil.floorDiv(target, _Civil.secondsPerDay) - 1, Int64(_Civil.maxDay))
    if let scale = rule.scale { lastDay = min(lastDay, Int64(scale.days.upperBound)) }
    var last = rule.periodIndex(containing: lastDay * _Civil.secondsPerDay)
    if let until = limits.untilLocal { last = min(last, rule.periodIndex(containing: until)) }
    guard period < last else { return }
    var scratch = rule.makeSet()
    var cycle = rule.cyclePeriods
    var mark: (period: Int, produced: Int)?
    while period < last {
      if let c = cycle {
        if let m = mark, period - m.period == c {
          // One whole cycle counted: add as many more as fit.
          let perCycle = produced - m.produced
          var jumps = (last - period) / c
          if perCycle > 0 { jumps = min(jumps, (count - produced - 1) / perCycle) }
          period += jumps * c
          produced += jumps * perCycle
          cycle = nil
          continue
        }
        if mark == nil && period >= 1 { mark = (period, produced) }
      }
      guard rule.fill(&scratch, period: period) else { return }
      let n = scratch.count - (period == 0 ? scratch.firstIndex(atOrAfter: rule.start) : 0)
      guard produced + n < count else { return }
      produced += n
      period += 1
    }
  }
}

func _gcd(_ a: Int, _ b: Int) -> Int {
  var (a, b) = (abs(a), abs(b))
  while b != 0 { (a, b) = (b, a % b) }
  return a
}

/// The least common multiple of two positive numbers; nil past `Int`.
func _lcm(_ a: Int, _ b: Int) -> Int? {
  let (m, o) = (a / _gcd(a, b)).multipliedReportingOverflow(by: b)
  return o ? nil : m
}
