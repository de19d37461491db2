/// One case line of a tzcases file: `OP ARG... => RESULT... [# note]`.
///
/// The format is specified in `docs/tzcases.md`.
public struct TZCase: Sendable, Hashable, CustomStringConvertible {
  /// Where the case was read: `FILE:LINE`.
  public let location: TZCaseLocation
  /// The operation, such as `resolve`.
  public let operation: String
  /// The inputs after the operation.
  public let arguments: [String]
  /// The expected result tokens after `=>`.
  public let expected: [String]
  /// The text after `#`, without it.
  public let note: String?

  /// Creates a case.
  public init(
    location: TZCaseLocation, operation: String, arguments: [String], expected: [String],
    note: String? = nil
  ) {
    self.location = location
    self.operation = operation
    self.arguments = arguments
    self.expected = expected
    self.note = note
  }

  /// The case as written, without its note: `resolve ZONE LOCAL POLICY => …`.
  public var description: String {
    ([operation] + arguments + ["=>"] + expected).joined(separator: " ")
  }
}

/// A place in a tzcases file.
public struct TZCaseLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path as it was given.
  public let file: String
  /// The 1-based line number.
  public let line: Int

  /// Creates a location.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `FILE:LINE`.
  public var description: String { "\(file):\(line)" }
}
