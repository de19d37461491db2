import Foundation

extension ICalendarComponent {
  /// A `VTIMEZONE` component (RFC 5545 §3.6.5) for `zone` that gives its
  /// offsets over `range`, from its transitions, so that events exported
  /// with DateMath carry their zone's rules: what ``Zone/init(vtimezone:)``
  /// reads back.
  ///
  /// Its `TZID` is the zone's identifier. Each change of offset is an
  /// onset of a `DAYLIGHT` observance when the zone is on daylight saving
  /// time after it (as its tz data says: Europe/Dublin's winter is its
  /// "negative DST", so there `DAYLIGHT` is +00:00), else of a `STANDARD`
  /// one, with `TZOFFSETFROM` and `TZOFFSETTO`, and `TZNAME` when the
  /// zone's abbreviation has letters (`EDT`, not `-03`). Its `DTSTART` is
  /// the wall clock at which the clocks were changed, read on the offset
  /// before, as RFC 5545 requires: 02:00 for New York's spring-forward,
  /// where its gap starts, and 02:00 for its fall-back, after which the
  /// overlap's hour from 01:00 comes again.
  ///
  /// Changes on one weekday of one month in consecutive years (three or
  /// more) become one observance with a yearly rule, as calendar apps
  /// write them: `FREQ=YEARLY;BYDAY=2SU;BYMONTH=3`, `BYDAY=-1SU` for the
  /// last Sunday, and `BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8` for a Sunday in
  /// some other seven days of the month (Chile's Sunday after the first
  /// Saturday). A rule that stops ends with `UNTIL`, its last change in
  /// UTC, which may lie after the range when the zone kept to it there.
  /// When the zone goes on by the rules in force at the end of the range
  /// for ever (checked to 28 years past the range or 2200, whichever is
  /// later: after 2200 a zone repeats its POSIX TZ rule), those observances
  /// have no end, so a reader follows them after the range too. Other
  /// changes are observances with a `DTSTART` and `RDATE`s.
  ///
  /// Before its first onset the component gives the offset in force at
  /// `range.lowerBound`, so within the range it gives the zone's offset at
  /// every instant; a zone that keeps one offset over the range (UTC, a
  /// fixed offset, Asia/Tokyo) gets one observance of that offset,
  /// starting at `range.lowerBound`. After the range it gives the zone's
  /// offsets while the rules in force at its end go on.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// let decade = try Date(rfc3339: "2020-01-01T00:00:00Z")..<Date(rfc3339: "2030-01-01T00:00:00Z")
  /// let vtimezone = try ICalendarComponent(vtimezone: newYork, covering: decade)
  /// vtimezone.components.map(\.name)  // ["DAYLIGHT", "STANDARD"]
  /// vtimezone.components[0]["RRULE"]?.value  // "FREQ=YEARLY;BYDAY=2SU;BYMONTH=3"
  /// vtimezone.text.components(separatedBy: "\r\n").prefix(8).joined(separator: " ")  // "BEGIN:VTIMEZONE TZID:America/New_York BEGIN:DAYLIGHT TZOFFSETFROM:-0500 TZOFFSETTO:-0400 TZNAME:EDT DTSTART:20200308T020000 RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3"
  /// try Zone(vtimezone: vtimezone).offset(at: Date(rfc3339: "2091-03-11T07:00:00Z"))  // -04:00
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for an empty range;
  ///   ``DateMathError/Kind/outOfRange`` for a range that reaches before
  ///   0001-01-01T00:00:00Z or after 9999-12-31T00:00:00Z (iCalendar
  ///   writes four-digit years).
  public init(vtimezone zone: Zone, covering range: Range<Date>) throws(DateMathError) {
    func text(_ date: Date) -> String {
      (try? date.rfc3339String()) ?? "\(date.timeIntervalSince1970) seconds since 1970"
    }
    guard !range.isEmpty else {
      throw DateMathError(
        .invalidArgument, "a VTIMEZONE for \(zone.identifier) needs a range that is not empty (got \(text(range.lowerBound))..<\(text(range.upperBound)))",
        zoneIdentifier: zone.identifier)
    }
    let lower = try _InstantSeconds(range.lowerBound)
    let upper = try _InstantSeconds(range.upperBound)
    guard _VTimeZoneWriter.supported.contains(lower.seconds),
      _VTimeZoneWriter.supported.contains(upper.seconds),
      upper.seconds < _VTimeZoneWriter.supported.upperBound || upper.fraction <= 0
    else {
      throw DateMathError(
        .outOfRange,
        "a VTIMEZONE covers 0001-01-01T00:00:00Z to 9999-12-31T00:00:00Z at most, as iCalendar writes four-digit years "
          + "(got \(text(range.lowerBound))..<\(text(range.upperBound)) for \(zone.identifier))",
        zoneIdentifier: zone.identifier)
    }
    self.init(
      name: "VTIMEZONE", properties: [ICalendarProperty(name: "TZID", text: zone.identifier)],
      components: try _VTimeZoneWriter.observances(zone, covering: range))
  }
}
