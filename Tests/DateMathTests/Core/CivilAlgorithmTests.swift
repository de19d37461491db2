import DateMath
import Foundation
import Testing

/// The days ⇄ date conversions against an independent reference: Howard
/// Hinnant's algorithms, written out again here, over every day of
/// -9999-01-01 … 9999-12-31 and beyond.
@Suite("Civil day arithmetic", .tags(.civil))
struct CivilAlgorithmTests {
  static func referenceDate(_ days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  @Test("every day of the supported range converts both ways as the reference does")
  func everyDay() throws {
    var mismatches = 0
    for days in stride(from: -4_371_587, through: 2_932_896, by: 1) {
      let (y, m, d) = Self.referenceDate(days)
      let date = try CivilDate(daysSince1970: days)
      if date.year != y || date.month != m || date.day != d || date.daysSince1970 != days {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test("the ends of the range and just past them")
  func ends() throws {
    #expect(try CivilDate(daysSince1970: -4_371_587).description == "-009999-01-01")
    #expect(try CivilDate(daysSince1970: 2_932_896).description == "9999-12-31")
    #expect((try? CivilDate(daysSince1970: 2_932_897)) == nil)
    #expect((try? CivilDate(daysSince1970: -4_371_588)) == nil)
  }
}
