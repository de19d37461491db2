import Foundation

/// A time zone as IANA's tz data defines it: its identity, its UTC
/// offsets, abbreviations and transitions over time, and what a
/// wall-clock time means in it.
///
/// A `Zone` knows the rules; ``ZonedDateTime`` does the date math. A zone
/// answers the questions only rules can: the offset at an instant
/// (``offset(at:)``), the instants a wall-clock time stands for
/// (``resolution(of:)``: one, none in a gap, two in an overlap) and the
/// transitions in an interval (``transitions(in:)``). Everything that
/// moves or measures a date (the start and length of a day, arithmetic
/// across DST, series, differences, rounding, formatting) is a method of
/// the ``ZonedDateTime`` you make with a zone.
///
/// It reads the zone's UTC offsets from IANA tz data (``TZDataSource``: by
/// default the newest release available, compiled into DateMath or the
/// system's); DateMath then computes with integers, never through
/// `Calendar`'s arithmetic, which on Linux has defects around DST and
/// month ends (see `docs/pitfalls.md`).
///
/// The zone is always explicit. Nothing is read from the user's settings:
/// not the calendar system (a device set to the Buddhist or Japanese
/// calendar changes nothing), not the first weekday, not the locale.
/// ``current`` exists, but you have to ask for it.
///
/// ```swift
/// let saoPaulo = try Zone(identifier: "America/Sao_Paulo")
/// try saoPaulo.offset(at: Date(rfc3339: "2018-11-04T12:00:00Z"))   // -02:00
/// let midnight = try CivilDateTime(parsing: "2018-11-04T00:00")
/// saoPaulo.resolution(of: midnight).candidates   // [] — clocks skipped midnight
/// try ZonedDateTime(startOf: CivilDate(parsing: "2018-11-04"), in: saoPaulo)  // 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
/// ```
///
/// `Zone` is a small value, one word: copies of a named zone share one
/// immutable table of its offsets, built on first use and cached for the
/// process; a fixed offset (``init(fixedOffset:)``) is stored as the
/// offset itself, with no table.
public struct Zone: Sendable, Hashable, CustomStringConvertible {
  /// Foundation's `TimeZone` for this zone, for APIs that need one.
  ///
  /// Its offsets are Foundation's, whose tz data may be older than this
  /// zone's (``tzData``): after a rule change the two disagree (under
  /// tz 2026f America/Vancouver stays on -07:00 from 2026-11-01; a 2025b
  /// `TimeZone` says -08:00). DateMath's own answers, formatting included,
  /// never take an offset from it. A fixed offset beyond Foundation's
  /// ±18 hours has no `TimeZone`; this is then GMT. One with seconds keeps
  /// them, but Foundation's formatters show it to the minute (DateMath's
  /// ``ZonedDateTime/formatted(as:)`` does not).
  ///
  /// ```swift
  /// try Zone(identifier: "Asia/Kolkata").timeZone.identifier  // "Asia/Kolkata"
  /// ```
  public var timeZone: TimeZone {
    switch storage {
    case .fixed(let offset): return TimeZone(secondsFromGMT: Int(offset)) ?? .gmt
    case .table(let table): return table.takeUnretainedValue().foundationZone
    }
  }

  /// The zone's offsets: a table, or a fixed offset (see `_ZoneStorage`).
  ///
  /// It is the zone's only stored property on purpose, and one word: a
  /// second stored property (a retained reference, even a nil one) made
  /// offset lookups 40% slower, since every copy of a zone then costs a
  /// call to retain. Retaining a table that many threads share made two
  /// threads slower than one (the count's cache line bounces between
  /// cores), so the table is held unretained.
  @usableFromInline let storage: _ZoneStorage

  /// Creates a zone for an IANA time-zone identifier such as
  /// `"America/New_York"` or `"UTC"` (links such as `"US/Eastern"`
  /// included), with the offsets of the default tz data
  /// (``TZDataSource/default``: the newest release available).
  ///
  /// The identifier of a fixed-offset zone (``init(fixedOffset:)``), an
  /// offset written as ``UTCOffset`` writes it (`"+05:30"`,
  /// `"-00:00:10"`), gives that zone back, as Temporal and java.time read
  /// offset identifiers: `Zone(identifier: zone.identifier)` is `zone` for
  /// every zone, so a stored identifier always reads back. Other offset
  /// spellings (`"+5:30"`, `"-00:00"`, `"UTC+05:30"`) are refused.
  ///
  /// ```swift
  /// try Zone(identifier: "US/Eastern").identifier  // "US/Eastern"
  /// try Zone(identifier: "+05:30").isFixedOffset   // true
  /// try Zone(identifier: "America/Sao_Paolo")      // throws unknownZone: did you mean America/Sao_Paulo?
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/unknownZone`` naming the identifier and
  ///   suggesting the closest known ones (`"America/Sao_Paolo"` suggests
  ///   `"America/Sao_Paulo"`), also for names that are not IANA names
  ///   (ICU's `"BST"`, which Foundation reads as Asia/Dhaka);
  ///   ``DateMathError/Kind/invalidTZData`` when the zone's data cannot be
  ///   read.
  public init(identifier: String) throws(DateMathError) {
    try self.init(identifier: identifier, source: .default)
  }

  /// Creates a zone for an IANA time-zone identifier with the offsets
  /// of one tz data source, such as ``TZDataSource/foundation`` for
  /// Foundation's (possibly older) data. A fixed offset's identifier
  /// (`"+05:30"`) needs no data and gives the fixed-offset zone whatever
  /// the source.
  ///
  /// ```swift
  /// try Zone(identifier: "Europe/Dublin", source: .bundled).tzData.version == TZDataSource.bundled.version  // true
  /// ```
  ///
  /// - Throws: as ``init(identifier:)``.
  public init(identifier: String, source: TZDataSource) throws(DateMathError) {
    if let first = identifier.utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-"),
      let offset = UTCOffset(identifier), offset.description == identifier
    {
      self = try Zone(fixedOffset: offset)
      return
    }
    if let signed = Self.signedOffsetName(identifier) {
      let etc = Self.etcName(for: signed)
      throw DateMathError(
        .unknownZone,
        "\(DateMathError.quoted(identifier)) is ambiguous: ISO 8601 reads it as \(signed), POSIX TZ as the "
          + "opposite; for \(signed) use "
          + (etc.map { "the IANA name \($0) (POSIX sign) or " } ?? "")
          + "Zone(fixedOffset: UTCOffset(\"\(signed)\")!)"
          + (etc == nil ? " (no IANA Etc/ zone has that offset)" : ""),
        zoneIdentifier: identifier, suggestions: etc.map { [$0] } ?? [])
    }
    if TZDataSource.isValidIdentifier(identifier) {
      if source.kind == .foundation {
        if source.provider.knows(identifier), let zone = TimeZone(identifier: identifier) {
          self.init(timeZone: zone, name: identifier)
          return
        }
      } else if let rules = try _ZoneRulesCache.shared.rules(identifier: identifier, source: source) {
        self.init(rules: rules)
        return
      }
    }
    if let abbreviation = _ZoneAbbreviations.error(for: identifier, in: source) { throw abbreviation }
    let suggestions = _ZoneSuggestions.closest(to: identifier, among: source.identifiers)
    // "+5:30", "-00:00": an offset written another way ("-h" is not one).
    let bytes = Array(identifier.utf8.prefix(2))
    let looksLikeOffset =
      bytes.count == 2 && (bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"))
      && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[1])
    throw DateMathError(
      .unknownZone,
      "unknown time zone \(DateMathError.quoted(identifier)) in tz data \(source)"
        + (looksLikeOffset
          ? "; a fixed offset is written ±HH:MM or ±HH:MM:SS, hours below 24 (+05:30), and -00:00 is none"
          : suggestions.isEmpty
            ? "" : "; did you mean " + suggestions.joined(separator: ", ") + "?"),
      zoneIdentifier: identifier, suggestions: looksLikeOffset ? [] : suggestions)
  }

  /// Creates a zone from one TZif file (RFC 8536 / RFC 9636), such as
  /// one read from a zoneinfo directory or received from a server, known
  /// by `identifier`. `version` is the IANA release it was compiled from,
  /// when known; the zone reports it in ``tzData``.
  ///
  /// Like every zone table, the file's table is kept for the life of the
  /// process (about 10 KB; the same bytes under the same identifier and
  /// version share one table). A process that reads many different files
  /// from untrusted sources grows by that much per file. After the file's
  /// last transition its POSIX TZ footer rules, up to year 9999; a
  /// footer-only file keeps its offset of 1800-01-01 before 1800.
  ///
  /// - Throws: ``DateMathError/Kind/invalidTZData`` naming the reason when
  ///   the bytes are not a well-formed TZif file (truncated, oversized,
  ///   inconsistent counts, indexes or times, or an invalid TZ string).
  ///
  /// ```swift
  /// try Zone(identifier: "Broken/Zone", tzif: Data("TZif".utf8))  // throws invalidTZData
  /// ```
  public init(identifier: String, tzif: Data, version: String? = nil) throws(DateMathError) {
    let source = TZDataSource(_TZProvider.file(identifier: identifier, data: tzif, version: version))
    guard let rules = try _ZoneRulesCache.shared.rules(identifier: identifier, source: source) else {
      throw DateMathError(.invalidTZData, "no TZif data for \(identifier)", zoneIdentifier: identifier)
    }
    self.init(rules: rules)
  }

  /// A zone of one fixed UTC offset, such as `+05:30`, with no
  /// transitions (so no gaps and no overlaps: every wall-clock time is one
  /// instant, and every day is 24 hours long): what an RFC 9557 offset
  /// annotation (`[+05:30]`) names. Its identifier is the offset
  /// (`+05:30`, `-00:00:10`), and it is written as an offset annotation.
  /// It is stored as the offset itself, with no table, no tz data and no
  /// Foundation `TimeZone`, so making any number of them costs no memory,
  /// and offsets beyond Foundation's ±18 hours and offsets with seconds
  /// keep their value. Its ``tzData`` is ``TZDataSource/bundled``.
  ///
  /// ```swift
  /// let india = try Zone(fixedOffset: UTCOffset(seconds: 19_800))
  /// india.identifier  // "+05:30"
  /// try ZonedDateTime(CivilDateTime(parsing: "2024-03-10T02:30"), in: india)  // 2024-03-10T02:30:00+05:30[+05:30]
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidArgument`` for an offset of 24
  ///   hours or more.
  public init(fixedOffset offset: UTCOffset) throws(DateMathError) {
    guard offset.seconds.magnitude < 86_400 else {
      throw DateMathError(.invalidArgument, "a UTC offset must be less than 24 hours (got \(offset))")
    }
    storage = .fixed(Int32(offset.seconds))
  }

  /// A zone on a table of the never-evicting cache.
  init(rules: _ZoneRules) {
    storage = .table(Unmanaged.passUnretained(rules))
  }

  /// Creates a zone for a Foundation `TimeZone`. A named zone takes its
  /// offsets from the default tz data (``TZDataSource/default``), not from
  /// the `TimeZone`; a fixed-offset zone made with
  /// `TimeZone(secondsFromGMT:)` keeps its offset. A name the default
  /// source does not know keeps Foundation's offsets: `TimeZone(identifier:
  /// "BST")` is ICU's Asia/Dhaka (+06:00), not British Summer Time, and
  /// stays so here; ``init(identifier:)`` refuses such names.
  ///
  /// ```swift
  /// Zone(timeZone: TimeZone(identifier: "Asia/Tokyo")!).identifier  // "Asia/Tokyo"
  /// Zone(timeZone: TimeZone(secondsFromGMT: -10_800)!).identifier     // "-03:00"
  /// ```
  public init(timeZone: TimeZone) {
    // Foundation's fixed offsets ("GMT+0530") need neither tz data nor a
    // Foundation table.
    if Self.isFixedOffsetName(timeZone.identifier),
      let fixed = try? Zone(fixedOffset: UTCOffset(seconds: timeZone.secondsFromGMT()))
    {
      self = fixed
      return
    }
    let source = TZDataSource.default
    if source.kind != .foundation,
      let zone = try? Zone(identifier: timeZone.identifier, source: source)
    {
      self = zone
      return
    }
    self.init(timeZone: timeZone, name: nil)
  }

  init(timeZone: TimeZone, name: String?) {
    let name = name == timeZone.identifier ? nil : name
    self.init(rules: _ZoneRulesCache.shared.rules(for: timeZone, name: name))
  }

  /// How many zone tables the process holds, for tests that check the
  /// cache stays bounded.
  package static var cachedTableCount: Int { _ZoneRulesCache.shared.count }

  /// Coordinated Universal Time: no offset, no transitions.
  /// Read from the bundled data, which every release agrees on here, so
  /// that using it never makes the process choose its default source.
  ///
  /// ```swift
  /// try ZonedDateTime(epochSeconds: 0, in: .utc)  // 1970-01-01T00:00:00+00:00[UTC]
  /// ```
  public static let utc =
    (try? Zone(identifier: "UTC", source: .bundled))
    ?? Zone(timeZone: TimeZone(identifier: "UTC") ?? .gmt, name: "UTC")

  /// The zone's identifier as it was given, such as `"America/New_York"`
  /// or `"UTC"` (which Foundation's `TimeZone` calls "GMT").
  ///
  /// ```swift
  /// Zone.utc.identifier  // "UTC"
  /// ```
  public var identifier: String {
    switch storage {
    case .fixed(let offset): return UTCOffset(seconds: Int(offset)).description
    case .table(let table): return table.takeUnretainedValue().name
    }
  }

  /// The tz data this zone's offsets come from, and its release; for a
  /// fixed offset, which needs none, ``TZDataSource/bundled``.
  ///
  /// ```swift
  /// try Zone(identifier: "America/Vancouver", source: .bundled).tzData.kind  // bundled
  /// ```
  public var tzData: TZDataSource { table?.source ?? .bundled }

  /// The release of the default tz data (``TZDataSource/default``), such
  /// as `"2026f"`.
  ///
  /// ```swift
  /// Zone.tzDataVersion == TZDataSource.default.version  // true
  /// ```
  public static var tzDataVersion: String { TZDataSource.default.version }

  /// "UTC+5", "GMT-03:30" and the like, which Foundation accepts with the
  /// ISO 8601 sign although IANA's Etc/GMT+5 means the opposite: the offset
  /// they would mean in ISO 8601 (`+05:00`), or nil for any other name.
  /// GMT+0, GMT-0 and friends, which are IANA names, are not ambiguous.
  static func signedOffsetName(_ identifier: String) -> String? {
    for prefix in ["UTC", "GMT", "UT"] where identifier.hasPrefix(prefix) {
      let rest = identifier.dropFirst(prefix.count)
      guard let sign = rest.first, sign == "+" || sign == "-" else { continue }
      let digits = rest.dropFirst().filter { $0 != ":" }
      guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
        let value = Int(digits), value != 0
      else { continue }
      let hours = digits.count <= 2 ? value : value / 100
      let minutes = digits.count <= 2 ? 0 : value % 100
      return "\(sign)\(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)"
    }
    return nil
  }

  /// IANA's Etc/GMT name of an ISO 8601 offset such as "+05:00", which
  /// has the opposite (POSIX) sign: Etc/GMT-5. Only whole hours exist,
  /// from Etc/GMT-14 (+14:00) to Etc/GMT+12 (-12:00); nil otherwise.
  static func etcName(for signed: String) -> String? {
    guard let offset = UTCOffset(signed), offset.seconds % 3600 == 0 else { return nil }
    let hours = offset.seconds / 3600
    guard (-12...14).contains(hours), hours != 0 else { return nil }
    return "Etc/GMT" + (hours > 0 ? "-" : "+") + "\(abs(hours))"
  }

  /// Whether this is a fixed-offset zone (``init(fixedOffset:)``, an
  /// RFC 9557 offset annotation such as `[+05:30]`, or a
  /// `TimeZone(secondsFromGMT:)`, which Foundation names like "GMT+0530"):
  /// one offset at every instant, so no gaps, no overlaps and 24-hour days.
  /// It is stored as its offset, holding no table. A named zone whose
  /// offset never changed (`Etc/GMT-5`, `UTC`) is not a fixed-offset zone:
  /// its identifier names rules that could change.
  ///
  /// ```swift
  /// try ZonedDateTime(rfc9557: "2024-03-10T12:00:00+05:30[+05:30]").zone.isFixedOffset  // true
  /// Zone.utc.isFixedOffset  // false
  /// ```
  public var isFixedOffset: Bool {
    if case .fixed = storage { return true }
    return false
  }

  /// Whether `identifier` is Foundation's name for a fixed offset, like
  /// "GMT+0530".
  static func isFixedOffsetName(_ identifier: String) -> Bool {
    let name = Array(identifier.utf8)
    return name.count == 8 && name.starts(with: Array("GMT".utf8))
      && (name[3] == UInt8(ascii: "+") || name[3] == UInt8(ascii: "-"))
      && name[4...].allSatisfy { (0x30...0x39).contains($0) }
  }

  /// The zone identifiers the default tz data knows, links included,
  /// sorted.
  ///
  /// ```swift
  /// Zone.knownIdentifiers.contains("America/Sao_Paulo")  // true
  /// ```
  public static var knownIdentifiers: [String] { TZDataSource.default.identifiers }

  /// A Foundation `Calendar` with this zone, for formatting and interop
  /// only: Gregorian, ISO 8601 weeks (Monday first, 4 days in week 1), the
  /// POSIX locale. Do not use its arithmetic for DST-sensitive math; and
  /// note its Gregorian calendar is Julian before 1582-10-15, while
  /// DateMath's civil dates are proleptic Gregorian.
  ///
  /// ```swift
  /// try Zone(identifier: "Europe/Berlin").foundationCalendar.firstWeekday  // 2
  /// ```
  public var foundationCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    calendar.firstWeekday = 2
    calendar.minimumDaysInFirstWeek = 4
    return calendar
  }

  /// The zone's identifier.
  public var description: String { identifier }

  /// Zones are equal when they have the same identifier, read
  /// from the same tz data source (``tzData``): America/Vancouver from the
  /// bundled 2026f data and from Foundation's 2025b are not equal, since
  /// their offsets differ from November 2026. Links such as US/Eastern and
  /// America/New_York are not equal,
  /// and neither are `try Zone(identifier: "UTC")` and
  /// `Zone(timeZone: TimeZone(identifier: "UTC")!)`, which
  /// Foundation names "GMT".
  /// Fixed offsets are equal when their offsets are.
  public static func == (lhs: Zone, rhs: Zone) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.fixed(let a), .fixed(let b)): return a == b
    case (.table, .table): return lhs.key == rhs.key
    default: return false
    }
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    switch storage {
    case .fixed(let offset): hasher.combine(offset)
    case .table: hasher.combine(key)
    }
  }
}
