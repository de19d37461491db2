// The POSIX TZ string of a TZif footer (RFC 8536 §3.3, RFC 9636 §3.3):
// `std offset [dst [offset] [,start[/time],end[/time]]]`, such as
// `PST8PDT,M3.2.0,M11.1.0`, `<-03>3<-02>,M3.5.0/-2,M10.5.0/-1` (signed
// transition hours, RFC 9636's extension up to ±167) or
// `EST5EDT,0/0,J365/25` (daylight saving time all year).

/// A zone's rule for the years after its last listed transition.
struct _POSIXTimeZoneRule: Equatable, Sendable {
  /// A day of the year a change happens on.
  enum Day: Equatable, Sendable {
    /// `Jn`: day 1...365, February 29 never counted (J60 is March 1).
    case julian(Int)
    /// `n`: day 0...365, February 29 counted in leap years.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday d (0 = Sunday) of week w (1...4, or 5 for the
    /// last) of month m.
    case monthWeekDay(month: Int, week: Int, weekday: Int)
  }

  /// A change: its day, and the local time of day (seconds, possibly
  /// negative or past 24 h) at which it happens, read on the clock that is
  /// in force before it.
  struct Change: Equatable, Sendable {
    var day: Day
    var time: Int64
  }

  /// The standard designation and UTC offset (east positive).
  var standardName: String
  var standardOffset: Int64
  /// Daylight saving time, when the zone has it: designation, offset and
  /// the yearly changes into and out of it.
  var daylight: (name: String, offset: Int64, start: Change, end: Change)?

  static func == (a: Self, b: Self) -> Bool {
    a.standardName == b.standardName && a.standardOffset == b.standardOffset
      && a.daylight?.name == b.daylight?.name && a.daylight?.offset == b.daylight?.offset
      && a.daylight?.start == b.daylight?.start && a.daylight?.end == b.daylight?.end
  }

  /// Parses a TZ string.
  ///
  /// - Throws: `_TZifError` naming what is wrong and where.
  init(_ text: String) throws(_TZifError) {
    var scanner = _TZScanner(Array(text.utf8))
    standardName = try scanner.designation()
    standardOffset = -(try scanner.signedTime(maxHours: 24, what: "the standard offset"))
    try Self.check(standardOffset, "standard", scanner)
    guard !scanner.atEnd else {
      daylight = nil
      return
    }
    let name = try scanner.designation()
    var offset = standardOffset + 3600
    if let next = scanner.peek, next != UInt8(ascii: ",") {
      offset = -(try scanner.signedTime(maxHours: 24, what: "the daylight offset"))
    }
    try Self.check(offset, "daylight", scanner)
    // POSIX leaves a missing rule to the implementation; like glibc and
    // zic's "posixrules" default, DateMath uses the United States' rules.
    var start = Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
    var end = Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
    if !scanner.atEnd {
      try scanner.expect(",", what: "a comma before the start rule")
      start = try scanner.change()
      try scanner.expect(",", what: "a comma before the end rule")
      end = try scanner.change()
    }
    guard scanner.atEnd else {
      throw _TZifError("unexpected \(DateMathError.quoted(scanner.restText)) at the end of \(DateMathError.quoted(text))")
    }
    daylight = (name, offset, start, end)
  }

  /// Refuses an offset of 24 hours or more, which no ``UTCOffset`` (and so
  /// no reported transition) can hold.
  static func check(_ offset: Int64, _ name: String, _ scanner: _TZScanner) throws(_TZifError) {
    guard _TZif.offsetRange.contains(offset) else {
      throw scanner.error("the \(name) offset is 24 hours or more")
    }
  }

  /// `seconds` as a TZ string writes a signed time, what
  /// `_TZScanner.signedTime` reads: `[-]h[:mm[:ss]]`, minutes and seconds
  /// only when needed (`5`, `-5:30`, `0:17:02`).
  static func timeText(_ seconds: Int64) -> String {
    let magnitude = seconds.magnitude
    var text = (seconds < 0 ? "-" : "") + "\(magnitude / 3600)"
    if magnitude % 3600 != 0 { text += ":" + _ISO.pad(Int(magnitude / 60 % 60), 2) }
    if magnitude % 60 != 0 { text += ":" + _ISO.pad(Int(magnitude % 60), 2) }
    return text
  }

  /// The least and greatest offsets the rule uses.
  var offsetRange: ClosedRange<Int64> {
    let daylightOffset = daylight?.offset ?? standardOffset
    return min(standardOffset, daylightOffset)...max(standardOffset, daylightOffset)
  }

  /// Days since 1970-01-01 of `day` in `year`.
  static func days(of day: Day, in year: Int) -> Int64 {
    let january1 = Int64(_Civil.daysFromCivil(year: year, month: 1, day: 1))
    switch day {
    case .julian(let n):
      let leapShift = _Civil.isLeapYear(year) && n >= 60 ? 1 : 0
      return january1 + Int64(n - 1 + leapShift)
    case .zeroBased(let n):
      return january1 + Int64(n)
    case .monthWeekDay(let month, let week, let weekday):
      let first = Int64(_Civil.daysFromCivil(year: year, month: month, day: 1))
      // 1970-01-01 was a Thursday (4 with Sunday = 0).
      let firstWeekday = (first % 7 + 11) % 7
      var day = first + (Int64(weekday) - firstWeekday + 7) % 7 + Int64(week - 1) * 7
      let last = first + Int64(_Civil.daysInMonth(year: year, month: month)) - 1
      while day > last { day -= 7 }
      return day
    }
  }

  /// The instants (seconds since 1970 UTC) at which daylight saving time
  /// starts and ends in local year `year`.
  func changes(inYear year: Int) -> (start: Int64, end: Int64)? {
    guard let daylight else { return nil }
    let start =
      Self.days(of: daylight.start.day, in: year) * 86_400 + daylight.start.time - standardOffset
    let end = Self.days(of: daylight.end.day, in: year) * 86_400 + daylight.end.time - daylight.offset
    return (start, end)
  }

  /// The starts and ends of daylight saving time in local years `years`,
  /// in time order; at one instant an end comes before a start, so a rule
  /// whose daylight time ends as it starts again (`EST5EDT,0/0,J365/25`,
  /// all year) never leaves it.
  func events(years: ClosedRange<Int>) -> [(time: Int64, isStart: Bool)] {
    var events: [(time: Int64, isStart: Bool)] = []
    events.reserveCapacity(years.count * 2)
    for year in years {
      guard let change = changes(inYear: year) else { continue }
      // As tzcode does: daylight time that lasts the whole year or more
      // (`EST5EDT,0/0,J365/25`, or an end that overshoots it) is daylight
      // time all year, with no change to leave it.
      let yearLength = Int64(_Civil.isLeapYear(year) ? 366 : 365) * 86_400
      events.append((change.start, true))
      if !(change.start < change.end && change.end - change.start >= yearLength) {
        events.append((change.end, false))
      }
    }
    // Nearly sorted already (two changes a year): an insertion sort is
    // linear here.
    for index in events.indices.dropFirst() {
      var position = index
      let event = events[index]
      while position > 0,
        (events[position - 1].time, events[position - 1].isStart ? 1 : 0)
          > (event.time, event.isStart ? 1 : 0)
      {
        events[position] = events[position - 1]
        position -= 1
      }
      events[position] = event
    }
    return events
  }

  /// The changes of offset in local years `years`, in order: each is an
  /// instant and the offset in force from then on. Of the ``events(years:)``
  /// at one instant the last decides; changes that keep the offset (from
  /// `initial` on) are left out.
  func timeline(years: ClosedRange<Int>, from initial: Int64) -> [(time: Int64, offset: Int64)] {
    guard let daylight else { return [] }
    let events = events(years: years)
    var result: [(time: Int64, offset: Int64)] = []
    var current = initial
    var index = 0
    while index < events.count {
      while index + 1 < events.count && events[index + 1].time == events[index].time {
        index += 1
      }
      let offset = events[index].isStart ? daylight.offset : standardOffset
      if offset != current {
        result.append((events[index].time, offset))
        current = offset
      }
      index += 1
    }
    return result
  }

  /// Whether daylight saving time is in force at `time`: the last start or
  /// end at or before it (changes lie at most a week, ±167 h, from their
  /// local year, so the two years before decide).
  func isDaylight(at time: Int64) -> Bool {
    guard daylight != nil else { return false }
    let year = self.year(of: time)
    return events(years: (year - 2)...(year + 1)).last { $0.time <= time }?.isStart ?? false
  }

  /// The local year that contains `time` (UTC) in the rule's standard time.
  /// A time beyond about ±24,000 years from 1970 (which only a TZif file's
  /// own transitions can be; no query is) counts as the year there, so
  /// that the years around it stay in the calendar arithmetic's domain.
  func year(of time: Int64) -> Int {
    let (sum, overflow) = time.addingReportingOverflow(standardOffset)
    let days = overflow ? (time < 0 ? Int64.min : Int64.max) : _Civil.floorDiv(sum, 86_400)
    let limit: Int64 = 9_000_000
    return _Civil.civilFromDays(Int(min(max(days, -limit), limit))).year
  }

  /// The offset in force at `time`.
  func offset(at time: Int64) -> Int64 {
    guard let daylight, isDaylight(at: time) else { return standardOffset }
    return daylight.offset
  }

  /// The first change of offset strictly after `time`, or nil when the
  /// rule never changes the offset.
  func nextChange(after time: Int64) -> (time: Int64, offset: Int64)? {
    guard daylight != nil else { return nil }
    let year = self.year(of: time)
    // Most rules change twice a year: look two years ahead first. A rule
    // whose start and end can fall on one instant (`M1.4.0/1,M1.5.0/3` in
    // a January with four Sundays) may keep one offset for years; the
    // calendar repeats every 400 years, so 401 years without a change
    // mean none ever comes.
    return nextChange(after: time, years: year...(year + 2))
      ?? nextChange(after: time, years: year...(year + 401))
  }

  /// The first change strictly after `time` among the changes of local
  /// years `years`. Changes are computed from two years before to one year
  /// after, but those of the last year lack the next year's to pair with
  /// (the end of all-year daylight time is undone by the next start), and
  /// transition times reach a week (±167 h) out of their year: only
  /// changes more than a week before the end of `years` count.
  func nextChange(after time: Int64, years: ClosedRange<Int>) -> (time: Int64, offset: Int64)? {
    var offset = offset(at: time)
    let horizon = Int64(_Civil.daysFromCivil(year: years.upperBound + 1, month: 1, day: 1) - 8) * 86_400
    for change in timeline(years: (years.lowerBound - 2)...(years.upperBound + 1), from: .min) {
      guard change.time < horizon else { break }
      guard change.time > time else { continue }
      if change.offset != offset { return change }
      offset = change.offset
    }
    return nil
  }
}

/// Reads the parts of a TZ string.
struct _TZScanner {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { position == bytes.count }
  var peek: UInt8? { atEnd ? nil : bytes[position] }
  var restText: String { String(decoding: bytes[position...], as: UTF8.self) }

  mutating func expect(_ character: Character, what: String) throws(_TZifError) {
    guard let byte = character.asciiValue, peek == byte else { throw error("expected \(what)") }
    position += 1
  }

  func error(_ message: String) -> _TZifError {
    _TZifError("\(message) at byte \(position) of \(DateMathError.quoted(String(decoding: bytes, as: UTF8.self)))")
  }

  /// `<...>` with letters, digits, '+' and '-', or three or more letters;
  /// at most 16 bytes (`_TZif.maximumDesignationLength`), as in a TZif
  /// file's data block.
  mutating func designation() throws(_TZifError) -> String {
    let start = position
    let name = try unboundedDesignation()
    guard name.utf8.count <= _TZif.maximumDesignationLength else {
      position = start
      throw error(
        "a designation is \(name.utf8.count) bytes long (at most \(_TZif.maximumDesignationLength))")
    }
    return name
  }

  /// A designation of any length.
  mutating func unboundedDesignation() throws(_TZifError) -> String {
    let start = position
    if peek == UInt8(ascii: "<") {
      position += 1
      let inner = position
      while let byte = peek, byte != UInt8(ascii: ">") {
        guard Self.isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        else { throw error("a quoted designation may hold only letters, digits, + and -") }
        position += 1
      }
      guard peek == UInt8(ascii: ">") else { throw error("a quoted designation has no closing >") }
      let name = String(decoding: bytes[inner..<position], as: UTF8.self)
      position += 1
      guard name.utf8.count >= 3 else { throw error("a designation needs at least 3 characters") }
      return name
    }
    while let byte = peek, Self.isLetter(byte) { position += 1 }
    guard position - start >= 3 else {
      throw error("a designation needs at least 3 letters")
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// `[+|-]hh[:mm[:ss]]` as seconds, hours at most `maxHours`.
  mutating func signedTime(maxHours: Int64, what: String) throws(_TZifError) -> Int64 {
    var sign: Int64 = 1
    if peek == UInt8(ascii: "+") {
      position += 1
    } else if peek == UInt8(ascii: "-") {
      sign = -1
      position += 1
    }
    let hours = try number(maxDigits: 3, what: what)
    guard hours <= maxHours else { throw error("\(what) has \(hours) hours, more than \(maxHours)") }
    var seconds = hours * 3600
    for (unit, name) in [(Int64(60), "minutes"), (1, "seconds")] {
      guard peek == UInt8(ascii: ":") else { break }
      position += 1
      let value = try number(maxDigits: 2, what: what)
      guard value <= 59 else { throw error("\(what) has \(value) \(name)") }
      seconds += value * unit
    }
    return sign * seconds
  }

  /// A start or end rule: a day and an optional `/time` (default 02:00).
  mutating func change() throws(_TZifError) -> _POSIXTimeZoneRule.Change {
    let day: _POSIXTimeZoneRule.Day
    if peek == UInt8(ascii: "J") {
      position += 1
      let n = try number(maxDigits: 3, what: "a Jn day")
      guard (1...365).contains(n) else { throw error("Jn needs n in 1...365, not \(n)") }
      day = .julian(Int(n))
    } else if peek == UInt8(ascii: "M") {
      position += 1
      let month = try number(maxDigits: 2, what: "the month of an Mm.w.d rule")
      try expect(".", what: "'.' after the month")
      let week = try number(maxDigits: 1, what: "the week of an Mm.w.d rule")
      try expect(".", what: "'.' after the week")
      let weekday = try number(maxDigits: 1, what: "the weekday of an Mm.w.d rule")
      guard (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday) else {
        throw error("Mm.w.d needs m in 1...12, w in 1...5, d in 0...6")
      }
      day = .monthWeekDay(month: Int(month), week: Int(week), weekday: Int(weekday))
    } else {
      let n = try number(maxDigits: 3, what: "a day number")
      guard (0...365).contains(n) else { throw error("a day number must be 0...365, not \(n)") }
      day = .zeroBased(Int(n))
    }
    var time: Int64 = 7200
    if peek == UInt8(ascii: "/") {
      position += 1
      time = try signedTime(maxHours: 167, what: "a transition time")
    }
    return .init(day: day, time: time)
  }

  mutating func number(maxDigits: Int, what: String) throws(_TZifError) -> Int64 {
    let start = position
    var value: Int64 = 0
    while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"),
      position - start < maxDigits
    {
      value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      position += 1
    }
    guard position > start else { throw error("expected digits for \(what)") }
    return value
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
