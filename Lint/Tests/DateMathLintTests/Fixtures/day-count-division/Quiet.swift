import Foundation

func quiet(start: Date, end: Date, bytes: Int) -> [Double] {
  [
    // A UTC day number: days since 1970 in UTC, right as such.
    (end.timeIntervalSince1970 / 86400).rounded(.down),
    // Hours, not days.
    end.timeIntervalSince(start) / 3600,
    // Not a time interval at all.
    Double(bytes) / 86400,
    // Days from a calendar.
    Double(Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0),
  ]
}
