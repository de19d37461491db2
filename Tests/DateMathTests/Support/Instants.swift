import DateMath
import Foundation
import Testing

/// An instant written `YYYY-MM-DDTHH:MM:SS[.f]±HH:MM[:SS]` or `…Z`, as the
/// tests' expected values are: the wall-clock part read in UTC, minus the
/// offset. Fails the test (and returns the epoch) on a malformed literal.
func instant(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Date {
  let split =
    text.hasSuffix("Z") || text.hasSuffix("z")
    ? text.index(before: text.endIndex)
    : text.lastIndex { $0 == "+" || $0 == "-" } ?? text.endIndex
  guard let local = CivilDateTime(String(text[..<split])),
    let offset = UTCOffset(String(text[split...])),
    let utc = try? Zone.utc.date(from: local)
  else {
    Issue.record("bad instant literal \(text)", sourceLocation: sourceLocation)
    return Date(timeIntervalSince1970: 0)
  }
  return utc.addingTimeInterval(-TimeInterval(offset.seconds))
}

func date(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> CivilDate {
  guard let value = CivilDate(text) else {
    Issue.record("bad date literal \(text)", sourceLocation: sourceLocation)
    return CivilDate("1970-01-01")!
  }
  return value
}

func local(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> CivilDateTime {
  guard let value = CivilDateTime(text) else {
    Issue.record("bad date-time literal \(text)", sourceLocation: sourceLocation)
    return CivilDateTime("1970-01-01T00:00")!
  }
  return value
}

func zone(_ identifier: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> Zone
{
  do {
    return try Zone(identifier: identifier)
  } catch {
    Issue.record("unknown zone \(identifier)", sourceLocation: sourceLocation)
    return .utc
  }
}

/// Runs `body`, returning the DateMathError it threw, or nil (recording an
/// issue) when it did not throw.
func error<T>(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(DateMathError) -> T
) -> DateMathError? {
  do {
    let value = try body()
    Issue.record("expected an error, got \(value)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}
