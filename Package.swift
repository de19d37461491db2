// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "DateMath",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "DateMath", targets: ["DateMath"]),
    .executable(name: "datecalc", targets: ["datecalc"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    .target(name: "DateMath"),
    .target(name: "TZCases", dependencies: ["DateMath"]),
    .executableTarget(
      name: "datecalc",
      dependencies: [
        "DateMath",
        "TZCases",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(
      name: "DateMathTests",
      dependencies: [
        "DateMath",
        "TZCases",
        "datecalc",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
