// swift-tools-version: 6.1
// A small client of the build-tool plugin, used by
// Lint/Scripts/build-plugin-test.sh: it depends on the Lint package by
// path, as an app would by URL, and applies DateMathLintBuildToolPlugin to
// its target, so `swift build` prints the findings as warnings. Not built
// by the Lint package itself.
import PackageDescription

let package = Package(
  name: "BuildPluginClient",
  dependencies: [.package(name: "DateMathLint", path: "../..")],
  targets: [
    .target(
      name: "Client",
      plugins: [.plugin(name: "DateMathLintBuildToolPlugin", package: "DateMathLint")])
  ]
)
