import Foundation

func formatters() -> [DateFormatter] {
  let iso = DateFormatter()
  iso.locale = Locale(identifier: "en_US_POSIX")
  iso.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
  let week = DateFormatter()
  week.locale = Locale(identifier: "en_US_POSIX")
  week.dateFormat = "YYYY-'W'ww"  // week-based year with its week: right
  let ordinal = DateFormatter()
  ordinal.locale = Locale(identifier: "en_US_POSIX")
  ordinal.dateFormat = "yyyy-DDD"  // ISO ordinal date: no month
  let clock = DateFormatter()
  clock.dateFormat = "h:mm a"
  let quoted = DateFormatter()
  quoted.locale = Locale(identifier: "en_US_POSIX")
  quoted.dateFormat = "'YYYY:' yyyy"  // quoted text is literal
  return [iso, week, ordinal, clock, quoted]
}
