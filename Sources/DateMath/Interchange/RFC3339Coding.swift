import Foundation

extension JSONEncoder.DateEncodingStrategy {
  /// Encodes each `Date` as an RFC 3339 string in UTC
  /// (`"2017-01-31T19:00:00.25Z"`). With the default
  /// ``FractionalSecondDigits/exact`` the string decodes back to exactly the
  /// same `Date` (Foundation's `.iso8601` drops fractional seconds).
  ///
  /// ```swift
  /// let encoder = JSONEncoder()
  /// encoder.dateEncodingStrategy = .rfc3339()
  /// let meeting = try Date(rfc3339: "2017-01-31T14:00:00.25-05:00")
  /// String(decoding: try encoder.encode([meeting]), as: UTF8.self)  // "[\"2017-01-31T19:00:00.25Z\"]"
  /// encoder.dateEncodingStrategy = .rfc3339(fractionalDigits: .milliseconds)
  /// String(decoding: try encoder.encode([meeting]), as: UTF8.self)  // "[\"2017-01-31T19:00:00.250Z\"]"
  /// ```
  public static func rfc3339(fractionalDigits: FractionalSecondDigits = .exact) -> Self {
    .custom { date, encoder in
      var container = encoder.singleValueContainer()
      do {
        try container.encode(try date.rfc3339String(fractionalDigits: fractionalDigits))
      } catch let error as DateMathError {
        throw EncodingError.invalidValue(
          date,
          EncodingError.Context(
            codingPath: encoder.codingPath, debugDescription: error.message,
            underlyingError: error))
      }
    }
  }
}

extension JSONDecoder.DateDecodingStrategy {
  /// Decodes RFC 3339 strings with any offset (see `Date.init(rfc3339:)`).
  /// A bad string fails with `DecodingError.dataCorrupted` naming the coding
  /// path and the string.
  ///
  /// ```swift
  /// let decoder = JSONDecoder()
  /// decoder.dateDecodingStrategy = .rfc3339
  /// try decoder.decode([Date].self, from: Data(#"["1996-12-19T16:39:57-08:00"]"#.utf8))  // [1996-12-20T00:39:57Z]
  /// try decoder.decode([Date].self, from: Data(#"["1996-12-19T16:39:57"]"#.utf8))  // throws: has no UTC offset
  /// ```
  public static var rfc3339: Self {
    .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      return try _decodeText(text, decoder) { text throws(DateMathError) in
        try Date(rfc3339: text, extensions: .written)
      }
    }
  }
}

/// A `Date` that encodes as a lossless RFC 3339 string in UTC with any
/// encoder, including `PropertyListEncoder`, whose XML format otherwise keeps
/// whole seconds only.
///
/// ```swift
/// struct Event: Codable {
///   @RFC3339Coded var at: Date
/// }
/// let event = Event(at: try Date(rfc3339: "2017-01-31T14:00:00.25-05:00"))
/// let json = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)  // "{\"at\":\"2017-01-31T19:00:00.25Z\"}"
/// try JSONDecoder().decode(Event.self, from: Data(json.utf8)).at  // == event.at — to the nanosecond
/// ```
///
/// The wrapper itself, outside a property:
///
/// ```swift
/// let coded = RFC3339Coded(wrappedValue: try Date(rfc3339: "1996-12-19T16:39:57-08:00"))
/// coded.wrappedValue  // 1996-12-20T00:39:57Z
/// String(decoding: try JSONEncoder().encode(coded), as: UTF8.self)  // "\"1996-12-20T00:39:57Z\""
/// ```
@propertyWrapper
public struct RFC3339Coded: Codable, Sendable, Hashable {
  /// The date.
  public var wrappedValue: Date

  /// Wraps a date.
  ///
  /// ```swift
  /// let leapSecond = RFC3339Coded(wrappedValue: try Date(rfc3339: "1990-12-31T23:59:60Z"))
  /// leapSecond.wrappedValue  // 1990-12-31T23:59:59Z
  /// ```
  public init(wrappedValue: Date) { self.wrappedValue = wrappedValue }

  /// Decodes an RFC 3339 string with any offset.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the coding path and the
  ///   bad string.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    wrappedValue = try _decodeText(text, decoder) { text throws(DateMathError) in
      try Date(rfc3339: text, extensions: .written)
    }
  }

  /// Encodes the exact RFC 3339 string in UTC.
  ///
  /// - Throws: `EncodingError.invalidValue` for a `Date` outside the
  ///   supported range.
  public func encode(to encoder: any Encoder) throws {
    let text: String
    do {
      text = try wrappedValue.rfc3339String(fractionalDigits: .exact)
    } catch {
      throw EncodingError.invalidValue(
        wrappedValue,
        EncodingError.Context(
          codingPath: encoder.codingPath, debugDescription: error.message,
          underlyingError: error))
    }
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
