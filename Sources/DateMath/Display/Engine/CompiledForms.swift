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

  /// The compiled form for `kind`, found by `make` the first time.
  @inline(__always)
  func compiled(_ kind: _FormatterKey.Kind, orMake make: () -> _CompiledFormats.Found) -> _CompiledFormat {
    withCompiled(kind, orMake: make) { $0 }
  }

  /// `body` of the compiled form for `kind`, lent without a retain (see
  /// ``_SetOnceSlots/unmanagedValue(at:)``), found by `make` the first
  /// time: a form that lives for good is kept without a reference.
  @inline(__always)
  func withCompiled<Result>(
    _ kind: _FormatterKey.Kind, orMake make: () -> _CompiledFormats.Found, _ body: (_CompiledFormat) -> Result
  ) -> Result {
    let slot = kind == .civil ? 1 : 0
    if let compiled = slots.unmanagedValue(at: slot) { return compiled._withUnsafeGuaranteedRef(body) }
    switch make() {
    case .forGood(let compiled): return slots.fill(slot, withImmortal: compiled)._withUnsafeGuaranteedRef(body)
    case .owned(let compiled): return body(slots.fill(slot, with: compiled))
    }
  }
}
