import Foundation
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
  /// The world's calendars: conversions, eras, arithmetic.
  @Tag static var calendars: Self
  /// Concurrent use from many tasks.
  @Tag static var concurrency: Self
}

/// Whether Foundation's tz data is IANA 2025b, the release of the Swift
/// 6.3.1 toolchain on Linux: tests that compare it with the bundled 2026f
/// data by name are enabled only then (and show as skipped elsewhere).
let foundationIs2025b = TimeZone.timeZoneDataVersion == "2025b"
