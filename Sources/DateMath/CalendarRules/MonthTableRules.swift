/// A calendar read from published month tables (Umm al-Qura, Chinese,
/// Dangi): for each year of the table, the day its first month begins, the
/// length of each month (29 or 30 days; the early Umm al-Qura tables also
/// have months of 28 and 31), and which month, if any, is a leap month.
///
/// The tables are copied once into memory that is never freed and read
/// through plain pointers: the value is trivially copyable, so reading it
/// writes no reference count that threads would share.
struct _MonthTable: @unchecked Sendable {
  /// The arithmetic year of the table's first entry.
  let firstYear: Int
  /// Day numbers (days since 1970-01-01) of each year's first day, and of
  /// the day after the table's last year.
  let newYears: UnsafeBufferPointer<Int32>
  /// Bits 2k and 2k + 1: the length of the month of ordinal k + 1, less
  /// 28.
  let monthLengths: UnsafeBufferPointer<UInt32>
  /// The ordinal of the year's leap month (it repeats the month before it:
  /// ordinal 5 is `M04L`), or 0.
  let leapMonths: UnsafeBufferPointer<UInt8>
  /// The months before each year of the table, from its first year.
  let monthsBefore: UnsafeBufferPointer<Int32>
  /// Years per day, times 2^32: a year estimate by a multiplication, not a
  /// division.
  let yearsPerDay: Int
  /// Days before each month, 14 entries a year (ordinals 1–13, and the
  /// year's length): month arithmetic by reads, not bit counts.
  let monthStarts: UnsafeBufferPointer<Int16>

  init(firstYear: Int, newYears: [Int32], monthLengths: [UInt32], leapMonths: [UInt8]) {
    func kept<T>(_ values: [T]) -> UnsafeBufferPointer<T> {
      let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: values.count)
      _ = buffer.initialize(from: values)
      return UnsafeBufferPointer(buffer)
    }
    self.firstYear = firstYear
    self.newYears = kept(newYears)
    self.monthLengths = kept(monthLengths)
    self.leapMonths = kept(leapMonths)
    var total: Int32 = 0
    var before: [Int32] = []
    for leap in leapMonths {
      before.append(total)
      total += leap == 0 ? 12 : 13
    }
    before.append(total)
    self.monthsBefore = kept(before)
    let span = Int(newYears[newYears.count - 1] - newYears[0])
    self.yearsPerDay = ((newYears.count - 1) << 32) / span
    var starts: [Int16] = []
    for (year, lengths) in monthLengths.enumerated() {
      let months = leapMonths[year] == 0 ? 12 : 13
      var total = 0
      starts.append(0)  // no month 0
      for month in 1...13 {
        starts.append(Int16(total))  // a 12-month year's 13th: its length
        if month <= months { total += 28 + Int(lengths >> (2 * (month - 1)) & 3) }
      }
    }
    self.monthStarts = kept(starts)
  }

  var years: ClosedRange<Int> { firstYear...(firstYear + monthLengths.count - 1) }
  var days: ClosedRange<Int> { Int(newYears[0])...(Int(newYears[newYears.count - 1]) - 1) }

  @inline(__always)
  func index(_ year: Int) -> Int { year - firstYear }

  @inline(__always)
  func monthsInYear(_ year: Int) -> Int { leapMonths[index(year)] == 0 ? 12 : 13 }

  @inline(__always)
  func daysInMonth(year: Int, month: Int) -> Int {
    28 + Int(monthLengths[index(year)] >> (2 * (month - 1)) & 3)
  }

  func daysInYear(_ year: Int) -> Int { Int(newYears[index(year) + 1] - newYears[index(year)]) }

  @inline(__always)
  func day(year: Int, month: Int, day: Int) -> Int {
    Int(newYears[index(year)]) + daysBefore(month: month, index: index(year)) + day - 1
  }

  /// Days before month `month` of the year at table index `index`.
  @inline(__always)
  func daysBefore(month: Int, index: Int) -> Int { Int(monthStarts[index * 14 + month]) }

  func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    // Estimate by the table's mean year (a multiplication), then step to
    // the year whose successor begins after `day`: at most a step.
    let first = Int(newYears[0])
    var low = min(max(((day - first) * yearsPerDay) >> 32, 0), newYears.count - 2)
    while low > 0 && Int(newYears[low]) > day { low -= 1 }
    while low < newYears.count - 2 && Int(newYears[low + 1]) <= day { low += 1 }
    let rest = day - Int(newYears[low])
    let months = leapMonths[low] == 0 ? 12 : 13
    // About 29.5 days a month: the estimate is the month or a neighbour.
    var month = min(rest * 2 / 59 + 1, months)
    while month > 1 && daysBefore(month: month, index: low) > rest { month -= 1 }
    while month < months && daysBefore(month: month + 1, index: low) <= rest { month += 1 }
    return (firstYear + low, month, rest - daysBefore(month: month, index: low) + 1)
  }

  @inline(__always)
  func monthCode(year: Int, month: Int) -> MonthCode {
    let leap = Int(leapMonths[index(year)])
    if leap == 0 || month < leap { return MonthCode(unchecked: month, false) }
    return month == leap ? MonthCode(unchecked: month - 1, true) : MonthCode(unchecked: month - 1, false)
  }

  @inline(__always)
  func month(year: Int, code: MonthCode) -> Int? {
    guard code.number <= 12 else { return nil }
    let leap = Int(leapMonths[index(year)])
    if code.isLeap { return leap != 0 && leap == code.number + 1 ? leap : nil }
    return leap != 0 && code.number >= leap ? code.number + 1 : code.number
  }
}

/// A calendar whose months come from a ``_MonthTable``.
protocol _TableCalendar: _CalendarRules {
  static var table: _MonthTable { get }
}

extension _TableCalendar {
  @inline(__always) static var supportedDays: ClosedRange<Int> { table.days }
  @inline(__always) static var supportedYears: ClosedRange<Int> { table.years }
  @inline(__always) static func fields(ofDay day: Int) -> (year: Int, month: Int, day: Int) { table.fields(ofDay: day) }
  @inline(__always) static func day(year: Int, month: Int, day: Int) -> Int { table.day(year: year, month: month, day: day) }
  @inline(__always) static func monthsInYear(_ year: Int) -> Int { table.monthsInYear(year) }
  @inline(__always) static func daysInMonth(year: Int, month: Int) -> Int { table.daysInMonth(year: year, month: month) }
  @inline(__always) static func daysInYear(_ year: Int) -> Int { table.daysInYear(year) }
  /// Counted from the table's first year; the caller keeps `year` within
  /// the table or one past its last year.
  @inline(__always) static func monthsBefore(_ year: Int) -> Int {
    let index = min(max(year - table.firstYear, 0), table.monthsBefore.count - 1)
    return Int(table.monthsBefore[index]) + 12 * (year - table.firstYear - index)
  }
  @inline(__always) static func estimatedYear(ofMonthIndex index: Int) -> Int { table.firstYear + _CalendarMath.floorDiv(19 * index, 235) }
  @inline(__always) static func isLeapYear(_ year: Int) -> Bool { monthsInYear(year) == 13 }
  @inline(__always) static func monthCode(year: Int, month: Int) -> MonthCode { table.monthCode(year: year, month: month) }
  @inline(__always) static func month(year: Int, code: MonthCode) -> Int? { table.month(year: year, code: code) }
  /// A leap month the year lacks is the ordinary month of its number.
  @inline(__always) static func constrainedMonth(year: Int, code: MonthCode) -> Int? {
    code.isLeap && code.number <= 12 ? table.month(year: year, code: MonthCode(unchecked: code.number, false)) : nil
  }
}
