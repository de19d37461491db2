import CDateMathAtomics

/// The compiled forms of one ``LocalizedFormat`` value, for a zoned
/// date-time and for a wall-clock time: filled on first use, then read
/// with one acquire load, so a format that is kept and reused costs no
/// cache lookup and no lock.
///
/// Each slot holds 0 or a retained `_CompiledFormat`, set once by
/// compare-and-exchange (two threads filling it at once keep one, and the
/// other's is released); the value never changes after, so a reader may
/// use what it loaded for as long as the forms live. A `LocalizedFormat`
/// whose pattern, locale or calendar is changed gets new, empty forms.
struct _CompiledForms: @unchecked Sendable {
  /// The two slots, in one allocation. Safe to share: its words are only
  /// read and written by the atomic operations below.
  let storage: Storage

  static func make() -> _CompiledForms {
    let storage = Storage.create(minimumCapacity: 2) { _ in () }
    storage.withUnsafeMutablePointerToElements { $0.initialize(repeating: 0, count: 2) }
    return _CompiledForms(storage: unsafeDowncast(storage, to: Storage.self))
  }

  /// The compiled form for `kind`, made by `make` the first time.
  @inline(__always)
  func compiled(_ kind: _FormatterKey.Kind, orMake make: () -> _CompiledFormat) -> _CompiledFormat {
    storage.compiled(kind, orMake: make)
  }
}

extension _CompiledForms {
  /// The slots: 0 or a retained `_CompiledFormat` each.
  final class Storage: ManagedBuffer<Void, UInt> {
    deinit {
      withUnsafeMutablePointerToElements { slots in
        for slot in 0..<2 where slots[slot] != 0 {
          Unmanaged<_CompiledFormat>.fromOpaque(UnsafeRawPointer(bitPattern: slots[slot])!).release()
        }
      }
    }

    /// The compiled form for `kind`, made by `make` the first time.
    @inline(__always)
    func compiled(_ kind: _FormatterKey.Kind, orMake make: () -> _CompiledFormat) -> _CompiledFormat {
      withUnsafeMutablePointerToElements { slots in
        let slot = slots + (kind == .civil ? 1 : 0)
        if let stored = UnsafeRawPointer(bitPattern: datemath_load_acquire(slot)) {
          return Unmanaged<_CompiledFormat>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = make()
        let retained = Unmanaged.passRetained(made)
        if datemath_compare_exchange(slot, 0, UInt(bitPattern: retained.toOpaque())) { return made }
        retained.release()
        let stored = UnsafeRawPointer(bitPattern: datemath_load_acquire(slot))!
        return Unmanaged<_CompiledFormat>.fromOpaque(stored).takeUnretainedValue()
      }
    }
  }
}
