import Foundation

/// The plugin test expects exactly this finding (fixed-day-length, line 6).
public func tomorrow(after date: Date) -> Date {
  // A calendar day is not 86,400 s across DST.
  date.addingTimeInterval(86400)
}

/// Suppressed: the plugin test expects no finding here.
public func inADay(after date: Date) -> Date {
  // datemath-lint:disable:next fixed-day-length
  date.addingTimeInterval(86400)
}
