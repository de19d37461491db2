extension _ISOScanner {
  /// A date `YYYY-MM-DD` (or `±YYYYYY-MM-DD`) at the scanner, for
  /// ``CivilDate/init(parsing:)`` and ``CalendarDate/init(parsing:)``:
  /// errors name `text` and carry the column of the first character out
  /// of place, or of the field out of range.
  mutating func civilDate(_ text: String) throws(DateMathError) -> CivilDate {
    let start = index
    let signed = peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-")
    let shape = signed ? "±DDDDDD-DD-DD" : "DDDD-DD-DD"
    guard let (y, m, d) = date() else {
      let bad = firstMismatch(from: start, shape)
      throw .invalidFormat(
        text, expected: "a date in the form YYYY-MM-DD", at: position(bad < start + shape.count ? bad : start))
    }
    do {
      return try CivilDate(year: y, month: m, day: d)
    } catch {
      let yearWidth = signed ? 7 : 4
      let field: Int
      if !(1...12).contains(m) {
        field = start + yearWidth + 1
      } else if d < 1 || d > _Civil.daysInMonth(year: y, month: m) {
        field = start + yearWidth + 4
      } else {
        field = start
      }
      throw error.at(position(field))
    }
  }
}
