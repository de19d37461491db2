/// The fields a compiled format reads: DateMath's own civil fields of a
/// wall-clock time (proleptic Gregorian).
struct _FormatFields {
  var year: Int
  var month: Int
  var day: Int
  var dayOfYear: Int
  /// 0 for Sunday through 6 for Saturday (the order of ICU's tables).
  var weekday: Int
  var hour: Int
  var minute: Int
  var second: Int
  var nanosecond: Int

  init(_ local: CivilDateTime) {
    let date = local.date
    let days = date.daysSince1970
    year = date.year
    month = date.month
    day = date.day
    dayOfYear = days - _Civil.daysFromCivil(year: date.year, month: 1, day: 1) + 1
    weekday = _Civil.isoWeekday(days) % 7
    hour = local.hour
    minute = local.minute
    second = local.second
    nanosecond = local.nanosecond
  }
}

/// A date pattern compiled for one locale: literal bytes, the locale's
/// words and digits, and the steps that write a wall-clock time's fields
/// with them. Formatting runs the steps into one string: no ICU call, no
/// lock, no allocation but the result.
///
/// Immutable once made (its buffers are written only by `init`), so any
/// number of threads may run it at once.
final class _FormatProgram: @unchecked Sendable {
  /// What a field step writes.
  enum Field: UInt8, Sendable {
    case year, yearTwoDigits, month, day, dayOfYear, quarter
    case hour0To23, hour1To12, hour0To11, hour1To24, minute, second
    /// Words: `monthWord` (12), `weekdayWord` (7, Sunday first),
    /// `quarterWord` (4), `amPm` (2), `era` (1: years from 1 on), and
    /// `dayPeriod` (26: one per hour, then exact midnight and noon).
    case monthWord, weekdayWord, quarterWord, amPm, era, dayPeriod

    /// How many words a word field has (0 for numbers).
    var wordCount: Int {
      switch self {
      case .monthWord: 12
      case .weekdayWord: 7
      case .quarterWord: 4
      case .amPm: 2
      case .era: 1
      case .dayPeriod: 26
      default: 0
      }
    }

    /// Which of the field's words `fields` shows. `shows`: for day periods,
    /// 1 if the pattern shows minutes plus 2 if it shows seconds.
    @inline(__always)
    func wordIndex(_ f: _FormatFields, shows: Int32) -> Int {
      switch self {
      case .monthWord: f.month - 1
      case .weekdayWord: f.weekday
      case .quarterWord: (f.month - 1) / 3
      case .amPm: f.hour < 12 ? 0 : 1
      case .dayPeriod:
        // Midnight and noon are words of their own only at the exact time
        // the pattern can show.
        (f.hour == 0 || f.hour == 12) && (shows & 1 == 0 || f.minute == 0) && (shows & 2 == 0 || f.second == 0)
          ? 24 + f.hour / 12 : f.hour
      default: 0
      }
    }
  }

  /// One step: literal bytes, a number, a fraction of a second, a word or
  /// a zone field's text.
  struct Step: Sendable {
    enum Kind: UInt8, Sendable { case literal, number, fraction, word, zone }
    var kind: Kind
    /// The field a number or word shows (unused by literals and fractions).
    var field: Field
    /// Literal: the bytes' offset in `bytes`. Number: the fewest digits.
    /// Fraction: the digits. Word: the first word's index in `words`.
    /// Zone: the zone field's index in the format's ``_ZoneNames/tokens``.
    var a: Int32
    /// Literal: the bytes' count. Day period: 1 if the pattern shows
    /// minutes, plus 2 if it shows seconds (ICU then says "noon" only at
    /// 12:00 and 12:00:00 exactly).
    var b: Int32
  }

  private let steps: UnsafeMutableBufferPointer<Step>
  /// Literal text, words and digits, as UTF-8.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Each word's offset and count in `bytes`.
  private let words: UnsafeMutableBufferPointer<(offset: Int32, count: Int32)>
  /// Each digit's offset and count in `bytes`; nil for ASCII digits.
  private let digits: UnsafeMutableBufferPointer<(offset: Int32, count: Int32)>?
  /// The most bytes the steps can write, zone fields' texts aside.
  let capacity: Int

  init(
    steps: [Step], bytes: [UInt8], words: [(offset: Int32, count: Int32)],
    digits: [(offset: Int32, count: Int32)], capacity: Int
  ) {
    self.steps = .allocate(capacity: steps.count)
    _ = self.steps.initialize(from: steps)
    self.bytes = .allocate(capacity: max(bytes.count, 1))
    _ = self.bytes.initialize(from: bytes)
    self.words = .allocate(capacity: max(words.count, 1))
    _ = self.words.initialize(from: words)
    if digits.isEmpty {
      self.digits = nil
    } else {
      let buffer = UnsafeMutableBufferPointer<(offset: Int32, count: Int32)>.allocate(capacity: digits.count)
      _ = buffer.initialize(from: digits)
      self.digits = buffer
    }
    self.capacity = capacity
  }

  deinit {
    steps.deallocate()
    bytes.deallocate()
    words.deallocate()
    digits?.deallocate()
  }

  /// The text of `fields`, with `zone`'s texts for the zone fields (a
  /// program with zone fields is never run without them).
  func string(_ fields: _FormatFields, zone: _ZoneTexts? = nil) -> String {
    String(unsafeUninitializedCapacity: capacity &+ (zone?.byteCount ?? 0)) { buffer in
      write(fields, zone, into: buffer.baseAddress!)
    }
  }

  private func write(_ fields: _FormatFields, _ zone: _ZoneTexts?, into out: UnsafeMutablePointer<UInt8>) -> Int {
    let bytes = UnsafePointer(self.bytes.baseAddress!)
    var count = 0
    for step in UnsafeBufferPointer(steps) {
      switch step.kind {
      case .literal:
        Self.copy(bytes + Int(step.a), Int(step.b), to: out + count)
        count &+= Int(step.b)
      case .number:
        count &+= putNumber(value(step.field, fields), minDigits: Int(step.a), out + count)
      case .fraction:
        // ICU keeps milliseconds: the first three digits, then zeros.
        let digits = Int(step.a)
        var value = fields.nanosecond / 1_000_000
        if digits < 3 { value /= digits == 1 ? 100 : 10 }
        count &+= putNumber(value, minDigits: min(digits, 3), out + count)
        if digits > 3 {
          for _ in 3..<digits { count &+= putDigit(0, out + count) }
        }
      case .word:
        let word = words[Int(step.a) &+ step.field.wordIndex(fields, shows: step.b)]
        Self.copy(bytes + Int(word.offset), Int(word.count), to: out + count)
        count &+= Int(word.count)
      case .zone:
        guard let zone else { continue }
        let text = zone.text(Int(step.a))
        Self.copy(text.bytes, text.count, to: out + count)
        count &+= text.count
      }
    }
    return count
  }

  /// Copies `count` bytes: short ones (separators, most words) byte by
  /// byte, without a call.
  @inline(__always)
  private static func copy(_ from: UnsafePointer<UInt8>, _ count: Int, to out: UnsafeMutablePointer<UInt8>) {
    if count <= 8 {
      for index in 0..<count { out[index] = from[index] }
    } else {
      out.update(from: from, count: count)
    }
  }

  @inline(__always)
  private func value(_ field: Field, _ f: _FormatFields) -> Int {
    switch field {
    case .year: f.year
    case .yearTwoDigits: f.year % 100
    case .month: f.month
    case .day: f.day
    case .dayOfYear: f.dayOfYear
    case .quarter: (f.month + 2) / 3
    case .hour0To23: f.hour
    case .hour1To12: f.hour % 12 == 0 ? 12 : f.hour % 12
    case .hour0To11: f.hour % 12
    case .hour1To24: f.hour == 0 ? 24 : f.hour
    case .minute: f.minute
    case .second: f.second
    case .monthWord, .weekdayWord, .quarterWord, .amPm, .era, .dayPeriod: 0
    }
  }

  /// Writes `value` (0 through 9,999 for every field but the year, which
  /// DateMath keeps within 9,999 too) in the locale's digits, zero-padded
  /// to `minDigits`; returns the bytes written.
  @inline(__always)
  private func putNumber(_ value: Int, minDigits: Int, _ out: UnsafeMutablePointer<UInt8>) -> Int {
    if digits == nil {
      // Most numbers: two digits (a month, a day, an hour, a minute, a
      // second) or a four-digit year, copied from the digit-pair table.
      if value < 100 && minDigits <= 2 {
        if value >= 10 || minDigits == 2 {
          _RFC3339.put2(out, value, at: 0)
          return 2
        }
        out.pointee = 0x30 &+ UInt8(truncatingIfNeeded: value)
        return 1
      }
      if value >= 1000 && value < 10_000 && minDigits <= 4 {
        _RFC3339.put2(out, value / 100, at: 0)
        _RFC3339.put2(out, value % 100, at: 2)
        return 4
      }
    }
    let width = max(minDigits, value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10_000 ? 4 : 5)
    if digits == nil && width <= 4 {
      // ASCII digits, right to left.
      var rest = value
      var index = width - 1
      while index >= 0 {
        out[index] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
        index -= 1
      }
      return width
    }
    var divisor = 1
    for _ in 1..<width { divisor &*= 10 }
    var count = 0
    var rest = value
    while divisor > 0 {
      count &+= putDigit(rest / divisor % 10, out + count)
      rest %= divisor
      divisor /= 10
    }
    return count
  }

  @inline(__always)
  private func putDigit(_ digit: Int, _ out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let digits else {
      out.pointee = 0x30 &+ UInt8(truncatingIfNeeded: digit)
      return 1
    }
    let glyph = digits[digit]
    out.update(from: UnsafePointer(bytes.baseAddress!) + Int(glyph.offset), count: Int(glyph.count))
    return Int(glyph.count)
  }
}
