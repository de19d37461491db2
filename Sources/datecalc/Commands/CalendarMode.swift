import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

// The --calendar forms of convert, add, diff and step: dates (or the local
// dates of times) computed in one of the world's calendars.

extension TimeInput {
  /// The date this input names in `calendar`: a date written in the
  /// calendar, an ISO date, or the local date of a time in `zone`; with a
  /// note when a month or day was clamped.
  func calendarDate(in calendar: CalendarKind, monthEnd: MonthEndPolicy, zone base: Zone)
    throws(CommandFailure) -> (date: CalendarDate, notes: [String])
  {
    if case .calendarDate(let text) = form,
      let (date, note) = try Self.calendarDate(text, in: calendar, monthEnd: monthEnd)
    {
      return (date, note.map { [$0] } ?? [])
    }
    let placed = try placed(in: base)
    let day: CivilDate
    switch placed {
    case .date(let date): day = date
    case .local(let local): day = local.date
    case .instant(let exact, let zone):
      day = try answer { () throws(DateMathError) in try exact.converted(to: zone ?? base).localDateTime.date }
    }
    return (try answer { () throws(DateMathError) in try CalendarDate(day, in: calendar) }, [])
  }

  /// Whether the input is a date (no time of day) once placed.
  var isDateOnly: Bool {
    switch form {
    case .date, .day, .calendarDate: true
    default: false
    }
  }
}

struct CalendarConvertJSON: Encodable {
  let input: String
  let date: CalendarDateJSON
  let notes: [String]
}

struct CalendarAddJSON: Encodable {
  let input: CalendarDateJSON
  let amount: String
  let period: String
  let monthEnd: String
  let result: CalendarDateJSON
  let adjustments: [AdjustmentJSON]
  let notes: [String]
}

struct CalendarDiffJSON: Encodable {
  let from: CalendarDateJSON
  let to: CalendarDateJSON
  let largestUnit: String
  let period: String
  let notes: [String]
}

struct CalendarStepJSON: Encodable {
  struct Row: Encodable {
    let step: Int
    let date: CalendarDateJSON
    let notes: [String]
  }
  let anchor: CalendarDateJSON
  let every: String
  let steps: [Row]
}
