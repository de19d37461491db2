import DateMath
import Foundation

func zones(name: String) throws -> [Any?] {
  [
    TimeZone(identifier: "America/New_York"),
    TimeZone(identifier: "UTC"),
    TimeZone(identifier: "GMT"),
    TimeZone(identifier: "Europe/London"),
    TimeZone(identifier: "America/Argentina/Buenos_Aires"),
    TimeZone(identifier: name),
    try Zone(identifier: "Asia/Tokyo"),
    TimeZone(secondsFromGMT: -18_000),
  ]
}
