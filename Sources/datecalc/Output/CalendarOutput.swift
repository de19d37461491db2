import DateMath
import Foundation

/// How datecalc shows a date in one of the world's calendars.
enum CalendarOutput {
  /// `5784-M05L-30 hebrew (am 5784; month 6 of 13, day 30 of 30) = 2024-03-10 Sunday`.
  static func line(_ date: CalendarDate) -> String {
    var details: [String] = []
    if let era = date.era, let eraYear = date.eraYear { details.append("\(era) \(eraYear)") }
    details.append("month \(date.month) of \(date.monthsInYear), day \(date.day) of \(date.daysInMonth)")
    return "\(date.fieldsText) \(date.calendar) (\(details.joined(separator: "; "))) = \(date.civilDate) \(date.weekday)"
  }
}

struct CalendarDateJSON: Encodable {
  let calendar: String
  let year: Int
  let monthCode: String
  let month: Int
  let day: Int
  let era: String?
  let eraYear: Int?
  let monthsInYear: Int
  let daysInMonth: Int
  let isoDate: String
  let weekday: String
  let rfc9557: String

  init(_ date: CalendarDate) {
    calendar = date.calendar.rawValue
    year = date.year
    monthCode = date.monthCode.description
    month = date.month
    day = date.day
    era = date.era
    eraYear = date.eraYear
    monthsInYear = date.monthsInYear
    daysInMonth = date.daysInMonth
    isoDate = date.civilDate.description
    weekday = date.weekday.description
    rfc9557 = date.rfc9557String()
  }
}
