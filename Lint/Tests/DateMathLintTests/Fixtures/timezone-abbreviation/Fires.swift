import Foundation

func zones(name: String) -> [TimeZone?] {
  [
    TimeZone(abbreviation: "IST"),  // expect: timezone-abbreviation
    TimeZone(abbreviation: "EST"),  // expect: timezone-abbreviation
    TimeZone(abbreviation: name),  // expect: timezone-abbreviation
  ]
}
