/// The arithmetic of one calendar over day numbers (days since 1970-01-01,
/// as ``CivilDate/daysSince1970``). Months are ordinals, 1 through
/// `monthsInYear(year)`; codes map to and from them.
protocol _CalendarRules {
  /// The days the calendar covers (its tables' span, or DateMath's range).
  static var supportedDays: ClosedRange<Int> { get }
  /// The years whose months may be asked for: the tables' years, or for
  /// an arithmetic calendar a span wider than DateMath's days (whose
  /// edges the caller checks by day).
  static var supportedYears: ClosedRange<Int> { get }
  /// The calendar's year, month ordinal and day of a supported day.
  static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int)
  /// The day number of valid fields.
  static func day(year: Int, month: Int, day: Int) -> Int
  static func monthsInYear(_ year: Int) -> Int
  static func daysInMonth(year: Int, month: Int) -> Int
  static func daysInYear(_ year: Int) -> Int
  static func isLeapYear(_ year: Int) -> Bool
  static func monthCode(year: Int, month: Int) -> MonthCode
  /// The ordinal of `code` in `year`, or nil when the year lacks it
  /// (`M05L` in a common Hebrew year) or the calendar never has it.
  static func month(year: Int, code: MonthCode) -> Int?
  /// The month that stands for `code` in a year that lacks it, for
  /// `constrain` (Hebrew `M05L` → `M06`; a Chinese `M04L` → `M04`); nil
  /// when the calendar has no such code at all (`M13` in Hebrew).
  static func constrainedMonth(year: Int, code: MonthCode) -> Int?
  /// The months before `year`, counted from a fixed origin: month
  /// arithmetic is arithmetic on `monthsBefore(year) + month - 1`.
  static func monthsBefore(_ year: Int) -> Int
  /// A year near the one holding month index `index`, within a few years.
  static func estimatedYear(ofMonthIndex index: Int) -> Int
}

extension _CalendarRules {
  static var supportedDays: ClosedRange<Int> { _Civil.minDay..._Civil.maxDay }

  static func daysInYear(_ year: Int) -> Int {
    let months = monthsInYear(year)
    return day(year: year, month: months, day: daysInMonth(year: year, month: months)) - day(year: year, month: 1, day: 1) + 1
  }

  static func monthsBefore(_ year: Int) -> Int { 12 * year }
  static func estimatedYear(ofMonthIndex index: Int) -> Int { _CalendarMath.floorDiv(index, 12) }

  /// The year and month of month index `index` (see ``monthsBefore(_:)``).
  static func yearMonth(ofMonthIndex index: Int) -> (year: Int, month: Int) {
    var year = estimatedYear(ofMonthIndex: index)
    while monthsBefore(year) > index { year -= 1 }
    while monthsBefore(year + 1) <= index { year += 1 }
    return (year, index - monthsBefore(year) + 1)
  }

  /// For calendars whose months are always `M01`…`M12` (or `M13`), the
  /// ordinal is the code's number.
  static func plainMonthCode(_ month: Int) -> MonthCode { MonthCode(unchecked: month, false) }
}

/// Floor division and modulo on Int, for the calendars' cycle arithmetic.
enum _CalendarMath {
  @inline(__always)
  static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  @inline(__always)
  static func floorMod(_ a: Int, _ b: Int) -> Int {
    let r = a % b
    return r != 0 && (r < 0) != (b < 0) ? r + b : r
  }

  /// Days between Rata Die (day 1 = 0001-01-01, proleptic Gregorian) and
  /// DateMath's day numbers: `day = rd - rataDieOf1970`.
  static let rataDieOf1970 = 719_163

  /// Years every arithmetic calendar computes without overflow, wider than
  /// any calendar's years within DateMath's days (ISO -9999...9999 is at
  /// most Amete Alem 15,492 and Hebrew 13,760).
  static let arithmeticYears = -30_000...30_000
}

extension CalendarKind {
  /// The year, month and day of `day` in this calendar, or nil outside its
  /// range: one switch, then the calendar's own code, specialized and
  /// inlined (no dynamic dispatch on the hot path).
  @inline(__always)
  func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int)? {
    @inline(__always)
    func read<Rules: _CalendarRules>(_: Rules.Type) -> (year: Int, month: Int, day: Int)? {
      Rules.supportedDays.contains(day) ? Rules.fields(ofDay: day) : nil
    }
    switch self {
    case .iso8601, .gregory, .japanese: return read(_GregorianRules.self)
    case .buddhist: return read(_BuddhistRules.self)
    case .roc: return read(_ROCRules.self)
    case .persian: return read(_PersianRules.self)
    case .hebrew: return read(_HebrewRules.self)
    case .islamicCivil: return read(_IslamicCivilRules.self)
    case .islamicTbla: return read(_IslamicTblaRules.self)
    case .islamicUmalqura: return read(_UmmAlQuraRules.self)
    case .indian: return read(_IndianRules.self)
    case .coptic: return read(_CopticRules.self)
    case .ethiopic: return read(_EthiopicRules.self)
    case .ethioaa: return read(_EthioaaRules.self)
    case .chinese: return read(_ChineseRules.self)
    case .dangi: return read(_DangiRules.self)
    }
  }

  /// The arithmetic of this calendar.
  var rules: any _CalendarRules.Type {
    switch self {
    case .iso8601, .gregory, .japanese: _GregorianRules.self
    case .buddhist: _BuddhistRules.self
    case .roc: _ROCRules.self
    case .persian: _PersianRules.self
    case .hebrew: _HebrewRules.self
    case .islamicCivil: _IslamicCivilRules.self
    case .islamicTbla: _IslamicTblaRules.self
    case .islamicUmalqura: _UmmAlQuraRules.self
    case .indian: _IndianRules.self
    case .coptic: _CopticRules.self
    case .ethiopic: _EthiopicRules.self
    case .ethioaa: _EthioaaRules.self
    case .chinese: _ChineseRules.self
    case .dangi: _DangiRules.self
    }
  }
}
