extension ZonedDateTime {
  /// The instant as RFC 3339 text with this date-time's UTC offset and no
  /// zone annotation: `2018-11-04T01:00:00-02:00`, for APIs and logs that
  /// want a plain instant with its local offset. Offsets with seconds
  /// (local mean time before about 1900) are written `±HH:MM:SS`, as ISO
  /// 8601 allows (RFC 3339 itself has whole minutes). `.exact` writes the
  /// nanoseconds without trailing zeros; a fixed count truncates or pads
  /// them. To keep the zone, write ``rfc9557String(fractionalDigits:)``.
  ///
  /// ```swift
  /// let start = try ZonedDateTime(startOf: CivilDate(parsing: "2018-11-04"), in: Zone(identifier: "America/Sao_Paulo"))
  /// start.rfc3339String()                               // "2018-11-04T01:00:00-02:00"
  /// start.rfc3339String(fractionalDigits: .milliseconds)  // "2018-11-04T01:00:00.000-02:00"
  /// ```
  public func rfc3339String(fractionalDigits: FractionalSecondDigits = .exact) -> String {
    _RFC3339.text(
      seconds: epochSeconds, fraction: .nanosecond(nanosecond),
      offset: Int64(offsetSeconds), digits: fractionalDigits, suffix: .offset)
  }
}
