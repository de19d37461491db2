import Foundation

/// Parses a decoded string, turning a ``DateMathError`` into a
/// `DecodingError` that carries the coding path and the message.
func _decodeText<T>(
  _ text: String, _ decoder: any Decoder,
  _ parse: (String) throws(DateMathError) -> T
) throws -> T {
  do {
    return try parse(text)
  } catch {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath, debugDescription: error.message,
        underlyingError: error))
  }
}
