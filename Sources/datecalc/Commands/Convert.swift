import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc convert TIME --into ZONE`.
  struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show the same instant in another zone.",
      discussion: """
        The time is read in --zone (or its own offset or [zone]); the answer is \
        the same instant on the wall clocks of --into.

        With --calendar (and no --into), the date in one of the world's \
        calendars, or a date written in it (5784-M05L-30) as an ISO date: \
        "datecalc convert today --calendar hebrew" is today's Hebrew date.

        Examples:
          datecalc convert "2024-03-10 09:00" --zone America/New_York \\
            --into Europe/London
          datecalc convert 2017-01-31T19:00:00Z --into Asia/Kathmandu --json
          datecalc convert now --into Pacific/Kiritimati
          datecalc convert today --calendar hebrew
          datecalc convert 1403-M12-30 --calendar persian
        """)

    @Argument(
      help: ArgumentHelp("The time to convert.", valueName: "time"), transform: TimeInput.init(parsing:))
    var time: TimeInput

    @Option(
      name: .customLong("into"),
      help: ArgumentHelp("The zone to show it in (--to is always a bound elsewhere).", valueName: "zone"))
    var inZone: String?

    @OptionGroup var common: CommonOptions
    @OptionGroup var policy: PolicyOption
    @OptionGroup var calendarOption: CalendarOption
    @OptionGroup var monthEndOption: MonthEndOption

    func validate() throws {
      guard inZone != nil || calendarOption.calendar != nil else {
        throw ValidationError("give --into ZONE (the same instant in another zone) or --calendar NAME (the date in a calendar)")
      }
    }

    func run() throws {
      let base = try common.chosenZone()
      guard let inZone else {
        try runInCalendar(base)
        return
      }
      let target = try input { () throws(DateMathError) in try SystemZone.zone(named: inZone) }
      let typed = try time.placed(in: base)
      let source = typed.zone(or: base)
      let from = try typed.zoned(in: source, policy: policy.policy)
      var notes: [String] = []
      if case .local(let local) = typed {
        notes += Notes.resolution(of: local, policy: policy.policy, result: from)
      }
      let converted = try answer { () throws(DateMathError) in try from.converted(to: target) }
      let difference = converted.offset.seconds - from.offset.seconds
      let dayShift = from.localDateTime.date.distance(to: converted.localDateTime.date)
      if dayShift != 0 { notes.append("that is \(dayShift > 0 ? "the next" : "the previous") day in \(target.identifier)") }
      if common.json {
        Output.jsonAnswer(ConvertJSON(from: InstantJSON(from), to: InstantJSON(converted),
                                offsetDifferenceSeconds: difference, notes: notes))
      } else {
        let sign = difference < 0 ? "-" : "+"
        // The same zone on both sides (calc's "tomorrow 09:00"): no second line comparing it with itself.
        let comparison = source == target ? [] : [
          "  = \(Output.instant(from)) (\(target.identifier) is "
            + "\(sign)\(Output.duration(seconds: Double(abs(difference)))) from \(source.identifier) then)"
        ]
        Output.text([Output.instant(converted)] + comparison, notes: notes)
      }
    }

    /// `--calendar` without `--into`: the date (the local date of a time) in
    /// the calendar, or a date written in it as an ISO date.
    func runInCalendar(_ base: Zone) throws {
      guard let calendar = calendarOption.calendar else { return }
      let (date, notes) = try time.calendarDate(in: calendar, monthEnd: monthEndOption.monthEnd, zone: base)
      if common.json {
        Output.jsonAnswer(CalendarConvertJSON(input: time.text, date: CalendarDateJSON(date), notes: notes))
      } else {
        Output.text([CalendarOutput.line(date)], notes: notes)
      }
    }
  }
}

struct ConvertJSON: Encodable {
  let from: InstantJSON
  let to: InstantJSON
  let offsetDifferenceSeconds: Int
  let notes: [String]
}
