import Foundation

/// The build-plugin test expects exactly this warning (fixed-day-length, line 6).
public func tomorrow(after date: Date) -> Date {
  // A calendar day is not 86,400 s across DST.
  date.addingTimeInterval(86400)
}

/// Suppressed: the build-plugin test expects no warning here.
public func inADay(after date: Date) -> Date {
  // datemath-lint:disable:next fixed-day-length
  date.addingTimeInterval(86400)
}
