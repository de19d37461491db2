/// The one month move and the one date difference, for every calendar:
/// `CivilDate` is the ISO 8601 case (``_GregorianRules``, specialised and
/// inlined), `CalendarDate` every other, and `ZonedDateTime` moves its
/// local date with them. Fields in, fields out: the callers hold day
/// numbers or not as they like.
enum _DateArithmetic {
  /// A calendar date's fields: the arithmetic year, the month's ordinal in
  /// its year and the day of the month.
  typealias Fields = (year: Int, month: Int, day: Int)

  /// Where a month move landed, and what it adjusted on the way (the
  /// material of ``Adjustment``): the day asked for where the target month
  /// was shorter (a clamp), the month code asked for where the target year
  /// lacked it, and whether ``MonthEndPolicy/lastDay`` moved a last day
  /// further than a clamp would have.
  struct Move {
    var fields: Fields
    var requestedDay: Int? = nil
    var requestedCode: MonthCode? = nil
    var keptLastDay = false
  }

  /// `start` moved by `years` (keeping the month code: 30 Adar I stays in
  /// Adar I where the year has one) and then `months` (the calendar's
  /// ordinal months: 13 in a Hebrew leap year), with the day of the month
  /// as `monthEnd` says; Temporal's `CalendarDateAdd` before weeks and
  /// days. In ISO 8601, years are 12 months, so (0, 12 × years + months)
  /// gives the same.
  ///
  /// A month code the target year lacks (`M05L` in a common Hebrew year)
  /// is the month it stands for (`M06`) with ``MonthEndPolicy/clamp`` and
  /// ``MonthEndPolicy/lastDay``, and an error with
  /// ``MonthEndPolicy/reject``; so is a day past the target month's end.
  /// With ``MonthEndPolicy/lastDay``, a start on the last day of its month
  /// lands on the last day of the target month.
  ///
  /// - Parameters:
  ///   - calendar: names the calendar in messages.
  ///   - describing: the move in words for messages ("2017-01-31 + P1M").
  @inline(__always)
  static func moving<Rules: _CalendarRules>(
    _ rules: Rules.Type, _ start: Fields, years: Int, months: Int, monthEnd: MonthEndPolicy,
    calendar: CalendarKind, describing move: @autoclosure () -> String
  ) throws(DateMathError) -> Move {
    let (y0, o1) = start.year.addingReportingOverflow(years)
    guard !o1, Rules.supportedYears.contains(y0) else { throw outOfRange(move(), calendar) }
    var m0 = start.month
    var requestedCode: MonthCode?
    if years != 0 {
      let code = Rules.monthCode(year: start.year, month: start.month)
      if let month = Rules.month(year: y0, code: code) {
        m0 = month
      } else {
        guard monthEnd != .reject, let month = Rules.constrainedMonth(year: y0, code: code) else {
          throw missingMonth(move(), calendar, year: y0, code: code, rules)
        }
        m0 = month
        requestedCode = code
      }
    }
    // A million months is past every calendar's range (the month index
    // arithmetic below would overflow long before Int's end).
    guard months.magnitude <= 1_000_000 else { throw outOfRange(move(), calendar) }
    let (y1, m1): (Int, Int)
    if months == 0 {
      (y1, m1) = (y0, m0)
    } else {
      (y1, m1) = Rules.yearMonth(ofMonthIndex: Rules.monthsBefore(y0) + m0 - 1 + months)
      guard Rules.supportedYears.contains(y1) else { throw outOfRange(move(), calendar) }
    }
    let length = Rules.daysInMonth(year: y1, month: m1)
    if start.day < length {
      guard monthEnd == .lastDay, start.day == Rules.daysInMonth(year: start.year, month: start.month) else {
        return Move(fields: (y1, m1, start.day), requestedCode: requestedCode)
      }
      return Move(fields: (y1, m1, length), requestedCode: requestedCode, keptLastDay: true)
    }
    if start.day == length { return Move(fields: (y1, m1, length), requestedCode: requestedCode) }
    if monthEnd == .reject {
      throw pastMonthEnd(move(), calendar, years: years, months: months, day: start.day, (y1, m1, length), rules)
    }
    return Move(fields: (y1, m1, length), requestedDay: start.day, requestedCode: requestedCode)
  }

  /// Temporal's date comparison for differences (ISODateSurpasses, and
  /// NonISODateSurpasses without weeks or days): whether `start` moved by
  /// `years` (month code kept, day not constrained) and then `months` lies
  /// beyond `target` in the direction `sign`.
  @inline(__always)
  static func surpasses<Rules: _CalendarRules>(
    _ rules: Rules.Type, _ sign: Int, _ start: Fields, _ target: Fields, years: Int, months: Int
  ) -> Bool {
    let y0 = start.year + years
    let code = Rules.monthCode(year: start.year, month: start.month)
    if y0 != target.year {
      if sign * (y0 - target.year) > 0 { return true }
    } else {
      let targetCode = Rules.monthCode(year: target.year, month: target.month)
      if code != targetCode {
        if (sign > 0) == (code > targetCode) { return true }
      } else if start.day != target.day {
        if sign * (start.day - target.day) > 0 { return true }
      }
    }
    guard Rules.supportedYears.contains(y0) else { return true }
    let m0 = Rules.month(year: y0, code: code) ?? Rules.constrainedMonth(year: y0, code: code) ?? start.month
    let (y1, m1) = Rules.yearMonth(ofMonthIndex: Rules.monthsBefore(y0) + m0 - 1 + months)
    if y1 != target.year { return sign * (y1 - target.year) > 0 }
    if m1 != target.month { return sign * (m1 - target.month) > 0 }
    if start.day != target.day { return sign * (start.day - target.day) > 0 }
    return false
  }

  /// The period from `start` to `target` (day numbers `startDay` and
  /// `targetDay`) in units no larger than `largestUnit`, as Temporal's
  /// `PlainDate.until`: the most whole years that do not pass `target`,
  /// then months, then the days from the date those reach (the day
  /// clamped) to `target`. `.weeks` gives weeks and days; `.days` and the
  /// exact units give days, since dates have no time of day.
  @inline(__always)
  static func until<Rules: _CalendarRules>(
    _ rules: Rules.Type, _ start: Fields, day startDay: Int, to target: Fields, day targetDay: Int,
    largestUnit: DateTimeUnit
  ) -> Period {
    let sign = targetDay > startDay ? 1 : targetDay < startDay ? -1 : 0
    guard sign != 0 else { return Period() }
    switch largestUnit {
    case .years, .months: break
    case .weeks:
      let days = targetDay - startDay
      return Period(weeks: days / 7, days: days % 7)
    default: return Period(days: targetDay - startDay)
    }
    var years = 0
    if largestUnit == .years {
      // The answer is within one of the difference of the years.
      var candidate = target.year - start.year
      while candidate != 0 && surpasses(rules, sign, start, target, years: candidate, months: 0) { candidate -= sign }
      while !surpasses(rules, sign, start, target, years: candidate + sign, months: 0) { candidate += sign }
      years = candidate
    }
    // Months: estimated from the month indexes, then settled one by one.
    let y0 = start.year + years
    let code = Rules.monthCode(year: start.year, month: start.month)
    let m0 = Rules.month(year: y0, code: code) ?? Rules.constrainedMonth(year: y0, code: code) ?? start.month
    var months = (Rules.monthsBefore(target.year) + target.month) - (Rules.monthsBefore(y0) + m0)
    while months != 0 && surpasses(rules, sign, start, target, years: years, months: months) { months -= sign }
    while !surpasses(rules, sign, start, target, years: years, months: months + sign) { months += sign }
    // The months counted lie between the two dates, so in range.
    let landed =
      (try? moving(rules, start, years: years, months: months, monthEnd: .clamp, calendar: .iso8601, describing: ""))
      .map { Rules.day(year: $0.fields.year, month: $0.fields.month, day: $0.fields.day) } ?? startDay
    return Period(years: years, months: months, days: targetDay - landed)
  }

  /// "2017-01-31 + P1M", "2017-03-31 - P1M": a move in words, for errors.
  static func describing(_ start: String, _ period: Period) -> String {
    let text = period.description
    return text.hasPrefix("-") ? "\(start) - \(text.dropFirst())" : "\(start) + \(text)"
  }

  /// The one text of a date in errors: ISO 8601 `2017-02-28`, and in
  /// other calendars the month code (`5785-M06-29 hebrew`).
  static func text<Rules: _CalendarRules>(_ fields: Fields, _ calendar: CalendarKind, _ rules: Rules.Type) -> String {
    let date = "\(_ISO.year(fields.year))-\(monthText(fields.year, fields.month, calendar, rules))-\(_ISO.pad(fields.day, 2))"
    return calendar == .iso8601 ? date : "\(date) \(calendar)"
  }

  static func monthText<Rules: _CalendarRules>(_ year: Int, _ month: Int, _ calendar: CalendarKind, _ rules: Rules.Type)
    -> String
  {
    calendar == .iso8601 ? _ISO.pad(month, 2) : Rules.monthCode(year: year, month: month).description
  }

  /// The error of ``MonthEndPolicy/reject`` for a day the target month
  /// lacks: "2017-01-31 + P1M1D: 1 month on is day 31 of 2017-02, which
  /// has 28 days (the month-end policy is reject; clamp would use
  /// 2017-02-28)". The move is counted as the calendar counts it: years
  /// are 12 months in the calendars of ISO months, and said apart in the
  /// others ("1 year and 1 month on … of 5785-M06 (hebrew)").
  @inline(never)
  static func pastMonthEnd<Rules: _CalendarRules>(
    _ move: String, _ calendar: CalendarKind, years: Int, months: Int, day: Int, _ last: Fields, _ rules: Rules.Type
  ) -> DateMathError {
    let month = "\(_ISO.year(last.year))-\(monthText(last.year, last.month, calendar, rules))"
    return DateMathError(
      .invalidDate,
      "\(move): \(count(years: years, months: months, rules)) is day \(day) of \(month)"
        + "\(calendar == .iso8601 ? "" : " (\(calendar))"), which has \(last.day) days "
        + "(the month-end policy is reject; clamp would use \(text(last, calendar, rules)))")
  }

  /// "1 month on", "12 months back", "1 year and 2 months on": a month move
  /// in words, years folded into months where every year has 12.
  static func count<Rules: _CalendarRules>(years: Int, months: Int, _ rules: Rules.Type) -> String {
    func plural(_ n: Int, _ unit: String) -> String { n.magnitude == 1 ? "1 \(unit)" : "\(n.magnitude) \(unit)s" }
    if Rules.self is any _GregorianMonths.Type || years == 0 {
      let total = years * 12 + months
      return "\(plural(total, "month")) \(total < 0 ? "back" : "on")"
    }
    let direction = years < 0 ? "back" : "on"
    return months == 0
      ? "\(plural(years, "year")) \(direction)" : "\(plural(years, "year")) and \(plural(months, "month")) \(direction)"
  }

  /// The error of ``MonthEndPolicy/reject`` for a leap month the target
  /// year lacks: "5784-M05L-30 hebrew + P1Y: hebrew year 5785 has no month
  /// M05L (…; clamp would use M06)".
  @inline(never)
  static func missingMonth<Rules: _CalendarRules>(
    _ move: String, _ calendar: CalendarKind, year: Int, code: MonthCode, _ rules: Rules.Type
  ) -> DateMathError {
    guard let stand = Rules.constrainedMonth(year: year, code: code) else {
      return DateMathError(.invalidDate, "\(move): the \(calendar) calendar has no month \(code)")
    }
    return DateMathError(
      .invalidDate,
      "\(move): \(calendar) year \(year) has no month \(code) (the month-end policy is reject; "
        + "clamp would use \(Rules.monthCode(year: year, month: stand)))")
  }

  /// The error for a move past the calendar's range: the supported years
  /// for the calendars that count ISO years, the calendar's own range in
  /// ISO dates for the others.
  @inline(never)
  static func outOfRange(_ move: String, _ calendar: CalendarKind) -> DateMathError {
    switch calendar {
    case .iso8601, .gregory, .japanese: return .outOfRange(move)
    default: break
    }
    // The range's ISO dates as CivilDate writes them (`supportedRange`),
    // from day numbers: this layer is below CivilDate's.
    let days = calendar.rules.supportedDays
    let first = _Civil.civilFromDays(days.lowerBound), last = _Civil.civilFromDays(days.upperBound)
    return DateMathError(
      .outOfRange,
      "\(move) is outside the \(calendar) calendar's range "
        + "(\(_ISO.date(first.year, first.month, first.day)) through \(_ISO.date(last.year, last.month, last.day)))")
  }
}
