import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc step ANCHOR --every AMOUNT --count N`: N dates, the anchor
  /// first, step k being the anchor plus k × the amount, as DateMath's
  /// `ZonedDateTime.series(every:monthEnd:disambiguation:)` steps.
  struct Step: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "A series stepped from an anchor, computed from the anchor every time.",
      discussion: """
        Step k is anchor + k × amount, never the previous step + amount, so \
        monthly steps from 31 January give 28 February, 31 March, 30 April \
        (not 28 March), each at the anchor's wall-clock time across DST. \
        --month-end last-day keeps an anchor on a month's last day on the \
        last day of every month (28 Feb → 31 Mar → 30 Apr). --count is the \
        number of dates printed, the anchor included (--count 1 is the anchor \
        alone): the first dates of DateMath's ZonedDateTime.series(every:). \
        With --calendar, the steps are that calendar's years, months, weeks \
        and days (the 30th of every Persian month; every anniversary of 30 \
        Adar I, which is 29 Adar in a common year).

        Examples:
          datecalc step 2017-01-31T12:00 --every 1mo --count 12 --zone America/Denver
          datecalc step 2017-02-28 --every 1mo --count 5 --month-end last-day
          datecalc step 2017-03-05T02:30 --every 1w --count 3 --zone America/New_York
          datecalc step 2024-12-31 --every=-1mo --count 3     (negative steps need "=")
          datecalc step 1403-M11-30 --every 1mo --count 4 --calendar persian
          datecalc step 5784-M05L-30 --every 1y --count 4 --calendar hebrew
        """)

    @Argument(
      help: ArgumentHelp("The anchor time or date.", valueName: "anchor"),
      transform: TimeInput.init(parsing:))
    var anchor: TimeInput

    @Option(
      help: ArgumentHelp(
        "The step: calendar units only, such as 1mo, 2w, 1y, 3d, P1M; a negative one as --every=-1mo.",
        valueName: "amount"),
      transform: Amount.parse)
    var every: Amount

    @Option(help: ArgumentHelp("How many dates, the anchor included (1 to 100000).", valueName: "n"))
    var count: Int

    @OptionGroup var common: CommonOptions
    @OptionGroup var policy: PolicyOption
    @OptionGroup var monthEndOption: MonthEndOption
    @OptionGroup var calendarOption: CalendarOption

    var monthEnd: MonthEndPolicy { monthEndOption.monthEnd }

    func validate() throws {
      guard (1...100_000).contains(count) else {
        throw ValidationError("--count must be from 1 to 100000 (got \(count))")
      }
      guard !every.hasExactPart else {
        throw ValidationError("--every takes calendar units (y, mo, w, d); for exact time use add")
      }
      guard !every.period.isZeroInTotal else {
        throw ValidationError("--every \(every) is zero in total and never moves")
      }
    }

    func run() throws {
      let step = every
      let base = try common.chosenZone()
      if let calendar = calendarOption.calendar {
        try stepInCalendar(calendar, step.period, base)
        return
      }
      let typed = try anchor.placed(in: base)
      let zone = typed.zone(or: base)
      if case .date(let day) = typed {
        try stepDates(day, step.period)
        return
      }
      let start = try typed.zoned(in: zone, policy: policy.policy)
      // Step k is the anchor plus k × the amount, with the policies as
      // given (a refusal by --policy reject or --month-end reject is an
      // error at the first step it refuses). The last step bounds the range
      // of every other one: it is checked before any work.
      func stepTime(_ k: Int, monthEnd: MonthEndPolicy, policy: Disambiguation) throws(CommandFailure)
        -> (result: ZonedDateTime, adjustments: [Adjustment])
      {
        try answer { () throws(DateMathError) in
          try start.addingReportingAdjustments(step.period.multiplied(by: k), disambiguation: policy, monthEnd: monthEnd)
        }
      }
      _ = try stepTime(count - 1, monthEnd: .clamp, policy: .compatible)
      var rows: [StepJSON.Row] = []
      var weekdays: [String] = []
      for k in 0..<count {
        let (date, adjustments) = try stepTime(k, monthEnd: monthEnd, policy: policy.policy)
        rows.append(StepJSON.Row(
          step: k, time: InstantJSON(date), adjustments: adjustments.map(AdjustmentJSON.init),
          notes: Self.rowNotes(adjustments)))
        weekdays.append(String(date.localDateTime.date.weekday.description.prefix(3)))
      }
      if common.json {
        Output.jsonAnswer(StepJSON(anchor: InstantJSON(start), every: step.period.description,
                             monthEnd: monthEnd.argument, steps: rows))
      } else {
        for (row, weekday) in zip(rows, weekdays) {
          let label = row.step == 0 ? "anchor" : String(row.step)
          print("\(label.padding(toLength: 6, withPad: " ", startingAt: 0)) \(weekday) \(row.time.zoned)"
            + (row.notes.isEmpty ? "" : "  (\(row.notes.joined(separator: "; ")))"))
        }
      }
    }

    /// `--calendar`: step k is the anchor plus k × the step in that calendar
    /// (the 30th of every Persian month, every anniversary of 30 Adar I),
    /// dates for a date and wall-clock times for a time.
    func stepInCalendar(_ calendar: CalendarKind, _ period: Period, _ base: Zone) throws {
      let (anchorDate, anchorNotes) = try anchor.calendarDate(in: calendar, monthEnd: monthEnd, zone: base)
      let start: ZonedDateTime?
      if anchor.isDateOnly {
        start = nil
      } else {
        let placed = try anchor.placed(in: base)
        start = try placed.zoned(in: placed.zone(or: base), policy: policy.policy)
      }
      var rows: [CalendarStepJSON.Row] = []
      var times: [String] = []
      for k in 0..<count {
        let multiple = try answer { () throws(DateMathError) in try period.multiplied(by: k) }
        var notes = k == 0 ? anchorNotes : []
        let date: CalendarDate
        if let start {
          let (moved, adjustments) = try answer { () throws(DateMathError) in
            try start.addingReportingAdjustments(multiple, in: calendar, disambiguation: policy.policy, monthEnd: monthEnd)
          }
          date = try answer { () throws(DateMathError) in try moved.calendarDate(in: calendar) }
          notes += Self.rowNotes(adjustments)
          times.append(Output.instant(moved))
        } else {
          let (moved, adjustments) = try answer { () throws(DateMathError) in
            try anchorDate.addingReportingAdjustments(multiple, monthEnd: monthEnd)
          }
          date = moved
          notes += Self.rowNotes(adjustments)
          times.append("")
        }
        rows.append(CalendarStepJSON.Row(step: k, date: CalendarDateJSON(date), notes: notes))
      }
      if common.json {
        Output.jsonAnswer(CalendarStepJSON(anchor: CalendarDateJSON(anchorDate), every: period.description, steps: rows))
        return
      }
      for (row, time) in zip(rows, times) {
        let label = row.step == 0 ? "anchor" : String(row.step)
        let date = try answer { () throws(DateMathError) in try CalendarDate(parsing: row.date.rfc9557) }
        print("\(label.padding(toLength: 6, withPad: " ", startingAt: 0)) \(CalendarOutput.line(date))"
          + (time.isEmpty ? "" : "  \(time)")
          + (row.notes.isEmpty ? "" : "  (\(row.notes.joined(separator: "; ")))"))
      }
    }

    /// A row's notes: its adjustments' sentences, except a last day kept by
    /// `--month-end last-day`, which every row of such a table has on purpose
    /// (the JSON's `adjustments` still lists it).
    static func rowNotes(_ adjustments: [Adjustment]) -> [String] {
      adjustments.compactMap { adjustment in
        if case .lastDayKept = adjustment { return nil }
        return adjustment.description
      }
    }

    /// Steps of a date: dates, no zone involved.
    func stepDates(_ day: CivilDate, _ period: Period) throws {
      var rows: [StepDateJSON.Row] = []
      for k in 0..<count {
        let (result, adjustments) = try answer { () throws(DateMathError) in
          try day.addingReportingAdjustments(period.multiplied(by: k), monthEnd: monthEnd)
        }
        let notes =
          Self.rowNotes(adjustments) + Notes.skippedDay(result, in: common.zone == nil ? nil : try common.chosenZone())
        rows.append(StepDateJSON.Row(step: k, date: result.description, weekday: result.weekday.description, notes: notes))
      }
      if common.json {
        Output.jsonAnswer(StepDateJSON(anchor: day.description, every: period.description,
                                 monthEnd: monthEnd.argument, steps: rows))
      } else {
        for row in rows {
          let label = row.step == 0 ? "anchor" : String(row.step)
          print("\(label.padding(toLength: 6, withPad: " ", startingAt: 0)) \(row.weekday.prefix(3)) \(row.date)"
            + (row.notes.isEmpty ? "" : "  (\(row.notes.joined(separator: "; ")))"))
        }
      }
    }
  }
}

struct StepJSON: Encodable {
  struct Row: Encodable {
    let step: Int
    let time: InstantJSON
    let adjustments: [AdjustmentJSON]
    let notes: [String]
  }
  let anchor: InstantJSON
  let every: String
  let monthEnd: String
  let steps: [Row]
}

struct StepDateJSON: Encodable {
  struct Row: Encodable {
    let step: Int
    let date: String
    let weekday: String
    /// A date that never happened in --zone says so.
    let notes: [String]
  }
  let anchor: String
  let every: String
  let monthEnd: String
  let steps: [Row]
}
