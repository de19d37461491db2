import DateMath
import Foundation

/// The notes printed after an occurrence of a calendar file: its status
/// (cancelled, tentative, an edited instance, floating), from its
/// properties, and what DateMath adjusted to give it (moved by an override,
/// a wall-clock time the clocks skipped or repeated, a change of clocks
/// during it or since the series' previous occurrence, a date skipped
/// before it), each in the library's own sentence
/// (``ICalendarOccurrences/prefixReportingAdjustments(_:)``).
enum OccurrenceNotes {
  static func notes(_ o: ICalendarOccurrence, _ adjustments: [Adjustment]) -> [String] {
    var notes: [String] = []
    if o.isCancelled { notes.append("cancelled") }
    if o.status == "TENTATIVE" { notes.append("tentative") }
    if o.recurrenceID != nil, !o.isMoved {
      if o.origin == .override && !o.isCancelled { notes.append("edited instance (RECURRENCE-ID)") }
      if o.origin == .thisAndFuture { notes.append("changed by RANGE=THISANDFUTURE") }
    }
    notes += adjustments.map(\.description)
    if o.isFloating && !o.isAllDay { notes.append("floating: read in \(o.start.zone.identifier)") }
    return notes
  }
}
