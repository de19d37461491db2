import Foundation

extension Recurrence {
  /// Reads an iCalendar property block (RFC 5545 §3.8.5):
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
  /// - DTSTART is required: with TZID, in UTC (`…Z`, expanded in UTC), a
  ///   date (`VALUE=DATE`, an all-day recurrence), or floating (no TZID),
  ///   which is read in `floatingZone`.
  /// - RRULE and EXRULE may appear any number of times; RDATE and EXDATE
  ///   take comma-separated lists, with TZID, in UTC, floating, as dates,
  ///   or (RDATE) as periods, of which the start counts. A wall-clock RDATE
  ///   or EXDATE in a gap or an overlap is read as DTSTART's occurrences
  ///   are (``Disambiguation/compatible``).
  /// - Folded lines (a line break followed by a space or tab) are joined;
  ///   property names and parameters are case-insensitive. A byte-order
  ///   mark (U+FEFF) at the very start of the text is read past, as
  ///   iCalendar readers do; anywhere else it is an error, which shows it
  ///   escaped (`"\u{FEFF}RRULE"`).
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for a line that is not a
  ///   property this block may hold, a bad value or parameter, or a
  ///   floating DTSTART without `floatingZone`;
  ///   ``DateMathError/Kind/invalidRecurrenceRule`` for a bad rule;
  ///   ``DateMathError/Kind/unknownZone`` for an unknown TZID.
  public init(
    iCalendar text: String, floatingZone: Zone? = nil, invalidDates: InvalidDatePolicy = .skip
  ) throws(DateMathError) {
    guard text.utf8.count <= 1 << 20 else {
      throw DateMathError(.invalidFormat, "an iCalendar block of \(text.utf8.count) bytes is over the 1 MiB DateMath reads")
    }
    var start: (CivilDateTime, Zone, Bool)?
    var rules: [RecurrenceRule] = []
    var exceptionRules: [RecurrenceRule] = []
    var dates: [(Substring, [String: Substring])] = []
    var exceptions: [(Substring, [String: Substring])] = []
    // A byte-order mark that a file or a clipboard left at the start.
    let text = text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
    for line in Self.unfoldedLines(text) where !line.allSatisfy(\.isWhitespace) {
      let (head, value) = try Self.split(line)
      let name = head[0].uppercased()
      var parameters: [String: Substring] = [:]
      for parameter in head.dropFirst() {
        guard let equals = parameter.firstIndex(of: "=") else {
          throw DateMathError(.invalidFormat, "\(DateMathError.quoted(parameter)) in \(name) is not a parameter (NAME=VALUE)")
        }
        var parameterValue = parameter[parameter.index(after: equals)...]
        // RFC 5545 §3.2: a value may be quoted (TZID="America/New_York").
        if parameterValue.count >= 2, parameterValue.first == "\"", parameterValue.last == "\"" {
          parameterValue = parameterValue.dropFirst().dropLast()
        }
        parameters[parameter[..<equals].uppercased()] = parameterValue
      }
      switch name {
      case "DTSTART":
        guard start == nil else { throw DateMathError(.invalidFormat, "DTSTART appears twice") }
        let (local, zone, isDate) = try Self.dateTime(value, parameters, property: name, floatingZone: floatingZone)
        start = (local, zone, isDate)
      case "RRULE": rules.append(try RecurrenceRule(parsing: String(value)))
      case "EXRULE": exceptionRules.append(try RecurrenceRule(parsing: String(value)))
      case "RDATE": dates.append((value, parameters))
      case "EXDATE": exceptions.append((value, parameters))
      default:
        throw DateMathError(
          .invalidFormat, "\(DateMathError.quoted(name)) is not a property of a recurrence (DTSTART, RRULE, RDATE, EXDATE, EXRULE)")
      }
    }
    guard let (local, zone, isAllDay) = start else {
      throw DateMathError(.invalidFormat, "the block has no DTSTART: a recurrence needs its first date-time, such as DTSTART;TZID=America/New_York:20240131T090000")
    }
    // An all-day recurrence's occurrences are dates: no rule may give times.
    if isAllDay, let timed = (rules + exceptionRules).first(where: {
      $0.frequency < .daily || !($0.byHour.isEmpty && $0.byMinute.isEmpty && $0.bySecond.isEmpty)
    }) {
      throw DateMathError(
        .invalidFormat, "DTSTART is a date (an all-day event), but the rule \(timed) gives times of day")
    }
    func instants(_ lists: [(Substring, [String: Substring])], _ property: String) throws(DateMathError) -> [ZonedDateTime] {
      var result: [ZonedDateTime] = []
      for (value, parameters) in lists {
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
          var item = item
          if parameters["VALUE"]?.uppercased() == "PERIOD", let slash = item.firstIndex(of: "/") { item = item[..<slash] }
          let (l, z, _) = try Self.dateTime(item, parameters, property: property, floatingZone: zone)
          result.append(try ZonedDateTime(l, in: z).converted(to: zone))
        }
      }
      return result
    }
    self.init(
      start: local, in: zone, rules: rules, dates: try instants(dates, "RDATE"),
      exceptionRules: exceptionRules, exceptionDates: try instants(exceptions, "EXDATE"),
      invalidDates: invalidDates, isAllDay: isAllDay)
  }

  /// The iCalendar property block: DTSTART (with TZID, or in UTC, or as a
  /// date), then RRULE, EXRULE, RDATE and EXDATE lines, separated by CRLF
  /// as RFC 5545 §3.1 says. Reading it back gives the same occurrences;
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
    // Extra dates and exceptions in UTC: exact, whatever their zones.
    func utc(_ dates: [ZonedDateTime]) -> String {
      dates.map { (try? $0.converted(to: .utc)).map { stamp($0.localDateTime) + "Z" } ?? "" }.joined(separator: ",")
    }
    if !dates.isEmpty { lines.append("RDATE:" + utc(dates)) }
    if !exceptionDates.isEmpty { lines.append("EXDATE:" + utc(exceptionDates)) }
    return lines.joined(separator: "\r\n")
  }

  /// A content line's name and parameters, and its value: split at the
  /// first `:` and at `;` outside double quotes (RFC 5545 §3.1).
  static func split(_ line: Substring) throws(DateMathError) -> (head: [Substring], value: Substring) {
    var head: [Substring] = []
    var start = line.startIndex
    var quoted = false
    var i = line.startIndex
    while i < line.endIndex {
      let c = line[i]
      if c == "\"" {
        quoted.toggle()
      } else if !quoted && (c == ";" || c == ":") {
        head.append(line[start..<i])
        start = line.index(after: i)
        if c == ":" { return (head, line[start...]) }
      }
      i = line.index(after: i)
    }
    throw DateMathError(.invalidFormat, "\(DateMathError.quoted(line)) is not an iCalendar property (NAME;PARAM=VALUE:VALUE)")
  }

  static func unfoldedLines(_ text: Substring) -> [Substring] {
    var lines: [Substring] = []
    var current = ""
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
      if let first = line.first, first == " " || first == "\t" {
        current += line.dropFirst()
      } else {
        if !current.isEmpty { lines.append(Substring(current)) }
        current = String(line)
      }
    }
    if !current.isEmpty { lines.append(Substring(current)) }
    return lines
  }

  /// A DATE or DATE-TIME value with its TZID and VALUE parameters.
  static func dateTime(
    _ value: Substring, _ parameters: [String: Substring], property: String, floatingZone: Zone?
  ) throws(DateMathError) -> (CivilDateTime, Zone, isDate: Bool) {
    let until: RecurrenceRule.Until
    do { until = try RecurrenceRule.until(value) } catch {
      throw DateMathError(
        .invalidFormat,
        "\(property) \(DateMathError.quoted(value)) is not a date (19970902), a date-time (19970902T090000) or UTC (19970902T130000Z)")
    }
    let kind = parameters["VALUE"]?.uppercased()
    switch until {
    case .date(let d):
      guard kind == nil || kind == "DATE" || kind == "PERIOD" else {
        throw DateMathError(.invalidFormat, "\(property) \(DateMathError.quoted(value)) is a date but VALUE is \(kind!)")
      }
      return (CivilDateTime(date: d, time: .midnight), try zone(parameters, property, floatingZone), true)
    case .local(let l):
      guard kind != "DATE" else {
        throw DateMathError(.invalidFormat, "\(property) \(DateMathError.quoted(value)) is a date-time but VALUE is DATE")
      }
      return (l, try zone(parameters, property, floatingZone), false)
    case .instant(let date):
      guard parameters["TZID"] == nil else {
        throw DateMathError(.invalidFormat, "\(property) \(DateMathError.quoted(value)) is in UTC and cannot have a TZID")
      }
      return (try ZonedDateTime(date, in: .utc).localDateTime, .utc, false)
    }
  }

  static func zone(_ parameters: [String: Substring], _ property: String, _ floatingZone: Zone?) throws(DateMathError) -> Zone {
    if let tzid = parameters["TZID"] { return try Zone(identifier: String(tzid)) }
    guard let floatingZone else {
      throw DateMathError(
        .invalidFormat, "\(property) has no TZID and is not in UTC: give the zone its floating time is read in")
    }
    return floatingZone
  }
}
