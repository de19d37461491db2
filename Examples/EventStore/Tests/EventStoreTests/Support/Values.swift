import DateMath
import Foundation

/// The tz data releases the tests compare: DateMath's bundled 2026f and
/// the repository's 2025b bundle (`Fixtures/tzdata/tzdata-2025b.dmtz`).
enum TZData {
  /// IANA 2026f, compiled into DateMath.
  static let release2026f = TZDataSource.bundled

  /// IANA 2025b, read from the repository's fixture.
  static func release2025b() throws -> TZDataSource {
    try TZDataSource(contentsOf: repositoryRoot.appendingPathComponent("Fixtures/tzdata/tzdata-2025b.dmtz").path)
  }

  /// The DateMath repository: six levels above this file
  /// (Examples/EventStore/Tests/EventStoreTests/Support/Values.swift).
  static let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<6 { url.deleteLastPathComponent() }
    return url
  }()
}

/// `Date(rfc3339:)`, with the expanded years DateMath writes outside 0000–9999.
func instant(_ text: String) throws -> Date { try Date(rfc3339: text, extensions: .expandedYears) }

/// `CivilDate(parsing:)`.
func day(_ text: String) throws -> CivilDate { try CivilDate(parsing: text) }

/// `CivilDateTime(parsing:)`.
func local(_ text: String) throws -> CivilDateTime { try CivilDateTime(parsing: text) }

/// A zone with the bundled 2026f data, whatever `DATEMATH_TZDATA` says.
func zone(_ identifier: String) throws -> Zone {
  try Zone(identifier: identifier, source: TZData.release2026f)
}
