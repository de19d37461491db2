// libFuzzer target `tzcases`: the tzcases file reader of Sources/TZCases
// (`TZCaseFile(path:text:)`: header lines, case lines, `=>`, notes, any
// line breaks) and `TZCaseEvaluator.evaluate` over every case it reads
// (offset, resolve, startOfDay, dayLength, addDays/Months/Years,
// nextTransition, daysBetween, isoWeek, difference, with arbitrary
// arguments and expected results).
//
// The input is the file's text (invalid UTF-8 is read with U+FFFD). Both
// promise never to throw or trap: malformed lines become `problems`, and a
// case whose inputs cannot be read fails with a message. The invariants (a
// violation traps):
//
// - every case and problem has a line number from 1 to the number of lines;
// - `description` and `failureDescription` of every case, result and
//   problem can be made.
//
// At most 64 cases of a file are evaluated, so one input stays fast.
//
// FUZZ_VERBOSE=1: say on stderr what each case gave.

import DateMath
import Foundation
import TZCases

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

private func note(_ message: @autoclosure () -> String) {
  if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private func finding(_ message: String) -> Never {
  fatalError("FUZZ tzcases invariant: \(message)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTZCases(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : size), as: UTF8.self)
  let file = TZCaseFile(path: "fuzz.tzcases", text: text)
  // Lines as the reader counts them: any line break ends one.
  let lines = max(1, text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count)
  note("format \(file.formatVersion.map(String.init) ?? "-"), tzdata \(file.tzdataVersion ?? "-"), "
    + "\(file.cases.count) cases, \(file.problems.count) problems")
  for problem in file.problems {
    guard (1...lines).contains(problem.location.line) else {
      finding("problem at line \(problem.location.line) of a \(lines)-line file: \(problem)")
    }
    note("problem: \(problem)")
  }
  for testCase in file.cases.prefix(64) {
    guard (1...lines).contains(testCase.location.line) else {
      finding("case at line \(testCase.location.line) of a \(lines)-line file: \(testCase)")
    }
    let result = TZCaseEvaluator.evaluate(testCase)
    let description = result.failureDescription
    note("\(result.passed ? "pass" : "FAIL"): \(description)")
  }
  return 0
}
