import Foundation

/// Known zone identifiers close to a mistyped one, for error messages.
package enum _ZoneSuggestions {
  static func closest(to input: String, among identifiers: [String], limit: Int = 3) -> [String] {
    // Identifiers are at most about 30 characters: a long input is no typo
    // of one, and comparing it would cost time for nothing.
    guard input.utf8.count <= 64 else { return [] }
    // Compared as bytes: identifiers are ASCII, and a Character at a time
    // costs twenty times as much.
    let lowerInput = input.lowercased()
    let wanted = Array(lowerInput.utf8)
    let wantedCity = Array((input.split(separator: "/").last.map(String.init) ?? input).lowercased().utf8)
    var scored: [(score: Int, name: String)] = []
    scored.reserveCapacity(identifiers.count)
    for name in identifiers {
      let lower = name.lowercased()
      if lower == lowerInput { return [name] }
      let city = Array((name.split(separator: "/").last.map(String.init) ?? name).lowercased().utf8)
      let whole = Array(lower.utf8)
      // A distance is at least the difference in length: skip names that
      // cannot come within the cut-off (3) on either comparison.
      let bound = min(abs(wanted.count - whole.count), abs(wantedCity.count - city.count) + 1)
      guard bound <= 3 else { continue }
      let score = min(editDistance(wanted, whole), editDistance(wantedCity, city) + 1)
      scored.append((score, name))
    }
    scored.sort { ($0.score, $0.name) < ($1.score, $1.name) }
    return scored.prefix { $0.score <= 3 }.prefix(limit).map(\.name)
  }

  /// Levenshtein distance (datecalc's command suggestions use it too).
  package static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var diagonal = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let above = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
        diagonal = above
      }
    }
    return row[b.count]
  }
}
