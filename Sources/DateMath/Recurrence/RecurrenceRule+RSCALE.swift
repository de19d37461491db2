import Foundation

// RFC 7529's names for calendars in RSCALE, and what a rule needs to know
// about a calendar's years and months.

extension CalendarKind {
  /// The calendar's name in an RRULE's `RSCALE` (RFC 7529: CLDR's calendar
  /// names, upper case): `HEBREW`, `ISLAMIC-UMALQURA`, and `GREGORIAN` for
  /// ``gregory``, where BCP 47 and Temporal say `gregory`.
  ///
  /// ```swift
  /// CalendarKind.hebrew.rscaleName   // "HEBREW"
  /// CalendarKind.gregory.rscaleName  // "GREGORIAN"
  /// CalendarKind.ethioaa.rscaleName  // "ETHIOPIC-AMETE-ALEM"
  /// try RecurrenceRule(frequency: .yearly, byMonth: [9], calendar: .islamicUmalqura).description  // "RSCALE=ISLAMIC-UMALQURA;FREQ=YEARLY;BYMONTH=9"
  /// ```
  public var rscaleName: String {
    switch self {
    case .gregory: "GREGORIAN"
    case .ethioaa: "ETHIOPIC-AMETE-ALEM"
    default: rawValue.uppercased()
    }
  }

  /// The calendar an `RSCALE` value names, in any case: CLDR's names
  /// (`GREGORIAN`, `ETHIOPIC-AMETE-ALEM`) and Temporal's identifiers.
  ///
  /// - Throws: ``DateMathError/Kind/invalidRecurrenceRule`` naming the
  ///   calendars DateMath computes in, with a pointer for ICU's names it
  ///   does not (`ISLAMIC`, `ISLAMIC-RGSA`: astronomical and sighted
  ///   calendars with no fixed rule).
  static func rscale(_ text: Substring) throws(DateMathError) -> CalendarKind {
    let name = text.lowercased()
    if name == "gregorian" { return .gregory }
    if let kind = CalendarKind(identifier: name) { return kind }
    let known = CalendarKind.allCases.map(\.rscaleName).joined(separator: ", ")
    if name == "islamic" || name == "islamic-rgsa" {
      throw .invalidRule(
        "RSCALE", "\(DateMathError.quoted(text)) depends on sighting the moon, which has no fixed rule: "
          + "use ISLAMIC-UMALQURA, ISLAMIC-CIVIL or ISLAMIC-TBLA")
    }
    throw .invalidRule("RSCALE", "\(DateMathError.quoted(text)) is not a calendar DateMath knows (\(known))")
  }

  /// Whether every year has a 13th month (`M13`): Coptic and Ethiopian.
  var hasThirteenthMonth: Bool { self == .coptic || self == .ethiopic || self == .ethioaa }

  /// Whether some years have a leap month (`M05L`): Hebrew, Chinese, Dangi.
  var hasLeapMonths: Bool { self == .hebrew || self == .chinese || self == .dangi }

  /// Whether the calendar's years and months are the Gregorian ones,
  /// numbered differently at most.
  var hasGregorianYears: Bool {
    switch self {
    case .iso8601, .gregory, .buddhist, .roc, .japanese: true
    default: false
    }
  }
}
