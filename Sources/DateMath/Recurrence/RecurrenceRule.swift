import Foundation

/// A recurrence rule of RFC 5545 §3.3.10 (iCalendar's `RRULE`), such as
/// `FREQ=MONTHLY;BYDAY=-1FR;COUNT=12`: "the last Friday of every month,
/// twelve times".
///
/// A rule says which wall-clock date-times repeat; it has no start and no
/// zone. ``Recurrence`` adds both (DTSTART with TZID) and expands the rule
/// into instants. Every rule part of the RFC is supported: ``frequency``
/// from seconds to years, ``interval``, ``end`` (COUNT or UNTIL), BYSECOND,
/// BYMINUTE, BYHOUR, BYDAY with ordinals (`2MO`, `-1FR`), BYMONTHDAY
/// (negative values count from the month's end), BYYEARDAY, BYWEEKNO,
/// BYMONTH, BYSETPOS and WKST.
///
/// The initialisers check the RFC's constraints and throw
/// ``DateMathError/Kind/invalidRecurrenceRule`` naming the part and the
/// reason: `INTERVAL=0`, `BYSETPOS=400`, BYWEEKNO with a frequency other
/// than YEARLY, BYDAY ordinals with DAILY, COUNT together with UNTIL. A rule
/// that is valid but can never match (`FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30`)
/// is accepted and has no occurrences.
///
/// Month ends: as the RFC says, a date that does not exist is skipped, not
/// moved: `FREQ=MONTHLY;BYMONTHDAY=31` has no occurrence in April. Use
/// ``Recurrence/InvalidDatePolicy/clamp`` for "the 31st, or the
/// last day of a shorter month", or RFC 7529's ``skip``.
///
/// Other calendars: RFC 7529's ``calendar`` (`RSCALE`) counts the rule's
/// years, months and days in a calendar other than the Gregorian (a
/// Hebrew anniversary, Chinese New Year), and ``skip`` (`SKIP`) says what
/// a date that does not exist in a given year becomes: dropped, the day
/// before, or the day after.
public struct RecurrenceRule: Sendable, Hashable {
  /// FREQ: the unit of the rule's periods.
  public enum Frequency: String, Sendable, Hashable, CaseIterable, Comparable {
    case secondly = "SECONDLY", minutely = "MINUTELY", hourly = "HOURLY", daily = "DAILY"
    case weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"

    var rank: Int {
      switch self {
      case .secondly: 0
      case .minutely: 1
      case .hourly: 2
      case .daily: 3
      case .weekly: 4
      case .monthly: 5
      case .yearly: 6
      }
    }

    /// Ordered from the shortest period (seconds) to the longest (years).
    public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.rank < rhs.rank }
  }

  /// One BYDAY value: a weekday, optionally with an ordinal: `MO` (every
  /// Monday), `2MO` (the second Monday), `-1FR` (the last Friday) of the
  /// month (MONTHLY, or YEARLY with BYMONTH) or of the year (YEARLY).
  public struct WeekdayNumber: Sendable, Hashable {
    /// The weekday.
    public let weekday: Weekday
    /// 1...53 or -53...-1, counted from the start or the end of the month
    /// or year; `nil` for every such weekday.
    public let ordinal: Int?

    /// Every `weekday` of the period.
    public static func every(_ weekday: Weekday) -> WeekdayNumber {
      WeekdayNumber(weekday: weekday, ordinal: nil)
    }

    /// The `ordinal`-th `weekday` of the period: `.nth(-1, .friday)` is the
    /// last Friday.
    ///
    /// - Throws: ``DateMathError/Kind/invalidRecurrenceRule`` when
    ///   `ordinal` is 0 or outside -53...53.
    public static func nth(_ ordinal: Int, _ weekday: Weekday) throws(DateMathError) -> WeekdayNumber {
      guard ordinal != 0, (-53...53).contains(ordinal) else {
        throw .invalidRule("BYDAY", "the ordinal \(ordinal) of \(weekday) is not in 1...53 or -53...-1")
      }
      return WeekdayNumber(weekday: weekday, ordinal: ordinal)
    }

    init(weekday: Weekday, ordinal: Int?) {
      self.weekday = weekday
      self.ordinal = ordinal
    }
  }

  /// UNTIL: the last date-time a rule may produce (inclusive).
  public enum Until: Sendable, Hashable {
    /// A date (`UNTIL=19971224`): as python-dateutil reads it, 00:00 on that
    /// date, compared on the wall clock. (RFC 5545 pairs a date UNTIL with a
    /// date DTSTART, whose occurrences are all at 00:00.)
    case date(CivilDate)
    /// A wall-clock date-time (`UNTIL=19971224T090000`), compared on the
    /// wall clock.
    case local(CivilDateTime)
    /// A UTC date-time (`UNTIL=19971224T000000Z`), the form RFC 5545
    /// requires with a zoned DTSTART: compared with each occurrence's
    /// instant.
    case instant(Date)
  }

  /// How a rule ends.
  public enum End: Sendable, Hashable {
    /// It never ends.
    case never
    /// COUNT: after this many occurrences (at least 1).
    case count(Int)
    /// UNTIL: with the last occurrence at or before this date-time.
    case until(Until)
  }

  /// FREQ.
  public let frequency: Frequency
  /// INTERVAL: every how many periods (1 or more; default 1).
  public let interval: Int
  /// COUNT, UNTIL, or neither.
  public let end: End
  /// BYSECOND, 0...60 (60 is a leap second, which DateMath's time scale
  /// does not have: it never matches).
  public let bySecond: [Int]
  /// BYMINUTE, 0...59.
  public let byMinute: [Int]
  /// BYHOUR, 0...23.
  public let byHour: [Int]
  /// BYDAY.
  public let byDay: [WeekdayNumber]
  /// BYMONTHDAY, 1...31 or -31...-1 (-1 is the last day of the month).
  public let byMonthDay: [Int]
  /// BYYEARDAY, 1...366 or -366...-1.
  public let byYearDay: [Int]
  /// BYWEEKNO, 1...53 or -53...-1: weeks as ISO 8601 numbers them, with
  /// ``weekStart`` as their first day (YEARLY only).
  public let byWeekNumber: [Int]
  /// BYMONTH, 1...12 (1...13 with a Coptic or Ethiopian ``calendar``,
  /// whose 13th month has 5 or 6 days). With a calendar, months are named
  /// by their codes' numbers: Hebrew `6` is Adar, and Adar II in a leap
  /// year. Leap months are in ``byLeapMonth``.
  public let byMonth: [Int]
  /// BYMONTH values with RFC 7529's `L` suffix, the leap month after that
  /// month: `5L` is Hebrew Adar I (month code `M05L`), a Chinese `4L` the
  /// leap fourth month. Only with a ``calendar`` that has leap months
  /// (Hebrew, whose only one is `5L`; Chinese; Dangi). In a year without
  /// that leap month, ``skip`` decides: ``Skip/omit`` drops the year,
  /// ``Skip/backward`` takes the month before it (`5`, Shevat in Hebrew),
  /// ``Skip/forward`` the month after (`6`, Adar).
  public let byLeapMonth: [Int]
  /// BYSETPOS, 1...366 or -366...-1: which members of each period's set to
  /// keep, after every other part has built it.
  public let bySetPosition: [Int]
  /// WKST: the first day of the week (default Monday). It decides where
  /// a WEEKLY period starts (which matters with INTERVAL > 1 and with
  /// BYSETPOS) and how BYWEEKNO numbers weeks.
  public let weekStart: Weekday
  /// RSCALE (RFC 7529): the calendar whose years, months and days
  /// FREQ=YEARLY and MONTHLY, BYMONTH, BYMONTHDAY and BYYEARDAY count, or
  /// nil for the Gregorian calendar of RFC 5545. DTSTART, UNTIL and the
  /// occurrences stay wall-clock times; only the counting moves. A rule
  /// in a calendar with tables (``CalendarKind/chinese``,
  /// ``CalendarKind/dangi``, ``CalendarKind/islamicUmalqura``) has no
  /// occurrences outside the tables' range: they end there.
  public let calendar: CalendarKind?
  /// SKIP (RFC 7529): what a date the rule names but the year lacks
  /// becomes (the 30th of a 29-day month, 29 February, a leap month).
  /// Only with a ``calendar``.
  public let skip: Skip

  /// RFC 7529's SKIP: what happens to a date that does not exist.
  ///
  /// The month is settled first, then the day, in the same direction: in a
  /// Hebrew common year, `BYMONTH=5L;BYMONTHDAY=30` is 30 Shevat
  /// (``backward``) or, as Adar has 29 days, 1 Nisan (``forward``).
  public enum Skip: String, Sendable, Hashable, CaseIterable {
    /// The date is dropped, as RFC 5545 drops 30 February. The default.
    case omit = "OMIT"
    /// The date before: the last day of the month for a day past its end
    /// (29 February → 28 February), the month before a missing leap month.
    case backward = "BACKWARD"
    /// The date after: the first day of the next month for a day past the
    /// month's end (29 February → 1 March), the month after a missing leap
    /// month.
    case forward = "FORWARD"
  }

  /// A rule from its parts, checked against RFC 5545's constraints and
  /// RFC 7529's (``calendar``, ``skip``, ``byLeapMonth``).
  ///
  /// - Throws: ``DateMathError/Kind/invalidRecurrenceRule`` naming the part
  ///   that is out of range or not allowed with `frequency`, a `skip` or
  ///   leap month without a `calendar`, a leap month the calendar never
  ///   has, or BYWEEKNO in a calendar whose years are not Gregorian.
  public init(
    frequency: Frequency, interval: Int = 1, end: End = .never,
    bySecond: [Int] = [], byMinute: [Int] = [], byHour: [Int] = [],
    byDay: [WeekdayNumber] = [], byMonthDay: [Int] = [], byYearDay: [Int] = [],
    byWeekNumber: [Int] = [], byMonth: [Int] = [], bySetPosition: [Int] = [],
    weekStart: Weekday = .monday, calendar: CalendarKind? = nil, skip: Skip = .omit,
    byLeapMonth: [Int] = []
  ) throws(DateMathError) {
    self.frequency = frequency
    self.interval = interval
    self.end = end
    self.bySecond = bySecond
    self.byMinute = byMinute
    self.byHour = byHour
    self.byDay = byDay
    self.byMonthDay = byMonthDay
    self.byYearDay = byYearDay
    self.byWeekNumber = byWeekNumber
    self.byMonth = byMonth
    self.bySetPosition = bySetPosition
    self.weekStart = weekStart
    self.calendar = calendar
    self.skip = skip
    self.byLeapMonth = byLeapMonth
    try validate()
  }

  /// The largest INTERVAL or COUNT accepted, the largest of 12 digits:
  /// more seconds than the supported range holds, so a larger INTERVAL
  /// could only ever give DTSTART.
  static let maxInterval = 999_999_999_999

  private func validate() throws(DateMathError) {
    guard interval >= 1, interval <= Self.maxInterval else {
      throw .invalidRule("INTERVAL", "\(interval) is not a positive count of periods (1 to \(Self.maxInterval))")
    }
    switch end {
    case .count(let n) where n < 1 || n > Self.maxInterval:
      throw .invalidRule("COUNT", "\(n) is not a number of occurrences from 1 to \(Self.maxInterval)")
    case .until(let until):
      // RFC 5545 text has four-digit years: anything else could not be
      // written back.
      let year: Int?
      switch until {
      case .date(let d): year = d.year
      case .local(let l): year = l.date.year
      case .instant(let date): year = try? ZonedDateTime(date, in: .utc).localDateTime.date.year
      }
      guard let year, (0...9999).contains(year) else {
        throw .invalidRule("UNTIL", "is outside years 0000 through 9999, which RFC 5545 text can hold")
      }
    default: break
    }
    func check(_ name: String, _ values: [Int], _ range: ClosedRange<Int>, negative: Bool) throws(DateMathError) {
      for v in values where !(range.contains(v) || (negative && range.contains(-v))) {
        let allowed = negative ? "\(range.lowerBound)...\(range.upperBound) or -\(range.upperBound)...-\(range.lowerBound)" : "\(range.lowerBound)...\(range.upperBound)"
        throw .invalidRule(name, "\(v) is not in \(allowed)")
      }
    }
    try check("BYSECOND", bySecond, 0...60, negative: false)
    try check("BYMINUTE", byMinute, 0...59, negative: false)
    try check("BYHOUR", byHour, 0...23, negative: false)
    try check("BYMONTHDAY", byMonthDay, 1...31, negative: true)
    try check("BYYEARDAY", byYearDay, 1...(calendar?.hasLeapMonths == true ? 385 : 366), negative: true)
    try check("BYWEEKNO", byWeekNumber, 1...53, negative: true)
    try check("BYMONTH", byMonth, 1...(calendar?.hasThirteenthMonth == true ? 13 : 12), negative: false)
    try validateCalendar()
    try check("BYSETPOS", bySetPosition, 1...366, negative: true)
    for day in byDay {
      if let n = day.ordinal, n == 0 || !(-53...53).contains(n) {
        throw .invalidRule("BYDAY", "the ordinal \(n) of \(day.weekday) is not in 1...53 or -53...-1")
      }
    }
    // RFC 5545 §3.3.10's table and notes: which parts each frequency takes.
    if !byWeekNumber.isEmpty && frequency != .yearly {
      throw .invalidRule("BYWEEKNO", "is only allowed with FREQ=YEARLY, not \(frequency.rawValue)")
    }
    if !byYearDay.isEmpty && [.daily, .weekly, .monthly].contains(frequency) {
      throw .invalidRule("BYYEARDAY", "is not allowed with FREQ=\(frequency.rawValue)")
    }
    if !byMonthDay.isEmpty && frequency == .weekly {
      throw .invalidRule("BYMONTHDAY", "is not allowed with FREQ=WEEKLY")
    }
    if let numbered = byDay.first(where: { $0.ordinal != nil }) {
      if frequency != .monthly && frequency != .yearly {
        throw .invalidRule(
          "BYDAY", "\(numbered.text) has an ordinal, which only FREQ=MONTHLY or YEARLY allows")
      }
      if frequency == .yearly && !byWeekNumber.isEmpty {
        throw .invalidRule("BYDAY", "\(numbered.text) has an ordinal, which is not allowed with BYWEEKNO")
      }
      if frequency == .monthly, let n = numbered.ordinal, abs(n) > 5 {
        throw .invalidRule("BYDAY", "\(numbered.text): a month has at most 5 of each weekday")
      }
    }
    if !bySetPosition.isEmpty && !hasBySetPositionBase {
      throw .invalidRule("BYSETPOS", "needs another BYxxx part to select from")
    }
  }

  /// RFC 7529's constraints.
  private func validateCalendar() throws(DateMathError) {
    guard let calendar else {
      if skip != .omit { throw .invalidRule("SKIP", "needs RSCALE (RFC 7529): without it, RFC 5545 omits a date that does not exist") }
      if let leap = byLeapMonth.first { throw .invalidRule("BYMONTH", "\(leap)L is a leap month, which needs RSCALE (RFC 7529), such as RSCALE=HEBREW") }
      return
    }
    for month in byLeapMonth {
      guard calendar.hasLeapMonths else {
        throw .invalidRule("BYMONTH", "\(month)L: the \(calendar) calendar (RSCALE=\(calendar.rscaleName)) has no leap months")
      }
      guard calendar != .hebrew || month == 5 else {
        throw .invalidRule("BYMONTH", "\(month)L: the Hebrew calendar's only leap month is 5L (Adar I)")
      }
      guard (1...12).contains(month) else { throw .invalidRule("BYMONTH", "\(month)L is not a leap month 1L...12L") }
    }
    if !byWeekNumber.isEmpty && !calendar.hasGregorianYears {
      throw .invalidRule(
        "BYWEEKNO", "numbers the weeks of a Gregorian year, and RSCALE=\(calendar.rscaleName) years are not Gregorian")
    }
  }

  private var hasBySetPositionBase: Bool {
    !(bySecond.isEmpty && byMinute.isEmpty && byHour.isEmpty && byDay.isEmpty && byMonthDay.isEmpty
      && byYearDay.isEmpty && byWeekNumber.isEmpty && byMonth.isEmpty && byLeapMonth.isEmpty)
  }
}

extension RecurrenceRule.WeekdayNumber {
  /// RFC text: `MO`, `2MO`, `-1FR`.
  var text: String {
    (ordinal.map(String.init) ?? "") + RecurrenceRule.weekdayCode(weekday)
  }
}

extension DateMathError {
  static func invalidRule(_ part: String, _ reason: String) -> DateMathError {
    DateMathError(.invalidRecurrenceRule, "invalid recurrence rule: \(part) \(reason)")
  }
}
