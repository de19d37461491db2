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
    /// that closes components left open, and components still open at
    /// the end. Each is skipped or repaired and listed in
    /// ``ICalendarDocument/notes``.
    case lenient
  }

  /// Strict or lenient (default ``Mode/lenient``, as calendar apps read).
  public var mode: Mode
  /// The largest input, in bytes (default 256 MiB).
  public var maxBytes: Int
  /// The longest content line once unfolded, in bytes (default 16 MiB: an
  /// inline attachment can be long).
  public var maxLineBytes: Int
  /// The deepest nesting of components (default 16; `VCALENDAR` >
  /// `VTIMEZONE` > `DAYLIGHT` is 3).
  public var maxDepth: Int

  /// Options; the defaults read what real exports hold.
  public init(
    mode: Mode = .lenient, maxBytes: Int = 256 << 20, maxLineBytes: Int = 16 << 20, maxDepth: Int = 16
  ) {
    self.mode = mode
    self.maxBytes = maxBytes
    self.maxLineBytes = maxLineBytes
    self.maxDepth = maxDepth
  }

  /// Strict reading with the default limits.
  public static let strict = ICalendarReadingOptions(mode: .strict)
  /// Lenient reading with the default limits.
  public static let lenient = ICalendarReadingOptions(mode: .lenient)
}
