import Foundation

/// The texts of a compiled format's zone fields (`z`, `zzzz`, `v`, `VVVV`,
/// `O`, `X`, `Z`…) for one zone over one stretch of time, as ICU writes
/// them: "PST" and "Pacific Standard Time" from 2024-11-03T09:00Z to
/// 2025-03-09T10:00Z. Immutable, so any number of threads may read it.
final class _ZoneTexts: @unchecked Sendable {
  /// The zone's rules (kept alive, so `key` stays theirs) or nil for a
  /// fixed offset.
  let rules: AnyObject?
  /// The zone's identity in the memo: its rules' address, or 1 for a
  /// fixed offset (whose offset is then `period`).
  let key: UInt
  /// The stretch `start..<end` (seconds since 1970, UTC) where the texts hold.
  let start: Int64
  let end: Int64
  /// The texts, one per zone field of the format, as UTF-8.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let spans: UnsafeMutableBufferPointer<(offset: Int32, count: Int32)>
  /// The bytes of all texts together.
  let byteCount: Int
  /// The texts of another stretch of the same period between two
  /// transitions, or nil: a chain, newest first, read with no lock. Set
  /// before the texts are published, never after.
  private(set) var next: _ZoneTexts?
  private(set) var nextReference: Unmanaged<_ZoneTexts>?
  /// How many texts the chain holds from here.
  private(set) var length = 1

  /// Links `older` behind these texts; only before they are published.
  func chain(to older: Unmanaged<_ZoneTexts>) {
    next = older.takeUnretainedValue()
    nextReference = older
    length = older.takeUnretainedValue().length + 1
  }

  init(_ texts: [String], rules: AnyObject?, key: UInt, start: Int64, end: Int64) {
    self.rules = rules
    self.key = key
    self.start = start
    self.end = end
    var bytes: [UInt8] = []
    var spans: [(offset: Int32, count: Int32)] = []
    for text in texts {
      spans.append((Int32(bytes.count), Int32(text.utf8.count)))
      bytes.append(contentsOf: text.utf8)
    }
    self.bytes = .allocate(capacity: max(bytes.count, 1))
    _ = self.bytes.initialize(from: bytes)
    self.spans = .allocate(capacity: max(spans.count, 1))
    _ = self.spans.initialize(from: spans)
    byteCount = bytes.count
  }

  deinit {
    bytes.deallocate()
    spans.deallocate()
  }

  /// The bytes of zone field `index`.
  @inline(__always)
  func text(_ index: Int) -> (bytes: UnsafePointer<UInt8>, count: Int) {
    let span = spans[index]
    return (UnsafePointer(bytes.baseAddress!) + Int(span.offset), Int(span.count))
  }
}

/// What a compiled format with zone fields remembers of zone names: a
/// zone's names change only at its transitions, 184 days from them (ICU's
/// generic names), and, rarely, where CLDR moves a zone to another
/// metazone, so each is asked of ICU once per zone and stretch, then
/// copied. A stretch is at most 200 years either side of the instant
/// asked about, and is checked at its ends, at the 184-day marks and
/// every five years before it is kept.
///
/// Reading is lock-free: each zone met gets a table with one slot per
/// period between two of its transitions (1800–2200), which holds a short
/// chain of the stretches made there (newest first; a new one is linked
/// in front under the lock, keeping the old alive for readers). Instants
/// outside the table and every first look-up (which asks ICU) go through
/// a dictionary under a lock.
final class _ZoneNames: @unchecked Sendable {
  /// The zone fields, as written in the pattern, in order of first use.
  let tokens: [String]
  let locale: Locale
  /// The zones' period tables, found by probing from the zone's hash.
  private let zones = _SetOnceSlots<PeriodTable>.make(count: 64)
  private let lock = NSLock()
  /// Under `lock`: texts by zone and period, where no slot holds them.
  private var kept: [Period: [_ZoneTexts]] = [:]
  private var keptCount = 0
  static let keptLimit = 4096
  /// The most stretches a period's chain holds; more go to `kept`.
  static let chainLimit = 8

  struct Period: Hashable {
    var key: UInt
    var index: Int
  }

  /// One zone's texts, a slot per period between two of its transitions.
  final class PeriodTable {
    let key: UInt
    let slots: _SetOnceSlots<_ZoneTexts>
    let count: Int

    init(key: UInt, count: Int) {
      self.key = key
      self.count = count
      slots = .make(count: count)
    }
  }

  /// Whether a field is a generic name (`v`, `vvvv`), which ICU words
  /// differently within 184 days of a daylight-saving change.
  private let hasGenericName: Bool

  init(tokens: [String], locale: Locale) {
    self.tokens = tokens
    self.locale = locale
    hasGenericName = tokens.contains { $0.hasPrefix("v") }
  }

  /// `body` of the texts of the zone fields for `zoned` (lent without a
  /// retain on the lock-free path), or nil when ICU cannot show its offset
  /// (the caller then goes to ICU, which says why).
  @inline(__always)
  func withTexts<Result>(_ zoned: ZonedDateTime, _ body: (_ZoneTexts) -> Result) -> Result? {
    let time = zoned.epochSeconds
    let period: Period
    let periods: Int
    switch zoned.zone.storage {
    case .fixed(let offset):
      // Odd, so never a rules object's address.
      period = Period(key: UInt(bitPattern: Int(offset)) << 1 | 1, index: 0)
      periods = 1
    case .table(let rules):
      let table = rules._withUnsafeGuaranteedRef { ($0.times.count + 1, $0.transitionCount(atOrBefore: time)) }
      let inTable = time >= _ZoneRules.tableStart && time < _ZoneRules.tableEnd
      period = Period(key: UInt(bitPattern: rules.toOpaque()), index: inTable ? table.1 : -1)
      periods = table.0
    }
    if period.index >= 0, let zone = zonePeriods(period.key, count: periods),
      let head = zone._withUnsafeGuaranteedRef({ $0.slots.unmanagedValue(at: period.index) }),
      let texts = Self.find(time, from: head)
    {
      return texts._withUnsafeGuaranteedRef(body)
    }
    return lookUp(zoned, period, periods: periods).map(body)
  }

  /// The texts of the chain from `head` whose stretch holds `time`.
  @inline(__always)
  static func find(_ time: Int64, from head: Unmanaged<_ZoneTexts>) -> Unmanaged<_ZoneTexts>? {
    var node = head
    while true {
      let (holds, next) = node._withUnsafeGuaranteedRef { ($0.start <= time && time < $0.end, $0.nextReference) }
      if holds { return node }
      guard let next else { return nil }
      node = next
    }
  }

  /// The period table of the zone `key`: probing up to 8 slots from its
  /// hash, making the table in the first empty one; nil when all 8 hold
  /// other zones. Not retained (the slots keep it).
  @inline(__always)
  private func zonePeriods(_ key: UInt, count: Int) -> Unmanaged<PeriodTable>? {
    let home = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    for probe in 0..<8 {
      let slot = (home &+ probe) & 63
      guard let zone = zones.unmanagedValue(at: slot) else {
        let kept = zones.fill(slot, with: PeriodTable(key: key, count: count))
        if kept.key == key { return Unmanaged.passUnretained(kept) }
        continue
      }
      if zone._withUnsafeGuaranteedRef({ $0.key == key }) { return zone }
    }
    return nil
  }

  private func lookUp(_ zoned: ZonedDateTime, _ period: Period, periods: Int) -> _ZoneTexts? {
    let time = zoned.epochSeconds
    lock.lock()
    defer { lock.unlock() }
    let table = period.index >= 0 ? zonePeriods(period.key, count: periods)?.takeUnretainedValue() : nil
    let head = table?.slots.unmanagedValue(at: period.index)
    if let head, let found = Self.find(time, from: head) { return found.takeUnretainedValue() }
    if let texts = kept[period]?.first(where: { $0.start <= time && time < $0.end }) { return texts }
    guard let texts = make(zoned.zone, at: time, key: period.key) else { return nil }
    if let table {
      // Only this thread, under the lock, changes a period's chain.
      if let head {
        if head.takeUnretainedValue().length < Self.chainLimit {
          texts.chain(to: head)
          if table.slots.replace(period.index, expecting: head, with: texts) { return texts }
        }
      } else if table.slots.fill(period.index, with: texts) === texts {
        return texts
      }
    }
    if keptCount >= Self.keptLimit {
      kept.removeAll(keepingCapacity: true)
      keptCount = 0
    }
    kept[period, default: []].append(texts)
    keptCount += 1
    return texts
  }

  /// Asks ICU for the texts at `time` and finds the stretch around it where
  /// they hold: between the zone's transitions in DateMath's data and in
  /// Foundation's (whose zone, and so whose names, formatting uses; see
  /// `Zone.formattingZone(at:)`), narrowed, should the texts at either
  /// end differ, to where they change.
  private func make(_ zone: Zone, at time: Int64, key: UInt) -> _ZoneTexts? {
    guard let foundationZone = zone.formattingZone(at: _date(time)), let texts = names(foundationZone, time) else {
      return nil
    }
    var low = ZonedDateTime.firstSupportedSecond
    var high = ZonedDateTime.lastSupportedSecond + 1
    var rules: _ZoneRules?
    if case .table(let table) = zone.storage {
      let table = table.takeUnretainedValue()
      rules = table
      if let previous = table.previousTransition(before: time + 1) { low = max(low, previous.time) }
      if let next = table.nextTransition(after: time) { high = min(high, next.time) }
    }
    // Foundation's changes (of name or daylight saving as well as offset)
    // between `low` and `time` move `low` up; the first after, `high` down.
    var steps = 0
    while let next = foundationZone.nextDaylightSavingTimeTransition(after: _date(low)).map(Self.seconds), next <= time {
      low = max(next, low + 1)
      steps += 1
      if steps == 64 {
        low = time
        break
      }
    }
    if let next = foundationZone.nextDaylightSavingTimeTransition(after: _date(time)).map(Self.seconds) {
      high = min(high, max(next, time + 1))
    }
    func holds(_ second: Int64) -> Bool {
      zone.formattingZone(at: _date(second)) == foundationZone && names(foundationZone, second) == texts
    }
    // A stretch is at most two centuries either side of `time`; within it,
    // samples every five years find a change of names between the ends:
    // CLDR moves zones between metazones (in af, Asia/Kolkata is
    // "GMT+05:30" before 1970 and "Indië-standaardtyd" after), and ICU
    // writes the GMT form again past year 9999, so the ends alone can
    // agree while the middle differs. The first sample that differs
    // becomes the end, narrowed below to where the texts change.
    let century: Int64 = 100 * 365 * 86_400
    low = max(low, time - 2 * century)
    high = min(high, time + 2 * century)
    let step: Int64 = 5 * 365 * 86_400
    var sample = time - step
    while sample > low {
      if !holds(sample) {
        low = sample
        break
      }
      sample -= step
    }
    sample = time + step
    while sample < high - 1 {
      if !holds(sample) {
        high = sample + 1
        break
      }
      sample += step
    }
    // ICU's generic names (`v`, `vvvv`) of a zone in standard time depend
    // on whether a daylight-saving change is less than 184 days away
    // ("Iran Time" near one, "Iran Standard Time" far from any): where the
    // texts differ either side of those marks, the stretch is cut there.
    let nearChange: Int64 = 184 * 86_400
    let marks = hasGenericName ? [low + nearChange, high - nearChange].filter { low < $0 && $0 < high } : []
    if !marks.allSatisfy({ holds($0 - 1) && holds($0) }) {
      if time >= low + nearChange { low += nearChange } else { high = min(high, low + nearChange) }
      if time < high - nearChange { high -= nearChange } else { low = max(low, high - nearChange) }
    }
    if !holds(low) {
      var (bad, good) = (low, time)
      while good - bad > 1 {
        let middle = bad + (good - bad) / 2
        if holds(middle) { good = middle } else { bad = middle }
      }
      low = good
    }
    if !holds(high - 1) {
      var (good, bad) = (time, high - 1)
      while bad - good > 1 {
        let middle = good + (bad - good) / 2
        if holds(middle) { good = middle } else { bad = middle }
      }
      high = bad
    }
    return _ZoneTexts(texts, rules: rules, key: key, start: low, end: high)
  }

  /// Whole seconds at or after `date`.
  static func seconds(_ date: Date) -> Int64 {
    Int64(date.timeIntervalSince1970.rounded(.up))
  }

  /// ICU's texts of the zone fields at `time` in `zone`.
  func names(_ zone: TimeZone, _ time: Int64) -> [String]? {
    let text = _ZoneNameFormatters.shared.string(
      locale: locale, pattern: tokens.joined(separator: "'\(_ICUProbe.separator)'"), zone: zone, at: time)
    let pieces = text.split(separator: _ICUProbe.separator, omittingEmptySubsequences: false)
    guard pieces.count == tokens.count else { return nil }
    return pieces.map(String.init)
  }
}

/// The ICU formatters that zone names are asked of, shared by every
/// compiled format and bounded (an ICU formatter holds tens of KiB: one
/// per format and zone would make 1,000 compiled formats cost megabytes).
final class _ZoneNameFormatters: @unchecked Sendable {
  static let shared = _ZoneNameFormatters()
  static let capacity = 32

  struct Key: Hashable {
    var locale: String
    var pattern: String
    var zone: TimeZone
  }

  private let lock = NSLock()
  /// Under `lock`.
  private var formatters: [Key: DateFormatter] = [:]

  /// `pattern` (zone fields only) at `time` in `zone`, as ICU writes it
  /// in `locale` with the Gregorian calendar.
  func string(locale: Locale, pattern: String, zone: TimeZone, at time: Int64) -> String {
    let key = Key(locale: locale.identifier, pattern: pattern, zone: zone)
    lock.lock()
    defer { lock.unlock() }
    let formatter: DateFormatter
    if let made = formatters[key] {
      formatter = made
    } else {
      if formatters.count >= Self.capacity { formatters.removeAll() }
      formatter = _ICUProbe.makeFormatter(locale)
      formatter.calendar.timeZone = zone
      formatter.timeZone = zone
      formatter.dateFormat = pattern
      formatters[key] = formatter
    }
    return formatter.string(from: _date(time))
  }
}
