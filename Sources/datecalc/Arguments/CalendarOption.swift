import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension CalendarKind: ExpressibleByArgument {
  public init?(argument: String) { self.init(identifier: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--calendar NAME`, for the commands that compute in one of the world's
/// calendars; a month or day that does not exist there is `--month-end`'s
/// (``MonthEndOption``), as in ISO 8601.
struct CalendarOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Compute in this calendar: hebrew, persian, islamic-umalqura, islamic-civil, islamic-tbla, chinese, dangi, japanese, buddhist, roc, gregory, indian, coptic, ethiopic, ethioaa or iso8601. Dates may then be written in it as YEAR-MONTHCODE-DD (5784-M05L-30).",
      valueName: "calendar"))
  var calendar: CalendarKind?
}

extension TimeInput {
  /// A date written in a calendar, `YEAR-MONTHCODE-DD` (`5784-M05L-30`),
  /// read in `calendar`: its ISO date and a note when a month or day was
  /// clamped.
  static func calendarDate(_ text: String, in calendar: CalendarKind?, monthEnd: MonthEndPolicy)
    throws(CommandFailure) -> (date: CalendarDate, note: String?)?
  {
    guard isCalendarDate(text) else { return nil }
    let negative = text.hasPrefix("-")
    let parts = (negative ? text.dropFirst() : text[...]).split(separator: "-", omittingEmptySubsequences: false)
    guard let calendar else {
      throw .usage("\(DateMathError.quoted(text)) is a date in a calendar (year, month code, day): give --calendar, such as --calendar hebrew")
    }
    guard let year = Int(parts[0]), let day = Int(parts[2]) else {
      throw .usage("\(DateMathError.quoted(text)) is not a calendar date: use YEAR-MONTHCODE-DD, such as 5784-M05L-30")
    }
    let code = try input { () throws(DateMathError) in try MonthCode(String(parts[1]).uppercased()) }
    let date = try input { () throws(DateMathError) in
      try CalendarDate(year: negative ? -year : year, monthCode: code, day: day, in: calendar, monthEnd: monthEnd)
    }
    let note = date.monthCode != code || date.day != day
      ? "\(text) does not exist in the \(calendar) calendar: clamped to \(date.fieldsText)" : nil
    return (date, note)
  }
}
