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

  init(pattern: String, outcome: _FormatCompiler.Outcome, zoneNames: _ZoneNames? = nil) {
    self.pattern = pattern
    self.zoneNames = zoneNames
    switch outcome {
    case .program(let program):
      self.program = program
      fallbackReason = nil
    case .icu(let reason):
      program = nil
      fallbackReason = reason
    }
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
    of(format, .civil).program?.string(_FormatFields(local))
  }

  /// The engine's text of `zoned` in `format`, zone names included, or nil
  /// when ICU writes the format (or, with zone fields, when ICU cannot
  /// show the offset: the caller's ICU path then says why).
  @inline(__always)
  static func text(_ zoned: ZonedDateTime, _ format: LocalizedFormat) -> String? {
    let compiled = of(format, .date)
    guard let program = compiled.program else { return nil }
    guard let names = compiled.zoneNames else { return program.string(_FormatFields(zoned.localDateTime)) }
    guard let texts = names.texts(zoned) else { return nil }
    return program.string(_FormatFields(zoned.localDateTime), zone: texts)
  }

  /// Compiles `format`: its pattern from the locale's formatter, then the
  /// program, unless the display calendar is not Gregorian (still ICU's).
  /// Zone fields get a ``_ZoneNames`` memo, which asks ICU for a zone's
  /// names once per stretch between its transitions.
  static func compile(_ format: LocalizedFormat, _ kind: _FormatterKey.Kind) -> _CompiledFormat {
    // The locale's formatter for the format, in UTC: its pattern, and the
    // texts the program must equal. Made for the compilation alone, not
    // kept: a compiled format holds only its program (an ICU formatter
    // holds tens of KiB).
    let formatter = _Display.formatter(kind, format, zone: _CompiledFormats.utc)
    let pattern = formatter.dateFormat ?? ""
    guard format.calendarIdentifier == .gregorian else {
      return _CompiledFormat(
        pattern: pattern, outcome: .icu(reason: "the \(format.calendarIdentifier) calendar is shown by ICU"))
    }
    let zoneTokens = _DatePattern(pattern).zoneTokens
    let zoneNames = zoneTokens.isEmpty ? nil : _ZoneNames(tokens: zoneTokens, locale: format.locale)
    // The compilation's formatter is in UTC: a wall-clock time is its instant.
    let utcTexts = zoneNames.map { names in
      { (local: CivilDateTime) -> _ZoneTexts? in
        names.texts(in: _CompiledFormats.utc, at: local.localSeconds).map {
          _ZoneTexts($0, rules: nil, key: 0, start: .min, end: .max)
        }
      }
    }
    let outcome = _FormatCompiler.compile(pattern: pattern, locale: format.locale, zoneTokens: zoneTokens, zone: utcTexts) {
      formatter.string(from: _ICUProbe.date($0))
    }
    return _CompiledFormat(pattern: pattern, outcome: outcome, zoneNames: zoneNames)
  }
}

/// The process-wide cache of compiled formats, for `LocalizedFormat`
/// values met for the first time (a kept value holds its compiled forms:
/// see ``_CompiledForms``). Bounded: past 1,024 formats it starts over.
final class _CompiledFormats: @unchecked Sendable {
  static let shared = _CompiledFormats()
  static let capacity = 1024

  /// What a compiled format depends on: no zone, as the engine formats
  /// wall-clock fields.
  struct Key: Hashable {
    var civil: Bool
    var pattern: LocalizedFormat.Pattern
    var locale: String
    var calendar: LocalizedFormat.CalendarSystem
    /// FNV-1a over the locale identifier's and the pattern's bytes: the
    /// one word hashed (SipHash over each field cost about 600
    /// instructions a lookup).
    var fingerprint: UInt64

    init(civil: Bool, pattern: LocalizedFormat.Pattern, locale: String, calendar: LocalizedFormat.CalendarSystem) {
      self.civil = civil
      self.pattern = pattern
      self.locale = locale
      self.calendar = calendar
      var hash: UInt64 = civil ? 0x84222325 : 0xcbf2_9ce4_8422_2325
      func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      func add(_ text: String) {
        // A native string's bytes in place; others byte by byte.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
          for byte in bytes { add(byte) }
        }
        if done == nil { for byte in text.utf8 { add(byte) } }
      }
      add(locale)
      switch pattern {
      case .styles(let date, let time):
        let styles = LocalizedFormat.Style.allCases
        add(UInt8(truncatingIfNeeded: styles.firstIndex(of: date) ?? 0))
        add(UInt8(truncatingIfNeeded: 8 + (styles.firstIndex(of: time) ?? 0)))
      case .template(let text):
        add(16)
        add(text)
      case .fields(let text):
        add(17)
        add(text)
      }
      fingerprint = hash
    }

    func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    static func == (a: Key, b: Key) -> Bool {
      a.fingerprint == b.fingerprint && a.civil == b.civil && a.locale == b.locale && a.pattern == b.pattern
        && a.calendar == b.calendar
    }
  }

  private let lock = NSLock()
  /// Read and written only under `lock`.
  @exclusivity(unchecked) private var formats: [Key: _CompiledFormat] = [:]

  func compiled(_ format: LocalizedFormat, _ kind: _FormatterKey.Kind) -> _CompiledFormat {
    let key = Key(civil: kind == .civil, pattern: format.pattern, locale: format.locale.identifier, calendar: format.calendarSystem)
    lock.lock()
    if let compiled = formats[key] {
      lock.unlock()
      return compiled
    }
    lock.unlock()
    // Compiled outside the lock: two threads may both compile a new
    // format; they get the same result and one is kept.
    let compiled = _CompiledFormat.compile(format, kind)
    lock.lock()
    defer { lock.unlock() }
    if let kept = formats[key] { return kept }
    if formats.count >= Self.capacity { formats.removeAll(keepingCapacity: true) }
    formats[key] = compiled
    return compiled
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
