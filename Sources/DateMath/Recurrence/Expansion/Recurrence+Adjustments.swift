import Foundation

extension Recurrence {
  /// The occurrences in `interval` (all from DTSTART when nil), at most
  /// `limit`, each with what the expansion adjusted to give it, as
  /// ``Adjustment`` values:
  /// - a wall-clock time in a gap, read with the offset before it
  ///   (``Adjustment/gapShifted(requested:used:zoneIdentifier:transition:disambiguation:)``),
  ///   or in an overlap, read the first time (``Adjustment/overlapReading(time:offset:isFirstReading:zoneIdentifier:transition:disambiguation:)``),
  ///   as RFC 5545 §3.3.5 says;
  /// - two wall-clock times that are one instant (``Adjustment/sameInstant(_:_:zoneIdentifier:)``);
  /// - told at the next occurrence: a day the zone skipped
  ///   (``Adjustment/dayNeverHappened(time:zoneIdentifier:transition:)``), a date past a
  ///   month's end or a leap month the year lacks, skipped
  ///   (``Adjustment/dateSkipped(_:)``, once per date however many times
  ///   of day the rule had on it);
  /// - a date moved to its month's last day by ``InvalidDatePolicy/clamp``,
  ///   or by RFC 7529's SKIP (``Adjustment/dateMoved(_:date:)``).
  ///
  /// The occurrences are those of ``occurrences(in:)``; the adjustments are
  /// found by expanding the rules on the wall clock (in UTC, where each
  /// wall-clock time is one instant) and under the other month-end
  /// policies, so this costs a few expansions of the range: use
  /// ``occurrences(in:)`` where no one reads the adjustments.
  ///
  /// ```swift
  /// let rent = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-01-31T09:00"), in: .utc,
  ///   rule: try RecurrenceRule(parsing: "FREQ=MONTHLY;COUNT=3"))
  /// let listed = rent.occurrencesReportingAdjustments(limit: 3)
  /// listed.map(\.occurrence.localDateTime.date.description)  // ["2024-01-31", "2024-03-31", "2024-05-31"]
  /// listed[1].adjustments.map(\.description)  // ["2024-02 has 29 days: skipped, as RFC 5545 says (clamping gives 2024-02-29)"]
  ///
  /// let hourly = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-03-10T01:00"), in: try Zone(identifier: "America/New_York"),
  ///   rule: try RecurrenceRule(parsing: "FREQ=HOURLY;COUNT=3"))
  /// let spring = hourly.occurrencesReportingAdjustments(limit: 3)
  /// spring.count  // 2
  /// spring[1].adjustments.count  // 2
  /// ```
  public func occurrencesReportingAdjustments(in interval: Range<Date>? = nil, limit: Int)
    -> [(occurrence: ZonedDateTime, adjustments: [Adjustment])]
  {
    var iterator =
      (interval.map { occurrences(in: $0) } ?? occurrences()).makeIterator()
    var listed: [ZonedDateTime] = []
    while listed.count < limit, let o = iterator.next() { listed.append(o) }
    let lower = interval.map { range in
      listed.first.flatMap { previous(before: $0.date) }.map { min($0.date, range.lowerBound) } ?? range.lowerBound
    }
    let found = _RecurrenceAdjustments(self, through: listed.last, from: lower, exclusionLimit: .max, cap: 2 * limit + 10)
    return listed.map { ($0, found.adjustments(of: $0)) }
  }
}

/// The adjustments of a recurrence's occurrences, by instant: the rules'
/// wall-clock times (expanded in UTC, where every wall-clock time is one
/// instant) set against what the zone made of them, and the expansion
/// under the other month-end policies set against this one.
package struct _RecurrenceAdjustments: Sendable {
  private var byInstant: [Int64: [Adjustment]] = [:]

  /// The adjustments of `recurrence`'s occurrences through `last`, from
  /// `lower` (DTSTART when nil); `exclusionLimit` bounds the exception
  /// rules' work as ``Recurrence/Occurrences/Iterator/exclusionLimit``
  /// does, and `cap` the wall-clock times read.
  package init(_ recurrence: Recurrence, through last: ZonedDateTime?, from lower: Date?, exclusionLimit: Int, cap: Int) {
    guard let last else { return }
    let zone = recurrence.zone
    // The rules' wall-clock times: in UTC, where each is one instant. COUNT
    // and a wall-clock UNTIL apply there as they do in the zone; a UTC UNTIL
    // bounds the zone's instants, so it is taken off here and applied to
    // the instants below.
    var wallClock = recurrence
    wallClock.zone = .utc
    wallClock.dates = []
    wallClock.exceptionDates = []
    wallClock.rules = recurrence.rules.map(\.withoutUTCUntil)
    wallClock.exceptionRules = recurrence.exceptionRules.map(\.withoutUTCUntil)
    let utcUntils = recurrence.rules.compactMap { rule -> Date? in
      if case .until(.instant(let date)) = rule.end { return date }
      return nil
    }
    let lastInstant = utcUntils.count == recurrence.rules.count ? utcUntils.max() : nil
    let scaled = recurrence.rules.contains { $0.calendar != nil }
    // Which dates a month end affected: the two policies compared with no
    // COUNT or UNTIL, which would count the two differently.
    var unbounded = wallClock
    unbounded.rules = recurrence.rules.map(\.unbounded)
    unbounded.exceptionRules = recurrence.exceptionRules.map(\.unbounded)
    // Wall-clock times from two days before the range to two days after
    // the last occurrence cover every zone's offsets.
    let from = lower.map { $0.addingTimeInterval(-2 * 86_400) }
    let upper = last.date.addingTimeInterval(2 * 86_400)
    func times(_ r: Recurrence) -> [CivilDateTime] {
      Self.times(r, from: from, to: upper, exclusionLimit: exclusionLimit, cap: cap)
    }
    let wallTimes = times(wallClock)
    func date(_ w: CivilDateTime) -> Date? { try? ZonedDateTime(w, in: zone).date }
    var pending: [Adjustment] = []  // for the next occurrence
    var seen: [Int64: CivilDateTime] = [:]
    func duplicate(_ date: Date, _ w: CivilDateTime) {
      let key = Self.key(date)
      if let earlier = seen[key] {
        add([.sameInstant(earlier, w, zoneIdentifier: zone.identifier)], date)
      } else {
        seen[key] = w
      }
    }
    for w in wallTimes {
      if let lastInstant, let date = date(w), date > lastInstant { continue }
      // A day the zone skipped: no occurrence, told at the next.
      if case .gap(let t) = zone.resolution(of: w), (try? ZonedDateTime(startOf: w.date, in: zone)) == nil {
        pending.append(.dayNeverHappened(time: w, zoneIdentifier: zone.identifier, transition: t))
        continue
      }
      // An all-day occurrence is its day's first instant.
      if recurrence.isAllDay, w.secondOfDay == 0,
        let (first, adjustments) = try? ZonedDateTime.startOfDayReportingAdjustments(w.date, in: zone)
      {
        add(pending + adjustments, first.date)
        pending = []
        duplicate(first.date, w)
        continue
      }
      guard let read = try? ZonedDateTime(w, in: zone) else { continue }
      add(pending + read.adjustments(reading: w, disambiguation: .compatible), read.date)
      pending = []
      duplicate(read.date, w)
    }
    if scaled {
      calendarSkips(recurrence, unbounded, wallTimes, times: times)
      return
    }
    // Dates past a month's end that the rule skipped (or, with clamp,
    // moved): where the clamped expansion has a time the other has not.
    // Each is told once, at the next occurrence, however many times of day
    // the rule skipped on it (FREQ=MINUTELY;BYMONTHDAY=31 skips 1,440 on
    // 30 February). Both lists are in wall-clock order (expanded in UTC),
    // so the next occurrence is found by walking on, not searching again.
    var clamped = unbounded
    clamped.invalidDates = .clamp
    var skipping = unbounded
    skipping.invalidDates = .skip
    let plain = Set(times(skipping))
    var skippedBefore: [Adjustment] = []
    var told: (date: CivilDate, at: Int)?
    var next = 0
    let skipped = recurrence.invalidDates == .skip ? times(clamped) : []
    for w in skipped where !plain.contains(w) {
      while next < wallTimes.count && wallTimes[next] <= w { next += 1 }
      if told?.date == w.date && told?.at == next { continue }
      guard let lastDay = try? w.date.calendarDate(in: .iso8601) else { continue }
      let adjustment = Adjustment.dateSkipped(.pastMonthEnd(lastDay: lastDay))
      if skippedBefore.last != adjustment { skippedBefore.append(adjustment) }
      if next < wallTimes.count, let date = date(wallTimes[next]) {
        add(skippedBefore, date)
        told = (w.date, next)
        skippedBefore = []
      }
    }
    if recurrence.invalidDates == .clamp {
      // Which dates were clamped to the last day.
      for w in wallTimes where !plain.contains(w) {
        if let date = date(w), let lastDay = try? w.date.calendarDate(in: .iso8601) {
          add([.dateMoved(.pastMonthEnd(lastDay: lastDay), date: lastDay)], date)
        }
      }
    }
  }

  /// The adjustments of the occurrence at `occurrence`'s instant.
  package func adjustments(of occurrence: ZonedDateTime) -> [Adjustment] {
    byInstant[Self.key(occurrence.date)] ?? []
  }

  /// RFC 7529 rules: which occurrences SKIP moved (those the OMIT
  /// expansion lacks), and which dates OMIT dropped (those BACKWARD adds),
  /// in the rule's calendar.
  private mutating func calendarSkips(
    _ recurrence: Recurrence, _ unbounded: Recurrence, _ wallTimes: [CivilDateTime],
    times: (Recurrence) -> [CivilDateTime]
  ) {
    guard let rule = recurrence.rules.first(where: { $0.calendar != nil }), let calendar = rule.calendar else { return }
    let zone = recurrence.zone
    func date(_ w: CivilDateTime) -> Date? { try? ZonedDateTime(w, in: zone).date }
    func variant(_ skip: RecurrenceRule.Skip) -> Set<CivilDateTime> {
      var r = unbounded
      r.rules = unbounded.rules.map { (try? $0.with(skip: skip)) ?? $0 }
      r.invalidDates = .skip
      return Set(times(r))
    }
    // The leap months the rule names: BYMONTH's, or DTSTART's for YEARLY.
    var leapMonths = rule.byLeapMonth.compactMap { try? MonthCode(number: $0, isLeap: true) }
    if rule.frequency == .yearly && rule.byMonth.isEmpty && leapMonths.isEmpty,
      let start = try? recurrence.start.date.calendarDate(in: calendar), start.monthCode.isLeap
    {
      leapMonths = [start.monthCode]
    }
    func lacks(_ year: Int) -> MonthCode? {
      leapMonths.first { (try? CalendarDate(year: year, monthCode: $0, day: 1, in: calendar)) == nil }
    }
    if rule.skip != .omit {
      let omitted = variant(.omit)
      for w in wallTimes where !omitted.contains(w) {
        guard let date = date(w), let day = try? w.date.calendarDate(in: calendar) else { continue }
        var why: [Adjustment.MissingDate] = []
        if let missing = lacks(day.year) { why.append(.leapMonth(missing, years: day.year...day.year, calendar: calendar)) }
        // A day past the month's end: this month's (BACKWARD), or the
        // month before the 1st (FORWARD).
        let short = rule.skip == .forward && day.day == 1 ? try? day.adding(.days(-1)) : day
        if let short, why.isEmpty || short.monthCode != day.monthCode || rule.skip == .backward,
          rule.byMonthDay.isEmpty || rule.byMonthDay.contains(where: { $0 > short.daysInMonth })
            || rule.byMonthDay.contains(where: { $0 < -short.daysInMonth }),
          short.day == short.daysInMonth
        {
          why.append(.pastMonthEnd(lastDay: short))
        }
        add(why.map { .dateMoved($0, date: day) }, date)
      }
    } else {
      // Each dropped date, told once at the next occurrence (however many
      // times of day it had).
      let plain = Set(wallTimes)
      var dropped: [Date: [Adjustment]] = [:]
      var next = 0
      for w in variant(.backward).sorted() where !plain.contains(w) {
        while next < wallTimes.count && wallTimes[next] <= w { next += 1 }
        guard let day = try? w.date.calendarDate(in: calendar), next < wallTimes.count, let date = date(wallTimes[next])
        else { continue }
        let adjustment: Adjustment
        if let code = lacks(day.year) {
          // A run of years between two occurrences is one adjustment.
          if case .dateSkipped(.leapMonth(code, let years, calendar)) = dropped[date]?.last,
            years.upperBound + 1 >= day.year
          {
            dropped[date]?.removeLast()
            adjustment = .dateSkipped(.leapMonth(code, years: years.lowerBound...max(years.upperBound, day.year), calendar: calendar))
          } else {
            adjustment = .dateSkipped(.leapMonth(code, years: day.year...day.year, calendar: calendar))
          }
        } else {
          adjustment = .dateSkipped(.pastMonthEnd(lastDay: day))
          if dropped[date]?.last == adjustment { continue }
        }
        dropped[date, default: []].append(adjustment)
      }
      for (date, adjustments) in dropped { add(adjustments, date) }
    }
  }

  /// The wall-clock times from `lower` through `upper`: a range, so that
  /// exception rules taking out everything after `upper` are not searched
  /// on; at most `cap`.
  private static func times(
    _ r: Recurrence, from lower: Date?, to upper: Date, exclusionLimit: Int, cap: Int
  ) -> [CivilDateTime] {
    var result: [CivilDateTime] = []
    var iterator = r.occurrences(in: (lower ?? Date(timeIntervalSince1970: -.infinity))..<upper.addingTimeInterval(1))
      .makeIterator()
    iterator.exclusionLimit = exclusionLimit
    while result.count <= cap, let o = iterator.next() { result.append(o.localDateTime) }
    return result
  }

  private static func key(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

  private mutating func add(_ adjustments: [Adjustment], _ date: Date) {
    guard !adjustments.isEmpty else { return }
    byInstant[Self.key(date), default: []] += adjustments
  }
}

extension RecurrenceRule {
  /// The rule without a UTC UNTIL (COUNT and a wall-clock UNTIL stay).
  package var withoutUTCUntil: RecurrenceRule {
    guard case .until(.instant) = end else { return self }
    return unbounded
  }

  /// The rule without COUNT or UNTIL.
  package var unbounded: RecurrenceRule { (try? with(end: .never)) ?? self }

  /// The rule with some parts changed.
  package func with(end: End? = nil, calendar: CalendarKind? = nil, skip: Skip? = nil) throws(DateMathError)
    -> RecurrenceRule
  {
    try RecurrenceRule(
      frequency: frequency, interval: interval, end: end ?? self.end, bySecond: bySecond, byMinute: byMinute,
      byHour: byHour, byDay: byDay, byMonthDay: byMonthDay, byYearDay: byYearDay,
      byWeekNumber: byWeekNumber, byMonth: byMonth, bySetPosition: bySetPosition, weekStart: weekStart,
      calendar: calendar ?? self.calendar, skip: skip ?? self.skip, byLeapMonth: byLeapMonth)
  }
}
