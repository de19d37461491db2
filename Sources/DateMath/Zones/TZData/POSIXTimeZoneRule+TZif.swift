import Foundation

extension _POSIXTimeZoneRule {
  /// A TZif file (version 2) that holds nothing but this rule as its
  /// footer, the rule's standard time as its one local time type: what a
  /// POSIX TZ string such as `TZ=EST5EDT,M3.2.0,M11.1.0` means as a zone.
  /// It goes through the same reader and tables as any zone's file.
  ///
  /// `text` is the TZ string this rule was read from.
  func footerOnlyTZif(_ text: String) -> Data {
    var out = Data()
    let designation = Array(standardName.utf8) + [0]
    func append32(_ value: UInt32) {
      out.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
    // Two headers and blocks (RFC 8536 §3.1–3.2): the 32-bit one, then the
    // 64-bit one, alike since there are no transitions; then the footer.
    for _ in 0..<2 {
      out.append(contentsOf: Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15))
      // isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt.
      for count in [0, 0, 0, 0, 1, designation.count] { append32(UInt32(count)) }
      append32(UInt32(bitPattern: Int32(standardOffset)))
      out.append(contentsOf: [0, 0])  // isdst, desigidx
      out.append(contentsOf: designation)
    }
    out.append(contentsOf: Array("\n\(text)\n".utf8))
    return out
  }
}
