// libFuzzer target `rfc9557`: DateMath's RFC 9557 reader,
// `ZonedDateTime(rfc9557:offsetConflict:disambiguation:extensions:)` (RFC 3339 date-time,
// offset, `[zone]` or `[±HH:MM]` annotation, critical flags, tags), and its
// writer, `rfc9557String`.
//
// The input is the text (invalid UTF-8 is read with U+FFFD). It is parsed
// with each of the 3 offset-conflict policies under each of the 8 sets of
// `RFC3339Extensions`: 24 parses (one when the most lenient says the
// zone is unknown, since the suggestions DateMath makes are slow). Refusing must be a thrown
// `DateMathError`. For every value that parses, the invariants (a
// violation traps):
//
// - `rfc9557String()` parses back with `.written` and `.keepInstant` to an
//   equal value (instant, nanosecond, offset and zone);
// - `rfc9557String` with 0, 3, 6 and 9 digits and `description` do not
//   trap, and `.nanoseconds` is `.exact` padded.
// - when a text parses under `.reject`, it parses to the same value under
//   the other two policies (no conflict, so the policy cannot matter), and
//   a larger set of extensions gives the same value as a smaller one;
// - a value read with an offset annotation (`[+05:30]`, `[-00:00:30]`)
//   has that offset;
// - the text with an elective unknown tag appended (`[x-fuzz=1]`), which only
//   the general reader takes, reads to the same value: the one-pass reader
//   of the common form (a zone name met before, or `[±HH:MM]`) agrees with
//   the general one. Every text is read 24 times, so a new name's first
//   reading (general) is followed by one-pass ones.
//
// Zones come from the default tz data (the compiled-in bundle unless
// DATEMATH_TZDATA says otherwise); unknown names must be refused.
//
// FUZZ_VERBOSE=1: say on stderr what each input did.
// FUZZ_KNOWN=1: also check the inputs of known, still open issues (listed
// in Fuzz/README.md, "Known issues"), skipped by default so that CI stays
// green until their fix lands.
// FUZZ_MESSAGES=1: also trap on an error message holding control
// characters (issue 13: errors escape what they echo).

import DateMath
import Foundation

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"
private let checkMessages = ProcessInfo.processInfo.environment["FUZZ_MESSAGES"] == "1"

private func note(_ message: @autoclosure () -> String) {
  if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private func finding(_ message: String) -> Never {
  fatalError("FUZZ rfc9557 invariant: \(message)")
}

private func checkMessage(_ error: DateMathError, _ text: String) {
  guard checkMessages else { return }
  if error.message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
    finding("error message with a control character for \(String(reflecting: text)): \(String(reflecting: error.message))")
  }
}

private let extensionSets: [RFC3339Extensions] = (0..<8).map { bits in
  var set: RFC3339Extensions = []
  if bits & 1 != 0 { set.insert(.expandedYears) }
  if bits & 2 != 0 { set.insert(.offsetSeconds) }
  if bits & 4 != 0 { set.insert(.missingOffset) }
  return set
}

private let runKnown = ProcessInfo.processInfo.environment["FUZZ_KNOWN"] == "1"

/// The offset of the text's first annotation when it is an offset
/// (`[+05:30]`, `[!-00:00:30]`), read by UTCOffset's own parser.
private func annotatedOffset(_ text: String) -> UTCOffset? {
  guard let open = text.firstIndex(of: "[") else { return nil }
  var body = text[text.index(after: open)...].prefix { $0 != "]" }
  if body.hasPrefix("!") { body = body.dropFirst() }
  guard body.hasPrefix("+") || body.hasPrefix("-") else { return nil }
  return UTCOffset(String(body))
}

private func show(_ value: ZonedDateTime) -> String {
  "\(value.rfc9557String()) (epoch \(value.date.timeIntervalSince1970), zone \(String(reflecting: value.zone.identifier)))"
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRFC9557(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : size), as: UTF8.self)
  let quoted = String(reflecting: text)
  // An unknown zone costs DateMath about 10 ms (instrumented) for its
  // suggestions; when the most lenient reading says the zone is unknown,
  // the 23 others cannot accept the text, so only that one is made.
  do {
    _ = try ZonedDateTime(rfc9557: text, offsetConflict: .keepInstant, extensions: extensionSets[7])
  } catch where error.kind == .unknownZone {
    checkMessage(error, text)
    note("unknown zone: \(error.message)")
    return 0
  } catch {}
  for policy in OffsetConflictPolicy.allCases {
    var accepted: [(RFC3339Extensions, ZonedDateTime)] = []
    for extensions in extensionSets {
      do {
        let value = try ZonedDateTime(rfc9557: text, offsetConflict: policy, extensions: extensions)
        accepted.append((extensions, value))
        note("\(policy) \(extensions.rawValue): \(show(value))")
      } catch {
        checkMessage(error, text)
        note("\(policy) \(extensions.rawValue): refused (\(error.kind)): \(error.message)")
      }
    }
    for (smaller, value) in accepted {
      for (larger, other) in accepted where larger.isSuperset(of: smaller) && other != value {
        finding("\(quoted) with \(policy): extensions \(smaller.rawValue) give \(show(value)), \(larger.rawValue) give \(show(other))")
      }
      if policy == .reject {
        for other in [OffsetConflictPolicy.keepInstant, .keepWallClock] {
          guard let again = try? ZonedDateTime(rfc9557: text, offsetConflict: other, extensions: smaller) else {
            finding("\(quoted) parses with .reject but not with .\(other) (extensions \(smaller.rawValue))")
          }
          if again != value {
            finding("\(quoted) is \(show(value)) with .reject but \(show(again)) with .\(other)")
          }
        }
      }
      // Known issue 3 (1 to 29 s read as GMT) is fixed: offset
      // annotations make Zone(fixedOffset:), with no Foundation TimeZone.
      if let annotated = annotatedOffset(text), annotated != value.offset {
        finding("\(quoted) has the offset annotation \(annotated) but reads as \(show(value)) (\(policy))")
      }
      // An elective tag of an unknown key, which RFC 9557 §3.3 says to
      // ignore whatever else the text holds (an elective u-ca would clash
      // with a critical one the text may already have).
      let tagged = text + "[x-fuzz=1]"
      guard let general = try? ZonedDateTime(rfc9557: tagged, offsetConflict: policy, extensions: smaller),
        general == value, general.rfc9557String() == value.rfc9557String()
      else {
        finding("\(quoted) is \(show(value)) with .\(policy) (extensions \(smaller.rawValue)), but \(String(reflecting: tagged)) is not")
      }
      roundTrip(value, quoted)
    }
  }
  return 0
}

private func roundTrip(_ value: ZonedDateTime, _ quoted: String) {
  let written = value.rfc9557String()
  do {
    let back = try ZonedDateTime(rfc9557: written, offsetConflict: .keepInstant, extensions: .written)
    if back != value {
      finding("\(quoted) parses to \(show(value)); its text \(written) parses back to \(show(back))")
    }
  } catch {
    finding("\(quoted) parses, but its rfc9557String() \(written) does not parse back: \(error)")
  }
  _ = value.description
  let nanoseconds = value.rfc9557String(fractionalDigits: .nanoseconds)
  for digits in [FractionalSecondDigits.none, .milliseconds, .microseconds] {
    let shorter = value.rfc9557String(fractionalDigits: digits)
    guard (try? ZonedDateTime(rfc9557: shorter, offsetConflict: .keepInstant, extensions: .written)) != nil else {
      finding("\(quoted): rfc9557String(fractionalDigits: .\(digits)) \(shorter) does not parse back")
    }
  }
  guard (try? ZonedDateTime(rfc9557: nanoseconds, offsetConflict: .keepInstant, extensions: .written)) == value else {
    finding("\(quoted): rfc9557String(fractionalDigits: .nanoseconds) \(nanoseconds) does not parse back to \(show(value))")
  }
}
