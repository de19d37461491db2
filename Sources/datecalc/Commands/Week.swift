import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc week DATE`.
  struct Week: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "ISO 8601 week date, weekday and day of year of a date.",
      discussion: """
        The ISO week-numbering year can differ from the calendar year around \
        New Year: 2024-12-30 is 2025-W01-1 (the "YYYY" of date-format patterns).

        Examples:
          datecalc week 2024-12-30
          datecalc week today --zone Asia/Tokyo --json
        """)

    @Argument(
      help: ArgumentHelp("A date, or a time whose local date to use.", valueName: "date"),
      transform: TimeInput.init(parsing:))
    var date: TimeInput

    @OptionGroup var common: CommonOptions

    func run() throws {
      let base = try common.chosenZone()
      let typed = try date.placed(in: base)
      let day: CivilDate
      switch typed {
      case .date(let value): day = value
      case .local(let value): day = value.date
      case .instant(let exact, _):
        day = try answer { () throws(DateMathError) in try exact.converted(to: typed.zone(or: base)).localDateTime.date }
      }
      let week = day.isoWeekDate
      var notes: [String] = []
      if week.weekYear != day.year {
        notes.append("\(day) belongs to ISO week-year \(week.weekYear), not \(day.year): weeks start on Monday and week 1 holds the year's first Thursday")
      }
      if common.json {
        Output.jsonAnswer(WeekJSON(
          date: day.description, isoWeekDate: week.description, weekYear: week.weekYear, week: week.week,
          weekday: week.weekday.rawValue, weekdayName: week.weekday.description, dayOfYear: day.dayOfYear,
          weeksInWeekYear: ISOWeekDate.weeksInYear(week.weekYear), isLeapYear: day.isInLeapYear, notes: notes))
      } else {
        Output.text(
          ["\(week) (\(day), \(week.weekday))",
           "  week \(week.week) of \(ISOWeekDate.weeksInYear(week.weekYear)) in \(week.weekYear); day \(day.dayOfYear) of \(day.isInLeapYear ? 366 : 365) in \(day.year)"],
          notes: notes)
      }
    }
  }
}

struct WeekJSON: Encodable {
  let date: String
  let isoWeekDate: String
  let weekYear: Int
  let week: Int
  let weekday: Int
  let weekdayName: String
  let dayOfYear: Int
  let weeksInWeekYear: Int
  let isLeapYear: Bool
  let notes: [String]
}
