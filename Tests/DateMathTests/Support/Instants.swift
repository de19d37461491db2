import DateMath
import Foundation
import Testing

/// An instant written `YYYY-MM-DDTHH:MM:SS[.f]±HH:MM[:SS]` or `…Z`, as the
/// tests' expected values are, as a `Date`: ``zoned(_:in:sourceLocation:)``
/// in UTC. Fails the test (and returns the epoch) on a malformed literal.
func instant(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Date {
  zoned(text, in: .utc, sourceLocation: sourceLocation).date
}

/// The instant of a literal written as for `instant(_:)`, seen in `zone`,
/// exactly: to the nanosecond, with no `Date` in between. Fails the test
/// (and returns the epoch in `zone`) on a malformed literal or an instant
/// outside the supported range.
func zoned(_ text: String, in zone: Zone, sourceLocation: SourceLocation = #_sourceLocation)
  -> ZonedDateTime
{
  let split =
    text.hasSuffix("Z") || text.hasSuffix("z")
    ? text.index(before: text.endIndex)
    : text.lastIndex { $0 == "+" || $0 == "-" } ?? text.endIndex
  guard let local = CivilDateTime(String(text[..<split])),
    let offset = UTCOffset(String(text[split...])),
    let written = try? ZonedDateTime(local, in: Zone(fixedOffset: offset), disambiguation: .reject),
    let value = try? written.converted(to: zone)
  else {
    Issue.record("bad instant literal \(text) in \(zone)", sourceLocation: sourceLocation)
    return epoch(in: zone)
  }
  return value
}

/// 1970-01-01T00:00:00Z in `zone`, for the helpers' failure paths: in range
/// in every zone, since offsets are under 24 hours.
func epoch(in zone: Zone) -> ZonedDateTime {
  (try? ZonedDateTime(epochSeconds: 0, in: zone)) ?? ZonedDateTime.now(in: zone)
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

/// A zone from the default tz data (`Zone(identifier:)`). The expected
/// values of the tests that use it were checked against the bundled 2026f
/// release, the default on the toolchains this package is tested with
/// (`TZDataSourceTests.defaultIsNewest`); they are of rules that 2025b
/// agrees with. Tests about rules only 2026f has pin `source: .bundled`.
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
