import Foundation

func formatters() -> [DateFormatter] {
  let a = DateFormatter()
  a.locale = Locale(identifier: "en_US_POSIX")
  a.dateFormat = "YYYY-MM-dd"  // expect: date-format-pattern
  let b = DateFormatter()
  b.locale = Locale(identifier: "en_US_POSIX")
  b.dateFormat = "yyyy-MM-DD"  // expect: date-format-pattern
  let c = DateFormatter()
  c.locale = Locale(identifier: "en_US_POSIX")
  c.dateFormat = "yyyy-MM-dd hh:mm"  // expect: date-format-pattern
  let d = DateFormatter()
  d.locale = Locale(identifier: "en_US_POSIX")
  d.dateFormat = "dd/MM/YYYY"  // expect: date-format-pattern
  // Shapes from API clients: a timestamp with milliseconds, a date with
  // minutes for the month, a time with the month for minutes.
  let e = DateFormatter()
  e.locale = Locale(identifier: "en_US_POSIX")
  e.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.sssZ"  // expect: date-format-pattern
  let f = DateFormatter()
  f.locale = Locale(identifier: "en_US_POSIX")
  f.dateFormat = "yyyy-mm-dd"  // expect: date-format-pattern
  let g = DateFormatter()
  g.locale = Locale(identifier: "en_US_POSIX")
  g.dateFormat = "dd.MM.yyyy HH:MM"  // expect: date-format-pattern
  let h = DateFormatter()
  h.locale = Locale(identifier: "en_US_POSIX")
  h.dateFormat = "mm/dd/yyyy"  // expect: date-format-pattern
  return [a, b, c, d, e, f, g, h]
}
