import DateMath
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The iCalendar rows (issue 23), milliseconds per call against
/// recurring-ical-events (Python) and libical (C), whose figures run.sh
/// measures in the same run (Benchmarks/ics_peers.py and
/// Benchmarks/ics/libical_bench.c) and passes with --ics FILE:
/// - icsExpandYear: parse Benchmarks/ics/calendar-500.ics (held in memory)
///   and expand it over a year, counting the occurrences;
/// - icsParse10MB: parse a file of 10 MiB that run.sh writes with
///   Benchmarks/ics/make_calendar.py (--ics-large PATH), counting VEVENTs;
/// - the memory of parsing each --ics-large file, each in a fresh process
///   that only reads and parses it.
enum ICalendarRows {
  /// The window's ends are at minute 7, which no event starts or ends at
  /// (see make_calendar.py).
  static let from = "2026-01-01T00:07:00Z"
  static let to = "2027-01-01T00:07:00Z"
  static var calendarPath: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("ics/calendar-500.ics").path
  }
  /// Dates and floating times read as UTC, as both peers read them.
  static let options = ICalendarExpansionOptions(floatingZone: .utc)

  /// A figure: median, fastest and slowest ms of the rounds, and what each
  /// call counted (-1 when the rounds disagreed).
  struct Figure {
    var median: Double
    var low: Double
    var high: Double
    var count: Int
  }

  /// The file's bytes as a String, read with no copy in between.
  static func readText(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    guard fseek(file, 0, SEEK_END) == 0 else { return nil }
    let size = ftell(file)
    guard size >= 0, fseek(file, 0, SEEK_SET) == 0 else { return nil }
    return String(unsafeUninitializedCapacity: size) { buffer in fread(buffer.baseAddress, 1, size, file) }
  }

  /// `rounds` calls timed one by one after a warm-up call.
  static func time(rounds: Int, _ body: () throws -> Int) rethrows -> Figure {
    var count = try body()
    var samples: [Double] = []
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      if try body() != count { count = -1 }
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    return Figure(median: samples[samples.count / 2], low: samples[0], high: samples[samples.count - 1], count: count)
  }

  static func expand(_ text: String, in window: Range<Date>) throws -> Int {
    let document = try ICalendarDocument(parsing: text)
    var count = 0
    for _ in try document.occurrences(in: window, options: options) { count += 1 }
    return count
  }

  static func vevents(_ document: ICalendarDocument) -> Int {
    document.components.reduce(0) { sum, calendar in sum + calendar.components.lazy.filter { $0.name == "VEVENT" }.count }
  }

  // MARK: Memory, in a process of its own

  /// `/proc/self/status` fields in KiB (Linux): VmRSS now, VmHWM the peak
  /// of this process's memory since it was exec'd. (ru_maxrss would also
  /// count the parent's memory at the fork.)
  static func status(_ field: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
    }
    return 0
  }

  /// Run in the child: `datemath-bench --ics-parse-memory FILE`; prints
  /// "bytes peakKiB beforeKiB textKiB heldKiB ms vevents".
  static func measureParseInThisProcess(_ path: String) -> Never {
    let before = status("VmRSS")
    var document: ICalendarDocument
    var bytes = 0, withText = 0
    var elapsed = 0.0
    do {
      guard let text = readText(path) else {
        print("error")
        exit(1)
      }
      bytes = text.utf8.count
      withText = status("VmRSS")
      let start = DispatchTime.now().uptimeNanoseconds
      guard let parsed = try? ICalendarDocument(parsing: text) else {
        print("error")
        exit(1)
      }
      elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      document = parsed
      withExtendedLifetime(text) {}
    }
    // The text is gone; the document is held.
    let held = status("VmRSS")
    let peak = status("VmHWM")
    print("\(bytes) \(peak) \(before) \(withText) \(held) \(String(format: "%.1f", elapsed)) \(vevents(document))")
    exit(0)
  }

  /// The child's figures, or nil.
  static func measureParse(_ path: String) -> [String]? {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--ics-parse-memory", path]
    let pipe = Pipe()
    child.standardOutput = pipe
    guard (try? child.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    return fields.count == 7 ? fields : nil
  }

  // MARK: The rows

  /// Prints the rows and the memory lines. `peers` holds run.sh's lines
  /// from the two peers; `large` the files to parse (the first is timed).
  static func report(peersFile: String?, large: [String], only: String?) throws {
    var peers: [String: [String: [String]]] = [:]  // tool → key → fields
    var versions: [String: String] = [:]
    if let peersFile, let text = try? String(contentsOfFile: peersFile, encoding: .utf8) {
      for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        if fields.count == 3, fields[0] == "#version" { versions[fields[1]] = fields[2] }
        if fields.count >= 5, !fields[0].hasPrefix("#") { peers[fields[0], default: [:]][fields[1]] = Array(fields[2...]) }
      }
    }
    func peer(_ tool: String, _ key: String) -> Figure? {
      guard let f = peers[tool]?[key], f.count == 4, let m = Double(f[0]), let l = Double(f[1]), let h = Double(f[2]),
        let c = Int(f[3])
      else { return nil }
      return Figure(median: m, low: l, high: h, count: c)
    }
    let quick = Timing.quick
    let wanted = { (name: String) in only == nil || only == name }
    let tools = [("rie", "recurring-ical-events"), ("libical", "libical")]
    print("# iCalendar (issue 23): ms per call, median of the rounds after a warm-up [fastest–slowest]; each tool's count of "
      + "occurrences (icsExpandYear) or VEVENTs (icsParse10MB) beside its time")
    for (tool, name) in tools {
      print("# \(name): " + (versions[tool] ?? "unavailable (run.sh could not run it: see its output)"))
    }
    print(pad("operation", 15) + lpad("DateMath ms", 12) + lpad("range", 14) + lpad("count", 8)
      + lpad("rie ms", 10) + lpad("count", 8) + lpad("rie/DM", 8)
      + lpad("libical ms", 12) + lpad("count", 8) + lpad("libical/DM", 11))
    func row(_ name: String, _ dateMath: Figure?, peerKey: String, note: String) {
      func range(_ f: Figure) -> String { number(f.low) + "–" + number(f.high) }
      var line = pad(name, 15)
      line += lpad(dateMath.map { number($0.median) } ?? "–", 12) + lpad(dateMath.map(range) ?? "–", 14)
        + lpad(dateMath.map { String($0.count) } ?? "–", 8)
      var counts: [(String, Int)] = dateMath.map { [("DateMath", $0.count)] } ?? []
      for (tool, _) in tools {
        let figure = peer(tool, peerKey)
        line += lpad(figure.map { number($0.median) } ?? "–", tool == "rie" ? 10 : 12)
          + lpad(figure.map { String($0.count) } ?? "–", 8)
        let ratio = figure.flatMap { f in dateMath.map { String(format: "%.1f×", f.median / $0.median) } }
        line += lpad(ratio ?? "–", tool == "rie" ? 8 : 11)
        if let figure { counts.append((tool, figure.count)) }
      }
      print(line + "  " + note)
      if Set(counts.map(\.1)).count > 1 {
        print("#   \(name): the counts differ (" + counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
          + "); docs/performance.md says which differences are known")
      }
    }
    let window = try Date(rfc3339: from)..<Date(rfc3339: to)
    if wanted("icsExpandYear") {
      var figure: Figure?
      if let text = readText(calendarPath) {
        figure = try time(rounds: quick ? 5 : 11) { try expand(text, in: window) }
      }
      let size = (try? FileManager.default.attributesOfItem(atPath: calendarPath)[.size] as? Int) ?? nil
      row("icsExpandYear", figure, peerKey: "icsExpandYear",
        note: "parse Benchmarks/ics/calendar-500.ics (\(size.map { "\($0 / 1024) KiB" } ?? "missing")), expand \(from)..\(to)")
    }
    if wanted("icsParse10MB") {
      var figure: Figure?
      var note = "no file: run.sh writes it with python3 (Benchmarks/ics/make_calendar.py large)"
      if let path = large.first, let text = readText(path) {
        figure = try time(rounds: quick ? 3 : 7) { vevents(try ICalendarDocument(parsing: text)) }
        note = "parse \(URL(fileURLWithPath: path).lastPathComponent) (\(String(format: "%.1f", Double(text.utf8.count) / 1_048_576)) MiB)"
      }
      row("icsParse10MB", figure, peerKey: large.first.map { "icsParse:" + URL(fileURLWithPath: $0).lastPathComponent } ?? "",
        note: note)
      // Memory: each file parsed in a fresh process of each tool.
      func mib(_ kib: Int) -> String { String(format: "%.1f MiB", Double(kib) / 1024) }
      for path in large {
        let file = URL(fileURLWithPath: path).lastPathComponent
        guard let f = measureParse(path), let bytes = Int(f[0]), let peak = Int(f[1]), let before = Int(f[2]),
          let withText = Int(f[3]), let held = Int(f[4])
        else {
          print("# memory, \(file): the child process failed")
          continue
        }
        let inputKiB = bytes / 1024
        print("# memory, \(file) (\(String(format: "%.1f", Double(bytes) / 1_048_576)) MiB), a fresh process that reads "
          + "and parses it (VmHWM): DateMath peak \(mib(peak)) = \(mib(before)) at start + \(mib(withText - before)) "
          + "the text + \(mib(peak - withText)) parsing (\(String(format: "%.1f", Double(peak - withText) / Double(max(inputKiB, 1))))× the input); "
          + "the document held after, text dropped: \(mib(held - before)) (\(String(format: "%.1f", Double(held - before) / Double(max(inputKiB, 1))))× the input); "
          + "\(f[5]) ms, \(f[6]) VEVENTs")
        var others: [String] = []
        for (tool, name) in tools {
          guard let p = peers[tool]?["memory:" + file], p.count == 3, let peerPeak = Int(p[1]), let peerBefore = Int(p[2])
          else { continue }
          others.append("\(name) peak \(mib(peerPeak)) (\(mib(peerBefore)) before parsing, \(mib(peerPeak - peerBefore)) parsing)")
        }
        if !others.isEmpty { print("#   \(file), same measure: " + others.joined(separator: "; ")) }
      }
    }
  }
}
