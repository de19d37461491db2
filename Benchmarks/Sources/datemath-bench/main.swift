import DateMath
import Foundation

// DateMath against plain Foundation (and java.time, when its results are
// given with --java FILE), one run, on the same machine. Prints ns per call
// and the ratio Foundation/DateMath for each row, then two-thread scaling
// and the memory the zone tables take; the recurrence rows against
// python-dateutil (--dateutil FILE), and the iCalendar rows against
// recurring-ical-events and libical (--ics FILE, --ics-large PATH; see
// ICalendarRows.swift). See docs/performance.md.

let arguments = CommandLine.arguments.dropFirst()
if let index = arguments.firstIndex(of: "--load"), arguments.index(after: index) < arguments.endIndex {
  ZoneLoading.measureInThisProcess(source: arguments[arguments.index(after: index)])
}
if let index = arguments.firstIndex(of: "--ics-parse-memory"), arguments.index(after: index) < arguments.endIndex {
  ICalendarRows.measureParseInThisProcess(arguments[arguments.index(after: index)])
}
Timing.quick = arguments.contains("--quick")
let javaFile = arguments.firstIndex(of: "--java").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }

/// java.time results: op → (ns per call, two-thread scaling).
var java: [String: (Double, Double)] = [:]
var javaVersion = ""
if let javaFile, let text = try? String(contentsOfFile: javaFile, encoding: .utf8) {
  for line in text.split(separator: "\n") {
    if line.hasPrefix("# java.time") { javaVersion = String(line.dropFirst(2)) }
    let fields = line.split(separator: "\t")
    if fields.count == 3, let ns = Double(fields[1]), let scaling = Double(fields[2]) {
      java[String(fields[0])] = (ns, scaling)
    }
  }
}

/// jiff's peer benchmark (../shared/peers/jiff, on DateMath's workload):
/// row → ns per call, from one run of its binary.
let jiffBinary = arguments.firstIndex(of: "--jiff").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
func runJiff() -> [String: Double] {
  guard let jiffBinary else { return [:] }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: jiffBinary)
  let pipe = Pipe()
  process.standardOutput = pipe
  guard (try? process.run()) != nil else { return [:] }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  var figures: [String: Double] = [:]
  for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    if fields.count >= 2, let ns = Double(fields[1]) { figures[String(fields[0])] = ns }
  }
  return figures
}

let only = arguments.firstIndex(of: "--only").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
let workload = try Workload()
let rows = workload.rows().filter { only == nil || $0.name == only }

// Memory: resident size before and after building every zone's table.
let before = residentBytes()
let zoneCount = only != nil ? 0 : Zone.knownIdentifiers.compactMap { try? Zone(identifier: $0) }.count
let tableBytes = residentBytes() - before

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
func lpad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
func number(_ value: Double) -> String {
  value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
}

print("# DateMath \(dateMathVersion) (tz data \(TZDataSource.default)) vs Foundation (tz data \(TimeZone.timeZoneDataVersion))\(javaVersion.isEmpty ? "" : " vs \(javaVersion)")")
print("# \(ProcessInfo.processInfo.processorCount) cores; \(Workload.zoneNames.joined(separator: ", ")); \(Workload.instantCount) instants 2001–2040")
print(pad("operation", 23) + lpad("Foundation ns", 14) + lpad("DateMath ns", 12) + lpad("F/DM", 8)
  + lpad("java.time ns", 13) + lpad("2 threads F", 12) + lpad("2 threads DM", 13) + lpad("java", 6) + "  Foundation way")
for row in rows {
  let (foundation, dateMath, ratio) = Timing.compare(row.foundation, row.dateMath)
  let foundationScaling = Timing.twoThreadScaling(row.foundation)
  let dateMathScaling = Timing.twoThreadScaling(row.dateMath)
  let javaKey = row.name.replacingOccurrences(of: "Formatter", with: "")
  let javaRow = java[javaKey]
  print(
    pad(row.name, 23) + lpad(number(foundation), 14) + lpad(number(dateMath), 12)
      + lpad(String(format: "%.1f×", ratio), 8)
      + lpad(javaRow.map { number($0.0) } ?? "–", 13)
      + lpad(String(format: "%.2f×", foundationScaling), 12) + lpad(String(format: "%.2f×", dateMathScaling), 13)
      + lpad(javaRow.map { String(format: "%.2f×", $0.1) } ?? "–", 6)
      + "  " + row.foundationWay)
}
// ZonedDateTime already held, the working type, against Foundation from a
// Date (and jiff's Zoned, when its results are given with --jiff FILE).
let zonedRows = workload.zonedRows().filter { only == nil || $0.name == only }
if !zonedRows.isEmpty {
  print("# a ZonedDateTime already held, against Foundation from a Date")
  print(pad("operation", 23) + lpad("Foundation ns", 14) + lpad("ZDT ns", 12) + lpad("F/ZDT", 8)
    + lpad("2 threads ZDT", 14) + "  Foundation way")
  for row in zonedRows {
    let (foundation, zoned, ratio) = Timing.compare(row.foundation, row.zoned)
    let scaling = Timing.twoThreadScaling(row.zoned)
    print(pad(row.name, 23) + lpad(number(foundation), 14) + lpad(number(zoned), 12)
      + lpad(String(format: "%.1f×", ratio), 8)
      + lpad(String(format: "%.2f×", scaling), 14) + "  " + row.foundationWay)
  }
}
// Recurrence rules: ns per occurrence, against Foundation's
// Calendar.RecurrenceRule and python-dateutil (--dateutil FILE).
let dateutilFile = arguments.firstIndex(of: "--dateutil").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
var dateutil: [String: Double] = [:]
var dateutilVersion = ""
if let dateutilFile, let text = try? String(contentsOfFile: dateutilFile, encoding: .utf8) {
  for line in text.split(separator: "\n") {
    if line.hasPrefix("# python-dateutil") { dateutilVersion = String(line.dropFirst(2)) }
    let fields = line.split(separator: "\t")
    if fields.count == 2, let ns = Double(fields[1]) { dateutil[String(fields[0])] = ns }
  }
}
let recurrenceRows = try RecurrenceRow.rows().filter { only == nil || $0.name == only }
if !recurrenceRows.isEmpty {
  print("# recurrence, ns per occurrence (first \(RecurrenceRow.perCall) from DTSTART \(RecurrenceRow.start) \(RecurrenceRow.zone))\(dateutilVersion.isEmpty ? "" : "; \(dateutilVersion)")")
  print(pad("operation", 23) + lpad("Foundation ns", 14) + lpad("DateMath ns", 12) + lpad("F/DM", 8)
    + lpad("dateutil ns", 12) + lpad("du/DM", 8) + "  rule")
  for row in recurrenceRows {
    let (foundation, dateMath, ratio) = Timing.compare(row.foundationWay, row.dateMathWay)
    let perCall = Double(RecurrenceRow.perCall)
    let du = dateutil[row.name]
    print(pad(row.name, 23) + lpad(number(foundation / perCall), 14) + lpad(number(dateMath / perCall), 12)
      + lpad(String(format: "%.1f×", ratio), 8) + lpad(du.map { number($0) } ?? "–", 12)
      + lpad(du.map { String(format: "%.1f×", $0 / (dateMath / perCall)) } ?? "–", 8) + "  " + row.rule)
  }
}
let farRows = try [RecurrenceRow.farRow()].filter { only == nil || $0.name == only }
for row in farRows {
  print("# from any point: the first occurrence after \(RecurrenceRow.farQuery) of FREQ=DAILY since 1970-01-01T09:00 \(RecurrenceRow.zone), ns per call")
  let (foundation, dateMath, ratio) = Timing.compare(row.foundationWay, row.dateMathWay)
  let du = dateutil[row.name]
  print(pad(row.name, 23) + lpad(number(foundation), 14) + lpad(number(dateMath), 12)
    + lpad(String(format: "%.0f×", ratio), 12) + lpad(du.map { number($0) } ?? "–", 12)
    + lpad(du.map { String(format: "%.0f×", $0 / dateMath) } ?? "–", 10) + "  " + row.rule)
}
// iCalendar (issue 23): against recurring-ical-events and libical, whose
// figures run.sh measured in this run (--ics FILE); the 10 MiB file and
// the files whose parsing memory is measured (--ics-large PATH, repeated).
if only == nil || only?.hasPrefix("ics") == true {
  let icsFile = arguments.firstIndex(of: "--ics").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }
  let large = arguments.indices.filter { arguments[$0] == "--ics-large" && arguments.index(after: $0) < arguments.endIndex }
    .map { arguments[arguments.index(after: $0)] }
  try ICalendarRows.report(peersFile: icsFile, large: large, only: only)
}
// The tables' own size: 16 bytes per offset change 1800–2199, plus a
// 754-entry UInt16 bucket index per zone.
var transitionCount = 0
if only == nil {
  let from = Date(timeIntervalSince1970: -5_364_662_400), to = Date(timeIntervalSince1970: 7_258_118_400)
  for identifier in Zone.knownIdentifiers {
    transitionCount += (try? Zone(identifier: identifier).transitions(in: from..<to).count) ?? 0
  }
}
let dataBytes = transitionCount * 16 + zoneCount * 754 * 2
print("# zone tables: \(zoneCount) zones, \(transitionCount) offset changes 1800–2199, \(dataBytes / 1024) KiB of table data; resident memory +\(tableBytes / 1024) KiB after building all")
if only == nil { ZoneLoading.report(sources: ["foundation", "bundled"]) }
// jiff side by side: rounds of one run of jiff's binary, then DateMath's
// rows of the same names timed as jiff's harness times them (each row
// alone, batches of about 20 ms, the median of 11), so that both sides are
// measured the same way and in the same minutes. Per row: the median of
// the rounds on each side, their range, and in how many rounds DateMath
// was at or under jiff.
if jiffBinary != nil {
  var bodies: [String: (Int) -> Int] = [:]
  for row in rows { bodies[row.name] = row.dateMath }
  for row in zonedRows { bodies[row.name] = row.zoned }
  let rounds = Timing.quick ? 2 : 5
  var jiffFigures: [String: [Double]] = [:]
  var dateMathFigures: [String: [Double]] = [:]
  for _ in 0..<rounds {
    let jiff = runJiff()
    for (name, body) in bodies.sorted(by: { $0.key < $1.key }) {
      guard let figure = jiff[name] else { continue }
      jiffFigures[name, default: []].append(figure)
      dateMathFigures[name, default: []].append(Timing.nanosecondsPerCall(body))
    }
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  func range(_ values: [Double]) -> String {
    guard let low = values.min(), let high = values.max() else { return "–" }
    return low == high ? number(low) : number(low) + "–" + number(high)
  }
  print("# jiff (\(jiffBinary ?? "")) and DateMath, each row timed alone as jiff's harness times it, in \(rounds) alternating rounds")
  print("# medians of the rounds, [range]; DM/jiff below 1 is DateMath faster; 'at or under' counts the rounds where DateMath was")
  print(pad("operation", 23) + lpad("DateMath ns", 12) + lpad("range", 14) + lpad("jiff ns", 10) + lpad("range", 14)
    + lpad("DM/jiff", 9) + lpad("at or under", 13))
  for name in jiffFigures.keys.sorted() {
    guard let jiff = jiffFigures[name], let dateMath = dateMathFigures[name] else { continue }
    let wins = zip(dateMath, jiff).filter { $0.0 <= $0.1 }.count
    print(pad(name, 23) + lpad(number(median(dateMath)), 12) + lpad(range(dateMath), 14)
      + lpad(number(median(jiff)), 10) + lpad(range(jiff), 14)
      + lpad(String(format: "%.2f", median(dateMath) / median(jiff)), 9) + lpad("\(wins) of \(rounds)", 13))
  }
}
print("# checksum \(Timing.sink)")
