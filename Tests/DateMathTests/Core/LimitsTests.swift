@testable import DateMath
import Foundation
import Testing

/// The range constants written as literals for the hot paths (a literal is
/// two comparisons; a computed global is initialized lazily and checked at
/// every use) agree with the named limits they stand for.
@Suite("Range constants")
struct LimitsTests {
  @Test("the literal bounds are the named limits")
  func literals() {
    #expect(_Civil.minDay == _Civil.daysFromCivil(year: _Civil.minYear, month: 1, day: 1))
    #expect(_Civil.maxDay == _Civil.daysFromCivil(year: _Civil.maxYear, month: 12, day: 31))
    #expect(ZonedDateTime.firstSupportedSecond == Int64(_Civil.minDay) * _Civil.secondsPerDay)
    #expect(ZonedDateTime.lastSupportedSecond == Int64(_Civil.maxDay + 1) * _Civil.secondsPerDay - 1)
    #expect(_InstantSeconds.limit == Double(_Limits.epochSeconds))
  }

  @Test("the ends: the first and last supported seconds are instants, one past them is not")
  func ends() throws {
    let first = try ZonedDateTime(epochSeconds: ZonedDateTime.firstSupportedSecond, in: .utc)
    #expect(first.description == "-009999-01-01T00:00:00+00:00[UTC]")
    let last = try ZonedDateTime(epochSeconds: ZonedDateTime.lastSupportedSecond, in: .utc)
    #expect(last.description == "9999-12-31T23:59:59+00:00[UTC]")
    #expect(throws: DateMathError.self) {
      try ZonedDateTime(epochSeconds: ZonedDateTime.firstSupportedSecond - 1, in: .utc)
    }
    #expect(throws: DateMathError.self) {
      try ZonedDateTime(epochSeconds: ZonedDateTime.lastSupportedSecond + 1, in: .utc)
    }
    #expect(_Limits.contains(Int64.min) == false && _Limits.contains(Int64.max) == false)
    #expect(_Limits.contains(_Limits.epochSeconds - 1) && !_Limits.contains(_Limits.epochSeconds))
  }
}
