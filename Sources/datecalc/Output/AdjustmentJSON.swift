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
