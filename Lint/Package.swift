// swift-tools-version: 6.1
// datemath-lint lives in its own package so that apps depending on DateMath
// never fetch or build swift-syntax. Build and test it from this folder:
// `swift build`, `swift test`; run it with `swift run datemath-lint PATH...`.
import PackageDescription

let package = Package(
  name: "DateMathLint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "datemath-lint", targets: ["datemath-lint"]),
    .plugin(name: "DateMathLintPlugin", targets: ["DateMathLintPlugin"]),
    .plugin(name: "DateMathLintBuildToolPlugin", targets: ["DateMathLintBuildToolPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    // The DateMath library itself, for the compiled DateMath fix examples
    // only (Tests/DateMathLintFixExamples): a test target's dependency, so a
    // client of the plugin never resolves or builds it.
    .package(name: "DateMath", path: ".."),
  ],
  targets: [
    // The rules, the engine, the reporters and the command line, as a
    // library so that tests call them in-process.
    .target(
      name: "DateMathLintKit",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ]),
    .executableTarget(name: "datemath-lint", dependencies: ["DateMathLintKit"]),
    // `swift package datemath-lint` in a package that depends on this one.
    .plugin(
      name: "DateMathLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "datemath-lint",
          description: "Find date-math mistakes in the package's Swift sources")),
      dependencies: ["datemath-lint"]),
    // `plugins: [.plugin(name: "DateMathLintBuildToolPlugin", package:
    // "DateMathLint")]` on a client's target: findings as build warnings.
    .plugin(
      name: "DateMathLintBuildToolPlugin",
      capability: .buildTool(),
      dependencies: ["datemath-lint"]),
    .testTarget(
      name: "DateMathLintTests",
      dependencies: ["DateMathLintKit", "datemath-lint", .product(name: "SwiftParser", package: "swift-syntax")],
      // Rule fixtures and --fix's before/after files, read from the source
      // tree by the tests (which type-check the latter themselves).
      // FixExamples/FoundationFixes.swift is compiled: every Foundation fix
      // a message gives, in context.
      exclude: ["Fixtures", "FixFixtures"]),
    // Every DateMath fix a message gives, in context, compiled against
    // DateMath (the tests read this file's text to find each fix in it).
    .testTarget(
      name: "DateMathLintFixExamples",
      dependencies: [.product(name: "DateMath", package: "DateMath")]),
  ],
  swiftLanguageModes: [.v6]
)
