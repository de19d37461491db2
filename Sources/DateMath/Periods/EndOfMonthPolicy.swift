/// What monthly or yearly stepping does with an anchor on the last day of
/// its month.
public enum EndOfMonthPolicy: String, Sendable, Hashable, CaseIterable {
  /// Keep the anchor's day, clamped to each month's length: from 31 January,
  /// 28 February, 31 March, 30 April; from 28 February, 28 March, 28 April.
  /// The default.
  case clamp
  /// When the anchor is the last day of its month, every step is the last
  /// day of its month: from 28 February 2017, 31 March, 30 April. Anchors on
  /// other days are clamped as with ``clamp``.
  case lastDay
}
