import Foundation

/// Everything that changes what a cached formatter produces.
struct _FormatterKey: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case date, interval, civil }
  var kind: Kind
  var pattern: LocalizedFormat.Pattern
  var locale: String
  var calendar: Calendar.Identifier
  var zone: String

  init(_ kind: Kind, _ format: LocalizedFormat, _ zone: TimeZone) {
    self.kind = kind
    pattern = format.pattern
    locale = format.locale.identifier
    calendar = format.calendarIdentifier
    // Not the identifier alone: see _ZoneRulesCache.key(for:).
    self.zone = _ZoneRulesCache.key(for: zone)
  }
}

/// A few formatters of one configuration. A caller takes one out, uses it
/// alone, and puts it back: the lock is held only to take and return, so
/// threads using the same format run in parallel, each on its own
/// formatter, and no formatter is ever used by two threads at once.
final class _FormatterPool<Formatter: AnyObject>: @unchecked Sendable {
  private let lock = NSLock()
  private var idle: [Formatter] = []
  private let make: () -> Formatter
  /// Idle formatters kept at most; more are made under load and dropped.
  static var capacity: Int { 8 }

  init(make: @escaping () -> Formatter) { self.make = make }

  func withFormatter<Result>(_ body: (Formatter) throws -> Result) rethrows -> Result {
    lock.lock()
    let formatter = idle.popLast()
    lock.unlock()
    let used = formatter ?? make()
    defer {
      lock.lock()
      if idle.count < Self.capacity { idle.append(used) }
      lock.unlock()
    }
    return try body(used)
  }
}

/// The process-wide formatter cache. Making a `DateFormatter` costs about
/// 50 times as much as using one; this keeps them, keyed by
/// ``_FormatterKey``.
final class _FormatterCache: @unchecked Sendable {
  static let shared = _FormatterCache()
  /// Keys kept at most; past it the cache starts over (a program that
  /// formats with thousands of configurations gets correct, slower output).
  static let capacity = 1024

  private let lock = NSLock()
  private var pools: [_FormatterKey: AnyObject] = [:]

  func pool<Formatter: AnyObject>(
    _ key: _FormatterKey, make: @escaping () -> Formatter
  ) -> _FormatterPool<Formatter> {
    lock.lock()
    defer { lock.unlock() }
    if let pool = pools[key] as? _FormatterPool<Formatter> { return pool }
    if pools.count >= Self.capacity { pools.removeAll(keepingCapacity: true) }
    let pool = _FormatterPool(make: make)
    pools[key] = pool
    return pool
  }
}
