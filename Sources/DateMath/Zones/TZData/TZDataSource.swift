import Foundation

/// Where DateMath reads the IANA tz database from, and which release that
/// is.
///
/// Correct arithmetic over stale rules is still a wrong answer: the tz
/// database changes several times a year, and the copy inside a Swift
/// toolchain or an OS is often a year old. DateMath compiles in a current
/// release (``bundled``), can read the system's (``system()``) or any
/// zoneinfo directory (``init(contentsOf:)``), and can still ask
/// Foundation's `TimeZone` (``foundation``).
///
/// ``default`` is the newest release available (``bundled`` on a Linux
/// toolchain; the OS's data on a Mac whose OS is newer), chosen once per
/// process, unless the environment variable `DATEMATH_TZDATA` or code sets
/// it:
///
/// ```swift
/// let january2027 = try Date(rfc3339: "2027-01-15T12:00:00Z")
/// try Zone(identifier: "America/Vancouver", source: .bundled).offset(at: january2027)  // -07:00 — tz 2026f
/// TZDataSource.bundled.version  // "2026f"
/// ```
///
/// Foundation's `TimeZone` on the Swift 6.3.1 toolchain for Linux holds
/// 2025b, which still changes Vancouver's clocks: there
/// `try Zone(identifier: "America/Vancouver", source: .foundation)` says -08:00
/// for the same instant.
///
/// Every source reads the same TZif format (RFC 8536, RFC 9636) into the
/// same tables, except ``foundation``, which asks `TimeZone`. A zone
/// keeps the source it was made with (``Zone/tzData``).
public struct TZDataSource: Sendable, Hashable, CustomStringConvertible {
  /// The kinds of source.
  public enum Kind: String, Sendable, CaseIterable {
    /// IANA data compiled into DateMath (`Sources/CDateMathTZData`).
    case bundled
    /// The system's zoneinfo directory: `TZDIR`, else `/usr/share/zoneinfo`.
    case system
    /// Foundation's `TimeZone` (on Linux, the copy inside the toolchain).
    case foundation
    /// A zoneinfo directory given by path.
    case directory
    /// A bundle file written by `Scripts/make_tzdata_bundle.py --binary`.
    case bundleFile
    /// One TZif file given as `Data` (``Zone/init(identifier:tzif:version:)``).
    case file
  }

  let provider: _TZProvider

  init(_ provider: _TZProvider) { self.provider = provider }

  /// The kind of source.
  ///
  /// ```swift
  /// TZDataSource.bundled.kind                            // bundled
  /// try Zone(identifier: "Europe/Paris", source: .foundation).tzData.kind  // foundation
  /// ```
  public var kind: Kind { provider.kind }

  /// The IANA release, such as `"2026f"`, or `"unknown"` when the source
  /// does not say (a directory without `tzdata.zi` or `+VERSION`) or
  /// names no plausible release (`9999z`).
  ///
  /// ```swift
  /// TZDataSource.bundled.version                                       // "2026f"
  /// try Zone(identifier: "America/New_York").tzData.version == TZDataSource.default.version  // true
  /// ```
  public var version: String { provider.version }

  /// The directory or file read, for ``Kind/system``, ``Kind/directory``
  /// and ``Kind/bundleFile``.
  ///
  /// ```swift
  /// TZDataSource.bundled.path     // nil — compiled in, not read from a file
  /// TZDataSource.foundation.path  // nil
  /// ```
  public var path: String? { provider.path }

  /// "bundled 2026f", "system 2025b (/usr/share/zoneinfo)".
  public var description: String {
    "\(kind.rawValue) \(version)" + (path.map { " (\($0))" } ?? "")
  }

  /// The zone identifiers the source knows, links included, sorted.
  ///
  /// ```swift
  /// TZDataSource.bundled.identifiers.first                 // "Africa/Abidjan"
  /// TZDataSource.bundled.identifiers.contains("US/Eastern")  // true — a link to America/New_York
  /// ```
  public var identifiers: [String] { provider.identifiers }

  /// The canonical name of an identifier: itself for a zone, its target
  /// for a link (`"US/Eastern"` → `"America/New_York"`), or nil when the
  /// source does not know it. Foundation has no link table: for
  /// ``foundation`` the bundled data's links answer.
  ///
  /// ```swift
  /// TZDataSource.bundled.canonicalIdentifier(for: "US/Eastern")         // "America/New_York"
  /// TZDataSource.bundled.canonicalIdentifier(for: "Asia/Calcutta")      // "Asia/Kolkata"
  /// TZDataSource.bundled.canonicalIdentifier(for: "America/New_York")   // "America/New_York"
  /// TZDataSource.bundled.canonicalIdentifier(for: "America/Sao_Paolo")  // nil
  /// ```
  public func canonicalIdentifier(for identifier: String) -> String? {
    provider.canonical(identifier)
  }

  /// Sources are equal when they are of the same kind and read the same
  /// place of the same release (for one TZif file: the same bytes under
  /// the same identifier).
  public static func == (lhs: TZDataSource, rhs: TZDataSource) -> Bool {
    lhs.provider.cacheKey == rhs.provider.cacheKey
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) { hasher.combine(provider.cacheKey) }

  // MARK: Sources

  /// The IANA release compiled into DateMath, from PyPI `tzdata` by
  /// `Scripts/update-tzdata.sh`.
  ///
  /// ```swift
  /// TZDataSource.bundled.description  // "bundled 2026f"
  /// let asuncion = try Zone(identifier: "America/Asuncion", source: .bundled)
  /// try asuncion.offset(at: Date(rfc3339: "2025-07-01T12:00:00Z"))  // -03:00 — Paraguay's year-round time since October 2024 (tz 2025a)
  /// ```
  public static var bundled: TZDataSource { TZDataSource(_TZProvider.bundled) }

  /// Foundation's `TimeZone`, whose release is
  /// `TimeZone.timeZoneDataVersion` (on Linux, frozen into the Swift
  /// toolchain). Offsets after 2200 come from Foundation too.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York", source: .foundation)
  /// try newYork.offset(at: Date(rfc3339: "2017-03-12T07:00:00Z"))  // -04:00 — the first instant of EDT
  /// try newYork.offset(at: Date(rfc3339: "2017-03-12T06:59:59Z"))  // -05:00
  /// ```
  public static var foundation: TZDataSource { TZDataSource(_TZProvider.foundation) }

  /// The system's zoneinfo directory: `$TZDIR` when set, else
  /// `/usr/share/zoneinfo`. Its release is read from `tzdata.zi` or
  /// `+VERSION`.
  ///
  /// ```swift
  /// // nil on a machine without a zoneinfo directory (some containers).
  /// let system = try? TZDataSource.system()
  /// system == nil || system?.path == ProcessInfo.processInfo.environment["TZDIR"] ?? "/usr/share/zoneinfo"  // true
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidTZData`` when the directory is
  ///   missing.
  public static func system() throws(DateMathError) -> TZDataSource {
    let environment = ProcessInfo.processInfo.environment["TZDIR"] ?? ""
    let path = environment.isEmpty ? "/usr/share/zoneinfo" : environment
    return TZDataSource(try _TZProvider.directory(path, kind: .system))
  }

  /// A zoneinfo directory (TZif files named by identifier, such as
  /// `America/New_York`), or a bundle file written by
  /// `Scripts/make_tzdata_bundle.py --binary`.
  ///
  /// ```swift
  /// try TZDataSource(contentsOf: "/no/such/zoneinfo")  // throws invalidTZData: /no/such/zoneinfo does not exist
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidTZData`` when the path is
  ///   neither, or the bundle is malformed.
  public init(contentsOf path: String) throws(DateMathError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw DateMathError(.invalidTZData, "\(path) does not exist")
    }
    if isDirectory.boolValue {
      self.init(try _TZProvider.directory(path, kind: .directory))
      return
    }
    // A bundle of every zone is about 220 KB; one of "fat" files, 1 MB.
    let limit = 64 << 20
    guard let data = _TZProvider.read(path, limit: limit + 1) else {
      throw DateMathError(.invalidTZData, "\(path) cannot be read as a file")
    }
    guard data.count <= limit else {
      throw DateMathError(.invalidTZData, "\(path) is larger than 64 MiB: not a tz data bundle")
    }
    self.init(try _TZProvider.bundleFile(path, data: data))
  }

  /// A source by name, as `DATEMATH_TZDATA` and `datecalc --tzdata` take
  /// it: `bundled`, `system`, `foundation`, or a path (a zoneinfo
  /// directory or a bundle file). A path contains a `/` or starts with
  /// `.`: `./tzd2`, not `tzd2`, for a directory in the current one.
  ///
  /// ```swift
  /// try TZDataSource(named: "bundled") == .bundled   // true
  /// try TZDataSource(named: "foundation").kind       // foundation
  /// try TZDataSource(named: "tzd2")                  // throws invalidTZData: is not a tz data source
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/invalidTZData`` for a path that is
  ///   neither, or a missing system directory.
  public init(named name: String) throws(DateMathError) {
    switch name {
    case "bundled": self = .bundled
    case "foundation": self = .foundation
    case "system": self = try .system()
    default:
      guard name.contains("/") || name.hasPrefix(".") else {
        // A bare word is never read as a path (a file named "system" must
        // not shadow the source); one that names something here is shown
        // how to write it as a path.
        var isDirectory: ObjCBool = false
        let here = FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory)
        throw DateMathError(
          .invalidTZData,
          "\(DateMathError.quoted(name)) is not a tz data source: use bundled, system, foundation, or a path"
            + (here
              ? " (\(DateMathError.quoted("./" + name)) for the \(isDirectory.boolValue ? "directory" : "file") here)"
              : ""))
      }
      try self.init(contentsOf: name)
    }
  }

  /// The sources this machine has: ``bundled``, ``system()`` when its
  /// directory exists, and ``foundation``.
  ///
  /// ```swift
  /// TZDataSource.available.first == .bundled     // true
  /// TZDataSource.available.last == .foundation   // true
  /// TZDataSource.available.contains { $0.kind == .system } == ((try? TZDataSource.system()) != nil)  // true
  /// ```
  public static var available: [TZDataSource] {
    [bundled] + ((try? system()).map { [$0] } ?? []) + [foundation]
  }

  // MARK: The default

  /// The environment variable that chooses the default source:
  /// `bundled`, `system`, `foundation`, or a path.
  ///
  /// ```swift
  /// TZDataSource.environmentVariable  // "DATEMATH_TZDATA" — DATEMATH_TZDATA=foundation swift test reads Foundation's zones
  /// ```
  public static let environmentVariable = "DATEMATH_TZDATA"

  /// The source ``Zone/init(identifier:)`` and
  /// ``Zone/init(timeZone:)`` use.
  ///
  /// Chosen once per process, on first use: the source named by
  /// `DATEMATH_TZDATA` when set, else the newest release in ``available``
  /// among those that have UTC, Europe/London, America/New_York and
  /// Asia/Tokyo (ties go to ``bundled``, then ``system()``, so the answers
  /// do not depend on which copy of one release is read). Only a plausible
  /// IANA release name counts: four digits of a year from 1970 to three
  /// years from now, then lower-case letters (`9999z` is `"unknown"`).
  /// Setting it changes the source of zones made afterwards; zones made
  /// before keep theirs.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// newYork.tzData == TZDataSource.default  // true
  /// ```
  public static var `default`: TZDataSource {
    get { _DefaultTZData.shared.current.source }
    set { _DefaultTZData.shared.set(newValue, reason: "set by TZDataSource.default") }
  }

  /// Why ``default`` is what it is: "newest available (also: …)",
  /// "DATEMATH_TZDATA=foundation", or the reason given to
  /// `setDefault(_:reason:)`.
  package static var defaultReason: String { _DefaultTZData.shared.current.reason }

  /// Why `DATEMATH_TZDATA` was ignored, when it is set but names no usable
  /// source (the default is then the newest available); nil otherwise.
  package static var defaultProblem: String? { _DefaultTZData.shared.current.problem }

  /// Makes `source` the default for zones made from now on, with the
  /// reason `defaultReason` reports (such as "--tzdata foundation").
  package static func setDefault(_ source: TZDataSource, reason: String) {
    _DefaultTZData.shared.set(source, reason: reason)
  }

  // MARK: Versions

  /// Whether `text` is a plausible IANA release name: four digits of a
  /// year from 1970 to three years after the current one, then one or
  /// more (at most 8) lower-case letters (`2025b`, `2025aa`). A version
  /// that is not one (`9999z` in a hand-made `tzdata.zi`) is not believed:
  /// the source's version is then `"unknown"`.
  package static func isRelease(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard (5...12).contains(bytes.count),
      bytes.prefix(4).allSatisfy({ (0x30...0x39).contains($0) }),
      bytes.dropFirst(4).allSatisfy({ (0x61...0x7A).contains($0) }),
      let year = Int(text.prefix(4))
    else { return false }
    return (1970...latestPlausibleYear).contains(year)
  }

  /// Three years after the current year (UTC): no release can be named
  /// later than that.
  static var latestPlausibleYear: Int {
    _Civil.civilFromDays(Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))).year + 3
  }

  /// Zones every tz database has. A source that lacks any of them (a
  /// directory of a few files) never becomes ``default`` by being the
  /// newest, whatever release it claims.
  package static let commonZones = ["UTC", "Europe/London", "America/New_York", "Asia/Tokyo"]

  /// Whether the source knows every one of ``commonZones``.
  package var hasCommonZones: Bool {
    Self.commonZones.allSatisfy { canonicalIdentifier(for: $0) != nil }
  }

  /// Whether release `a` is newer than release `b`: by year, then by
  /// letter (`2026f` > `2026a` > `2025z`; `2025aa` would follow `2025z`).
  /// A version that is not a release (`"unknown"`) is older than any.
  package static func isVersion(_ a: String, newerThan b: String) -> Bool {
    switch (isRelease(a), isRelease(b)) {
    case (false, _): return false
    case (true, false): return true
    case (true, true):
      // Same-length prefixes of digits compare as text.
      return (String(a.prefix(4)), a.utf8.count, String(a.dropFirst(4)))
        > (String(b.prefix(4)), b.utf8.count, String(b.dropFirst(4)))
    }
  }

  /// IANA identifier syntax: one or more components of letters, digits,
  /// `.`, `_`, `+` and `-`, joined by `/`; no empty, `.` or `..`
  /// component; at most 255 bytes. No control characters, so a name can
  /// never reach a file outside a zoneinfo directory.
  package static func isValidIdentifier(_ identifier: String) -> Bool {
    let bytes = Array(identifier.utf8)
    guard !bytes.isEmpty, bytes.count <= 255 else { return false }
    for component in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
      guard !component.isEmpty, component.elementsEqual(".".utf8) == false,
        component.elementsEqual("..".utf8) == false,
        component.allSatisfy({ byte in
          (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || [UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(byte)
        })
      else { return false }
    }
    return true
  }
}

/// The process-wide default source: chosen on first use, replaceable.
final class _DefaultTZData: @unchecked Sendable {
  static let shared = _DefaultTZData()

  private let lock = NSLock()
  private var chosen: Choice?
  /// Zones `Zone(identifier:)` found in the chosen source, by name, for
  /// readers of zone names in text (see `_ZoneNameMemo`). Emptied whenever
  /// the choice changes, so it only ever answers with zones of the current
  /// default. Read without the lock; written under it.
  private let zonesByName = _ZoneNameMemo()

  struct Choice {
    var source: TZDataSource
    var reason: String
    var problem: String?
  }

  var current: Choice {
    lock.lock()
    defer { lock.unlock() }
    if let chosen { return chosen }
    let choice = Self.choose(environment: ProcessInfo.processInfo.environment)
    chosen = choice
    return choice
  }

  func set(_ source: TZDataSource, reason: String) {
    lock.lock()
    chosen = Choice(source: source, reason: reason, problem: nil)
    zonesByName.removeAll()
    lock.unlock()
  }

  /// The zone `Zone(identifier:)` gives for the name whose UTF-8 is `name`,
  /// when it was remembered; nil otherwise (ask `Zone(identifier:)`).
  /// Takes no lock: threads reading zone names at once do not wait for
  /// each other.
  func rememberedZone(named name: UnsafeBufferPointer<UInt8>) -> Zone? {
    zonesByName.zone(named: name)
  }

  /// Remembers what `Zone(identifier: name, source: source)` gave, unless
  /// the default is no longer `source` (it changed while the zone was
  /// being found).
  func remember(_ zone: Zone, named name: String, from source: TZDataSource) {
    lock.lock()
    defer { lock.unlock() }
    guard let chosen, chosen.source.provider === source.provider else { return }
    zonesByName.insert(zone, named: name)
  }

  /// The source `DATEMATH_TZDATA` names, else the newest available.
  static func choose(environment: [String: String]) -> Choice {
    var problem: String?
    if let named = environment[TZDataSource.environmentVariable], !named.isEmpty {
      do {
        return Choice(
          source: try TZDataSource(named: named),
          reason: "\(TZDataSource.environmentVariable)=\(named)", problem: nil)
      } catch {
        problem = "\(TZDataSource.environmentVariable) ignored: \(error.message)"
      }
    }
    let newest = newest(of: TZDataSource.available)
    let others = TZDataSource.available.filter { $0 != newest }.map(\.description)
    return Choice(
      source: newest,
      reason: "newest available" + (others.isEmpty ? "" : " (also: \(others.joined(separator: ", ")))")
        + (problem.map { "; \($0)" } ?? ""),
      problem: problem)
  }

  /// The newest release among the sources that have the common zones
  /// (`TZDataSource.commonZones`); on a tie the first in `sources`.
  static func newest(of sources: [TZDataSource]) -> TZDataSource {
    let complete = sources.filter(\.hasCommonZones)
    var best = complete.first ?? sources.first ?? .bundled
    for source in complete.dropFirst()
    where TZDataSource.isVersion(source.version, newerThan: best.version) {
      best = source
    }
    return best
  }
}
