import DateMath
import Foundation

/// An ``Adjustment`` in `datecalc`'s JSON: its kind, its sentence (the
/// note printed as text) and its values, so a script reads what DateMath
/// adjusted without parsing the sentence.
struct AdjustmentJSON: Encodable {
  let kind: String
  let text: String
  var requestedDay: Int?
  var requestedMonthCode: String?
  var date: String?
  var calendar: String?
  var requested: String?
  var used: String?
  var zone: String?
  var transitionAt: String?
  var offsetBefore: String?
  var offsetAfter: String?
  var offset: String?
  var firstReading: Bool?
  var disambiguation: String?
  /// What a recurrence's missing date lacked: `pastMonthEnd` (with
  /// `lastDay`) or `leapMonth` (with `requestedMonthCode`, and the years
  /// `year` through `lastYear`).
  var missing: String?
  var lastDay: String?
  var year: Int?
  var lastYear: Int?
  var other: String?
  var thisAndFuture: Bool?
  var exactSeconds: Int64?
  var wallClockSeconds: Int64?
  var transitions: [String]?

  init(_ adjustment: Adjustment) {
    text = adjustment.description
    switch adjustment {
    case .dayClamped(let day, let date):
      kind = "dayClamped"
      requestedDay = day
      (self.date, calendar) = (Self.text(date), date.calendar.rawValue)
    case .monthCodeClamped(let code, let date):
      kind = "monthCodeClamped"
      requestedMonthCode = code.description
      (self.date, calendar) = (Self.text(date), date.calendar.rawValue)
    case .lastDayKept(let from, let date):
      kind = "lastDayKept"
      requestedDay = from.day
      (self.date, calendar) = (Self.text(date), date.calendar.rawValue)
    case .gapShifted(let requested, let used, let zone, let transition, let disambiguation):
      kind = "gapShifted"
      (self.requested, self.used, self.zone) = (requested.description, used.description, zone)
      setTransition(transition)
      self.disambiguation = disambiguation.rawValue
    case .overlapReading(let time, let offset, let first, let zone, let transition, let disambiguation):
      kind = "overlapReading"
      (self.requested, self.offset, self.firstReading, self.zone) = (time.description, offset.description, first, zone)
      setTransition(transition)
      self.disambiguation = disambiguation.rawValue
    case .dateSkipped(let missing):
      kind = "dateSkipped"
      setMissing(missing)
    case .dateMoved(let missing, let date):
      kind = "dateMoved"
      setMissing(missing)
      (self.date, calendar) = (Self.text(date), date.calendar.rawValue)
    case .dayNeverHappened(let time, let zone, let transition):
      kind = "dayNeverHappened"
      (requested, self.zone) = (time.description, zone)
      setTransition(transition)
    case .dayStartedAfterMidnight(let day, let start, let zone, let transition):
      kind = "dayStartedAfterMidnight"
      (date, used, self.zone) = (day.description, start.description, zone)
      setTransition(transition)
    case .sameInstant(let first, let second, let zone):
      kind = "sameInstant"
      (requested, other, self.zone) = (first.description, second.description, zone)
    case .instanceMoved(let from, let offset, let zone, let thisAndFuture):
      kind = "instanceMoved"
      (requested, self.offset, self.zone, self.thisAndFuture) = (from.description, offset.description, zone, thisAndFuture)
    case .clocksChangedDuring(let exact, let wall, let zone, let transitions):
      kind = "clocksChangedDuring"
      (exactSeconds, wallClockSeconds, self.zone) = (exact, wall, zone)
      self.transitions = transitions.compactMap { try? $0.date.rfc3339String() }
    case .clocksChangedSince(let previous, let previousOffset, _, let zone, let transitions):
      kind = "clocksChangedSince"
      (requested, offset, self.zone) = (previous.description, previousOffset.description, zone)
      self.transitions = transitions.compactMap { try? $0.date.rfc3339String() }
    }
  }

  private mutating func setMissing(_ missing: Adjustment.MissingDate) {
    switch missing {
    case .pastMonthEnd(let last):
      self.missing = "pastMonthEnd"
      (lastDay, calendar) = (Self.text(last), last.calendar.rawValue)
    case .leapMonth(let code, let years, let calendar):
      self.missing = "leapMonth"
      (requestedMonthCode, self.year, lastYear, self.calendar) =
        (code.description, years.lowerBound, years.upperBound, calendar.rawValue)
    }
  }

  private mutating func setTransition(_ transition: ZoneTransition) {
    transitionAt = try? transition.date.rfc3339String()
    offsetBefore = transition.offsetBefore.description
    offsetAfter = transition.offsetAfter.description
  }

  /// `2017-02-28`, or `5785-M06-29` in another calendar.
  static func text(_ date: CalendarDate) -> String {
    date.calendar == .iso8601 ? date.civilDate.description : date.fieldsText
  }
}
