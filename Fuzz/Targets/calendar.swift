// libFuzzer target `calendar`: DateMath's world calendars, from text and
// from fuzzed fields.
//
// The input's text is read by `CalendarDate(parsing:)` (RFC 9557,
// `2024-03-10[u-ca=hebrew]`) and `MonthCode(_:)`. Its bytes also pick a
// calendar, a day number, a month code, a day, a period and a month-end policy,
// which build dates and move them. Refusing must be a thrown
// `DateMathError`. The invariants (a violation traps):
//
// - a parsed date's `rfc9557String()` and `description` read back to an equal date, and a
//   parsed month code's text to the same code;
// - a date made from a day number gives its fields back: making it again
//   from its year, month code and day (and from its ordinal month) is the
//   same day; its day of year is within its year's days;
// - a date added to with `.clamp` exists (its day fits its month), and
//   `until` from the start to it, added back with `.clamp`, lands on it
//   whenever no clamp happened on the way (the day of month was not cut);
// - `.reject` either throws or gives the `.clamp` answer;
// - any 64-bit integer as a day count, era year, year, day or period field
//   gives a date or a thrown error (issue 37: `Int.min` trapped).
//
// FUZZ_VERBOSE=1: say on stderr what each input did.

import DateMath
import Foundation

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

private func note(_ message: @autoclosure () -> String) {
  if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private func finding(_ message: String) -> Never {
  fatalError("FUZZ calendar invariant: \(message)")
}

/// Little-endian integers from the input's bytes, cycling.
private struct Bytes {
  let data: [UInt8]
  var index = 0
  mutating func next() -> Int {
    guard !data.isEmpty else { return 0 }
    defer { index += 1 }
    return Int(data[index % data.count])
  }
  mutating func int(_ bytes: Int) -> Int {
    var value = 0
    for _ in 0..<bytes { value = value << 8 | next() }
    return value
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Array(UnsafeBufferPointer(start: start, count: count))
  let text = String(decoding: data, as: UTF8.self)

  if let date = try? CalendarDate(parsing: text) {
    guard let again = try? CalendarDate(parsing: date.rfc9557String()), again == date,
      CalendarDate(date.description) == date
    else {
      finding("\(date.rfc9557String()) (\(date.description)) does not parse back")
    }
    note("parsed \(date)")
  }
  if let code = try? MonthCode(text) {
    guard (try? MonthCode(code.description)) == code else { finding("month code \(code) does not read back") }
  }

  // The ends of Int (issue 37): any 64 bits as a day count, an era year,
  // a year, a day and a period's fields give a date or a thrown error,
  // never a trap.
  var wide = Bytes(data: data)
  let wideCalendar = CalendarKind.allCases[wide.next() % CalendarKind.allCases.count]
  let any = wide.int(8)
  let eras = ["ce", "bce", "reiwa", "meiji", "am", "aa", "ah", "bh", "roc", "broc", "be", "ap", "shaka"]
  _ = try? CalendarDate(daysSince1970: any, in: wideCalendar)
  if let code = try? MonthCode("M01") {
    _ = try? CalendarDate(era: eras[wide.next() % eras.count], eraYear: any, monthCode: code, day: 1, in: wideCalendar)
    _ = try? CalendarDate(year: any, monthCode: code, day: any, in: wideCalendar, monthEnd: .clamp)
  }
  _ = try? CalendarDate(year: any, month: any, day: any, in: wideCalendar, monthEnd: .lastDay)
  if let origin = try? CalendarDate(daysSince1970: 0, in: wideCalendar) {
    for period in [Period(years: any), Period(months: any), Period(weeks: any), Period(days: any), Period(years: any, months: any, days: any)] {
      _ = try? origin.adding(period, monthEnd: .lastDay)
    }
  }

  var bytes = Bytes(data: data)
  let calendar = CalendarKind.allCases[bytes.next() % CalendarKind.allCases.count]
  // Days within DateMath's range and a little beyond it.
  let day = bytes.int(3) - 4_500_000
  guard let date = try? CalendarDate(daysSince1970: day, in: calendar) else { return 0 }
  guard let fields = try? CalendarDate(year: date.year, monthCode: date.monthCode, day: date.day, in: calendar),
    fields == date,
    (try? CalendarDate(year: date.year, month: date.month, day: date.day, in: calendar)) == date
  else { finding("\(date) (\(date.year) \(date.monthCode) \(date.day)) does not make itself again") }
  guard (1...date.daysInYear).contains(date.dayOfYear), (1...date.daysInMonth).contains(date.day) else {
    finding("\(date): day \(date.day) of \(date.daysInMonth), day of year \(date.dayOfYear) of \(date.daysInYear)")
  }

  let period = Period(
    years: bytes.next() % 41 - 20, months: bytes.next() % 61 - 30, weeks: bytes.next() % 9 - 4, days: bytes.next() % 61 - 30)
  guard let moved = try? date.adding(period) else {
    note("\(date) + \(period): refused")
    return 0
  }
  guard moved.day <= moved.daysInMonth else { finding("\(date) + \(period) = \(moved), past its month") }
  if let rejected = try? date.adding(period, monthEnd: .reject), rejected != moved {
    finding("\(date) + \(period): reject gives \(rejected), clamp \(moved)")
  }
  let unit: DateTimeUnit = [.years, .months, .weeks, .days][bytes.next() % 4]
  guard let difference = try? date.until(moved, largestUnit: unit) else { finding("\(date) until \(moved) throws") }
  if let back = try? date.adding(difference, monthEnd: .reject), back != moved {
    finding("\(date) + (\(date) until \(moved), \(unit)) = \(difference) gives \(back)")
  }
  note("\(date) + \(period) = \(moved); until in \(unit) = \(difference)")
  return 0
}
