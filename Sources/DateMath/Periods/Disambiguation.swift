/// How a wall-clock time that does not exist, or exists twice, becomes an
/// instant.
///
/// When clocks spring forward by G seconds, the wall-clock times in the gap
/// never happen; when they fall back, the times in the overlap happen twice.
/// These four policies are those of RFC 5545 (iCalendar), java.time,
/// Temporal and the tzcases format. For New York's spring-forward at
/// 2017-03-12 02:00 (G = 1 hour) and fall-back at 2017-11-05 02:00:
///
/// | policy | 2017-03-12T02:30 (gap) | 2017-11-05T01:30 (overlap) |
/// |---|---|---|
/// | `compatible` | 03:30 -04:00 | 01:30 -04:00 (first) |
/// | `earlier` | 01:30 -05:00 | 01:30 -04:00 (first) |
/// | `later` | 03:30 -04:00 | 01:30 -05:00 (second) |
/// | `reject` | error: nonexistent | error: ambiguous |
///
/// The default everywhere is ``compatible``: in a gap it moves forward by
/// the gap's length, as a clock that was not set forward would read; in an
/// overlap it takes the first occurrence.
public enum Disambiguation: String, Sendable, Hashable, CaseIterable {
  /// Gap: the instant whose wall-clock time is L + G (just after the gap).
  /// Overlap: the first occurrence. The default.
  case compatible
  /// Gap: the instant whose wall-clock time is L − G (just before the gap).
  /// Overlap: the first occurrence.
  case earlier
  /// Gap: the instant whose wall-clock time is L + G (just after the gap).
  /// Overlap: the second occurrence.
  case later
  /// Gap or overlap: throw ``DateMathError/Kind/nonexistentLocalTime`` or
  /// ``DateMathError/Kind/ambiguousLocalTime``, naming the zone and the
  /// transition.
  case reject
}
