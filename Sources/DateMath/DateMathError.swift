import Foundation

/// The one error type thrown by DateMath.
///
/// Every failure carries a ``Kind`` to switch on and the context a person
/// needs to act on it: the input that was rejected, the time zone, the
/// transition that made a wall-clock time nonexistent or ambiguous, and, for
/// an unknown zone, the closest known identifiers. ``description`` is a
/// one-line message built from that context, for example:
///
///     2017-03-12T02:30:00 does not exist in America/New_York: clocks jumped
///     from 02:00 to 03:00 (-05:00 → -04:00) at 2017-03-12T07:00:00Z
///
/// DateMath never answers a question it cannot answer with a sentinel value
/// (Foundation's `startOfDay(for:)` returns `date - 1` when it cannot find
/// the day); it throws this error instead.
public struct DateMathError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A date or time whose fields are out of range, such as 2023-02-30 or
    /// 24:00:00.
    case invalidDate
    /// A value outside the supported range: years -9999 through 9999, or
    /// an arithmetic result or step count that would leave it.
    case outOfRange
    /// A time-zone identifier that the tz data source does not know, or a
    /// name that is not an IANA identifier (ICU's `BST`, `IST`).
    case unknownZone
    /// A wall-clock time that falls in a gap (clocks jumped over it),
    /// resolved with ``Disambiguation/reject``.
    case nonexistentLocalTime
    /// A wall-clock time that happens twice (clocks were set back over it),
    /// resolved with ``Disambiguation/reject``.
    case ambiguousLocalTime
    /// A civil date that never happened in the zone, such as 2011-12-30 in
    /// Pacific/Apia.
    case skippedDay
    /// Text that is not in the expected format.
    case invalidFormat
    /// An argument that makes no sense, such as a step of zero or a
    /// negative count.
    case invalidArgument
    /// tz data that cannot be read: a TZif file or bundle that is
    /// truncated, oversized or inconsistent, or a source that does not
    /// exist. The message names the file and the reason.
    case invalidTZData
  }

  /// What went wrong.
  public let kind: Kind
  /// The one-line message, naming the input and how to fix it.
  public let message: String
  /// The time-zone identifier involved, if any.
  public let zoneIdentifier: String?
  /// Known identifiers close to an unknown one, best first
  /// (``Kind/unknownZone`` only).
  public let suggestions: [String]
  /// The transition that made a local time nonexistent or ambiguous, or
  /// that skipped a day.
  public let transition: ZoneTransition?
  /// The instants a wall-clock time could mean (both occurrences for
  /// ``Kind/ambiguousLocalTime``; empty otherwise).
  public let candidates: [Date]

  /// Creates an error. DateMath's own functions build these; the
  /// initialiser is public so that code wrapping DateMath can report
  /// failures in the same form.
  public init(
    _ kind: Kind, _ message: String, zoneIdentifier: String? = nil,
    suggestions: [String] = [], transition: ZoneTransition? = nil,
    candidates: [Date] = []
  ) {
    self.kind = kind
    self.message = message
    self.zoneIdentifier = zoneIdentifier
    self.suggestions = suggestions
    self.transition = transition
    self.candidates = candidates
  }

  /// The one-line message.
  public var description: String { message }
}

extension DateMathError {
  static func outOfRange(_ what: String) -> DateMathError {
    DateMathError(
      .outOfRange,
      "\(what) is outside the supported range (years -9999 through 9999)")
  }

  static func invalidFormat(_ input: String, expected: String) -> DateMathError {
    DateMathError(
      .invalidFormat, "\"\(input)\" is not \(expected)")
  }
}
