import CDateMathAtomics

/// A fixed number of slots, each empty or holding one object for good:
/// filled once by compare-and-exchange (two threads filling a slot at once
/// keep one object; the other's is released), then read with one acquire
/// load and no lock. A reader may use what it loaded for as long as the
/// slots live: a filled slot changes only to an object that keeps the one
/// it replaces (``replace(_:expecting:with:)``).
///
/// Used for the compiled forms a ``LocalizedFormat`` keeps and for the
/// zone names a compiled format remembers (see ``_ZoneNames``). Not
/// `Sendable` itself (ManagedBuffer is not): its holders, which share it
/// between threads, are `@unchecked Sendable` on its word.
final class _SetOnceSlots<Value: AnyObject>: ManagedBuffer<Int, UInt> {
  /// `count` empty slots.
  static func make(count: Int) -> _SetOnceSlots<Value> {
    let buffer = create(minimumCapacity: count) { _ in count }
    buffer.withUnsafeMutablePointerToElements { $0.initialize(repeating: 0, count: count) }
    return unsafeDowncast(buffer, to: _SetOnceSlots<Value>.self)
  }

  /// A slot's word: the object's address, plus 1 when the slot does not
  /// own a reference (objects are at least 16-byte aligned).
  static var unowned: UInt { 1 }

  deinit {
    withUnsafeMutablePointers { count, slots in
      for slot in 0..<count.pointee where slots[slot] != 0 && slots[slot] & Self.unowned == 0 {
        Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: slots[slot])!).release()
      }
    }
  }

  /// The object in slot `index`, or nil while it is empty.
  @inline(__always)
  func value(at index: Int) -> Value? {
    unmanagedValue(at: index)?.takeUnretainedValue()
  }

  /// The object in slot `index`, not retained: hot paths read it with
  /// `_withUnsafeGuaranteedRef`, so that threads sharing it never write
  /// its reference count (which would make each wait for the other's
  /// cache line). Safe because a filled slot holds its object as long as
  /// the slots live.
  @inline(__always)
  func unmanagedValue(at index: Int) -> Unmanaged<Value>? {
    withUnsafeMutablePointerToElements { slots in
      guard let stored = UnsafeRawPointer(bitPattern: datemath_load_acquire(slots + index) & ~Self.unowned) else {
        return nil
      }
      return Unmanaged<Value>.fromOpaque(stored)
    }
  }

  /// Puts `value`, which lives as long as the process, in slot `index` if
  /// it is empty, keeping no reference (no retain, no release, which
  /// threads sharing `value` would slow each other down with); returns
  /// what the slot holds after, not retained.
  @inline(__always)
  func fill(_ index: Int, withImmortal value: Unmanaged<Value>) -> Unmanaged<Value> {
    withUnsafeMutablePointerToElements { slots in
      let word = UInt(bitPattern: value.toOpaque()) | Self.unowned
      if datemath_compare_exchange(slots + index, 0, word) { return value }
      return Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: datemath_load_acquire(slots + index) & ~Self.unowned)!)
    }
  }

  /// Replaces `old` in slot `index` by `value`, which must keep `old`
  /// alive itself (a reader may still hold `old`, unretained): the one
  /// change a filled slot allows, for chains whose new head points to the
  /// old. Says whether the slot still held `old`.
  func replace(_ index: Int, expecting old: Unmanaged<Value>, with value: Value) -> Bool {
    withUnsafeMutablePointerToElements { slots in
      let current = datemath_load_acquire(slots + index)
      guard current & ~Self.unowned == UInt(bitPattern: old.toOpaque()) else { return false }
      let retained = Unmanaged.passRetained(value)
      guard datemath_compare_exchange(slots + index, current, UInt(bitPattern: retained.toOpaque())) else {
        retained.release()
        return false
      }
      if current & Self.unowned == 0 { old.release() }
      return true
    }
  }

  /// Puts `value` in slot `index` if it is empty; returns what the slot
  /// holds after (`value`, or what another thread put there first).
  /// `owned: false` keeps no reference: only for an object that lives as
  /// long as the process (no retain, no release, which two threads doing
  /// at once on one shared object would slow each other down with).
  @discardableResult
  @inline(__always)
  func fill(_ index: Int, with value: Value, owned: Bool = true) -> Value {
    withUnsafeMutablePointerToElements { slots in
      if !owned {
        let word = UInt(bitPattern: Unmanaged.passUnretained(value).toOpaque()) | Self.unowned
        if datemath_compare_exchange(slots + index, 0, word) { return value }
      } else {
        let retained = Unmanaged.passRetained(value)
        if datemath_compare_exchange(slots + index, 0, UInt(bitPattern: retained.toOpaque())) { return value }
        retained.release()
      }
      let stored = UnsafeRawPointer(bitPattern: datemath_load_acquire(slots + index) & ~Self.unowned)!
      return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
    }
  }
}
