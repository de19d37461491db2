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
    ///
    /// ```swift
    /// try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR").byDay[0].weekday  // Friday
    /// ```
    public let weekday: Weekday
    /// 1...53 or -53...-1, counted from the start or the end of the month
    /// or year; `nil` for every such weekday.
    ///
    /// ```swift
    /// let days = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=1SU,-1SU,MO").byDay
    /// days.map(\.ordinal)  // [1, -1, nil]
    /// ```
    public let ordinal: Int?

    /// Every `weekday` of the period.
    ///
    /// ```swift
    /// let every = RecurrenceRule.WeekdayNumber.every(.monday)
    /// every.ordinal  // nil
    /// try RecurrenceRule(frequency: .weekly, byDay: [every, .every(.wednesday)]).description  // "FREQ=WEEKLY;BYDAY=MO,WE"
    /// ```
    public static func every(_ weekday: Weekday) -> WeekdayNumber {
      WeekdayNumber(weekday: weekday, ordinal: nil)
    }

    /// The `ordinal`-th `weekday` of the period: `.nth(-1, .friday)` is the
    /// last Friday.
    ///
    /// ```swift
    /// let lastFriday = try RecurrenceRule.WeekdayNumber.nth(-1, .friday)
    /// try RecurrenceRule(frequency: .monthly, byDay: [lastFriday]).description  // "FREQ=MONTHLY;BYDAY=-1FR"
    /// try RecurrenceRule.WeekdayNumber.nth(0, .monday)  // throws invalidRecurrenceRule: the ordinal 0 of Monday is not in 1...53 or -53...-1
    /// ```
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
  ///
  /// ```swift
  /// try RecurrenceRule(parsing: "FREQ=MINUTELY;INTERVAL=15;COUNT=6").frequency  // minutely
  /// RecurrenceRule.Frequency.daily < .weekly  // true
  /// ```
  public let frequency: Frequency
  /// INTERVAL: every how many periods (1 or more; default 1).
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: every hour and a half, four times.
  /// let rule = try RecurrenceRule(parsing: "FREQ=MINUTELY;INTERVAL=90;COUNT=4")
  /// rule.interval  // 90
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: try CivilDateTime(parsing: "1997-09-02T09:00"), in: newYork, rule: rule).occurrences().map(\.localDateTime)  // [1997-09-02T09:00:00, 1997-09-02T10:30:00, 1997-09-02T12:00:00, 1997-09-02T13:30:00]
  /// ```
  public let interval: Int
  /// COUNT, UNTIL, or neither.
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: daily until 24 December 1997 (UTC), from 09:00 in New York.
  /// let rule = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=19971224T000000Z")
  /// let christmasEve = try Date(rfc3339: "1997-12-24T00:00:00Z")
  /// rule.end == .until(.instant(christmasEve))  // true
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let daily = Array(Recurrence(start: try CivilDateTime(parsing: "1997-09-02T09:00"), in: newYork, rule: rule).occurrences())
  /// daily.count                            // 113
  /// daily.last?.localDateTime              // 1997-12-23T09:00:00
  /// try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=10").end == .count(10)  // true
  /// ```
  public let end: End
  /// BYSECOND, 0...60 (60 is a leap second, which DateMath's time scale
  /// does not have: it never matches).
  ///
  /// ```swift
  /// let rule = try RecurrenceRule(parsing: "FREQ=MINUTELY;BYSECOND=0,30;COUNT=3")
  /// rule.bySecond  // [0, 30]
  /// Recurrence(start: try CivilDateTime(parsing: "1997-09-02T09:00"), in: .utc, rule: rule).occurrences().map(\.localDateTime)  // [1997-09-02T09:00:00, 1997-09-02T09:00:30, 1997-09-02T09:01:00]
  /// ```
  public let bySecond: [Int]
  /// BYMINUTE, 0...59.
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: every 20 minutes from 9:00 to 16:40, every day.
  /// let rule = try RecurrenceRule(parsing: "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40")
  /// rule.byMinute  // [0, 20, 40]
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let times = Recurrence(start: try CivilDateTime(parsing: "1997-09-02T09:00"), in: newYork, rule: rule).occurrences().prefix(25).map(\.localDateTime)
  /// times[23]  // 1997-09-02T16:40:00
  /// times[24]  // 1997-09-03T09:00:00
  /// ```
  public let byMinute: [Int]
  /// BYHOUR, 0...23.
  ///
  /// ```swift
  /// // RFC 5545 §3.3.10: every other year, on Sundays in January at 8:30 and 9:30.
  /// let rule = try RecurrenceRule(parsing: "FREQ=YEARLY;INTERVAL=2;BYMONTH=1;BYDAY=SU;BYHOUR=8,9;BYMINUTE=30")
  /// rule.byHour  // [8, 9]
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: try CivilDateTime(parsing: "1997-01-05T08:30"), in: newYork, rule: rule).occurrences().prefix(3).map(\.localDateTime)  // [1997-01-05T08:30:00, 1997-01-05T09:30:00, 1997-01-12T08:30:00]
  /// ```
  public let byHour: [Int]
  /// BYDAY.
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: monthly on the second-to-last Monday, six times.
  /// let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO")
  /// try rule.byDay == [.nth(-2, .monday)]  // true
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: try CivilDateTime(parsing: "1997-09-22T09:00"), in: newYork, rule: rule).occurrences().map(\.localDateTime.date)  // [1997-09-22, 1997-10-20, 1997-11-17, 1997-12-22, 1998-01-19, 1998-02-16]
  /// ```
  public let byDay: [WeekdayNumber]
  /// BYMONTHDAY, 1...31 or -31...-1 (-1 is the last day of the month).
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: monthly on the first and last day of the month.
  /// let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1")
  /// rule.byMonthDay  // [1, -1]
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: try CivilDateTime(parsing: "1997-09-30T09:00"), in: newYork, rule: rule).occurrences().prefix(6).map(\.localDateTime.date)  // [1997-09-30, 1997-10-01, 1997-10-31, 1997-11-01, 1997-11-30, 1997-12-01]
  /// ```
  public let byMonthDay: [Int]
  /// BYYEARDAY, 1...366 or -366...-1.
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: every third year on the 1st, 100th and 200th day.
  /// let rule = try RecurrenceRule(parsing: "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200")
  /// rule.byYearDay  // [1, 100, 200]
  /// let newYork = try Zone(identifier: "America/New_York")
  /// // 2000 is a leap year: its 100th day is 9 April.
  /// Recurrence(start: try CivilDateTime(parsing: "1997-01-01T09:00"), in: newYork, rule: rule).occurrences().prefix(6).map(\.localDateTime.date)  // [1997-01-01, 1997-04-10, 1997-07-19, 2000-01-01, 2000-04-09, 2000-07-18]
  /// ```
  public let byYearDay: [Int]
  /// BYWEEKNO, 1...53 or -53...-1: weeks as ISO 8601 numbers them, with
  /// ``weekStart`` as their first day (YEARLY only).
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: Monday of week number 20.
  /// let rule = try RecurrenceRule(parsing: "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO")
  /// rule.byWeekNumber  // [20]
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: try CivilDateTime(parsing: "1997-05-12T09:00"), in: newYork, rule: rule).occurrences().prefix(3).map(\.localDateTime.date)  // [1997-05-12, 1998-05-11, 1999-05-17]
  /// ```
  public let byWeekNumber: [Int]
  /// BYMONTH, 1...12 (1...13 with a Coptic or Ethiopian ``calendar``,
  /// whose 13th month has 5 or 6 days). With a calendar, months are named
  /// by their codes' numbers: Hebrew `6` is Adar, and Adar II in a leap
  /// year. Leap months are in ``byLeapMonth``.
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: every Thursday in March.
  /// let rule = try RecurrenceRule(parsing: "FREQ=YEARLY;BYMONTH=3;BYDAY=TH")
  /// rule.byMonth  // [3]
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: try CivilDateTime(parsing: "1997-03-13T09:00"), in: newYork, rule: rule).occurrences().prefix(4).map(\.localDateTime.date)  // [1997-03-13, 1997-03-20, 1997-03-27, 1998-03-05]
  /// ```
  public let byMonth: [Int]
  /// BYMONTH values with RFC 7529's `L` suffix, the leap month after that
  /// month: `5L` is Hebrew Adar I (month code `M05L`), a Chinese `4L` the
  /// leap fourth month. Only with a ``calendar`` that has leap months
  /// (Hebrew, whose only one is `5L`; Chinese; Dangi). In a year without
  /// that leap month, ``skip`` decides: ``Skip/omit`` drops the year,
  /// ``Skip/backward`` takes the month before it (`5`, Shevat in Hebrew),
  /// ``Skip/forward`` the month after (`6`, Adar).
  ///
  /// ```swift
  /// // RFC 7529's example: 8 Adar I in a Hebrew leap year, 8 Adar in a common one.
  /// let rule = try RecurrenceRule(parsing: "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD")
  /// rule.byLeapMonth  // [5]
  /// rule.byMonth.isEmpty  // true
  /// Recurrence(start: try CivilDateTime(parsing: "2014-02-08T00:00"), in: .utc, rule: rule).occurrences().prefix(4).map(\.localDateTime.date)  // [2014-02-08, 2015-02-27, 2016-02-17, 2017-03-06]
  /// ```
  public let byLeapMonth: [Int]
  /// BYSETPOS, 1...366 or -366...-1: which members of each period's set to
  /// keep, after every other part has built it.
  ///
  /// ```swift
  /// // RFC 5545 §3.3.10: the last work day of the month.
  /// let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
  /// rule.bySetPosition  // [-1]
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: try CivilDateTime(parsing: "2024-01-31T17:00"), in: newYork, rule: rule).occurrences().prefix(4).map(\.localDateTime.date)  // [2024-01-31, 2024-02-29, 2024-03-29, 2024-04-30]
  /// ```
  public let bySetPosition: [Int]
  /// WKST: the first day of the week (default Monday). It decides where
  /// a WEEKLY period starts (which matters with INTERVAL > 1 and with
  /// BYSETPOS) and how BYWEEKNO numbers weeks.
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: every other week on Tuesday and Sunday, with weeks from Monday or from Sunday.
  /// let fromMonday = try RecurrenceRule(parsing: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO")
  /// let fromSunday = try RecurrenceRule(parsing: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU")
  /// fromSunday.weekStart  // Sunday
  /// let start = try CivilDateTime(parsing: "1997-08-05T09:00")
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: start, in: newYork, rule: fromMonday).occurrences().map(\.localDateTime.date)  // [1997-08-05, 1997-08-10, 1997-08-19, 1997-08-24]
  /// Recurrence(start: start, in: newYork, rule: fromSunday).occurrences().map(\.localDateTime.date)  // [1997-08-05, 1997-08-17, 1997-08-19, 1997-08-31]
  /// ```
  public let weekStart: Weekday
  /// RSCALE (RFC 7529): the calendar whose years, months and days
  /// FREQ=YEARLY and MONTHLY, BYMONTH, BYMONTHDAY and BYYEARDAY count, or
  /// nil for the Gregorian calendar of RFC 5545. DTSTART, UNTIL and the
  /// occurrences stay wall-clock times; only the counting moves. A rule
  /// in a calendar with tables (``CalendarKind/chinese``,
  /// ``CalendarKind/dangi``, ``CalendarKind/islamicUmalqura``) has no
  /// occurrences outside the tables' range: they end there.
  ///
  /// ```swift
  /// // RFC 7529's example: Chinese New Year, the first day of the first Chinese month.
  /// let rule = try RecurrenceRule(parsing: "RSCALE=CHINESE;FREQ=YEARLY")
  /// rule.calendar  // chinese
  /// Recurrence(start: try CivilDateTime(parsing: "2013-02-10T00:00"), in: .utc, rule: rule).occurrences().prefix(4).map(\.localDateTime.date)  // [2013-02-10, 2014-01-31, 2015-02-19, 2016-02-08]
  /// ```
  public let calendar: CalendarKind?
  /// SKIP (RFC 7529): what a date the rule names but the year lacks
  /// becomes (the 30th of a 29-day month, 29 February, a leap month).
  /// Only with a ``calendar``.
  ///
  /// ```swift
  /// // RFC 7529's example: a 29 February birthday, kept on 1 March in common years.
  /// let rule = try RecurrenceRule(parsing: "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=FORWARD")
  /// rule.skip  // forward
  /// Recurrence(start: try CivilDateTime(parsing: "2012-02-29T00:00"), in: .utc, rule: rule).occurrences().prefix(5).map(\.localDateTime.date)  // [2012-02-29, 2013-03-01, 2014-03-01, 2015-03-01, 2016-02-29]
  /// ```
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
  /// ```swift
  /// // RFC 5545 §3.3.10: every other year, on Sundays in January at 8:30 and 9:30.
  /// let rule = try RecurrenceRule(
  ///   frequency: .yearly, interval: 2, byMinute: [30], byHour: [8, 9], byDay: [.every(.sunday)], byMonth: [1])
  /// rule.description  // "FREQ=YEARLY;INTERVAL=2;BYMINUTE=30;BYHOUR=8,9;BYDAY=SU;BYMONTH=1"
  /// try RecurrenceRule(frequency: .monthly, byWeekNumber: [20])  // throws invalidRecurrenceRule: BYWEEKNO is only allowed with FREQ=YEARLY, not MONTHLY
  /// ```
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
