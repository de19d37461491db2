/// Reads RFC 5545 §3.1 content lines from UTF-8 bytes into components:
/// line ends, unfolding, names, parameters, values, `BEGIN`/`END`
/// nesting, and the checks a `VCALENDAR` must pass. Strict reading throws
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

  private static let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
  private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

  mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(DateMathError) {
    guard bytes.count <= options.maxBytes else {
      throw DateMathError(
        .invalidFormat,
        "an iCalendar stream of \(bytes.count) bytes is over the limit of \(options.maxBytes) "
          + "(ICalendarReadingOptions.maxBytes)")
    }
    var i = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
    var lineNumber = 0
    var logical: [UInt8] = []
    var logicalLine = 0
    while i < bytes.count {
      var end = i
      while end < bytes.count, bytes[end] != Self.lf, bytes[end] != Self.cr { end += 1 }
      lineNumber += 1
      var next = end
      if end < bytes.count {
        if bytes[end] == Self.cr, end + 1 < bytes.count, bytes[end + 1] == Self.lf {
          next = end + 2
        } else {
          var noted = notedBareLineEnd
          try forgive(lineNumber, "lines end with a bare \(bytes[end] == Self.lf ? "LF" : "CR"), not CRLF (RFC 5545 §3.1)",
                      once: &noted)
          notedBareLineEnd = noted
          next = end + 1
        }
      }
      let physical = UnsafeBufferPointer(rebasing: bytes[i..<end])
      if logicalLine > 0, let first = physical.first, first == Self.space || first == Self.tab {
        // A folded line: the rest continues the line before.
        logical.append(contentsOf: physical.dropFirst())
      } else {
        if logicalLine > 0 { try contentLine(logical, at: logicalLine) }
        logical.removeAll(keepingCapacity: true)
        logical.append(contentsOf: physical)
        logicalLine = lineNumber
      }
      guard logical.count <= options.maxLineBytes else {
        throw DateMathError(
          .invalidFormat,
          "line \(logicalLine): a content line of more than \(options.maxLineBytes) bytes once unfolded "
            + "(ICalendarReadingOptions.maxLineBytes)")
      }
      i = next
    }
    if logicalLine > 0 { try contentLine(logical, at: logicalLine) }
    while let unclosed = open.last {
      try forgive(lineNumber, "\(unclosed.name) begun on line \(unclosed.line) is never ended: ended here")
      try close(at: lineNumber)
    }
    if top.isEmpty {
      try forgive(max(lineNumber, 1), "no VCALENDAR component (RFC 5545 §3.4)")
    }
  }

  /// One unfolded content line.
  private mutating func contentLine(_ line: [UInt8], at number: Int) throws(DateMathError) {
    if line.isEmpty {
      try forgive(number, "a blank line (RFC 5545 §3.1 has none): skipped")
      return
    }
    guard let parsed = Self.parse(line, strict: options.mode == .strict) else {
      try forgive(
        number,
        "\(DateMathError.quoted(String(decoding: line, as: UTF8.self))) is not a content line "
          + "(NAME;PARAM=VALUE:value, RFC 5545 §3.1): skipped")
      return
    }
    let (name, parameters, value) = parsed
    switch name {
    case "BEGIN":
      let component = String(decoding: value, as: UTF8.self).uppercased()
      guard Self.isName(value) else {
        try forgive(number, "BEGIN:\(DateMathError.quoted(component)) names no component: skipped")
        return
      }
      guard open.count < options.maxDepth else {
        throw DateMathError(
          .invalidFormat,
          "line \(number): components nested more than \(options.maxDepth) deep "
            + "(ICalendarReadingOptions.maxDepth)")
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
  private mutating func forgive(_ line: Int, _ message: String) throws(DateMathError) {
    var never = false
    try forgive(line, message, once: &never)
  }

  private mutating func forgive(_ line: Int, _ message: String, once noted: inout Bool) throws(DateMathError) {
    guard options.mode == .lenient else {
      throw DateMathError(.invalidFormat, "line \(line): \(message)")
    }
    if noted { return }
    noted = true
    notes.append(ICalendarDocument.Note(line: line, message: message))
  }

  /// The name (upper-cased), the parameters and the value of a content
  /// line, or nil when it is none. Strictly, a double quote inside an
  /// unquoted parameter value makes it none; leniently it is kept.
  static func parse(_ line: [UInt8], strict: Bool)
    -> (name: String, parameters: [ICalendarParameter], value: ArraySlice<UInt8>)?
  {
    var i = 0
    while i < line.count, isNameByte(line[i]) { i += 1 }
    guard i > 0, i < line.count else { return nil }
    let name = upper(line[0..<i])
    var parameters: [ICalendarParameter] = []
    while line[i] == UInt8(ascii: ";") {
      i += 1
      let nameStart = i
      while i < line.count, isNameByte(line[i]) { i += 1 }
      guard i > nameStart, i < line.count, line[i] == UInt8(ascii: "=") else { return nil }
      let parameterName = upper(line[nameStart..<i])
      var values: [String] = []
      repeat {
        i += 1
        if i < line.count, line[i] == UInt8(ascii: "\"") {
          let start = i + 1
          guard let close = line[start...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
          values.append(ICalendarParameter.decoded(line[start..<close]))
          i = close + 1
        } else {
          let start = i
          while i < line.count, line[i] != UInt8(ascii: ";"), line[i] != UInt8(ascii: ":"),
            line[i] != UInt8(ascii: ",")
          {
            if strict && line[i] == UInt8(ascii: "\"") { return nil }
            i += 1
          }
          values.append(ICalendarParameter.decoded(line[start..<i]))
        }
        guard i < line.count else { return nil }
      } while line[i] == UInt8(ascii: ",")
      parameters.append(ICalendarParameter(uppercasedName: parameterName, values: values))
    }
    guard line[i] == UInt8(ascii: ":") else { return nil }
    return (name, parameters, line[(i + 1)...])
  }

  /// iana-token and x-name characters: letters, digits and `-`.
  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "-")
  }

  static func isName(_ bytes: ArraySlice<UInt8>) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy(isNameByte)
  }

  /// ASCII letters upper-cased (a name has no others).
  static func upper(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? $0 - 32 : $0 }, as: UTF8.self)
  }
}

extension ICalendarParameter {
  /// A parameter whose name is upper-case already.
  init(uppercasedName: String, values: [String]) {
    name = uppercasedName
    self.values = values
  }
}
