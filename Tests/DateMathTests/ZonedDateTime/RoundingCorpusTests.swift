import DateMath
import Foundation
import Testing

/// The rounding corpus, `Fixtures/rounding/until.cases` and `round.cases`
/// (format in `Fixtures/rounding/README.md`): `until`/`since` with
/// smallest unit, increment and mode, and `rounded(to:increment:mode:)`.
/// Expected values come from `Fixtures/generator/temporal_round.py`, an
/// implementation of Temporal's spec text over the pinned IANA tz data,
/// never from DateMath. The files are read at test time; no Python needed.
@Suite("rounding corpus", .tags(.dst))
struct RoundingCorpusTests {
  static let folder = packageRoot()
    .appendingPathComponent("Fixtures/rounding")

  /// How many failures a file reports one by one before a summary.
  static let printedFailures = 25

  struct Failure: Error { let text: String }

  /// `key=value` → value, for the options of a case.
  static func option(_ token: Substring, _ key: String) throws -> String {
    let prefix = key + "="
    guard token.hasPrefix(prefix) else { throw Failure(text: "expected \(prefix)…, found \(token)") }
    return String(token.dropFirst(prefix.count))
  }

  static func unit(_ text: String) throws -> DateTimeUnit {
    guard let unit = DateTimeUnit(rawValue: text) else { throw Failure(text: "unknown unit \(text)") }
    return unit
  }

  static func mode(_ text: String) throws -> RoundingMode {
    guard let mode = RoundingMode(rawValue: text) else { throw Failure(text: "unknown mode \(text)") }
    return mode
  }

  static func increment(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw Failure(text: "bad increment \(text)") }
    return value
  }

  /// An instant of the corpus, `…±HH:MM` or `…Z`, in a zone of the bundled
  /// tz data (IANA 2026f, the release the corpus was computed with),
  /// whatever the default source: the instant exactly as written, seen in
  /// the zone, whose offset there must be the written one (as
  /// `ZonedDateTime(rfc9557:)` checks a text's offset against its zone).
  static func zoned(_ instant: Substring, _ zone: Substring) throws -> ZonedDateTime {
    let exact = try ZonedDateTime(rfc9557: "\(instant)[UTC]", offsetConflict: .keepInstant)
    let value = try exact.converted(to: Zone(identifier: String(zone), source: .bundled))
    let written =
      instant.hasSuffix("Z") || instant.hasSuffix("z")
      ? UTCOffset.zero : instant.lastIndex { $0 == "+" || $0 == "-" }.flatMap { UTCOffset(String(instant[$0...])) }
    guard value.offset == written else {
      throw Failure(text: "the offset of \(instant) is not \(zone)'s there (\(value.offset))")
    }
    return value
  }

  /// Runs one case; nil when it passes, else what DateMath said.
  static func run(_ line: String) throws -> String? {
    let halves = line.components(separatedBy: " => ")
    guard halves.count == 2 else { throw Failure(text: "no ' => '") }
    let expected = halves[1]
    let t = halves[0].split(separator: " ")
    switch t.first {
    case "until", "since":
      guard t.count == 8 else { throw Failure(text: "until/since takes 7 fields") }
      let a = try zoned(t[2], t[1])
      let b = try zoned(t[3], t[1])
      let largestText = try option(t[4], "largest")
      let largest = largestText == "auto" ? nil : try unit(largestText)
      let smallest = try unit(try option(t[5], "smallest"))
      let increment = try increment(try option(t[6], "increment"))
      let mode = try mode(try option(t[7], "mode"))
      let got: String
      do {
        let period =
          t[0] == "until"
          ? try a.until(
            b, largestUnit: largest, smallestUnit: smallest, roundingIncrement: increment, roundingMode: mode)
          : try a.since(
            b, largestUnit: largest, smallestUnit: smallest, roundingIncrement: increment, roundingMode: mode)
        got = period.description
      } catch {
        got = "error:\(error.kind.rawValue)"
      }
      return got == expected ? nil : got
    case "round":
      guard t.count == 6 else { throw Failure(text: "round takes 5 fields") }
      let value = try zoned(t[2], t[1])
      let unit = try unit(try option(t[3], "unit"))
      let increment = try increment(try option(t[4], "increment"))
      let mode = try mode(try option(t[5], "mode"))
      let got: ZonedDateTime
      do {
        got = try value.rounded(to: unit, increment: increment, mode: mode)
      } catch {
        return "error:\(error.kind.rawValue)"
      }
      if expected.hasPrefix("error:") { return got.rfc9557String() }
      // The expected text names the instant and, by its offset, the reading.
      let want = try zoned(Substring(expected), t[1])
      let same = got.epochSeconds == want.epochSeconds && got.nanosecond == want.nanosecond
        && got.offset == want.offset
      return same ? nil : got.rfc9557String()
    default:
      throw Failure(text: "unknown operation \(t.first ?? "")")
    }
  }

  @Test("every case agrees with the oracle", arguments: ["until.cases", "round.cases"])
  func file(_ name: String) throws {
    let path = Self.folder.appendingPathComponent(name)
    let text = try String(contentsOf: path, encoding: .utf8)
    var cases = 0
    var failures = 0
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.isEmpty || line.hasPrefix("#") { continue }
      cases += 1
      let location = "Fixtures/rounding/\(name):\(index + 1)"
      do {
        if let got = try Self.run(String(line)) {
          failures += 1
          if failures <= Self.printedFailures {
            Issue.record("\(location): \(line)\n  DateMath: \(got)")
          }
        }
      } catch let failure as Failure {
        failures += 1
        Issue.record("\(location): malformed case (\(failure.text)): \(line)")
      } catch {
        failures += 1
        if failures <= Self.printedFailures {
          Issue.record("\(location): \(line)\n  DateMath threw reading the case: \(error)")
        }
      }
    }
    if failures > Self.printedFailures {
      Issue.record("\(name): \(failures) of \(cases) cases fail (the first \(Self.printedFailures) are listed)")
    }
    #expect(cases > 5000, "\(name) has \(cases) cases")
  }
}
