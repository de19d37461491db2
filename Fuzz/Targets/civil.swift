// libFuzzer target `civil`: the text forms of DateMath's civil values,
// `CivilDate(parsing:)` (`YYYY-MM-DD`, `±YYYYYY-MM-DD`),
// `CivilTime(parsing:)` (`HH:MM[:SS[.fraction]]`),
// `CivilDateTime(parsing:)` (`T`, `t` or space between) and
// `Period(parsing:)` (ISO 8601 durations with signs, weeks, fractions,
// comma decimals, per-field signs).
//
// The input is the text (invalid UTF-8 is read with U+FFFD); each of the
// four parsers reads it. Refusing must be a thrown `DateMathError`. For
// each value that parses, the invariants (a violation traps):
//
// - `description` parses back to an equal value (`Period`: field by
//   field, `==`);
// - the `LosslessStringConvertible` initialiser agrees with
//   `init(parsing:)`;
// - a `CivilDateTime`'s `date` and `time` are the `CivilDate` and
//   `CivilTime` of the two halves of its description;
// - for a `Period`, `isZero`, `isZeroInTotal`, `calendarPart`, `timePart`,
//   `hasTimePart` and `multiplied(by: -1)` do not trap (the last may
//   throw), and a negated period's description parses back too.
//
// FUZZ_VERBOSE=1: say on stderr what each input did.
// FUZZ_KNOWN=1: also run the inputs of known, still open crashes (listed
// in Fuzz/README.md, "Known issues"), which are skipped by default so that
// CI stays green until their fix lands; use it to check a fix.

import DateMath
import Foundation

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

private func note(_ message: @autoclosure () -> String) {
  if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private let runKnown = ProcessInfo.processInfo.environment["FUZZ_KNOWN"] == "1"

/// Why `period` hits a known, still open crash (Fuzz/README.md, "Known
/// issues"), or nil. Remove a check when its fix lands.
private func knownIssue(_ period: Period) -> String? {
  // None open. Known issues 1 and 2 (Period.description and timePart
  // overflowing) are fixed: Period(parsing:) refuses a time part beyond
  // 400e9 s, and description formats seconds through Duration.

  return nil
}

private func finding(_ message: String) -> Never {
  fatalError("FUZZ civil invariant: \(message)")
}

/// Parses `text` with `parse`; for a value, checks that its description
/// parses back to it and that `lossless` agrees.
private func roundTrip<Value: Equatable & CustomStringConvertible>(
  _ name: String, _ text: String,
  _ parse: (String) throws(DateMathError) -> Value, _ lossless: (String) -> Value?,
  known: (Value) -> String? = { _ in nil }
) -> Value? {
  let value: Value
  do {
    value = try parse(text)
  } catch {
    note("\(name): refused (\(error.kind)): \(error.message)")
    if lossless(text) != nil { finding("\(name)(\(String(reflecting: text))) is nil-free but parsing throws") }
    return nil
  }
  if let issue = known(value) {
    note("\(name): skipped, \(issue)")
    return nil
  }
  note("\(name): \(value)")
  let written = value.description
  do {
    let back = try parse(written)
    if back != value {
      finding("\(name)(parsing: \(String(reflecting: text))) is \(written), which parses back to \(back)")
    }
  } catch {
    finding("\(name)(parsing: \(String(reflecting: text))) is \(written), which does not parse back: \(error)")
  }
  if lossless(text) != value {
    finding("\(name)(\(String(reflecting: text))) disagrees with \(name)(parsing:)")
  }
  return value
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCivil(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : size), as: UTF8.self)
  _ = roundTrip("CivilDate", text, { (t) throws(DateMathError) in try CivilDate(parsing: t) }, { CivilDate($0) })
  _ = roundTrip("CivilTime", text, { (t) throws(DateMathError) in try CivilTime(parsing: t) }, { CivilTime($0) })
  if let dateTime = roundTrip(
    "CivilDateTime", text, { (t) throws(DateMathError) in try CivilDateTime(parsing: t) }, { CivilDateTime($0) })
  {
    let written = dateTime.description
    guard let t = written.firstIndex(of: "T"),
      (try? CivilDate(parsing: String(written[..<t]))) == dateTime.date,
      (try? CivilTime(parsing: String(written[written.index(after: t)...]))) == dateTime.time,
      CivilDateTime(date: dateTime.date, time: dateTime.time) == dateTime
    else {
      finding("CivilDateTime \(written) (from \(String(reflecting: text))) does not split into its date and time")
    }
  }
  if let period = roundTrip("Period", text, { (t) throws(DateMathError) in try Period(parsing: t) }, { Period($0) }, known: knownIssue) {
    _ = (period.isZero, period.isZeroInTotal, period.calendarPart, period.hasTimePart)
    _ = try? period.timePart
    if let negated = try? period.multiplied(by: -1), knownIssue(negated) == nil {
      let written = negated.description
      guard (try? Period(parsing: written)) == negated else {
        finding("-(\(period)) from \(String(reflecting: text)) is \(written), which does not parse back to it")
      }
    }
  }
  return 0
}
