import Foundation

/// What a wall-clock time means in a zone: one instant, none (it falls in a
/// gap), or two (it falls in an overlap).
///
/// Returned by ``Zone/resolution(of:)`` for code that wants to
/// handle each case itself rather than pick a ``Disambiguation``.
public enum LocalTimeResolution: Sendable, Hashable {
  /// The wall-clock time happened exactly once, at this instant.
  case unique(Date)
  /// The wall-clock time is in a gap: it never happened, clocks jumped over
  /// it at this transition (``ZoneTransition/isGap`` is true). (Named
  /// `skipped` in DateMath 0.1; "skipped" now means only a whole day that never
  /// happened, ``DateMathError/Kind/skippedDay``.)
  case gap(ZoneTransition)
  /// The wall-clock time is in an overlap: it happened twice, first at
  /// `earlier` (on the offset before the transition) and again at `later`.
  /// (Named `repeated` in DateMath 0.1.)
  case overlap(earlier: Date, later: Date, transition: ZoneTransition)

  /// The instants the wall-clock time stands for, in order: none, one or
  /// two.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// newYork.resolution(of: try CivilDateTime(parsing: "2017-11-05T01:30")).candidates  // [2017-11-05T05:30:00Z, 2017-11-05T06:30:00Z]
  /// newYork.resolution(of: try CivilDateTime(parsing: "2017-03-12T02:30")).candidates  // [] — in the gap
  /// newYork.resolution(of: try CivilDateTime(parsing: "2017-03-12T03:30")).candidates  // [2017-03-12T07:30:00Z]
  /// ```
  public var candidates: [Date] {
    switch self {
    case .unique(let date): [date]
    case .gap: []
    case .overlap(let earlier, let later, _): [earlier, later]
    }
  }
}
