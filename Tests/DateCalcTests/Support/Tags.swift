import Foundation
import Testing

extension Tag {
  /// Answers at DST gaps, overlaps and other offset changes.
  @Tag static var dst: Self
}

/// Whether Foundation's tz data is IANA 2025b, the release of the Swift
/// 6.3.1 toolchain on Linux: tests that compare it with DateMath's
/// default (bundled 2026f) data are enabled only then.
let foundationIs2025b = TimeZone.timeZoneDataVersion == "2025b"
