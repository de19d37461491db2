import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ICalendarExpansionOptions.CalendarZonePolicy: ExpressibleByArgument {
  public init?(argument: String) {
    switch argument {
    case "google": self = .google
    case "floating-only": self = .floatingOnly
    case "ignore": self = .ignore
    default: return nil
    }
  }

  public static var allValueStrings: [String] { ["google", "floating-only", "ignore"] }
}

extension DateCalc {
  /// `datecalc ics FILE --from A [--to B]`: a calendar file's occurrences.
  struct ICS: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "ics",
      abstract: "The occurrences of an iCalendar (.ics) file's events between two times, with notes on moves, cancellations, DST and month ends.",
      discussion: """
        FILE is an RFC 5545 calendar file as Google Calendar, Outlook, Apple \
        Calendar or Nextcloud export it (- reads standard input). Each \
        event, to-do and journal entry that meets the range from --from up to \
        --to is listed in order of its start: those that began earlier and \
        are still going on too. RRULE, RDATE, EXDATE and EXRULE are \
        expanded; an instance moved or changed by RECURRENCE-ID is listed at \
        its new time, a cancelled one (STATUS:CANCELLED) is listed and says \
        so.

        TZIDs name the file's own VTIMEZONEs; Windows names (W. Europe \
        Standard Time) and IANA identifiers without one are looked up. \
        Floating times and all-day events are read in the calendar's \
        X-WR-TIMEZONE, else in --zone (default: the system zone), which \
        also reads --from and --to. Each occurrence is shown in its own \
        zone, as RFC 9557: a zone the file names in a way RFC 9557 cannot \
        write (W. Europe Standard Time) is shown as the IANA zone it maps \
        to when that zone has the same offset then, else as the offset \
        alone.

        Notes say what moved an occurrence or its offset: an instance moved \
        from its place in the series, a wall-clock time the clocks skipped \
        (read with the offset before the gap, RFC 5545 §3.3.5) or repeated, \
        an event that spans a change of clocks (8h long, 9h on the wall \
        clock), the first occurrence after the clocks change, and a date \
        past a month's end that the rule skipped (RFC 5545 §3.3.10). What a \
        lenient reading forgave, TZIDs read as floating, and zones whose \
        VTIMEZONE and IANA rules disagree follow as note: lines (on standard \
        error with --json).

        --json prints an array with an object per occurrence: uid, start, \
        end, recurrenceId (RFC 9557 text, or null), summary, status, \
        allDay, floating, origin (series, override, thisAndFuture), moved, \
        cancelled, component, zone, line and notes.

        Examples:
          datecalc ics calendar.ics --from 2024-03-25 --to 2024-04-01
          datecalc ics outlook.ics --from 2026-10-01 --zone Europe/Berlin
          datecalc ics calendar.ics --from today --to 2024-12-31 --json
          curl -s "$ICS_URL" | datecalc ics - --from now --iana-zones
          datecalc ics old.ics --from 2024-03-01 --to 2024-04-01 \\
            --calendar-zone floating-only --floating-unknown-zones
        """)

    @Argument(help: ArgumentHelp("An iCalendar file (.ics), or - for standard input.", valueName: "file"))
    var file: String

    @Option(
      help: ArgumentHelp("The occurrences that meet the range from this time…", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var from: TimeInput

    @Option(
      help: ArgumentHelp("…up to this one (default: a month after --from).", valueName: "time"),
      transform: TimeInput.init(parsing:))
    var to: TimeInput?

    @Flag(
      help: "Read the file strictly by RFC 5545: what lenient reading forgives (bare LF, a missing VERSION, a line that is no content line, a component that cannot be read) is an error naming its line.")
    var strict = false

    @Flag(
      name: .customLong("iana-zones"),
      help: "A TZID that is an IANA identifier follows IANA's rules, not the file's VTIMEZONE, as Google and Apple Calendar read files.")
    var ianaZones = false

    @Flag(
      name: .customLong("floating-unknown-zones"),
      help: "Read a TZID that neither the file nor the tz data knows as floating, with a note, instead of stopping with an error.")
    var floatingUnknownZones = false

    @Option(
      name: .customLong("calendar-zone"),
      help: ArgumentHelp(
        "What X-WR-TIMEZONE does: google reads floating times and all-day events in it and keeps a UTC DTSTART on its wall clock, as Google Calendar does; floating-only reads only floating times and all-day events in it (RFC 5545, libical); ignore leaves it unused.",
        valueName: "policy"))
    var calendarZone: ICalendarExpansionOptions.CalendarZonePolicy = .google

    @Option(help: ArgumentHelp("The most occurrences to list (1 to 100000).", valueName: "n"))
    var limit: Int = 1000

    @OptionGroup var common: CommonOptions

    static let maxLimit = 100_000

    func validate() throws {
      if !(1...Self.maxLimit).contains(limit) {
        throw ValidationError("--limit must be from 1 to \(Self.maxLimit) (got \(limit))")
      }
    }

    func run() throws {
      let zone = try common.chosenZone()
      let lower = try from.placed(in: zone).zoned(in: zone, policy: .compatible)
      let upper: ZonedDateTime
      if let to {
        upper = try to.placed(in: zone).zoned(in: zone, policy: .compatible)
      } else {
        upper = try answer { () throws(DateMathError) in try lower.adding(Period(months: 1)) }
      }
      guard lower.date <= upper.date else { throw CommandFailure.usage("--from is after --to") }
      let window = lower.date..<upper.date

      let reading = ICalendarReadingOptions(mode: strict ? .strict : .lenient)
      let source = try CalendarFile.read(file, maxBytes: reading.maxBytes)
      let document = try source.failing { () throws(DateMathError) in
        try ICalendarDocument(data: source.data, options: reading)
      }
      let options = ICalendarExpansionOptions(
        zoneRules: ianaZones ? .iana : .file, unknownZones: floatingUnknownZones ? .floating : .error,
        calendarZone: calendarZone, floatingZone: zone, mode: strict ? .strict : .lenient)
      let occurrences = try source.failing { () throws(DateMathError) in
        try document.occurrences(in: window, options: options)
      }
      var found = occurrences.prefixReportingAdjustments(limit + 1, exclusionLimit: DateCalc.Recur.maxExcludedInARow)
      let stopped = found.count > limit
      if stopped { found.removeLast() }
      let listed = found.map(\.occurrence)
      let adjustments = found.map(\.adjustments)
      var shown = ICSText()
      let fileNotes = document.notes.map(\.description) + occurrences.notes.map(\.description)
        + occurrences.zoneDisagreements.map(\.description)
      let stop = "stopped at --limit \(limit): more occurrences follow before \(shown.text(upper))"

      if common.json {
        let rows = listed.enumerated().map { i, o in ICSOccurrenceJSON(o, adjustments: adjustments[i], shown: &shown) }
        for note in fileNotes { FileHandle.standardError.write(Data("note: \(Self.escaped(note))\n".utf8)) }
        if stopped { FileHandle.standardError.write(Data("warning: \(Self.escaped(stop))\n".utf8)) }
        Output.jsonAnswer(rows)
        return
      }
      var lines: [String] = []
      if listed.isEmpty { lines.append("no occurrences from \(shown.text(lower)) to \(shown.text(upper))") }
      // A UID is worth showing when there is no summary, or when two
      // series share one.
      var uidsBySummary: [String: Set<String>] = [:]
      for o in listed { uidsBySummary[o.summary ?? "", default: []].insert(o.uid) }
      let width = String(listed.count).count
      for (i, o) in listed.enumerated() {
        let index = String(i + 1)
        var label = Self.oneLine(o.summary ?? "(no summary)")
        if o.componentName == "VTODO" { label = "to-do: " + label }
        if o.componentName == "VJOURNAL" { label = "journal: " + label }
        var rowNotes = OccurrenceNotes.notes(o, adjustments[i])
        if o.summary == nil || uidsBySummary[o.summary ?? "", default: []].count > 1 {
          rowNotes.insert("UID \(Self.oneLine(o.uid))", at: 0)
        }
        lines.append(
          String(repeating: " ", count: width - index.count) + index + "  " + shown.when(o) + "  " + label
            + (rowNotes.isEmpty ? "" : "  (\(rowNotes.joined(separator: "; ")))"))
      }
      if stopped { lines.append("(\(stop))") }
      // What a file holds (a SUMMARY, a UID, a TZID in a note) never
      // reaches the terminal as control characters.
      Output.text(lines.map(Self.escaped), notes: fileNotes.map(Self.escaped))
    }

    /// Text on one line: line breaks (a TEXT value's `\n`) as spaces.
    static func oneLine(_ text: String) -> String {
      text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `text` with its control characters (C0 but for a space, DEL, C1)
    /// written as Swift writes them in a string, `\u{1B}`, so that a
    /// calendar file's text cannot move the cursor, recolour the
    /// terminal or set its title.
    static func escaped(_ text: String) -> String {
      guard text.unicodeScalars.contains(where: isControl) else { return text }
      var result = ""
      for scalar in text.unicodeScalars {
        if isControl(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
      return result
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
  }
}

/// The calendar file's bytes, read whole, checked to be UTF-8 (once its
/// folded lines are joined) within the reader's size limit.
struct CalendarFile {
  /// The path as given, or "standard input".
  let name: String
  let data: Data

  /// Reads `path` (`-` for standard input, which may be a file, a pipe
  /// or a terminal; a path may name a FIFO or `/dev/stdin`), at most
  /// `maxBytes`; an error names the path and says what is wrong: missing,
  /// a directory, unreadable, too large, not UTF-8.
  static func read(_ path: String, maxBytes: Int) throws(CommandFailure) -> CalendarFile {
    let name = path == "-" ? "standard input" : path
    let tooLarge = "\(name) is over the limit of \(maxBytes) bytes an iCalendar file may have"
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { throw .usage("\(path): no such file") }
      throw .usage("cannot read \(path): \(String(cString: strerror(code)))")
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var status = stat()
    if fstat(descriptor, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR { throw .usage("\(path) is a directory, not an iCalendar file") }
      // A regular file's size is known before it is read.
      if status.st_mode & S_IFMT == S_IFREG, status.st_size > maxBytes {
        throw .usage("\(tooLarge) (it has \(status.st_size))")
      }
    }
    // Read to the end, a chunk at a time, whatever the descriptor is.
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EISDIR { throw .usage("\(path) is a directory, not an iCalendar file") }
        throw .usage("cannot read \(name): \(String(cString: strerror(code)))")
      }
      data.append(contentsOf: chunk[..<count])
      if data.count > maxBytes { throw .usage(tooLarge) }
    }
    // UTF-8 once folded lines are joined: a fold inside a UTF-8 sequence
    // is rejoined (RFC 5545 §3.1), so the file need not be UTF-8 as it is.
    if String(validating: data, as: UTF8.self) == nil, let position = ICalendarDocument.positionNotUTF8(in: data) {
      throw .usage(notUTF8(data, name: name, line: position.line ?? 1))
    }
    return CalendarFile(name: name, data: data)
  }

  /// What to do about a file whose `line` is not UTF-8.
  static func notUTF8(_ data: Data, name: String, line: Int) -> String {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      return "\(name) is UTF-16 text; iCalendar files are UTF-8 (RFC 5545 §3.1.4): convert it, such as with iconv -f UTF-16 -t UTF-8"
    }
    return "\(name): line \(line) is not UTF-8 text; iCalendar files are UTF-8 (RFC 5545 §3.1.4): "
      + "convert it, such as with iconv -f WINDOWS-1252 -t UTF-8"
  }

  /// Runs `body`; DateMath's error becomes a usage error that names the file.
  func failing<T>(_ body: () throws(DateMathError) -> T) throws(CommandFailure) -> T {
    do {
      return try body()
    } catch {
      throw CommandFailure(kind: error.kind.rawValue, message: "\(name): \(error.message)", exitCode: 64)
    }
  }
}

/// read(2), by a name that CalendarFile's own `read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// Times as `datecalc ics` writes them: RFC 9557, in the occurrence's own
/// zone where RFC 9557 can name it.
struct ICSText {
  /// A zone's identifier → the zone RFC 9557 text names instead (itself,
  /// or the IANA zone of a Windows name), nil when there is none.
  private var named: [String: Zone?] = [:]

  /// RFC 9557 text. A zone whose identifier is not an RFC 9557 time-zone
  /// name or not a zone of the tz data (a file's `VTIMEZONE` called
  /// `W. Europe Standard Time`) is written as the IANA zone it maps to
  /// when that zone has the same offset at that instant, else as the
  /// offset alone (RFC 3339, which RFC 9557 allows).
  mutating func text(_ time: ZonedDateTime) -> String {
    let zone = time.zone
    if zone.isFixedOffset { return time.rfc9557String() }
    let identifier = zone.identifier
    let candidate: Zone?
    if let known = named[identifier] {
      candidate = known
    } else {
      candidate = Self.namingZone(identifier)
      named[identifier] = candidate
    }
    guard let candidate, (try? candidate.offset(at: time.date)) == time.offset,
      let shown = try? time.converted(to: candidate)
    else { return time.rfc3339String() }
    return shown.rfc9557String()
  }

  /// The zone of the tz data that RFC 9557 text can name for `identifier`:
  /// the zone DateMath's iCalendar reader finds for it as a TZID (an IANA
  /// zone, a Windows name, a vendor-prefixed IANA name), when RFC 9557 can
  /// name that zone.
  static func namingZone(_ identifier: String) -> Zone? {
    guard let zone = try? _ICalendarValue.zone(named: identifier), isRFC9557Name(zone.identifier) else { return nil }
    return zone
  }

  /// RFC 9557's `time-zone-name`: parts of letters, digits, `.`, `_`,
  /// `-` and `+` joined by `/`, each beginning with a letter, `.` or `_`,
  /// and none `.` or `..`.
  static func isRFC9557Name(_ name: String) -> Bool {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      guard let first = part.first, first.isASCII, first.isLetter || first == "." || first == "_",
        part != ".", part != ".."
      else { return false }
      return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-+".contains($0)) }
    }
  }

  /// `z` after `start`: its clock (`09:15`) on the same date and offset,
  /// its date, clock and offset in the same zone, else RFC 9557.
  mutating func relative(_ z: ZonedDateTime, to start: ZonedDateTime) -> String {
    guard z.zone.identifier == start.zone.identifier else { return text(z) }
    if z.localDateTime.date == start.localDateTime.date && z.offset == start.offset {
      return Output.clock(z.localDateTime)
    }
    return Output.wallClock(z)
  }

  /// When an occurrence is: `Mon 2024-03-25T09:00:00+01:00[Europe/Berlin] → 09:15`,
  /// or for an all-day event its dates, `Sat 2024-03-30` or
  /// `Sat 2024-03-30 through Mon 2024-04-01`.
  mutating func when(_ o: ICalendarOccurrence) -> String {
    let first = o.start.localDateTime.date
    let weekday = first.weekday.description.prefix(3)
    if o.isAllDay {
      let days = first.distance(to: o.end.localDateTime.date)
      guard days > 1, let last = try? first.adding(days: days - 1) else { return "\(weekday) \(first)" }
      return "\(weekday) \(first) through \(last.weekday.description.prefix(3)) \(last)"
    }
    let start = "\(weekday) \(text(o.start))"
    guard o.end.epochSeconds != o.start.epochSeconds || o.end.nanosecond != o.start.nanosecond else { return start }
    return start + " → " + relative(o.end, to: o.start)
  }
}

/// One occurrence in `datecalc ics --json`.
struct ICSOccurrenceJSON: Encodable {
  let uid: String
  /// RFC 9557 (``ICSText/text(_:)``).
  let start: String
  let end: String
  /// The instance of the series this is, RFC 9557; nil for a component
  /// that does not recur.
  let recurrenceId: String?
  let summary: String?
  /// `STATUS`, upper-cased.
  let status: String?
  let allDay: Bool
  let floating: Bool
  /// `series`, `override` or `thisAndFuture`.
  let origin: String
  let moved: Bool
  let cancelled: Bool
  /// `VEVENT`, `VTODO` or `VJOURNAL`.
  let component: String
  /// The zone the start is in, as DateMath names it: a file's `TZID`, an
  /// IANA identifier, or the floating zone.
  let zone: String
  /// The line of the component's `BEGIN`.
  let line: Int
  /// Its status and what DateMath adjusted, as sentences.
  let notes: [String]
  /// What DateMath adjusted, machine-readable.
  let adjustments: [AdjustmentJSON]

  init(_ o: ICalendarOccurrence, adjustments: [Adjustment], shown: inout ICSText) {
    uid = o.uid
    start = shown.text(o.start)
    end = shown.text(o.end)
    recurrenceId = o.recurrenceID.map { shown.text($0) }
    summary = o.summary
    status = o.status
    allDay = o.isAllDay
    floating = o.isFloating
    origin = o.origin.rawValue
    moved = o.isMoved
    cancelled = o.isCancelled
    component = o.componentName
    zone = o.start.zone.identifier
    line = o.component.line
    notes = OccurrenceNotes.notes(o, adjustments)
    self.adjustments = adjustments.map(AdjustmentJSON.init)
  }

  private enum CodingKeys: String, CodingKey {
    case uid, start, end, recurrenceId, summary, status, allDay, floating, origin, moved, cancelled, component, zone,
      line, notes, adjustments
  }

  /// Every key, nil ones as null.
  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(uid, forKey: .uid)
    try c.encode(start, forKey: .start)
    try c.encode(end, forKey: .end)
    try c.encode(recurrenceId, forKey: .recurrenceId)
    try c.encode(summary, forKey: .summary)
    try c.encode(status, forKey: .status)
    try c.encode(allDay, forKey: .allDay)
    try c.encode(floating, forKey: .floating)
    try c.encode(origin, forKey: .origin)
    try c.encode(moved, forKey: .moved)
    try c.encode(cancelled, forKey: .cancelled)
    try c.encode(component, forKey: .component)
    try c.encode(zone, forKey: .zone)
    try c.encode(line, forKey: .line)
    try c.encode(notes, forKey: .notes)
    try c.encode(adjustments, forKey: .adjustments)
  }
}
