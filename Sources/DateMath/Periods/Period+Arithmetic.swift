extension Period {
  /// The field-by-field sum: `P1M + P2D` is `P1M2D`. Months are not
  /// balanced into years, nor days into months (a month has no fixed
  /// number of days).
  ///
  /// ```swift
  /// try Period.months(1) + .days(2)     // P1M2D
  /// try Period.months(11) + .months(2)  // P13M
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when a field overflows.
  public static func + (lhs: Period, rhs: Period) throws(DateMathError) -> Period {
    try lhs.combined(with: rhs, "+") { $0.addingReportingOverflow($1) }
  }

  /// The field-by-field difference.
  ///
  /// ```swift
  /// try Period.days(3) - .days(5)   // -P2D
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when a field overflows.
  public static func - (lhs: Period, rhs: Period) throws(DateMathError) -> Period {
    try lhs.combined(with: rhs, "-") { $0.subtractingReportingOverflow($1) }
  }

  /// Every field negated.
  ///
  /// ```swift
  /// try -Period(months: 1, days: 2)   // -P1M2D
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a field of `Int.min`.
  public static prefix func - (period: Period) throws(DateMathError) -> Period {
    try period.multiplied(by: -1)
  }

  /// The period multiplied by `factor` (``multiplied(by:)``).
  ///
  /// ```swift
  /// try Period.weeks(2) * 3   // P6W
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when a field overflows.
  public static func * (period: Period, factor: Int) throws(DateMathError) -> Period {
    try period.multiplied(by: factor)
  }

  func combined(
    with other: Period, _ symbol: String, _ operation: (Int, Int) -> (partialValue: Int, overflow: Bool)
  ) throws(DateMathError) -> Period {
    var values: [Int] = []
    for (a, b) in zip(fields, other.fields) {
      let (value, overflow) = operation(a, b)
      guard !overflow else { throw .outOfRange("\(self) \(symbol) \(other)") }
      values.append(value)
    }
    return Period(
      years: values[0], months: values[1], weeks: values[2], days: values[3], hours: values[4],
      minutes: values[5], seconds: values[6], nanoseconds: values[7])
  }

  /// Exact elapsed time as a period of hours, minutes, seconds and
  /// nanoseconds: `.seconds(5400)` is `PT1H30M`. No days: a day is not 24
  /// hours.
  ///
  /// ```swift
  /// try Period(.seconds(5400))          // PT1H30M
  /// try Period(.nanoseconds(1) / 2)     // throws invalidArgument
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` when `duration` has
  ///   a part smaller than a nanosecond; ``DateMathError/Kind/outOfRange``
  ///   when its hours do not fit in an `Int`.
  public init(_ duration: Duration) throws(DateMathError) {
    // Past 2⁶³ seconds `components` would trap; hours then overflow anyway.
    guard duration > .seconds(Int64.min / 2) && duration < .seconds(Int64.max / 2) else {
      throw .outOfRange("\(duration)")
    }
    let (whole, attoseconds) = duration.components
    guard attoseconds % 1_000_000_000 == 0 else {
      throw DateMathError(.invalidArgument, "\(duration) has a part smaller than a nanosecond")
    }
    guard let hours = Int(exactly: whole / 3600) else { throw .outOfRange("\(duration)") }
    self.init(
      hours: hours, minutes: Int(whole % 3600 / 60), seconds: Int(whole % 60),
      nanoseconds: Int(attoseconds / 1_000_000_000))
  }
}

extension Period {
  /// The years, months, weeks and days negated, for a date difference
  /// whose fields are bounded by the supported range (so never `Int.min`):
  /// the one `since` of every type is the negated `until`.
  var negatedDateFields: Period {
    Period(years: -years, months: -months, weeks: -weeks, days: -days)
  }
}
