import Foundation

extension Zone {
  /// The UTC offset in force at an instant.
  ///
  /// At a transition's own instant the new offset is in force: New York's
  /// offset at 2017-03-12T07:00:00Z is -04:00, one second earlier -05:00.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// try newYork.offset(at: Date(rfc3339: "2017-03-12T07:00:00Z"))   // -04:00
  /// try newYork.offset(at: Date(rfc3339: "2017-03-12T06:59:59Z"))   // -05:00
  /// ```
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or lies beyond about ±12,700 years from 1970.
  public func offset(at date: Date) throws(DateMathError) -> UTCOffset {
    let instant = try _InstantSeconds(date)
    return UTCOffset(seconds: Int(offset(atSecond: instant.seconds)))
  }

  /// What a wall-clock time means in this zone: one instant, none (a gap),
  /// or two (an overlap), with the transition responsible. To choose one
  /// instant by a policy, make a ``ZonedDateTime`` with
  /// ``ZonedDateTime/init(_:in:disambiguation:)``.
  ///
  /// ```swift
  /// let newYork = try Zone(identifier: "America/New_York")
  /// newYork.resolution(of: try CivilDateTime(parsing: "2017-03-12T02:30")).candidates  // []
  /// newYork.resolution(of: try CivilDateTime(parsing: "2017-11-05T01:30")).candidates.count  // 2
  /// ```
  public func resolution(of local: CivilDateTime) -> LocalTimeResolution {
    let fraction = Double(local.nanosecond) / 1e9
    func date(_ seconds: Int64) -> Date {
      _InstantSeconds(seconds: seconds, fraction: fraction).date
    }
    switch resolve(local: local.localSeconds) {
    case .unique(let t): return .unique(date(t))
    case .gap(let transition): return .gap(transition.zoneTransition)
    case .overlap(let first, let second, let transition):
      return .overlap(
        earlier: date(first), later: date(second), transition: transition.zoneTransition)
    }
  }

  // MARK: The one gap/overlap primitive

  /// A wall-clock time (local seconds) as an instant and the zone's offset
  /// there (which in a gap is not `local − instant`): the one place where
  /// a gap or an overlap is settled, for every caller (making a
  /// ``ZonedDateTime``, moving one by a calendar amount, rounding it,
  /// reading RFC 9557 text and expanding a recurrence).
  ///
  /// A time that happens once is that instant. In an overlap, the reading
  /// with `preferredOffset`, when the zone has it there (Temporal's offset
  /// "prefer": rounding keeps the later reading of a repeated time);
  /// otherwise, and in a gap, the `disambiguation` policy.
  ///
  /// - Throws: with `.reject`, ``DateMathError/Kind/nonexistentLocalTime``
  ///   or ``DateMathError/Kind/ambiguousLocalTime``, naming the wall-clock
  ///   time with its `nanosecond`.
  @inline(__always) @usableFromInline
  func resolved(
    local: Int64, nanosecond: Int, disambiguation: Disambiguation, preferredOffset: Int64? = nil
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    // Almost always the time is far from any transition: one lookup.
    if let offset = unambiguousOffset(local: local) { return (local - offset, offset) }
    let resolution = resolve(local: local)
    if case .unique(let t) = resolution { return (t, local - t) }
    return try resolved(resolution, local: local, nanosecond: nanosecond, disambiguation, preferredOffset)
  }

  /// ``resolved(local:nanosecond:disambiguation:preferredOffset:)`` for a
  /// resolution already looked up.
  @inline(never)
  func resolved(
    _ resolution: _Resolution, local: Int64, nanosecond: Int, _ disambiguation: Disambiguation,
    _ preferredOffset: Int64?
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    func describing() -> CivilDateTime { CivilDateTime(localSeconds: local, nanosecond: nanosecond) }
    switch resolution {
    case .unique(let t):
      return (t, local - t)
    case .gap(let transition):
      switch disambiguation {
      case .earlier: return (local - transition.after, transition.before)
      case .later, .compatible: return (local - transition.before, transition.after)
      case .reject:
        let t = transition.zoneTransition
        throw DateMathError(
          .nonexistentLocalTime,
          "\(describing()) does not exist in \(identifier): \(t.clockChange) at \(_ISO.utc(transition.time))",
          zoneIdentifier: identifier, transition: t)
      }
    case .overlap(let first, let second, let transition):
      if let preferredOffset, let t = resolution.instant(local: local, withOffset: preferredOffset) {
        return (t, preferredOffset)
      }
      switch disambiguation {
      case .earlier, .compatible: return (first, local - first)
      case .later: return (second, local - second)
      case .reject:
        let t = transition.zoneTransition
        throw DateMathError(
          .ambiguousLocalTime,
          "\(describing()) happens twice in \(identifier): at "
            + "\(_ISO.utc(first)) (\(t.offsetBefore)) and at \(_ISO.utc(second)) "
            + "(\(t.offsetAfter)); \(t.clockChange)",
          zoneIdentifier: identifier, transition: t,
          candidates: [_date(first), _date(second)])
      }
    }
  }

  /// Whether the zone has `offset` at the wall-clock time `local` (local
  /// seconds): whether RFC 9557 text with that offset names one of its
  /// instants.
  func has(offset: Int64, atLocal local: Int64) -> Bool {
    resolve(local: local).instant(local: local, withOffset: offset) != nil
  }
}

extension _Resolution {
  /// The instant of `local` whose offset is `offset`, if the wall-clock
  /// time has one.
  func instant(local: Int64, withOffset offset: Int64) -> Int64? {
    let t = local - offset
    switch self {
    case .unique(let only): return only == t ? t : nil
    case .gap: return nil
    case .overlap(let first, let second, _): return first == t || second == t ? t : nil
    }
  }
}
