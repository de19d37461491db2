// libFuzzer target `zoneid`: `Zone(identifier:)` and
// `Zone(identifier:source:)` with arbitrary text as the identifier: NUL
// and other control characters, `GMT+03:)4`-like strings (which trap in
// Foundation's `TimeZone(identifier:)`), signed offsets, links, long names,
// invalid UTF-8 (read with U+FFFD).
//
// The input is the identifier. It is looked up in the default tz data
// (the compiled-in bundle unless DATEMATH_TZDATA says otherwise) and in
// `TZDataSource.foundation`, and given to `TZDataSource.isValidIdentifier`
// and `canonicalIdentifier(for:)`. Refusing must be a thrown
// `DateMathError`. The invariants (a violation traps):
//
// - an accepted identifier is a valid IANA-style identifier
//   (`TZDataSource.isValidIdentifier`: no NUL, control characters, spaces
//   or ":") known to the source (`canonicalIdentifier(for:)` is not nil),
//   or a fixed offset written as `UTCOffset` writes it (`+05:30`), whose
//   zone has that offset at every probe; either way the zone's
//   `identifier` is the text given (`EST\0x` must not come back as a
//   zone, let alone as +00:00);
// - a refused identifier throws `.unknownZone` (or `.invalidTZData`) with
//   `zoneIdentifier` set to the text;
// - an accepted zone answers `offset(at:)` and `abbreviation(at:)` at a
//   few instants without trapping.
//
// FUZZ_VERBOSE=1: say on stderr what each input did.
// FUZZ_ZONEID_FOUNDATION=0: skip the Foundation source (it asks Foundation
// about every bundled name to make suggestions, so it is slow).

import DateMath
import Foundation

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"
private let useFoundation = ProcessInfo.processInfo.environment["FUZZ_ZONEID_FOUNDATION"] != "0"

private func note(_ message: @autoclosure () -> String) {
  if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private func finding(_ message: String) -> Never {
  fatalError("FUZZ zoneid invariant: \(message)")
}

private let probes: [Date] = [-2_208_988_800, 0, 1_700_000_000, 4_102_444_800].map {
  Date(timeIntervalSince1970: $0)
}

private let sources: [(String, TZDataSource)] = {
  var list = [("default", TZDataSource.default)]
  if useFoundation { list.append(("foundation", TZDataSource.foundation)) }
  return list
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZoneID(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let identifier = String(
    decoding: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : size), as: UTF8.self)
  let quoted = String(reflecting: identifier)
  let valid = TZDataSource.isValidIdentifier(identifier)
  for (name, source) in sources {
    let zone: Zone
    do {
      zone = try Zone(identifier: identifier, source: source)
    } catch {
      note("\(name): refused (\(error.kind)): \(error.message)")
      guard error.kind == .unknownZone || error.kind == .invalidTZData else {
        finding("\(quoted) in \(name) refused as \(error.kind), not unknownZone: \(error.message)")
      }
      guard error.zoneIdentifier == identifier else {
        finding("\(quoted) in \(name) refused with zoneIdentifier \(String(reflecting: error.zoneIdentifier))")
      }
      continue
    }
    let offsets = probes.map { (try? zone.offset(at: $0)).map { "\($0)" } ?? "-" }
    note("\(name): accepted as \(String(reflecting: zone.identifier)), offsets \(offsets)")
    if let fixed = UTCOffset(identifier), fixed.description == identifier {
      guard zone.identifier == identifier, offsets.allSatisfy({ $0 == identifier }) else {
        finding("\(quoted) in \(name) is not the fixed offset it names: \(String(reflecting: zone.identifier)), offsets \(offsets)")
      }
      continue
    }
    guard valid else {
      finding(
        "\(quoted) is not a valid identifier (TZDataSource.isValidIdentifier) but \(name) accepts it "
          + "as \(String(reflecting: zone.identifier)), offsets \(offsets)")
    }
    guard zone.identifier == identifier else {
      finding("\(quoted) in \(name) gives a zone named \(String(reflecting: zone.identifier))")
    }
    guard source.canonicalIdentifier(for: identifier) != nil else {
      finding("\(quoted) is accepted by \(name), which does not list it (canonicalIdentifier is nil)")
    }
    for probe in probes {
      _ = try? zone.abbreviation(at: probe)
      _ = try? zone.isDaylightSavingTime(at: probe)
    }
  }
  return 0
}
