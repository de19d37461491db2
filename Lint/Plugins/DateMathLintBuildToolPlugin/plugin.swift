import Foundation
import PackagePlugin

/// Runs datemath-lint over a target's Swift files as part of its build, so
/// that `swift build` and Xcode show the findings as warnings in the files:
///
/// ```swift
/// .target(name: "App", plugins: [.plugin(name: "DateMathLintBuildToolPlugin", package: "DateMathLint")])
/// ```
///
/// The command is a build command (a prebuild command cannot run a tool
/// built from source) whose inputs are the target's Swift files; it
/// declares no output. SwiftPM runs it when an input or the tool changed,
/// as it recompiles a file, and prints its output. The tool prints
/// `--format xcode` lines, `/abs/path:line:column: warning: [rule-id]
/// message`, which Xcode puts in the file, and exits 0 (`--fail-on never`),
/// so a finding never fails the build.
///
/// The configuration is named by its folder (`--config` with the package's
/// or the Xcode project's folder), so the tool reads the
/// `.datemath-lint.yml` (or `.yaml`, `.json`) that is there when it runs.
/// The file is not an input: an input that is later deleted would fail
/// the build until SwiftPM plans it again, and SwiftPM does not re-run the
/// plugin for that.
@main
struct DateMathLintBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles(withSuffix: "swift").map(\.url)
    return try Self.commands(
      tool: context.tool(named: "datemath-lint").url, files: files, target: target.name,
      configurationFolder: context.package.directoryURL)
  }

  /// The one command that lints `files` (none when there are none).
  static func commands(tool: URL, files: [URL], target: String, configurationFolder: URL) -> [Command] {
    guard !files.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "datemath-lint \(target)",
        executable: tool,
        arguments: ["--format", "xcode", "--fail-on", "never", "--config", configurationFolder.path, "--"]
          + files.map(\.path),
        inputFiles: files,
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
        configurationFolder: context.xcodeProject.directoryURL)
    }
  }
#endif
