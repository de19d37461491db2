/// Reads an iCalendar stream into components: the content lines
/// (`_ICalendarContentLines`, the one reader of line ends, unfolding,
/// names, parameters and values), `BEGIN`/`END` nesting, and the checks a
/// `VCALENDAR` must pass. Strict reading throws
/// at the first departure from the RFC; lenient reading notes it and goes
/// on.
struct _ICalendarReader {
  let options: ICalendarReadingOptions
  /// Finished top-level components.
  var top: [ICalendarComponent] = []
  /// What lenient reading forgave, at most ``_ICalendarNoteLog/kept`` of
  /// each kind in full.
  var notes: [ICalendarDocument.Note] { log.all }
  private var log = _ICalendarNoteLog()
  /// Components begun and not yet ended, outermost first.
  private var open: [ICalendarComponent] = []
  private var notedBareLineEnd = false

  init(options: ICalendarReadingOptions) {
    self.options = options
  }

  mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(DateMathError) {
    guard bytes.count <= options.maxBytes else {
      throw DateMathError(
        .invalidFormat,
        "an iCalendar stream of \(bytes.count) bytes is over the limit of \(options.maxBytes) "
          + "(ICalendarReadingOptions.maxBytes)")
    }
    let lineCount = try _ICalendarContentLines.read(
      bytes, maxLineBytes: options.maxLineBytes,
      bareLineEnd: { (line, byte) throws(DateMathError) in
        var noted = notedBareLineEnd
        try forgive(
          "bare line ends", line, "lines end with a bare \(byte == UInt8(ascii: "\n") ? "LF" : "CR"), not CRLF (RFC 5545 §3.1)",
          once: &noted)
        notedBareLineEnd = noted
      },
      body: { (line, number) throws(DateMathError) in try contentLine(line, at: number) })
    while let unclosed = open.last {
      try forgive(Self.leftOpen, lineCount, "\(unclosed.name) begun on line \(unclosed.line) is never ended: ended here")
      try close(at: lineCount)
    }
    if top.isEmpty {
      try forgive("files without a VCALENDAR", max(lineCount, 1), "no VCALENDAR component (RFC 5545 §3.4)")
    }
  }

  /// One unfolded content line.
  private mutating func contentLine(_ line: [UInt8], at number: Int) throws(DateMathError) {
    if line.isEmpty {
      try forgive("blank lines", number, "a blank line (RFC 5545 §3.1 has none): skipped")
      return
    }
    let parsed: _ICalendarContentLines.Parsed
    switch _ICalendarContentLines.parse(line, strict: options.mode == .strict) {
    case .success(let line): parsed = line
    case .failure(let failure):
      try forgive(
        "lines that are no content line", number,
        "\(DateMathError.quoted(String(decoding: line, as: UTF8.self))) is not a content line "
          + "(NAME;PARAM=VALUE:value, RFC 5545 §3.1): skipped", column: failure.column)
      return
    }
    let (name, parameters, value) = (parsed.name, parsed.parameters, parsed.value)
    switch name {
    case "BEGIN":
      let component = String(decoding: value, as: UTF8.self).uppercased()
      guard _ICalendarContentLines.isName(value) else {
        try forgive("BEGIN lines that name no component", number, "BEGIN:\(DateMathError.quoted(component)) names no component: skipped")
        return
      }
      try recover(before: component, at: number)
      guard open.count < options.maxDepth else {
        throw _ICalendarContentLines.error(
          "components nested more than \(options.maxDepth) deep (ICalendarReadingOptions.maxDepth)", line: number)
      }
      open.append(ICalendarComponent(name: component, line: number))
    case "END":
      let component = String(decoding: value, as: UTF8.self).uppercased()
      guard let index = open.lastIndex(where: { $0.name == component }) else {
        try forgive(
          "END lines that end no open component", number,
          "END:\(Self.shown(component)) ends no open component: skipped")
        return
      }
      while open.count - 1 > index {
        let inner = open[open.count - 1]
        try forgive(Self.leftOpen, number, "\(inner.name) begun on line \(inner.line) is ended by END:\(component)")
        try close(at: number)
      }
      try close(at: number)
    default:
      guard !open.isEmpty else {
        try forgive("properties outside any component", number, "\(name) is outside any component: skipped")
        return
      }
      open[open.count - 1].properties.append(
        ICalendarProperty(name: name, parameters: parameters, value: String(decoding: value, as: UTF8.self), line: number))
    }
  }

  /// Ends the innermost open component.
  private mutating func close(at number: Int) throws(DateMathError) {
    let component = open.removeLast()
    if !open.isEmpty {
      open[open.count - 1].components.append(component)
      return
    }
    if component.name == "VCALENDAR" {
      if component["VERSION"] == nil {
        try forgive("VCALENDARs without VERSION", component.line, "VCALENDAR has no VERSION (RFC 5545 §3.7.4 requires VERSION:2.0)")
      } else if let version = component["VERSION"]?.value, version != "2.0" {
        try forgive(
          "VCALENDARs of another VERSION", component.line,
          "VCALENDAR has VERSION:\(Self.shown(version)); RFC 5545 is 2.0: read as 2.0")
      }
      if component["PRODID"] == nil {
        try forgive("VCALENDARs without PRODID", component.line, "VCALENDAR has no PRODID (RFC 5545 §3.7.3)")
      }
    } else {
      try forgive(
        "components outside a VCALENDAR", component.line, "\(component.name) is outside a VCALENDAR (RFC 5545 §3.4): kept at the top")
    }
    top.append(component)
  }

  /// A value for a message: as it is when it is printable ASCII without
  /// spaces, else quoted with its control characters escaped.
  private static func shown(_ value: String) -> String {
    value.utf8.allSatisfy { (0x21...0x7E).contains($0) } && value.utf8.count <= 80 ? value : DateMathError.quoted(value)
  }

  /// The kind of note for a component ended by something else than its
  /// own `END`.
  private static let leftOpen = "components not ended by their own END"

  /// Components that only a `VCALENDAR` holds (RFC 5545 §3.6), and the
  /// components that hold none of them. A `BEGIN` of the first kind
  /// inside one of the second (a `VEVENT` in a `VTODO` whose `END` was
  /// misspelt `END:VTOOD`) ends the open ones down to their calendar, as
  /// python's icalendar reads such a file, rather than nesting the rest of
  /// the file inside a component that cannot hold it.
  private static let calendarLevel: Set<String> = ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE"]
  private static let leaves: Set<String> = calendarLevel.union(["VALARM", "STANDARD", "DAYLIGHT"])

  /// Before `BEGIN:name` on line `number`: ends the open components that
  /// cannot hold a `name` (a note each).
  private mutating func recover(before name: String, at number: Int) throws(DateMathError) {
    guard Self.calendarLevel.contains(name) else { return }
    while let inner = open.last, Self.leaves.contains(inner.name) {
      try forgive(
        Self.leftOpen, number,
        "\(inner.name) begun on line \(inner.line) is not ended before BEGIN:\(name), which it cannot hold "
          + "(RFC 5545 §3.6): ended there")
      try close(at: number)
    }
  }

  /// In lenient mode, notes `message` as one of `kind` (with `once`, the
  /// first time only); in strict mode, throws it.
  /// `message` is made only when it is thrown or kept.
  private mutating func forgive(
    _ kind: String, _ line: Int, _ message: @autoclosure () -> String, column: Int? = nil
  ) throws(DateMathError) {
    var never = false
    try forgive(kind, line, message(), column: column, once: &never)
  }

  private mutating func forgive(
    _ kind: String, _ line: Int, _ message: @autoclosure () -> String, column: Int? = nil, once noted: inout Bool
  ) throws(DateMathError) {
    guard options.mode == .lenient else {
      throw _ICalendarContentLines.error(message(), line: line, column: column)
    }
    if noted { return }
    noted = true
    log.add(kind, line: line, message())
  }
}
