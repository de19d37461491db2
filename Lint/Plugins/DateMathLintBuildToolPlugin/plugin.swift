import Foundation
import PackagePlugin

/// Runs datemath-lint over a target's Swift files on every build, so that
/// `swift build` and Xcode show the findings as warnings in the files:
///
/// ```swift
/// .target(name: "App", plugins: [.plugin(name: "DateMathLintBuildToolPlugin", package: "DateMathLint")])
/// ```
///
/// The command is a build command (not a prebuild command, which cannot
/// run a tool built from source on Linux) with the target's Swift files and
/// the configuration as inputs and no output, so SwiftPM runs it on every
/// build. The tool prints `--format xcode` lines, `/abs/path:line:column:
/// warning: [rule-id] message`, which Xcode puts in the file and SwiftPM
/// prints; it exits 0 (`--fail-on never`), so a finding never fails the
/// build. The package's `.datemath-lint.yml` (or `.yaml`, `.json`) is used
/// when present.
@main
struct DateMathLintBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles(withSuffix: "swift").map(\.url)
    return try Self.commands(
      tool: context.tool(named: "datemath-lint").url, files: files, target: target.name,
      configurationDirectory: context.package.directoryURL)
  }

  /// The one command that lints `files` (none when there are none).
  static func commands(tool: URL, files: [URL], target: String, configurationDirectory: URL) -> [Command] {
    guard !files.isEmpty else { return [] }
    let configuration = [".datemath-lint.yml", ".datemath-lint.yaml", ".datemath-lint.json"]
      .map { configurationDirectory.appendingPathComponent($0) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
    let options = ["--format", "xcode", "--fail-on", "never"] + (configuration.map { ["--config", $0.path] } ?? ["--no-config"])
    return [
      .buildCommand(
        displayName: "datemath-lint \(target)",
        executable: tool,
        arguments: options + ["--"] + files.map(\.path),
        inputFiles: files + (configuration.map { [$0] } ?? []),
        outputFiles: [])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension DateMathLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same for a target of an Xcode project; the configuration is
    /// looked for in the project's folder.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
      return try Self.commands(
        tool: context.tool(named: "datemath-lint").url, files: files, target: target.displayName,
        configurationDirectory: context.xcodeProject.directoryURL)
    }
  }
#endif
