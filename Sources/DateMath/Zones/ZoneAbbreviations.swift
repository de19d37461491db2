/// The IANA zones people mean when they write a time-zone abbreviation
/// (`PST`, `CET`, `IST`), for the error of an unknown zone.
///
/// An abbreviation names an offset in some places at some times, not a
/// zone: `IST` is India's, Ireland's and Israel's; `CST` is Chicago's,
/// China's and Cuba's; `PST` is California's only in winter. tz data keeps
/// a few as legacy zones (`EST`, `MST`, `HST` fixed all year; `CET`, `EET`,
/// `WET` and `MET` with European summer time), which resolve as what they
/// are; the rest are unknown identifiers, and this table names the zones
/// that use them, most populous first.
package enum _ZoneAbbreviations {
  /// Each abbreviation's zones, with the place each stands for.
  static let table: [String: [(zone: String, place: String)]] = [
    "PST": [("America/Los_Angeles", "Pacific Time")], "PDT": [("America/Los_Angeles", "Pacific Time")],
    "PT": [("America/Los_Angeles", "Pacific Time")],
    "MDT": [("America/Denver", "Mountain Time"), ("America/Phoenix", "Arizona, no DST")],
    "MT": [("America/Denver", "Mountain Time"), ("America/Phoenix", "Arizona, no DST")],
    "CST": [("America/Chicago", "Central Time"), ("Asia/Shanghai", "China"), ("America/Havana", "Cuba")],
    "CDT": [("America/Chicago", "Central Time"), ("America/Havana", "Cuba")],
    "CT": [("America/Chicago", "Central Time")],
    "EDT": [("America/New_York", "Eastern Time")], "ET": [("America/New_York", "Eastern Time")],
    "AKST": [("America/Anchorage", "Alaska")], "AKDT": [("America/Anchorage", "Alaska")],
    "HDT": [("America/Adak", "Aleutian Islands")],
    "AST": [("America/Halifax", "Atlantic Time"), ("America/Puerto_Rico", "Puerto Rico, no DST"),
            ("Asia/Riyadh", "Arabia")],
    "ADT": [("America/Halifax", "Atlantic Time")],
    "NST": [("America/St_Johns", "Newfoundland")], "NDT": [("America/St_Johns", "Newfoundland")],
    "BRT": [("America/Sao_Paulo", "Brasília")], "ART": [("America/Argentina/Buenos_Aires", "Argentina")],
    "GMT": [("Europe/London", "the UK, with summer time"), ("Etc/UTC", "UTC all year")],
    "BST": [("Europe/London", "British Summer Time"), ("Asia/Dhaka", "Bangladesh")],
    "IST": [("Asia/Kolkata", "India"), ("Europe/Dublin", "Ireland"), ("Asia/Jerusalem", "Israel")],
    "CEST": [("Europe/Paris", "Central Europe"), ("Europe/Berlin", "Central Europe")],
    "WEST": [("Europe/Lisbon", "Western Europe")], "EEST": [("Europe/Athens", "Eastern Europe")],
    "MSK": [("Europe/Moscow", "Moscow")], "TRT": [("Europe/Istanbul", "Türkiye")],
    "SAST": [("Africa/Johannesburg", "South Africa")], "WAT": [("Africa/Lagos", "West Africa")],
    "CAT": [("Africa/Maputo", "Central Africa")], "EAT": [("Africa/Nairobi", "East Africa")],
    "GST": [("Asia/Dubai", "Gulf")], "PKT": [("Asia/Karachi", "Pakistan")],
    "ICT": [("Asia/Bangkok", "Indochina")], "WIB": [("Asia/Jakarta", "Western Indonesia")],
    "SGT": [("Asia/Singapore", "Singapore")], "HKT": [("Asia/Hong_Kong", "Hong Kong")],
    "PHT": [("Asia/Manila", "Philippines")], "PHST": [("Asia/Manila", "Philippines")],
    "JST": [("Asia/Tokyo", "Japan")], "KST": [("Asia/Seoul", "Korea")],
    "AEST": [("Australia/Sydney", "Eastern Australia"), ("Australia/Brisbane", "Queensland, no DST")],
    "AEDT": [("Australia/Sydney", "Eastern Australia")],
    "ACST": [("Australia/Adelaide", "South Australia"), ("Australia/Darwin", "Northern Territory, no DST")],
    "ACDT": [("Australia/Adelaide", "South Australia")], "AWST": [("Australia/Perth", "Western Australia")],
    "NZST": [("Pacific/Auckland", "New Zealand")], "NZDT": [("Pacific/Auckland", "New Zealand")],
  ]

  /// The zones `identifier` stands for when it is an abbreviation in the
  /// table (in any letter case), in order; nil otherwise.
  static func zones(for identifier: String) -> [(zone: String, place: String)]? {
    guard identifier.utf8.count <= 5, identifier.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    return table[identifier.uppercased()]
  }

  /// The unknown-zone error for an abbreviation in the table, naming the
  /// zones it stands for that `source` has; nil when `identifier` is not
  /// one, or `source` has none of them.
  static func error(for identifier: String, in source: TZDataSource) -> DateMathError? {
    guard let candidates = zones(for: identifier) else { return nil }
    let known = candidates.filter { source.provider.knows($0.zone) }
    guard !known.isEmpty else { return nil }
    let named = known.map { "\($0.zone) (\($0.place))" }
    let list =
      named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " or " + named[named.count - 1]
    return DateMathError(
      .unknownZone,
      "\(DateMathError.quoted(identifier)) is a time-zone abbreviation, not a zone (it names an offset, "
        + "which changes with DST and from place to place): name the place's IANA zone, such as \(list)",
      zoneIdentifier: identifier, suggestions: known.map(\.zone))
  }

  /// What tz data's legacy abbreviation-named zones are, and the zone
  /// people usually mean: `EST` is fixed at -05:00 all year, while New
  /// York's clock moves.
  static let legacy: [String: String] = [
    "EST": "fixed at -05:00 all year (no DST); New York's clock is America/New_York",
    "MST": "fixed at -07:00 all year (no DST), as America/Phoenix; Denver's clock is America/Denver",
    "HST": "fixed at -10:00 all year, as Pacific/Honolulu",
    "CET": "Central European Time with EU summer time (Europe/Brussels's rules since tz 2024b); name the place, such as Europe/Paris or Europe/Berlin",
    "MET": "Central European Time with EU summer time (Europe/Brussels's rules since tz 2024b); name the place, such as Europe/Paris or Europe/Berlin",
    "EET": "Eastern European Time with EU summer time (Europe/Athens's rules since tz 2024b); name the place, such as Europe/Athens",
    "WET": "Western European Time with EU summer time (Europe/Lisbon's rules since tz 2024b); name the place, such as Europe/Lisbon",
    "EST5EDT": "US Eastern rules (America/New_York's rules since tz 2024b); name the place, such as America/New_York",
    "CST6CDT": "US Central rules (America/Chicago's rules since tz 2024b); name the place, such as America/Chicago",
    "MST7MDT": "US Mountain rules (America/Denver's rules since tz 2024b); name the place, such as America/Denver",
    "PST8PDT": "US Pacific rules (America/Los_Angeles's rules since tz 2024b); name the place, such as America/Los_Angeles",
  ]

  /// A note for a zone named by one of tz data's legacy abbreviations
  /// (`EST`, `CET`), saying what it is and which zone people usually mean;
  /// nil for any other identifier.
  package static func legacyNote(for identifier: String) -> String? {
    legacy[identifier].map { "\(identifier) is tz data's legacy zone \(identifier), " + $0 }
  }
}
