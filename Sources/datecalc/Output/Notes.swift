import DateCalcGrammar
import DateMath
import Foundation

/// The short explanations printed after an answer, each from DateMath's
/// own account of what happened (resolutions, transitions, clamping).
enum Notes {
  /// Why a wall-clock time resolved as it did, when it fell in a gap or an
  /// overlap: "2017-03-12 02:30 does not exist in America/New_York: …".
  static func resolution(
    of local: CivilDateTime, policy: Disambiguation, result: ZonedDateTime
  ) -> [String] {
    let wall = "\(local.date) \(Output.clock(local))"
    let zone = result.zone
    switch zone.resolution(of: local) {
    case .unique:
      return []
    case .gap(let t):
      return [
        "\(wall) does not exist in \(zone.identifier): clocks went from "
          + "\(Output.clock(t.wallClockBefore)) (\(t.offsetBefore)) to "
          + "\(Output.clock(t.wallClockAfter)) (\(t.offsetAfter)); used "
          + "\(Output.wallClock(result)) (policy \(policy.rawValue))"
      ]
    case .overlap(let earlier, _, let t):
      let which = result.date == earlier ? "the first" : "the second"
      return [
        "\(wall) happens twice in \(zone.identifier) (at \(t.offsetBefore), then at "
          + "\(t.offsetAfter) after clocks went back); used \(which) "
          + "(policy \(policy.rawValue))"
      ]
    }
  }

  /// "2017-02 has 28 days, so day 31 became 28 (clamped to the month's last
  /// day)", from DateMath's own report of a clamp.
  static func clamp(_ clamp: DayClamp?) -> [String] {
    guard let clamp else { return [] }
    return [
      "\(String(clamp.day.description.prefix(7))) has \(clamp.day.day) days, so day "
        + "\(clamp.requestedDay) became \(clamp.day.day) (clamped to the month's last day)"
    ]
  }

  /// What `--month-end` did to `day` + `period`: a clamp, or, with
  /// last-day, a last day kept on the last day.
  static func monthEnd(_ day: CivilDate, _ period: Period, _ policy: MonthEndPolicy) throws(CommandFailure)
    -> [String]
  {
    let clamp = try answer { () throws(DateMathError) in try day.dayClamp(adding: period) }
    guard policy == .lastDay, day.isLastDayOfMonth, clamp == nil,
      let moved = try? day.adding(period.calendarPart, monthEnd: .lastDay),
      let clamped = try? day.adding(period.calendarPart), moved != clamped
    else { return Self.clamp(clamp) }
    return [
      "\(day) is the last day of its month, so the result is on the last day of "
        + "\(String(moved.description.prefix(7))) too (--month-end last-day; clamp gives \(clamped))"
    ]
  }

  /// "2011-12-30 never happened in Pacific/Apia (…)", for a date that a
  /// date-only answer gives when `--zone` names a zone that skipped it.
  static func skippedDay(_ day: CivilDate, in zone: Zone?) -> [String] {
    guard let zone else { return [] }
    do {
      _ = try ZonedDateTime(startOf: day, in: zone)
      return []
    } catch where error.kind == .skippedDay {
      let why = error.transition.map { t in
        ": clocks went from \(t.wallClockBefore.date) \(Output.clock(t.wallClockBefore)) to "
          + "\(t.wallClockAfter.date) \(Output.clock(t.wallClockAfter)) (\(t.offsetBefore) → \(t.offsetAfter))"
      } ?? ""
      return ["\(day) never happened in \(zone.identifier)\(why)"]
    } catch {
      return []
    }
  }

  /// Why a calendar move from the wall-clock time `start` to a new date
  /// landed where it did: the same time on the new date fell in a gap or an
  /// overlap. Empty when that time happened once.
  static func landing(
    from start: CivilDateTime, at result: ZonedDateTime, policy: Disambiguation
  ) -> [String] {
    let landed = result.localDateTime
    guard
      let target = try? CivilDateTime(
        date: landed.date, hour: start.hour, minute: start.minute, second: start.second,
        nanosecond: start.nanosecond),
      target != landed || result.zone.resolution(of: target).candidates.count > 1
    else { return [] }
    return resolution(of: target, policy: policy, result: result)
  }

  /// The offset changes between two instants, and days skipped by them.
  static func transitions(between a: ZonedDateTime, and b: ZonedDateTime) -> [String] {
    let range = min(a.date, b.date)..<max(a.date, b.date)
    guard let transitions = try? a.zone.transitions(in: range), !transitions.isEmpty else {
      return []
    }
    if transitions.count > 3 {
      return ["the UTC offset changed \(transitions.count) times in between"]
    }
    return transitions.map { describe($0) }
  }

  /// "clocks went forward at 2017-03-12 02:00 to 03:00 (-05:00 → -04:00)".
  static func describe(_ t: ZoneTransition) -> String {
    let before = t.wallClockBefore
    let after = t.wallClockAfter
    var text = t.clockChange
    // The last date that happened before the jump: 24:00 is the day before.
    let lastBefore = before.secondOfDay == 0 ? (try? before.date.adding(days: -1)) ?? before.date : before.date
    let skipped = lastBefore.distance(to: after.date) - 1
    if t.isGap, skipped >= 1, let first = try? lastBefore.adding(days: 1) {
      text += skipped == 1 ? "; \(first) never happened" : "; \(skipped) days never happened"
    }
    return text
  }
}
