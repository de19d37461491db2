import Foundation

/// A `VALARM` of one occurrence, with the instants it goes off (RFC 5545
/// §3.6.6, §3.8.6.3).
///
/// An alarm a day before, repeated twice five minutes apart, on a meeting
/// the morning the clocks go back (so "a day before" is 25 hours before):
///
/// ```swift
/// let ics = """
///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:review\r
///   DTSTART;TZID=Europe/Berlin:20241027T090000\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-P1D\r
///   REPEAT:2\r\nDURATION:PT5M\r\nEND:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
///   """
/// let day = try Date(rfc3339: "2024-10-27T00:00:00Z")..<Date(rfc3339: "2024-10-28T00:00:00Z")
/// let meeting = Array(try ICalendarDocument(parsing: ics).occurrences(in: day))[0]
/// let alarm = try meeting.alarms()[0]
/// alarm.times.map(\.description)  // ["2024-10-26T09:00:00+02:00[Europe/Berlin]", "2024-10-26T09:05:00+02:00[Europe/Berlin]", "2024-10-26T09:10:00+02:00[Europe/Berlin]"]
/// alarm.action  // "DISPLAY"
/// alarm.component["TRIGGER"]?.value  // "-P1D"
/// ```
public struct ICalendarAlarm: Sendable, Hashable {
  /// `ACTION` (`DISPLAY`, `AUDIO`, `EMAIL`), upper-cased, or "" when
  /// missing.
  public var action: String
  /// When it goes off, in order: the trigger, then each of `REPEAT`'s
  /// repetitions `DURATION` apart. A trigger relative to the start (or,
  /// with `RELATED=END`, the end) counts days on the wall clock and hours
  /// exactly, as every iCalendar duration does: `-P1D` before a 09:00 start
  /// is 09:00 the day before, even across a change of clocks. An absolute
  /// trigger (`VALUE=DATE-TIME`, in UTC) is the same for every occurrence.
  /// Times are in the zone of the occurrence's start.
  public var times: [ZonedDateTime]
  /// The `VALARM` component, with its other properties (`DESCRIPTION`,
  /// `ATTENDEE`, `X-…`).
  public var component: ICalendarComponent

  /// An alarm, as an app that builds its own reminders makes one.
  ///
  /// ```swift
  /// let start = try ZonedDateTime(CivilDateTime(parsing: "2024-03-10T09:00"), in: try Zone(identifier: "America/New_York"))
  /// let reminder = ICalendarAlarm(
  ///   action: "DISPLAY", times: [try start.adding(exactly: .seconds(-900))], component: ICalendarComponent(name: "valarm"))
  /// reminder.times.map(\.description)  // ["2024-03-10T08:45:00-04:00[America/New_York]"]
  /// reminder.component.name  // "VALARM"
  /// ```
  public init(action: String, times: [ZonedDateTime], component: ICalendarComponent) {
    self.action = action
    self.times = times
    self.component = component
  }
}

extension ICalendarOccurrence {
  /// The occurrence's alarms: each `VALARM` of its component, with the
  /// instants it goes off for this occurrence (``ICalendarAlarm/times``).
  ///
  /// Fifteen minutes before a 09:00 start on the day New York's clocks
  /// went forward (at 02:00) is 08:45, on that morning's offset, -04:00:
  ///
  /// ```swift
  /// let ics = """
  ///   BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\nBEGIN:VEVENT\r\nUID:call\r
  ///   DTSTART;TZID=America/New_York:20240310T090000\r\nBEGIN:VALARM\r\nACTION:AUDIO\r\nTRIGGER:-PT15M\r
  ///   END:VALARM\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
  ///   """
  /// let day = try Date(rfc3339: "2024-03-10T00:00:00Z")..<Date(rfc3339: "2024-03-11T00:00:00Z")
  /// let call = Array(try ICalendarDocument(parsing: ics).occurrences(in: day))[0]
  /// try call.alarms().map(\.action)  // ["AUDIO"]
  /// try call.alarms()[0].times.map(\.description)  // ["2024-03-10T08:45:00-04:00[America/New_York]"]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` naming the line for a
  ///   `VALARM` without `TRIGGER`, a trigger that is not a duration or a
  ///   UTC date-time, or `REPEAT` without `DURATION` (or the reverse, which
  ///   RFC 5545 forbids); ``DateMathError/Kind/outOfRange`` for a time
  ///   beyond the supported range.
  public func alarms() throws(DateMathError) -> [ICalendarAlarm] {
    try component.components(named: "VALARM").map { (alarm) throws(DateMathError) in try Self.alarm(alarm, of: self) }
  }

  static func alarm(_ alarm: ICalendarComponent, of occurrence: ICalendarOccurrence) throws(DateMathError) -> ICalendarAlarm {
    guard let trigger = alarm["TRIGGER"] else {
      throw _ICalendarValue.error(alarm.line, "VALARM has no TRIGGER (RFC 5545 §3.6.6)")
    }
    let first: ZonedDateTime
    if trigger.parameter("VALUE")?.uppercased() == "DATE-TIME" {
      guard case .utc(let date) = try _ICalendarValue.time(Substring(trigger.value), of: trigger) else {
        throw _ICalendarValue.error(
          trigger.line, "TRIGGER \(DateMathError.quoted(trigger.value)) is an absolute trigger, which must be in UTC (…Z)")
      }
      first = try ZonedDateTime(date, in: occurrence.start.zone)
    } else {
      let offset = try _ICalendarValue.duration(Substring(trigger.value), line: trigger.line, property: "TRIGGER")
      let related = trigger.parameter("RELATED")?.uppercased() == "END" ? occurrence.end : occurrence.start
      first = try related.converted(to: occurrence.start.zone).adding(offset)
    }
    var times = [first]
    let repeatCount = alarm["REPEAT"]
    let spacing = alarm["DURATION"]
    switch (repeatCount, spacing) {
    case (nil, nil): break
    case (let count?, let spacing?):
      guard let n = Int(count.value.trimmingCharacters(in: .whitespaces)), (0...1_000).contains(n) else {
        throw _ICalendarValue.error(count.line, "REPEAT \(DateMathError.quoted(count.value)) is not a count from 0 to 1000")
      }
      let step = try _ICalendarValue.duration(Substring(spacing.value), line: spacing.line, property: "DURATION")
      for k in stride(from: 1, through: n, by: 1) {
        times.append(try first.adding(try step.multiplied(by: k)))
      }
    case (let one?, nil), (nil, let one?):
      throw _ICalendarValue.error(
        one.line, "VALARM has \(one.name) without \(one.name == "REPEAT" ? "DURATION" : "REPEAT"): RFC 5545 §3.6.6 requires both or neither")
    }
    return ICalendarAlarm(action: alarm["ACTION"]?.value.uppercased() ?? "", times: times, component: alarm)
  }
}
