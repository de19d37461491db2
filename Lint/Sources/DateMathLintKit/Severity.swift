/// How serious a finding is, from least to most; `--fail-on` compares
/// against it.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
  /// Worth knowing; not a wrong answer (a cost, say).
  case note
  /// A wrong answer on some dates or in some zones.
  case warning
  /// A wrong answer on ordinary dates.
  case error

  /// The rank used by `<`: note < warning < error.
  var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders by rank.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  /// The SARIF 2.1.0 `level` of this severity.
  public var sarifLevel: String { rawValue }
}
