import Foundation

/// Writes a TZif file (RFC 9636, version 2) from transitions, local time
/// types and a footer: how a zone described some other way (an iCalendar
/// `VTIMEZONE`) becomes a `Zone` through the same reader and tables as
/// every zone's file.
struct _TZifWriter {
  /// A local time type: its UTC offset, whether it is DST, its designation.
  struct LocalTimeType: Hashable {
    var offset: Int32
    var isDST: Bool
    var designation: String
  }

  /// Types in order; the first is the one before the first transition.
  private(set) var types: [LocalTimeType] = []
  /// Transition instants (seconds since 1970, increasing) and the type
  /// each begins.
  private(set) var transitions: [(time: Int64, type: Int)] = []

  /// The index of `type`, added when new.
  mutating func index(of type: LocalTimeType) -> Int {
    if let found = types.firstIndex(of: type) { return found }
    types.append(type)
    return types.count - 1
  }

  /// A transition at `time` to `type`; times must increase.
  mutating func transition(at time: Int64, to type: LocalTimeType) {
    transitions.append((time, index(of: type)))
  }

  /// The file, with `footer` (a POSIX TZ string, or empty for none).
  func data(footer: String) -> Data {
    var designations: [UInt8] = []
    var designationIndex: [String: UInt8] = [:]
    for type in types where designationIndex[type.designation] == nil {
      designationIndex[type.designation] = UInt8(designations.count)
      designations += Array(type.designation.utf8) + [0]
    }
    var out = Data()
    func append32(_ value: UInt32) {
      out.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
    func header(transitions: Int) {
      out.append(contentsOf: Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15))
      // isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt.
      for count in [0, 0, 0, transitions, types.count, designations.count] { append32(UInt32(count)) }
    }
    func typesAndDesignations() {
      for type in types {
        append32(UInt32(bitPattern: type.offset))
        out.append(contentsOf: [type.isDST ? 1 : 0, designationIndex[type.designation] ?? 0])
      }
      out.append(contentsOf: designations)
    }
    // The version 1 block holds no transitions (a version 2 reader skips
    // it); the version 2 block holds them all, in 64 bits.
    header(transitions: 0)
    typesAndDesignations()
    header(transitions: transitions.count)
    for transition in transitions {
      let bits = UInt64(bitPattern: transition.time)
      append32(UInt32(bits >> 32))
      append32(UInt32(bits & 0xFFFF_FFFF))
    }
    out.append(contentsOf: transitions.map { UInt8($0.type) })
    typesAndDesignations()
    out.append(contentsOf: Array("\n\(footer)\n".utf8))
    return out
  }
}
