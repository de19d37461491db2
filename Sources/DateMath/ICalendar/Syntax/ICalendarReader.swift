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
  /// What lenient reading forgave.
  var notes: [ICalendarDocument.Note] = []
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
        try forgive(line, "lines end with a bare \(byte == UInt8(ascii: "\n") ? "LF" : "CR"), not CRLF (RFC 5545 §3.1)",
                    once: &noted)
        notedBareLineEnd = noted
      },
      body: { (line, number) throws(DateMathError) in try contentLine(line, at: number) })
    while let unclosed = open.last {
      try forgive(lineCount, "\(unclosed.name) begun on line \(unclosed.line) is never ended: ended here")
      try close(at: lineCount)
    }
    if top.isEmpty {
      try forgive(max(lineCount, 1), "no VCALENDAR component (RFC 5545 §3.4)")
    }
  }

  /// One unfolded content line.
  private mutating func contentLine(_ line: [UInt8], at number: Int) throws(DateMathError) {
    if line.isEmpty {
      try forgive(number, "a blank line (RFC 5545 §3.1 has none): skipped")
      return
    }
    let parsed: _ICalendarContentLines.Parsed
    switch _ICalendarContentLines.parse(line, strict: options.mode == .strict) {
    case .success(let line): parsed = line
    case .failure(let failure):
      try forgive(
        number,
        "\(DateMathError.quoted(String(decoding: line, as: UTF8.self))) is not a content line "
          + "(NAME;PARAM=VALUE:value, RFC 5545 §3.1): skipped", column: failure.column)
      return
    }
    let (name, parameters, value) = (parsed.name, parsed.parameters, parsed.value)
    switch name {
    case "BEGIN":
      let component = String(decoding: value, as: UTF8.self).uppercased()
      guard _ICalendarContentLines.isName(value) else {
        try forgive(number, "BEGIN:\(DateMathError.quoted(component)) names no component: skipped")
        return
      }
      guard open.count < options.maxDepth else {
        throw _ICalendarContentLines.error(
          "components nested more than \(options.maxDepth) deep (ICalendarReadingOptions.maxDepth)", line: number)
      }
      open.append(ICalendarComponent(name: component, line: number))
    case "END":
      let component = String(decoding: value, as: UTF8.self).uppercased()
      guard let index = open.lastIndex(where: { $0.name == component }) else {
        try forgive(number, "END:\(component) ends no open component: skipped")
        return
      }
      while open.count - 1 > index {
        let inner = open[open.count - 1]
        try forgive(number, "\(inner.name) begun on line \(inner.line) is ended by END:\(component)")
        try close(at: number)
      }
      try close(at: number)
    default:
      guard !open.isEmpty else {
        try forgive(number, "\(name) is outside any component: skipped")
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
        try forgive(component.line, "VCALENDAR has no VERSION (RFC 5545 §3.7.4 requires VERSION:2.0)")
      } else if let version = component["VERSION"]?.value, version != "2.0" {
        try forgive(component.line, "VCALENDAR has VERSION:\(version); RFC 5545 is 2.0: read as 2.0")
      }
      if component["PRODID"] == nil {
        try forgive(component.line, "VCALENDAR has no PRODID (RFC 5545 §3.7.3)")
      }
    } else {
      try forgive(component.line, "\(component.name) is outside a VCALENDAR (RFC 5545 §3.4): kept at the top")
    }
    top.append(component)
  }

  /// In lenient mode, notes `message` (with `once`, the first time only);
  /// in strict mode, throws it.
  private mutating func forgive(_ line: Int, _ message: String, column: Int? = nil) throws(DateMathError) {
    var never = false
    try forgive(line, message, column: column, once: &never)
  }

  private mutating func forgive(
    _ line: Int, _ message: String, column: Int? = nil, once noted: inout Bool
  ) throws(DateMathError) {
    guard options.mode == .lenient else {
      throw _ICalendarContentLines.error(message, line: line, column: column)
    }
    if noted { return }
    noted = true
    notes.append(ICalendarDocument.Note(line: line, message: message))
  }
}
