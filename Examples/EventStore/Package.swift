// swift-tools-version: 6.1
import PackageDescription

// A real client of DateMath: a small event store on SQLite through GRDB.
// Its own package, so DateMath itself does not depend on GRDB; it uses
// DateMath from this repository by path.
let package = Package(
  name: "EventStore",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "EventStore", targets: ["EventStore"])
  ],
  dependencies: [
    .package(name: "DateMath", path: "../.."),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
  ],
  targets: [
    .target(
      name: "EventStore",
      dependencies: [
        .product(name: "DateMath", package: "DateMath"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(
      name: "EventStoreTests",
      dependencies: [
        "EventStore",
        .product(name: "DateMath", package: "DateMath"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
