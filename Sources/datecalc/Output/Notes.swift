import DateCalcGrammar
import DateMath
import Foundation

/// The short explanations printed after an answer, each from DateMath's
/// own account of what happened (resolutions, transitions, clamping).
enum Notes {
  /// Why a wall-clock time resolved as it did, when it fell in a gap or an
  /// overlap: the library's ``Adjustment`` sentence, "2017-03-12 02:30 does
  /// not exist in America/New_York (clocks went forward …): used 03:30 …".
  static func resolution(
    of local: CivilDateTime, policy: Disambiguation, result: ZonedDateTime
  ) -> [String] {
    ((try? ZonedDateTime.resolvingReportingAdjustments(local, in: result.zone, disambiguation: policy))?.adjustments ?? [])
      .map(\.description)
  }

  static func skippedDay(_ day: CivilDate, in zone: Zone?) -> [String] {
    guard let zone else { return [] }
    do {
      _ = try ZonedDateTime(startOf: day, in: zone)
      return []
    } catch where error.kind == .skippedDay {
      return [error.message]
    } catch {
      return []
    }
  }

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
