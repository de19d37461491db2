import Foundation

extension Zone {
  /// The zone an iCalendar `VTIMEZONE` component describes (RFC 5545
  /// §3.6.5), named by its `TZID`: its `STANDARD` and `DAYLIGHT`
  /// observances, each from its `DTSTART` (a wall-clock time on the offset
  /// before it, `TZOFFSETFROM`) and then at every `RRULE` and `RDATE`
  /// onset, switching to `TZOFFSETTO`.
  ///
  /// Before the first onset the zone is on that onset's `TZOFFSETFROM`.
  /// When the last standard and daylight observances both recur yearly on
  /// a weekday of a month with no end (`FREQ=YEARLY;BYMONTH=3;BYDAY=2SU`,
  /// as every calendar app writes them), the zone follows them to year
  /// 9999, as a TZif footer; other open-ended rules are followed to the
  /// end of 2199, and the offset then stays. To write a zone as a
  /// `VTIMEZONE`, see ``ICalendarComponent/init(vtimezone:covering:)``.
  ///
  /// ```swift
  /// let text = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VTIMEZONE\r\nTZID:US Eastern (2006)\r
  ///   BEGIN:STANDARD\r\nDTSTART:19671029T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
  ///   TZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\nEND:STANDARD\r\nBEGIN:DAYLIGHT\r
  ///   DTSTART:19870405T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU\r\nTZOFFSETFROM:-0500\r
  ///   TZOFFSETTO:-0400\r\nTZNAME:EDT\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\nEND:VCALENDAR\r\n
  ///   """
  /// let file = try ICalendarDocument(parsing: text)
  /// let oldRules = try Zone(vtimezone: file.components[0].components[0])
  /// // By the 1987-2006 rules, 2024-03-20 is still standard time; IANA's New York is on -04:00.
  /// try oldRules.offset(at: Date(rfc3339: "2024-03-20T12:00:00Z"))  // -05:00
  /// oldRules.identifier  // "US Eastern (2006)"
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` naming the line for a
  ///   component that is not a `VTIMEZONE`, has no `TZID` or no
  ///   observance, or an observance without `DTSTART`, `TZOFFSETFROM` or
  ///   `TZOFFSETTO`, or with a value RFC 5545 does not allow, for an
  ///   observance `RRULE` with `FREQ=DAILY` or finer (no zone changes its
  ///   clocks that often), and for more than 50,000 onsets through 2199
  ///   (counted as they are made, so a hostile rule costs no more);
  ///   ``DateMathError/Kind/invalidRecurrenceRule`` for a bad `RRULE`.
  public init(vtimezone component: ICalendarComponent) throws(DateMathError) {
    guard component.name == "VTIMEZONE" else {
      throw _VTimeZone.error(component.line, "\(component.name) is not a VTIMEZONE")
    }
    guard let tzid = component["TZID"]?.value, !tzid.isEmpty else {
      throw _VTimeZone.error(component.line, "VTIMEZONE has no TZID (RFC 5545 §3.6.5)")
    }
    let observances = try component.components.filter { $0.name == "STANDARD" || $0.name == "DAYLIGHT" }
      .map { (c) throws(DateMathError) in try _VTimeZone.Observance(c) }
    guard !observances.isEmpty else {
      throw _VTimeZone.error(component.line, "VTIMEZONE \(tzid) has no STANDARD or DAYLIGHT observance (RFC 5545 §3.6.5)")
    }
    let data = try _VTimeZone.tzif(observances, tzid: tzid, line: component.line)
    try self.init(identifier: tzid, tzif: data)
  }
}

/// A `VTIMEZONE`'s observances turned into TZif transitions and footer.
enum _VTimeZone {
  /// Onsets are expanded to the end of this year; a footer takes over
  /// from there when the rules allow one.
  static let lastExpandedYear = 2199

  /// The most onsets a `VTIMEZONE` may have, counted as they are made, so
  /// that a rule no zone has (`FREQ=MINUTELY`) costs this many and no
  /// more: real zones have a few thousand at most (two a year from 1601
  /// to 2199 is 1,198), and 50,000 transitions fit the 1 MiB TZif limit.
  static let maxOnsets = 50_000

  /// The frequencies no time zone's rules use: an observance whose rule
  /// changes the clocks every day or more often is refused by name.
  static let refusedFrequencies: Set<RecurrenceRule.Frequency> = [.secondly, .minutely, .hourly, .daily]

  struct Observance {
    let isDaylight: Bool
    let start: CivilDateTime
    let offsetFrom: Int
    let offsetTo: Int
    let name: String
    let rules: [RecurrenceRule]
    let dates: [CivilDateTime]
    let line: Int

    init(_ c: ICalendarComponent) throws(DateMathError) {
      isDaylight = c.name == "DAYLIGHT"
      line = c.line
      guard let dtstart = c["DTSTART"] else { throw error(c.line, "\(c.name) has no DTSTART (RFC 5545 §3.6.5)") }
      guard case .success(.local(let local, _)) = _ICalendarValue.dateTime(Substring(dtstart.value)) else {
        throw error(dtstart.line, "\(c.name) DTSTART \(DateMathError.quoted(dtstart.value)) is not a local date-time (19701025T030000)")
      }
      start = local
      offsetFrom = try Self.offset(c, "TZOFFSETFROM")
      offsetTo = try Self.offset(c, "TZOFFSETTO")
      name = Self.designation(c["TZNAME"]?.textValue, offsetTo)
      rules = try c.properties(named: "RRULE").map { (p) throws(DateMathError) in
        let rule = try RecurrenceRule(parsing: p.value)
        guard !_VTimeZone.refusedFrequencies.contains(rule.frequency) else {
          throw error(
            p.line,
            "\(c.name) RRULE FREQ=\(rule.frequency.rawValue) would change the clocks every day or more often, "
              + "which no time zone does")
        }
        return rule
      }
      var dates: [CivilDateTime] = []
      for property in c.properties(named: "RDATE") {
        for item in property.value.split(separator: ",") {
          let text = item.split(separator: "/").first ?? item
          switch try? _ICalendarValue.dateTime(text).get() {
          case .local(let l, _): dates.append(l)
          case .date(let d): dates.append(CivilDateTime(date: d, time: .midnight))
          case .utc(let instant):
            // A UTC onset, seen on the offset before it.
            dates.append(CivilDateTime(
              localSeconds: Int64(instant.timeIntervalSince1970.rounded(.down)) + Int64(offsetFrom), nanosecond: 0))
          case nil:
            throw error(property.line, "RDATE \(DateMathError.quoted(item)) is not a date-time")
          }
        }
      }
      self.dates = dates
    }

    /// `±HHMM` or `±HHMMSS` (RFC 5545 §3.3.14), in seconds.
    static func offset(_ c: ICalendarComponent, _ name: String) throws(DateMathError) -> Int {
      guard let property = c[name] else { throw error(c.line, "\(c.name) has no \(name) (RFC 5545 §3.6.5)") }
      switch _ICalendarValue.utcOffset(Substring(property.value)) {
      case .success(let seconds): return seconds
      case .failure(.form):
        throw error(property.line, "\(name) \(DateMathError.quoted(property.value)) is not a UTC offset (+HHMM or +HHMMSS)")
      case .failure(.invalid):
        throw error(property.line, "\(name) \(DateMathError.quoted(property.value)) is out of range")
      }
    }

    /// TZNAME when it can be a TZif designation (3 to 16 letters, digits,
    /// `+` or `-`), else the offset written `+0530`.
    static func designation(_ name: String?, _ offset: Int) -> String {
      if let name, (3...16).contains(name.utf8.count),
        name.utf8.allSatisfy({ _ICalendarContentLines.isNameByte($0) || $0 == UInt8(ascii: "+") })
      {
        return name
      }
      return UTCOffset(seconds: offset).basicDescription
    }

    /// The first day of a month's last seven (25 for October), or nil for
    /// February, whose length varies.
    static func lastWeekStart(month: Int) -> Int? {
      guard (1...12).contains(month), month != 2 else { return nil }
      return [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] - 6
    }

    /// Whether a rule has no end (no COUNT, no UNTIL).
    var isOpenEnded: Bool { rules.contains { if case .never = $0.end { true } else { false } } }

    /// The POSIX `Mm.w.d/time` of a yearly weekday-of-month rule with no
    /// end, or nil for any other.
    var posixDate: String? {
      guard rules.count == 1, let rule = rules.first, case .never = rule.end, rule.frequency == .yearly,
        rule.interval == 1, rule.byMonth.count == 1, rule.byDay.count == 1, rule.byHour.isEmpty,
        rule.byMinute.isEmpty, rule.bySecond.isEmpty, rule.byYearDay.isEmpty, rule.byWeekNumber.isEmpty,
        rule.bySetPosition.isEmpty, rule.calendar == nil, dates.isEmpty
      else { return nil }
      let day = rule.byDay[0]
      let week: Int
      let days = rule.byMonthDay
      if let n = day.ordinal, days.isEmpty, (1...4).contains(n) || n == -1 {
        week = n == -1 ? 5 : n
      } else if day.ordinal == nil, days.count == 7, let low = days.min(), let high = days.max(), high == low + 6,
        [1, 8, 15, 22, -7].contains(low) || low == Self.lastWeekStart(month: rule.byMonth[0])
      {
        // The other way to write it: the weekday in a 7-day window.
        week = low == -7 || low == Self.lastWeekStart(month: rule.byMonth[0]) ? 5 : (low + 6) / 7
      } else {
        return nil
      }
      let weekday = day.weekday == .sunday ? 0 : day.weekday.rawValue
      let seconds = start.secondOfDay
      let time = seconds % 60 == 0
        ? "\(seconds / 3600):\(_ISO.pad(seconds / 60 % 60, 2))" : "\(seconds / 3600):\(_ISO.pad(seconds / 60 % 60, 2)):\(_ISO.pad(seconds % 60, 2))"
      return "M\(rule.byMonth[0]).\(week).\(weekday)/\(time)"
    }
  }

  static func error(_ line: Int, _ message: String) -> DateMathError {
    _ICalendarValue.error(line, message)
  }

  /// The onsets of every observance to the end of ``lastExpandedYear``,
  /// in order, with the footer when the last two observances allow one.
  static func tzif(_ observances: [Observance], tzid: String, line: Int) throws(DateMathError) -> Data {
    var onsets: [(time: Int64, observance: Observance)] = []
    let end = Int64(try CivilDateTime(parsing: "\(lastExpandedYear + 1)-01-01T00:00").localSeconds)
    func expand(_ observance: Observance, before end: Int64) throws(DateMathError) {
      let fixed = try Zone(fixedOffset: UTCOffset(seconds: observance.offsetFrom))
      var locals = [observance.start] + observance.dates
      func budget() throws(DateMathError) {
        guard onsets.count + locals.count <= maxOnsets else {
          throw error(
            observance.line,
            "VTIMEZONE \(tzid) has more than \(maxOnsets) onsets through \(lastExpandedYear): more than any time zone has")
        }
      }
      try budget()
      if !observance.rules.isEmpty {
        let recurrence = Recurrence(start: observance.start, in: fixed, rules: observance.rules)
        for occurrence in recurrence.occurrences() {
          guard occurrence.localDateTime.localSeconds < end else { break }
          locals.append(occurrence.localDateTime)
          try budget()
        }
      }
      // DTSTART is an onset however late; the rest only to the end of
      // the expanded years.
      for local in locals where local.localSeconds < end || local == observance.start {
        onsets.append((local.localSeconds - Int64(observance.offsetFrom), observance))
      }
    }
    // When the footer carries the open-ended rules (a yearly weekday pair,
    // as Outlook writes them from 1601), their onsets are written only up
    // to a year past the last onset the footer cannot give (a DTSTART, an
    // RDATE, a rule that ends): the footer gives the same ones after that,
    // and the table stays small.
    let footerCarriesRules = observances.contains(where: \.isOpenEnded) && footer(observances, observances[0]) != nil
    for observance in observances where !(footerCarriesRules && observance.isOpenEnded) {
      try expand(observance, before: end)
    }
    var openEnd = end
    if footerCarriesRules {
      let starts = observances.map { $0.start.localSeconds - Int64($0.offsetFrom) }
      let latest = (onsets.map(\.time) + starts).max() ?? 0
      let year = CivilDateTime(localSeconds: latest, nanosecond: 0).date.year
      let stop = Swift.min(year + 2, lastExpandedYear + 1)
      openEnd = Swift.min(end, Int64(try CivilDateTime(year: stop, month: 1, day: 1).localSeconds))
    }
    for observance in observances where footerCarriesRules && observance.isOpenEnded {
      try expand(observance, before: openEnd)
    }
    onsets.sort { $0.time < $1.time }
    var writer = _TZifWriter()
    guard let first = onsets.first?.observance else {
      throw error(line, "VTIMEZONE \(tzid) has no onset")
    }
    // Before the first onset: its offset from, named as the observance
    // that ends there would be, else by the offset.
    let before = observances.first { $0.offsetTo == first.offsetFrom }
    _ = writer.index(of: .init(
      offset: Int32(first.offsetFrom), isDST: before?.isDaylight ?? false,
      designation: before?.name ?? Observance.designation(nil, first.offsetFrom)))
    var last: Int64?
    for onset in onsets where onset.time != last {
      writer.transition(
        at: onset.time,
        to: .init(offset: Int32(onset.observance.offsetTo), isDST: onset.observance.isDaylight, designation: onset.observance.name))
      last = onset.time
    }
    guard writer.types.count <= 255 else {
      throw error(line, "VTIMEZONE \(tzid) has more than 255 kinds of local time")
    }
    return writer.data(footer: footer(observances, onsets.last?.observance) ?? "")
  }

  /// A POSIX TZ string for the rules in force at the end, when the last
  /// standard and daylight observances recur yearly with no end.
  static func footer(_ observances: [Observance], _ last: Observance?) -> String? {
    let open = observances.filter(\.isOpenEnded)
    guard let last else { return nil }
    if open.isEmpty {
      // No rule goes on: the last offset stays.
      return "<\(last.name)>\(posixOffset(last.offsetTo))"
    }
    guard open.count == 2, let daylight = open.first(where: \.isDaylight), let standard = open.first(where: { !$0.isDaylight }),
      let dstStart = daylight.posixDate, let dstEnd = standard.posixDate,
      daylight.offsetFrom == standard.offsetTo, standard.offsetFrom == daylight.offsetTo
    else { return nil }
    return "<\(standard.name)>\(posixOffset(standard.offsetTo))<\(daylight.name)>\(posixOffset(daylight.offsetTo)),"
      + "\(dstStart),\(dstEnd)"
  }

  /// An offset as POSIX writes it: hours west of UTC, `-1` for +01:00.
  static func posixOffset(_ seconds: Int) -> String {
    _POSIXTimeZoneRule.timeText(Int64(-seconds))
  }
}
