import Foundation

/// The process-wide cache of zone tables, one per identifier, built on first
/// use. The lock guards only the dictionary: a ``ZonedCalendar`` holds its
/// table directly, so no date computation ever takes it.
final class _ZoneRulesCache: @unchecked Sendable {
  static let shared = _ZoneRulesCache()

  private let lock = NSLock()
  private var tables: [String: _ZoneRules] = [:]

  /// The identifier alone does not name a zone: Foundation calls both
  /// `TimeZone(secondsFromGMT: 3630)` and `(secondsFromGMT: 3660)`
  /// "GMT+0101". The offset at one fixed instant tells them apart.
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

  func rules(for timeZone: TimeZone, name: String? = nil) -> _ZoneRules {
    let key = Self.key(for: timeZone, name: name)
    lock.lock()
    if let cached = tables[key] {
      lock.unlock()
      return cached
    }
    lock.unlock()
    // Built outside the lock, so one slow build never blocks other zones;
    // two threads racing on the same new zone build equal tables and the
    // first one stored wins.
    let built = _ZoneRules(
      timeZone: Self.snapshot(timeZone), key: key, name: name ?? timeZone.identifier)
    lock.lock()
    defer { lock.unlock() }
    if let cached = tables[key] { return cached }
    tables[key] = built
    return built
  }
}
