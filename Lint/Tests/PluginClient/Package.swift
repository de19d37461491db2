// swift-tools-version: 6.1
// A small client of the lint plugin, used by Lint/Scripts/plugin-test.sh:
// it depends on the Lint package by path, as an app would by URL, and runs
// `swift package datemath-lint`. Not built by the Lint package itself.
import PackageDescription

let package = Package(
  name: "PluginClient",
  dependencies: [.package(name: "DateMathLint", path: "../..")],
  targets: [.target(name: "Client")]
)
