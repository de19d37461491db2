import Foundation

/// Writes TZif files (RFC 8536 §3) byte by byte, for tests that need a
/// file with exactly known content, well-formed or broken on purpose.
struct TZifBuilder {
  struct LocalTimeType {
    var offset: Int32
    var isDST: Bool
    var designation: String
  }

  /// 1 writes the original 32-bit format only; 2, 3 and 4 add the 64-bit
  /// block and the footer.
  var version = 2
  var times: [Int64] = []
  var typeIndices: [UInt8] = []
  var types: [LocalTimeType] = [LocalTimeType(offset: 0, isDST: false, designation: "UTC")]
  /// (occurrence, correction) leap-second records.
  var leapSeconds: [(Int64, Int32)] = []
  var footer = ""

  var data: Data {
    var out = Data()
    var designations = Data()
    var designationIndex: [Int] = []
    for type in types {
      designationIndex.append(designations.count)
      designations.append(contentsOf: Array(type.designation.utf8) + [0])
    }
    func header(version: UInt8) {
      out.append(contentsOf: Array("TZif".utf8))
      out.append(version)
      out.append(contentsOf: [UInt8](repeating: 0, count: 15))
      for count in [types.count, types.count, leapSeconds.count, times.count, types.count, designations.count] {
        append32(UInt32(count))
      }
    }
    func append32(_ value: UInt32) {
      out.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
    func append64(_ value: Int64) {
      let bits = UInt64(bitPattern: value)
      append32(UInt32(bits >> 32))
      append32(UInt32(bits & 0xFFFF_FFFF))
    }
    func block(wide: Bool) {
      for time in times { if wide { append64(time) } else { append32(UInt32(bitPattern: Int32(clamping: time))) } }
      out.append(contentsOf: typeIndices)
      for (index, type) in types.enumerated() {
        append32(UInt32(bitPattern: type.offset))
        out.append(type.isDST ? 1 : 0)
        out.append(UInt8(designationIndex[index]))
      }
      out.append(designations)
      for (occurrence, correction) in leapSeconds {
        if wide { append64(occurrence) } else { append32(UInt32(bitPattern: Int32(clamping: occurrence))) }
        append32(UInt32(bitPattern: correction))
      }
      out.append(contentsOf: [UInt8](repeating: 0, count: types.count * 2))
    }
    let versionByte: UInt8 = version == 1 ? 0 : UInt8(ascii: "0") + UInt8(version)
    header(version: versionByte)
    block(wide: false)
    if version >= 2 {
      header(version: versionByte)
      block(wide: true)
      out.append(contentsOf: Array("\n\(footer)\n".utf8))
    }
    return out
  }

  /// A file with no transitions whose footer rules at all times.
  static func footerOnly(_ footer: String, version: Int = 3) -> TZifBuilder {
    var builder = TZifBuilder()
    builder.version = version
    builder.footer = footer
    return builder
  }
}
