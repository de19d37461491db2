extension ZonedDateTime: CustomStringConvertible {
  /// The RFC 9557 text, with as many fractional digits as the instant has
  /// (``rfc9557String(fractionalDigits:)``).
  public var description: String { rfc9557String() }
}
