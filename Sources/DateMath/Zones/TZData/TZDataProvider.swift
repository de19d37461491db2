import CDateMathTZData
import Foundation

/// What a ``TZDataSource`` reads zones from. Immutable, so it is shared
/// between threads without locks.
final class _TZProvider: Sendable {
  enum Storage: Sendable {
    case bundle(_TZDataBundle)
    /// A zoneinfo directory, and the zones and links its `tzdata.zi`
    /// lists (nil when it has none: names are then found by looking).
    case directory(String, names: [String: String]?)
    case foundation
    /// One TZif file, known by one identifier.
    case file(identifier: String, data: Data)
    /// Nothing: the compiled-in bundle, were it ever unreadable.
    case empty
  }

  let kind: TZDataSource.Kind
  let version: String
  let path: String?
  let storage: Storage
  /// What the table cache adds to a zone's identifier to tell sources
  /// apart.
  let cacheKey: String

  init(kind: TZDataSource.Kind, version: String, path: String?, storage: Storage, cacheKey: String) {
    self.kind = kind
    self.version = version
    self.path = path
    self.storage = storage
    self.cacheKey = cacheKey
  }

  /// The data compiled into DateMath (`Sources/CDateMathTZData`).
  static let bundled: _TZProvider = {
    let bytes = UnsafeRawBufferPointer(
      start: datemath_tzdata_bundle(), count: datemath_tzdata_bundle_size())
    // The compiled-in bundle is checked by the tests; were it ever
    // unreadable, an empty source says so through its version.
    let bundle = try? _TZDataBundle(.compiledIn(bytes))
    return _TZProvider(
      kind: .bundled, version: bundle?.version ?? "unreadable", path: nil,
      storage: bundle.map { .bundle($0) } ?? .empty,
      cacheKey: "bundled \(bundle?.version ?? "")")
  }()

  /// The identifiers Foundation lists, read once.
  static let foundationKnown = Set(TimeZone.knownTimeZoneIdentifiers)

  static let foundation = _TZProvider(
    kind: .foundation, version: TimeZone.timeZoneDataVersion, path: nil, storage: .foundation,
    cacheKey: "foundation")

  /// A bundle file written by `Scripts/make_tzdata_bundle.py --binary`.
  static func bundleFile(_ path: String, data: Data) throws(DateMathError) -> _TZProvider {
    do {
      let bundle = try _TZDataBundle(.data(data))
      return _TZProvider(
        kind: .bundleFile, version: bundle.version, path: path, storage: .bundle(bundle),
        cacheKey: "bundleFile \(path) \(bundle.version) \(data.count) \(Self.checksum(data))")
    } catch {
      throw DateMathError(.invalidTZData, "\(path): \(error.reason)")
    }
  }

  /// Directories read so far, by kind and path: each is read once per
  /// process, like the default choice.
  private static let directories = _Memo<String, _TZProvider>()

  /// A zoneinfo directory (`/usr/share/zoneinfo`, `TZDIR`, or any other),
  /// read once per process.
  static func directory(_ path: String, kind: TZDataSource.Kind) throws(DateMathError) -> _TZProvider {
    if let known = directories["\(kind) \(path)"] { return known }
    let provider = try readDirectory(path, kind: kind)
    return directories.insert(provider, for: "\(kind) \(path)")
  }

  static func readDirectory(_ path: String, kind: TZDataSource.Kind) throws(DateMathError) -> _TZProvider {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw DateMathError(.invalidTZData, "\(path) is not a directory of tz data")
    }
    // tzdata.zi is about 100 KB; a larger one is not read.
    let zi = read(path + "/tzdata.zi", limit: 4 << 20).map { String(decoding: $0, as: UTF8.self) } ?? ""
    var version: String?
    var names: [String: String]?
    if !zi.isEmpty {
      var listed: [String: String] = [:]
      for line in zi.split(separator: "\n", omittingEmptySubsequences: true) {
        let fields = line.split(separator: " ")
        if line.hasPrefix("# version "), fields.count >= 3, version == nil {
          version = String(fields[2])
        } else if fields.first == "Z", fields.count >= 2 {
          listed[String(fields[1])] = String(fields[1])
        } else if fields.first == "L", fields.count >= 3 {
          listed[String(fields[2])] = String(fields[1])
        }
      }
      names = listed.isEmpty ? nil : listed
    }
    if version == nil, let text = read(path + "/+VERSION", limit: 64) {
      version = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let release = version.flatMap { TZDataSource.isRelease($0) ? $0 : nil } ?? "unknown"
    return _TZProvider(
      kind: kind, version: release, path: path, storage: .directory(path, names: names),
      cacheKey: "\(kind) \(path) \(release)")
  }

  /// One TZif file as `Data`. Its tables are never shared through the
  /// cache, so its key only tells sources apart for equality.
  static func file(identifier: String, data: Data, version: String?) -> _TZProvider {
    _TZProvider(
      kind: .file, version: version ?? "unknown", path: nil,
      storage: .file(identifier: identifier, data: data),
      cacheKey: "file \(identifier) \(data.count) \(checksum(data)) \(version ?? "")")
  }

  /// FNV-1a over the bytes: tells files apart in keys.
  static func checksum(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// Identifiers, sorted: zones and links.
  var identifiers: [String] {
    switch storage {
    case .bundle(let bundle):
      return bundle.names
    case .directory(let path, let names):
      return names.map { $0.keys.sorted() } ?? Self.scans.value(for: path) { _ZoneinfoScan(path).names }
    case .foundation:
      let known = Self.foundationKnown
      let iana = _TZProvider.bundled.identifiers.filter {
        !known.contains($0) && TimeZone(identifier: $0) != nil
      }
      return (Array(known) + iana).sorted()
    case .file(let identifier, _):
      return [identifier]
    case .empty:
      return []
    }
  }

  /// The canonical identifier of `identifier` (a link's target), or nil
  /// when the source does not know it.
  func canonical(_ identifier: String) -> String? {
    switch storage {
    case .bundle(let bundle):
      return bundle.canonical(identifier)
    case .directory(let path, let names):
      if let names { return names[identifier] }
      return Self.isTZifFile(path, identifier) ? identifier : nil
    case .foundation:
      guard knows(identifier) else { return nil }
      return _TZProvider.bundled.canonical(identifier) ?? identifier
    case .file(let name, _):
      return name == identifier ? identifier : nil
    case .empty:
      return nil
    }
  }

  /// Whether `identifier` is a zone of this source. For Foundation: a name
  /// Foundation lists, or an IANA name Foundation accepts; ICU's own
  /// legacy names (`BST`, which ICU reads as Asia/Dhaka, `IST`, `PST`)
  /// are not IANA names and are refused.
  func knows(_ identifier: String) -> Bool {
    switch storage {
    case .foundation:
      guard
        Self.foundationKnown.contains(identifier)
          || _TZProvider.bundled.canonical(identifier) != nil
          || ["UTC", "GMT"].contains(identifier)
      else { return false }
      return TimeZone(identifier: identifier) != nil
    default:
      return canonical(identifier) != nil
    }
  }

  /// Where `identifier`'s data is, for error messages: a file's path,
  /// "bundled tz data, Europe/Paris", "TZif data for Test/Zone".
  func location(of identifier: String) -> String {
    switch storage {
    case .bundle: return "\(kind == .bundled ? "bundled tz data" : path ?? "bundle"), \(identifier)"
    case .directory(let path, let names): return path + "/" + (names?[identifier] ?? identifier)
    case .file: return "TZif data for \(identifier)"
    case .foundation, .empty: return identifier
    }
  }

  /// The TZif file of `identifier`, or nil when the source has none.
  func tzif(for identifier: String) throws(DateMathError) -> _TZif? {
    switch storage {
    case .bundle(let bundle):
      do {
        return try bundle.tzif(for: identifier)
      } catch {
        throw DateMathError(
          .invalidTZData, "\(location(of: identifier)): \(error.reason)", zoneIdentifier: identifier)
      }
    case .directory(let path, let names):
      // A link is read from its target's file: directories built from
      // tzdata.zi need not hold a copy under every link name.
      let name = names.map { $0[identifier] } ?? identifier
      guard let name, TZDataSource.isValidIdentifier(name) else { return nil }
      let file = path + "/" + name
      guard let data = Self.read(file, limit: _TZif.maximumSize + 1) else {
        // A name tzdata.zi lists is a zone of this source: its file is
        // missing or unreadable, and the error says so (not "unknown").
        guard names != nil else { return nil }
        throw DateMathError(
          .invalidTZData,
          "\(file) \(Self.whyUnreadable(file)), although \(path)/tzdata.zi lists \(identifier)",
          zoneIdentifier: identifier)
      }
      return try Self.parse(data, file: file, identifier: identifier)
    case .file(let name, let data):
      guard name == identifier else { return nil }
      return try Self.parse(data, file: location(of: identifier), identifier: identifier)
    case .foundation, .empty:
      return nil
    }
  }

  static func parse(_ data: Data, file: String, identifier: String) throws(DateMathError) -> _TZif {
    do {
      return try data.withUnsafeBytes { raw in
        Result { () throws(_TZifError) -> _TZif in try _TZif(raw) }
      }.get()
    } catch {
      throw DateMathError(.invalidTZData, "\(file): \(error.reason)", zoneIdentifier: identifier)
    }
  }

  /// The first `limit` bytes of a regular file (symbolic links followed),
  /// or nil for anything else: a directory, a FIFO or a device, which
  /// could block a read or never end.
  static func read(_ path: String, limit: Int) -> Data? {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let handle = FileHandle(forReadingAtPath: resolved)
    else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: limit)) ?? Data()
  }

  /// Why `read` found no file at `path`: "is missing", "is not a regular
  /// file", "cannot be read".
  static func whyUnreadable(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "is missing" }
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
    return isDirectory.boolValue || (type != nil && type != .typeRegular) ? "is not a regular file" : "cannot be read"
  }

  static func isTZifFile(_ directory: String, _ identifier: String) -> Bool {
    guard TZDataSource.isValidIdentifier(identifier) else { return false }
    return read(directory + "/" + identifier, limit: 4) == Data("TZif".utf8)
  }

  /// Scans of directories without `tzdata.zi` (see `_ZoneinfoScan`),
  /// made once per directory.
  static let scans = _Memo<String, [String]>()
}

/// A lock-protected dictionary whose entries, once stored, stay.
final class _Memo<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]

  subscript(key: Key) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return values[key]
  }

  /// The stored value, or the one `make` gives, stored (made outside the
  /// lock; when two threads race, the first stored wins).
  func value(for key: Key, make: () -> Value) -> Value {
    if let stored = self[key] { return stored }
    return insert(make(), for: key)
  }

  /// Stores `value` unless one is stored already; returns the stored one.
  func insert(_ value: Value, for key: Key) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored = values[key] { return stored }
    values[key] = value
    return value
  }
}
