import Foundation

/// A tz database packed by `Scripts/make_tzdata_bundle.py`: the IANA
/// version, every name (zones and links), and each distinct TZif file once.
/// The format is described in that script.
///
/// The bytes are not copied: the compiled-in bundle is static memory, and
/// a bundle read from a file is kept in the `Data` it was read into.
struct _TZDataBundle: Sendable {
  /// An entry of the name table: a zone's TZif bytes, or a link's target.
  enum Entry: Sendable {
    case zone(Range<Int>)
    case link(String)
  }

  let version: String
  /// Every name, sorted by UTF-8 bytes.
  let names: [String]
  let entries: [String: Entry]
  let storage: _BundleBytes

  /// Reads the name table; the TZif files are read when a zone is asked for.
  ///
  /// - Throws: `_TZifError` when the bytes are not a well-formed bundle.
  init(_ storage: _BundleBytes) throws(_TZifError) {
    self.storage = storage
    var names: [String] = []
    var entries: [String: Entry] = [:]
    var version = ""
    try storage.withBytes { (bytes: UnsafeRawBufferPointer) throws(_TZifError) in
      var reader = _ByteReader(bytes)
      guard try reader.bytes(4, what: "the bundle's magic") == Array("DMTZ".utf8) else {
        throw _TZifError("it is not a DateMath tz bundle (no \"DMTZ\" at its start)")
      }
      let format = try reader.uint8(what: "the bundle's format version")
      guard format == 1 else { throw _TZifError("bundle format \(format) is not supported (1 is)") }
      let versionLength = Int(try reader.uint8(what: "the version's length"))
      version = String(decoding: try reader.bytes(versionLength, what: "the version"), as: UTF8.self)
      let nameCount = Int(try reader.uint32(what: "the name count"))
      let fileCount = Int(try reader.uint32(what: "the file count"))
      guard nameCount <= reader.remaining / 6, fileCount <= reader.remaining / 4 else {
        throw _TZifError("it announces \(nameCount) names and \(fileCount) files, more than its size holds")
      }
      var raw: [(name: String, kind: UInt8, value: Int)] = []
      raw.reserveCapacity(nameCount)
      for _ in 0..<nameCount {
        let length = Int(try reader.uint8(what: "a name's length"))
        let name = String(decoding: try reader.bytes(length, what: "a name"), as: UTF8.self)
        let kind = try reader.uint8(what: "a name's kind")
        let value = Int(try reader.uint32(what: "a name's entry"))
        guard kind <= 1 else { throw _TZifError("\(name) has entry kind \(kind)") }
        raw.append((name, kind, value))
      }
      var files: [Range<Int>] = []
      files.reserveCapacity(fileCount)
      for index in 0..<fileCount {
        let length = Int(try reader.uint32(what: "a file's length"))
        guard length <= reader.remaining else {
          throw _TZifError("file \(index) is truncated: \(length) bytes announced, \(reader.remaining) remain")
        }
        files.append(reader.position..<(reader.position + length))
        try reader.skip(length, what: "a file")
      }
      guard reader.remaining == 0 else { throw _TZifError("\(reader.remaining) bytes follow the last file") }
      for (name, kind, value) in raw {
        if kind == 0 {
          guard value < files.count else { throw _TZifError("\(name) points at file \(value) of \(files.count)") }
          entries[name] = .zone(files[value])
        } else {
          guard value < raw.count, raw[value].kind == 0 else {
            throw _TZifError("link \(name) does not point at a zone")
          }
          entries[name] = .link(raw[value].name)
        }
        names.append(name)
      }
    }
    self.version = version
    self.names = names
    self.entries = entries
  }

  /// The canonical name of `name`: itself for a zone, the target for a link.
  func canonical(_ name: String) -> String? {
    switch entries[name] {
    case .zone: return name
    case .link(let target): return target
    case nil: return nil
    }
  }

  /// Reads the TZif file of `name` (a zone or a link to one), or nil when
  /// the bundle has no such name.
  func tzif(for name: String) throws(_TZifError) -> _TZif? {
    guard let zone = canonical(name), case .zone(let range) = entries[zone] else { return nil }
    return try storage.withBytes { (bytes: UnsafeRawBufferPointer) throws(_TZifError) in
      try _TZif(UnsafeRawBufferPointer(rebasing: bytes[range]))
    }
  }
}

/// The bytes of a bundle: compiled in or read from a file.
///
/// `@unchecked Sendable`: the compiled-in bytes are a static constant of
/// the CDateMathTZData target, never written and never freed.
enum _BundleBytes: @unchecked Sendable {
  case compiledIn(UnsafeRawBufferPointer)
  case data(Data)

  func withBytes<T>(
    _ body: (UnsafeRawBufferPointer) throws(_TZifError) -> T
  ) throws(_TZifError) -> T {
    switch self {
    case .compiledIn(let bytes):
      return try body(bytes)
    case .data(let data):
      return try data.withUnsafeBytes { raw in
        Result { () throws(_TZifError) -> T in try body(raw) }
      }.get()
    }
  }
}
