import Testing

extension Tag {
  /// Cases at DST gaps, overlaps and other offset changes.
  @Tag static var dst: Self
  /// Leap years, leap days and month ends.
  @Tag static var leap: Self
  /// Civil values with no zone.
  @Tag static var civil: Self
  /// Where Foundation's `Calendar` gives a wrong answer and DateMath must not.
  @Tag static var foundationDefect: Self
  /// Properties over random inputs.
  @Tag static var property: Self
  /// Concurrent use from many tasks.
  @Tag static var concurrency: Self
}
