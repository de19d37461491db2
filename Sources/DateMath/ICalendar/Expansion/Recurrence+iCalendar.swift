import Foundation

extension Recurrence {
  /// Reads an iCalendar property block (RFC 5545 §3.8.5): the lines a
  /// `VEVENT` would hold, read by the same reader and giving the same
  /// occurrences as the event in an ``ICalendarDocument``.
  ///
  /// ```swift
  /// let block = """
  ///   DTSTART;TZID=America/New_York:20240131T090000
  ///   RRULE:FREQ=MONTHLY;COUNT=6
  ///   EXDATE;TZID=America/New_York:20240331T090000
  ///   """
  /// let rent = try Recurrence(iCalendar: block)
  /// rent.occurrences().map(\.localDateTime.date)  // [2024-01-31, 2024-05-31, 2024-07-31, 2024-08-31, 2024-10-31]
  /// try Recurrence(iCalendar: "RRULE:FREQ=DAILY")  // throws invalidFormat
  /// ```
  ///
  /// - DTSTART is required, and is always an occurrence (RFC 5545
  ///   §3.8.5.1), unless an EXDATE takes it out: it is one of ``dates``.
  ///   With TZID, in UTC (`…Z`, expanded in UTC), a date (`VALUE=DATE`, an
  ///   all-day recurrence), or floating (no TZID), which is read in
  ///   `floatingZone`.
  /// - A TZID is an IANA zone, a Windows zone name
  ///   (`W. Europe Standard Time`, as CLDR maps it) or an IANA zone after
  ///   a vendor's prefix (`/mozilla.org/20050126_1/America/New_York`), as
  ///   in a file.
  /// - RRULE and EXRULE may appear any number of times; RDATE and EXDATE
  ///   take comma-separated lists, with TZID, in UTC, floating, as dates,
  ///   or (RDATE) as periods, of which the start counts. A wall-clock RDATE
  ///   or EXDATE in a gap or an overlap is read as DTSTART's occurrences
  ///   are (``Disambiguation/compatible``). In an all-day recurrence an
  ///   RDATE or EXDATE written with a time stands for its date on the
  ///   recurrence's clock: a timed EXDATE takes out that day's occurrence.
  /// - Lines end with CRLF, LF or CR; folded lines (a line break followed
  ///   by a space or tab) are joined; blank lines are skipped; names are
  ///   case-insensitive; parameter values may be quoted and use RFC 6868's
  ///   escapes (`^'`, `^n`, `^^`). A byte-order mark (U+FEFF) at the very
  ///   start of the text is read past, as iCalendar readers do; anywhere
  ///   else it is an error, which shows it escaped (`"\u{FEFF}RRULE"`).
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for a line that is not a
  ///   property this block may hold, a bad value or parameter, or a
  ///   floating DTSTART without `floatingZone`;
  ///   ``DateMathError/Kind/invalidRecurrenceRule`` for a bad rule;
  ///   ``DateMathError/Kind/unknownZone`` for an unknown TZID. Each names
  ///   its line in ``DateMathError/position`` (and the message), and the
  ///   column where a line stops being a content line.
  public init(
    iCalendar text: String, floatingZone: Zone? = nil, invalidDates: InvalidDatePolicy = .skip
  ) throws(DateMathError) {
    guard text.utf8.count <= 1 << 20 else {
      throw DateMathError(.invalidFormat, "an iCalendar block of \(text.utf8.count) bytes is over the 1 MiB DateMath reads")
    }
    let block = try Self.block(text)
    var reader = _ICalendarComponentReader(zones: _ICalendarZones(block: floatingZone))
    guard let shape = try reader.shape(of: block) else {
      throw DateMathError(
        .invalidFormat,
        "the block has no DTSTART: a recurrence needs its first date-time, such as DTSTART;TZID=America/New_York:20240131T090000")
    }
    self = try reader.recurrenceSet(block, shape).recurrence
    self.invalidDates = invalidDates
  }

  /// The properties of a block as a `VEVENT` (its line: DTSTART's).
  static func block(_ text: String) throws(DateMathError) -> ICalendarComponent {
    let names: Set<String> = ["DTSTART", "RRULE", "RDATE", "EXDATE", "EXRULE"]
    var properties: [ICalendarProperty] = []
    func add(_ line: [UInt8], _ number: Int) throws(DateMathError) {
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return }
      let parsed: _ICalendarContentLines.Parsed
      switch _ICalendarContentLines.parse(line, strict: false) {
      case .success(let p): parsed = p
      case .failure(let failure):
        let text = String(decoding: line, as: UTF8.self)
        if let end = text.firstIndex(where: { $0 == ";" || $0 == ":" }),
          !_ICalendarContentLines.isName(ArraySlice(text[..<end].utf8))
        {
          // A name that is none (a byte-order mark before it, a space in it).
          throw _ICalendarContentLines.error(
            "\(DateMathError.quoted(text[..<end])) is not a property of a recurrence (DTSTART, RRULE, RDATE, EXDATE, EXRULE)",
            line: number, column: failure.column)
        }
        throw _ICalendarContentLines.error(
          "\(DateMathError.quoted(text)) is not an iCalendar property (NAME;PARAM=VALUE:VALUE)",
          line: number, column: failure.column)
      }
      guard names.contains(parsed.name) else {
        throw _ICalendarContentLines.error(
          "\(DateMathError.quoted(parsed.name)) is not a property of a recurrence (DTSTART, RRULE, RDATE, EXDATE, EXRULE)",
          line: number, column: 1)
      }
      if parsed.name == "DTSTART", properties.contains(where: { $0.name == "DTSTART" }) {
        throw _ICalendarContentLines.error("DTSTART appears twice", line: number, column: 1)
      }
      properties.append(
        ICalendarProperty(
          name: parsed.name, parameters: parsed.parameters, value: String(decoding: parsed.value, as: UTF8.self),
          line: number))
    }
    var text = text
    let failure = text.withUTF8 { bytes -> DateMathError? in
      do throws(DateMathError) {
        _ = try _ICalendarContentLines.read(
          bytes, maxLineBytes: 1 << 20, bareLineEnd: { (_, _) throws(DateMathError) in }, body: add)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    let line = properties.first { $0.name == "DTSTART" }?.line ?? 0
    return ICalendarComponent(name: "VEVENT", properties: properties, line: line)
  }

  /// The iCalendar property block: DTSTART (with TZID, or in UTC, or as a
  /// date), then RRULE, EXRULE, RDATE and EXDATE lines, separated by CRLF
  /// as RFC 5545 §3.1 says. Reading it back gives the same occurrences:
  /// DTSTART, which a block always counts, is written as an EXDATE too
  /// when it is not an occurrence here (a rule it does not match);
  /// ``invalidDates`` has no iCalendar form, and an all-day DTSTART
  /// (`VALUE=DATE`) has no zone (RFC 5545 §3.2.19 forbids TZID on dates),
  /// so read it back with `floatingZone:`.
  ///
  /// ```swift
  /// let weekly = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-03-04T09:30"), in: try Zone(identifier: "Europe/Paris"),
  ///   rule: try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=2"))
  /// weekly.iCalendar  // "DTSTART;TZID=Europe/Paris:20240304T093000\r\nRRULE:FREQ=WEEKLY;COUNT=2"
  /// ```
  public var iCalendar: String {
    func stamp(_ l: CivilDateTime) -> String { RecurrenceRule.basic(l) }
    var lines: [String] = []
    if isAllDay {
      lines.append("DTSTART;VALUE=DATE:" + RecurrenceRule.basic(start.date))
    } else if zone.identifier == "UTC" {
      lines.append("DTSTART:" + stamp(start) + "Z")
    } else {
      // A fixed offset's identifier (+05:30) has a ":", which a parameter
      // value may hold only in double quotes (RFC 5545 §3.2).
      let tzid = zone.identifier.contains(where: { ":;,".contains($0) }) ? "\"\(zone.identifier)\"" : zone.identifier
      lines.append("DTSTART;TZID=\(tzid):" + stamp(start))
    }
    lines += rules.map { "RRULE:" + $0.description }
    lines += exceptionRules.map { "EXRULE:" + $0.description }
    // DTSTART's instant: the block counts it without an RDATE.
    let first = isAllDay ? try? ZonedDateTime(startOf: start.date, in: zone) : try? ZonedDateTime(start, in: zone)
    var exceptions = exceptionDates
    if let first, next(after: first.date.addingTimeInterval(-1))?.epochSeconds != first.epochSeconds,
      !exceptions.contains(where: { $0.epochSeconds == first.epochSeconds })
    {
      exceptions.append(first)
    }
    let extra = dates.filter { $0.epochSeconds != first?.epochSeconds }
    // Extra dates and exceptions in UTC, exact whatever their zones; an
    // all-day recurrence's as dates on its own clock.
    func written(_ dates: [ZonedDateTime]) -> String {
      dates.map { d in
        let shown = try? d.converted(to: isAllDay ? zone : .utc)
        return shown.map { isAllDay ? RecurrenceRule.basic($0.localDateTime.date) : stamp($0.localDateTime) + "Z" } ?? ""
      }.joined(separator: ",")
    }
    let value = isAllDay ? ";VALUE=DATE:" : ":"
    if !extra.isEmpty { lines.append("RDATE" + value + written(extra)) }
    if !exceptions.isEmpty { lines.append("EXDATE" + value + written(exceptions)) }
    return lines.joined(separator: "\r\n")
  }
}
