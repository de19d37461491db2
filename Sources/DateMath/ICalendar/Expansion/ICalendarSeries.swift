import Foundation

/// One `UID`'s component read for expansion: its master (`DTSTART`,
/// `RRULE`, `RDATE`, `EXDATE`, `EXRULE`, its length) and the instances its
/// overrides replace or, with `RANGE=THISANDFUTURE`, reshape.
struct _ICalendarSeries: Sendable {
  /// How long each instance lasts.
  enum Length: Sendable {
    /// `DTEND`/`DUE` − `DTSTART` in seconds, the same for every instance
    /// (RFC 5545 §3.8.5.3), ending in `zone` (`DTEND`'s).
    case exact(Int64, zone: Zone)
    /// `DURATION`: days and weeks on the wall clock, time exactly.
    case nominal(Period)
    /// An all-day event's days (`DTEND` date − `DTSTART` date, or whole
    /// days of `DURATION`): it ends at the first instant of its end date.
    case days(Int)
    /// No end: a timed instance ends when it starts.
    case none

    /// How far past its start an instance may end, in seconds.
    var reach: Int64 {
      switch self {
      case .exact(let seconds, _): max(0, seconds)
      case .nominal(let p): Int64(max(0, p.weeks * 7 + p.days)) * 90_000 + Int64(max(0, p.hours * 3600 + p.minutes * 60 + p.seconds))
      case .days(let n): Int64(max(0, n)) * 90_000
      case .none: 0
      }
    }
  }

  /// A component's start, length and form.
  struct Shape: Sendable {
    var start: ZonedDateTime
    var length: Length
    var isAllDay: Bool
    var isFloating: Bool
  }

  /// A `RANGE=THISANDFUTURE` override: instances after `after` (an
  /// instant, in seconds) move by `shift` on the wall clock (seconds, or
  /// days for all-day events) and take its length and properties.
  struct FutureChange: Sendable {
    var after: Int64
    var shift: Int64
    var length: Length
    var component: ICalendarComponent
  }

  let uid: String
  let master: ICalendarComponent
  let shape: Shape
  /// nil for a component that does not recur.
  let recurrence: Recurrence?
  /// RDATE periods' ends, by start instant.
  let periodEnds: [Int64: ZonedDateTime]
  /// Instants of instances an override replaces.
  var replaced: Set<Int64> = []
  /// THISANDFUTURE overrides, in order of `after`.
  var ranges: [FutureChange] = []
  /// How far an instance may end after its series start: the greatest length.
  var reach: Int64
  /// How far a THISANDFUTURE shift may move a start, either way.
  var shiftReach: Int64 = 0

  /// The instance of this series starting at `raw`, as its overrides leave it.
  func instance(_ raw: ZonedDateTime) throws(DateMathError) -> ICalendarOccurrence {
    let recurs = recurrence != nil
    if let range = ranges.last(where: { $0.after < raw.epochSeconds }) {
      let start: ZonedDateTime
      let local = raw.localDateTime
      if shape.isAllDay {
        start = try ZonedDateTime(startOf: local.date.adding(days: Int(range.shift)), in: raw.zone)
      } else {
        // The wall-clock shift, checked: a date past year 9999 throws.
        let seconds = Int64(local.secondOfDay) + range.shift
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let time = Int(seconds - days * 86_400)
        let moved = try CivilDateTime(
          date: local.date.adding(days: Int(days)), hour: time / 3600, minute: time / 60 % 60, second: time % 60)
        start = try ZonedDateTime(moved, in: raw.zone)
      }
      return ICalendarOccurrence(
        uid: uid, start: start, end: try Self.end(of: start, range.length), isAllDay: shape.isAllDay,
        isFloating: shape.isFloating, recurrenceID: raw, origin: .thisAndFuture, component: range.component)
    }
    let end: ZonedDateTime
    if let periodEnd = periodEnds[raw.epochSeconds] { end = periodEnd } else { end = try Self.end(of: raw, shape.length) }
    return ICalendarOccurrence(
      uid: uid, start: raw, end: end, isAllDay: shape.isAllDay, isFloating: shape.isFloating,
      recurrenceID: recurs ? raw : nil, origin: .series, component: master)
  }

  static func end(of start: ZonedDateTime, _ length: Length) throws(DateMathError) -> ZonedDateTime {
    switch length {
    case .exact(let seconds, let zone):
      let end = try ZonedDateTime(epochSeconds: start.epochSeconds + seconds, in: start.zone)
      return zone == start.zone ? end : try end.converted(to: zone)
    case .nominal(let period): return try start.adding(period)
    case .days(let n): return try ZonedDateTime(startOf: start.localDateTime.date.adding(days: n), in: start.zone)
    case .none: return start
    }
  }
}

/// Reads components' times in one calendar's zones: the meaning of the
/// values `_ICalendarValue` reads. A `VEVENT` of a file and a property
/// block given to `Recurrence(iCalendar:)` go through the same functions.
struct _ICalendarComponentReader {
  var zones: _ICalendarZones
  /// Whether what a lenient expansion forgives (a floating `DTEND` beside
  /// a zoned `DTSTART`, a rule that cannot be read, ...) is an error.
  var strict = true
  /// What was forgiven, bounded per kind.
  var log = _ICalendarNoteLog()

  /// Strictly, throws `error`; leniently, notes it (as one of `kind`) with
  /// what was done instead, `action`, on the error's line.
  mutating func forgive(_ kind: String, _ error: DateMathError, _ action: String) throws(DateMathError) {
    if strict { throw error }
    note(kind, error, action)
  }

  /// Notes `error` as one of `kind`, with what was done, `action`.
  mutating func note(_ kind: String, _ error: DateMathError, _ action: String) {
    var (line, message) = (error.position?.line ?? 0, Substring(error.message))
    if message.hasPrefix("line \(line): ") { message = message.dropFirst("line \(line): ".count) }
    log.add(kind, line: line, "\(message): \(action)")
  }

  /// A DATE or DATE-TIME value of `property` (on `line`) as an instant,
  /// with whether it is a date and whether it is floating.
  mutating func read(
    _ time: _ICalendarValue.Time, of property: String, line: Int
  ) throws(DateMathError) -> (ZonedDateTime, isDate: Bool, isFloating: Bool) {
    switch time {
    case .date(let date):
      return (try ZonedDateTime(startOf: date, in: zones.floatingZone(of: property, line: line)), true, true)
    case .local(let local, let tzid):
      if let tzid, let zone = try zones.zone(tzid, line: line) { return (try ZonedDateTime(local, in: zone), false, false) }
      return (try ZonedDateTime(local, in: zones.floatingZone(of: property, line: line)), false, true)
    case .utc(let date): return (try ZonedDateTime(date, in: .utc), false, false)
    }
  }

  /// The one value of a DATE or DATE-TIME property.
  mutating func read(_ property: ICalendarProperty) throws(DateMathError) -> (ZonedDateTime, isDate: Bool, isFloating: Bool) {
    try read(_ICalendarValue.time(Substring(property.value), of: property), of: property.name, line: property.line)
  }

  /// The start, length and form of an event, to-do or journal entry, or
  /// nil for one with no time (a to-do with neither `DTSTART` nor `DUE`).
  mutating func shape(of component: ICalendarComponent) throws(DateMathError) -> _ICalendarSeries.Shape? {
    let isToDo = component.name == "VTODO"
    let endProperty = isToDo ? component["DUE"] : component["DTEND"]
    guard let startProperty = component["DTSTART"] ?? (isToDo ? endProperty : nil) else { return nil }
    var (start, isDate, isFloating) = try read(startProperty)
    // DTSTART's clock, before X-WR-TIMEZONE moves a UTC start.
    let startZone = start.zone
    if !isDate, case .utc = try _ICalendarValue.time(Substring(startProperty.value), of: startProperty),
      let calendarZone = zones.calendarZone
    {
      // Google's reading of X-WR-TIMEZONE: a UTC start on the calendar's wall clock.
      start = try start.converted(to: calendarZone)
    }
    var length = _ICalendarSeries.Length.none
    if let endProperty, endProperty != startProperty {
      let endTime = try _ICalendarValue.time(Substring(endProperty.value), of: endProperty)
      let end: ZonedDateTime
      let endIsDate: Bool
      if !isDate, !isFloating, case .local(let local, tzid: nil) = endTime {
        // A floating end beside a zoned start: on the start's clock, as
        // python's icalendar and libical read it, not the viewer's (which
        // could put it before the start, or give each viewer a length).
        try forgive(
          "floating ends beside a zoned start",
          _ICalendarValue.error(
            endProperty.line,
            "\(endProperty.name) is a floating time (no TZID, not UTC) but DTSTART is in \(startZone.identifier)"),
          "read on DTSTART's clock, in \(startZone.identifier)")
        end = try ZonedDateTime(local, in: startZone)
        endIsDate = false
      } else {
        (end, endIsDate, _) = try read(endTime, of: endProperty.name, line: endProperty.line)
      }
      guard endIsDate == isDate else {
        throw _ICalendarValue.error(
          endProperty.line, "\(endProperty.name) is \(endIsDate ? "a date" : "a date-time") but DTSTART is \(isDate ? "a date" : "a date-time") (RFC 5545 §3.8.2.2)")
      }
      if isDate {
        length = .days(start.localDateTime.date.distance(to: end.localDateTime.date))
      } else {
        length = .exact(end.epochSeconds - start.epochSeconds, zone: end.zone)
      }
      if end.epochSeconds < start.epochSeconds {
        throw _ICalendarValue.error(endProperty.line, "\(endProperty.name) is before DTSTART (RFC 5545 §3.8.2.2)")
      }
    } else if let duration = component["DURATION"] {
      let period = try _ICalendarValue.duration(Substring(duration.value), line: duration.line, property: "DURATION")
      guard period.weeks >= 0, period.days >= 0, period.hours >= 0, period.minutes >= 0, period.seconds >= 0 else {
        throw _ICalendarValue.error(duration.line, "DURATION \(DateMathError.quoted(duration.value)) is negative")
      }
      length = isDate && !period.hasTimePart ? .days(period.weeks * 7 + period.days) : .nominal(period)
    } else if isDate && component.name == "VEVENT" {
      // RFC 5545 §3.6.1: a date DTSTART without DTEND lasts one day.
      length = .days(1)
    }
    return .init(start: start, length: length, isAllDay: isDate, isFloating: isFloating)
  }

  /// A master component read as a series, with its recurrence set.
  mutating func series(_ master: ICalendarComponent) throws(DateMathError) -> _ICalendarSeries? {
    guard let shape = try shape(of: master) else { return nil }
    let uid = master["UID"]?.value ?? ""
    let once = _ICalendarSeries(
      uid: uid, master: master, shape: shape, recurrence: nil, periodEnds: [:], reach: shape.length.reach)
    guard master["RRULE"] != nil || master["RDATE"] != nil else { return once }
    let set = try recurrenceSet(master, shape)
    // Every rule dropped (a lenient read of `RRULE:`), and no RDATE: the
    // event happens once, at DTSTART.
    if set.recurrence.rules.isEmpty && master["RDATE"] == nil { return once }
    return _ICalendarSeries(
      uid: uid, master: master, shape: shape, recurrence: set.recurrence, periodEnds: set.periodEnds,
      reach: max(shape.length.reach, set.reach))
  }

  /// The recurrence set of a component whose start is `shape`'s (RFC 5545
  /// §3.8.5): DTSTART, which always counts, each RRULE's and RDATE's
  /// instances, less the EXDATEs and the EXRULEs' instances. In an
  /// all-day series an RDATE or EXDATE is its date on the series' clock,
  /// even when written with a time, so that a timed EXDATE takes out that
  /// day's instance.
  /// Also: the ends of PERIOD RDATEs by start instant, and the longest.
  mutating func recurrenceSet(
    _ component: ICalendarComponent, _ shape: _ICalendarSeries.Shape
  ) throws(DateMathError) -> (recurrence: Recurrence, periodEnds: [Int64: ZonedDateTime], reach: Int64) {
    var rules: [RecurrenceRule] = []
    for property in component.properties(named: "RRULE") {
      do throws(DateMathError) {
        rules.append(try Self.rule(property))
      } catch {
        // An empty or invalid rule (`RRULE:`, `COUNT=-1`) leaves the
        // event's other instances, DTSTART's at least, as python's
        // icalendar and libical read it.
        try forgive("rules that cannot be read", error, "the rule was dropped; DTSTART and any other rule or RDATE still count")
      }
    }
    let exceptionRules = try component.properties(named: "EXRULE").map { (p) throws(DateMathError) in try Self.rule(p) }
    var periodEnds: [Int64: ZonedDateTime] = [:]
    var reach: Int64 = 0
    let zone = shape.start.zone
    var dates = [shape.start]
    for property in component.properties(named: "RDATE") {
      for item in property.value.split(separator: ",") {
        let (head, tail) = try _ICalendarValue.timeOrPeriod(item, of: property)
        let start = try read(head, of: "RDATE", line: property.line).0.converted(to: zone)
        let instant = shape.isAllDay ? try ZonedDateTime(startOf: start.localDateTime.date, in: zone) : start
        dates.append(instant)
        guard let tail else { continue }
        let end: ZonedDateTime
        switch tail {
        case .duration(let period): end = try instant.adding(period)
        case .time(let time): end = try read(time, of: "RDATE", line: property.line).0.converted(to: zone)
        }
        guard end.epochSeconds >= instant.epochSeconds else {
          throw _ICalendarValue.error(property.line, "RDATE period \(DateMathError.quoted(item)) ends before it starts")
        }
        periodEnds[instant.epochSeconds] = end
        reach = max(reach, end.epochSeconds - instant.epochSeconds)
      }
    }
    var exceptions: [ZonedDateTime] = []
    for property in component.properties(named: "EXDATE") {
      for item in property.value.split(separator: ",") {
        var instant = try read(_ICalendarValue.time(item, of: property), of: "EXDATE", line: property.line).0
        if shape.isAllDay {
          // The day on the series' clock, as for an RDATE: an all-day
          // EXDATE written in UTC (20240101T150000Z for 2 January in Tokyo)
          // names the day it falls on there.
          instant = try ZonedDateTime(startOf: instant.converted(to: zone).localDateTime.date, in: zone)
        }
        exceptions.append(instant)
      }
    }
    if shape.isAllDay, let timed = (rules + exceptionRules).first(where: {
      $0.frequency < .daily || !($0.byHour.isEmpty && $0.byMinute.isEmpty && $0.bySecond.isEmpty)
    }) {
      throw _ICalendarValue.error(component.line, "DTSTART is a date (an all-day event), but the rule \(timed) gives times of day")
    }
    // An all-day series counts from its date's midnight, even when the
    // clocks skipped it (its first instant is later): each day's
    // occurrence is then that day's first instant.
    let start = shape.isAllDay ? CivilDateTime(date: shape.start.localDateTime.date, time: .midnight) : shape.start.localDateTime
    let recurrence = Recurrence(
      start: start, in: zone, rules: rules, dates: dates, exceptionRules: exceptionRules,
      exceptionDates: exceptions, isAllDay: shape.isAllDay)
    return (recurrence, periodEnds, reach)
  }

  static func rule(_ property: ICalendarProperty) throws(DateMathError) -> RecurrenceRule {
    do { return try RecurrenceRule(parsing: property.value) } catch {
      throw _ICalendarContentLines.error("\(property.name): \(error.message)", line: property.line, kind: error.kind)
    }
  }
}
