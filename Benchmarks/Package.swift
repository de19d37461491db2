// swift-tools-version: 6.1
// The benchmark lives in its own package so that the main build and CI do
// not compile it. Run it with Benchmarks/run.sh.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name, whatever the checkout
// is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
  name: "DateMathBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(
      name: "datemath-bench",
      dependencies: [.product(name: "DateMath", package: root.lastPathComponent)])
  ],
  swiftLanguageModes: [.v6]
)
