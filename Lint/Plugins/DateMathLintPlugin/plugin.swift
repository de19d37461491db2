import Foundation
import PackagePlugin

/// `swift package datemath-lint [--target NAME]... [datemath-lint options]`:
/// runs datemath-lint over the Swift source folders of the package's
/// targets (all of them, or those named with `--target`). The package's
/// `.datemath-lint.yml` (or `.yaml`, `.json`) is used when present. A run
/// with findings at or above `--fail-on` fails the command.
@main
struct DateMathLintPlugin: CommandPlugin {
  /// Runs the tool and turns its exit status into the command's.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var options = extractor.remainingArguments

    let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
    let folders = targets.compactMap { $0 as? SourceModuleTarget }.map(\.directoryURL.path)
    guard !folders.isEmpty else {
      Diagnostics.error("datemath-lint: the package has no Swift source targets to lint")
      return
    }
    let packageDirectory = context.package.directoryURL.path
    if !options.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") || $0 == "--no-config" }) {
      for name in [".datemath-lint.yml", ".datemath-lint.yaml", ".datemath-lint.json"] {
        let path = (packageDirectory as NSString).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: path) {
          options += ["--config", path]
          break
        }
      }
    }

    let tool = try context.tool(named: "datemath-lint")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = options + ["--"] + folders
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: break
    case 1: Diagnostics.error("datemath-lint found date-math mistakes (see above)")
    default: Diagnostics.error("datemath-lint failed with exit status \(process.terminationStatus)")
    }
  }
}
