import Foundation

/// The process-wide cache of zone tables, one per identifier and source,
/// built on first use.
///
/// It never evicts: a table, once stored, lives until the process ends.
/// ``Zone`` relies on that to hold its table unretained (see
/// `Zone.storage`), so a table freed after it was handed out would
/// leave dangling zones. The cache keeps the invariant by construction:
/// `tables` is private, and its only writer, `store`, appends. It is also
/// checked: `store` marks each table it keeps, and a marked table that is
/// ever freed stops a debug build (`_ZoneRules.deinit`). A table built by
/// a thread that lost a race to build the same one was never handed out,
/// is not marked, and is freed normally.
///
/// What never evicting costs: one table per zone and source used (10–20 KB
/// for a named zone). Fixed offsets have no table (a zone stores the
/// offset), so the text a process reads can grow the cache only by names
/// its tz data knows, a bounded set. The lock guards only the dictionary:
/// a zone holds its table directly, so no date computation ever takes it.
final class _ZoneRulesCache: @unchecked Sendable {
  static let shared = _ZoneRulesCache()

  private let lock = NSLock()
  /// Tables by key. More than one under a key only for tables of TZif
  /// `Data` whose different bytes share a checksum.
  private var tables: [String: [_ZoneRules]] = [:]

  /// The identifier alone does not name a Foundation zone: Foundation
  /// calls both `TimeZone(secondsFromGMT: 3630)` and `(secondsFromGMT:
  /// 3660)` "GMT+0101". The offset at one fixed instant tells them apart.
  /// `name` is the identifier asked for, when Foundation renames it
  /// (`TimeZone(identifier: "UTC")` is "GMT"); the zone keeps the name
  /// it was given.
  static func key(for timeZone: TimeZone, name: String? = nil) -> String {
    "\(name ?? timeZone.identifier) \(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)))"
  }

  /// A fixed copy of `timeZone`: `TimeZone.autoupdatingCurrent` follows the
  /// system's zone, and a table shared under one identifier must not.
  static func snapshot(_ timeZone: TimeZone) -> TimeZone {
    let epoch = Date(timeIntervalSince1970: 0)
    if let named = TimeZone(identifier: timeZone.identifier),
      named.secondsFromGMT(for: epoch) == timeZone.secondsFromGMT(for: epoch)
    {
      return named
    }
    return TimeZone(secondsFromGMT: timeZone.secondsFromGMT(for: epoch)) ?? timeZone
  }

  /// The table of a Foundation `TimeZone`.
  func rules(for timeZone: TimeZone, name: String? = nil) -> _ZoneRules {
    let key = Self.key(for: timeZone, name: name)
    if let table = lookUp(key) { return table }
    // Built outside the lock, so one slow build never blocks other zones;
    // two threads racing on the same new zone build equal tables and the
    // first one stored wins.
    return store(
      _ZoneRules(foundation: Self.snapshot(timeZone), key: key, name: name ?? timeZone.identifier), key)
  }

  /// The table of `identifier` in a TZif source, or nil when the source
  /// does not know the identifier.
  ///
  /// Tables of TZif `Data` are keyed by identifier, version, size and a
  /// checksum of the bytes; on a hit the bytes themselves are compared,
  /// and a different file under the same key is kept beside it, so no
  /// table is ever freed.
  ///
  /// - Throws: ``DateMathError/Kind/invalidTZData`` when its file is
  ///   malformed.
  func rules(identifier: String, source: TZDataSource) throws(DateMathError) -> _ZoneRules? {
    let provider = source.provider
    let key = "\(identifier) @\(provider.cacheKey)"
    let matching = { (table: _ZoneRules) -> Bool in Self.sameBytes(table.source, source) }
    if let table = lookUp(key, matching: matching) { return table }
    guard let tzif = try provider.tzif(for: identifier) else { return nil }
    do {
      return store(try _ZoneRules(tzif: tzif, name: identifier, key: key, source: source), key, matching: matching)
    } catch {
      throw DateMathError(
        .invalidTZData, "\(provider.location(of: identifier)): \(error.reason)", zoneIdentifier: identifier)
    }
  }

  /// Whether two sources of TZif `Data` hold the same bytes (true for any
  /// other sources: their key says it all).
  static func sameBytes(_ a: TZDataSource, _ b: TZDataSource) -> Bool {
    guard case .file(_, let x) = a.provider.storage, case .file(_, let y) = b.provider.storage else {
      return true
    }
    return x == y
  }

  /// How many tables the cache holds (for tests of its bounds).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return tables.values.reduce(0) { $0 + $1.count }
  }

  private func lookUp(_ key: String, matching: (_ZoneRules) -> Bool = { _ in true }) -> _ZoneRules? {
    lock.lock()
    defer { lock.unlock() }
    return tables[key]?.first(where: matching)
  }

  /// Stores `built` unless a table `matching` it is stored already (a
  /// thread that raced to build the same one); returns the stored table.
  private func store(
    _ built: _ZoneRules, _ key: String, matching: (_ZoneRules) -> Bool = { _ in true }
  ) -> _ZoneRules {
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[key]?.first(where: matching) { return table }
    built.isStored = true
    tables[key, default: []].append(built)
    return built
  }
}
