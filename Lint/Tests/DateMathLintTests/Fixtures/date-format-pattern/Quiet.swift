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
  let millis = DateFormatter()
  millis.locale = Locale(identifier: "en_US_POSIX")
  millis.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSZ"  // seconds and their fraction
  let minutes = DateFormatter()
  minutes.locale = Locale(identifier: "en_US_POSIX")
  minutes.dateFormat = "HH:mm"  // a time alone: mm is minutes
  let both = DateFormatter()
  both.locale = Locale(identifier: "en_US_POSIX")
  both.dateFormat = "MM/dd/yyyy hh:mm a"  // month, then minutes after the hour
  let monthYear = DateFormatter()
  monthYear.locale = Locale(identifier: "en_US_POSIX")
  monthYear.dateFormat = "MM yyyy 'mm'"  // quoted mm is text
  return [iso, week, ordinal, clock, quoted, millis, minutes, both, monthYear]
}
