import DateMath

/// An amount to add: calendar units (years, months, weeks, days) and exact
/// time (hours, minutes, seconds), kept apart because a day is not 24 hours.
///
/// An option of this type is read by ArgumentParser (datecalc makes it
/// `ExpressibleByArgument`); declare it with `transform: Amount.parse` so a
/// bad value is reported with its reason. A negative amount after an
/// option needs `=` (`--every=-1mo`), or it reads as an option.
package struct Amount: Equatable, CustomStringConvertible {
  package var period = Period()
  /// Exact seconds and nanoseconds.
  package var seconds: Int64 = 0
  package var nanoseconds: Int64 = 0
  /// As the user wrote it.
  package var text: String

  package var hasExactPart: Bool { seconds != 0 || nanoseconds != 0 }
  package var duration: Duration { .seconds(seconds) + .nanoseconds(nanoseconds) }
  package var description: String { text }

  package init(text: String) {
    self.text = text
  }

  static let units: [(names: [String], field: Field)] = [
    (["y", "yr", "yrs", "year", "years"], .years),
    (["mo", "mos", "month", "months"], .months),
    (["w", "wk", "wks", "week", "weeks"], .weeks),
    (["d", "day", "days"], .days),
    (["h", "hr", "hrs", "hour", "hours"], .hours),
    (["min", "mins", "minute", "minutes"], .minutes),
    (["s", "sec", "secs", "second", "seconds"], .seconds),
    (["ms", "millisecond", "milliseconds"], .milliseconds),
  ]

  enum Field { case years, months, weeks, days, hours, minutes, seconds, milliseconds }

  /// Reads `+1month`, `-3d`, `2w`, `1y2mo3d`, `36h`, `90min`, or ISO 8601
  /// `P1M2D`, `PT36H`, `-P1DT12H`.
  package static func parse(_ text: String) throws(CommandFailure) -> Amount {
    var amount = Amount(text: text)
    var rest = Substring(text)
    var negative = false
    if rest.first == "+" || rest.first == "-" {
      negative = rest.first == "-"
      rest = rest.dropFirst()
    }
    guard !rest.isEmpty else { throw bad(text) }
    if rest.first == "P" || rest.first == "p" {
      // ISO 8601 durations are DateMath's Period text.
      let period: Period
      do {
        period = try Period(parsing: text)
      } catch {
        throw bad(text, error.message.components(separatedBy: "): ").last ?? "")
      }
      amount.period = period.calendarPart
      guard let exact = try? period.timePart, _Limits.contains(exact) else { throw bad(text, "too large") }
      let (seconds, attoseconds) = exact.components
      amount.seconds = seconds
      amount.nanoseconds = attoseconds / 1_000_000_000
      return amount
    }
    try amount.readCompact(rest, text)
    if negative { try amount.negate(text) }
    return amount
  }

  static func bad(_ text: String, _ why: String = "") -> CommandFailure {
    .usage(
      "\(DateMathError.quoted(text)) is not an amount\(why.isEmpty ? "" : ": \(why)"); use forms such as "
        + "+1month, -3d, 2w, 1y2mo3d, 36h, 90min, or ISO 8601 P1M2D, PT36H")
  }

  private mutating func readCompact(_ text: Substring, _ original: String) throws(CommandFailure) {
    var rest = text
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, let value = Int(digits) else {
        throw Self.bad(original, "expected a number at \(DateMathError.quoted(rest))")
      }
      rest = rest.dropFirst(digits.count)
      let unit = rest.prefix { $0.isLetter }.lowercased()
      rest = rest.dropFirst(unit.count)
      if unit == "m" {
        throw Self.bad(original, "\"m\" is ambiguous: write mo for months or min for minutes")
      }
      guard let field = Self.units.first(where: { $0.names.contains(unit) })?.field else {
        throw Self.bad(original, unit.isEmpty ? "a number needs a unit" : "unknown unit \(DateMathError.quoted(unit))")
      }
      try add(value, field, original)
    }
  }

  private mutating func add(_ value: Int, _ field: Field, _ original: String) throws(CommandFailure) {
    func sum(_ a: Int, _ b: Int) throws(CommandFailure) -> Int {
      let (result, overflow) = a.addingReportingOverflow(b)
      guard !overflow else { throw Self.bad(original, "too large") }
      return result
    }
    func exact(_ multiplier: Int64, of count: Int64 = Int64(value)) throws(CommandFailure) {
      let (product, o1) = count.multipliedReportingOverflow(by: multiplier)
      let (total, o2) = seconds.addingReportingOverflow(product)
      guard !o1, !o2, _Limits.contains(total) else { throw Self.bad(original, "too large") }
      seconds = total
    }
    switch field {
    case .years: period.years = try sum(period.years, value)
    case .months: period.months = try sum(period.months, value)
    case .weeks: period.weeks = try sum(period.weeks, value)
    case .days: period.days = try sum(period.days, value)
    case .hours: try exact(3600)
    case .minutes: try exact(60)
    case .seconds: try exact(1)
    case .milliseconds:
      try exact(1, of: Int64(value) / 1000)
      try addNanoseconds(Int64(value) % 1000 * 1_000_000, original)
    }
  }

  /// Adds nanoseconds, carrying whole seconds, within the ±400e9 s limit.
  private mutating func addNanoseconds(_ value: Int64, _ original: String) throws(CommandFailure) {
    let total = nanoseconds + value % 1_000_000_000  // both below 2e9 in magnitude
    let (carried, overflow) = seconds.addingReportingOverflow(value / 1_000_000_000 + total / 1_000_000_000)
    guard !overflow, _Limits.contains(carried) else { throw Self.bad(original, "too large") }
    seconds = carried
    nanoseconds = total % 1_000_000_000
  }

  private mutating func negate(_ original: String) throws(CommandFailure) {
    let fields = [period.years, period.months, period.weeks, period.days]
    guard !fields.contains(.min) else { throw Self.bad(original, "too large") }
    period = Period(years: -period.years, months: -period.months, weeks: -period.weeks, days: -period.days)
    seconds = -seconds
    nanoseconds = -nanoseconds
  }

  /// The amount as one ISO 8601 duration, with a sign on each negative
  /// field when the signs differ (`P1M-3DT129600.5S`): what
  /// `Period.description` writes and `parse` reads back.
  package var isoText: String {
    Period(
      years: period.years, months: period.months, weeks: period.weeks, days: period.days,
      seconds: Int(seconds), nanoseconds: Int(nanoseconds)
    ).description
  }

  /// Several amounts as one: calendar parts added together, exact parts
  /// added together.
  package static func total(_ amounts: [Amount]) throws(CommandFailure) -> Amount {
    var total = Amount(text: amounts.map(\.text).joined(separator: " "))
    for amount in amounts {
      let parts = [
        (total.period.years, amount.period.years), (total.period.months, amount.period.months),
        (total.period.weeks, amount.period.weeks), (total.period.days, amount.period.days),
      ].map { $0.0.addingReportingOverflow($0.1) }
      let (seconds, o) = total.seconds.addingReportingOverflow(amount.seconds)
      guard !parts.contains(where: \.overflow), !o, _Limits.contains(seconds) else {
        throw bad(total.text, "too large")
      }
      total.period = Period(
        years: parts[0].partialValue, months: parts[1].partialValue,
        weeks: parts[2].partialValue, days: parts[3].partialValue)
      total.seconds = seconds
      try total.addNanoseconds(amount.nanoseconds, total.text)
    }
    return total
  }

  /// Joins "1" "month" into "1month", so amounts may be typed with a space.
  package static func joinWords(_ words: [String]) -> [String] {
    var result: [String] = []
    for word in words {
      if let last = result.last, last.allSatisfy({ $0.isNumber || $0 == "+" || $0 == "-" }),
        last.contains(where: \.isNumber), word.first?.isLetter == true
      {
        result[result.count - 1] = last + word
      } else {
        result.append(word)
      }
    }
    return result
  }
}
