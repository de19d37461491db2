import DateMath
import Foundation

/// The short explanations printed after an answer, each from DateMath's
/// own account of what happened (resolutions, transitions, clamping).
enum Notes {
  /// Why a wall-clock time resolved as it did, when it fell in a gap or an
  /// overlap: "2017-03-12 02:30 does not exist in America/New_York: …".
  static func resolution(
    of local: CivilDateTime, in calendar: Zone, policy: Disambiguation, result: Date
  ) -> [String] {
    let wall = "\(local.date) \(Output.clock(local))"
    switch calendar.resolution(of: local) {
    case .unique:
      return []
    case .gap(let t):
      return [
        "\(wall) does not exist in \(calendar.identifier): clocks went from "
          + "\(Output.clock(t.wallClockBefore)) (\(t.offsetBefore)) to "
          + "\(Output.clock(t.wallClockAfter)) (\(t.offsetAfter)); used "
          + "\(Output.wallClock(result, calendar)) (policy \(policy.rawValue))"
      ]
    case .overlap(let earlier, _, let t):
      let which = result == earlier ? "the first" : "the second"
      return [
        "\(wall) happens twice in \(calendar.identifier) (at \(t.offsetBefore), then at "
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

  /// "2011-12-30 never happened in Pacific/Apia (…)", for a date that a
  /// date-only answer gives when `--zone` names a zone that skipped it.
  static func skippedDay(_ day: CivilDate, in calendar: Zone?) -> [String] {
    guard let calendar else { return [] }
    do {
      _ = try calendar.startOfDay(day)
      return []
    } catch where error.kind == .skippedDay {
      let why = error.transition.map { t in
        ": clocks went from \(t.wallClockBefore.date) \(Output.clock(t.wallClockBefore)) to "
          + "\(t.wallClockAfter.date) \(Output.clock(t.wallClockAfter)) (\(t.offsetBefore) → \(t.offsetAfter))"
      } ?? ""
      return ["\(day) never happened in \(calendar.identifier)\(why)"]
    } catch {
      return []
    }
  }

  /// Why a calendar move from the wall-clock time `start` to a new date
  /// landed where it did: the same time on the new date fell in a gap or an
  /// overlap. Empty when that time happened once.
  static func landing(
    from start: CivilDateTime, at result: Date, in calendar: Zone,
    policy: Disambiguation
  ) -> [String] {
    guard let landed = try? calendar.localDateTime(for: result),
      let target = try? CivilDateTime(
        date: landed.date, hour: start.hour, minute: start.minute, second: start.second,
        nanosecond: start.nanosecond),
      target != landed || calendar.candidates(for: target).count > 1
    else { return [] }
    return resolution(of: target, in: calendar, policy: policy, result: result)
  }

  /// The offset changes between two instants, and days skipped by them.
  static func transitions(between a: Date, and b: Date, in calendar: Zone) -> [String] {
    let range = min(a, b)..<max(a, b)
    guard let transitions = try? calendar.transitions(in: range), !transitions.isEmpty else {
      return []
    }
    if transitions.count > 3 {
      return ["the UTC offset changed \(transitions.count) times in between"]
    }
    return transitions.map { describe($0, in: calendar) }
  }

  /// "clocks went forward at 2017-03-12 02:00 to 03:00 (-05:00 → -04:00)".
  static func describe(_ t: ZoneTransition, in calendar: Zone) -> String {
    let before = t.wallClockBefore
    let after = t.wallClockAfter
    let afterText = after.date == before.date ? Output.clock(after) : "\(after.date) \(Output.clock(after))"
    var text =
      "clocks went \(t.isGap ? "forward" : "back") at \(before.date) \(Output.clock(before)) "
      + "to \(afterText) (\(t.offsetBefore) → \(t.offsetAfter))"
    // The last date that happened before the jump: 24:00 is the day before.
    let lastBefore = before.secondOfDay == 0 ? (try? before.date.adding(days: -1)) ?? before.date : before.date
    let skipped = lastBefore.days(to: after.date) - 1
    if t.isGap, skipped >= 1, let first = try? lastBefore.adding(days: 1) {
      text += skipped == 1 ? "; \(first) never happened" : "; \(skipped) days never happened"
    }
    return text
  }
}
