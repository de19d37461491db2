import Foundation

/// The process-wide cache of zone tables, one per identifier and source,
/// built on first use.
///
/// It never evicts: a table, once stored, lives until the process ends.
/// ``ZonedCalendar`` relies on that to hold its table unretained (see
/// `ZonedCalendar.unmanagedRules`). The lock guards only the dictionary: a
/// calendar holds its table directly, so no date computation ever takes it.
final class _ZoneRulesCache: @unchecked Sendable {
  static let shared = _ZoneRulesCache()

  private let lock = NSLock()
  private var tables: [String: _ZoneRules] = [:]

  /// The identifier alone does not name a Foundation zone: Foundation
  /// calls both `TimeZone(secondsFromGMT: 3630)` and `(secondsFromGMT:
  /// 3660)` "GMT+0101". The offset at one fixed instant tells them apart.
  /// `name` is the identifier asked for, when Foundation renames it
  /// (`TimeZone(identifier: "UTC")` is "GMT"); the calendar keeps the name
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
    return cached(key, matching: { _ in true }) {
      _ZoneRules(foundation: Self.snapshot(timeZone), key: key, name: name ?? timeZone.identifier)
    }
  }

  /// The table of `identifier` in a TZif source, or nil when the source
  /// does not know the identifier.
  ///
  /// - Throws: ``DateMathError/Kind/invalidTZData`` when its file is
  ///   malformed.
  func rules(identifier: String, source: TZDataSource) throws(DateMathError) -> _ZoneRules? {
    let provider = source.provider
    let key = "\(identifier) @\(provider.cacheKey)"
    // Tables of `Data` given by the caller are reused only for the same
    // bytes, not merely the same checksum.
    let sameBytes = { (table: _ZoneRules) -> Bool in
      guard case .file(_, let data) = provider.storage else { return true }
      guard case .file(_, let cached) = table.source.provider.storage else { return false }
      return data == cached
    }
    if let table = lookUp(key, matching: sameBytes) { return table }
    guard let tzif = try provider.tzif(for: identifier) else { return nil }
    return cached(key, matching: sameBytes) {
      _ZoneRules(tzif: tzif, name: identifier, key: key, source: source)
    }
  }

  /// The table stored under `key` if `matching` accepts it, else the one
  /// `build` makes, stored. Built outside the lock, so one slow build
  /// never blocks other zones; two threads racing on the same new zone
  /// build equal tables and the first one stored wins.
  private func cached(
    _ key: String, matching: (_ZoneRules) -> Bool, build: () -> _ZoneRules
  ) -> _ZoneRules {
    if let table = lookUp(key, matching: matching) { return table }
    let built = build()
    lock.lock()
    defer { lock.unlock() }
    let (stored, freeSlot) = slots(key, matching: matching)
    if let stored { return stored }
    tables[freeSlot] = built
    return built
  }

  /// The first table in `key`'s slots that `matching` accepts.
  private func lookUp(_ key: String, matching: (_ZoneRules) -> Bool) -> _ZoneRules? {
    lock.lock()
    defer { lock.unlock() }
    return slots(key, matching: matching).table
  }

  /// Searches `key`'s slots (`key`, `key'`, `key''` …: a different file
  /// under the same checksum takes the next one, so no table is ever
  /// freed) for a table `matching` accepts, else the first free slot.
  /// Call with the lock held.
  private func slots(_ key: String, matching: (_ZoneRules) -> Bool) -> (table: _ZoneRules?, free: String) {
    var slot = key
    while let table = tables[slot] {
      if matching(table) { return (table, slot) }
      slot += "'"
    }
    return (nil, slot)
  }
}
