import Foundation

extension CivilDate {
  /// Today's date in `zone`: the local date there now. It does not throw,
  /// as ``ZonedDateTime/now(in:)`` does not.
  ///
  /// The date depends on the zone: at 2024-01-05T03:00Z it is already
  /// 5 January in Europe/Berlin and still 4 January in America/New_York.
  ///
  /// ```swift
  /// let today = CivilDate.today(in: .current)
  /// today.year >= 2026  // true
  /// ```
  public static func today(in zone: Zone) -> CivilDate {
    ZonedDateTime.now(in: zone).localDateTime.date
  }

  /// The local date in `zone` at the instant `now`: "today" for a clock
  /// you pass in (a test's fixed time, a request's timestamp).
  ///
  /// ```swift
  /// let now = try Date(rfc3339: "2024-01-05T03:00:00Z")
  /// try CivilDate.today(in: Zone(identifier: "Europe/Berlin"), now: now)     // 2024-01-05
  /// try CivilDate.today(in: Zone(identifier: "America/New_York"), now: now)  // 2024-01-04
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `now` outside the
  ///   supported range.
  public static func today(in zone: Zone, now: Date) throws(DateMathError) -> CivilDate {
    try ZonedDateTime(now, in: zone).localDateTime.date
  }
}
