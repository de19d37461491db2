// libFuzzer target `ics`: DateMath's iCalendar reader,
// `ICalendarDocument(parsing:options:)` in both modes, its writer, and
// `Zone(vtimezone:)` for every VTIMEZONE it finds (issue 23).
//
// The input is the text (invalid UTF-8 is read with U+FFFD). Refusing must
// be a thrown `DateMathError`. For every document that reads, the
// invariants (a violation traps):
//
// - a strict read that succeeds reads the same components leniently, with
//   no notes;
// - written back (`text`), every line is at most 75 octets and ends with
//   CRLF, and the text reads strictly to the same components (names,
//   parameters, values; a control character, which the writer writes as
//   U+FFFD, counted as that) and writes the same text again;
// - a VTIMEZONE either becomes a zone or throws; a zone gives an offset
//   under a day at a few instants;
// - expanded over 2020-2030 (leniently, unknown TZIDs floating), the first
//   2,000 occurrences come in order of their starts, each meets the window
//   and ends no earlier than it starts, and its alarms are computed or
//   refused with a DateMathError.
//
// FUZZ_VERBOSE=1: say on stderr what each input did.

import DateMath
import Foundation

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

private func note(_ message: @autoclosure () -> String) {
  if verbose { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private func finding(_ message: String) -> Never {
  fatalError("FUZZ ics invariant: \(message)")
}

/// A component without line numbers, to compare what two reads hold.
private func content(_ c: ICalendarComponent) -> ICalendarComponent {
  ICalendarComponent(
    name: c.name,
    properties: c.properties.map {
      ICalendarProperty(
        name: $0.name, parameters: $0.parameters.map { ICalendarParameter(name: $0.name, values: $0.values.map(written)) },
        value: written($0.value))
    },
    components: c.components.map(content))
}

/// A value as the writer can write it: a control character (which no
/// iCalendar value may hold, RFC 5545 §3.1, and the reader forgives) is
/// written as U+FFFD, so the comparison of what was read and what the
/// written text reads back to takes that as the same (issue 37: the writer
/// must never emit one, or a bare CR could inject a line).
private func written(_ value: String) -> String {
  String(String.UnicodeScalarView(value.unicodeScalars.map {
    ($0.value < 0x20 && $0.value != 0x09) || $0.value == 0x7F ? "\u{FFFD}" : $0
  }))
}

private let probes = [-2_208_988_800.0, 0, 1_700_000_000, 4_102_444_800].map(Date.init(timeIntervalSince1970:))

private func zones(in component: ICalendarComponent) {
  for inner in component.components {
    if inner.name == "VTIMEZONE" {
      do {
        let zone = try Zone(vtimezone: inner)
        for probe in probes {
          guard let offset = try? zone.offset(at: probe) else { continue }
          if abs(offset.seconds) >= 86_400 { finding("VTIMEZONE offset \(offset) of a day or more") }
        }
      } catch {
        note("refused VTIMEZONE: \(error.message)")
      }
    }
    zones(in: inner)
  }
}

private let window = Date(timeIntervalSince1970: 1_577_836_800)..<Date(timeIntervalSince1970: 1_893_456_000)

private func expand(_ document: ICalendarDocument) {
  let options = ICalendarExpansionOptions(unknownZones: .floating, floatingZone: .utc, mode: .lenient)
  let occurrences: ICalendarOccurrences
  do { occurrences = try document.occurrences(in: window, options: options) } catch {
    note("expansion refused: \(error.message)")
    return
  }
  var last: Int64?
  for occurrence in occurrences.prefix(2_000) {
    let start = occurrence.start.epochSeconds
    if let last, start < last { finding("occurrences out of order: \(occurrence.start) after \(last)") }
    last = start
    if occurrence.end.epochSeconds < start { finding("an occurrence ends before it starts: \(occurrence.start) → \(occurrence.end)") }
    if occurrence.start.date >= window.upperBound || (occurrence.end.date <= window.lowerBound && occurrence.start.date < window.lowerBound) {
      finding("an occurrence outside the window: \(occurrence.start) → \(occurrence.end)")
    }
    do { _ = try occurrence.alarms() } catch { note("alarms refused: \(error.message)") }
  }
  note("expanded: \(occurrences.notes.count) notes")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let limits = ICalendarReadingOptions(mode: .lenient, maxBytes: 1 << 20, maxLineBytes: 1 << 16, maxDepth: 16)
  var strictLimits = limits
  strictLimits.mode = .strict
  let lenient: ICalendarDocument
  do {
    lenient = try ICalendarDocument(parsing: text, options: limits)
  } catch {
    note("refused: \(error.message)")
    return 0
  }
  if let strict = try? ICalendarDocument(parsing: text, options: strictLimits) {
    if strict.components.map(content) != lenient.components.map(content) || !lenient.notes.isEmpty {
      finding("a strict read differs from the lenient one, or lenient noted \(lenient.notes)")
    }
  }
  let written = lenient.text
  for line in written.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast() {
    if line.utf8.count > 75 { finding("a written line of \(line.utf8.count) octets") }
    if line.contains("\n") || line.contains("\r") { finding("a bare line end in written text") }
  }
  do {
    let again = try ICalendarDocument(parsing: written, options: strictLimits)
    // Only VCALENDARs with VERSION and PRODID read strictly; otherwise the
    // lenient reread must match.
    if again.components.map(content) != lenient.components.map(content) {
      finding("written text reads back to other components")
    }
    if again.text != written { finding("written text is not written the same again") }
  } catch {
    let again: ICalendarDocument
    do { again = try ICalendarDocument(parsing: written, options: limits) } catch {
      finding("written text is refused: \(error.message)")
    }
    if again.components.map(content) != lenient.components.map(content) {
      finding("written text reads back (leniently) to other components")
    }
  }
  for component in lenient.components { zones(in: component) }
  expand(lenient)
  note("\(lenient.components.count) components, \(lenient.notes.count) notes")
  return 0
}
