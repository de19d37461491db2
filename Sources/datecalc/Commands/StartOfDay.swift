import ArgumentParser
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc start-of-day DATE`: the start, end and length of a local day.
  struct StartOfDay: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "start-of-day",
      abstract: "The start, end and length of a local day.",
      discussion: """
        A day does not always start at midnight: when clocks skip midnight \
        (America/Sao_Paulo on 2018-11-04) it starts when they jump, and a day \
        can last 23, 24.5 or 25 hours, or never happen at all \
        (Pacific/Apia 2011-12-30).

        Examples:
          datecalc start-of-day 2018-11-04 --zone America/Sao_Paulo
          datecalc start-of-day 2011-12-30 --zone Pacific/Apia
        """)

    @Argument(help: ArgumentHelp("The local date, as YYYY-MM-DD.", valueName: "date"))
    var date: String

    @OptionGroup var zoneOptions: ZoneOptions

    func validate() throws {
      _ = try parseDate(date)
      _ = try zoneOptions.calendar()
    }

    func run() throws {
      let calendar = try zoneOptions.calendar()
      let day = try parseDate(date)
      do {
        let interval = try calendar.dayInterval(day)
        let length = Int(interval.duration)
        print("\(day) in \(calendar.identifier) starts at \(try calendar.rfc3339String(for: interval.start))")
        print("  ends at  \(try calendar.rfc3339String(for: interval.end))")
        print("  length   \(describe(seconds: length)) (\(length) s)")
        for note in notes(calendar, day, interval) { print("note: \(note)") }
      } catch {
        printError(error.message)
        throw ExitCode.failure
      }
    }

    private func notes(_ calendar: ZonedCalendar, _ day: CivilDate, _ interval: DateInterval)
      -> [String]
    {
      var notes: [String] = []
      if let transitions = try? calendar.transitions(in: interval.start..<interval.end) {
        for transition in transitions {
          let what =
            transition.date == interval.start
            ? "midnight did not exist: clocks jumped"
            : "clocks \(transition.isGap ? "jumped forward" : "went back")"
          notes.append(
            "\(what) from \(clock(transition.wallClockBefore, on: day)) "
              + "to \(clock(transition.wallClockAfter, on: day)) "
              + "(\(transition.offsetBefore) → \(transition.offsetAfter))")
        }
      }
      if let end = try? calendar.localDate(for: interval.end), day.days(to: end) > 1 {
        notes.append("the next day that happened was \(end): the days between were skipped")
      }
      return notes
    }
  }
}

/// `23h`, `24h 30m`, `1h 0m 12s`.
func describe(seconds: Int) -> String {
  let sign = seconds < 0 ? "-" : ""
  let s = abs(seconds)
  var text = "\(sign)\(s / 3600)h"
  if s % 3600 != 0 { text += " \(s / 60 % 60)m" }
  if s % 60 != 0 { text += " \(s % 60)s" }
  return text
}

/// `HH:MM` (or `HH:MM:SS`) of a wall-clock time, preceded by its date when
/// that is not `day`.
func clock(_ time: CivilDateTime, on day: CivilDate) -> String {
  let text = time.description
  var timePart = text.split(separator: "T").last.map(String.init) ?? text
  if time.second == 0 && time.nanosecond == 0 { timePart = String(timePart.prefix(5)) }
  return time.date == day ? timePart : "\(time.date) \(timePart)"
}

/// One line on standard error, prefixed like argument-parser's errors.
func printError(_ message: String) {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}
