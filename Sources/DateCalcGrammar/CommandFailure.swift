import DateMath

/// A failure to report: its kind for JSON, a one-line message, an exit code.
///
/// Thrown while ArgumentParser reads a value (`transform:`), its
/// description is the reason ArgumentParser appends to "The value '…' is
/// invalid for '<…>'".
package struct CommandFailure: Error, CustomStringConvertible {
  package var kind: String
  package var message: String
  package var exitCode: Int32

  package var description: String { message }

  /// A question with no answer (exit status 1).
  package init(_ error: DateMathError) {
    kind = error.kind.rawValue
    message = error.message
    exitCode = 1
  }

  package init(kind: String, message: String, exitCode: Int32) {
    self.kind = kind
    self.message = message
    self.exitCode = exitCode
  }

  /// Bad input (exit status 64), with DateMath's message.
  package static func usage(_ error: DateMathError) -> CommandFailure {
    CommandFailure(kind: error.kind.rawValue, message: error.message, exitCode: 64)
  }

  package static func usage(_ message: String) -> CommandFailure {
    CommandFailure(kind: "usage", message: message, exitCode: 64)
  }
}

/// Runs `body`, turning DateMath's errors into a failure with exit status 1.
package func answer<T>(_ body: () throws(DateMathError) -> T) throws(CommandFailure) -> T {
  do {
    return try body()
  } catch {
    throw CommandFailure(error)
  }
}

/// Runs `body`, turning DateMath's errors into a usage error (status 64).
package func input<T>(_ body: () throws(DateMathError) -> T) throws(CommandFailure) -> T {
  do {
    return try body()
  } catch {
    throw .usage(error)
  }
}
