// iCalendar syntax, part 1: content lines (RFC 5545 §3.1). The one reader
// of line ends, unfolding, names, parameters (RFC 6868 escapes) and
// values, used by ICalendarDocument (through _ICalendarReader, which nests
// components) and by Recurrence(iCalendar:). It knows nothing of what a
// property means: ICalendarSyntax+Values.swift reads values, the
// expansion files (ICalendarSeries, ICalendarOccurrences) give them
// meaning.

/// RFC 5545 §3.1 content lines from UTF-8 bytes.
enum _ICalendarContentLines {
  /// One content line, split: its name (upper-cased), parameters and value.
  struct Parsed {
    var name: String
    var parameters: [ICalendarParameter]
    var value: ArraySlice<UInt8>
  }

  private static let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
  private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

  /// Reads `bytes` line by line: a byte-order mark at the start is
  /// skipped, CRLF, a bare LF and a bare CR each end a line (the last two
  /// are told to `bareLineEnd` with the line's number), and a line that
  /// starts with a space or a tab continues the one before (the space or
  /// tab dropped). Folds are joined as octets, before the line is decoded,
  /// so a fold inside a UTF-8 sequence rejoins it (RFC 5545 §3.1); each
  /// unfolded line must then be UTF-8.
  ///
  /// `body` gets each unfolded line with the number of the physical line
  /// it starts on (from 1). Returns the number of physical lines.
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, maxLineBytes: Int,
    bareLineEnd: (_ line: Int, _ byte: UInt8) throws(DateMathError) -> Void,
    body: (_ line: [UInt8], _ number: Int) throws(DateMathError) -> Void
  ) throws(DateMathError) -> Int {
    var i = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
    var lineNumber = 0
    var logical: [UInt8] = []
    var logicalLine = 0
    // Where each physical line of a folded one starts in `logical`.
    var pieces: [(offset: Int, line: Int)] = []
    func finish() throws(DateMathError) {
      try checkUTF8(logical, pieces: pieces)
      try body(logical, logicalLine)
    }
    while i < bytes.count {
      var end = i
      while end < bytes.count, bytes[end] != lf, bytes[end] != cr { end += 1 }
      lineNumber += 1
      var next = end
      if end < bytes.count {
        if bytes[end] == cr, end + 1 < bytes.count, bytes[end + 1] == lf {
          next = end + 2
        } else {
          try bareLineEnd(lineNumber, bytes[end])
          next = end + 1
        }
      }
      let physical = UnsafeBufferPointer(rebasing: bytes[i..<end])
      if logicalLine > 0, let first = physical.first, first == space || first == tab {
        // A folded line: the rest continues the line before.
        pieces.append((logical.count, lineNumber))
        logical.append(contentsOf: physical.dropFirst())
      } else {
        if logicalLine > 0 { try finish() }
        logical.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        logical.append(contentsOf: physical)
        logicalLine = lineNumber
        pieces.append((0, lineNumber))
      }
      guard logical.count <= maxLineBytes else {
        throw error(
          "a content line of more than \(maxLineBytes) bytes once unfolded (ICalendarReadingOptions.maxLineBytes)",
          line: logicalLine)
      }
      i = next
    }
    if logicalLine > 0 { try finish() }
    return lineNumber
  }

  /// Throws when `line` is not UTF-8, naming the physical line and column
  /// of the first byte that is not.
  private static func checkUTF8(_ line: [UInt8], pieces: [(offset: Int, line: Int)]) throws(DateMathError) {
    if line.allSatisfy({ $0 < 0x80 }) { return }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = line.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return
      case .error:
        let piece = pieces.last { $0.offset <= offset } ?? (0, pieces.first?.line ?? 1)
        // Scalars before the byte on its physical line (a continuation's
        // leading space is column 1).
        let before = line[piece.offset..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        let column = before + 1 + (piece.offset > 0 ? 1 : 0)
        throw error(
          "line \(piece.line) is not UTF-8 text; iCalendar files are UTF-8 (RFC 5545 §3.1.4): "
            + "convert it, such as with iconv -f WINDOWS-1252 -t UTF-8",
          line: piece.line, column: column, prefixed: false)
      }
    }
  }

  /// An error at a place in the text: its message starts `line 12: `
  /// (unless `prefixed` is false), and ``DateMathError/position`` holds
  /// the line and, where known, the column.
  static func error(
    _ message: String, line: Int, column: Int? = nil, kind: DateMathError.Kind = .invalidFormat,
    prefixed: Bool = true
  ) -> DateMathError {
    guard line > 0 else { return DateMathError(kind, message) }
    return DateMathError(
      kind, prefixed ? "line \(line): " + message : message, position: TextPosition(line: line, column: column))
  }

  /// The name (upper-cased), the parameters and the value of a content
  /// line, or the column (in Unicode scalars, from 1) where it stops being
  /// one. Strictly, a double quote inside an unquoted parameter value
  /// makes it none; leniently it is kept. Parameter values lose their
  /// double quotes and have RFC 6868's escapes read.
  static func parse(_ line: [UInt8], strict: Bool) -> Result<Parsed, ColumnError> {
    func bad(_ at: Int) -> Result<Parsed, ColumnError> {
      .failure(ColumnError(column: line[..<min(at, line.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }))
    }
    var i = 0
    while i < line.count, isNameByte(line[i]) { i += 1 }
    guard i > 0, i < line.count else { return bad(i) }
    let name = upper(line[0..<i])
    var parameters: [ICalendarParameter] = []
    while line[i] == UInt8(ascii: ";") {
      i += 1
      let nameStart = i
      while i < line.count, isNameByte(line[i]) { i += 1 }
      guard i > nameStart, i < line.count, line[i] == UInt8(ascii: "=") else { return bad(i) }
      let parameterName = upper(line[nameStart..<i])
      var values: [String] = []
      repeat {
        i += 1
        if i < line.count, line[i] == UInt8(ascii: "\"") {
          let start = i + 1
          guard let close = line[start...].firstIndex(of: UInt8(ascii: "\"")) else { return bad(i) }
          values.append(ICalendarParameter.decoded(line[start..<close]))
          i = close + 1
        } else {
          let start = i
          while i < line.count, line[i] != UInt8(ascii: ";"), line[i] != UInt8(ascii: ":"),
            line[i] != UInt8(ascii: ",")
          {
            if strict && line[i] == UInt8(ascii: "\"") { return bad(i) }
            i += 1
          }
          values.append(ICalendarParameter.decoded(line[start..<i]))
        }
        guard i < line.count else { return bad(i) }
      } while line[i] == UInt8(ascii: ",")
      parameters.append(ICalendarParameter(uppercasedName: parameterName, values: values))
    }
    guard line[i] == UInt8(ascii: ":") else { return bad(i) }
    return .success(Parsed(name: name, parameters: parameters, value: line[(i + 1)...]))
  }

  /// Where a line stops being a content line.
  struct ColumnError: Error {
    var column: Int
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
