/// A place in text that DateMath read: a line and a column, each counted
/// from 1, either one unknown. ``DateMathError/position`` carries it, so
/// that an editor, a linter or `datecalc` can point at the failure without
/// parsing the message.
///
/// Lines are counted as the reader counts them: an iCalendar file's
/// physical lines (a folded property reports the line it starts on).
/// Columns count Unicode scalars from the start of the line, or of the
/// text for a one-line value such as `2024-03-10T02:30:00-05:00`.
///
/// ```swift
/// let here = TextPosition(line: 12, column: 5)
/// here.description  // "line 12, column 5"
/// ```
public struct TextPosition: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The line, from 1; nil for one-line text.
  ///
  /// ```swift
  /// let block = """
  ///   DTSTART;TZID=America/New_York:20240131T090000
  ///   RRULE:FREQ=MONTHLY;INTERVAL=0
  ///   """
  /// var caught: DateMathError?
  /// do { _ = try Recurrence(iCalendar: block) } catch { caught = error }
  /// caught?.kind            // invalidRecurrenceRule
  /// caught?.position?.line  // 2 — the RRULE line
  /// ```
  public var line: Int?
  /// The column, from 1, in Unicode scalars; nil when only the line is
  /// known.
  ///
  /// ```swift
  /// var caught: DateMathError?
  /// do { _ = try Date(rfc3339: "2017-03-12T02:30:00") } catch { caught = error }
  /// caught?.position?.column  // 20 — where the missing UTC offset belongs
  /// caught?.position?.line    // nil
  /// ```
  public var column: Int?

  /// A position; at least one of `line` and `column` should be given.
  ///
  /// ```swift
  /// TextPosition(line: 12).description    // "line 12"
  /// TextPosition(column: 21).description  // "column 21"
  /// ```
  public init(line: Int? = nil, column: Int? = nil) {
    self.line = line
    self.column = column
  }

  /// "line 12, column 5", "line 12" or "column 5".
  public var description: String {
    switch (line, column) {
    case let (line?, column?): "line \(line), column \(column)"
    case let (line?, nil): "line \(line)"
    case let (nil, column?): "column \(column)"
    case (nil, nil): "an unknown position"
    }
  }
}
