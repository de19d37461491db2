import Foundation

/// Zones by the name they were asked for, for text that names a zone:
/// RFC 9557's `[America/New_York]`, read by
/// ``ZonedDateTime/init(rfc9557:offsetConflict:extensions:)``.
///
/// `Zone(identifier:)` checks the name's syntax, makes the table cache's key
/// (a new string) and takes the cache's lock: about 5,000 instructions, and
/// the reader checked the name's RFC 9557 syntax before that. A reader of
/// many texts naming a few zones asks for the same names again and again.
/// This table answers such a name from its UTF-8 bytes as they lie in the
/// text, with no string made, in under 200.
///
/// It holds only zones that `Zone(identifier:source:)` gave, under the name
/// asked for, and its owner keeps the source fixed: `_DefaultTZData` holds
/// one for the default source and empties it whenever the default changes.
/// A name found here is therefore one that passed every check, and its zone
/// is the one `Zone(identifier:)` gives for it now: for one name and one
/// source, that initializer gives the same zone every time it succeeds (the
/// zone is the first table the never-evicting cache stored for the name).
///
/// Bounded: 1,024 slots (a tz release has about 600 names), open addressing
/// with at most 8 probes; a name that finds its 8 slots taken replaces the
/// first, so a lookup can miss (the caller then asks `Zone(identifier:)`),
/// never answer wrongly. Not thread-safe by itself: its owner's lock guards
/// it.
struct _ZoneNameMemo {
  static let slotCount = 1024
  static let probes = 8

  /// Per slot: the name's hash (0: empty), its UTF-8 bytes, its zone.
  /// Parallel arrays, so that a probe reads one integer.
  private var hashes: [UInt64] = []
  private var names: [[UInt8]] = []
  private var zones: [Zone] = []

  /// FNV-1a over the bytes, never 0 (0 marks an empty slot).
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash | 1
  }

  /// The zone remembered under exactly these bytes, if any.
  func zone(named name: UnsafeBufferPointer<UInt8>) -> Zone? {
    guard !hashes.isEmpty else { return nil }
    let hash = Self.hash(name)
    var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
    for _ in 0..<Self.probes {
      let stored = hashes[slot]
      if stored == 0 { return nil }
      if stored == hash && Self.same(names[slot], name) { return zones[slot] }
      slot = (slot + 1) & (Self.slotCount - 1)
    }
    return nil
  }

  /// Whether `stored` holds exactly the bytes of `name`.
  @inline(__always)
  static func same(_ stored: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> Bool {
    stored.withUnsafeBufferPointer { stored in
      guard stored.count == name.count else { return false }
      guard let a = stored.baseAddress, let b = name.baseAddress else { return true }  // both empty
      return memcmp(a, b, name.count) == 0
    }
  }

  /// Remembers `zone` under `name`.
  mutating func insert(_ zone: Zone, named name: String) {
    if hashes.isEmpty {
      hashes = Array(repeating: 0, count: Self.slotCount)
      names = Array(repeating: [], count: Self.slotCount)
      zones = Array(repeating: zone, count: Self.slotCount)
    }
    let bytes = Array(name.utf8)
    let hash = bytes.withUnsafeBufferPointer(Self.hash)
    let home = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
    var slot = home
    var probe = 1
    while hashes[slot] != 0 && !(hashes[slot] == hash && names[slot] == bytes) {
      guard probe < Self.probes else {
        slot = home
        break
      }
      slot = (slot + 1) & (Self.slotCount - 1)
      probe += 1
    }
    hashes[slot] = hash
    names[slot] = bytes
    zones[slot] = zone
  }
}
