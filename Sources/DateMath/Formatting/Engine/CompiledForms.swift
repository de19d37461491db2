/// The compiled forms of one ``LocalizedFormat`` value, for a zoned
/// date-time and for a wall-clock time: filled on first use, then read
/// with one acquire load, so a format that is kept and reused costs no
/// cache lookup and no lock. A `LocalizedFormat` whose pattern, locale or
/// calendar is changed gets new, empty forms.
struct _CompiledForms: @unchecked Sendable {
  /// Slot 0 for a zoned date-time, 1 for a wall-clock time.
  let slots: _SetOnceSlots<_CompiledFormat>

  static func make() -> _CompiledForms {
    _CompiledForms(slots: .make(count: 2))
  }

  /// The compiled form for `kind`, found by `make` the first time (which
  /// also says whether the form lives for good, so that the slot need not
  /// own it).
  @inline(__always)
  func compiled(_ kind: _FormatterKey.Kind, orMake make: () -> (_CompiledFormat, forGood: Bool)) -> _CompiledFormat {
    let slot = kind == .civil ? 1 : 0
    if let compiled = slots.value(at: slot) { return compiled }
    let (made, forGood) = make()
    return slots.fill(slot, with: made, owned: !forGood)
  }
}
