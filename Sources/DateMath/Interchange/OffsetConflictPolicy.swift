/// What ``ZonedDateTime/init(rfc9557:offsetConflict:disambiguation:extensions:)`` does when a
/// string's UTC offset is not one the zone uses at that wall-clock time.
///
/// That happens when a zone's rules changed after the string was written:
/// `2030-07-01T12:00:00+02:00[Europe/Berlin]` stored today stops matching if
/// the EU abolishes DST, and Berlin's offset that day becomes +01:00.
///
/// When the offset is one of the zone's (including the second reading of a
/// repeated time), there is no conflict: the offset picks the instant.
public enum OffsetConflictPolicy: String, Sendable, Hashable, CaseIterable {
  /// Keep the instant the offset gives; the wall-clock time in the zone
  /// changes (12:00+02:00 becomes 11:00+01:00). Right for past events
  /// recorded as they happened.
  case keepInstant
  /// Keep the wall-clock time and resolve it in the zone by its current
  /// rules (compatible policy); the instant changes (12:00+01:00). Right
  /// for future civil events such as meetings.
  case keepWallClock
  /// Throw ``DateMathError/Kind/offsetConflict`` naming both offsets. The
  /// default.
  case reject
}

extension OffsetConflictPolicy {
  /// The `userInfo` key that sets the policy for decoding ``ZonedDateTime``
  /// values (default ``reject``):
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[OffsetConflictPolicy.codingUserInfoKey] = OffsetConflictPolicy.keepWallClock
  /// // Written under rules that had New York on -05:00 in July:
  /// let json = Data(#"["2030-07-01T09:00:00-05:00[America/New_York]"]"#.utf8)
  /// try decoder.decode([ZonedDateTime].self, from: json).first  // 2030-07-01T09:00:00-04:00[America/New_York]
  /// try JSONDecoder().decode([ZonedDateTime].self, from: json)  // throws
  /// ```
  ///
  /// After a zone's rules change, a document of future events written
  /// under the old rules holds offsets the zone no longer has: with
  /// ``reject`` one such event makes the whole document undecodable;
  /// ``keepWallClock`` keeps each event's local time (a meeting at 09:00
  /// stays at 09:00), ``keepInstant`` its instant.
  public static let codingUserInfoKey: CodingUserInfoKey = {
    // The standard library's initialiser accepts every string; it is
    // failable only by its protocol's shape.
    guard let key = CodingUserInfoKey(rawValue: "DateMath.OffsetConflictPolicy") else {
      preconditionFailure("CodingUserInfoKey(rawValue:) refused a plain string")
    }
    return key
  }()
}
