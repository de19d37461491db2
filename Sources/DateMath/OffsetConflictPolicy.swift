/// What ``ZonedDateTime/init(rfc9557:offsetConflict:)`` does when a
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
