import SwiftSyntax

/// `TimeZone(identifier:)` or `Zone(identifier:)` with a name that is not
/// a region of the IANA tz database.
public struct TimeZoneIdentifierRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "timezone-identifier",
    summary: "A time zone identifier that is an abbreviation or a legacy name",
    severity: .warning,
    rationale: """
      "EST", "MST" and "HST" are IANA zones of their own with a fixed offset and no DST, \
      not the regions people mean, and other abbreviations are not IANA names at all. \
      `TimeZone(identifier: "EST")` is always -05:00: for 2024-07-01T12:00Z it gives 07:00, \
      while New York's clocks read 08:00 (-04:00, America/New_York). Names such as "PST" \
      are not in the database and behave differently per platform, and "US/Eastern", \
      "EST5EDT" and the other backward-compatible names may be dropped. "Etc/GMT+5" is \
      -05:00 (the POSIX sign is inverted), which is rarely what its writer meant. The rule \
      fires on a literal identifier of 2 to 5 capital letters (with an optional digit and \
      DST abbreviation, as in "EST5EDT"), except UTC and GMT, on "US/…", "Canada/…", \
      "SystemV/…" and on "Etc/GMT+N" / "Etc/GMT-N".
      """,
    foundationFix: """
      Use the region's identifier, `TimeZone(identifier: "America/New_York")`; for a fixed \
      offset, `TimeZone(secondsFromGMT: -18_000)`.
      """,
    dateMathFix: """
      Use the region's identifier, `TimeZone(identifier: "America/New_York")` or DateMath's \
      `try Zone(identifier: "America/New_York")`; for a fixed offset, \
      `try Zone(fixedOffset: UTCOffset(seconds: -18_000))`.
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// Why `name` is not a region's identifier; nil when it may be one.
  static func problem(_ name: String) -> String? {
    if name == "UTC" || name == "GMT" { return nil }
    // EST, CET, PRC, and the POSIX-style EST5EDT, PST8PDT: ^[A-Z]{2,5}([0-9][A-Z]{3,4})?$
    let bytes = Array(name.utf8)
    let upper = { (b: UInt8) in b >= 65 && b <= 90 }
    var i = 0
    while i < bytes.count, upper(bytes[i]) { i += 1 }
    if (2...5).contains(i) {
      var tail = bytes[i...]
      var matches = tail.isEmpty
      if let first = tail.first, first >= 48, first <= 57 {
        tail = tail.dropFirst()
        matches = (3...4).contains(tail.count) && tail.allSatisfy(upper)
      }
      if matches { return "\"\(name)\" is an abbreviation or a fixed-rule zone, not a region" }
    }
    for prefix in ["US/", "Canada/", "SystemV/", "Mexico/", "Brazil/", "Chile/"] where name.hasPrefix(prefix) {
      return "\"\(name)\" is a backward-compatible alias"
    }
    if name.hasPrefix("Etc/GMT+") || name.hasPrefix("Etc/GMT-") {
      return "\"\(name)\" has the POSIX sign: Etc/GMT+5 is UTC-05:00"
    }
    return nil
  }

  /// The fix for the identifier `name` in the file's terms: a `Zone` for
  /// DateMath's `Zone(identifier:)` in a file that imports DateMath, a
  /// `TimeZone` otherwise (with DateMath's call beside it there).
  static func fix(_ name: String, isZone: Bool, _ file: LintedFile) -> String {
    let what = name.hasPrefix("Etc/") ? "a fixed offset" : "the region's IANA identifier"
    if !file.importsDateMath { return "\(what): \(FixText.code(FixText.zoneCall(for: name, zone: false)))" }
    if isZone { return "\(what): \(FixText.code(FixText.zoneCall(for: name, zone: true)))" }
    return "\(what): \(FixText.code(FixText.zoneCall(for: name, zone: false))) "
      + "(a DateMath Zone: \(FixText.code(FixText.zoneCall(for: name, zone: true))))"
  }

  /// Finds the calls.
  private final class Visitor: SyntaxVisitor {
    let file: LintedFile
    var hits: [RuleHit] = []

    init(file: LintedFile) {
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard ["TimeZone", "NSTimeZone", "Zone"].contains(node.calleeName ?? ""), node.labels.first == "identifier",
        let name = node.firstArgument?.unwrapped.as(StringLiteralExprSyntax.self)?.plainText,
        let problem = TimeZoneIdentifierRule.problem(name)
      else { return .visitChildren }
      hits.append(
        RuleHit(node, "\(problem); use \(TimeZoneIdentifierRule.fix(name, isZone: node.calleeName == "Zone", file))"))
      return .visitChildren
    }
  }
}
