import Foundation

extension RecurrenceRule: CustomStringConvertible, LosslessStringConvertible, Codable {
  /// Reads RFC 5545 RRULE text: `FREQ=MONTHLY;BYDAY=-1FR;COUNT=12`, parts
  /// in any order, names in any case, with or without the `RRULE:` prefix;
  /// space and line breaks around it are ignored (`COUNT=3\n` from a
  /// file's line). `COUNT=0` is refused: COUNT counts from 1.
  ///
  /// UNTIL takes the RFC's three forms: a date (`19971224`), a wall-clock
  /// date-time (`19971224T090000`) or UTC (`19971224T000000Z`); see
  /// ``Until``. RFC 7529's parts are read too: `RSCALE=HEBREW`,
  /// `SKIP=FORWARD`, and leap months such as `BYMONTH=5L`.
  ///
  /// ```swift
  /// // RFC 5545 §3.8.5.3: the first Saturday that follows the first Sunday of the month.
  /// let rule = try RecurrenceRule(parsing: "RRULE:freq=monthly;byday=SA;bymonthday=7,8,9,10,11,12,13")
  /// rule.description  // "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13"
  /// let newYork = try Zone(identifier: "America/New_York")
  /// Recurrence(start: try CivilDateTime(parsing: "1997-09-13T09:00"), in: newYork, rule: rule).occurrences().prefix(4).map(\.localDateTime.date)  // [1997-09-13, 1997-10-11, 1997-11-08, 1997-12-13]
  /// try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=10;UNTIL=19971224")  // throws invalidRecurrenceRule: COUNT and UNTIL cannot both be given
  /// try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3\n").description   // "FREQ=DAILY;COUNT=3"
  /// try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=0")  // throws invalidRecurrenceRule: COUNT 0 is not a number of occurrences
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidRecurrenceRule`` naming the part
  ///   and what is wrong with it: a missing FREQ, an unknown or repeated
  ///   part, a value that is not a number or out of range, a part the
  ///   frequency does not allow, a calendar DateMath does not compute in,
  ///   or SKIP without RSCALE. Text over 8,192 characters is refused.
  public init(parsing text: String) throws(DateMathError) {
    guard text.utf8.count <= 8192 else {
      throw .invalidRule("text", "is \(text.utf8.count) bytes long; a rule is at most 8,192")
    }
    // Space and line breaks around the rule (a file's line, `COUNT=3\n`)
    // are not part of it, as in an iCalendar block.
    var body = Substring(text).drop { $0.isWhitespace }
    while body.last?.isWhitespace == true { body = body.dropLast() }
    if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
    guard !body.isEmpty else { throw .invalidRule("text", "is empty: a rule needs FREQ, such as FREQ=DAILY") }
    var values: [String: Substring] = [:]
    for part in body.split(separator: ";", omittingEmptySubsequences: false) {
      guard let equals = part.firstIndex(of: "=") else {
        throw .invalidRule(DateMathError.quoted(part), "is not NAME=VALUE")
      }
      let name = part[..<equals].uppercased()
      guard Self.partNames.contains(name) else {
        throw .invalidRule(DateMathError.quoted(part[..<equals]), "is not a rule part of RFC 5545 or RFC 7529 (\(Self.partNames.joined(separator: ", ")))")
      }
      guard values[name] == nil else { throw .invalidRule(name, "appears twice") }
      values[name] = part[part.index(after: equals)...]
    }
    guard let freqText = values["FREQ"] else {
      throw .invalidRule("FREQ", "is missing: every rule needs one (SECONDLY … YEARLY)")
    }
    guard let frequency = Frequency(rawValue: freqText.uppercased()) else {
      throw .invalidRule("FREQ", "\(DateMathError.quoted(freqText)) is not SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY")
    }
    func integers(_ name: String) throws(DateMathError) -> [Int] {
      guard let text = values[name] else { return [] }
      var result: [Int] = []
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let value = Self.integer(item, signed: Self.signedParts.contains(name)) else {
          throw .invalidRule(name, "\(DateMathError.quoted(item)) is not \(Self.signedParts.contains(name) ? "a whole number, optionally signed" : "a whole number") of at most 12 digits")
        }
        result.append(value)
      }
      return result
    }
    func single(_ name: String) throws(DateMathError) -> Int? {
      guard let text = values[name] else { return nil }
      guard let value = Self.integer(text, signed: false) else {
        throw .invalidRule(name, "\(DateMathError.quoted(text)) is not a whole number of at most 12 digits")
      }
      return value
    }
    var end = End.never
    if let count = try single("COUNT") {
      guard values["UNTIL"] == nil else { throw .invalidRule("COUNT", "and UNTIL cannot both be given") }
      end = .count(count)
    } else if let until = values["UNTIL"] {
      // The DATE or DATE-TIME reader every iCalendar value goes through.
      switch _ICalendarValue.dateTime(until) {
      case .success(.date(let date)): end = .until(.date(date))
      case .success(.local(let local, _)): end = .until(.local(local))
      case .success(.utc(let date)): end = .until(.instant(date))
      case .failure(.form):
        throw .invalidRule(
          "UNTIL", "\(DateMathError.quoted(until)) is not a date (19971224), a date-time (19971224T090000) or UTC (19971224T000000Z)")
      case .failure(.invalid(let error)): throw .invalidRule("UNTIL", error.message)
      }
    }
    var byDay: [WeekdayNumber] = []
    if let text = values["BYDAY"] {
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        byDay.append(try Self.weekdayNumber(item))
      }
    }
    let calendar = try values["RSCALE"].map { text throws(DateMathError) in try CalendarKind.rscale(text) }
    var skip = Skip.omit
    if let text = values["SKIP"] {
      guard let value = Skip(rawValue: text.uppercased()) else {
        throw .invalidRule("SKIP", "\(DateMathError.quoted(text)) is not OMIT, BACKWARD or FORWARD")
      }
      guard calendar != nil else {
        throw .invalidRule("SKIP", "needs RSCALE (RFC 7529), such as RSCALE=GREGORIAN;SKIP=\(value.rawValue)")
      }
      skip = value
    }
    var byMonth: [Int] = []
    var byLeapMonth: [Int] = []
    if let text = values["BYMONTH"] {
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        let leap = item.last == "L" || item.last == "l"
        guard let value = Self.integer(leap ? item.dropLast() : item, signed: false) else {
          throw .invalidRule("BYMONTH", "\(DateMathError.quoted(item)) is not a month number such as 3, or a leap month such as 5L")
        }
        if leap { byLeapMonth.append(value) } else { byMonth.append(value) }
      }
    }
    var weekStart = Weekday.monday
    if let text = values["WKST"] {
      guard let day = Self.weekday(text) else {
        throw .invalidRule("WKST", "\(DateMathError.quoted(text)) is not a weekday (MO, TU, WE, TH, FR, SA, SU)")
      }
      weekStart = day
    }
    try self.init(
      frequency: frequency, interval: try single("INTERVAL") ?? 1, end: end,
      bySecond: try integers("BYSECOND"), byMinute: try integers("BYMINUTE"),
      byHour: try integers("BYHOUR"), byDay: byDay, byMonthDay: try integers("BYMONTHDAY"),
      byYearDay: try integers("BYYEARDAY"), byWeekNumber: try integers("BYWEEKNO"),
      byMonth: byMonth, bySetPosition: try integers("BYSETPOS"),
      weekStart: weekStart, calendar: calendar, skip: skip, byLeapMonth: byLeapMonth)
  }

  /// Reads RRULE text, or returns `nil`; ``init(parsing:)`` says why.
  ///
  /// ```swift
  /// RecurrenceRule("FREQ=WEEKLY;INTERVAL=2;WKST=SU")?.interval  // 2
  /// RecurrenceRule("FREQ=FORTNIGHTLY")  // nil
  /// ```
  public init?(_ description: String) {
    guard let rule = try? RecurrenceRule(parsing: description) else { return nil }
    self = rule
  }

  /// The RFC 5545 text, parts in the RFC's order, without the `RRULE:`
  /// prefix: `FREQ=MONTHLY;COUNT=12;BYDAY=-1FR`. Reading it back gives an
  /// equal rule. INTERVAL=1, WKST=MO and SKIP=OMIT, the defaults, are left
  /// out; RSCALE comes first, as in RFC 7529's examples
  /// (`RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD`).
  public var description: String {
    var parts = calendar.map { ["RSCALE=" + $0.rscaleName] } ?? []
    parts.append("FREQ=" + frequency.rawValue)
    switch end {
    case .never: break
    case .count(let n): parts.append("COUNT=\(n)")
    case .until(.date(let d)): parts.append("UNTIL=" + Self.basic(d))
    case .until(.local(let l)): parts.append("UNTIL=" + Self.basic(l))
    case .until(.instant(let date)):
      // In range: checked when the rule was made.
      parts.append("UNTIL=" + Self.basic((try? ZonedDateTime(date, in: .utc).localDateTime) ?? CivilDateTime(localSeconds: 0, nanosecond: 0)) + "Z")
    }
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    func list(_ name: String, _ values: [Int]) {
      if !values.isEmpty { parts.append(name + "=" + values.map(String.init).joined(separator: ",")) }
    }
    list("BYSECOND", bySecond)
    list("BYMINUTE", byMinute)
    list("BYHOUR", byHour)
    if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.text).joined(separator: ",")) }
    list("BYMONTHDAY", byMonthDay)
    list("BYYEARDAY", byYearDay)
    list("BYWEEKNO", byWeekNumber)
    if !byMonth.isEmpty || !byLeapMonth.isEmpty {
      parts.append("BYMONTH=" + (byMonth.map(String.init) + byLeapMonth.map { "\($0)L" }).joined(separator: ","))
    }
    list("BYSETPOS", bySetPosition)
    if weekStart != .monday { parts.append("WKST=" + Self.weekdayCode(weekStart)) }
    if skip != .omit { parts.append("SKIP=" + skip.rawValue) }
    return parts.joined(separator: ";")
  }

  /// Decodes RRULE text (see ``init(parsing:)``).
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      self = try RecurrenceRule(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.message, underlyingError: error))
    }
  }

  /// Encodes as RRULE text (``description``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  // MARK: Pieces of the grammar

  static let partNames = [
    "FREQ", "UNTIL", "COUNT", "INTERVAL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY",
    "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST", "RSCALE", "SKIP",
  ]
  static let signedParts: Set<String> = ["BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYSETPOS"]
  static let weekdayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

  static func weekdayCode(_ day: Weekday) -> String { weekdayCodes[day.rawValue - 1] }

  static func weekday(_ text: Substring) -> Weekday? {
    weekdayCodes.firstIndex(of: text.uppercased()).flatMap { Weekday(rawValue: $0 + 1) }
  }

  /// ASCII digits (at most 12), with a sign when `signed`.
  static func integer(_ text: Substring, signed: Bool) -> Int? {
    var digits = text
    var negative = false
    if signed, let first = digits.first, first == "+" || first == "-" {
      negative = first == "-"
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(digits)
    else { return nil }
    return negative ? -value : value
  }

  static func weekdayNumber(_ item: Substring) throws(DateMathError) -> WeekdayNumber {
    guard item.count >= 2, let day = weekday(item.suffix(2)) else {
      throw .invalidRule("BYDAY", "\(DateMathError.quoted(item)) is not a weekday such as MO, 2MO or -1FR")
    }
    let number = item.dropLast(2)
    if number.isEmpty { return .every(day) }
    guard let n = integer(number, signed: true) else {
      throw .invalidRule("BYDAY", "\(DateMathError.quoted(item)) is not a weekday such as MO, 2MO or -1FR")
    }
    return try .nth(n, day)
  }

  static func basic(_ d: CivilDate) -> String {
    String(format: "%04d%02d%02d", d.year, d.month, d.day)
  }

  static func basic(_ l: CivilDateTime) -> String {
    basic(l.date) + String(format: "T%02d%02d%02d", l.hour, l.minute, l.second)
  }
}
