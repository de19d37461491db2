import CDateMathAtomics
import Foundation

/// Zones by the name they were asked for, for text that names a zone:
/// RFC 9557's `[America/New_York]`, read by
/// ``ZonedDateTime/init(rfc9557:offsetConflict:disambiguation:extensions:)``.
///
/// `Zone(identifier:)` checks the name's syntax, makes the table cache's key
/// (a new string) and takes the cache's lock: about 5,000 instructions, and
/// the reader checked the name's RFC 9557 syntax before that. A reader of
/// many texts naming a few zones asks for the same names again and again.
/// This table answers such a name from its UTF-8 bytes as they lie in the
/// text, with no string made and no lock taken, in under 200: threads
/// reading text at once only read the table, so they do not slow each
/// other down.
///
/// It holds only zones that `Zone(identifier:source:)` gave, under the name
/// asked for, and its owner keeps the source fixed: `_DefaultTZData` holds
/// one for the default source and calls ``removeAll()`` whenever the
/// default changes. A name found here is therefore one that passed every
/// check, and its zone is the one `Zone(identifier:)` gives for it now: for
/// one name and one source, that initializer gives the same zone every
/// time it succeeds (the zone is the first table the never-evicting cache
/// stored for the name).
///
/// Reading is lock-free; writing (``insert(_:named:)``, ``removeAll()``) is
/// for one thread at a time, which the owner's lock ensures. A slot holds
/// an entry published with a release store and read with an acquire load,
/// and an entry never changes once published. ``removeAll()`` does not
/// empty the slots: it starts a new generation, and an entry of an older
/// one no longer answers and may be replaced. A replaced entry is kept, as
/// a reader may still be comparing its name: at most one per slot for each
/// change of the default tz data, a change a program makes a handful of
/// times.
///
/// Bounded: 1,024 slots (a tz release has about 600 names), open addressing
/// with at most 8 probes. A name whose 8 slots all hold names of the
/// current generation is not remembered (it is then always asked of
/// `Zone(identifier:)`), so no slot changes hands while its generation
/// lasts: a lookup can miss, never answer wrongly.
final class _ZoneNameMemo: @unchecked Sendable {
  static let slotCount = 1024
  static let probes = 8

  /// One remembered name: immutable once published in a slot.
  final class Entry {
    let hash: UInt64
    let generation: UInt
    let name: [UInt8]
    let zone: Zone

    init(hash: UInt64, generation: UInt, name: [UInt8], zone: Zone) {
      self.hash = hash
      self.generation = generation
      self.name = name
      self.zone = zone
    }
  }

  /// Per slot, 0 or the address of an `Entry` this memo retains; read with
  /// `datemath_load_acquire`, written with `datemath_store_release`.
  private let slots: UnsafeMutablePointer<UInt>
  /// The current generation, in one word of its own (read by every
  /// lookup; written by `removeAll()`).
  private let generationWord: UnsafeMutablePointer<UInt>
  /// Every entry ever published, the replaced ones included: what keeps
  /// them alive, as a lookup that began before an entry was replaced may
  /// still be reading it (touched only by writers).
  private var entries: [Entry] = []

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: 0, count: Self.slotCount)
    generationWord = .allocate(capacity: 1)
    generationWord.initialize(to: 0)
  }

  deinit {
    slots.deallocate()
    generationWord.deallocate()
  }

  /// FNV-1a over the bytes.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  /// The entry in `slot`, if any, borrowed: the memo keeps it alive.
  @inline(__always)
  private func entry(in slot: Int) -> Unmanaged<Entry>? {
    let bits = datemath_load_acquire(slots + slot)
    guard let address = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged<Entry>.fromOpaque(address)
  }

  /// The zone remembered under exactly these bytes in the current
  /// generation, if any. Lock-free: any thread, at any time.
  func zone(named name: UnsafeBufferPointer<UInt8>) -> Zone? {
    let generation = datemath_load_acquire(generationWord)
    let hash = Self.hash(name)
    var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
    for _ in 0..<Self.probes {
      guard let entry = entry(in: slot) else { return nil }
      let zone: Zone? = entry._withUnsafeGuaranteedRef { entry in
        guard entry.hash == hash, entry.generation == generation, Self.same(entry.name, name) else { return nil }
        return entry.zone
      }
      if let zone { return zone }
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

  /// Remembers `zone` under `name` in the current generation, in the first
  /// of its 8 slots that is empty or holds an older generation's entry;
  /// not at all when it is there already or all 8 are taken. One writer
  /// at a time (the owner's lock).
  func insert(_ zone: Zone, named name: String) {
    let generation = generationWord.pointee
    let bytes = Array(name.utf8)
    let hash = bytes.withUnsafeBufferPointer(Self.hash)
    var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
    for _ in 0..<Self.probes {
      if let entry = entry(in: slot)?.takeUnretainedValue(), entry.generation == generation {
        if entry.hash == hash && entry.name == bytes { return }
        slot = (slot + 1) & (Self.slotCount - 1)
        continue
      }
      let entry = Entry(hash: hash, generation: generation, name: bytes, zone: zone)
      entries.append(entry)
      datemath_store_release(slots + slot, UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque()))
      return
    }
  }

  /// Forgets every name: from now on, lookups answer only what is inserted
  /// after this call. Entries stay alive (see the type's comment). One
  /// writer at a time (the owner's lock).
  func removeAll() {
    datemath_store_release(generationWord, generationWord.pointee &+ 1)
  }
}
