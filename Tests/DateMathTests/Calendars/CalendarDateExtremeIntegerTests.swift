import DateMath
import Foundation
import Testing

/// Issue 37: no integer traps a `CalendarDate`. Every public initializer
/// and operation is called, in every calendar, with the ends of `Int`, the
/// values next to them, powers of two, the edges of DateMath's years and
/// seeded random values; each must return a date or throw a
/// `DateMathError`, never trap (a trap ends the whole test process, so
/// this test failing is the process dying: `CalendarDate(era: "bce",
/// eraYear: Int.min, …)` and `CalendarDate(daysSince1970: Int.max, in:
/// .chinese)` did before). Where the answer is known it is checked: a day
/// count outside DateMath's years throws `outOfRange` naming that count.
@Suite("CalendarDate at the ends of Int")
struct CalendarDateExtremeIntegerTests {
  /// The integers tried: the ends of Int and their neighbours, powers of
  /// two and their negatives, the edges of the supported days and years,
  /// and seeded random values.
  static let values: [Int] = {
    var values: [Int] = [.min, .min + 1, .max, .max - 1, 0, 1, -1, 9999, 10_000, -9999, -10_000, 2_932_896, 2_932_897, -4_371_587, -4_371_588]
    for shift in stride(from: 8, through: 62, by: 6) { values += [1 << shift, -(1 << shift)] }
    var random = SplitMix(state: 37)
    for _ in 0..<40 { values.append(Int(bitPattern: UInt(random.next()))) }
    return values
  }()

  @Test("every initializer, in every calendar, at every value: a date or a DateMathError", arguments: CalendarKind.allCases)
  func initializers(calendar: CalendarKind) throws {
    let eras = ["ce", "bce", "reiwa", "meiji", "am", "aa", "ah", "bh", "roc", "broc", "be", "ap", "shaka"]
    let codes = [try MonthCode("M01"), try MonthCode("M05L"), try MonthCode("M13")]
    var outcomes = 0
    func attempt(_ body: () throws(DateMathError) -> CalendarDate) {
      do { _ = try body() } catch { #expect(!error.message.isEmpty) }
      outcomes += 1
    }
    for v in Self.values {
      do {
        _ = try CalendarDate(daysSince1970: v, in: calendar)
      } catch {
        if !(-4_371_587...2_932_896).contains(v) {
          #expect(error.kind == .outOfRange)
          #expect(error.message.contains("\(v)"), "\(error.message)")
        }
      }
      for code in codes {
        attempt { () throws(DateMathError) in try CalendarDate(year: v, monthCode: code, day: 1, in: calendar) }
        attempt { () throws(DateMathError) in try CalendarDate(year: 2000, monthCode: code, day: v, in: calendar, monthEnd: .clamp) }
      }
      for policy in [MonthEndPolicy.reject, .clamp, .lastDay] {
        attempt { () throws(DateMathError) in try CalendarDate(year: v, month: v, day: v, in: calendar, monthEnd: policy) }
        attempt { () throws(DateMathError) in try CalendarDate(year: 2000, month: v, day: 1, in: calendar, monthEnd: policy) }
      }
      for era in eras {
        attempt { () throws(DateMathError) in try CalendarDate(era: era, eraYear: v, monthCode: codes[0], day: 1, in: calendar) }
      }
    }
    #expect(outcomes == Self.values.count * (codes.count * 2 + 6 + eras.count))
  }

  @Test("every operation, in every calendar, by every amount: a date or a DateMathError", arguments: CalendarKind.allCases)
  func operations(calendar: CalendarKind) throws {
    let range = calendar.supportedRange
    let starts = [range.lowerBound, range.upperBound, try CivilDate(parsing: "2024-02-29")]
      .filter { range.contains($0) }
      .map { try! CalendarDate($0, in: calendar) }
    #expect(!starts.isEmpty)
    for start in starts {
      for v in Self.values {
        for period in [Period.years(v), .months(v), .weeks(v), .days(v), Period(years: v, months: v, days: v)] {
          for policy in [MonthEndPolicy.clamp, .lastDay, .reject] {
            do {
              let moved = try start.adding(period, monthEnd: policy)
              #expect(moved.calendar == calendar)
            } catch {
              #expect(!error.message.isEmpty)
            }
            _ = try? start.addingReportingAdjustments(period, monthEnd: policy)
          }
        }
        if let other = try? CalendarDate(daysSince1970: v, in: calendar) {
          for unit in [DateTimeUnit.years, .months, .weeks, .days] {
            _ = try? start.until(other, largestUnit: unit)
            _ = try? start.since(other, largestUnit: unit)
          }
        }
      }
      for other in CalendarKind.allCases { _ = try? start.converted(to: other) }
      _ = try? start.firstDayOfYear()
      _ = try? start.lastDayOfYear()
    }
  }
}
