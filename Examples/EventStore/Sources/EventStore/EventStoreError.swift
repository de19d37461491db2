import Foundation

/// A value the store cannot write, or a stored row it cannot read.
///
/// Errors from DateMath (``DateMath/DateMathError``) and from SQLite
/// (`GRDB.DatabaseError`) are passed on as they are.
public struct EventStoreError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// What went wrong, in one line.
  public let message: String

  /// An error with a one-line message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? { message }
}
