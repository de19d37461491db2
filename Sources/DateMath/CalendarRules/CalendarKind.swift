import Foundation

/// One of the calendars DateMath computes in: TC39 Temporal's set, named by
/// their Temporal (and CLDR/BCP 47 `u-ca`) identifiers.
///
/// Each calendar is integer arithmetic over day counts (no ICU call per
/// operation). The observational calendars use published tables and say so
/// outside them: ``islamicUmalqura`` covers what ``supportedRange`` says,
/// ``chinese`` and ``dangi`` likewise; a date outside throws
/// ``DateMathError/Kind/outOfRange`` rather than guessing.
///
/// ```swift
/// let date = try CalendarDate(CivilDate(year: 2024, month: 3, day: 10), in: .hebrew)
/// date.monthCode  // M05L — Adar I
/// date.day        // 30
/// ```
public enum CalendarKind: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// ISO 8601: the proleptic Gregorian calendar with no eras, as
  /// ``CivilDate``.
  case iso8601
  /// The proleptic Gregorian calendar with eras `ce` and `bce` (year 0 of
  /// ``iso8601`` is 1 BCE).
  case gregory
  /// The Thai solar calendar: Gregorian months, years of the Buddhist era
  /// (`be`, ISO year + 543).
  case buddhist
  /// The Republic of China (Minguo) calendar: Gregorian months, year 1 is
  /// 1912 (`roc`; earlier years in era `broc`).
  case roc
  /// The Japanese calendar: Gregorian months, years counted in imperial
  /// eras (`meiji` from 1873-01-01, Meiji 6, when Japan took up the
  /// Gregorian calendar; `taisho`, `showa`, `heisei`, `reiwa`), and
  /// `ce`/`bce` before 1873, as in Temporal.
  case japanese
  /// The Persian (Solar Hijri) calendar, 12 months from the March equinox
  /// (era `ap`).
  case persian
  /// The Hebrew calendar: 12 or 13 lunar months (Adar I, `M05L`, in leap
  /// years), years from the creation era (`am`).
  case hebrew
  /// The tabular Islamic calendar, civil epoch (Friday 16 July 622 Julian),
  /// 30-year cycle with leap years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29.
  case islamicCivil = "islamic-civil"
  /// The tabular Islamic calendar with the astronomical epoch (Thursday
  /// 15 July 622 Julian), otherwise as ``islamicCivil``.
  case islamicTbla = "islamic-tbla"
  /// Saudi Arabia's Umm al-Qura calendar, from its published month tables
  /// (1343–1500 AH, 1924-08-01 through 2077-11-16).
  case islamicUmalqura = "islamic-umalqura"
  /// The Indian national (Saka) calendar (era `shaka`).
  case indian
  /// The Coptic calendar: 12 months of 30 days and a 13th (`M13`) of 5 or
  /// 6 (era `am`).
  case coptic
  /// The Ethiopian calendar, Amete Mihret era (`am`, `aa` before year 1):
  /// months as ``coptic``.
  case ethiopic
  /// The Ethiopian calendar counted in the Amete Alem era (`aa`) only.
  case ethioaa
  /// The Chinese lunisolar calendar, from month tables by China's standard
  /// GB/T 33661-2017 (1900–2100); years are the ISO year in which the
  /// lunar year begins, leap months `M01L`…`M12L`.
  case chinese
  /// The Korean lunisolar calendar, as ``chinese`` with the Korea Astronomy
  /// and Space Science Institute's tables (1900–2049).
  case dangi

  /// The calendar's identifier, as in RFC 9557's `[u-ca=hebrew]`.
  ///
  /// ```swift
  /// CalendarKind.islamicCivil.identifier  // "islamic-civil"
  /// let esfand30 = try CalendarDate(CivilDate(year: 2025, month: 3, day: 20), in: .persian)
  /// esfand30.rfc9557String().hasSuffix("[u-ca=" + esfand30.calendar.identifier + "]")  // true
  /// ```
  public var identifier: String { rawValue }

  public var description: String { rawValue }

  /// The calendar named `identifier` (Temporal's identifiers, any case;
  /// `islamicc` and `ethiopic-amete-alem` are CLDR's aliases), or nil.
  ///
  /// ```swift
  /// CalendarKind(identifier: "Hebrew")               // hebrew
  /// CalendarKind(identifier: "islamicc")             // islamic-civil
  /// CalendarKind(identifier: "ethiopic-amete-alem")  // ethioaa
  /// CalendarKind(identifier: "islamic")              // nil — name the variant: islamic-civil, islamic-tbla or islamic-umalqura
  /// ```
  public init?(identifier: String) {
    let lowered = identifier.lowercased()
    switch lowered {
    case "islamicc": self = .islamicCivil
    case "ethiopic-amete-alem": self = .ethioaa
    default:
      guard let kind = CalendarKind(rawValue: lowered) else { return nil }
      self = kind
    }
  }

  /// Foundation's identifier for the same calendar.
  ///
  /// ```swift
  /// var hebrew = Calendar(identifier: CalendarKind.hebrew.foundationIdentifier)
  /// hebrew.timeZone = .gmt
  /// hebrew.component(.year, from: try Date(rfc3339: "2024-03-10T12:00:00Z"))  // 5784
  /// CalendarKind.islamicUmalqura.foundationIdentifier  // == .islamicUmmAlQura
  /// ```
  public var foundationIdentifier: Calendar.Identifier {
    switch self {
    case .iso8601: .iso8601
    case .gregory: .gregorian
    case .buddhist: .buddhist
    case .roc: .republicOfChina
    case .japanese: .japanese
    case .persian: .persian
    case .hebrew: .hebrew
    case .islamicCivil: .islamicCivil
    case .islamicTbla: .islamicTabular
    case .islamicUmalqura: .islamicUmmAlQura
    case .indian: .indian
    case .coptic: .coptic
    case .ethiopic: .ethiopicAmeteMihret
    case .ethioaa: .ethiopicAmeteAlem
    case .chinese: .chinese
    case .dangi: .dangi
    }
  }
}
