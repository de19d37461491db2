/// What a ``Zone`` holds: an unretained table from the never-evicting
/// cache, or, for a fixed UTC offset, the offset itself.
///
/// One word either way (the offset fits beside the pointer's tag), so a
/// zone stays the size of a pointer and copying one costs no reference
/// counting. A fixed offset has no table at all: text with a hundred
/// thousand different offset annotations (`[+01:00:07]`) leaves nothing
/// behind.
///
/// `@unchecked Sendable`: a table's offsets never change once it is built
/// (the parts it builds lazily are guarded by its own locks), and it lives
/// as long as the process (`_ZoneRulesCache` never evicts), so sharing an
/// unretained reference to it between threads is safe.
@usableFromInline
enum _ZoneStorage: @unchecked Sendable {
  /// A named zone's table. Held unretained: `_ZoneRulesCache` keeps every
  /// table it hands out for the life of the process (and enforces it).
  case table(Unmanaged<_ZoneRules>)
  /// A fixed UTC offset in seconds, less than 24 hours either way.
  case fixed(Int32)
}

/// The zone's offsets as the date math reads them: every lookup goes to the
/// table, or answers at once for a fixed offset, which has no transitions.
extension Zone {
  /// The table of a named zone, retained while used (off the hot paths);
  /// nil for a fixed offset.
  var table: _ZoneRules? {
    guard case .table(let table) = storage else { return nil }
    return table.takeUnretainedValue()
  }

  /// The UTC offset in force at `time` (seconds since 1970, UTC): inlined
  /// into callers, since every conversion from a `Date` asks it.
  @inlinable @inline(__always)
  func offset(atSecond time: Int64) -> Int64 {
    switch storage {
    case .fixed(let offset): return Int64(offset)
    case .table(let table): return table._withUnsafeGuaranteedRef { $0.offset(at: time) }
    }
  }

  /// The instants whose local time is `local`: for a fixed offset, one.
  @inline(__always)
  func resolve(local: Int64) -> _Resolution {
    switch storage {
    case .fixed(let offset): return .unique(local - Int64(offset))
    case .table(let table): return table._withUnsafeGuaranteedRef { $0.resolve(local: local) }
    }
  }

  /// The offset of every instant whose local time is `local`, when only
  /// one offset is possible there: the common case, one table lookup.
  @inline(__always)
  func unambiguousOffset(local: Int64) -> Int64? {
    switch storage {
    case .fixed(let offset): return Int64(offset)
    case .table(let table):
      return table._withUnsafeGuaranteedRef {
        $0.constantOffset(from: local - $0.maxOffset, through: local - $0.minOffset)
      }
    }
  }

  /// The earliest instant whose local date is `day` (days since 1970) and
  /// the offset there, or nil when the day never happened.
  @inline(__always)
  func firstInstant(onLocalDay day: Int64) -> (seconds: Int64, offset: Int64)? {
    switch storage {
    case .fixed(let offset): return (day * _Civil.secondsPerDay - Int64(offset), Int64(offset))
    case .table(let table): return table._withUnsafeGuaranteedRef { $0.firstInstant(onLocalDay: day) }
    }
  }

  /// The earliest instant at or after `from` whose local time is at least
  /// `local`, and the offset there.
  @inline(__always)
  func firstInstant(from: Int64, localAtLeast local: Int64) -> (seconds: Int64, offset: Int64) {
    switch storage {
    case .fixed(let offset): return (max(from, local - Int64(offset)), Int64(offset))
    case .table(let table):
      return table._withUnsafeGuaranteedRef { $0.firstInstant(from: from, localAtLeast: local) }
    }
  }

  /// The first change of offset strictly after `time`; never, for a fixed
  /// offset.
  func transition(after time: Int64) -> (time: Int64, before: Int64, after: Int64)? {
    table?.nextTransition(after: time)
  }

  /// The last change of offset strictly before `time`.
  func transition(before time: Int64) -> (time: Int64, before: Int64, after: Int64)? {
    table?.previousTransition(before: time)
  }

  /// Whether `other` has this zone's offsets by identity: the same table
  /// of the cache (which holds one per identifier and source) or the same
  /// fixed offset. A cheap check before a lookup; `==` compares keys.
  @inline(__always)
  func isSameTable(as other: Zone) -> Bool {
    switch (storage, other.storage) {
    case (.fixed(let a), .fixed(let b)): return a == b
    case (.table(let a), .table(let b)): return a.toOpaque() == b.toOpaque()
    default: return false
    }
  }

  /// The least and greatest offsets the zone ever uses.
  var offsetBounds: (min: Int64, max: Int64) {
    switch storage {
    case .fixed(let offset): return (Int64(offset), Int64(offset))
    case .table(let table): return table._withUnsafeGuaranteedRef { ($0.minOffset, $0.maxOffset) }
    }
  }

  /// What equality, hashing and ordering compare: the table's cache key,
  /// or the offset's own.
  var key: String {
    switch storage {
    case .fixed(let offset): return "fixed " + UTCOffset(seconds: Int(offset)).description
    case .table(let table): return table.takeUnretainedValue().key
    }
  }
}
