// Reads candidate time-zone identifiers on stdin (one per line) and prints,
// sorted, those for which Foundation's TimeZone(identifier:) succeeds.
// Only used to decide which zone NAMES the fixture corpus covers; never
// used to compute expected values.
// Run: swift foundation-zones.swift < candidates.txt > zones.txt
import Foundation

var accepted: [String] = []
while let line = readLine() {
    let name = line.trimmingCharacters(in: .whitespaces)
    if name.isEmpty || name.hasPrefix("#") { continue }
    if TimeZone(identifier: name) != nil { accepted.append(name) }
}
for name in accepted.sorted() { print(name) }
