import DateMathLintKit
import Foundation

// Everything is in DateMathLintKit's LintCommand, which the tests call
// in-process; this only passes the arguments and exits with its status.
let outcome = LintCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errors.utf8))
exit(outcome.status)
