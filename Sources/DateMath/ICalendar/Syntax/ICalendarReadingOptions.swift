/// How ``ICalendarDocument/init(parsing:options:)`` reads a file: strictly
/// by RFC 5545, or forgiving what real exports get wrong, and within what
/// limits.
public struct ICalendarReadingOptions: Sendable, Hashable {
  /// Strict or lenient reading.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// RFC 5545 as written: anything it does not allow is an error naming
    /// the line.
    case strict
    /// What calendar apps accept: bare LF or CR line ends, blank lines, a
    /// missing `VERSION` or `PRODID`, a line that is no content line
    /// (trailing garbage), a property outside any component, an `END`
    /// that closes components left open, a `BEGIN:VEVENT` (or another
    /// component only a `VCALENDAR` holds) inside an event, to-do or alarm
    /// left open by a misspelt `END`, and components still open at the
    /// end. Each is skipped or repaired and listed in
    /// ``ICalendarDocument/notes``: the first ten of each kind, then one
    /// note with how many more.
    case lenient
  }

  /// Strict or lenient (default ``Mode/lenient``, as calendar apps read).
  ///
  /// ```swift
  /// ICalendarReadingOptions().mode  // lenient
  /// // A file without PRODID, as a hand-written one may be.
  /// let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"
  /// try ICalendarDocument(parsing: text).notes.map(\.description)  // ["line 1: VCALENDAR has no PRODID (RFC 5545 §3.7.3)"]
  /// try ICalendarDocument(parsing: text, options: ICalendarReadingOptions(mode: .strict))  // throws invalidFormat: line 1: VCALENDAR has no PRODID
  /// ```
  public var mode: Mode
  /// The largest input, in bytes (default 256 MiB).
  ///
  /// ```swift
  /// ICalendarReadingOptions().maxBytes  // 268435456
  /// // A VCALENDAR with nothing in it: 55 bytes.
  /// let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n"
  /// try ICalendarDocument(parsing: text, options: ICalendarReadingOptions(maxBytes: 50))  // throws invalidFormat: 55 bytes is over the limit of 50
  /// ```
  public var maxBytes: Int
  /// The longest content line once unfolded, in bytes (default 16 MiB: an
  /// inline attachment can be long).
  ///
  /// ```swift
  /// ICalendarReadingOptions().maxLineBytes  // 16777216
  /// // Line 4 is 19 bytes once unfolded, from physical lines of 13 and 7.
  /// let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nX-NOTE:abcdef\r\n ghijkl\r\nEND:VCALENDAR\r\n"
  /// try ICalendarDocument(parsing: text, options: ICalendarReadingOptions(maxLineBytes: 18))  // throws invalidFormat: line 4: a content line of more than 18 bytes
  /// try ICalendarDocument(parsing: text, options: ICalendarReadingOptions(maxLineBytes: 19)).components[0]["X-NOTE"]?.value  // "abcdefghijkl"
  /// ```
  public var maxLineBytes: Int
  /// The deepest nesting of components (default 16; `VCALENDAR` >
  /// `VTIMEZONE` > `DAYLIGHT` is 3).
  ///
  /// ```swift
  /// ICalendarReadingOptions().maxDepth  // 16
  /// let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VTIMEZONE\r\nTZID:X\r\nBEGIN:DAYLIGHT\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\nEND:VCALENDAR\r\n"
  /// try ICalendarDocument(parsing: text, options: ICalendarReadingOptions(maxDepth: 2))  // throws invalidFormat: line 6: components nested more than 2 deep
  /// try ICalendarDocument(parsing: text, options: ICalendarReadingOptions(maxDepth: 3)).components.count  // 1
  /// ```
  public var maxDepth: Int

  /// Options; the defaults read what real exports hold.
  ///
  /// ```swift
  /// // Strict, for a file your own code wrote, within a smaller size for an upload.
  /// let options = ICalendarReadingOptions(mode: .strict, maxBytes: 1 << 20)
  /// options.mode          // strict
  /// options.maxBytes      // 1048576
  /// options.maxLineBytes  // 16777216
  /// ```
  public init(
    mode: Mode = .lenient, maxBytes: Int = 256 << 20, maxLineBytes: Int = 16 << 20, maxDepth: Int = 16
  ) {
    self.mode = mode
    self.maxBytes = maxBytes
    self.maxLineBytes = maxLineBytes
    self.maxDepth = maxDepth
  }

  /// Strict reading with the default limits.
  ///
  /// ```swift
  /// ICalendarReadingOptions.strict == ICalendarReadingOptions(mode: .strict)  // true
  /// // A bare LF is the first thing strict reading refuses.
  /// try ICalendarDocument(parsing: "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\nEND:VCALENDAR\n", options: .strict)  // throws invalidFormat: line 1: lines end with a bare LF
  /// ```
  public static let strict = ICalendarReadingOptions(mode: .strict)
  /// Lenient reading with the default limits.
  ///
  /// ```swift
  /// ICalendarReadingOptions.lenient == ICalendarReadingOptions()  // true
  /// let file = try ICalendarDocument(parsing: "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\nEND:VCALENDAR\n", options: .lenient)
  /// file.notes.map(\.description)  // ["line 1: lines end with a bare LF, not CRLF (RFC 5545 §3.1)"]
  /// ```
  public static let lenient = ICalendarReadingOptions(mode: .lenient)
}
