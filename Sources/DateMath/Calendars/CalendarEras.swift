/// Eras and era years, as Temporal (with the Intl era and month code
/// proposal) names them.
enum _CalendarEras {
  /// Japanese eras from Meiji: name, first day counted in the era (days
  /// since 1970-01-01) and the ISO year of its year 1. As in Temporal, Meiji
  /// counts from 1 January 1873 (Meiji 6), when Japan took up the Gregorian
  /// calendar; earlier dates count in `ce` and `bce`.
  static let japanese: [(era: String, start: Int, startYear: Int)] = [
    ("reiwa", _Civil.daysFromCivil(year: 2019, month: 5, day: 1), 2019),
    ("heisei", _Civil.daysFromCivil(year: 1989, month: 1, day: 8), 1989),
    ("showa", _Civil.daysFromCivil(year: 1926, month: 12, day: 25), 1926),
    ("taisho", _Civil.daysFromCivil(year: 1912, month: 7, day: 30), 1912),
    ("meiji", _Civil.daysFromCivil(year: 1873, month: 1, day: 1), 1868),
  ]

  /// The era names of `calendar`, newest first.
  static func names(_ calendar: CalendarKind) -> [String] {
    switch calendar {
    case .iso8601, .chinese, .dangi: []
    case .gregory: ["ce", "bce"]
    case .japanese: japanese.map(\.era) + ["ce", "bce"]
    case .buddhist: ["be"]
    case .roc: ["roc", "broc"]
    case .persian: ["ap"]
    case .hebrew: ["am"]
    case .islamicCivil, .islamicTbla, .islamicUmalqura: ["ah", "bh"]
    case .indian: ["shaka"]
    case .coptic: ["am"]
    case .ethiopic: ["am", "aa"]
    case .ethioaa: ["aa"]
    }
  }

  /// The era and era year of `date`.
  static func era(of date: CalendarDate) -> (era: String, eraYear: Int)? {
    let year = date.year
    switch date.calendar {
    case .iso8601, .chinese, .dangi: return nil
    case .gregory: return year >= 1 ? ("ce", year) : ("bce", 1 - year)
    case .japanese:
      for era in japanese where date.daysSince1970 >= era.start {
        return (era.era, year - era.startYear + 1)
      }
      return year >= 1 ? ("ce", year) : ("bce", 1 - year)
    case .buddhist: return ("be", year)
    case .roc: return year >= 1 ? ("roc", year) : ("broc", 1 - year)
    case .persian: return ("ap", year)
    case .hebrew: return ("am", year)
    case .islamicCivil, .islamicTbla, .islamicUmalqura: return year >= 1 ? ("ah", year) : ("bh", 1 - year)
    case .indian: return ("shaka", year)
    case .coptic: return ("am", year)
    case .ethiopic: return year >= 1 ? ("am", year) : ("aa", year + 5500)
    case .ethioaa: return ("aa", year)
    }
  }

  /// The arithmetic year of `eraYear` in `era`, or nil for an era the
  /// calendar does not have; `.some(nil)` when the year is beyond any
  /// `Int` (an era year near `Int.min` or `Int.max`), which no calendar
  /// has.
  static func year(era: String, eraYear: Int, calendar: CalendarKind) -> Int?? {
    let era = era.lowercased()
    // year = base + sign × eraYear, without trapping at the ends of Int.
    func year(_ base: Int, _ sign: Int) -> Int? {
      let (scaled, overflow) = eraYear.multipliedReportingOverflow(by: sign)
      let (sum, overflow2) = base.addingReportingOverflow(scaled)
      return overflow || overflow2 ? nil : sum
    }
    switch (calendar, era) {
    case (.gregory, "ce"), (.japanese, "ce"), (.roc, "roc"), (.buddhist, "be"), (.persian, "ap"), (.hebrew, "am"),
      (.islamicCivil, "ah"), (.islamicTbla, "ah"), (.islamicUmalqura, "ah"), (.indian, "shaka"), (.coptic, "am"),
      (.ethiopic, "am"), (.ethioaa, "aa"):
      return .some(eraYear)
    case (.gregory, "bce"), (.japanese, "bce"), (.roc, "broc"), (.islamicCivil, "bh"), (.islamicTbla, "bh"),
      (.islamicUmalqura, "bh"):
      return .some(year(1, -1))
    case (.ethiopic, "aa"): return .some(year(-5500, 1))
    case (.japanese, _):
      guard let start = japanese.first(where: { $0.era == era })?.startYear else { return nil }
      return .some(year(start - 1, 1))
    default: return nil
    }
  }
}
