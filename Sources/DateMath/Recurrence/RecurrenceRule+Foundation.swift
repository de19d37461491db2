import Foundation

extension RecurrenceRule {
  /// Foundation's `Calendar.RecurrenceRule` with the same parts, for a
  /// Gregorian calendar in `zone` whose first weekday is ``weekStart``; nil
  /// where Foundation cannot say the rule: FREQ=SECONDLY, BYSECOND=60, an
  /// UNTIL wall-clock time that does not exist in `zone`, or a fixed-offset
  /// `zone` that Foundation has no `TimeZone` for (seconds, or beyond ±18
  /// hours: its calendar would be in another zone), or an RSCALE calendar
  /// whose months are not the Gregorian ones (Foundation numbers Hebrew
  /// and Chinese months its own way).
  ///
  /// The parts carry over, not the results: Foundation expands rules its own
  /// way. Its default matching policy moves a date that does not exist to
  /// the next day (monthly from 31 January: 1 March, 1 May…), where RFC 5545
  /// and DateMath skip it. This conversion asks for `.strict` matching and
  /// `.first` for repeated times, Foundation's nearest to RFC 5545; RFC
  /// 7529's ``Skip/backward`` and ``Skip/forward`` become
  /// `.previousTimePreservingSmallerComponents` and
  /// `.nextTimePreservingSmallerComponents`.
  ///
  /// ```swift
  /// let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;COUNT=12;BYDAY=-1FR")
  /// let foundation = rule.foundationRule(in: try Zone(identifier: "America/New_York"))
  /// foundation?.frequency == .monthly                // true
  /// foundation?.end == .afterOccurrences(12)         // true
  /// foundation?.weekdays == [.nth(-1, .friday)]      // true
  /// foundation?.matchingPolicy == .strict            // true
  /// foundation?.calendar.timeZone.identifier         // "America/New_York"
  /// try RecurrenceRule(parsing: "FREQ=SECONDLY").foundationRule(in: .utc) == nil  // true — Foundation has no SECONDLY
  /// ```
  public func foundationRule(in zone: Zone) -> Calendar.RecurrenceRule? {
    guard frequency != .secondly, !bySecond.contains(60), calendar?.hasGregorianYears ?? true else { return nil }
    if case .fixed(let offset) = zone.storage, Zone.foundationFixedZone(Int64(offset)) == nil { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone.timeZone
    calendar.firstWeekday = weekStart.rawValue % 7 + 1  // Foundation: Sunday is 1
    let end: Calendar.RecurrenceRule.End
    switch self.end {
    case .never: end = .never
    case .count(let n): end = .afterOccurrences(n)
    case .until(.instant(let date)): end = .afterDate(date)
    case .until(.local(let local)):
      guard let date = try? ZonedDateTime(local, in: zone, disambiguation: .reject).date else { return nil }
      end = .afterDate(date)
    case .until(.date(let day)):
      guard let date = try? ZonedDateTime(startOf: day, in: zone).date else { return nil }
      end = .afterDate(date)
    }
    let frequencies: [Frequency: Calendar.RecurrenceRule.Frequency] = [
      .minutely: .minutely, .hourly: .hourly, .daily: .daily, .weekly: .weekly, .monthly: .monthly,
      .yearly: .yearly,
    ]
    return Calendar.RecurrenceRule(
      calendar: calendar, frequency: frequencies[frequency]!, interval: interval, end: end,
      matchingPolicy: skip == .backward
        ? .previousTimePreservingSmallerComponents : skip == .forward ? .nextTimePreservingSmallerComponents : .strict,
      repeatedTimePolicy: .first,
      months: byMonth.map { Calendar.RecurrenceRule.Month($0) }, daysOfTheYear: byYearDay,
      daysOfTheMonth: byMonthDay, weeks: byWeekNumber,
      weekdays: byDay.map { day in
        let weekday = Self.localeWeekdays[day.weekday.rawValue - 1]
        return day.ordinal.map { .nth($0, weekday) } ?? .every(weekday)
      },
      hours: byHour, minutes: byMinute, seconds: bySecond, setPositions: bySetPosition)
  }

  /// The rule with the parts of Foundation's `Calendar.RecurrenceRule`.
  /// WKST is the calendar's first weekday; the calendar's zone, matching
  /// policy and repeated-time policy are not parts of an RFC 5545 rule and
  /// are left behind (DateMath expands as RFC 5545 says: see
  /// ``Recurrence``).
  ///
  /// ```swift
  /// // Foundation's last Friday of every month, in a calendar whose weeks start on Sunday.
  /// var gregorian = Calendar(identifier: .gregorian)
  /// gregorian.firstWeekday = 1
  /// let foundation = Calendar.RecurrenceRule(
  ///   calendar: gregorian, frequency: .monthly, end: .afterOccurrences(12), weekdays: [.nth(-1, .friday)])
  /// try RecurrenceRule(foundation).description  // "FREQ=MONTHLY;COUNT=12;BYDAY=-1FR;WKST=SU"
  /// let hebrew = Calendar.RecurrenceRule(calendar: Calendar(identifier: .hebrew), frequency: .yearly)
  /// try RecurrenceRule(hebrew)  // throws invalidRecurrenceRule: is not the Gregorian calendar
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidRecurrenceRule`` for a
  ///   non-Gregorian calendar or a leap month (which RFC 5545 has no text
  ///   for), or parts that break RFC 5545's constraints.
  public init(_ rule: Calendar.RecurrenceRule) throws(DateMathError) {
    guard rule.calendar.identifier == .gregorian || rule.calendar.identifier == .iso8601 else {
      throw .invalidRule("calendar", "\(rule.calendar.identifier) is not the Gregorian calendar RFC 5545 rules use")
    }
    if let leap = rule.months.first(where: \.isLeap) {
      throw .invalidRule("BYMONTH", "leap month \(leap.index) has no RFC 5545 form")
    }
    let frequency: Frequency
    switch rule.frequency {
    case .minutely: frequency = .minutely
    case .hourly: frequency = .hourly
    case .daily: frequency = .daily
    case .weekly: frequency = .weekly
    case .monthly: frequency = .monthly
    case .yearly: frequency = .yearly
    @unknown default: throw .invalidRule("FREQ", "\(rule.frequency) has no RFC 5545 form")
    }
    var end = End.never
    if let n = rule.end.occurrences {
      end = .count(n)
    } else if let date = rule.end.date {
      end = .until(.instant(date))
    }
    var byDay: [WeekdayNumber] = []
    for weekday in rule.weekdays {
      switch weekday {
      case .every(let day): byDay.append(.every(Self.weekday(day)))
      case .nth(let n, let day): byDay.append(try .nth(n, Self.weekday(day)))
      @unknown default: throw .invalidRule("BYDAY", "\(weekday) has no RFC 5545 form")
      }
    }
    try self.init(
      frequency: frequency, interval: rule.interval, end: end, bySecond: rule.seconds,
      byMinute: rule.minutes, byHour: rule.hours, byDay: byDay, byMonthDay: rule.daysOfTheMonth,
      byYearDay: rule.daysOfTheYear, byWeekNumber: rule.weeks, byMonth: rule.months.map(\.index),
      bySetPosition: rule.setPositions,
      weekStart: Weekday(rawValue: (rule.calendar.firstWeekday + 5) % 7 + 1) ?? .monday)
  }

  static let localeWeekdays: [Locale.Weekday] = [
    .monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday,
  ]

  static func weekday(_ day: Locale.Weekday) -> Weekday {
    Weekday(rawValue: (localeWeekdays.firstIndex(of: day) ?? 0) + 1) ?? .monday
  }
}
