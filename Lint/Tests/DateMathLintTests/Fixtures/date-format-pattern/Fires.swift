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
  return [a, b, c, d]
}
