import DateMath
import Foundation

func zones() throws -> [Any?] {
  [
    TimeZone(identifier: "EST"),  // expect: timezone-identifier
    TimeZone(identifier: "PST"),  // expect: timezone-identifier
    TimeZone(identifier: "EST5EDT"),  // expect: timezone-identifier
    TimeZone(identifier: "US/Eastern"),  // expect: timezone-identifier
    TimeZone(identifier: "Etc/GMT+5"),  // expect: timezone-identifier
    try Zone(identifier: "CET"),  // expect: timezone-identifier
  ]
}
