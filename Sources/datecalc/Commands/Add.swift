import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc add TIME AMOUNT...`.
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Add calendar amounts and exact durations to a time.",
      discussion: """
        Calendar amounts keep the wall-clock time: +1d is the same time on the \
        next date, 23 or 25 hours later across a DST change; months clamp to \
        the month's last day (2017-01-31 +1month is 2017-02-28; --month-end \
        chooses). Exact \
        durations (36h, 90min, PT36H) add elapsed time. All calendar amounts \
        are added first, as one, then all exact ones. A date with only \
        calendar amounts gives a date.

        With --calendar, years, months, weeks and days are the calendar's \
        (a year keeps the month code: 30 Adar I + 1y is 29 Adar in a common \
        year; --month-end chooses), and dates may be written in it \
        (5784-M05L-30).

        Amounts: +1month, -3d, 2w, 1y2mo3d, 36h, 90min, 45s, 500ms; ISO 8601 \
        P1Y2M3D, P2W, PT36H, P1DT12H. Units: y, mo, w, d, h, min, s, ms (m \
        alone is ambiguous). "1 month" may be written with a space.

        Examples:
          datecalc add 2017-01-31T12:00 +1month --zone America/Denver
          datecalc add 2017-03-11T02:30 1d --zone America/New_York --policy reject
          datecalc add 2024-02-29 1y
          datecalc add now 36h --zone Asia/Kolkata
          datecalc add 5784-M05L-30 1y --calendar hebrew
          datecalc add 2025-02-18 1mo --calendar persian
        """)

    @Argument(
      help: ArgumentHelp("The time to start from.", valueName: "time"), transform: TimeInput.init(parsing:))
    var time: TimeInput

    /// The amounts as typed. They stay words, read in ``validate()``: one
    /// amount may take two of them (`1 month`), and a negative one looks
    /// like an option (`-3d`), so ArgumentParser cannot read each alone.
    @Argument(
      parsing: .allUnrecognized,
      help: ArgumentHelp(
        "One or more amounts, such as +1month, -3d, \"1 month\" or PT36H.", valueName: "amount"))
    var amounts: [String] = []

    @OptionGroup var common: CommonOptions
    @OptionGroup var policy: PolicyOption
    @OptionGroup var monthEnd: MonthEndOption
    @OptionGroup var calendarOption: CalendarOption

    /// How to show the amount, when the amounts given are not how the user
    /// wrote them: `calc` reads and adds an expression's amounts itself and
    /// passes the sum, with the text the user typed here.
    @Option(name: .customLong("shown-as"), help: .hidden)
    var shownAs: String?

    /// The amounts as one: calendar parts together, exact parts together.
    var amount: Amount {
      get throws(CommandFailure) {
        let words = Amount.joinWords(amounts)
        if let option = words.first(where: { $0.hasPrefix("--") }) {
          throw CommandFailure.usage("unknown option \(option)")
        }
        guard !words.isEmpty else { throw CommandFailure.usage("give at least one amount, such as +1d") }
        var total = try Amount.total(words.map { word throws(CommandFailure) in try Amount.parse(word) })
        if let shownAs { total.text = shownAs }
        return total
      }
    }

    /// Reads the amounts as ArgumentParser reads the other arguments: a bad
    /// one is a usage error before anything runs.
    func validate() throws {
      do {
        _ = try amount
      } catch {
        throw ValidationError(error.message)
      }
    }

    func run() throws {
      let amount = try self.amount
      let base = try common.chosenZone()
      if let calendar = calendarOption.calendar {
        try addInCalendar(calendar, amount, base)
        return
      }
      let start = try time.placed(in: base)
      let zone = start.zone(or: base)

      if case .date(let day) = start, !amount.hasExactPart {
        try addToDate(day, amount)
        return
      }
      let from = try start.zoned(in: zone, policy: policy.policy)
      let (afterCalendar, adjustments) = try answer { () throws(DateMathError) in
        try from.addingReportingAdjustments(amount.period, disambiguation: policy.policy, monthEnd: monthEnd.monthEnd)
      }
      let result = try answer { () throws(DateMathError) in
        try afterCalendar.adding(exactly: amount.duration)
      }
      var notes: [String] = []
      if case .local(let typed) = start {
        notes += Notes.resolution(of: typed, policy: policy.policy, result: from)
      }
      notes += adjustments.map(\.description)
      notes += Notes.transitions(between: from, and: result)
      let elapsed = Output.elapsed(from: from, to: result)
      if common.json {
        Output.jsonAnswer(AddJSON(
          input: InstantJSON(from), amount: amount.text, period: amount.period.description,
          exactSeconds: amount.duration.secondsValue, result: InstantJSON(result),
          elapsedSeconds: elapsed.value, adjustments: adjustments.map(AdjustmentJSON.init), notes: notes))
      } else {
        Output.text(
          [Output.instant(result),
           "  from \(Output.instant(from)) \(amount.text), \(Output.duration(elapsed).replacingOccurrences(of: "-", with: "")) \(elapsed.negative ? "earlier" : "later")"],
          notes: notes)
      }
    }

    /// Calendar amounts on a date: a date, no zone involved.
    /// `--calendar`: years, months, weeks and days in that calendar (a date
    /// stays a date; a time keeps its wall clock, then exact amounts).
    func addInCalendar(_ calendar: CalendarKind, _ amount: Amount, _ base: Zone) throws {
      let monthEnd = monthEnd.monthEnd
      if time.isDateOnly && !amount.hasExactPart {
        let (start, notes) = try time.calendarDate(in: calendar, monthEnd: monthEnd, zone: base)
        let (result, adjustments) = try answer { () throws(DateMathError) in
          try start.addingReportingAdjustments(amount.period, monthEnd: monthEnd)
        }
        let allNotes = notes + adjustments.map(\.description)
        if common.json {
          Output.jsonAnswer(CalendarAddJSON(
            input: CalendarDateJSON(start), amount: amount.text, period: amount.period.description,
            monthEnd: monthEnd.argument, result: CalendarDateJSON(result),
            adjustments: adjustments.map(AdjustmentJSON.init), notes: allNotes))
        } else {
          Output.text([CalendarOutput.line(result), "  from \(start.fieldsText) \(amount.text)"], notes: allNotes)
        }
        return
      }
      let placed = try time.placed(in: base)
      let zone = placed.zone(or: base)
      let from = try placed.zoned(in: zone, policy: policy.policy)
      let startDate = try answer { () throws(DateMathError) in try from.calendarDate(in: calendar) }
      let (afterCalendar, adjustments) = try answer { () throws(DateMathError) in
        try from.addingReportingAdjustments(amount.period, in: calendar, disambiguation: policy.policy, monthEnd: monthEnd)
      }
      let result = try answer { () throws(DateMathError) in try afterCalendar.adding(exactly: amount.duration) }
      let resultDate = try answer { () throws(DateMathError) in try result.calendarDate(in: calendar) }
      var notes = adjustments.map(\.description)
      notes += Notes.transitions(between: from, and: result)
      if common.json {
        Output.jsonAnswer(CalendarAddJSON(
          input: CalendarDateJSON(startDate), amount: amount.text, period: amount.period.description,
          monthEnd: monthEnd.argument, result: CalendarDateJSON(resultDate),
          adjustments: adjustments.map(AdjustmentJSON.init), notes: notes))
      } else {
        Output.text(
          [Output.instant(result), "  \(CalendarOutput.line(resultDate))", "  from \(Output.instant(from)) \(amount.text)"],
          notes: notes)
      }
    }

    func addToDate(_ day: CivilDate, _ amount: Amount) throws {
      let (result, adjustments) = try answer { () throws(DateMathError) in
        try day.addingReportingAdjustments(amount.period, monthEnd: monthEnd.monthEnd)
      }
      let notes =
        adjustments.map(\.description) + Notes.skippedDay(result, in: common.zone == nil ? nil : try common.chosenZone())
      if common.json {
        Output.jsonAnswer(AddDateJSON(input: day.description, amount: amount.text, period: amount.period.description,
                                result: result.description, weekday: result.weekday.description,
                                adjustments: adjustments.map(AdjustmentJSON.init), notes: notes))
      } else {
        Output.text(["\(result) (\(result.weekday))", "  from \(day) \(amount.text)"], notes: notes)
      }
    }
  }
}

struct AddJSON: Encodable {
  let input: InstantJSON
  let amount: String
  let period: String
  let exactSeconds: Double
  let result: InstantJSON
  let elapsedSeconds: Double
  let adjustments: [AdjustmentJSON]
  let notes: [String]
}

struct AddDateJSON: Encodable {
  let input: String
  let amount: String
  let period: String
  let result: String
  let weekday: String
  let adjustments: [AdjustmentJSON]
  let notes: [String]
}

extension Duration {
  var secondsValue: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
