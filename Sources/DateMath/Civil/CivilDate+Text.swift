extension CivilDate: LosslessStringConvertible, Codable {
  /// The ISO 8601 form `YYYY-MM-DD` (`±YYYYYY-MM-DD` outside 0...9999).
  public var description: String { _ISO.date(year, month, day) }

  /// Parses `YYYY-MM-DD` (or `±YYYYYY-MM-DD`), returning nil for anything
  /// else; ``init(parsing:)`` says what was wrong.
  ///
  /// ```swift
  /// CivilDate("2024-02-29")  // 2024-02-29
  /// CivilDate("2023-02-29")  // nil
  /// ```
  public init?(_ description: String) {
    guard let date = try? CivilDate(parsing: description) else { return nil }
    self = date
  }

  /// Parses `YYYY-MM-DD` (or `±YYYYYY-MM-DD`): nothing before or after it.
  ///
  /// - Throws: ``DateMathError/Kind/invalidFormat`` for other text;
  ///   ``DateMathError/Kind/invalidDate`` for a date that does not exist,
  ///   such as 2023-02-30. Both carry ``DateMathError/position``: the
  ///   column of the first character out of place, or of the field out of
  ///   range (column 9, the day, for 2023-02-30).
  ///
  /// ```swift
  /// try CivilDate(parsing: "2024-02-29")  // 2024-02-29
  /// try CivilDate(parsing: "2023-02-30")  // throws invalidDate: February 2023 has 28 days
  /// try CivilDate(parsing: "2024-2-29")   // throws invalidFormat
  /// ```
  public init(parsing text: String) throws(DateMathError) {
    self = try _ISOScanner.reading(text) { scanner throws(DateMathError) in
      let date = try scanner.civilDate(text)
      guard scanner.isAtEnd else {
        throw .invalidFormat(text, expected: "a date in the form YYYY-MM-DD", at: scanner.position(scanner.index))
      }
      return date
    }
  }

  /// Decodes the `YYYY-MM-DD` string form.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the coding path and the
  ///   bad string.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    self = try _decodeText(text, decoder) { text throws(DateMathError) in
      try CivilDate(parsing: text)
    }
  }

  /// Encodes the `YYYY-MM-DD` string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
