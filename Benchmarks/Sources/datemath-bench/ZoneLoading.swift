import DateMath
import Foundation

/// How long loading zones takes and what it costs in memory, per tz data
/// source, each measured in a fresh process so that no cache is warm:
/// the first zone (which also reads the source's index), then every other
/// zone, and the resident memory added once all are loaded.
enum ZoneLoading {
  /// Run in the child: `datemath-bench --load SOURCE`; prints one line
  /// "firstZoneNs perZoneNs residentKiB zones version".
  static func measureInThisProcess(source name: String) -> Never {
    let before = residentBytes()
    let start = DispatchTime.now().uptimeNanoseconds
    guard let source = try? TZDataSource(named: name),
      (try? Zone(identifier: "America/New_York", source: source)) != nil
    else {
      print("error")
      exit(1)
    }
    let first = DispatchTime.now().uptimeNanoseconds - start
    let identifiers = source.identifiers.filter { $0 != "America/New_York" }
    let rest = DispatchTime.now().uptimeNanoseconds
    var loaded = 1
    for identifier in identifiers where (try? Zone(identifier: identifier, source: source)) != nil {
      loaded += 1
    }
    let perZone = Double(DispatchTime.now().uptimeNanoseconds - rest) / Double(max(identifiers.count, 1))
    print("\(first) \(Int(perZone)) \((residentBytes() - before) / 1024) \(loaded) \(source.version)")
    exit(0)
  }

  /// Runs the child once per source and prints a row for each.
  static func report(sources: [String]) {
    for name in sources {
      let child = Process()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = ["--load", name]
      let pipe = Pipe()
      child.standardOutput = pipe
      guard (try? child.run()) != nil else { continue }
      child.waitUntilExit()
      let fields = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .split(whereSeparator: \.isWhitespace)
      guard fields.count == 5, let first = Double(fields[0]), let perZone = Double(fields[1]) else {
        print("# loading zones from \(name): failed")
        continue
      }
      print(
        "# loading zones from \(name) \(fields[4]) (fresh process): first zone "
          + String(format: "%.1f µs", first / 1000) + ", then " + String(format: "%.1f µs", perZone / 1000)
          + " per zone over \(fields[3]) zones; resident memory +\(fields[2]) KiB after loading all")
    }
  }
}

/// The process's resident memory (Linux; 0 elsewhere).
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = Int(statm.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
