import Foundation
import Testing

/// The result of running the built `datecalc`.
struct DateCalcRun {
  let status: Int32
  let stdout: String
  let stderr: String

  /// Standard output parsed as a JSON object (nil if it is not one).
  var json: [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
  }
}

/// Runs the `datecalc` built beside the test bundle, with `now` fixed at
/// 2024-01-05T12:00:00Z and the system zone at UTC (`TZ=UTC`).
func datecalc(_ arguments: String..., now: String = "2024-01-05T12:00:00Z") throws -> DateCalcRun {
  try datecalc(arguments: arguments, now: now)
}

/// `environment` adds to or replaces variables; `unsetting` removes them
/// (`["TZ"]` runs with the system zone of /etc/localtime); `directory` is
/// the working directory (default: the test's); `standardInput` is what
/// the command reads on its standard input (default: the test's own).
func datecalc(
  arguments: [String], now: String = "2024-01-05T12:00:00Z", environment extra: [String: String] = [:],
  unsetting: [String] = [], directory: URL? = nil, standardInput: Data? = nil
) throws -> DateCalcRun {
  let process = Process()
  process.executableURL = try datecalcURL()
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["DATECALC_NOW"] = now
  environment["TZ"] = "UTC"
  // The default tz data, whatever the environment running the tests says.
  environment["DATEMATH_TZDATA"] = nil
  environment.merge(extra) { $1 }
  for name in unsetting { environment[name] = nil }
  process.environment = environment
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  // The input from a file, which the command reads at its own pace.
  var inputFile: URL?
  if let standardInput {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("datecalc-stdin-\(UUID().uuidString)")
    try standardInput.write(to: file)
    process.standardInput = try FileHandle(forReadingFrom: file)
    inputFile = file
  }
  defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
  try process.run()
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return DateCalcRun(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}

/// `datecalc` sits in the same build products folder as the test binary.
func datecalcURL() throws -> URL {
  let candidates = [
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
  ]
  for folder in candidates {
    let url = folder.appendingPathComponent("datecalc")
    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
  }
  throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "datecalc beside \(CommandLine.arguments[0])"])
}
