import DateMath
import Foundation

/// The inputs every row runs over, the same as JavaTimeBench.java's: four
/// zones × 4096 instants spread over 1970–2040, visited round-robin.
struct Workload: @unchecked Sendable {
  static let zoneNames = ["America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Asia/Kolkata"]
  static let instantCount = 4096

  let zones: [TimeZone]
  let dateMathZones: [Zone]
  let foundationCalendars: [Calendar]
  let instants: [Date]
  /// Wall-clock times 12 hours after each instant, for resolution rows,
  /// in one flat array per kind (index ``flat(_:)``), so that reading one
  /// costs no more than reading an instant.
  let locals: [CivilDateTime]
  let components: [DateComponents]
  /// RFC 3339 text of each instant, for parsing rows.
  let texts: [String]
  /// `instants` as `ZonedDateTime`s, zone by zone (index with `flat`).
  let zoned: [ZonedDateTime]
  let format: LocalizedFormat
  /// A long date and a full time (a zone name), en_US and de_DE.
  let zoneNameFormats: [LocalizedFormat]
  /// The same format as `format`, as format styles: DateMath's, and
  /// Foundation's per zone.
  let style: ZonedDateTime.FormatStyle
  let foundationStyles: [Date.FormatStyle]

  init() throws {
    zones = Self.zoneNames.compactMap { TimeZone(identifier: $0) }
    dateMathZones = try Self.zoneNames.map { try Zone(identifier: $0) }
    foundationCalendars = zones.map { zone in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      return calendar
    }
    instants = (0..<Self.instantCount).map { i in
      Date(timeIntervalSince1970: TimeInterval(1_000_000_000 + (Int64(i) * 2_654_435_761) % 1_262_304_000))
    }
    let instants = self.instants
    let locals = try dateMathZones.map { zone in
      try instants.map { try ZonedDateTime($0.addingTimeInterval(43_200), in: zone).localDateTime }
    }
    self.locals = locals.flatMap { $0 }
    components = self.locals.map {
      DateComponents(
        year: $0.date.year, month: $0.date.month, day: $0.date.day, hour: $0.hour,
        minute: $0.minute, second: $0.second)
    }
    texts = try instants.map { try $0.rfc3339String() }
    zoned = try dateMathZones.flatMap { zone in try instants.map { try ZonedDateTime($0, in: zone) } }
    format = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE"))
    zoneNameFormats = ["en_US", "de_DE"].map { LocalizedFormat(date: .long, time: .full, locale: Locale(identifier: $0)) }
    let german = Locale(identifier: "de_DE")
    style = ZonedDateTime.FormatStyle(date: .abbreviated, time: .shortened, locale: german)
    foundationStyles = zones.map { Date.FormatStyle(date: .abbreviated, time: .shortened, locale: german, timeZone: $0) }
  }

  /// Zone and instant of step j.
  @inline(__always) func zone(_ j: Int) -> Int { j & 3 }
  @inline(__always) func index(_ j: Int) -> Int { (j >> 2) & (Self.instantCount - 1) }
  @inline(__always) func flat(_ j: Int) -> Int { zone(j) * Self.instantCount + index(j) }
}
