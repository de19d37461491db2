import Foundation

/// A locale format compiled once: the ICU pattern it stands for, and
/// either the engine's program for it or why it stays with ICU.
final class _CompiledFormat: Sendable {
  /// The ICU pattern (`dd.MM.y, HH:mm`), as the locale's formatter has it.
  let pattern: String
  /// The engine's program, when it writes this format.
  let program: _FormatProgram?
  /// Why ICU formats this format; nil when the engine does.
  let fallbackReason: String?
  /// The texts of the zone fields, when the program has any.
  let zoneNames: _ZoneNames?
  /// `program` and `zoneNames` for the hot path, read without a retain
  /// (this format owns them).
  let programReference: Unmanaged<_FormatProgram>?
  let zoneNamesReference: Unmanaged<_ZoneNames>?
  /// What the format was compiled for, and its hash.
  let key: _CompiledFormats.Key
  let fingerprint: UInt64

  init(pattern: String, outcome: _FormatCompiler.Outcome, zoneNames: _ZoneNames? = nil, key: _CompiledFormats.Key) {
    self.pattern = pattern
    self.key = key
    fingerprint = key.fingerprint
    self.zoneNames = zoneNames
    zoneNamesReference = zoneNames.map { Unmanaged.passUnretained($0) }
    switch outcome {
    case .program(let program):
      self.program = program
      fallbackReason = nil
    case .icu(let reason):
      program = nil
      fallbackReason = reason
    }
    programReference = program.map { Unmanaged.passUnretained($0) }
  }

  /// The compiled form of `format`, for a zoned date-time (`.date`, zone
  /// fields shown) or a wall-clock time (`.civil`, zone fields left out).
  @inline(__always)
  static func of(_ format: LocalizedFormat, _ kind: _FormatterKey.Kind) -> _CompiledFormat {
    format.compiled.compiled(kind) { _CompiledFormats.shared.compiled(format, kind) }
  }

  /// The engine's text of the wall-clock time `local` in `format`, zone
  /// fields left out, or nil when ICU writes the format. With
  /// ``text(_:_:)``, the doors to the engine: every formatting entry point
  /// asks one of them first.
  @inline(__always)
  static func text(_ local: CivilDateTime, _ format: LocalizedFormat) -> String? {
    format.compiled.withCompiled(.civil, orMake: { _CompiledFormats.shared.compiled(format, .civil) }) { compiled in
      compiled.programReference?._withUnsafeGuaranteedRef { $0.string(_FormatFields(local)) }
    }
  }

  /// The engine's text of `zoned` in `format`, zone names included, or nil
  /// when ICU writes the format (or, with zone fields, when ICU cannot
  /// show the offset: the caller's ICU path then says why). Reads the
  /// shared program and zone names without retaining them.
  @inline(__always)
  static func text(_ zoned: ZonedDateTime, _ format: LocalizedFormat) -> String? {
    format.compiled.withCompiled(.date, orMake: { _CompiledFormats.shared.compiled(format, .date) }) { compiled in
      guard let program = compiled.programReference else { return nil }
      let fields = _FormatFields(zoned.localDateTime)
      guard let names = compiled.zoneNamesReference else {
        return program._withUnsafeGuaranteedRef { $0.string(fields) }
      }
      return names._withUnsafeGuaranteedRef { names in
        names.withTexts(zoned) { texts in program._withUnsafeGuaranteedRef { $0.string(fields, zone: texts) } }
      }
    }
  }

  /// Compiles `format`: its pattern from the locale's formatter, then the
  /// program, unless the display calendar is not Gregorian (still ICU's).
  /// Zone fields get a ``_ZoneNames`` memo, which asks ICU for a zone's
  /// names once per stretch between its transitions.
  static func compile(_ format: LocalizedFormat, _ kind: _FormatterKey.Kind, key: _CompiledFormats.Key) -> _CompiledFormat {
    // The locale's formatter for the format, in UTC: its pattern, and the
    // texts the program must equal. Made for the compilation alone, not
    // kept: a compiled format holds only its program (an ICU formatter
    // holds tens of KiB).
    let formatter = _Display.formatter(kind, format, zone: _CompiledFormats.utc)
    let pattern = formatter.dateFormat ?? ""
    guard format.calendarIdentifier == .gregorian else {
      return _CompiledFormat(
        pattern: pattern, outcome: .icu(reason: "the \(format.calendarIdentifier) calendar is shown by ICU"), key: key)
    }
    let zoneTokens = _DatePattern(pattern).zoneTokens
    let zoneNames = zoneTokens.isEmpty ? nil : _ZoneNames(tokens: zoneTokens, locale: format.locale)
    // The compilation's formatter is in UTC: a wall-clock time is its instant.
    let utcTexts = zoneNames.map { names in
      { (local: CivilDateTime) -> _ZoneTexts? in
        names.names(_CompiledFormats.utc, local.localSeconds).map {
          _ZoneTexts($0, rules: nil, key: 0, start: .min, end: .max)
        }
      }
    }
    let outcome = _FormatCompiler.compile(pattern: pattern, locale: format.locale, zoneTokens: zoneTokens, zone: utcTexts) {
      formatter.string(from: _ICUProbe.date($0))
    }
    return _CompiledFormat(pattern: pattern, outcome: outcome, zoneNames: zoneNames, key: key)
  }
}

/// The process-wide cache of compiled formats, for `LocalizedFormat`
/// values met for the first time (a kept value holds its compiled forms:
/// see ``_CompiledForms``).
///
/// The first 1,024 formats go in a table of 2,048 set-once slots, found
/// by one word hashed from the kind, the locale identifier and the
/// pattern, and read with no lock (a look-up hashes a few bytes and
/// compares one entry: no `Hasher`, no key copied). Formats past those are
/// kept under a lock in a second table that starts over at 1,024, so the
/// cache stays bounded.
final class _CompiledFormats: @unchecked Sendable {
  static let shared = _CompiledFormats()
  static let capacity = 1024
  static let slotCount = 2048
  /// How far a look-up probes from a format's home slot.
  static let probes = 16

  /// What a compiled format was made for: no zone, as the engine formats
  /// wall-clock fields (zone names come from its `_ZoneNames`).
  struct Key: Equatable {
    var civil: Bool
    var pattern: LocalizedFormat.Pattern
    var locale: String
    var calendar: LocalizedFormat.CalendarSystem

    /// A hash of the kind, the locale identifier's and the pattern's
    /// bytes, read eight at a time.
    var fingerprint: UInt64 {
      var hash: UInt64 = civil ? 0x8422_2325 : 0xcbf2_9ce4_8422_2325
      Self.mix(locale, into: &hash)
      switch pattern {
      case .styles(let date, let time):
        Self.mix(UInt64(Self.styleIndex(date) << 4 | Self.styleIndex(time)), into: &hash)
      case .template(let text):
        Self.mix(0x100, into: &hash)
        Self.mix(text, into: &hash)
      case .fields(let text):
        Self.mix(0x200, into: &hash)
        Self.mix(text, into: &hash)
      }
      return hash
    }

    @inline(__always)
    static func mix(_ word: UInt64, into hash: inout UInt64) {
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 32
    }

    @inline(__always)
    static func mix(_ text: String, into hash: inout UInt64) {
      var text = text
      text.withUTF8 { bytes in
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
          mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), into: &hash)
          offset += 8
        }
        var tail = UInt64(raw.count) << 56
        var shift: UInt64 = 0
        while offset < raw.count {
          tail |= UInt64(raw[offset]) << shift
          shift += 8
          offset += 1
        }
        mix(tail, into: &hash)
      }
    }

    @inline(__always)
    static func styleIndex(_ style: LocalizedFormat.Style) -> Int {
      switch style {
      case .none: 0
      case .short: 1
      case .medium: 2
      case .long: 3
      case .full: 4
      }
    }
  }

  /// The first formats, for good.
  private let slots = _SetOnceSlots<_CompiledFormat>.make(count: slotCount)
  private let lock = NSLock()
  /// Under `lock`: how many formats `slots` holds, and the formats past them.
  private var slotted = 0
  private var overflow: [UInt64: [_CompiledFormat]] = [:]
  private var overflowCount = 0

  /// A compiled format found in the cache.
  enum Found {
    /// In the slots, which are never emptied: it lives for good, and is
    /// handed out without a retain.
    case forGood(Unmanaged<_CompiledFormat>)
    /// In the overflow table, which may drop it: hold a reference.
    case owned(_CompiledFormat)
  }

  /// The compiled form of `format`.
  func compiled(_ format: LocalizedFormat, _ kind: _FormatterKey.Kind) -> Found {
    let key = Key(civil: kind == .civil, pattern: format.pattern, locale: format.locale.identifier, calendar: format.calendarSystem)
    let fingerprint = key.fingerprint
    let home = Int(truncatingIfNeeded: fingerprint >> 53)
    for probe in 0..<Self.probes {
      guard let kept = slots.unmanagedValue(at: (home &+ probe) & (Self.slotCount - 1)) else { break }
      if kept._withUnsafeGuaranteedRef({ $0.fingerprint == fingerprint && $0.key == key }) { return .forGood(kept) }
    }
    return slowPath(format, kind, key, fingerprint, home)
  }

  /// A format not in the slots: from the overflow table, or compiled and
  /// kept.
  private func slowPath(
    _ format: LocalizedFormat, _ kind: _FormatterKey.Kind, _ key: Key, _ fingerprint: UInt64, _ home: Int
  ) -> Found {
    lock.lock()
    if let kept = overflow[fingerprint]?.first(where: { $0.key == key }) {
      lock.unlock()
      return .owned(kept)
    }
    lock.unlock()
    // Compiled outside the lock: two threads may both compile a new
    // format; they get the same result and one is kept.
    let compiled = _CompiledFormat.compile(format, kind, key: key)
    lock.lock()
    defer { lock.unlock() }
    if slotted < Self.capacity {
      for probe in 0..<Self.probes {
        let slot = (home &+ probe) & (Self.slotCount - 1)
        let kept = slots.value(at: slot) ?? slots.fill(slot, with: compiled)
        if kept === compiled { slotted += 1 }
        if kept.fingerprint == fingerprint && kept.key == key { return .forGood(Unmanaged.passUnretained(kept)) }
      }
    }
    if let kept = overflow[fingerprint]?.first(where: { $0.key == key }) { return .owned(kept) }
    if overflowCount >= Self.capacity {
      overflow.removeAll(keepingCapacity: true)
      overflowCount = 0
    }
    overflow[fingerprint, default: []].append(compiled)
    overflowCount += 1
    return .owned(compiled)
  }

  static let utc = TimeZone(identifier: "UTC") ?? .gmt
}

extension LocalizedFormat {
  /// How DateMath writes a format: the ICU pattern it stands for, and
  /// whether DateMath's compiled engine writes it (no ICU call per date) or
  /// ICU does, and why.
  public struct Compilation: Sendable, Hashable {
    /// The locale's ICU pattern for the format, such as `dd.MM.y, HH:mm`.
    public let pattern: String
    /// Why ICU writes this format (another calendar, a field the engine
    /// does not write); nil when the engine does.
    public let icuReason: String?
    /// Whether the engine writes the format.
    ///
    /// ```swift
    /// LocalizedFormat(template: "yMMMd", locale: Locale(identifier: "ja_JP")).compilation().isCompiled  // true
    /// LocalizedFormat(template: "yMMMd", locale: Locale(identifier: "ja_JP"), calendarSystem: .specific(.japanese)).compilation().isCompiled  // false
    /// ```
    public var isCompiled: Bool { icuReason == nil }
  }

  /// How this format is written for a zoned date-time, or with
  /// `wallClock`, for a ``CivilDateTime`` or ``CivilDate`` (zone fields
  /// left out). Compiles the format if it was not yet.
  ///
  /// ```swift
  /// let format = LocalizedFormat(date: .medium, time: .short, locale: Locale(identifier: "de_DE"))
  /// format.compilation().pattern      // "dd.MM.y, HH:mm"
  /// format.compilation().isCompiled   // true
  /// LocalizedFormat(date: .medium, time: .full, locale: Locale(identifier: "de_DE")).compilation().isCompiled  // true
  /// LocalizedFormat(date: .long, time: .none, locale: Locale(identifier: "th_TH"), calendarSystem: .localeDefault).compilation().icuReason  // "the buddhist calendar is shown by ICU"
  /// ```
  public func compilation(wallClock: Bool = false) -> Compilation {
    let compiled = _CompiledFormat.of(self, wallClock ? .civil : .date)
    return Compilation(pattern: compiled.pattern, icuReason: compiled.fallbackReason)
  }
}
