// libFuzzer target `calc`: datecalc's calc grammar (Sources/DateCalcGrammar,
// `CalcTranslator(expression:zone:).translate()`), which reads an
// expression such as "next monday 9:00 Europe/Paris + 2w" into the name,
// options and values of another datecalc command (`add`, `convert`,
// `diff`, `start-of-day`).
//
// The input is the expression text (invalid UTF-8 is read with U+FFFD).
// With a NUL byte in it, the text before the first NUL is the `--zone`
// value (what `datecalc calc EXPR --zone=ZONE` passes) and the rest the
// expression; without one there is no `--zone`. `now` is fixed at
// 2024-01-05T12:00:00Z (DATECALC_NOW) and TZ is UTC, so a run replays.
//
// The invariants (a violation traps):
//
// - a refusal is a `CommandFailure` (the typed throw makes it so) with
//   exit status 64 (usage) or 1 (no answer: a day that never happened), a
//   kind, and a message of one line: not empty, no control character or
//   line separator (U+0000-001F, U+007F-009F, U+2028, U+2029), at most
//   4,096 characters however long the expression: echoed text is quoted
//   and shortened to 76 characters (`DateMathError.quoted`), each escaped
//   to at most 8 (`\u{2028}`), and a message quotes at most three texts
//   (`+1d\0…` is 1,383 characters: the amount, its rest, the expression);
// - a translation names one of the four commands, with as many values as
//   it takes (1, or 2 for add and diff), each one non-empty word; values go
//   after "--", so they may start with "-";
// - its options, which go before "--" and so are read as options, are only
//   the ones the grammar means (`--to`, `--zone`, `--shown-as`), each at
//   most once, as `--NAME=VALUE` or as `--NAME VALUE` where the VALUE does
//   not start with "-" (ArgumentParser would read `--zone -x/y` as a
//   missing value and an option `-x/y`, and `-h` as help): no word of the
//   expression becomes an option. Datecalc's own test says the same for
//   whole words ("an option-like word inside the expression is an error,
//   not help"); `add` gets `--shown-as`, and its amount value reads back
//   with `Amount.parse`;
// - it is linear in the expression's length: the expression (its first
//   512 bytes, so that an input of 8 KB stays near 10 ms under ASan)
//   repeated k times and 8k times (k copies make at least 256 bytes) takes
//   at most 24 times as long for 8k as for k (a quadratic step would take
//   64 times: one added to the amount loop failed at 34); a violation is
//   measured again, best of 5, before it counts, and runs under 0.5 ms
//   are not compared.
//
// FUZZ_VERBOSE=1: say on stderr what each input gave.

import DateCalcGrammar
import DateMath
import Foundation

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

private func note(_ message: @autoclosure () -> String) {
  if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private func finding(_ message: String) -> Never {
  fatalError("FUZZ calc invariant: \(message)")
}

/// A fixed clock and zone, set before the first input.
private let setUp: Void = {
  setenv("DATECALC_NOW", "2024-01-05T12:00:00Z", 1)
  setenv("TZ", "UTC", 1)
}()

/// The options each command takes from the grammar.
private let commands: [String: (values: Int, options: Set<String>)] = [
  "add": (2, ["--zone", "--shown-as"]),
  "convert": (1, ["--into", "--zone"]),
  "diff": (2, ["--zone"]),
  "start-of-day": (1, ["--zone"]),
]

private func translate(_ expression: String, zone: String?) -> Result<CalcCommand, CommandFailure> {
  var translator = CalcTranslator(expression: expression, zone: zone)
  do {
    return .success(try translator.translate())
  } catch {
    return .failure(error)
  }
}

private func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
}

private func checkRefusal(_ failure: CommandFailure, _ expression: String) {
  guard failure.exitCode == 64 || failure.exitCode == 1 else {
    finding("exit status \(failure.exitCode) for \(failure.message.debugDescription)")
  }
  guard !failure.kind.isEmpty, !failure.message.isEmpty else {
    finding("empty kind or message: \(failure.kind.debugDescription) \(failure.message.debugDescription)")
  }
  if let bad = failure.message.unicodeScalars.first(where: isLineBreakOrControl) {
    finding("U+\(String(bad.value, radix: 16, uppercase: true)) in the message \(failure.message.debugDescription)")
  }
  guard failure.message.count <= 4096 else {
    finding("a message of \(failure.message.count) characters for an expression of \(expression.count): "
      + failure.message.prefix(200).debugDescription)
  }
}

private func checkTranslation(_ command: CalcCommand) {
  guard let (valueCount, known) = commands[command.name] else {
    finding("unknown command \(command.name.debugDescription) in \(command)")
  }
  guard command.values.count == valueCount else {
    finding("\(command.values.count) values for \(command.name): \(command)")
  }
  for value in command.values where value.isEmpty || value.contains(where: \.isWhitespace) {
    finding("value \(value.debugDescription) is not one word: \(command)")
  }
  var seen: Set<String> = []
  var index = 0
  while index < command.options.count {
    let option = command.options[index]
    let name = option.firstIndex(of: "=").map { String(option[..<$0]) } ?? option
    guard known.contains(name) else {
      finding("\(option.debugDescription) before \"--\" is not an option the grammar means for "
        + "\(command.name): \(command)")
    }
    guard seen.insert(name).inserted else { finding("\(name) twice: \(command)") }
    if name == option {
      // --NAME VALUE: the value must not read as an option.
      guard index + 1 < command.options.count else { finding("\(name) without a value: \(command)") }
      let value = command.options[index + 1]
      guard !value.hasPrefix("-"), !value.isEmpty else {
        finding("\(name) \(value.debugDescription): the value reads as an option (or is empty): \(command)")
      }
      index += 2
    } else {
      index += 1
    }
  }
  if command.name == "add" {
    guard seen.contains("--shown-as") else { finding("add without --shown-as: \(command)") }
    do {
      _ = try Amount.parse(command.values[1])
    } catch {
      finding("the amount \(command.values[1].debugDescription) does not read back: \(error.message)")
    }
  }
}

/// Seconds `body` takes, the best of `runs`.
private func seconds(_ runs: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return best
}

private func checkLinear(_ expression: String, zone: String?) {
  var unit = expression
  if unit.utf8.count > 512 {
    var end = unit.utf8.index(unit.utf8.startIndex, offsetBy: 512)
    while !unit.unicodeScalars.indices.contains(end) { end = unit.utf8.index(before: end) }
    unit = String(unit[..<end])
  }
  let k = max(1, (256 + unit.utf8.count) / (unit.utf8.count + 1))
  let small = Array(repeating: unit, count: k).joined(separator: " ")
  let large = Array(repeating: unit, count: 8 * k).joined(separator: " ")
  func ratio(_ runs: Int) -> (Double, Double) {
    let a = seconds(runs) { _ = translate(small, zone: zone) }
    let b = seconds(runs) { _ = translate(large, zone: zone) }
    return (a, b)
  }
  var (a, b) = ratio(1)
  guard b > 0.0005, b > 24 * a else { return }
  (a, b) = ratio(5)
  guard b > 0.0005, b > 24 * a else { return }
  finding("not linear: \(large.utf8.count) bytes took \(b) s, \(small.utf8.count) bytes "
    + "\(a) s (×\(b / max(a, 1e-9))), for \(unit.prefix(80).debugDescription) × \(k) and × \(8 * k)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalc(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  _ = setUp
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : size), as: UTF8.self)
  var zone: String?
  var expression = text
  if let nul = text.firstIndex(of: "\0") {
    zone = String(text[..<nul])
    expression = String(text[text.index(after: nul)...])
  }
  switch translate(expression, zone: zone) {
  case .success(let command):
    note("\(command.name) \(command.options) -- \(command.values)")
    checkTranslation(command)
  case .failure(let failure):
    note("refused (\(failure.exitCode), \(failure.kind)): \(failure.message)")
    checkRefusal(failure, expression)
  }
  checkLinear(expression, zone: zone)
  return 0
}
