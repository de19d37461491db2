/// Umm al-Qura, from its published tables (``_CalendarTables/ummAlQura``).
/// No leap months; a leap year is one of 355 days, as Temporal defines it.
enum _UmmAlQuraRules: _TableCalendar {
  static var table: _MonthTable { _CalendarTables.ummAlQura }
  static func isLeapYear(_ year: Int) -> Bool { daysInYear(year) == 355 }
  static func month(year: Int, code: MonthCode) -> Int? { code.isLeap || code.number > 12 ? nil : code.number }
  static func constrainedMonth(year: Int, code: MonthCode) -> Int? { nil }
  /// Twelve months every year: month arithmetic needs no table.
  static func monthsBefore(_ year: Int) -> Int { 12 * (year - table.firstYear) }
  static func estimatedYear(ofMonthIndex index: Int) -> Int { table.firstYear + _CalendarMath.floorDiv(index, 12) }
  static func monthCode(year: Int, month: Int) -> MonthCode { MonthCode(unchecked: month, false) }
}

/// The Chinese calendar, from tables computed by China's standard GB/T
/// 33661-2017 (new moons and solar terms at UTC+8), 1900–2100.
enum _ChineseRules: _TableCalendar {
  static var table: _MonthTable { _CalendarTables.chinese }
}

/// The Korean calendar, from the Korea Astronomy and Space Science
/// Institute's tables.
enum _DangiRules: _TableCalendar {
  static var table: _MonthTable { _CalendarTables.dangi }
}
