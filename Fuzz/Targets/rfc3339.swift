// libFuzzer target `rfc3339`: DateMath's strict RFC 3339 reader,
// `Date(rfc3339:extensions:)`, and its writer, `rfc3339String`.
//
// The input is the text (invalid UTF-8 is read with U+FFFD, as `String`
// does). It is parsed under each of the 8 sets of `RFC3339Extensions`
// (none, each of `.expandedYears`, `.offsetSeconds`, `.missingOffset`, and
// their unions). Refusing is fine; it must be a thrown `DateMathError`. For
// text that parses, the invariants (a violation traps, so libFuzzer reports
// it as a crash with the message on stderr):
//
// - `rfc3339String()` (`.exact`) does not throw, and its text parses back
//   with `.written` to exactly the same `Date`;
// - the strictest set accepting a text means every larger set accepts it
//   too, with the same `Date`;
// - for `.none`, `.milliseconds`, `.microseconds`, `.nanoseconds`, the
//   text parses back with `.written` to an instant no later than the
//   original and less than one unit earlier, and writing that instant with
//   the same digits gives the same text (the promise in `rfc3339String`'s
//   documentation).
//
// FUZZ_VERBOSE=1: say on stderr what each input did.
// FUZZ_MESSAGES=1: also trap on an error message that spans lines or holds
// control characters (issue 13: errors escape what they echo).

import DateMath
import Foundation

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"
private let checkMessages = ProcessInfo.processInfo.environment["FUZZ_MESSAGES"] == "1"

private func note(_ message: @autoclosure () -> String) {
  if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private func finding(_ message: String) -> Never {
  fatalError("FUZZ rfc3339 invariant: \(message)")
}

private func checkMessage(_ error: DateMathError, _ text: String) {
  guard checkMessages else { return }
  if error.message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
    finding("error message with a control character for \(String(reflecting: text)): \(String(reflecting: error.message))")
  }
}

/// Every subset of the three extensions, strictest first.
private let extensionSets: [RFC3339Extensions] = (0..<8).map { bits in
  var set: RFC3339Extensions = []
  if bits & 1 != 0 { set.insert(.expandedYears) }
  if bits & 2 != 0 { set.insert(.offsetSeconds) }
  if bits & 4 != 0 { set.insert(.missingOffset) }
  return set
}

private let units: [(FractionalSecondDigits, Double)] = [
  (.none, 1), (.milliseconds, 1e-3), (.microseconds, 1e-6), (.nanoseconds, 1e-9),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRFC3339(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : size), as: UTF8.self)
  var results: [(RFC3339Extensions, Date)] = []
  for extensions in extensionSets {
    do {
      let date = try Date(rfc3339: text, extensions: extensions)
      results.append((extensions, date))
      note("\(extensions.rawValue): \(date.timeIntervalSince1970)")
    } catch {
      checkMessage(error, text)
      note("\(extensions.rawValue): refused (\(error.kind)): \(error.message)")
    }
  }
  // A larger set of extensions accepts at least as much, with the same answer.
  for (smaller, date) in results {
    for larger in extensionSets where larger.isSuperset(of: smaller) {
      guard let other = results.first(where: { $0.0 == larger }) else {
        finding("\(String(reflecting: text)) parses with extensions \(smaller.rawValue) but not \(larger.rawValue)")
      }
      if other.1 != date {
        finding(
          "\(String(reflecting: text)) is \(date.timeIntervalSince1970) with extensions \(smaller.rawValue) "
            + "but \(other.1.timeIntervalSince1970) with \(larger.rawValue)")
      }
    }
  }
  guard let date = results.first?.1 else { return 0 }
  roundTrip(date, text)
  return 0
}

private func roundTrip(_ date: Date, _ text: String) {
  let written: String
  do {
    written = try date.rfc3339String()
  } catch {
    finding("\(String(reflecting: text)) parses to \(date.timeIntervalSince1970), which rfc3339String() refuses: \(error)")
  }
  do {
    let back = try Date(rfc3339: written, extensions: .written)
    if back != date {
      finding(
        "\(String(reflecting: text)) parses to \(date.timeIntervalSince1970), written \(written), "
          + "which parses back to \(back.timeIntervalSince1970)")
    }
  } catch {
    finding("\(String(reflecting: text)) parses, but its rfc3339String() \(written) does not parse back: \(error)")
  }
  for (digits, unit) in units {
    guard let truncated = try? date.rfc3339String(fractionalDigits: digits) else {
      finding("rfc3339String(fractionalDigits: \(digits)) refuses \(date.timeIntervalSince1970) (\(String(reflecting: text)))")
    }
    guard let back = try? Date(rfc3339: truncated, extensions: .written) else {
      finding("\(truncated) (\(digits) of \(String(reflecting: text))) does not parse back")
    }
    // How far the text is below the instant, in seconds since 2001 (where
    // a Date is exact); a Date holds about 0.2 µs near ±9999 years, so
    // allow for that rounding.
    let below = date.timeIntervalSinceReferenceDate - back.timeIntervalSinceReferenceDate
    let slack = abs(date.timeIntervalSinceReferenceDate).ulp * 2
    if below < -slack || below > unit + slack {
      finding(
        "\(truncated) (\(digits)) parses to \(back.timeIntervalSince1970), not within one unit below "
          + "\(date.timeIntervalSince1970) (\(String(reflecting: text)))")
    }
    if let again = try? back.rfc3339String(fractionalDigits: digits), again != truncated {
      finding("\(truncated) (\(digits)) parses back and is written again as \(again) (\(String(reflecting: text)))")
    }
  }
}
