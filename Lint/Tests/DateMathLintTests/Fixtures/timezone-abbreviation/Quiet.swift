import Foundation

func zones() -> [TimeZone?] {
  [
    TimeZone(abbreviation: "UTC"),
    TimeZone(abbreviation: "GMT"),
    TimeZone(identifier: "Europe/Dublin"),
    TimeZone.current,
  ]
}

// An abbreviation read from a zone is display text, not a lookup.
func label(_ zone: TimeZone, at date: Date) -> String? { zone.abbreviation(for: date) }
