// Exception rules (EXRULE) that take out every occurrence of a rule.
//
// A rule and its exception rules are wall-clock times from one DTSTART,
// read in one zone, so a wall-clock time of both is one instant, which is
// taken out. After a long run of occurrences taken out, the merge
// (RecurrenceMerge.swift) asks which rules the exception rules without
// COUNT or UNTIL cover: whether each wall-clock time a rule can have is one
// of theirs. A yes is exact, and the merge stops reading that rule; a no
// means only that it could not be shown within `stepBudget`, and the merge
// reads on. Two ways to show it:
//
// - Same sets. An exception rule with the rule's FREQ and BYxxx parts
//   whose INTERVAL divides the rule's has each of the rule's periods, with
//   the same set (RSCALE: the same INTERVAL, as SKIP may move a day into
//   another period). One equal to the rule, COUNT and UNTIL too, also has
//   its times.
// - Day by day. A rule of days (DAILY and longer) has at most its times of
//   day (BYHOUR × BYMINUTE × BYSECOND) on each of its days. A sub-daily rule
//   has, on each day its day filters pass, at most the times of day its
//   period starts can reach (congruent to its first modulo gcd(step, a
//   day)) that pass its time filters, each with the times within a period;
//   when its step divides a day and it has no BYSETPOS across days, it has
//   exactly those on every such day. (An exception rule of days with
//   BYSETPOS, or a sub-daily one whose step does not divide a day, has no
//   such form and is not used here.) On each day of the rule, its times
//   must be among those of the exception rules that have the day. That is
//   checked over one cycle of days after which all of them repeat (the
//   Gregorian calendar's 400 years, or their INTERVALs; every day to year
//   9999 where there is none, as for RSCALE), from DTSTART's day, on which
//   both sides drop the times before DTSTART.

struct _ExclusionCover {
  let recurrence: Recurrence

  /// The most periods and days the day-by-day check looks at for one rule
  /// (a 400-year cycle of days is 146,097).
  static var stepBudget: Int { 1_000_000 }

  /// The indices of the rules whose every occurrence the exception rules
  /// take out.
  func coveredRules() -> [Int] {
    let r = recurrence
    var covered: [Int] = []
    var terms: [_ExclusionDays]?
    for (i, rule) in r.rules.enumerated() {
      if r.exceptionRules.contains(where: { Self.sameSets(rule, $0) }) {
        covered.append(i)
        continue
      }
      if terms == nil {
        terms = r.exceptionRules.filter { $0.end == .never }.compactMap { _ExclusionDays(r.wallClock($0)) }
      }
      guard let all = terms, !all.isEmpty, all.count <= 16 else { continue }
      if Self.coversDayByDay(r.wallClock(rule), all) { covered.append(i) }
    }
    return covered
  }

  /// Whether `exception` has each of `rule`'s periods with the same set.
  static func sameSets(_ rule: RecurrenceRule, _ exception: RecurrenceRule) -> Bool {
    guard exception.end == .never || exception == rule else { return false }
    guard rule.interval % exception.interval == 0, rule.calendar == nil || rule.interval == exception.interval
    else { return false }
    let a = rule, b = exception
    return a.frequency == b.frequency && a.bySecond == b.bySecond && a.byMinute == b.byMinute && a.byHour == b.byHour
      && a.byDay == b.byDay && a.byMonthDay == b.byMonthDay && a.byYearDay == b.byYearDay
      && a.byWeekNumber == b.byWeekNumber && a.byMonth == b.byMonth && a.byLeapMonth == b.byLeapMonth
      && a.bySetPosition == b.bySetPosition && a.weekStart == b.weekStart && a.calendar == b.calendar
      && a.skip == b.skip
  }

  /// The day-by-day check (see above).
  static func coversDayByDay(_ rule: _RecurrenceWallClock, _ terms: [_ExclusionDays]) -> Bool {
    guard rule.timesCanMatch else { return true }
    var terms = terms
    let times: _TimesOfDay
    let cycle: Int?
    if rule.frequency <= .hourly {
      guard let t = rule.subDailyTimesOfDay(exact: false) else { return false }
      times = t
      cycle = rule.filterCycleDays
    } else {
      times = _TimesOfDay(rule.timesOfDay)
      cycle = rule.dayCycle
    }
    // The days to look at: one cycle of all of them, or every day left.
    var days: Int? = cycle
    for term in terms {
      guard let d = days, let c = term.cycleDays else {
        days = nil
        break
      }
      days = _lcm(d, c)
    }
    let first = rule.startDay
    let last = days.map { min(first + min($0, _Civil.maxDay - first), _Civil.maxDay) } ?? _Civil.maxDay
    var memo: [Int: Bool] = [:]
    var steps = 0
    // Whether the rule's times are among those of the terms that have `day`.
    func check(_ day: Int) -> Bool {
      var mask = 0
      for i in terms.indices where terms[i].has(day: day) { mask |= 1 << i }
      if let known = memo[mask] { return known }
      var union = _TimesOfDay()
      for i in terms.indices where mask & (1 << i) != 0 { union.formUnion(terms[i].times) }
      let answer = times.isSubset(of: union)
      memo[mask] = answer
      return answer
    }
    if rule.frequency <= .hourly {
      let filtered = rule.hasDayFilters || rule.scale != nil
      guard last - first < stepBudget else { return false }
      for day in first...last where !filtered || rule.dayMatches(day, context: nil) {
        guard check(day) else { return false }
      }
      return true
    }
    // A rule of days: its periods' days, period by period.
    var set = rule.makeSet()
    let lastPeriod = rule.periodIndex(containing: Int64(last) * _Civil.secondsPerDay)
    var k = 0
    while k <= lastPeriod {
      guard rule.fill(&set, period: k) else { return true }
      steps += 1 + set.bases.count
      guard steps <= stepBudget else { return false }
      var previous = Int64.min
      for base in set.bases where base != previous {
        previous = base
        let day = Int(_Civil.floorDiv(base, _Civil.secondsPerDay))
        guard day >= first, day <= last else { continue }
        guard check(day) else { return false }
      }
      k += 1
    }
    return true
  }
}

/// An exception rule day by day: on each day it has (`has(day:)`), at
/// least the times of day `times`; nil for a rule without that form.
struct _ExclusionDays {
  let rule: _RecurrenceWallClock
  let times: _TimesOfDay
  /// The days after which the days it has repeat; nil for none known.
  let cycleDays: Int?
  private var set: _PeriodSet
  private var filled = Int.min

  init?(_ rule: _RecurrenceWallClock) {
    guard rule.timesCanMatch else { return nil }
    self.rule = rule
    if rule.frequency <= .hourly {
      guard let t = rule.subDailyTimesOfDay(exact: true) else { return nil }
      times = t
      cycleDays = rule.filterCycleDays
    } else {
      guard rule.setPositions.isEmpty else { return nil }
      times = _TimesOfDay(rule.timesOfDay)
      cycleDays = rule.dayCycle
    }
    set = rule.makeSet()
  }

  /// Whether the rule has `day` (a day on or after DTSTART's).
  mutating func has(day: Int) -> Bool {
    if rule.frequency <= .hourly { return rule.dayMatches(day, context: nil) }
    let k = rule.periodIndex(containing: Int64(day) * _Civil.secondsPerDay)
    if k != filled {
      filled = k
      if !rule.fill(&set, period: k) { set.bases.removeAll() }
    }
    let midnight = Int64(day) * _Civil.secondsPerDay
    var low = 0, high = set.bases.count
    while low < high {
      let mid = (low + high) / 2
      if set.bases[mid] < midnight { low = mid + 1 } else { high = mid }
    }
    return low < set.bases.count && set.bases[low] == midnight
  }
}

/// A set of times of day, in seconds: 86,400 bits.
struct _TimesOfDay {
  private var words = [UInt64](repeating: 0, count: 1_350)

  init() {}

  init(_ seconds: [Int]) {
    for s in seconds { insert(s) }
  }

  mutating func insert(_ second: Int) {
    guard second >= 0 && second < 86_400 else { return }
    words[second >> 6] |= 1 << UInt64(second & 63)
  }

  mutating func formUnion(_ other: _TimesOfDay) {
    for i in words.indices { words[i] |= other.words[i] }
  }

  func isSubset(of other: _TimesOfDay) -> Bool {
    for i in words.indices where words[i] & ~other.words[i] != 0 { return false }
    return true
  }
}

extension _RecurrenceWallClock {
  /// DAILY and longer rules: the days after which its days repeat (its
  /// INTERVAL, or with the calendar's 400 years); nil for RSCALE or past
  /// `Int`.
  var dayCycle: Int? {
    guard let filterDays = filterCycleDays else { return nil }
    func times(_ a: Int?, _ b: Int) -> Int? {
      guard let a else { return nil }
      let (m, o) = a.multipliedReportingOverflow(by: b)
      return o ? nil : m
    }
    switch frequency {
    case .yearly: return times(_lcm(interval, 400).map { $0 / 400 }, 146_097)
    case .monthly: return times(_lcm(interval, 4_800).map { $0 / 4_800 }, 146_097)
    case .weekly: return times(interval, 7).flatMap { _lcm($0, filterDays) }
    case .daily: return _lcm(interval, filterDays)
    case .hourly, .minutely, .secondly: return filterDays
    }
  }

  /// A sub-daily rule's times of day on a day its day filters pass: the
  /// period starts its steps reach that pass its time filters, each with
  /// the times within a period. `exact`: those it has on every such day
  /// (with BYSETPOS, the times it picks); nil unless its step divides a
  /// day. Otherwise those it may have (starts congruent to its first
  /// modulo gcd(step, 86,400), every time within a period).
  func subDailyTimesOfDay(exact: Bool) -> _TimesOfDay? {
    let step = subDailyStep
    let stride: Int64
    if exact {
      guard step <= _Civil.secondsPerDay, _Civil.secondsPerDay % step == 0 else { return nil }
      stride = step
    } else {
      stride = Int64(_gcd(Int(step), 86_400))
    }
    var offsets = makeSet().times
    if exact && !setPositions.isEmpty {
      let count = offsets.count
      offsets = Set(setPositions.compactMap { p -> Int? in
        let i = p > 0 ? p - 1 : count + p
        return i >= 0 && i < count ? i : nil
      }).sorted().map { offsets[$0] }
    }
    var result = _TimesOfDay()
    var s = _Civil.floorMod(subDailyBase, stride)
    while s < _Civil.secondsPerDay {
      if timeMatches(secondOfDay: Int(s)) {
        for offset in offsets { result.insert(Int(s) + offset) }
      }
      s += stride
    }
    return result
  }
}
