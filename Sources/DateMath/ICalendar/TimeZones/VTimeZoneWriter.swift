import Foundation

/// Writes a zone's changes of offset over a range as the observances of an
/// iCalendar `VTIMEZONE` (RFC 5545 §3.6.5), the way calendar apps write
/// them: one observance with a yearly `RRULE` for each run of changes on
/// one weekday of one month (`BYDAY=2SU;BYMONTH=3`), and observances with
/// `RDATE`s for the changes that follow no such rule.
///
/// A run needs consecutive years with the same offsets, designation, DST
/// flag, month, weekday and wall-clock time, each on that weekday of one
/// 7-day window of the month: the n-th (days 1–7, 8–14, 15–21, 22–28), the
/// last (the month's last seven days) or any other window of seven days,
/// such as Chile's Sunday after the first Saturday (days 2–8, written
/// `BYDAY=SU;BYMONTHDAY=2,…,8`). Runs of three or more years become rules.
///
/// After the range, the zone's changes that go on with the runs in force at
/// its end are followed for ``horizonYears`` years after the range's end
/// or 2200, whichever is later (``horizonYear(after:)``): when every change up to there continues a run, the
/// runs still in force never end (no `UNTIL`); otherwise each run ends
/// (`UNTIL`) at its last change, which may lie after the range.
enum _VTimeZoneWriter {
  /// How far past the range, and past 2200, the zone is followed before
  /// its runs are taken to go on for ever. From 2200 on a zone follows
  /// its POSIX TZ rule (zone tables end there), which changes on a weekday
  /// of a month, as a run does; which day that is in a year depends only
  /// on the year's first weekday and whether it is a leap year, and 28
  /// years in a row with no century year that is not a leap year
  /// (2201–2228) hold all 14 kinds of year. A rule that agrees with a run
  /// over them agrees for ever.
  static let horizonYears = 28

  /// The first year not followed after `year`: ``horizonYears`` later, or
  /// that many after a century year that is not a leap year on the way
  /// (2300), and at most 9999.
  static func horizonYear(after year: Int) -> Int {
    var end = year + horizonYears
    if let century = (year + 1...end).first(where: { $0 % 100 == 0 && !_Civil.isLeapYear($0) }) {
      end = century + horizonYears
    }
    return min(end + 1, 9999)
  }

  /// The instants a `VTIMEZONE` can cover: four-digit years, also for the
  /// wall clocks a day either side (0001-01-01 to 9999-12-31, UTC).
  static let supported: ClosedRange<Int64> = -62_135_596_800...253_402_214_400

  /// One change of offset, as an observance writes it.
  struct Onset {
    /// The instant, in seconds since 1970.
    var time: Int64
    var offsetFrom: Int
    var offsetTo: Int
    /// Whether the zone is on DST after the change: `DAYLIGHT` or `STANDARD`.
    var isDaylight: Bool
    /// `TZNAME`: the designation after the change, when it has letters
    /// (`EDT`, not `-03`).
    var name: String?
    /// The wall clock at the change on the offset before it: the `DTSTART`
    /// or `RDATE` (RFC 5545 §3.6.5).
    var wallClock: CivilDateTime

    /// What the onsets of one observance share.
    var kind: Kind { Kind(isDaylight: isDaylight, name: name, offsetFrom: offsetFrom, offsetTo: offsetTo) }
    /// What the onsets of one yearly rule share.
    var ruleKey: RuleKey {
      RuleKey(
        kind: kind, month: wallClock.date.month, secondOfDay: wallClock.secondOfDay, weekday: wallClock.date.weekday)
    }
    var year: Int { wallClock.date.year }
  }

  struct Kind: Hashable {
    var isDaylight: Bool
    var name: String?
    var offsetFrom: Int
    var offsetTo: Int
  }

  struct RuleKey: Hashable {
    var kind: Kind
    var month: Int
    var secondOfDay: Int
    var weekday: Weekday
  }

  /// Onsets in consecutive years, and the 7-day windows of the month that
  /// hold every one of them, each named by its first day: 1...22 counted
  /// from the month's start, -28...-7 from its end (-7 is the last seven
  /// days).
  struct Run {
    var key: RuleKey
    var onsets: [Onset]
    var windows: Windows
    var lastYear: Int { onsets[onsets.count - 1].year }
  }

  /// The observances of `zone` over `range` (checked by the caller), in
  /// the order of their first onsets.
  static func observances(_ zone: Zone, covering range: Range<Date>) throws(DateMathError) -> [ICalendarComponent] {
    var runs: [Run] = []
    var latest: [RuleKey: Int] = [:]
    /// Adds `onset` to the run of its rule in force the year before, if
    /// any; else, with `starting`, to a new run.
    func add(_ onset: Onset, starting: Bool) -> Bool {
      let windows = Windows(holding: onset.wallClock.date)
      if let index = latest[onset.ruleKey], runs[index].lastYear == onset.year - 1 {
        let common = runs[index].windows.intersection(windows)
        if !common.isEmpty {
          runs[index].onsets.append(onset)
          runs[index].windows = common
          return true
        }
      }
      guard starting else { return false }
      latest[onset.ruleKey] = runs.count
      runs.append(Run(key: onset.ruleKey, onsets: [onset], windows: windows))
      return true
    }

    let transitions = try zone.transitions(in: range)
    guard !transitions.isEmpty else { return [try constant(zone, at: range.lowerBound)] }
    for transition in transitions {
      _ = add(try Onset(transition, in: zone), starting: true)
    }

    // After the range: the changes that go on with the runs in force.
    let upper = try _InstantSeconds(range.upperBound)
    let upperYear = CivilDateTime(localSeconds: upper.seconds, nanosecond: 0).date.year
    let horizonYear = Self.horizonYear(after: max(upperYear, 2200))
    let horizon = Int64(_Civil.daysFromCivil(year: horizonYear, month: 1, day: 1)) * _Civil.secondsPerDay
    var cursor = upper.fraction > 0 ? upper.seconds : upper.seconds - 1
    var goesOn = false
    while let next = zone.transition(after: cursor) {
      if next.time >= horizon {
        goesOn = true
        break
      }
      guard let transition = Zone.checked(next), add(try Onset(transition, in: zone), starting: false) else { break }
      cursor = next.time
    }

    var observances: [(time: Int64, component: ICalendarComponent)] = []
    var dated: [Kind: [Onset]] = [:]
    for run in runs {
      let isOpen = goesOn && run.lastYear >= horizonYear - 2
      guard isOpen || run.onsets.count >= 3 else {
        for onset in run.onsets { dated[onset.kind, default: []].append(onset) }
        continue
      }
      let first = run.onsets[0]
      let end: RecurrenceRule.End =
        isOpen ? .never : .until(.instant(_date(run.onsets[run.onsets.count - 1].time)))
      observances.append((first.time, observance(first, rule: try rule(for: run, end: end), dates: [])))
    }
    for onsets in dated.values {
      let sorted = onsets.sorted { $0.time < $1.time }
      observances.append(
        (sorted[0].time, observance(sorted[0], rule: nil, dates: sorted.dropFirst().map(\.wallClock))))
    }
    return observances.sorted { $0.time < $1.time }.map(\.component)
  }

  /// The one observance of a zone that keeps one offset over the range:
  /// from the range's start, on the offset in force there.
  static func constant(_ zone: Zone, at date: Date) throws(DateMathError) -> ICalendarComponent {
    let instant = try _InstantSeconds(date)
    let offset = try zone.offset(at: date).seconds
    let onset = Onset(
      time: instant.seconds, offsetFrom: offset, offsetTo: offset,
      isDaylight: try zone.isDaylightSavingTime(at: date), name: tzname(try zone.abbreviation(at: date)),
      wallClock: CivilDateTime(localSeconds: instant.seconds + Int64(offset), nanosecond: 0))
    return observance(onset, rule: nil, dates: [])
  }

  /// A zone's designation as `TZNAME`, when it has letters: `EDT`, not
  /// the `-03` or `+0530` that tz data writes for zones without a name in
  /// use (a reader makes those from the offset itself).
  static func tzname(_ designation: String) -> String? {
    designation.unicodeScalars.contains { $0.properties.isAlphabetic } ? designation : nil
  }

  /// A set of 7-day windows of a month (see ``Run``), one bit each:
  /// 1...22 as bits 0...21, -28...-7 as bits 22...43. Every one lies in
  /// the month in every year.
  struct Windows {
    var bits: UInt64 = 0

    /// The windows that hold `date`.
    init(holding date: CivilDate) {
      let day = date.day
      let fromEnd = day - date.daysInMonth - 1
      for window in stride(from: max(1, day - 6), through: min(day, 22), by: 1) { bits |= 1 << (window - 1) }
      for window in stride(from: max(-28, fromEnd - 6), through: min(-7, fromEnd), by: 1) { bits |= 1 << (window + 50) }
    }

    init(bits: UInt64) { self.bits = bits }

    var isEmpty: Bool { bits == 0 }
    func intersection(_ other: Windows) -> Windows { Windows(bits: bits & other.bits) }
    /// The windows, by first day.
    var members: [Int] { (0..<44).filter { bits & (1 << $0) != 0 }.map { $0 < 22 ? $0 + 1 : $0 - 50 } }
  }

  /// The run's rule: the n-th or last weekday of the month when one of
  /// its windows is a week of the month, else the weekday in the window
  /// closest to one.
  static func rule(for run: Run, end: RecurrenceRule.End) throws(DateMathError) -> RecurrenceRule {
    let weeks = [1, 8, 15, 22, -7]
    func rank(_ window: Int) -> (Int, Int, Int) {
      if let week = weeks.firstIndex(of: window) { return (0, week, 0) }
      let distance = weeks.map { abs($0 - window) }.min() ?? 0
      return (1, distance, window < 0 ? 1 : 0)
    }
    let window = run.windows.members.min { rank($0) < rank($1) } ?? 1
    let weekday = run.key.weekday
    let byDay: RecurrenceRule.WeekdayNumber
    var byMonthDay: [Int] = []
    if window == -7 {
      byDay = try .nth(-1, weekday)
    } else if weeks.contains(window) {
      byDay = try .nth((window + 6) / 7, weekday)
    } else {
      byDay = .every(weekday)
      byMonthDay = Array(window...(window + 6))
    }
    return try RecurrenceRule(
      frequency: .yearly, end: end, byDay: [byDay], byMonthDay: byMonthDay, byMonth: [run.key.month])
  }

  /// A `STANDARD` or `DAYLIGHT` component: its offsets and name, then its
  /// first onset, rule and further onsets, as vzic and libical write them.
  static func observance(_ first: Onset, rule: RecurrenceRule?, dates: [CivilDateTime]) -> ICalendarComponent {
    var properties = [
      ICalendarProperty(name: "TZOFFSETFROM", value: UTCOffset(seconds: first.offsetFrom).basicDescription),
      ICalendarProperty(name: "TZOFFSETTO", value: UTCOffset(seconds: first.offsetTo).basicDescription),
    ]
    if let name = first.name { properties.append(ICalendarProperty(name: "TZNAME", text: name)) }
    properties.append(ICalendarProperty(name: "DTSTART", value: RecurrenceRule.basic(first.wallClock)))
    if let rule { properties.append(ICalendarProperty(name: "RRULE", value: rule.description)) }
    for date in dates { properties.append(ICalendarProperty(name: "RDATE", value: RecurrenceRule.basic(date))) }
    return ICalendarComponent(name: first.isDaylight ? "DAYLIGHT" : "STANDARD", properties: properties)
  }
}

extension _VTimeZoneWriter.Onset {
  /// The onset of `transition`, with `zone`'s DST flag and designation
  /// after it.
  init(_ transition: ZoneTransition, in zone: Zone) throws(DateMathError) {
    time = Int64(transition.date.timeIntervalSince1970)
    offsetFrom = transition.offsetBefore.seconds
    offsetTo = transition.offsetAfter.seconds
    isDaylight = try zone.isDaylightSavingTime(at: transition.date)
    name = _VTimeZoneWriter.tzname(try zone.abbreviation(at: transition.date))
    wallClock = transition.wallClockBefore
  }
}
