import DateMath
import Foundation
import Testing

/// The iCalendar corpus (issue 23): calendar files in the shapes Google
/// Calendar, Outlook, Apple Calendar and Nextcloud export, and hand-typed
/// edge files, each expanded between two instants by recurring-ical-events
/// and libical (Fixtures/generator/ics). DateMath must list exactly the
/// occurrences of each `.expected` file: those the two oracles agree on,
/// and, where they differ, the one RFC 5545 decides (REPORT.md).
///
/// The corpus follows RFC 5545, so it is read with the options that do:
/// `TZID`s by the file's `VTIMEZONE`, `X-WR-TIMEZONE` not used (a
/// calendar's zone is no part of RFC 5545), and floating times and dates
/// read as UTC (as the expected files compare them).
@Suite("iCalendar corpus")
struct ICalendarCorpusTests {
  static let root = packageRoot()
    .appendingPathComponent("Fixtures/ics")

  struct Entry: Decodable {
    var from: String
    var to: String
  }

  static let manifest: [String: Entry] = {
    guard let data = try? Data(contentsOf: root.appendingPathComponent("manifest.json")),
      let entries = try? JSONDecoder().decode([String: Entry].self, from: data)
    else { return [:] }
    return entries
  }()

  static let rfcOptions = ICalendarExpansionOptions(calendarZone: .ignore, floatingZone: .utc, mode: .strict)

  /// An occurrence written as an expected file's line, without `decided`.
  static func record(_ o: ICalendarOccurrence) throws -> String {
    func time(_ t: ZonedDateTime) throws -> String {
      if o.isAllDay { return t.localDateTime.date.description }
      if o.isFloating { return t.localDateTime.description }
      return try t.converted(to: .utc).localDateTime.description + "Z"
    }
    var recurrenceID = ""
    if o.origin == .override, let property = o.component["RECURRENCE-ID"] {
      // As records.py's rid_text writes it: TZID (quoted when it holds
      // `:;,`), then RANGE, then the value.
      var parameters: [String] = []
      if let tzid = property.parameter("TZID") {
        parameters.append("TZID=" + (tzid.contains(where: { ":;,".contains($0) }) ? "\"\(tzid)\"" : tzid))
      }
      if let range = property.parameter("RANGE") { parameters.append("RANGE=" + range.uppercased()) }
      recurrenceID = parameters.isEmpty ? property.value : parameters.joined(separator: ";") + ":" + property.value
    }
    let origin = switch o.origin {
    case .series: "master"
    case .override: "override"
    case .thisAndFuture: "range"
    }
    return [o.componentName, o.uid, recurrenceID, try time(o.start), try time(o.end), origin, o.component["STATUS"]?.value ?? ""]
      .joined(separator: "\t")
  }

  static func expected(_ name: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(name.replacingOccurrences(of: ".ics", with: ".expected")), encoding: .utf8)
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
    return lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(7).joined(separator: "\t") }
  }

  @Test("the manifest lists at least 100 files and they hold at least 2,000 occurrences")
  func size() throws {
    #expect(Self.manifest.count >= 100)
    let total = try Self.manifest.keys.reduce(0) { $0 + (try Self.expected($1).count) }
    #expect(total >= 2_000)
  }

  /// A component without line numbers, to compare what two reads hold.
  static func content(_ c: ICalendarComponent) -> ICalendarComponent {
    ICalendarComponent(
      name: c.name,
      properties: c.properties.map { ICalendarProperty(name: $0.name, parameters: $0.parameters, value: $0.value) },
      components: c.components.map(content))
  }

  @Test("every file read and written back holds what it held, written as the apps wrote it", arguments: manifest.keys.sorted())
  func roundTrip(_ name: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
    let document = try ICalendarDocument(parsing: text, options: .strict)
    let written = document.text
    let again = try ICalendarDocument(parsing: written, options: .strict)
    #expect(again.components.map(Self.content) == document.components.map(Self.content))
    // Byte for byte, but for double quotes the writer leaves off where RFC
    // 5545 does not need them (Outlook's TZID="W. Europe Standard Time").
    let unquoted = { (s: String) in s.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "\r\n ", with: "") }
    #expect(unquoted(written) == unquoted(text))
    if !text.contains("\"") { #expect(written == text) }
  }

  @Test("every file expands as the oracles, or RFC 5545, say", arguments: manifest.keys.sorted())
  func file(_ name: String) throws {
    let entry = try #require(Self.manifest[name])
    let text = try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
    let document = try ICalendarDocument(parsing: text)
    let window = try Date(rfc3339: entry.from)..<Date(rfc3339: entry.to)
    let occurrences = Array(try document.occurrences(in: window, options: Self.rfcOptions))
    // In order of their starts.
    #expect(zip(occurrences, occurrences.dropFirst()).allSatisfy { $0.start.epochSeconds <= $1.start.epochSeconds })
    let got = try occurrences.map(Self.record).sorted()
    let want = try Self.expected(name).sorted()
    let missing = want.filter { !got.contains($0) }
    let extra = got.filter { !want.contains($0) }
    #expect(missing.isEmpty && extra.isEmpty, "\(name): missing \(missing), extra \(extra)")
    #expect(got.count == want.count)
  }
}
